import Foundation

/// The abstract base of Core Animation's animations: timing, a timing function, a delegate, and whether
/// the animation leaves its layer when it ends.
///
/// `CALayer.add(_:forKey:)` copies the animation, so changing it afterwards does not affect the running
/// copy. The delegate is held strongly, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    // MARK: CAMediaTiming
    /// The begin time in the layer's time space; 0 means the commit time of the transaction that added it.
    open var beginTime: CFTimeInterval = 0
    /// The length of one iteration in seconds; 0 means 0.25 s.
    open var duration: CFTimeInterval = 0
    /// How fast the animation runs relative to its layer's time.
    open var speed: Float = 1
    /// An offset into the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many iterations play (0 means 1; `.greatestFiniteMagnitude` repeats for ever).
    open var repeatCount: Float = 0
    /// How long the animation repeats for, instead of `repeatCount`.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forwards and then backwards.
    open var autoreverses = false
    /// What the animation shows before it begins and after it ends.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing of each iteration; nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when its active period ends (true by default).
    open var isRemovedOnCompletion = true
    /// The frame rate range the animation would like.
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// Whether the animation runs on a SceneKit scene's time; stored only.
    open var usesSceneTimeBase = false

    /// Creates an animation with default timing (0.25 s, once, linear).
    public required override init() {
        super.init()
    }

    /// The default value of an animation property; nil means the built-in default.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the value of `key` is archived; every property is.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A copy with the same settings and delegate.
    open override func copy() -> Any {
        MainActor.assumeIsolated { _makeCopy() }
    }

    /// Adds the animation to `anObject` (a layer) for the key `event`; this is how an animation serves as
    /// a layer action. A `previousValue` argument becomes the starting value when no from value is set.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer._addAnimation(self, forKey: event, previousValue: dict?["previousValue"] as Any?)
    }

    // MARK: Engine hooks (overridden in the subclasses' bodies)

    /// Extra time after the commit before the animation begins (UIKit's `delay`); used when `beginTime` is 0.
    package var _commitDelay: CFTimeInterval = 0
    /// The presentation value before the change that triggered this animation, for from/to-less animations.
    package var _implicitFromValue: Any?

    package func _makeCopy() -> CAAnimation {
        let copy = type(of: self).init()
        copy._copyState(from: self)
        return copy
    }

    /// Copies this class's settings from `other`; each subclass adds its own.
    package func _copyState(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode; timingFunction = other.timingFunction
        delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange; usesSceneTimeBase = other.usesSceneTimeBase
        _commitDelay = other._commitDelay; _implicitFromValue = other._implicitFromValue
    }

    /// The animation's timing, with a duration of 0 read as 0.25 s.
    package var _timing: _MediaTimingModel { _timingModel(defaultDuration: 0.25) }

    /// Applies the animation's effect at `parentTime` (the layer's local time) to `target`, a presentation
    /// copy. `progress`, when given, replaces the timing (a property animator drives the animation).
    package func _apply(to target: CALayer, parentTime: CFTimeInterval, progress: Double?) {}

    /// The animated key paths, for `beginFromCurrentState` and replacement decisions.
    package var _animatedKeyPaths: [String] { [] }

    /// The curve value for `iterationTime` seconds into an iteration of `duration` seconds.
    package func _progress(forIterationTime t: CFTimeInterval, duration d: CFTimeInterval) -> Double {
        let x = d > 0 ? t / d : 1
        return timingFunction?._evaluate(x) ?? x
    }
}

/// The delegate of an animation: told when it starts and when it stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time was reached).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to the end of its active period, false when it
    /// was removed from its layer first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift).
extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) { _optionalRequirementNotImplemented("animationDidStart(_:)") }
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        _optionalRequirementNotImplemented("animationDidStop(_:finished:)")
    }
}
