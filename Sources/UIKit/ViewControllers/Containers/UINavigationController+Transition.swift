import Foundation

extension UINavigationController {
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
        let isPush = from.map { old in _stack.contains(where: { $0 === old }) } ?? true
        let animated = _pendingAnimated && from != nil
        _transitionInFlight = true
        _displayed = to
        let containment = _takePendingContainment()
        let coordinator = _UITransitionCoordinator(animated: animated, duration: Self._navigationTransitionDuration,
                                                   containerView: container)
        _transitionCoordinator = coordinator

        to.loadViewIfNeeded()
        from?.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        delegate?.navigationController(self, willShow: to, animated: animated)
        let toView = to.view!
        let fromView = from?._view
        let width = container.bounds.width
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let finish: () -> Void = { [self] in
            if let fromView, fromView.superview === container { fromView.removeFromSuperview() }
            fromView?.frame = container.bounds
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
            _finishContainment(added: containment.added, removed: containment.removed)
            _transitionInFlight = false
            _transitionCoordinator = nil
            coordinator.finish()
            delegate?.navigationController(self, didShow: to, animated: animated)
            if _stack.last !== _displayed { _scheduleTransition(animated: _pendingAnimated) }
        }
        if animated {
            // Push: the new view slides in from the right over the old one; pop: the old one slides out.
            toView.frame = container.bounds.offsetBy(dx: isPush ? width : -width * 0.3, dy: 0)
            if !isPush, let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                _insertContent(toView, in: container)
            }
            UIView.animate(withDuration: Self._navigationTransitionDuration, delay: 0, options: [.curveEaseInOut],
                           animations: {
                toView.frame = container.bounds
                fromView?.frame = container.bounds.offsetBy(dx: isPush ? -width * 0.3 : width, dy: 0)
                coordinator.runAlongsideAnimations()
            }, completion: { _ in finish() })
        } else {
            UIView.performWithoutAnimation {
                toView.frame = container.bounds
                _insertContent(toView, in: container)
                fromView?.removeFromSuperview()
                coordinator.runAlongsideAnimations()
            }
            _Turn.enqueueAfterCommit(finish)
        }
    }

    /// The navigation controller's own appearance, passed to the displayed controller by hand.
    func _forwardAppearance(appearing: Bool, animated: Bool) {
        if appearing {
            if _displayed !== _stack.last { _settleSilently() }
            guard let top = _displayed else { return }
            top.beginAppearanceTransition(true, animated: animated)
            if let container = _view, top._view?.superview !== container { _install(top, in: container) }
        } else {
            _displayed?.beginAppearanceTransition(false, animated: animated)
        }
    }

    func _endForwardedAppearance() {
        if let displayed = _displayed, displayed._appearanceLevel > 0 { displayed.endAppearanceTransition() }
        if _appearState == .appeared, !_transitionInFlight {
            // A change made while appearing: show the new top, or settle a change below the top.
            if _stack.last !== _displayed { _scheduleTransition(animated: _pendingAnimated) } else { _finishContainment() }
        }
        // A change made while on screen whose deferred transition had not run yet settles now that the
        // navigation controller is off screen, as any change made off screen does.
        if _appearState == .disappeared, !_transitionInFlight { _settleSilently() }
    }
}
