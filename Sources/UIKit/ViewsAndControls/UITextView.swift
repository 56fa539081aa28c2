import Foundation

/// A scrollable, multi-line text area that can be edited and selected.
///
/// The text wraps to the view's width inside `textContainerInset` (and 5 points of line padding each
/// side, as iOS's text container has), is drawn by Pango, and sets `contentSize`, which grows with the
/// text; the view scrolls to keep the caret in sight while the user types. Editing starts when the view
/// becomes first responder and ends when it resigns; text arrives through `UIKeyInput` and `UITextInput`
/// at the selection, as in `UITextField`, whose text engine it shares. Its `delegate` is the scroll view's,
/// typed `UIScrollViewDelegate?` (Swift cannot narrow an inherited property's type); a `UITextViewDelegate`
/// assigned to it gets the text view's calls.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, _TextEditingView {
    /// Posted after the view becomes first responder and begins editing; the object is the view.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed the text; the object is the view.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after the view ended editing; the object is the view.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    var _attributedText: NSAttributedString?
    var _font: UIFont?
    var _textColor: UIColor?
    var _isEditing = false
    var _selection = NSRange(location: 0, length: 0)
    var _markedRange: NSRange?
    var _selectionAnchor: Int?
    let _caretDisplay = _TextCaretDisplay()
    lazy var _tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// The view the text is drawn in, as large as the content.
    let _textContentView = _UITextViewContentView()
    /// The laid-out text, reshaped only when its inputs change.
    let _layoutCache = _TextLayout()
    /// The width the intrinsic size was last measured at.
    var _intrinsicWidth: CGFloat = -1

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureTextView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureTextView()
    }

    // MARK: Text

    /// The text; the empty string when there is none. Setting it moves the caret to the end and sends
    /// no delegate calls.
    open var text: String! {
        get { _attributedText?.string ?? "" }
        set { _attributedText = NSAttributedString(string: newValue ?? ""); _typingAttributes = nil; _textWasSet() }
    }
    /// The styled text; attributes it lacks come from `font`, `textColor` and `textAlignment`.
    open var attributedText: NSAttributedString! {
        get { _attributedText ?? NSAttributedString(string: "") }
        set { _attributedText = newValue; _typingAttributes = nil; _textWasSet() }
    }
    /// The font of the whole text: setting it removes the fonts of styled runs. Nil by default, when the
    /// text is drawn in the 12-point system font (iOS's fallback for unstyled text).
    open var font: UIFont? {
        get { _font }
        set { _font = newValue; _removeAttribute(.font) }
    }
    /// The colour of the whole text: setting it removes the colours of styled runs. Nil means the label
    /// colour.
    open var textColor: UIColor? {
        get { _textColor }
        set { _textColor = newValue; _removeAttribute(.foregroundColor) }
    }
    /// How the text is aligned; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { _textDidChange() } }
    /// Whether the user can change the text; true by default. A view that cannot brings up no keyboard.
    open var isEditable = true {
        didSet {
            if !isEditable && _isEditing { resignFirstResponder() }
            if isEditable != oldValue && !dataDetectorTypes.isEmpty { _textDidChange() }
        }
    }
    /// Whether the user can select text (and tap to place the caret); true by default.
    open var isSelectable = true
    /// The margins of the text inside the content; (8, 0, 8, 0) by default, as on iOS.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { _textDidChange() } }
    /// The selection in UTF-16 offsets (an empty range is the caret). Setting it clamps nothing: a range
    /// outside the text is ignored.
    open var selectedRange: NSRange {
        get { _selection }
        set { _setSelectedTextRange(_UITextOffsetRange(newValue)) }
    }
    /// Whether the user may restyle the text (stored).
    open var allowsEditingTextAttributes = false
    /// The attributes text the user types takes. Unless set, those of the character before the caret
    /// (else after it), else the view's font, colour and alignment. Setting it styles what is typed next;
    /// it is cleared (back to the text's) whenever the selection changes, as on iOS.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { _typingAttributes ?? _textTypingAttributes }
        set { _typingAttributes = newValue }
    }
    var _typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the next text the user inserts replaces the whole text; false by default. It goes back to
    /// false once an insertion has cleared the text.
    open var clearsOnInsertion = false
    /// The kinds of data drawn and tapped as links; none by default. Only `.link` (web addresses
    /// starting `http://`, `https://` or `www.`) is found, and only while the view is not editable.
    open var dataDetectorTypes: UIDataDetectorTypes = [] { didSet { _textDidChange() } }
    /// The attributes links are drawn with; by default the tint colour.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { _linkTextAttributes ?? [.foregroundColor: tintColor as Any] }
        set { _linkTextAttributes = newValue; _textDidChange() }
    }
    var _linkTextAttributes: [NSAttributedString.Key: Any]?
    /// Scrolls the least distance that shows the text of `range`.
    open func scrollRangeToVisible(_ range: NSRange) { _scrollRangeToVisible(range) }

    // MARK: Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The view shown in the keyboard's place while the text view is first responder; nil (the system
    /// keyboard) by default. Setting it while first responder takes effect at `reloadInputViews()`.
    open override var inputView: UIView? {
        get { _customInputView }
        set { _customInputView = newValue }
    }
    var _customInputView: UIView?
    /// The view shown on top of the keyboard while the text view is first responder; nil by default.
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
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    // MARK: Editing (UITextView+Editing.swift)

    /// An editable or selectable view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    /// Starts editing: asks `textViewShouldBeginEditing(_:)`, becomes first responder, then tells the
    /// delegate and posts `textDidBeginEditingNotification`. A view that is only selectable becomes first
    /// responder without editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { _becomeFirstResponder() }
    /// Ends editing: asks `textViewShouldEndEditing(_:)`, resigns, then tells the delegate and posts
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { _resignFirstResponder() }
    /// Whether the view has any text.
    open var hasText: Bool { _length > 0 }
    /// Inserts `text` (a newline too) in place of the marked text, else of the selection (the whole text
    /// with `clearsOnInsertion`), if the delegate allows. It takes the `typingAttributes`.
    open func insertText(_ text: String) {
        guard _isEditing else { return }
        let clearing = clearsOnInsertion
        let range = clearing ? NSRange(location: 0, length: _length) : _markedRange ?? _selection
        if _replaceCharacters(in: range, with: text, askingDelegate: true), clearing { clearsOnInsertion = false }
    }
    /// Deletes the selection, else the character before the caret, if the delegate allows.
    open func deleteBackward() {
        guard _isEditing else { return }
        _deleteBackward()
    }

    // MARK: Text input

    /// The selection (an empty range is the caret).
    open var selectedTextRange: UITextRange? {
        get { _UITextOffsetRange(_selection) }
        set { _setSelectedTextRange(newValue) }
    }
    /// The text an input method is composing; nil when there is none.
    open var markedTextRange: UITextRange? { _markedTextRange }
    /// How marked text is styled (stored; marked text is drawn underlined).
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
    /// Replaces `range` by `text` (the delegate is not asked) and puts the caret after it.
    open func replace(_ range: UITextRange, withText text: String) { _replace(range, withText: text) }
    /// The range between two positions, in either order.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        _textRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 code units from `position`; nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { _position(from: position, offset: offset) }
    /// The position `offset` characters right or left of `position`, or `offset` lines up or down (the
    /// start above the first line, the end below the last).
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
    /// The range from `position` to the next character boundary (or line) in `direction`.
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        _characterRange(byExtending: position, in: direction)
    }
    /// The text input system's delegate, held weakly; told about changes the app makes.
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// A `UITextInputStringTokenizer` for the view.
    open var tokenizer: any UITextInputTokenizer { _tokenizer }
    /// The view itself: the geometry methods answer in its content's coordinates.
    open var textInputView: UIView { self }
    /// The writing direction: left to right.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    /// Does nothing: the view lays out left to right.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// The part of `range` on its first line.
    open func firstRect(for range: UITextRange) -> CGRect { _validRange(range).map { _lineRects(for: $0).first ?? .null } ?? .null }
    /// The caret at `position`: 2 points wide, its line's height.
    open func caretRect(for position: UITextPosition) -> CGRect { _textOffset(position).map { _caretRect(atOffset: $0) } ?? .zero }
    /// One rectangle per line that `range` covers.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = _validRange(range) else { return [] }
        let rects = _lineRects(for: range)
        return rects.indices.map { _UITextOffsetSelectionRect(rects[$0], containsStart: $0 == 0, containsEnd: $0 == rects.count - 1) }
    }
    /// The character boundary nearest to `point` (content coordinates): on the nearest line, the nearest
    /// boundary across it.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { _UITextOffsetPosition(_closestOffset(to: point)) }
    /// The character boundary inside `range` nearest to `point`.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = _validRange(range) else { return nil }
        return _UITextOffsetPosition(min(max(_closestOffset(to: point), range.location), range.location + range.length))
    }
    /// The character drawn under `point`; nil off the text.
    open func characterRange(at point: CGPoint) -> UITextRange? { _characterRange(at: point).map { _UITextOffsetRange($0) } }

    // MARK: Layout and input (UITextView+Layout.swift, UITextView+Editing.swift)

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutTextView()
    }
    /// The height that shows all the text at `size.width`, and that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _sizeThatFits(size) }
    /// With scrolling disabled, the size that shows all the text: at the current width once the view has
    /// one (so a view pinned at its sides grows with its text), else the text's width on unwrapped lines.
    /// With scrolling, none.
    open override var intrinsicContentSize: CGSize { _textViewIntrinsicSize }
    /// Turning scrolling off or on gives or removes the intrinsic size.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _textContentView.setNeedsDisplay()
        setNeedsLayout()
    }
    /// The caret and the selection highlight take the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _textContentView.setNeedsDisplay()
        setNeedsLayout()
    }
    /// A tap places the caret (beginning to edit); a double tap selects a word. On a view that is not
    /// editable, a tap on a link asks the delegate and opens it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first, _tapEnded(touch) { return }
        super.touchesEnded(touches, with: event)
    }
    /// While editing, the arrow keys, Home and End move the caret (Shift extends the selection from its
    /// anchor); other presses travel on up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if _handlesCaretKeys(presses) {
            _moveCaret(for: presses)
            _scrollToCaret()
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !_handlesCaretKeys(presses) { super.pressesEnded(presses, with: event) }
    }
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !_handlesCaretKeys(presses) { super.pressesCancelled(presses, with: event) }
    }
}
