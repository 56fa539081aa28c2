import Foundation

extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds after `delay`.
    ///
    /// The block runs at once, so model values hold their final values when this returns. `completion`
    /// never runs synchronously: with a duration of 0 it runs on the next turn with `true`.
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

    /// Runs `actionsWithoutAnimation` with animations disabled.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _UIViewAnimationContext.stack.append(.init(duration: 0, delay: 0, options: [.overrideInheritedDuration]))
        defer { _UIViewAnimationContext.stack.removeLast() }
        actionsWithoutAnimation()
    }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { _UIViewAnimationContext.currentDuration }
}

/// Runs animation blocks. This first version keeps UIKit's model-value and completion timing; the
/// animation engine (CAAnimation-backed presentation values) builds on it.
@MainActor enum _UIViewAnimationRunner {
    static func run(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        let inherited = _UIViewAnimationContext.stack.last
        let effectiveDuration = (inherited != nil && !options.contains(.overrideInheritedDuration))
            ? inherited!.duration : duration
        _UIViewAnimationContext.stack.append(.init(duration: effectiveDuration, delay: delay, options: options))
        animations()
        _UIViewAnimationContext.stack.removeLast()
        guard let completion else { return }
        if effectiveDuration <= 0 {
            _Turn.enqueueNextTurn { completion(true) }
        } else {
            _MediaTimers.schedule(after: delay + effectiveDuration) { completion(true) }
        }
    }
}
