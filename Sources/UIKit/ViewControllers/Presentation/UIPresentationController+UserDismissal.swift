import Foundation

/// A user's attempt to dismiss a presentation (spec §16.7): a swipe down on a sheet, a tap outside a
/// popover or on a sheet's dimming view. The port's testing layer can start the same path programmatically.
extension UIPresentationController {
    /// What a completed swipe down does: refused (the delegate hears `didAttemptToDismiss`) when the
    /// presented controller is modal in presentation or the delegate says no, else a dismissal that
    /// the delegate hears about before (`willDismiss`) and, once it has completed, after (`didDismiss`).
    /// A system sheet's drag passes the `interactor` that its finger then drives.
    package func _performUserDismissal(animated: Bool = true, interactor: UIViewControllerInteractiveTransitioning? = nil) {
        guard _state == .presented else { return }
        let presented = presentedViewController
        if presented.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        let popover = self as? UIPopoverPresentationController
        if let delegate,
           !(popover?._popoverDelegateAllowsDismissal() ?? delegate.presentationControllerShouldDismiss(self)) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return
        }
        _isUserDismissal = true
        _userDismissalInteractor = interactor
        defer { _userDismissalInteractor = nil }
        let waits = presented._dismiss(animated: animated) { [weak self] in
            guard let self, self._state == .dismissed else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            popover?._sendPopoverDidDismiss()
        }
        // A dismissal that waits for a container transition inside the presentation (a push in a
        // presented navigation controller) still tells the delegate willDismiss when it begins.
        if !waits, !presented._isBeingDismissed { _isUserDismissal = false }
    }

    /// Tells the delegate a user's dismissal begins, once its transition coordinator exists.
    func _sendWillDismissIfUserDriven() {
        guard _isUserDismissal else { return }
        _isUserDismissal = false
        delegate?.presentationControllerWillDismiss(self)
    }
}
