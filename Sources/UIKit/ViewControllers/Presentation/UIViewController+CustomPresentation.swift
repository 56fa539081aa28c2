import Foundation

/// The container of a custom-animated presentation (UIKit's `UITransitionView`): it fills its
/// superview, resizes with it and does not clip.
@MainActor
final class _UITransitionView: UIView {}

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

    func _runCustomPresentation(of presented: UIViewController, by presenter: UIViewController, in window: UIWindow,
                                style: UIModalPresentationStyle, animated: Bool,
                                animator: UIViewControllerAnimatedTransitioning,
                                interactor: UIViewControllerInteractiveTransitioning?, completion: (() -> Void)?) {
        let record = _PresentationRecord(style: style)
        let presenterView = presenter.view!
        let removesPresenter = style._removesPresentersView
        // The container sits just above the presenter's view in the presentation's superview.
        let superview: UIView = style._usesPresentationContext ? (presenterView.superview ?? window) : window
        let container = _UITransitionView(frame: superview.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = false
        record.transitionView = container
        let context = _UIViewControllerTransitionContext(container: container, animated: animated, from: presenter,
                                                         to: presented, animator: animator, interactor: interactor,
                                                         defaultDuration: 0)
        context.presentationStyle = style
        // A presenter that stays on screen is not the animator's to touch.
        _beginPresentationState(of: presented, by: presenter, record: record, coordinator: context.coordinator)
        context.fromView = .some(removesPresenter ? presenterView : nil)
        context.toView = .some(presented.view)
        context.initialFrames = (presenterView.frame, .zero)
        context.finalFrames = (removesPresenter ? .zero : presenterView.frame, container.bounds)

        context.completionHandler = { didComplete in
            if didComplete {
                if removesPresenter {
                    // The presenter's view leaves the window; the record remembers where it came from.
                    presenterView.removeFromSuperview()
                }
                presented.endAppearanceTransition()
                if removesPresenter { presenter.endAppearanceTransition() }
            } else {
                presented._view?.removeFromSuperview()
                container.removeFromSuperview()
                if removesPresenter { record.restore() }
                presented._cancelAppearanceTransition()
                if removesPresenter { presenter._cancelAppearanceTransition() }
                presenter._presentedViewController = nil
                presented._presentingViewController = nil
                presented._presentation = nil
            }
            Self._endPresentationState(of: presented, by: presenter)
            completion?()
        }
        _UITransitionDriver.run(context) {
            if container.superview !== superview {
                if presenterView.superview === superview {
                    superview.insertSubview(container, aboveSubview: presenterView)
                } else {
                    superview.addSubview(container)
                }
            }
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
        }
    }

    func _runCustomDismissal(of presented: UIViewController, by presenter: UIViewController, animated: Bool,
                             animator: UIViewControllerAnimatedTransitioning,
                             interactor: UIViewControllerInteractiveTransitioning?, completion: (() -> Void)?) {
        guard let record = presented._presentation else { return }
        let presentedView = presented.view!
        let restoresPresenter = record.removedPresenterView != nil
        let container = record.transitionView ?? presentedView.superview ?? presentedView.window ?? UIView()
        let context = _UIViewControllerTransitionContext(container: container, animated: animated, from: presented,
                                                         to: presenter, animator: animator, interactor: interactor,
                                                         defaultDuration: 0)
        context.presentationStyle = record.style
        context.fromView = .some(presentedView)
        context.toView = .some(restoresPresenter ? record.removedPresenterView : nil)
        context.initialFrames = (presentedView.frame, .zero)
        context.finalFrames = (presentedView.frame, record.removedPresenterView?.frame ?? .zero)
        let coordinator = context.coordinator
        let chain = [presented]
        presenter._presentationInProgress = true
        presenter._transitionCoordinator = coordinator
        presented._isBeingDismissed = true
        presented._presentationInProgress = true
        presented._transitionCoordinator = coordinator
        let disappears = presented._appearState == .appeared || presented._appearState == .appearing

        context.completionHandler = { didComplete in
            if didComplete {
                presentedView.removeFromSuperview()
                if restoresPresenter {
                    record.restore()
                }
                if record.transitionView !== presentedView.window { record.transitionView?.removeFromSuperview() }
                if restoresPresenter { presenter.endAppearanceTransition() }
                Self._unlinkPresentation(chain, from: presenter)
                if disappears { presented.endAppearanceTransition() }
            } else {
                if restoresPresenter {
                    record.removedPresenterView?.removeFromSuperview()
                    presenter._cancelAppearanceTransition()
                }
                if disappears { presented._cancelAppearanceTransition() }
            }
            Self._endDismissalState(of: chain, by: presenter)
            completion?()
        }
        _UITransitionDriver.run(context) {
            if disappears { presented.beginAppearanceTransition(false, animated: animated) }
            if restoresPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        }
    }

    /// Undoes a begun appearance transition (iOS's `cancelBeginAppearanceTransition`): the opposite
    /// will-callback, then the opposite did-callback, so an appearing controller logs wA → wD → dD.
    func _cancelAppearanceTransition() {
        let nesting = _appearance.nesting
        beginAppearanceTransition(!nesting.isAppearing, animated: nesting.animated)
        endAppearanceTransition()
    }
}
