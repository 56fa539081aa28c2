import Foundation

extension UINavigationController {
    /// Starts a pending push or pop when its coordinator is asked for (`transitionCoordinator` calls it).
    ///
    /// A push or pop made while the navigation controller is on screen runs later, in its next layout pass.
    /// Asking for the coordinator before that pass starts the pending transition now, so that the coordinator
    /// exists right after `pushViewController(_:animated:)` or `popViewController(animated:)` returns, as on
    /// iOS: the common completion idiom (`push`, then `transitionCoordinator?.animate(alongsideTransition: nil,
    /// completion:)`) runs its completion when the push ends. Off screen, or in a hidden window (where the
    /// layout pass waits for the window to show), there is no transition yet and no coordinator.
    func _startPendingTransitionForCoordinator() {
        if _transitionCoordinator == nil, _hasPendingOnScreenTransition { _startDeferredTransitionIfNeeded() }
    }

    /// A stack change waits for the next layout pass to show its top while the navigation controller is on screen.
    var _hasPendingOnScreenTransition: Bool {
        !_transitionInFlight && _stack.last !== _displayed && _appearState == .appeared
            && _view?.window.map { !$0.isHidden } == true
    }
}
