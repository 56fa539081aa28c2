import Foundation

/// What a presentation did, kept on the presented controller until it is dismissed (spec §6).
@MainActor
final class _PresentationRecord {
    let style: UIModalPresentationStyle
    /// The presenter's view while it is off screen, with where it came from.
    var removedPresenterView: UIView?
    weak var removedFromSuperview: UIView?
    var removedIndex = 0
    /// The container view of a custom-animated presentation, kept until the dismissal ends.
    var transitionView: UIView?
    /// The controller a presentation adapted from, when the presented controller itself is shown in the
    /// adapted style: it becomes the controller's presentation controller again once it is dismissed.
    var originalPresentationController: UIPresentationController?
    /// The controller whose delegate hears `willPresentWithAdaptiveStyle` as the transition begins, and
    /// the adapted style (`.none` when the presentation does not adapt).
    var adaptiveStyleAnnouncement: (controller: UIPresentationController, style: UIModalPresentationStyle)?

    init(style: UIModalPresentationStyle) { self.style = style }

    /// Takes `view` off screen, remembering its place.
    func detach(_ view: UIView) {
        guard let superview = view.superview else { return }
        removedFromSuperview = superview
        removedIndex = superview._indexOfSubview(view) ?? superview.subviews.count
        removedPresenterView = view
        view.removeFromSuperview()
    }

    /// Puts the view taken off screen back where it was.
    func restore() {
        guard let view = removedPresenterView, let superview = removedFromSuperview else { return }
        superview.insertSubview(view, at: min(removedIndex, superview.subviews.count))
        removedPresenterView = nil
    }
}

extension UIViewController {
    /// Whether this controller's view is off screen because a controller it presented took it off
    /// (`.fullScreen`, or `.currentContext` with this controller as the context).
    var _isViewRemovedByPresentation: Bool {
        guard let view = _view, let record = _presentedViewController?._presentation else { return false }
        return record.removedPresenterView === view
    }

    /// The duration of an animated modal slide: 0.35 s, close to UIKit's default sheet and
    /// cover-vertical presentations (UIKit uses a spring; the port uses ease-in-out).
    static let _modalTransitionDuration: TimeInterval = 0.35

    /// The controller that actually presents for `style`: the nearest ancestor (or self) that defines
    /// the presentation context for the context styles, else the outermost ancestor.
    func _presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        if style._usesPresentationContext {
            var current: UIViewController? = self
            while let controller = current {
                if controller.definesPresentationContext { return controller }
                current = controller._parent
            }
        }
        var root = self
        while let parent = root._parent { root = parent }
        return root
    }

    /// Whether this controller takes part in a presentation or dismissal that has not finished.
    var _isInPresentationTransition: Bool { _presentationState.isInTransition }
    /// Whether this controller is being presented by a transition that has not finished.
    var _isBeingPresented: Bool { _presentationState.isBeingPresented }
    /// Whether this controller is being dismissed by a transition that has not finished.
    var _isBeingDismissed: Bool { _presentationState.isBeingDismissed }

    /// This controller starts taking part in a presentation transition as `role`, with its coordinator.
    func _beginPresentationTransition(as role: _PresentationTransitionState.Role,
                                      coordinator: UIViewControllerTransitionCoordinator) {
        _presentationState.begin(role)
        _transitionCoordinator = coordinator
    }

    /// The presentation transition this controller took part in as `role` ended.
    func _endPresentationTransition(as role: _PresentationTransitionState.Role) {
        for action in _presentationState.end(role) {
            switch action {
            case .releaseTransitionCoordinator: _transitionCoordinator = nil
            }
        }
        _checkInvariants()
    }

    package func _present(_ candidate: UIViewController?, animated: Bool, completion: (() -> Void)?) {
        guard let presented = candidate else {
            _Diagnostics.raiseInvalidArgument("Application tried to present a nil modal view controller on target \(self).")
            return
        }
        if presented === self {
            _Diagnostics.raiseInvalidArgument(
                "Application tried to present modal view controller on itself. Presenting controller is \(self).")
            return
        }
        if let parent = presented._parent {
            _Diagnostics.raiseInvalidArgument(
                "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).")
            return
        }
        if let presenter = presented._presentingViewController {
            _Diagnostics.raiseInvalidArgument(
                "Application tried to present modally a view controller \(presented) that is already being presented by \(presenter).")
            return
        }
        let style = presented.modalPresentationStyle._resolved
        let presenter = _presentationContext(for: style)
        let prefix = "Attempt to present \(presented) on \(presenter) (from \(self))"
        // A controller on its way out no longer counts as presented: that case is "in progress".
        if let current = presenter._presentedViewController, !current._isBeingDismissed {
            _Diagnostics.log("\(prefix) which is already presenting \(current).")
            return
        }
        if presenter._isInPresentationTransition {
            _Diagnostics.log("\(prefix) while a presentation is in progress.")
            return
        }
        // A running container transition (a push, a size change) holds the presentation until it ends.
        if let coordinator = transitionCoordinator ?? presenter.transitionCoordinator,
           coordinator.animate(alongsideTransition: nil, completion: { [self] _ in
               _present(presented, animated: animated, completion: completion)
           }) {
            return
        }
        guard let presenterView = presenter._view, let window = presenterView.window else {
            _Diagnostics.log("\(prefix) whose view is not in the window hierarchy.")
            return
        }
        _runPresentation(of: presented, by: presenter, in: window, style: style, animated: animated, completion: completion)
    }

    private func _runPresentation(of presented: UIViewController, by presenter: UIViewController, in window: UIWindow,
                                  style: UIModalPresentationStyle, animated: Bool, completion: (() -> Void)?) {
        // The presentation controller is asked for first, then the animator (spec §14.4 step 1).
        let original = presented._vendPresentationController(style: style, presenter: presenter, source: self)
        // A controller still in another presentation (a transitioning delegate that vends one instance
        // twice) is refused with UIKit's log line, before anything changes (spec §14.7).
        guard original._state == .dismissed else {
            _Diagnostics.log("Trying to present the presentation controller while transitioning already. (\(original))")
            return
        }
        let adaptation = _adaptation(of: presented, style: style, controller: original, presenter: presenter)
        if adaptation == nil, let popover = original as? UIPopoverPresentationController,
           !popover._prepareForPresentation() {
            return
        }
        let shown = adaptation?.presented ?? presented
        let record = _PresentationRecord(style: adaptation?.style ?? style)
        record.adaptiveStyleAnnouncement = (original, adaptation?.style ?? .none)
        if let adaptation {
            // The delegate's replacement (or the controller itself) is shown by the adapted controller.
            shown._presentationControllerStorage = adaptation.controller
            if shown === presented { record.originalPresentationController = original }
        }
        _runPresentation(of: shown, by: presenter, in: window, controller: adaptation?.controller ?? original,
                         record: record, animated: animated, completion: completion)
    }

    func _runPresentation(of presented: UIViewController, by presenter: UIViewController, in window: UIWindow,
                          controller: UIPresentationController, record: _PresentationRecord,
                          animated: Bool, completion: (() -> Void)?) {
        let style = record.style
        let custom = _customPresentationAnimator(for: presented, by: presenter, style: style)
        if custom != nil || style == .custom || style == .popover {
            _runCustomPresentation(of: presented, by: presenter, in: window, controller: controller, record: record,
                                   animated: animated, animator: custom?.animator, interactor: custom?.interactor,
                                   completion: completion)
            return
        }
        controller._state = .presenting
        var slide: () -> Void = {}
        let animator = _UISlideTransitionAnimator(animates: animated, duration: Self._modalTransitionDuration,
                                                  animations: { slide() })
        let context = _UIViewControllerTransitionContext(container: window, animated: animated, from: presenter,
                                                         to: presented, animator: animator, interactor: nil,
                                                         defaultDuration: Self._modalTransitionDuration)
        context.presentationStyle = style
        let coordinator = context.coordinator
        _beginPresentationState(of: presented, by: presenter, record: record, coordinator: coordinator)

        let presenterView = presenter.view!
        let presentedView = presented.view!
        let removesPresenter = style._removesPresentersView
        let container: UIView
        let finalFrame: CGRect
        if style._usesPresentationContext, let superview = presenterView.superview {
            container = superview
            finalFrame = presenterView.frame
        } else {
            container = window
            finalFrame = (controller as? UISheetPresentationController)?._sheetFrame(in: window)
                ?? (style._isSheet ? Self._sheetFrame(in: window) : window.bounds)
        }
        let sheet = container === window ? controller as? UISheetPresentationController : nil
        slide = {
            presentedView.frame = finalFrame
            sheet?._updateDimming()
        }

        let willPhase = {
            if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
            presentedView.frame = animated ? finalFrame.offsetBy(dx: 0, dy: container.bounds.height) : finalFrame
            if container === window {
                container.addSubview(presentedView)
            } else {
                container.insertSubview(presentedView, aboveSubview: presenterView)
            }
            sheet?._installDimmingView(in: window, below: presentedView, animated: animated)
        }
        context.completionHandler = { _ in
            controller._state = .presented
            sheet?._installDragRecognizer()
            presented.endAppearanceTransition()
            if removesPresenter {
                record.detach(presenterView)
                presenter.endAppearanceTransition()
            }
            Self._endPresentationState(of: presented, by: presenter)
            coordinator.finish()
            completion?()
        }
        controller._ignoreInteractionEvents(during: context)
        _UITransitionDriver.run(context) {
            if animated { willPhase() } else { UIView.performWithoutAnimation(willPhase) }
        }
    }

    /// Links presenter and presented and marks both as in a presentation transition.
    func _beginPresentationState(of presented: UIViewController, by presenter: UIViewController,
                                 record: _PresentationRecord, coordinator: _UITransitionCoordinator) {
        presenter._presentedViewController = presented
        presenter._beginPresentationTransition(as: .presenter, coordinator: coordinator)
        presented._presentingViewController = presenter
        presented._presentation = record
        presented._beginPresentationTransition(as: .beingPresented, coordinator: coordinator)
        if let announcement = record.adaptiveStyleAnnouncement, let delegate = announcement.controller.delegate {
            delegate.presentationController(announcement.controller, willPresentWithAdaptiveStyle: announcement.style,
                                            transitionCoordinator: coordinator)
        }
    }

    /// Clears the in-transition marks of a presentation that ended.
    static func _endPresentationState(of presented: UIViewController, by presenter: UIViewController) {
        presenter._endPresentationTransition(as: .presenter)
        presented._endPresentationTransition(as: .beingPresented)
    }

    /// A page or form sheet on a phone: the window's width, from 10 points below the top safe area.
    static func _sheetFrame(in window: UIWindow) -> CGRect {
        let top = window._windowSafeAreaInsets.top + 10
        return CGRect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
    }

    /// Returns whether the dismissal waits for a running container transition to end.
    @discardableResult
    package func _dismiss(animated: Bool, completion: (() -> Void)?) -> Bool {
        let presenter: UIViewController
        let lowest: UIViewController
        if let presented = presentedViewController, let by = presented._presentingViewController {
            presenter = by
            lowest = presented
        } else if let by = presentingViewController {
            var root = self
            while let parent = root._parent { root = parent }
            presenter = by
            lowest = root
        } else {
            return false
        }
        var chain = [lowest]
        while let next = chain.last?._presentedViewController { chain.append(next) }
        if presenter._isInPresentationTransition || chain.contains(where: { $0._isInPresentationTransition }) {
            _Diagnostics.log(
                "Warning: Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
            return false
        }
        // A running container transition (a push in the presented navigation controller, or in a
        // navigation or tab bar controller that a presented controller contains) holds it [INFERRED:
        // otherwise the container's incoming child, mid-appearance, would be sent its disappearance and
        // the container's end of the transition would unbalance it].
        if let coordinator = transitionCoordinator ?? presenter.transitionCoordinator
            ?? chain.lazy.compactMap({ $0._containerTransitionCoordinatorInSubtree }).first,
           coordinator.animate(alongsideTransition: nil, completion: { [self] _ in
               _dismiss(animated: animated, completion: completion)
           }) {
            return true
        }
        _runDismissal(of: chain, by: presenter, animated: animated, completion: completion)
        return false
    }

    /// The coordinator of a container transition running in this controller or any controller it
    /// contains (children, their children, …), found by an iterative walk; presented controllers are
    /// not part of the walk.
    var _containerTransitionCoordinatorInSubtree: UIViewControllerTransitionCoordinator? {
        if let coordinator = transitionCoordinator { return coordinator }
        var stack = _children.array
        while let next = stack.popLast() {
            if let coordinator = next._transitionCoordinator { return coordinator }
            stack.append(contentsOf: next._children.array)
        }
        return nil
    }

    func _runDismissal(of chain: [UIViewController], by presenter: UIViewController,
                       animated: Bool, completion: (() -> Void)?) {
        let top = chain[chain.count - 1]
        let custom = chain.count == 1 ? _customDismissalAnimator(for: top) : nil
        if chain.count == 1, custom != nil || top._presentation?.transitionView != nil {
            _runCustomDismissal(of: top, by: presenter, controller: top._presentationControllerStorage, animated: animated,
                                animator: custom?.animator, interactor: custom?.interactor, completion: completion)
            return
        }
        let lowestRecord = chain[0]._presentation
        let restoresPresenter = lowestRecord?.removedPresenterView != nil
        let container: UIView = top._view?.window ?? presenter._view?.window ?? UIView()
        var slide: (() -> Void)?
        let sheets = chain.compactMap { $0._presentationControllerStorage as? UISheetPresentationController }
        if animated, let topView = top._view, let superview = topView.superview {
            let target = topView.frame.offsetBy(dx: 0, dy: superview.bounds.height)
            slide = {
                topView.frame = target
                // Every sheet of the chain fades its dimming and lets its card go with the top's slide.
                for sheet in sheets {
                    sheet._dimmingView?.alpha = 0
                    sheet._unscalePresenter()
                }
            }
        }
        let animator = _UISlideTransitionAnimator(animates: slide != nil, duration: Self._modalTransitionDuration,
                                                  animations: slide ?? {})
        let interactor = chain.count == 1 ? top._presentationControllerStorage?._userDismissalInteractor : nil
        let context = _UIViewControllerTransitionContext(container: container, animated: animated, from: top,
                                                         to: presenter, animator: animator, interactor: interactor,
                                                         defaultDuration: Self._modalTransitionDuration)
        context.presentationStyle = top._presentation?.style ?? .none
        let coordinator = context.coordinator
        presenter._beginPresentationTransition(as: .presenter, coordinator: coordinator)
        for controller in chain { controller._beginPresentationTransition(as: .beingDismissed, coordinator: coordinator) }
        // The members presented through their presentation controller's hooks (a custom or popover
        // presentation) hear of the dismissal too, top-down, each as if dismissed on its own
        // [provisional: UIKit's order for a chain is not documented].
        let hooked = chain.reversed().compactMap { controller in
            controller._presentation?.transitionView != nil ? controller._presentationControllerStorage : nil
        }
        var disappearing: [UIViewController] = []
        let willPhase = {
            top._presentationControllerStorage?._sendWillDismissIfUserDriven()
            for controller in hooked {
                controller._state = .dismissing
                controller.dismissalTransitionWillBegin()
            }
            for controller in chain.reversed() where controller._appearState == .appeared || controller._appearState == .appearing {
                controller.beginAppearanceTransition(false, animated: controller === top && animated)
                disappearing.append(controller)
            }
            if restoresPresenter {
                presenter.beginAppearanceTransition(true, animated: animated)
                lowestRecord?.restore()
            }
            // The views between leave at once; their sheets' dimming (no longer taking taps) and chrome
            // stay until the end.
            for controller in chain where controller !== top {
                controller._view?.removeFromSuperview()
                (controller._presentationControllerStorage as? UISheetPresentationController)?
                    ._dimmingView?.isUserInteractionEnabled = false
            }
        }
        context.completionHandler = { didComplete in
            guard didComplete else {
                // A user's drag released early (only a sheet's drag drives a system dismissal): the chain stays.
                for controller in hooked {
                    controller.dismissalTransitionDidEnd(false)
                    controller._state = .presented
                }
                for controller in disappearing { controller._cancelAppearanceTransition() }
                Self._endDismissalState(of: chain, by: presenter)
                completion?()
                return
            }
            if restoresPresenter { presenter.endAppearanceTransition() }
            // Top-down, the reverse of how the chrome went on: a sheet's card may be the sheet below it.
            for sheet in sheets.reversed() { sheet._sheetDidDismiss() }
            // A popover of the chain takes its box and dimming view out and gives back its corners here.
            for controller in hooked { controller.dismissalTransitionDidEnd(true) }
            for controller in chain {
                controller._presentationControllerStorage?._state = .dismissed
                // A custom-animated member's container (UIKit's transition view) leaves with it; left in
                // the window, the empty containers would cover everything and take its touches.
                controller._presentation?.transitionView?.removeFromSuperview()
                controller._presentationControllerStorage?._containerView = nil
            }
            Self._unlinkPresentation(chain, from: presenter)
            top._view?.removeFromSuperview()
            for controller in disappearing { controller.endAppearanceTransition() }
            Self._endDismissalState(of: chain, by: presenter)
            coordinator.finish()
            completion?()
        }
        top._presentationControllerStorage?._ignoreInteractionEvents(during: context)
        _UITransitionDriver.run(context) {
            if slide != nil { willPhase() } else { UIView.performWithoutAnimation(willPhase) }
        }
    }

    /// Drops the presenting and presented links of a dismissed chain.
    static func _unlinkPresentation(_ chain: [UIViewController], from presenter: UIViewController) {
        presenter._presentedViewController = nil
        for controller in chain {
            controller._presentingViewController = nil
            controller._presentedViewController = nil
            if let original = controller._presentation?.originalPresentationController {
                controller._presentationControllerStorage = original
            }
            controller._presentation = nil
        }
    }

    /// Clears the in-transition marks of a dismissal that ended.
    static func _endDismissalState(of chain: [UIViewController], by presenter: UIViewController) {
        presenter._endPresentationTransition(as: .presenter)
        for controller in chain { controller._endPresentationTransition(as: .beingDismissed) }
    }
}
