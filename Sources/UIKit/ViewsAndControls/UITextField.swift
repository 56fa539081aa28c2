import Foundation

/// A control that shows one line of editable text, with a placeholder, an optional border and a clear
/// button, and sends editing events as it is edited.
///
/// Editing starts when the field becomes first responder (it must be in a window) and ends when it
/// resigns. Text arrives through `UIKeyInput` (`insertText(_:)`, `deleteBackward()`), at the end of the
/// text: there is no selection or caret model yet, and no on-screen keyboard.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The border drawn around the field, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line = 1, bezel = 2, roundedRect = 3
    }
    /// When an overlay view (the clear button, `leftView`, `rightView`) shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing = 1, unlessEditing = 2, always = 3
    }
    /// Why editing ended, with UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }

    /// Posted after a field becomes first responder; the object is the field.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after a field's text changed by editing; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a field resigned first responder; the object is the field.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    var _attributedText: NSAttributedString?
    var _attributedPlaceholder: NSAttributedString?
    var _font: UIFont = UITextField._defaultFont
    var _textColor: UIColor?
    var _isEditing = false
    let _textLabel = UILabel()
    let _placeholderLabel = UILabel()
    let _clearButton = UIImageView()
    let _borderView = UIView()

    /// Creates an empty field with no border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureTextField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureTextField()
    }

    // MARK: Text (UITextField+Text.swift)

    /// The text; the empty string when there is none, as on iOS. Setting it sends no events.
    open var text: String? {
        get { _attributedText?.string ?? "" }
        set { _setText(newValue) }
    }
    /// The styled text; attributes it lacks come from `font` and `textColor`.
    open var attributedText: NSAttributedString? {
        get { _attributedText }
        set { _attributedText = newValue; _textDidChange() }
    }
    /// The gray text shown while the field is empty.
    open var placeholder: String? {
        get { _attributedPlaceholder?.string }
        set { _attributedPlaceholder = newValue.map { NSAttributedString(string: $0) }; _textDidChange() }
    }
    /// The styled placeholder.
    open var attributedPlaceholder: NSAttributedString? {
        get { _attributedPlaceholder }
        set { _attributedPlaceholder = newValue; _textDidChange() }
    }
    /// The font; the 17-point system font by default. Setting nil restores it.
    open var font: UIFont? {
        get { _font }
        set { _font = newValue ?? UITextField._defaultFont; _textDidChange() }
    }
    /// The text colour; nil means the label colour.
    open var textColor: UIColor? {
        get { _textColor }
        set { _textColor = newValue; _textDidChange() }
    }
    /// How the text is aligned; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { _textDidChange() } }
    /// The border; `.none` by default.
    open var borderStyle: BorderStyle = .none { didSet { _textDidChange() } }
    /// When the clear button shows; `.never` by default.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width (stored).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size when shrinking (stored).
    open var minimumFontSize: CGFloat = 0
    /// The view at the leading edge, shown per `leftViewMode`.
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; _textDidChange() } }
    /// When `leftView` shows; `.never` by default.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The view at the trailing edge, shown per `rightViewMode`.
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; _textDidChange() } }
    /// When `rightView` shows; `.never` by default.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The image behind the field (stored; drawn only with `borderStyle` `.none`).
    open var background: UIImage?
    /// The image behind a disabled field (stored).
    open var disabledBackground: UIImage?
    /// The field's delegate, held weakly.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { _isEditing }

    // MARK: Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden behind dots.
    open var isSecureTextEntry = false { didSet { _textDidChange() } }
    open var textContentType: UITextContentType!

    // MARK: Editing (UITextField+Editing.swift)

    /// A field that is enabled can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Starts editing: asks `textFieldShouldBeginEditing(_:)`, becomes first responder, then tells the
    /// delegate, sends `.editingDidBegin` and posts `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { _becomeFirstResponder() }
    /// Ends editing: asks `textFieldShouldEndEditing(_:)`, resigns, then tells the delegate, sends
    /// `.editingDidEnd` and posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { _resignFirstResponder() }
    /// Whether the field has any text.
    open var hasText: Bool { !(_attributedText?.string.isEmpty ?? true) }
    /// Inserts `text` at the end, if the delegate allows; a newline is the return key.
    open func insertText(_ text: String) { _insertText(text) }
    /// Deletes the last character, if the delegate allows.
    open func deleteBackward() { _deleteBackward() }

    // MARK: Geometry (UITextField+Drawing.swift)

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text goes when not editing.
    open func textRect(forBounds bounds: CGRect) -> CGRect { _textRect(forBounds: bounds) }
    /// Where the placeholder goes.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text goes while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the clear button goes.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { _clearButtonRect(forBounds: bounds) }
    /// Where `leftView` goes.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { _leftViewRect(forBounds: bounds) }
    /// Where `rightView` goes.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { _rightViewRect(forBounds: bounds) }
    /// The text's (or placeholder's) size plus the border's padding.
    open override var intrinsicContentSize: CGSize { _textFieldIntrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _textFieldIntrinsicSize }
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutTextField()
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
    override func _controlStateDidChange() { setNeedsLayout() }
    override func _endTracking(_ touch: UITouch?, with event: UIEvent?) { _textFieldTapEnded(touch) }
}
