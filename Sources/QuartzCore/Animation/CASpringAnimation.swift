import Foundation

/// An animation that moves its property like a mass on a damped spring.
///
/// The value at time t is from + (to − from)·(1 − x(t)), where x solves m·x″ + c·x′ + k·x = 0 with
/// x(0) = 1 and x′(0) = −initialVelocity. The spring runs on the animation's own time in seconds;
/// `duration` only cuts it off, so set it to `settlingDuration` to see the whole motion.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring constant; 100 by default.
    open var stiffness: CGFloat = 100
    /// The damping coefficient; 10 by default.
    open var damping: CGFloat = 10
    /// The velocity at the start, in whole changes per second towards the end value; 0 by default.
    open var initialVelocity: CGFloat = 0
    /// Whether damping beyond critical is allowed; stored only (the solution handles every damping).
    open var allowsOverdamping = true

    /// Creates a spring with Core Animation's defaults (mass 1, stiffness 100, damping 10).
    public required init() {
        super.init()
    }

    /// Creates a spring that feels like it takes `perceptualDuration` seconds, with `bounce` from −1
    /// (overdamped) through 0 (critically damped) to 1 (undamped). Its duration is set to its settling
    /// duration.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = _SpringSolution.perceptual(duration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass); stiffness = CGFloat(spring.stiffness); damping = CGFloat(spring.damping)
        duration = spring.settlingDuration
    }

    /// The time the spring needs to come to rest within 0.1 % of the change.
    open var settlingDuration: CFTimeInterval { _solution.settlingDuration }

    /// The duration the spring feels like: 2π/ω₀.
    open var perceptualDuration: TimeInterval { 2 * Double.pi / _solution.undampedFrequency }

    /// The bounce the damping gives (1 − ζ when underdamped, 1 − 1/ζ when overdamped).
    open var bounce: CGFloat {
        let zeta = _solution.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    package var _solution: _SpringSolution {
        _SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                        initialVelocity: Double(initialVelocity))
    }

    package override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping
        initialVelocity = other.initialVelocity; allowsOverdamping = other.allowsOverdamping
    }

    package override func _progress(forIterationTime t: CFTimeInterval, duration d: CFTimeInterval) -> Double {
        _solution.progress(at: t)
    }
}
