import Foundation

/// A shown popover or regular-width form sheet follows its content's `preferredContentSize` (Apple:
/// "Changing the value of this property while the view controller is being displayed in a popover
/// animates the size change; however, the change is not animated if you specify a width or height
/// of 0.0"). iOS 13+ form sheets use the preferred content size too.
extension UIPresentationController {
    /// How long a shown popover or form sheet takes to reach its new size [provisional: UIKit's
    /// duration and curve are not documented].
    static let _preferredContentSizeAnimationDuration: TimeInterval = 0.25

    /// Runs `changes` animated (the content keeps taking touches), unless the new preferred size has a
    /// zero width or height.
    func _applyPreferredContentSizeChange(_ changes: @escaping () -> Void) {
        let size = presentedViewController.preferredContentSize
        if size.width == 0 || size.height == 0 {
            UIView.performWithoutAnimation(changes)
        } else {
            UIView.animate(withDuration: Self._preferredContentSizeAnimationDuration, delay: 0,
                           options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction],
                           animations: changes)
        }
    }
}

extension UIPopoverPresentationController {
    /// Places a shown popover again for the presented controller's new preferred size: the arrow stays
    /// on its anchor and the box follows the content.
    func _resizeToPreferredContentSize(of container: UIContentContainer) {
        guard container === presentedViewController, _state == .presented, containerView != nil,
              let view = presentedView else { return }
        let frame = _popoverFrame()
        _applyPreferredContentSizeChange {
            view.frame = frame
            self._layoutChrome(content: frame)
        }
    }
}

extension UISheetPresentationController {
    /// The size of a form sheet in a regular-width window whose controller prefers none (UIKit's
    /// classic form sheet) [provisional].
    static let _defaultFormSheetSize = CGSize(width: 540, height: 620)

    /// Whether this sheet is a form sheet shown in a horizontally regular window: a card centred in the
    /// window at its preferred content size, not a sheet attached to the bottom edge at a detent.
    func _isRegularWidthFormSheet(in window: UIWindow) -> Bool {
        _isRegularWidthFormSheet(in: _SheetLayoutEnvironment(window))
    }

    func _isRegularWidthFormSheet(in environment: _SheetLayoutEnvironment) -> Bool {
        presentationStyle == .formSheet && environment.isRegularWidth
    }

    /// A regular-width form sheet's frame: the preferred content size (the default size for a zero
    /// width or height), at most the window's safe area, centred in it.
    func _formSheetFrame(in window: UIWindow) -> CGRect { _formSheetFrame(in: _SheetLayoutEnvironment(window)) }

    func _formSheetFrame(in environment: _SheetLayoutEnvironment) -> CGRect {
        let area = environment.bounds.inset(by: environment.safeArea)
        let preferred = presentedViewController.preferredContentSize
        let width = min(preferred.width > 0 ? preferred.width : Self._defaultFormSheetSize.width, area.width)
        let height = min(preferred.height > 0 ? preferred.height : Self._defaultFormSheetSize.height, area.height)
        return CGRect(x: (area.midX - width / 2).rounded(), y: (area.midY - height / 2).rounded(),
                      width: max(0, width), height: max(0, height))
    }

    /// A shown regular-width form sheet moves to the frame of its controller's new preferred size; an
    /// edge-attached sheet in compact height whose width follows it takes the new width.
    func _resizeToPreferredContentSize(of container: UIContentContainer) {
        guard container === presentedViewController, _state == .presented,
              let view = presentedViewController._view, let window = view.window,
              _isRegularWidthFormSheet(in: window) || _widthFollowsPreferredContentSize(in: window) else { return }
        let frame = _sheetFrame(in: window)
        _applyPreferredContentSizeChange {
            view.frame = frame
            self._updateDimming()
        }
    }
}
