import Foundation

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds after `delay`.
    ///
    /// The block runs at once, even with a delay, so model values hold their final values when this
    /// returns; only the presentation layers move. `completion` never runs synchronously: when no
    /// animation was created (duration ≤ 0, no value changed, animations disabled) it runs on the next
    /// turn with `true`; otherwise when the last animation stops, with `false` if any was removed
    /// (`removeAllAnimations()`, or replaced by a later non-additive animation of the same property).
    /// Position, bounds and transform animate additively, so a second animation of them blends with the
    /// first and both complete with `true`. Inside another block, the duration, curve and options are
    /// inherited unless the matching `overrideInherited…` option is given.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        _UIViewAnimationRunner.run(duration: duration, delay: delay, options: options,
                                   animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds, then calls `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes with a spring that settles in `duration` seconds.
    ///
    /// `dampingRatio` is ζ (1 is critically damped, smaller values oscillate); `velocity` is the initial
    /// speed in whole changes per second (1 covers the full distance in one second).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = _UIViewAnimationRunner.spring(settlingIn: duration, dampingRatio: Double(dampingRatio),
                                                   velocity: Double(velocity))
        _UIViewAnimationRunner.run(duration: duration, delay: delay, options: options.union(.overrideInheritedCurve),
                                   spring: spring, animations: animations, completion: completion)
    }

    /// Animates the changes with a spring that feels like it takes `duration` seconds, with `bounce`
    /// from 0 (no overshoot) towards 1 (iOS 17). The animations last the spring's settling duration.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = _SpringSolution.perceptual(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
        _UIViewAnimationRunner.run(duration: spring.settlingDuration, delay: delay,
                                   options: options.union(.overrideInheritedCurve), spring: spring,
                                   animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled; nested animation blocks still run their
    /// blocks and complete on the next turn.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wasEnabled = _animationsEnabled
        _animationsEnabled = false
        defer { _animationsEnabled = wasEnabled }
        actionsWithoutAnimation()
    }

    /// Whether changes inside animation blocks animate; true unless turned off.
    public class var areAnimationsEnabled: Bool { _animationsEnabled }

    /// Turns animation of changes inside animation blocks on or off.
    public class func setAnimationsEnabled(_ enabled: Bool) { _animationsEnabled = enabled }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { _UIViewAnimationContext.currentDuration }

    /// Backs `areAnimationsEnabled`.
    static var _animationsEnabled = true
}
