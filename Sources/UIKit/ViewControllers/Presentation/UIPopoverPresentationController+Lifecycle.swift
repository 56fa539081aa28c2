import Foundation

/// A popover's presentation (spec §16.6): the delegate's last chance to set the anchor, the anchor
/// check, the transparent dimming view that turns a touch outside into a dismissal, and its teardown.
extension UIPopoverPresentationController {
    /// Called as a popover presentation starts in a regular-width environment: tells the delegate, then
    /// checks the anchor. Returns false after raising NSGenericException when there is none.
    func _prepareForPresentation() -> Bool {
        if let delegate = delegate as? UIPopoverPresentationControllerDelegate {
            _ifImplemented("prepareForPopoverPresentation(_:)") { delegate.prepareForPopoverPresentation(self) }
        }
        guard sourceView == nil, sourceItem == nil else {
            let siblings = _siblingBarItemViews()
            if !siblings.isEmpty {
                let existing = passthroughViews ?? []
                passthroughViews = existing + siblings.filter { sibling in !existing.contains { $0 === sibling } }
            }
            return true
        }
        _Diagnostics.raise(NSException(name: .genericException, reason: _missingAnchorReason(), userInfo: nil))
        return false
    }

    /// What UIKit says when a popover is presented with no anchor; an action sheet's popover says it
    /// in the alert controller's words.
    func _missingAnchorReason() -> String {
        if let alert = presentedViewController as? UIAlertController, alert.preferredStyle == .actionSheet {
            let presenter = presentingViewController
            return "Your application has presented a UIAlertController (\(alert)) of style UIAlertControllerStyleActionSheet "
                + "from \(type(of: presenter)) (\(presenter)). The modalPresentationStyle of a UIAlertController with this "
                + "style is UIModalPresentationPopover. You must provide location information for this popover through the "
                + "alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or "
                + "a barButtonItem.  If this information is not known when you present the alert controller, you may "
                + "provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
        }
        return "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set "
            + "before the presentation occurs."
    }

    func _popoverTransitionWillBegin() {
        guard let container = containerView else { return }
        _readBackgroundMetrics()
        let dimming = _UIDimmingView(frame: container.bounds, color: nil)
        dimming._presentationController = self
        dimming.passthroughViews = { [weak self] in self?.passthroughViews ?? [] }
        container.insertSubview(dimming, at: 0)
        _dimmingView = dimming
        _installChrome(in: container)
    }

    func _popoverTransitionDidEnd(_ completed: Bool, presenting: Bool) {
        if completed == presenting {
            _placedContainerSize = containerView?.bounds.size
        } else {
            _dimmingView?.removeFromSuperview()
            _dimmingView = nil
            _removeChrome()
            _placedContainerSize = nil
        }
    }

    /// The sheet this popover adapts to, made on first use; it shares the popover's delegate.
    func _adaptiveSheet() -> UISheetPresentationController {
        if let sheet = _adaptiveSheetStorage { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: _presenting)
        sheet._becomeOwnedByPresentedViewController()
        _adaptiveSheetStorage = sheet
        return sheet
    }

    /// Whether the delegate lets a touch outside dismiss: the popover's own (deprecated) question when
    /// the delegate implements it, else `presentationControllerShouldDismiss(_:)`.
    func _popoverDelegateAllowsDismissal() -> Bool? {
        guard let delegate = delegate as? UIPopoverPresentationControllerDelegate else { return nil }
        return _ifImplemented("popoverPresentationControllerShouldDismissPopover(_:)") {
            delegate.popoverPresentationControllerShouldDismissPopover(self)
        }
    }

    /// Sends the popover's own did-dismiss callback after the adaptive one.
    func _sendPopoverDidDismiss() {
        guard let delegate = delegate as? UIPopoverPresentationControllerDelegate else { return }
        _ifImplemented("popoverPresentationControllerDidDismissPopover(_:)") {
            delegate.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}
