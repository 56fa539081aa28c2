import Foundation

/// The container of a custom-animated presentation (UIKit's `UITransitionView`): it fills its
/// superview, resizes with it and does not clip.
/// Its layout passes call its presentation controller's layout hooks (the "will" one not while dismissing).
@MainActor
final class _UITransitionView: UIView {
    weak var _presentationController: UIPresentationController?

    override func layoutSubviews() {
        let controller = _presentationController
        if let controller, controller._state != .dismissing { controller.containerViewWillLayoutSubviews() }
        super.layoutSubviews()
        controller?.containerViewDidLayoutSubviews()
    }
}

/// Presentations and dismissals animated by a transitioning delegate's animator (spec §14.3–§14.6).
extension UIViewController {
    /// The styles whose transitions a transitioning delegate may animate.
    static func _allowsCustomAnimator(_ style: UIModalPresentationStyle) -> Bool {
        style == .custom || style == .fullScreen || style == .overFullScreen || style == .overCurrentContext
    }

    /// The delegate's animator for presenting `presented`, and its interactor (asked only for an animator).
    func _customPresentationAnimator(for presented: UIViewController, by presenter: UIViewController,
                                     style: UIModalPresentationStyle)
        -> (animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?)? {
        guard Self._allowsCustomAnimator(style), let delegate = presented.transitioningDelegate,
              let animator = delegate.animationController(forPresented: presented, presenting: presenter, source: self)
        else { return nil }
        return (animator, delegate.interactionControllerForPresentation(using: animator))
    }

    /// The delegate's animator for dismissing `presented`, and its interactor.
    func _customDismissalAnimator(for presented: UIViewController)
        -> (animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?)? {
        guard let style = presented._presentation?.style, Self._allowsCustomAnimator(style),
              let delegate = presented.transitioningDelegate,
              let animator = delegate.animationController(forDismissed: presented)
        else { return nil }
        return (animator, delegate.interactionControllerForDismissal(using: animator))
    }

    /// A custom presentation (spec §14.4, §16.3): the presentation controller's container above the
    /// presenter's view, its hooks around the animator, and `animator` nil for a `.custom` style whose
    /// delegate vends none (the port then slides the presented view up).
    func _runCustomPresentation(of presented: UIViewController, by presenter: UIViewController, in window: UIWindow,
                                controller: UIPresentationController, record: _PresentationRecord, animated: Bool,
                                animator vended: UIViewControllerAnimatedTransitioning?,
                                interactor: UIViewControllerInteractiveTransitioning?, completion: (() -> Void)?) {
        controller._state = .presenting
        _ = presented.view
        controller.preferredContentSizeDidChange(forChildContentContainer: presented)
        let style = record.style
        let presenterView = presenter.view!
        let removesPresenter = controller.shouldRemovePresentersView
        // The container sits just above the presenter's view in the presentation's superview.
        let superview: UIView = controller.shouldPresentInFullscreen ? window : (presenterView.superview ?? window)
        let container = _UITransitionView(frame: superview.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = false
        container._presentationController = controller
        record.transitionView = container
        var presentedView: UIView?
        let animator = vended ?? Self._defaultCustomAnimator(animated: animated, presenting: true, style: style) { presentedView }
        let context = _UIViewControllerTransitionContext(container: container, animated: animated, from: presenter,
                                                         to: presented, animator: animator, interactor: interactor,
                                                         defaultDuration: Self._modalTransitionDuration)
        context.presentationStyle = style
        _beginPresentationState(of: presented, by: presenter, record: record, coordinator: context.coordinator)
        // A presenter that stays on screen is not the animator's to touch.
        context.fromView = .some(removesPresenter ? presenterView : nil)
        context.initialFrames = (presenterView.frame, .zero)

        context.completionHandler = { didComplete in
            controller.presentationTransitionDidEnd(didComplete)
            if didComplete {
                if removesPresenter {
                    // The presenter's view leaves the window; the record remembers where it came from.
                    presenterView.removeFromSuperview()
                }
                presented.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
                controller._state = .presented
            } else {
                presented._view?.removeFromSuperview()
                presentedView?.removeFromSuperview()
                container.removeFromSuperview()
                controller._containerView = nil
                if removesPresenter { record.restore() }
                presented._cancelAppearanceTransition()
                if removesPresenter { presenter._cancelAppearanceTransition() }
                presenter._presentedViewController = nil
                presented._presentingViewController = nil
                presented._presentation = nil
                controller._state = .dismissed
            }
            Self._endPresentationState(of: presented, by: presenter)
            completion?()
        }
        controller._ignoreInteractionEvents(during: context)
        _UITransitionDriver.run(context) {
            if container.superview !== superview {
                if presenterView.superview === superview {
                    superview.insertSubview(container, aboveSubview: presenterView)
                } else {
                    superview.addSubview(container)
                }
            }
            controller._containerView = container
            controller.presentationTransitionWillBegin()
            if removesPresenter {
                // Transplant the presenter's view into the container at the same place on screen.
                record.removedFromSuperview = presenterView.superview
                record.removedIndex = presenterView.superview.flatMap { $0._indexOfSubview(presenterView) } ?? 0
                record.removedPresenterView = presenterView
                let frame = presenterView.superview?.convert(presenterView.frame, to: container) ?? presenterView.frame
                container.addSubview(presenterView)
                presenterView.frame = frame
                presenter.beginAppearanceTransition(false, animated: animated)
            }
            presented.beginAppearanceTransition(true, animated: animated)
            presentedView = controller.presentedView
            context.toView = .some(presentedView)
            context.finalFrames = (removesPresenter ? .zero : presenterView.frame,
                                   controller.frameOfPresentedViewInContainerView)
        }
    }

    /// A custom dismissal: the presentation controller's hooks around the animator (the port slides
    /// the presented view down when the delegate vends none).
    func _runCustomDismissal(of presented: UIViewController, by presenter: UIViewController,
                             controller: UIPresentationController?, animated: Bool,
                             animator vended: UIViewControllerAnimatedTransitioning?,
                             interactor: UIViewControllerInteractiveTransitioning?, completion: (() -> Void)?) {
        guard let record = presented._presentation else { return }
        if let controller, controller._state != .presented {
            _Diagnostics.log("Trying to dismiss the presentation controller while transitioning already. (\(controller))")
            return
        }
        controller?._state = .dismissing
        let presentedView = controller?.presentedView ?? presented.view!
        let restoresPresenter = record.removedPresenterView != nil
        let container = record.transitionView ?? presentedView.superview ?? presentedView.window ?? UIView()
        let animator = vended ?? Self._defaultCustomAnimator(animated: animated, presenting: false, style: record.style) {
            presentedView
        }
        let context = _UIViewControllerTransitionContext(container: container, animated: animated, from: presented,
                                                         to: presenter, animator: animator, interactor: interactor,
                                                         defaultDuration: Self._modalTransitionDuration)
        context.presentationStyle = record.style
        context.fromView = .some(presentedView)
        context.toView = .some(restoresPresenter ? record.removedPresenterView : nil)
        context.initialFrames = (presentedView.frame, .zero)
        context.finalFrames = (presentedView.frame, record.removedPresenterView?.frame ?? .zero)
        let coordinator = context.coordinator
        let chain = [presented]
        presenter._beginPresentationTransition(as: .presenter, coordinator: coordinator)
        presented._beginPresentationTransition(as: .beingDismissed, coordinator: coordinator)
        let disappears = presented._appearState == .appeared || presented._appearState == .appearing

        context.completionHandler = { didComplete in
            controller?.dismissalTransitionDidEnd(didComplete)
            if didComplete {
                presentedView.removeFromSuperview()
                presented._view?.removeFromSuperview()
                if restoresPresenter {
                    record.restore()
                }
                if record.transitionView !== presentedView.window { record.transitionView?.removeFromSuperview() }
                controller?._containerView = nil
                controller?._state = .dismissed
                if restoresPresenter { presenter.endAppearanceTransition() }
                Self._unlinkPresentation(chain, from: presenter)
                if disappears { presented.endAppearanceTransition() }
            } else {
                controller?._state = .presented
                if restoresPresenter {
                    record.removedPresenterView?.removeFromSuperview()
                    presenter._cancelAppearanceTransition()
                }
                if disappears { presented._cancelAppearanceTransition() }
            }
            Self._endDismissalState(of: chain, by: presenter)
            completion?()
        }
        controller?._ignoreInteractionEvents(during: context)
        _UITransitionDriver.run(context) {
            controller?._sendWillDismissIfUserDriven()
            controller?.dismissalTransitionWillBegin()
            if disappears { presented.beginAppearanceTransition(false, animated: animated) }
            if restoresPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        }
    }

    /// The animator of a `.custom` presentation whose delegate vends none: the presented view slides
    /// up from below the container to its final frame, or down out of it.
    static func _defaultCustomAnimator(animated: Bool, presenting: Bool, style: UIModalPresentationStyle,
                                       view: @escaping () -> UIView?) -> UIViewControllerAnimatedTransitioning {
        if style == .popover { return _UIPopoverFadeAnimator(animated: animated, presenting: presenting, view: view) }
        return _UICustomSlideAnimator(animated: animated, presenting: presenting, view: view)
    }

    /// Undoes a begun appearance transition (iOS's `cancelBeginAppearanceTransition`): the opposite
    /// will-callback, then the opposite did-callback, so an appearing controller logs wA → wD → dD.
    func _cancelAppearanceTransition() {
        let nesting = _appearance.nesting
        beginAppearanceTransition(!nesting.isAppearing, animated: nesting.animated)
        endAppearanceTransition()
    }
}
