import Foundation

/// Something a popover can point at (iOS 16): a view, or a bar button item shown in a bar. Set one as
/// a popover's `sourceItem`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// The item's rectangle in `referenceView`'s coordinates, or nil when the item is not on screen in
    /// the same window.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates; nil when the two share no window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view that shows the item in its bar, in `referenceView`'s coordinates; nil
    /// while no bar shows the item.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let view = _customView ?? _itemView, view.superview != nil else { return nil }
        return view.frame(in: referenceView)
    }
}

extension UIPopoverPresentationController {
    /// The views of the anchor item's siblings in its bar (not the item's own), which become
    /// passthrough views before the popover is shown, as iOS documents for `barButtonItem`.
    func _siblingBarItemViews() -> [UIView] {
        guard let item = sourceItem as? UIBarButtonItem, let bar = item._bar else { return [] }
        let own = item._customView ?? item._itemView
        let installed = (bar as? UINavigationBar)?._installedItemViews ?? (bar as? UIToolbar)?._installedItemViews ?? []
        return installed.filter { $0 !== own }
    }
}
