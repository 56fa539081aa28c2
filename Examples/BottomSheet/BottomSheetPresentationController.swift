import UIKit

// A bottom sheet built only from UIKit's public API: a custom presentation controller with a dimming
// view, detents (heights the sheet rests at), a slide animator, and a pan on the sheet that drags it
// between its detents and, below the smallest one, drives an interactive dismissal (a tap on the
// dimming view dismisses too). Show a controller with `BottomSheetTransitioningDelegate.present(_:from:)`.

/// Places the presented view at the bottom of the container, as tall as its selected detent, over a
/// dimming view.
@MainActor
public final class BottomSheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at, as shares of the container's height, smallest first.
    public var detents: [CGFloat] = [0.5] {
        didSet { selectedDetentIndex = min(selectedDetentIndex, max(0, detents.count - 1)) }
    }
    /// The detent the sheet rests at; a drag that settles elsewhere changes it.
    public var selectedDetentIndex = 0
    /// Called when a drag moved the sheet to another detent.
    public var detentChanged: ((Int) -> Void)?
    /// How long a released sheet takes to settle at a detent.
    public let settleDuration: TimeInterval = 0.25
    /// A release moving down faster than this (points per second) dismisses.
    public let dismissalFlickVelocity: CGFloat = 1000
    /// The dimming view behind the sheet; a tap on it dismisses.
    public let dimmingView = UIView()
    /// The interactor of a dismissal a pan started; nil otherwise.
    public private(set) var dismissalInteractor: UIPercentDrivenInteractiveTransition?
    /// The sheet's top edge when the pan began, and the top edge at which a dismissal began.
    private var panStartTop: CGFloat?
    private var dismissalStartTop: CGFloat?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(
            target: self, action: Selector("dimmingViewTapped", BottomSheetPresentationController.dimmingViewTapped)))
    }

    /// The sheet's top edge at each detent in `bounds`, smallest detent (lowest edge) first.
    func detentTops(in bounds: CGRect) -> [CGFloat] {
        detents.map { bounds.maxY - (bounds.height * $0).rounded() }
    }

    /// The sheet's frame with its top edge at `top`, down to the container's bottom.
    func sheetFrame(top: CGFloat, in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds, !detents.isEmpty else { return .zero }
        return sheetFrame(top: detentTops(in: bounds)[selectedDetentIndex], in: bounds)
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
        // A sheet under the finger or settling keeps the frame the drag gives it.
        if panStartTop == nil { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true)
    }

    /// A pan on the sheet: between the detents the sheet follows the finger (no higher than the largest)
    /// and settles at the nearest one on release; below the smallest the finger drives a dismissal, which
    /// finishes past a third of the sheet's height or on a flick down, and is cancelled otherwise.
    func sheetPanned(_ pan: UIPanGestureRecognizer) {
        // The container does not move with the sheet, so the finger's travel is measured in it.
        guard let view = presentedView, let containerView else { return }
        let bounds = containerView.bounds
        let tops = detentTops(in: bounds)
        guard let lowest = tops.max(), let highest = tops.min() else { return }
        switch pan.state {
        case .began:
            panStartTop = view.frame.minY
        case .changed:
            guard let start = panStartTop else { return }
            let top = max(highest, start + pan.translation(in: containerView).y)
            if top > lowest, dismissalInteractor == nil {
                view.frame = sheetFrame(top: lowest, in: bounds)
                dismissalStartTop = lowest
                dismissalInteractor = UIPercentDrivenInteractiveTransition()
                presentedViewController.dismiss(animated: true)
            }
            if let interactor = dismissalInteractor, let from = dismissalStartTop {
                interactor.update(max(0, min(1, (top - from) / max(1, bounds.maxY - from))))
            } else {
                view.frame = sheetFrame(top: top, in: bounds)
            }
        case .ended, .cancelled, .failed:
            guard let start = panStartTop else { return }
            panStartTop = nil
            let top = max(highest, start + pan.translation(in: containerView).y)
            if let interactor = dismissalInteractor, let from = dismissalStartTop {
                let finishes = pan.state == .ended
                    && ((top - from) / max(1, bounds.maxY - from) > 1.0 / 3
                        || pan.velocity(in: containerView).y > dismissalFlickVelocity)
                if finishes { interactor.finish() } else { interactor.cancel() }
                dismissalInteractor = nil
                dismissalStartTop = nil
                return
            }
            settle(view, nearest: top, tops: tops, in: bounds)
        default:
            break
        }
    }

    /// Moves a released sheet to the detent whose top edge is nearest `top`.
    private func settle(_ view: UIView, nearest top: CGFloat, tops: [CGFloat], in bounds: CGRect) {
        let index = tops.indices.min { abs(tops[$0] - top) < abs(tops[$1] - top) } ?? selectedDetentIndex
        let changed = index != selectedDetentIndex
        selectedDetentIndex = index
        UIView.animate(withDuration: settleDuration, delay: 0, options: .curveEaseOut,
                       animations: { view.frame = self.sheetFrame(top: tops[index], in: bounds) })
        if changed { detentChanged?(index) }
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
    /// The detents of the sheets presented through this delegate (shares of the container's height,
    /// smallest first), and the one each starts at.
    public var detents: [CGFloat] = [0.5]
    public var initialDetentIndex = 0

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
        controller.detents = detents
        controller.selectedDetentIndex = min(initialDetentIndex, max(0, detents.count - 1))
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
