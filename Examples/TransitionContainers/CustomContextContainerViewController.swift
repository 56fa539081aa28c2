// A container with its own private transition context, the pattern of Apple's "Custom Container
// Transitions" sample that real container libraries copy: it switches between its children by handing
// an animator an object of its own that conforms to `UIViewControllerContextTransitioning`. Nothing of
// UIKit's transition machinery is involved, so the animator sees only the protocol.
import UIKit

/// Shows one of `viewControllers` at a time; `select(_:)` switches with `animator`, and an
/// interactive switch scrubs the animator's interruptible animator.
@MainActor
open class CustomContextContainerViewController: UIViewController {
    public let viewControllers: [UIViewController]
    public private(set) var selectedViewController: UIViewController?
    /// Animates switches; replaceable.
    public var animator: UIViewControllerAnimatedTransitioning = CrossSlideAnimator()
    private var interactiveContext: PrivateTransitionContext?
    private var interactiveAnimator: UIViewImplicitlyAnimating?

    public init(viewControllers: [UIViewController]) {
        self.viewControllers = viewControllers
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("not supported") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let first = viewControllers.first else { return }
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
        selectedViewController = first
    }

    /// Switches to `controller` with the animator (or at once when `animated` is false).
    public func select(_ controller: UIViewController, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let context = makeContext(to: controller, animated: animated, interactive: false, completion: completion)
        else { return }
        animator.animateTransition(using: context)
    }

    /// Starts a switch to `controller` that `update`, `finish` and `cancel` drive.
    public func beginInteractiveSelection(of controller: UIViewController) {
        guard let context = makeContext(to: controller, animated: true, interactive: true, completion: nil) else { return }
        interactiveContext = context
        let driven = animator.interruptibleAnimator(using: context)
        driven.pauseAnimation()
        interactiveAnimator = driven
    }

    public func updateInteractiveSelection(_ fraction: CGFloat) {
        interactiveContext?.updateInteractiveTransition(fraction)
        interactiveAnimator?.fractionComplete = min(max(fraction, 0), 1)
    }

    public func finishInteractiveSelection() { endInteractiveSelection(cancelled: false) }

    public func cancelInteractiveSelection() { endInteractiveSelection(cancelled: true) }

    private func endInteractiveSelection(cancelled: Bool) {
        guard let context = interactiveContext, let driven = interactiveAnimator else { return }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        driven.isReversed = cancelled
        driven.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        interactiveContext = nil
        interactiveAnimator = nil
    }

    /// The context of a switch: the containment calls before it and after it, in the recipe's order.
    private func makeContext(to controller: UIViewController, animated: Bool, interactive: Bool,
                             completion: ((Bool) -> Void)?) -> PrivateTransitionContext? {
        guard let from = selectedViewController, from !== controller, viewIfLoaded?.window != nil else { return nil }
        // Appearance follows the views: the animator adds the to view, the completion removes a view.
        from.willMove(toParent: nil)
        addChild(controller)
        let context = PrivateTransitionContext(from: from, to: controller, container: view, animated: animated,
                                               interactive: interactive)
        context.completion = { [unowned self] didComplete in
            if didComplete {
                from.view.removeFromSuperview()
                from.removeFromParent()
                controller.didMove(toParent: self)
                selectedViewController = controller
            } else {
                controller.view.removeFromSuperview()
                from.view.frame = self.view.bounds
                controller.willMove(toParent: nil)
                controller.removeFromParent()
                from.didMove(toParent: self)
            }
            self.animator.animationEnded(didComplete)
            completion?(didComplete)
        }
        return context
    }
}

/// The container's own transition context.
@MainActor
final class PrivateTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    var completion: ((Bool) -> Void)?

    init(from: UIViewController, to: UIViewController, container: UIView, animated: Bool, interactive: Bool) {
        controllers = [.from: from, .to: to]
        containerView = container
        isAnimated = animated
        isInteractive = interactive
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { isInteractive = false; transitionWasCancelled = false }
    func cancelInteractiveTransition() { isInteractive = false; transitionWasCancelled = true }
    func pauseInteractiveTransition() { isInteractive = true }

    func completeTransition(_ didComplete: Bool) {
        let completion = self.completion
        self.completion = nil
        completion?(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return controllers[.from]?.view
        case .to: return controllers[.to]?.view
        default: return nil
        }
    }
    func initialFrame(for vc: UIViewController) -> CGRect { vc === controllers[.from] ? containerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === controllers[.to] ? containerView.bounds : .zero }
}

/// Slides the new child in from the right while the old one leaves to the left; interruptible.
///
/// As the protocol requires, it returns the same property animator for the whole transition (and
/// keeps it alive until `animationEnded(_:)`).
@MainActor
public final class CrossSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public static let duration: TimeInterval = 0.4
    private var running: UIViewPropertyAnimator?

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        let width = container.bounds.width
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
            container.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: width, dy: 0)
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear) {
            toView?.frame.origin.x = 0
            fromView?.frame.origin.x = -width
        }
        animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
        running = animator
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) { running = nil }
}
