// A side-menu container in the style of the widely used drawer libraries: the content is an ordinary
// child (Apple's containment recipe), the menu is presented over it with a custom presentation whose
// transitioning delegate vends a slide animator and, for a pan, a percent-driven interactor.
import UIKit

/// Shows `contentViewController` and slides `menuViewController` in from the left edge over it.
///
/// `openMenu(animated:)` and `closeMenu(animated:)` animate over `SideMenuAnimator.duration`. An
/// interactive open (what a pan from the left edge would drive) starts with `beginInteractiveOpen()`,
/// follows `updateInteractiveOpen(_:)` and ends with `finishInteractiveOpen()` or `cancelInteractiveOpen()`.
@MainActor
open class SideMenuContainerViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public let contentViewController: UIViewController
    public let menuViewController: UIViewController
    /// The share of the container's width the open menu covers.
    public var menuWidthFraction: CGFloat = 0.8
    private var interactor: UIPercentDrivenInteractiveTransition?

    public init(content: UIViewController, menu: UIViewController) {
        contentViewController = content
        menuViewController = menu
        super.init(nibName: nil, bundle: nil)
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = self
        addChild(content)
    }

    public required init?(coder: NSCoder) { fatalError("not supported") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        contentViewController.view.frame = view.bounds
        contentViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentViewController.view)
        contentViewController.didMove(toParent: self)
    }

    /// Whether the menu is presented.
    public var isMenuOpen: Bool { presentedViewController === menuViewController }

    public func openMenu(animated: Bool, completion: (() -> Void)? = nil) {
        present(menuViewController, animated: animated, completion: completion)
    }

    public func closeMenu(animated: Bool, completion: (() -> Void)? = nil) {
        menuViewController.dismiss(animated: animated, completion: completion)
    }

    /// Starts opening the menu under the caller's control.
    public func beginInteractiveOpen() {
        interactor = UIPercentDrivenInteractiveTransition()
        present(menuViewController, animated: true)
    }

    /// Moves the menu to `fraction` of the way open.
    public func updateInteractiveOpen(_ fraction: CGFloat) { interactor?.update(fraction) }

    /// Lets the menu open the rest of the way.
    public func finishInteractiveOpen() {
        interactor?.finish()
        interactor = nil
    }

    /// Lets the menu slide back; it ends up not presented.
    public func cancelInteractiveOpen() {
        interactor?.cancel()
        interactor = nil
    }

    // MARK: UIViewControllerTransitioningDelegate

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SideMenuAnimator(isPresenting: true, widthFraction: menuWidthFraction)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SideMenuAnimator(isPresenting: false, widthFraction: menuWidthFraction)
    }

    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactor }
}

/// Slides the menu's view in from (or out to) the left edge.
@MainActor
public final class SideMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public static let duration: TimeInterval = 0.3
    let isPresenting: Bool
    let widthFraction: CGFloat

    init(isPresenting: Bool, widthFraction: CGFloat) {
        self.isPresenting = isPresenting
        self.widthFraction = widthFraction
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let width = container.bounds.width * widthFraction
        let open = CGRect(x: 0, y: 0, width: width, height: container.bounds.height)
        let closed = open.offsetBy(dx: -width, dy: 0)
        let menuView = isPresenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
        if isPresenting, let menuView {
            container.addSubview(menuView)
            menuView.frame = closed
        }
        let target = isPresenting ? open : closed
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: { menuView?.frame = target },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
