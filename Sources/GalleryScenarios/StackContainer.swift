import UIKit

/// A navigation-like container built only from the containment recipes: the first controller is added
/// with the add recipe; push and pop switch children with `transition(from:to:…)` and frame animations.
///
/// Push keeps the covered controller as a child (as a navigation stack does): `addChild`, transition,
/// then `didMove(toParent:)` in the completion. Pop is the switch recipe: `willMove(toParent: nil)`,
/// transition, then `removeFromParent()` in the completion.
@MainActor
public final class StackContainer: UIViewController {
    /// The controllers on the stack, bottom first.
    public private(set) var stack: [UIViewController] = []
    /// The duration of animated pushes and pops.
    public var animationDuration: TimeInterval = 0.3

    /// Shows `controller` on top of the stack.
    public func push(_ controller: UIViewController, animated: Bool) {
        let bounds = view.bounds
        guard let top = stack.last else {
            addChild(controller)
            controller.view.frame = bounds
            view.addSubview(controller.view)
            controller.didMove(toParent: self)
            stack.append(controller)
            return
        }
        addChild(controller)
        controller.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
        stack.append(controller)
        transition(from: top, to: controller, duration: animated ? animationDuration : 0, options: [.curveEaseInOut],
                   animations: {
                       controller.view.frame = bounds
                       top.view.frame = bounds.offsetBy(dx: -bounds.width / 3, dy: 0)
                   },
                   completion: { _ in controller.didMove(toParent: self) })
    }

    /// Removes the top controller and shows the one below it.
    public func pop(animated: Bool) {
        guard stack.count > 1 else { return }
        let top = stack.removeLast()
        let below = stack[stack.count - 1]
        let bounds = view.bounds
        top.willMove(toParent: nil)
        below.view.frame = bounds.offsetBy(dx: -bounds.width / 3, dy: 0)
        transition(from: top, to: below, duration: animated ? animationDuration : 0, options: [.curveEaseInOut],
                   animations: {
                       below.view.frame = bounds
                       top.view.frame = bounds.offsetBy(dx: bounds.width, dy: 0)
                   },
                   completion: { _ in top.removeFromParent() })
    }
}
