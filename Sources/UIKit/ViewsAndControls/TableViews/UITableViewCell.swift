import Foundation

/// One row of a table view: a `contentView` holding the style's labels and image, the selection and
/// highlight states, and the reuse identifier the table view queues it under.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in arrangements of the labels and image.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }
    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray
        case `default` = 3
    }
    /// The standard accessory at the trailing edge (stored: accessories are not drawn).
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    /// The line between cells.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }

    /// The labels' inset from the cell's leading and trailing edges. [INFERRED: iOS's 16-pt layout margin
    /// on phone widths below 414 pt; 20 on wider ones is not modelled.]
    static let _horizontalMargin: CGFloat = 16
    /// The gap between the image and the text. [INFERRED]
    static let _imageSpacing: CGFloat = 16
    /// The width of `.value2`'s trailing-aligned title column. [INFERRED]
    static let _value2TitleWidth: CGFloat = 67

    /// The style given at creation.
    let _style: CellStyle
    /// The identifier the table view queues this cell under.
    public let reuseIdentifier: String?
    /// The view the cell's content goes in; it fills the cell.
    public let contentView = UIView()
    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _imageView: UIImageView?
    var _isSelected = false
    var _isHighlighted = false

    /// Creates a cell of `style` under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        _style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView._standardRowHeight))
        contentView.frame = bounds
        addSubview(contentView)
    }
    /// Creates a default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) {
        _style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The main label, created in the content view on first use.
    open var textLabel: UILabel? {
        if let _textLabel { return _textLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        if _style == .value2 { label.textAlignment = .right; label.font = .boldSystemFont(ofSize: 12); label.textColor = .tintColor }
        contentView.addSubview(label)
        _textLabel = label
        setNeedsLayout()
        return label
    }
    /// The secondary label; nil for `.default` cells.
    open var detailTextLabel: UILabel? {
        guard _style != .default else { return nil }
        if let _detailTextLabel { return _detailTextLabel }
        let label = UILabel()
        switch _style {
        case .value1: label.font = .systemFont(ofSize: 17); label.textColor = .secondaryLabel; label.textAlignment = .right
        case .subtitle: label.font = .systemFont(ofSize: 12)
        default: label.font = .systemFont(ofSize: 12)
        }
        contentView.addSubview(label)
        _detailTextLabel = label
        setNeedsLayout()
        return label
    }
    /// The image at the leading edge; nil for `.value2` cells.
    open var imageView: UIImageView? {
        guard _style != .value2 else { return nil }
        if let _imageView { return _imageView }
        let view = UIImageView()
        contentView.addSubview(view)
        _imageView = view
        setNeedsLayout()
        return view
    }

    /// Stored: accessories are not drawn or laid out.
    open var accessoryType: AccessoryType = .none
    /// Stored: accessory views are not laid out.
    open var accessoryView: UIView?
    /// How selection shows; `.default` by default (the selected background view, or a gray fill).
    open var selectionStyle: SelectionStyle = .default { didSet { _updateSelectionAppearance() } }
    /// A view behind the content while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); _updateSelectionAppearance() }
    }
    /// A view behind the content (and the selected background).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0); setNeedsLayout() }
        }
    }
    /// The gray fill shown when selected without a `selectedBackgroundView`.
    lazy var _defaultSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray4
        return view
    }()

    /// Whether the cell shows as selected.
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell shows as highlighted (a finger is down on it).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Sets the selected state; override to change the look (call super).
    open func setSelected(_ selected: Bool, animated: Bool) {
        _isSelected = selected
        _updateSelectionAppearance()
    }
    /// Sets the highlighted state; override to change the look (call super).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        _isHighlighted = highlighted
        _textLabel?.isHighlighted = highlighted || _isSelected
        _updateSelectionAppearance()
    }
    func _setSelectedState(_ selected: Bool) {
        if selected != _isSelected { setSelected(selected, animated: false) }
    }
    func _updateSelectionAppearance() {
        let shown = (_isSelected || _isHighlighted) && selectionStyle != .none
        let view = selectedBackgroundView ?? _defaultSelectedBackground
        if selectedBackgroundView != nil { _defaultSelectedBackground.removeFromSuperview() }
        if shown {
            if view.superview !== self { insertSubview(view, belowSubview: contentView) }
            view.frame = bounds
        } else {
            view.removeFromSuperview()
        }
    }

    /// Called by the table view just before it hands this cell out again; resets the highlight and
    /// selection. Override to clear content (call super).
    open func prepareForReuse() {
        if _isHighlighted { setHighlighted(false, animated: false) }
        if _isSelected { setSelected(false, animated: false) }
    }

    /// Fills the cell with the content view and places the style's labels and image.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        (selectedBackgroundView ?? _defaultSelectedBackground).frame = bounds
        _layoutStyleContent()
    }
}
