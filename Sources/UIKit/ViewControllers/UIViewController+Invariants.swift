import Foundation

extension UIViewController {
    /// Checks what must hold between the inputs of the appearance and containment machinery. Compiled in
    /// under `UIKIT_INTERNAL_CHECKS` (debug builds, where the tests run); a failure stops the program with
    /// the broken rule.
    func _checkInvariants() {
        #if UIKIT_INTERNAL_CHECKS
        _appearance._checkInvariants()
        // Linear in the children, as the forwarding that calls this already is.
        for child in _children {
            precondition(child._parent === self, "\(child) is a child of \(self) but names another parent")
        }
        if let presented = _presentedViewController {
            precondition(presented !== self, "\(self) presents itself")
            precondition(presented._presentingViewController === self || presented._presentingViewController == nil,
                         "\(presented) is presented by \(self) but names another presenter")
        }
        // While this controller is being presented or dismissed, the controller that presents it (still
        // linked until the dismissal unlinks the chain) takes part in the same transition.
        if _presentationState.isBeingPresented || _presentationState.isBeingDismissed,
           let presenter = _presentingViewController {
            precondition(presenter._presentationState.isInTransition,
                         "\(self) is in a presentation transition that its presenter \(presenter) is not part of")
        }
        #endif
    }
}

/// Whether this build checks internal invariants (`UIKIT_INTERNAL_CHECKS`, on in debug builds).
package let _uikitChecksInternalInvariants: Bool = {
    #if UIKIT_INTERNAL_CHECKS
    true
    #else
    false
    #endif
}()
