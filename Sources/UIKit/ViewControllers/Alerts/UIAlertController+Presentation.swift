import Foundation

/// How an alert controller presents itself and is dismissed by its actions. It goes through the
/// ordinary `.custom` presentation path: its own transitioning delegate vends the presentation
/// controller (the dimming view) and the animators.
extension UIAlertController {
    /// `.custom`, except an action sheet on the pad idiom, which iOS presents as a popover: it needs a
    /// source view, source item or bar button item on `popoverPresentationController`, and raises
    /// NSGenericException when presented without one. The idiom is the device's
    /// (`UIDevice.current.userInterfaceIdiom`, which follows the main screen's traits; tests choose it
    /// with `configureMainScreen(idiom:)`).
    var _resolvedModalPresentationStyle: UIModalPresentationStyle {
        _preferredStyle == .actionSheet && UIDevice.current.userInterfaceIdiom == .pad ? .popover : .custom
    }

    /// A tap on `action`'s button: the presenter dismisses the controller, and the action's handler
    /// runs in the dismissal's completion, after `viewDidDisappear`. Disabled actions, taps while the
    /// dismissal runs and a controller that is not presented do nothing.
    func _dismiss(triggeredBy action: UIAlertAction) {
        guard action.isEnabled, _triggeringAction == nil, let presenter = presentingViewController else { return }
        _triggeringAction = action
        presenter.dismiss(animated: true) { [self] in
            _triggeringAction = nil
            action._handler?(action)
        }
    }

    /// A tap on the dimming view: an action sheet is dismissed through its cancel action.
    func _dimmingViewTapped() {
        guard _preferredStyle == .actionSheet, let cancel = _cancelAction else { return }
        _dismiss(triggeredBy: cancel)
    }
}

/// Vends the alert controller's presentation controller and animators.
@MainActor
final class _UIAlertControllerTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        _UIAlertControllerPresentationController(presentedViewController: presented, presenting: presenting)
    }

    /// The alert's own animator; none for an action sheet shown as a popover, which fades as popovers do.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presented.modalPresentationStyle == .popover ? nil : _UIAlertControllerAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismissed.modalPresentationStyle == .popover ? nil : _UIAlertControllerAnimator(presenting: false)
    }
}

/// The alert's presentation: a dimming view over the whole container, faded in and out alongside the
/// transition; the presenter's view stays on screen below it.
@MainActor
final class _UIAlertControllerPresentationController: UIPresentationController {
    let dimmingView = _UIAlertDimmingView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = _UIAlertMetrics.dimmingColor
        dimmingView.alertController = presentedViewController as? UIAlertController
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        let dimming = dimmingView
        _ = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let dimming = dimmingView
        _ = presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
    }

    override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The dimming view: a touch on it outside the alert's own view goes to the alert controller.
@MainActor
final class _UIAlertDimmingView: UIControl {
    weak var alertController: UIAlertController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.alertController?._dimmingViewTapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }
}

/// The alert's transition: an alert fades in from slightly enlarged and fades out; an action sheet's
/// content slides up from below the container and back down. The dimming view fades alongside.
@MainActor
final class _UIAlertControllerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard transitionContext?.isAnimated != false else { return 0 }
        return presenting ? _UIAlertMetrics.presentationDuration : _UIAlertMetrics.dismissalDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController,
              let view = alert.view as? _UIAlertControllerView else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let content = view.contentView
        if presenting {
            if view.superview !== container { container.addSubview(view) }
            view.frame = transitionContext.finalFrame(for: alert)
            view.layoutIfNeeded()
        }
        let isSheet = alert.preferredStyle == .actionSheet
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height - content.frame.minY)
        let enlarged = CGAffineTransform(scaleX: _UIAlertMetrics.presentationScale, y: _UIAlertMetrics.presentationScale)
        if presenting {
            UIView.performWithoutAnimation {
                if isSheet { content.transform = offscreen } else { content.transform = enlarged; view.alpha = 0 }
            }
        }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { [presenting] in
            if presenting {
                content.transform = .identity
                view.alpha = 1
            } else if isSheet {
                content.transform = offscreen
            } else {
                view.alpha = 0
            }
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
