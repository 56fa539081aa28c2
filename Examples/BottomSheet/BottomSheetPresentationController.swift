import UIKit

// A bottom sheet built only from UIKit's public API: a custom presentation controller with a dimming
// view, a slide animator, and a pan on the sheet that drives an interactive dismissal (a tap on the
// dimming view dismisses too). Show a controller with `BottomSheetTransitioningDelegate.present(_:from:)`.

/// Places the presented view in the bottom `heightFraction` of the container, over a dimming view.
@MainActor
public final class BottomSheetPresentationController: UIPresentationController {
    /// The share of the container's height the sheet takes.
    public var heightFraction: CGFloat = 0.5
    /// The dimming view behind the sheet; a tap on it dismisses.
    public let dimmingView = UIView()
    /// The interactor of a dismissal a pan started; nil otherwise.
    public private(set) var dismissalInteractor: UIPercentDrivenInteractiveTransition?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(
            target: self, action: Selector("dimmingViewTapped", BottomSheetPresentationController.dimmingViewTapped)))
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * heightFraction).rounded()
        return CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedView?.addGestureRecognizer(UIPanGestureRecognizer(
            target: self, action: Selector("sheetPanned:", BottomSheetPresentationController.sheetPanned(_:))))
        let dimming = dimmingView
        _ = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 1 }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        let dimming = dimmingView
        _ = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil)
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
    }

    public override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true)
    }

    /// A pan down on the sheet: the dismissal follows the finger and finishes past a third of the sheet.
    func sheetPanned(_ pan: UIPanGestureRecognizer) {
        // The container does not move with the sheet, so the finger's travel is measured in it.
        guard let view = presentedView, let containerView else { return }
        let fraction = max(0, min(1, pan.translation(in: containerView).y / max(1, view.bounds.height)))
        switch pan.state {
        case .began:
            dismissalInteractor = UIPercentDrivenInteractiveTransition()
            presentedViewController.dismiss(animated: true)
        case .changed:
            dismissalInteractor?.update(fraction)
        case .ended:
            if fraction > 1.0 / 3 { dismissalInteractor?.finish() } else { dismissalInteractor?.cancel() }
            dismissalInteractor = nil
        case .cancelled, .failed:
            dismissalInteractor?.cancel()
            dismissalInteractor = nil
        default:
            break
        }
    }
}

/// Moves the sheet up from below the container, or down out of it, in `duration` seconds.
@MainActor
public final class BottomSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    public let duration: TimeInterval = 0.3

    init(presenting: Bool) { self.presenting = presenting }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let target: CGRect
        if presenting, let presented = transitionContext.viewController(forKey: .to) {
            target = transitionContext.finalFrame(for: presented)
            container.addSubview(view)
            view.frame = target.offsetBy(dx: 0, dy: target.height)
        } else {
            target = view.frame.offsetBy(dx: 0, dy: view.frame.height)
        }
        UIView.animate(withDuration: transitionContext.isAnimated ? duration : 0, delay: 0, options: .curveEaseOut,
                       animations: { view.frame = target },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Vends the bottom sheet's presentation controller, animators and (for a pan) interactor.
@MainActor
public final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public private(set) weak var presentationController: BottomSheetPresentationController?

    public override init() { super.init() }

    /// Presents `controller` as a bottom sheet from `presenter`.
    public func present(_ controller: UIViewController, from presenter: UIViewController, animated: Bool = true) {
        controller.modalPresentationStyle = .custom
        controller.transitioningDelegate = self
        presenter.present(controller, animated: animated)
    }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        let controller = BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = controller
        return controller
    }
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(presenting: true)
    }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(presenting: false)
    }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { presentationController?.dismissalInteractor }
}
