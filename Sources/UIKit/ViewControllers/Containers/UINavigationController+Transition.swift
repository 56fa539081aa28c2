import Foundation

extension UINavigationController: _DisplayedChildContainer {
    /// The duration of an animated push or pop: 0.35 s, about UIKit's navigation slide.
    static let _navigationTransitionDuration: TimeInterval = 0.35

    /// The deferred transition (UIKit's `_startDeferredTransitionIfNeeded`): runs from the navigation
    /// controller's layout, shows the stack's top and sends the appearance and delegate callbacks.
    func _startDeferredTransitionIfNeeded() {
        guard !_transitionInFlight, let container = _view else { return }
        let to = _stack.last
        let from = _displayed
        guard _appearState == .appeared, container.window != nil else { return }
        guard let to else {
            // The stack was emptied: the old top just leaves.
            guard let from else { return _finishContainment() }
            let containment = _takePendingContainment()
            _displayed = nil
            from.beginAppearanceTransition(false, animated: false)
            from._view?.removeFromSuperview()
            _Turn.enqueueAfterCommit { [self] in
                from.endAppearanceTransition()
                _finishContainment(added: containment.added, removed: containment.removed)
            }
            return
        }
        guard from !== to else { return _finishContainment() }
        // A push keeps the old top in the stack; a pop (or a replaced stack) does not.
        // Checked without a scan of the whole stack in the common cases: a popped controller is among the
        // pending removals; a pushed-over one sits just below the new top.
        let isPush = from.map { old in
            old._parent === self && !_pendingRemoved.contains(where: { $0 === old })
                && _stack.reversed().contains(where: { $0 === old })
        } ?? true
        let animated = _pendingAnimated && from != nil
        _transitionInFlight = true
        _displayed = to
        let containment = _takePendingContainment()
        let fromView = from?._view
        let custom = _ignoresDelegateTransitionController ? nil : from.flatMap { from in
            _customAnimator(operation: isPush ? .push : .pop, from: from, to: to)
        }
        let animator = custom?.animator
            ?? _builtinAnimator(isPush: isPush, animated: animated, container: container, to: to, fromView: fromView)
        let context = _UIViewControllerTransitionContext(container: container, animated: animated, from: from, to: to,
                                                         animator: animator,
                                                         interactor: _popInteractor(custom: custom?.interactor, isPush: isPush),
                                                         defaultDuration: Self._navigationTransitionDuration)
        context.initialFrames = (fromView?.frame ?? .zero, .zero)
        context.finalFrames = (fromView?.frame ?? .zero, container.bounds)
        let coordinator = context.coordinator
        _transitionCoordinator = coordinator
        to.loadViewIfNeeded()
        let toView = to.view!
        _largeTitleWillTransition(to: to, animated: animated, isPush: isPush, coordinator: coordinator, in: container)
        context.completionHandler = { [self] didComplete in
            guard didComplete else {
                return _cancelTransition(from: from, to: to, containment: containment, coordinator: coordinator)
            }
            if let fromView, fromView.superview === container { fromView.removeFromSuperview() }
            fromView?.frame = container.bounds
            if custom != nil, toView.superview === container { _insertContent(toView, in: container) }
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
            _finishContainment(added: containment.added, removed: containment.removed)
            _transitionInFlight = false
            _transitionCoordinator = nil
            coordinator.finish()
            delegate?.navigationController(self, didShow: to, animated: animated)
            if _stack.last !== _displayed { _scheduleTransition(animated: _pendingAnimated) }
        }
        _UITransitionDriver.run(context) {
            from?.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
            delegate?.navigationController(self, willShow: to, animated: animated)
            if animated, let from, let tabs = _parent as? UITabBarController {
                tabs._slideTabBar(for: self, from: from, to: to, isPush: isPush, coordinator: coordinator)
            }
            if animated, let from { _slideToolbar(from: from, to: to, isPush: isPush, coordinator: coordinator) }
            toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // A custom animator gets the to view at its final frame, not yet in the container.
            if custom != nil { toView.frame = container.bounds }
        }
    }

    /// UIKit's slide: a push slides the new view in from the right over the old one, a pop slides the
    /// old one out; without animation the views swap at once.
    private func _builtinAnimator(isPush: Bool, animated: Bool, container: UIView, to: UIViewController,
                                  fromView: UIView?) -> _UISlideTransitionAnimator {
        let width = container.bounds.width
        return _UISlideTransitionAnimator(animates: animated, duration: Self._navigationTransitionDuration, setUp: { [self] in
            let toView = to.view!
            toView.frame = container.bounds.offsetBy(dx: isPush ? width : -width * 0.3, dy: 0)
            if !isPush, let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                _insertContent(toView, in: container)
            }
        }, animations: {
            to.view.frame = container.bounds
            fromView?.frame = container.bounds.offsetBy(dx: isPush ? -width * 0.3 : width, dy: 0)
        }, immediate: { [self] in
            let toView = to.view!
            toView.frame = container.bounds
            _insertContent(toView, in: container)
            fromView?.removeFromSuperview()
        })
    }

    /// The delegate's animator for this operation, and its interactor (asked only for an animator).
    private func _customAnimator(operation: Operation, from: UIViewController, to: UIViewController)
        -> (animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?)? {
        guard let delegate, from !== to,
              let animator = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to)
        else { return nil }
        return (animator, delegate.navigationController(self, interactionControllerFor: animator))
    }

    /// A cancelled transition: the stack goes back to what it was, the to view leaves, the from view
    /// stays, and both controllers get iOS's reversed appearance callbacks (to first). No didShow.
    private func _cancelTransition(from: UIViewController?, to: UIViewController,
                                   containment: (added: [UIViewController], removed: [UIViewController]),
                                   coordinator: _UITransitionCoordinator) {
        if let view = to._view, view !== from?._view { view.removeFromSuperview() }
        if let fromView = from?._view, let container = _view {
            fromView.frame = container.bounds
            if fromView.superview !== container { _insertContent(fromView, in: container) }
        }
        let addedIDs = Set(containment.added.map(ObjectIdentifier.init))
        _stack.removeAll { addedIDs.contains(ObjectIdentifier($0)) }
        _stack.append(contentsOf: containment.removed.reversed())
        _displayed = from
        _syncNavigationItems()
        to._cancelAppearanceTransition()
        from?._cancelAppearanceTransition()
        for controller in containment.added where controller._parent === self {
            controller._sendWillMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in containment.removed where controller._parent === self {
            controller._sendDidMove(toParent: self)
        }
        _transitionInFlight = false
        _transitionCoordinator = nil
        coordinator.finish()
        if _stack.last !== _displayed { _scheduleTransition(animated: _pendingAnimated) }
    }

    /// The child the navigation controller forwards appearance to: the top it shows.
    var _displayedChild: UIViewController? { _displayed }

    /// Before appearing, shows the stack's top (a change made off screen settles silently).
    func _settleDisplayedChild() {
        if _displayed !== _stack.last { _settleSilently() }
    }

    func _endForwardedAppearance() {
        _endDisplayedChildAppearance()
        if _appearState == .appeared, !_transitionInFlight {
            // A change made while appearing: show the new top, or settle a change below the top.
            if _stack.last !== _displayed { _scheduleTransition(animated: _pendingAnimated) } else { _finishContainment() }
        }
        // A change made while on screen whose deferred transition had not run yet settles now that the
        // navigation controller is off screen, as any change made off screen does.
        if _appearState == .disappeared, !_transitionInFlight { _settleSilently() }
    }
}
