import Foundation

/// A section header or footer of a table view: a `contentView` for custom content, a lazily made
/// `textLabel`, an optional `backgroundView`, and the reuse identifier the table view queues it under.
///
/// A table view makes one itself for a section whose data source gives a title and whose delegate gives
/// no view; `headerView(forSection:)` and `footerView(forSection:)` return it.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The text's inset from the leading edge. [INFERRED: iOS's 16-pt layout margin on phone widths.]
    static let _horizontalMargin: CGFloat = 16

    /// The identifier the table view queues this view under.
    public let reuseIdentifier: String?
    /// The view custom content goes in; it fills the header or footer.
    public let contentView = UIView()
    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?

    /// Creates a header or footer view queued under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    /// Creates a view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The title label, created in the content view on first use (bold 17 pt [INFERRED]).
    open var textLabel: UILabel? {
        if let _textLabel { return _textLabel }
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 17)
        contentView.addSubview(label)
        _textLabel = label
        setNeedsLayout()
        return label
    }
    /// A secondary label below the title, created on first use (12 pt, secondary label colour [INFERRED]).
    open var detailTextLabel: UILabel? {
        if let _detailTextLabel { return _detailTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        _detailTextLabel = label
        setNeedsLayout()
        return label
    }
    /// A view behind the content, sized to the view's bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0); setNeedsLayout() }
        }
    }

    /// Called by the table view before it hands this view out again from its queue. Override to clear
    /// content (call super).
    open func prepareForReuse() {}

    /// Fills the view with the content view and places the labels at the leading margin: the title
    /// vertically centred, or the title and detail stacked and centred together.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        let margin = UITableViewHeaderFooterView._horizontalMargin
        let width = max(0, bounds.width - 2 * margin)
        let textHeight = _textLabel?.intrinsicContentSize.height ?? 0
        let detailHeight = _detailTextLabel?.intrinsicContentSize.height ?? 0
        let top = ((bounds.height - textHeight - detailHeight) / 2).rounded()
        _textLabel?.frame = CGRect(x: margin, y: top, width: width, height: textHeight)
        _detailTextLabel?.frame = CGRect(x: margin, y: top + textHeight, width: width, height: detailHeight)
    }
}
