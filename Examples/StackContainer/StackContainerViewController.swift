// A UINavigationController-like container built only from Apple's containment recipes (the seeds):
// `addChild` + add the view + `didMove(toParent:)` to show the root, and
// `transition(from:to:duration:options:animations:completion:)` to push and pop.
import UIKit

/// A minimal navigation stack: push slides the new controller in from the right, pop slides it out.
///
/// Lower controllers stay children while covered, as in `UINavigationController`; only the top one's
/// view is in the hierarchy. Push and pop follow the recipe for switching children: the incoming child
/// is added with `addChild` before the transition, the outgoing one gets `willMove(toParent: nil)` before
/// it and `removeFromParent()` in the completion, and the incoming one gets `didMove(toParent:)` there.
@MainActor
open class StackContainerViewController: UIViewController {
    /// The controllers on the stack, bottom first.
    public private(set) var viewControllers: [UIViewController]
    /// The duration of an animated push or pop.
    public static let transitionDuration: TimeInterval = 0.3
    private var isTransitioning = false

    /// Creates a stack whose bottom controller is `rootViewController`.
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        viewControllers = []
        super.init(coder: coder)
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }

    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let root = viewControllers.first else { return }
        // Recipe 1: add a child.
        addChild(root)
        root.view.frame = view.bounds
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }

    /// Pushes `viewController` on top of the stack; `completion` runs once it is shown.
    public func push(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard !isTransitioning, let top = topViewController, !viewControllers.contains(where: { $0 === viewController }) else { return }
        isTransitioning = true
        viewControllers.append(viewController)
        // Recipe 3: the incoming child is added before the transition.
        addChild(viewController)
        let width = view.bounds.width
        viewController.view.frame = view.bounds.offsetBy(dx: animated ? width : 0, dy: 0)
        viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transition(from: top, to: viewController, duration: animated ? Self.transitionDuration : 0, options: [],
                   animations: {
                       viewController.view.frame = self.view.bounds
                       top.view.frame = self.view.bounds.offsetBy(dx: -width / 3, dy: 0)
                   },
                   completion: { _ in
                       top.view.frame = self.view.bounds
                       viewController.didMove(toParent: self)
                       self.isTransitioning = false
                       completion?()
                   })
    }

    /// Pops the top controller and returns it; nothing happens with only the root left.
    @discardableResult
    public func pop(animated: Bool, completion: (() -> Void)? = nil) -> UIViewController? {
        guard !isTransitioning, viewControllers.count > 1 else { return nil }
        isTransitioning = true
        let top = viewControllers.removeLast()
        let below = viewControllers.last!
        let width = view.bounds.width
        // Recipe 3 again: the outgoing child hears willMove(toParent: nil) first.
        top.willMove(toParent: nil)
        below.view.frame = view.bounds.offsetBy(dx: animated ? -width / 3 : 0, dy: 0)
        transition(from: top, to: below, duration: animated ? Self.transitionDuration : 0, options: [],
                   animations: {
                       // transition(from:to:) adds the incoming view on top; a pop reveals it from below.
                       self.view.insertSubview(below.view, belowSubview: top.view)
                       below.view.frame = self.view.bounds
                       top.view.frame = self.view.bounds.offsetBy(dx: width, dy: 0)
                   },
                   completion: { _ in
                       top.removeFromParent()
                       self.isTransitioning = false
                       completion?()
                   })
        return top
    }
}
