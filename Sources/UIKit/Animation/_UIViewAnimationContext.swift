import Foundation

/// What UIKit knows about the animation block being run, if any: UIKit's `_currentAnimationDuration`.
@MainActor enum _UIViewAnimationContext {
    struct Frame {
        let duration: TimeInterval
        let delay: TimeInterval
        let options: UIView.AnimationOptions
    }
    static var stack: [Frame] = []

    /// Whether an animation block with a positive duration is running.
    static var isAnimating: Bool { currentDuration > 0 }
    /// The duration of the innermost animation block, or 0.
    static var currentDuration: TimeInterval { stack.last?.duration ?? 0 }
}
