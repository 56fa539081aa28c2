import Foundation

/// A control that starts a refresh of a scroll view's content. Set it as a scroll view's
/// `refreshControl`; it becomes a subview placed just above the content.
///
/// Built: `beginRefreshing()`/`endRefreshing()`, `isRefreshing` and `attributedTitle`. Not built: the
/// pull that starts a refresh (it needs the pan gesture recognizer) and its drawing (a plain view).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    var _isRefreshing = false

    /// Whether a refresh is in progress.
    open var isRefreshing: Bool { _isRefreshing }
    /// The text shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Marks a refresh as started by code; sends no `valueChanged` (only the user's pull does).
    open func beginRefreshing() { _isRefreshing = true }
    /// Marks the refresh as finished.
    open func endRefreshing() { _isRefreshing = false }

    /// Creates a refresh control; the scroll view sizes it when it is set as its `refreshControl`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a refresh control (PortableUIKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

extension UIScrollView {
    /// The standard height of a refresh control.
    static let _refreshControlHeight: CGFloat = 60

    func _setRefreshControl(_ control: UIRefreshControl?) {
        guard control !== _refreshControl else { return }
        _refreshControl?.removeFromSuperview()
        _refreshControl = control
        guard let control else { return }
        control.frame = CGRect(x: 0, y: -Self._refreshControlHeight, width: bounds.width,
                               height: Self._refreshControlHeight)
        control.autoresizingMask = [.flexibleWidth]
        insertSubview(control, at: 0)
    }
}
