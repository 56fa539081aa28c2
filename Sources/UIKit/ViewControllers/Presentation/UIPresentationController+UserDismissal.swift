import Foundation

/// A user's swipe down on a presentation (spec §16.7). The touch-driven sheet drag is not built; the
/// port's testing layer starts the same path programmatically.
extension UIPresentationController {
    /// What a completed swipe down does: refused (the delegate hears `didAttemptToDismiss`) when the
    /// presented controller is modal in presentation or the delegate says no, else a dismissal that
    /// the delegate hears about before (`willDismiss`) and, once it has completed, after (`didDismiss`).
    package func _performUserDismissal(animated: Bool = true) {
        guard _state == .presented else { return }
        let presented = presentedViewController
        if presented.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return
        }
        _isUserDismissal = true
        presented._dismiss(animated: animated) { [weak self] in
            guard let self, self._state == .dismissed else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        if !presented._isBeingDismissed { _isUserDismissal = false }
    }

    /// Tells the delegate a user's dismissal begins, once its transition coordinator exists.
    func _sendWillDismissIfUserDriven() {
        guard _isUserDismissal else { return }
        _isUserDismissal = false
        delegate?.presentationControllerWillDismiss(self)
    }
}
