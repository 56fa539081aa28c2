import Foundation

/// A control that shows one line of editable text, with a placeholder, an optional border and a clear
/// button, and sends editing events as it is edited.
///
/// Editing starts when the field becomes first responder (it must be in a window) and ends when it
/// resigns. Text arrives through `UIKeyInput` (`insertText(_:)`, `deleteBackward()`) at the selection,
/// and through `UITextInput` (marked text, ranges, geometry). While it edits, the field draws its caret
/// or its selection; a tap places the caret. There is no on-screen keyboard.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, _TextEditingView {
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
    /// The selection in UTF-16 offsets; an empty one is the caret.
    var _selection = NSRange(location: 0, length: 0)
    /// The marked (composing) text's range, when an input method is composing.
    var _markedRange: NSRange?
    var _selectionAnchor: Int?
    lazy var _tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    let _caretDisplay = _TextCaretDisplay()

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
        set { _attributedText = newValue; _textWasSet() }
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
    /// The view shown in the keyboard's place while the field is first responder; nil (the system
    /// keyboard) by default. Setting it while first responder takes effect at `reloadInputViews()`.
    open override var inputView: UIView? {
        get { _customInputView }
        set { _customInputView = newValue }
    }
    var _customInputView: UIView?
    /// The view shown on top of the keyboard while the field is first responder; nil by default.
    /// Setting it while first responder takes effect at `reloadInputViews()`.
    open override var inputAccessoryView: UIView? {
        get { _customInputAccessoryView }
        set { _customInputAccessoryView = newValue }
    }
    var _customInputAccessoryView: UIView?
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
    /// Inserts `text` in place of the marked text, else of the selection, if the delegate allows; a
    /// newline is the return key.
    open func insertText(_ text: String) { _insertText(text) }
    /// Deletes the selection, else the character before the caret, if the delegate allows.
    open func deleteBackward() { _deleteBackward() }

    // MARK: Text input (UITextField+TextInput.swift)

    /// The selection while the field edits (an empty range is the caret); nil when it does not edit.
    /// Setting it while editing moves the selection and tells the input delegate and the delegate.
    open var selectedTextRange: UITextRange? {
        get { _selectedTextRange }
        set { _setSelectedTextRange(newValue) }
    }
    /// The text an input method is composing; nil when there is none.
    open var markedTextRange: UITextRange? { _markedTextRange }
    /// How marked text is styled (stored).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Replaces the marked text, else the selection, by `markedText`, which becomes the marked text with
    /// `selectedRange` (relative to it) selected. Empty or nil text removes the marked text.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { _setMarkedText(markedText, selectedRange: selectedRange) }
    /// Keeps the marked text as ordinary text.
    open func unmarkText() { _unmarkText() }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { _UITextOffsetPosition(0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { _UITextOffsetPosition(_length) }
    /// The text of `range`; nil for a range outside the text.
    open func text(in range: UITextRange) -> String? { _text(in: range) }
    /// Replaces `range` by `text` (the delegate is not asked), puts the caret after it and sends
    /// `.editingChanged`.
    open func replace(_ range: UITextRange, withText text: String) { _replace(range, withText: text) }
    /// The range between two positions, in either order.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        _textRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 code units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { _position(from: position, offset: offset) }
    /// The position `offset` characters right or left of `position`; up and down give the start and end.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        _position(from: position, in: direction, offset: offset)
    }
    /// How two positions are ordered.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { _compare(position, other) }
    /// The UTF-16 offset from one position to another.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { _offset(from: from, to: toPosition) }
    /// The start (left, up) or end (right, down) of `range`.
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        _position(within: range, farthestIn: direction)
    }
    /// The range from `position` to the next character boundary in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        _characterRange(byExtending: position, in: direction)
    }
    /// The text input system's delegate, held weakly; told about changes the app makes.
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// A `UITextInputStringTokenizer` for the field.
    open var tokenizer: any UITextInputTokenizer { _tokenizer }
    /// The field itself: the geometry methods answer in its coordinates.
    open var textInputView: UIView { self }
    /// The writing direction: left to right.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    /// Does nothing: the field lays out left to right.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// The rectangle from the start to the end of `range` on the line.
    open func firstRect(for range: UITextRange) -> CGRect { _firstRect(for: range) }
    /// The caret at `position`: 2 points wide, the line's height, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { _caretRect(for: position) }
    /// The one rectangle `range` covers.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { _selectionRects(for: range) }
    /// The character boundary nearest to `point` (field coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? { _closestPosition(to: point) }
    /// The character boundary inside `range` nearest to `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        _closestPosition(to: point, within: range)
    }
    /// The character drawn under `point`; nil off the text.
    open func characterRange(at point: CGPoint) -> UITextRange? { _characterRange(at: point) }

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
    /// While editing, the arrow keys, Home and End move the caret (Shift extends the selection); other
    /// presses travel on up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if _handlesCaretKeys(presses) { _moveCaret(for: presses) } else { super.pressesBegan(presses, with: event) }
    }
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !_handlesCaretKeys(presses) { super.pressesEnded(presses, with: event) }
    }
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !_handlesCaretKeys(presses) { super.pressesCancelled(presses, with: event) }
    }
    /// The caret and the selection highlight take the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }
    override func _controlStateDidChange() { setNeedsLayout() }
    override func _endTracking(_ touch: UITouch?, with event: UIEvent?) { _textFieldTapEnded(touch) }
}
