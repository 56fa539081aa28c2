import Foundation

/// An animator whose animations can be started, paused, scrubbed with `fractionComplete`, reversed,
/// and stopped part-way, then finished at the start, the end or where they are.
///
/// Animation blocks run when the animator first becomes active (`startAnimation()`, `pauseAnimation()`
/// or setting `fractionComplete`), or at once when added to an active animator. Every property change in
/// them becomes an animation that follows the animator's clock instead of the media clock.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing curve.
    open internal(set) var timingParameters: UITimingCurveProvider?
    /// The duration of the animations (a physical spring's settling duration replaces it).
    open internal(set) var duration: TimeInterval
    /// The delay passed to `startAnimation(afterDelay:)`.
    open internal(set) var delay: TimeInterval = 0
    /// Whether the animated views receive touches while animating; stored.
    open var isUserInteractionEnabled = true
    /// Whether hit-testing uses the model values (true) or is left to the app; stored.
    open var isManualHitTestingEnabled = false
    /// Whether the animator can be paused and stopped mid-flight; stored (every animator can be here).
    open var isInterruptible = true
    /// Whether scrubbing maps `fractionComplete` linearly; stored (progress always follows the curve here).
    open var scrubsLinearly = true
    /// Whether the animator pauses at the end instead of finishing, so it can be reversed again.
    open var pausesOnCompletion = false
    /// The animator's state.
    open internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (started and not paused).
    open internal(set) var isRunning = false

    /// Whether the animations run back towards their start values; it can change while running.
    open var isReversed: Bool {
        get { _isReversed }
        set { _setReversed(newValue) }
    }

    /// How far the animations are, from 0 to 1. Setting it while paused (or inactive) scrubs them;
    /// setting it while running is ignored.
    open var fractionComplete: CGFloat {
        get { CGFloat(_fraction(at: CACurrentMediaTime())) }
        set { _setFractionComplete(Double(newValue)) }
    }

    /// Creates an animator with a duration and timing curve; add animations, then start it.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        self.timingParameters = parameters
        super.init()
    }

    /// Creates an animator with a named curve and an optional first animation block.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a custom cubic curve and an optional first animation block.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of damping ratio `ratio` and an optional first animation block.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates, configures and starts an animator in one call, like `UIView.animate`; its curve comes
    /// from `options`, and `completion` gets the final position.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int(options._curve)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations; on an active animator they run at once and finish with the others.
    open func addAnimations(_ animation: @escaping () -> Void) { _addAnimations(animation, delayFactor: 0) }
    /// Adds animations that start after `delayFactor` (0…1) of the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        _addAnimations(animation, delayFactor: Double(delayFactor))
    }
    /// Adds a block called with the final position when the animations end or are finished.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { _completions.append(completion) }
    /// Starts or resumes the animations. Raises when the animator is stopped.
    open func startAnimation() { _start(afterDelay: 0) }
    /// Starts the animations after `delay` seconds. Raises when the animator is stopped.
    open func startAnimation(afterDelay delay: TimeInterval) { _start(afterDelay: delay) }
    /// Pauses the animations where they are (an inactive animator becomes active and paused).
    open func pauseAnimation() { _pause() }
    /// Stops the animations where they are: the model takes the current values. With `withoutFinishing`
    /// true the animator becomes inactive and no completion runs; otherwise it is stopped until
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) { _stop(withoutFinishing: withoutFinishing) }
    /// Finishes a stopped animator: the model takes the values at `finalPosition`, then the completions
    /// run. Raises unless the animator is stopped.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { _finish(at: finalPosition) }
    /// Resumes a paused animator, optionally with a new curve; the remaining part takes
    /// `durationFactor` × `duration` seconds.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        _continue(withTimingParameters: parameters, durationFactor: Double(durationFactor))
    }

    // MARK: Internal state (UIViewPropertyAnimator+Driving.swift)

    /// One property animated by the animator.
    final class _Track {
        weak var layer: CALayer?
        let keyPath: String
        let animationKey: String
        let from: Any?
        let to: Any?
        /// The fraction of the animator's time at which this track begins (from `delayFactor`).
        let startFraction: Double
        init(layer: CALayer, keyPath: String, animationKey: String, from: Any?, to: Any?, startFraction: Double) {
            self.layer = layer; self.keyPath = keyPath; self.animationKey = animationKey
            self.from = from; self.to = to; self.startFraction = startFraction
        }
    }

    var _tracks: [_Track] = []
    var _pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var _completions: [(UIViewAnimatingPosition) -> Void] = []
    var _isReversed = false
    /// The fraction while not running; the fraction at `_anchorTime` while running.
    var _storedFraction = 0.0
    var _anchorTime: CFTimeInterval = 0
    /// Fraction per second while running (positive; the direction comes from `isReversed`).
    var _rate = 0.0
    var _tickerToken: Int?
    /// The delay factor of the block being run by `addAnimations`.
    var _currentDelayFactor = 0.0
}
