import Foundation

/// The states of an interactive animator.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: no animations are attached.
    case inactive = 0
    /// Started or paused: the animations are attached and follow `fractionComplete`.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end = 0
    /// Back at their start values.
    case start = 1
    /// Wherever they were when stopped.
    case current = 2
}

/// An object that runs animations that can be started, paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (not paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations are, from 0 to 1; settable while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; with `withoutFinishing` false, `finishAnimation(at:)` must follow.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition` and calls the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added, and whose timing can change mid-flight.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animations end, with the position they ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing; the rest takes `durationFactor` × the original duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIView {
    /// UIKit's named animation curves.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }
}

/// The kinds of timing curve.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic = 1, spring = 2, composed = 3
}

/// Supplies the timing curve of an animator.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of curve this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, for cubic and built-in curves.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, for spring curves.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve for an animator.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, when built from one (ease-in-out otherwise).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve: ease-in-out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let p = _UIViewAnimationRunner.timingFunction(forCurve: UInt(curve.rawValue))._controlPoints
        controlPoint1 = CGPoint(x: p.0, y: p.1)
        controlPoint2 = CGPoint(x: p.2, y: p.3)
        isBuiltin = true
        super.init()
    }

    /// A custom curve with control points `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var _bezier: _CubicBezier {
        _CubicBezier(c1x: Double(controlPoint1.x), c1y: Double(controlPoint1.y),
                     c2x: Double(controlPoint2.x), c2y: Double(controlPoint2.y))
    }
}

/// A spring timing curve for an animator.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in whole changes per second (dx for x-like properties, dy for y-like).
    public let initialVelocity: CGVector
    /// The spring, when given by mass, stiffness and damping (or by duration and bounce).
    let _physical: _SpringSolution?
    /// The damping ratio, when the spring is scaled to the animator's duration.
    let _dampingRatio: Double

    /// A critically damped spring that settles in the animator's duration.
    public override convenience init() { self.init(dampingRatio: 1) }

    /// A spring with damping ratio `ratio` that settles in the animator's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with damping ratio `ratio` and initial velocity `velocity`, settling in the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        _physical = nil
        _dampingRatio = Double(ratio)
        super.init()
    }

    /// A spring given physically; the animator's duration is replaced by the spring's settling duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let spring = _SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                     initialVelocity: Double(velocity.dx))
        _physical = spring
        _dampingRatio = spring.dampingRatio
        super.init()
    }

    /// A spring that feels like it takes `duration` seconds, with `bounce` (iOS 17).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        initialVelocity = velocity
        let spring = _SpringSolution.perceptual(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx))
        _physical = spring
        _dampingRatio = spring.dampingRatio
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring to use for an animator of `duration` seconds.
    func _spring(forDuration duration: TimeInterval) -> _SpringSolution {
        _physical ?? _UIViewAnimationRunner.spring(settlingIn: duration, dampingRatio: _dampingRatio,
                                                   velocity: Double(initialVelocity.dx))
    }
}
