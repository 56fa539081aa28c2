import Foundation

/// A view that shows one or more lines of read-only text.
///
/// The text is laid out by Pango (see `UIFont`) and drawn into the label's backing store at the screen's
/// scale; it is redrawn only when the text or its attributes change.
@preconcurrency @MainActor
open class UILabel: UIView {
    var _attributedText: NSAttributedString?
    var _font: UIFont = .systemFont(ofSize: 17)
    var _textColor: UIColor = .label
    var _textAlignment: NSTextAlignment = .natural
    var _numberOfLines = 1
    var _lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The layouts used to draw and to measure; reshaped only when their inputs change.
    let _drawLayout = _TextLayout()
    let _measureLayout = _TextLayout()

    /// The text shown; setting it replaces `attributedText` with the label's own attributes.
    open var text: String? {
        get { _attributedText?.string }
        set { _setText(newValue) }
    }
    /// The styled text shown; attributes it lacks come from `font`, `textColor` and `textAlignment`.
    open var attributedText: NSAttributedString? {
        get { _attributedText }
        set { _setAttributedText(newValue) }
    }
    /// The font of the text; the 17-point system font by default. Setting nil restores the default.
    open var font: UIFont! {
        get { _font }
        set { _font = newValue ?? .systemFont(ofSize: 17); _textDidChange() }
    }
    /// The colour of the text; `.label` by default. Setting nil restores the default.
    open var textColor: UIColor! {
        get { _textColor }
        set { _textColor = newValue ?? .label; _textDidChange() }
    }
    /// How lines are aligned; `.natural` by default.
    open var textAlignment: NSTextAlignment {
        get { _textAlignment }
        set { _textAlignment = newValue; _textDidChange() }
    }
    /// The most lines shown; 1 by default, 0 for as many as needed.
    open var numberOfLines: Int {
        get { _numberOfLines }
        set { _numberOfLines = max(0, newValue); _textDidChange() }
    }
    /// How lines that do not fit are wrapped or truncated; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue; _textDidChange() }
    }
    /// Whether the label draws its text in its enabled colour (stored).
    open var isEnabled = true
    /// Whether a one-line label shrinks its font so that the text fits its width.
    open var adjustsFontSizeToFitWidth = false { didSet { _textDidChange() } }
    /// The smallest fraction of the font size that `adjustsFontSizeToFitWidth` shrinks to (0: any).
    open var minimumScaleFactor: CGFloat = 0 { didSet { _textDidChange() } }
    /// Whether the label tightens letter spacing before truncating (stored).
    open var allowsDefaultTighteningForTruncation = false
    /// The text colour while highlighted; nil keeps `textColor`.
    open var highlightedTextColor: UIColor? { didSet { _textDidChange() } }
    /// Whether the label draws its highlighted text colour.
    open var isHighlighted = false { didSet { _textDidChange() } }
    /// The width at which multi-line text wraps for `intrinsicContentSize` (0: no preference).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Creates a label: no text, clear background, not interactive.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureLabel()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureLabel()
    }

    /// The rectangle the text takes inside `bounds` with at most `numberOfLines` lines (0: no limit),
    /// at the top-left of `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        _textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
    /// Draws the text in `rect`, centred vertically, into the current context.
    open func drawText(in rect: CGRect) { _drawText(in: rect) }
    /// Draws the label: `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }
    /// The size that fits the text wrapped to `size.width` (multi-line labels), rounded up to pixels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _sizeThatFits(size) }
    /// The text's size: one line, or wrapped to `preferredMaxLayoutWidth` for multi-line labels.
    open override var intrinsicContentSize: CGSize { _intrinsicContentSize }
    /// The baselines of the text as it is drawn: centred vertically, so half the height plus a constant.
    override func _baselineFromTop(last: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        _textBaselineFromTop(last: last)
    }
    /// A multi-line label without `preferredMaxLayoutWidth` wraps its text to its width, so its baselines
    /// move with the width: constraints on them are re-read at the next solve.
    override func _boundsWidthDidChange() {
        guard _numberOfLines != 1, preferredMaxLayoutWidth <= 0 else { return }
        _layoutEngineMembership?.baselineViewsMayHaveChanged()
    }
}
