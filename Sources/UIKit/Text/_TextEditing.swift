import Foundation

/// The text engine that `UITextField` and `UITextView` share: the text, the selection (with its anchor for
/// Shift-arrow extension) and the marked text, as UTF-16 offsets, and everything `UITextInput` and
/// `UIKeyInput` do with them. Each view supplies its geometry (`caretRect(for:)`, `selectionRects(for:)`,
/// `closestPosition(to:)`, the vertical move) and its delegate and notification hooks.
@MainActor protocol _TextEditingView: UIView, UITextInput {
    var _attributedText: NSAttributedString? { get set }
    /// The selection; an empty one is the caret.
    var _selection: NSRange { get set }
    /// The marked (composing) text's range, when an input method is composing.
    var _markedRange: NSRange? { get set }
    /// The end of the selection that Shift-arrow keys keep still; nil until one extends the selection.
    var _selectionAnchor: Int? { get set }
    var _caretDisplay: _TextCaretDisplay { get }
    /// Whether the view is editing (first responder), so that it draws its caret and takes keys.
    var _isEditing: Bool { get }
    /// Whether the selection may be set now.
    var _acceptsSelection: Bool { get }
    /// The delegate's consent to a change the user makes.
    func _delegateAllowsChange(in range: NSRange, replacementText text: String) -> Bool
    /// Tells the delegate that the selection changed.
    func _notifySelectionChange()
    /// Sends the events and notifications of a change the user made (after any selection change).
    func _notifyTextChange()
    /// The text or its look changed: layout and intrinsic size are stale.
    func _textDidChange()
    /// The offset `lines` lines below `offset` (above when negative), at about the same x.
    func _verticalOffset(from offset: Int, lines: Int) -> Int
    /// The attributes new text takes; nil: those of the character before it (else after it).
    var _insertionAttributes: [NSAttributedString.Key: Any]? { get }
}

extension _TextEditingView {
    var _insertionAttributes: [NSAttributedString.Key: Any]? { nil }
    var _length: Int { (_attributedText?.string ?? "").utf16.count }
    var _string: String { _attributedText?.string ?? "" }

    // MARK: Positions and ranges

    /// `range` if it lies inside the text.
    func _validRange(_ range: UITextRange) -> NSRange? {
        guard let range = _textNSRange(range), range.location >= 0, range.length >= 0,
              range.location + range.length <= _length else { return nil }
        return range
    }

    func _textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let a = _textOffset(from), let b = _textOffset(to) else { return nil }
        return _UITextOffsetRange(NSRange(location: min(a, b), length: abs(a - b)))
    }

    func _position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = _textOffset(position) else { return nil }
        let target = start + offset
        return (0 ... _length).contains(target) ? _UITextOffsetPosition(target) : nil
    }

    /// Moving by characters (composed character sequences) right or left, by lines up or down.
    func _position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = _textOffset(position), (0 ... _length).contains(start) else { return nil }
        switch direction {
        case .up: return _UITextOffsetPosition(_verticalOffset(from: start, lines: -offset))
        case .down: return _UITextOffsetPosition(_verticalOffset(from: start, lines: offset))
        case .right, .left:
            let steps = direction == .right ? offset : -offset
            let boundaries = _TextUnits.characterBoundaries(of: _string)
            let index = boundaries.firstIndex { $0 >= start } ?? boundaries.count - 1
            let target = index + steps
            return boundaries.indices.contains(target) ? _UITextOffsetPosition(boundaries[target]) : nil
        }
    }

    func _compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        let x = _textOffset(a) ?? 0, y = _textOffset(b) ?? 0
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    func _offset(from: UITextPosition, to: UITextPosition) -> Int {
        (_textOffset(to) ?? 0) - (_textOffset(from) ?? 0)
    }

    func _position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = _validRange(range) else { return nil }
        switch direction {
        case .left, .up: return _UITextOffsetPosition(range.location)
        case .right, .down: return _UITextOffsetPosition(range.location + range.length)
        }
    }

    func _characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let other = _position(from: position, in: direction, offset: 1) ?? (_textOffset(position).map {
            _UITextOffsetPosition($0) }) else { return nil }
        return _textRange(from: position, to: other)
    }

    func _text(in range: UITextRange) -> String? {
        guard let range = _validRange(range) else { return nil }
        return (_string as NSString).substring(with: range)
    }

    // MARK: Selection and marked text

    var _markedTextRange: UITextRange? { _markedRange.map { _UITextOffsetRange($0) } }

    /// Sets the selection from outside the text input system (the app, or a tap): the input delegate hears
    /// about it, then the view's delegate.
    func _setSelectedTextRange(_ range: UITextRange?) {
        guard _acceptsSelection, let range, let new = _validRange(range) else { return }
        _moveSelection(to: new, tellingInputDelegate: true)
    }

    func _moveSelection(to new: NSRange, tellingInputDelegate: Bool) {
        _selectionAnchor = nil
        guard new != _selection else { return }
        if tellingInputDelegate { inputDelegate?.selectionWillChange(self) }
        _selection = new
        setNeedsLayout()
        if tellingInputDelegate { inputDelegate?.selectionDidChange(self) }
        _notifySelectionChange()
    }

    func _setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = _markedRange ?? _selection
        let length = (text as NSString).length
        let location = min(max(selectedRange.location, 0), length)
        let inner = NSRange(location: location, length: min(max(selectedRange.length, 0), length - location))
        _replaceCharacters(in: range, with: text, askingDelegate: true,
                           selection: NSRange(location: range.location + inner.location, length: inner.length),
                           marked: length > 0 ? NSRange(location: range.location, length: length) : nil)
    }

    func _unmarkText() {
        guard _markedRange != nil else { return }
        _markedRange = nil
        _textDidChange()
    }

    /// `text` with the marked range underlined, as iOS draws text an input method is composing.
    func _underliningMarkedText(_ text: NSAttributedString) -> NSAttributedString {
        guard let marked = _markedRange, marked.length > 0, marked.location + marked.length <= text.length else { return text }
        let result = NSMutableAttributedString(attributedString: text)
        result.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: marked)
        return result
    }

    // MARK: Editing

    /// Replaces `range` by `string`, asking the delegate first when the user made the change. The new
    /// text takes the attributes of the character before it (else after it), so styled runs are kept.
    /// Then the selection moves to `selection` (the caret after the new text by default), the marked
    /// range becomes `marked`, the delegate hears of a selection change, and the view's change events
    /// follow. Returns whether it changed.
    @discardableResult
    func _replaceCharacters(in range: NSRange, with string: String, askingDelegate: Bool,
                            selection: NSRange? = nil, marked: NSRange? = nil) -> Bool {
        let current = _attributedText ?? NSAttributedString(string: "")
        guard range.location >= 0, range.length >= 0, range.location + range.length <= current.length else { return false }
        if askingDelegate, !_delegateAllowsChange(in: range, replacementText: string) { return false }
        let styleSource = range.location > 0 ? range.location - 1 : range.location
        let attributes = _insertionAttributes
            ?? (styleSource < current.length ? current.attributes(at: styleSource, effectiveRange: nil) : [:])
        let text = NSMutableAttributedString(attributedString: current)
        text.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: attributes))
        _attributedText = NSAttributedString(attributedString: text)
        _markedRange = marked
        _selectionAnchor = nil
        _textDidChange()
        let caret = NSRange(location: range.location + (string as NSString).length, length: 0)
        let oldSelection = _selection
        _selection = selection ?? caret
        _caretDisplay.restartBlink()
        if _selection != oldSelection { _notifySelectionChange() }
        _notifyTextChange()
        return true
    }

    func _replace(_ range: UITextRange, withText text: String) {
        guard let range = _validRange(range) else { return }
        _replaceCharacters(in: range, with: text, askingDelegate: false)
    }

    /// Deletes the selection, else the composed character sequence before the caret.
    func _deleteBackward() {
        _markedRange = nil
        var range = _selection
        if range.length == 0 {
            guard range.location > 0 else { return }
            let boundaries = _TextUnits.characterBoundaries(of: _string)
            let start = boundaries.last { $0 < range.location } ?? 0
            range = NSRange(location: start, length: range.location - start)
        }
        _replaceCharacters(in: range, with: "", askingDelegate: true)
    }

    /// The text was set by the app: the caret goes to the end, marked text is dropped, and the input
    /// delegate hears about it; the view's delegate hears of the selection change only while editing.
    func _textWasSet() {
        inputDelegate?.textWillChange(self)
        _markedRange = nil
        _selectionAnchor = nil
        let old = _selection
        _selection = NSRange(location: _length, length: 0)
        _textDidChange()
        inputDelegate?.textDidChange(self)
        if _isEditing && old != _selection { _notifySelectionChange() }
    }

    // MARK: Keys

    /// Whether every press is a caret key and the view edits.
    func _handlesCaretKeys(_ presses: Set<UIPress>) -> Bool {
        _isEditing && !presses.isEmpty && presses.allSatisfy { press in press.key.map { _caretKeys.contains($0.keyCode) } ?? false }
    }

    /// Left and right move one character (collapsing a selection to its start or end first); up and down
    /// move a line; Home and End go to the start and the end. With Shift, the selection's anchor stays
    /// and its other end moves: a caret becomes the anchor, and a selection made otherwise is anchored at
    /// its end for Shift+Left/Up/Home and at its start for Shift+Right/Down/End, as on iOS.
    func _moveCaret(for presses: Set<UIPress>) {
        for press in presses {
            guard let key = press.key else { continue }
            let start = _selection.location, end = _selection.location + _selection.length
            let backward = _backwardCaretKeys.contains(key.keyCode)
            _markedRange = nil
            if key.modifierFlags.contains(.shift) {
                let anchor = _selectionAnchor.flatMap { $0 == start || $0 == end ? $0 : nil } ?? (backward ? end : start)
                let active = anchor == start ? end : start
                let moved = _caretTarget(for: key.keyCode, from: active)
                _moveSelection(to: NSRange(location: min(anchor, moved), length: abs(anchor - moved)), tellingInputDelegate: true)
                _selectionAnchor = anchor
            } else {
                let target: Int = switch key.keyCode {
                case .keyboardLeftArrow where start != end: start
                case .keyboardRightArrow where start != end: end
                default: _caretTarget(for: key.keyCode, from: backward ? start : end)
                }
                _moveSelection(to: NSRange(location: target, length: 0), tellingInputDelegate: true)
            }
            _caretDisplay.restartBlink()
        }
    }

    /// Where one press of a caret key takes an end of the selection at `offset`.
    func _caretTarget(for key: UIKeyboardHIDUsage, from offset: Int) -> Int {
        let boundaries = _TextUnits.characterBoundaries(of: _string)
        switch key {
        case .keyboardLeftArrow: return boundaries.last { $0 < offset } ?? 0
        case .keyboardRightArrow: return boundaries.first { $0 > offset } ?? _length
        case .keyboardUpArrow: return _verticalOffset(from: offset, lines: -1)
        case .keyboardDownArrow: return _verticalOffset(from: offset, lines: 1)
        case .keyboardHome: return 0
        default: return _length
        }
    }

    // MARK: Taps

    /// A tap while editing (or the tap that began editing) puts the caret at the closest character
    /// boundary; the second tap of a double tap selects the word there (the caret stays put between words).
    func _placeCaret(at point: CGPoint, tapCount: Int) {
        guard _isEditing || _acceptsSelection, let offset = closestPosition(to: point).flatMap(_textOffset) else { return }
        _markedRange = nil
        var selection = NSRange(location: offset, length: 0)
        if tapCount == 2, let word = _wordRange(at: offset, preferring: characterRange(at: point).flatMap(_textNSRange)) {
            selection = word
        }
        _moveSelection(to: selection, tellingInputDelegate: true)
        _caretDisplay.restartBlink()
    }

    /// The word under the tapped character, else the word that ends or starts at `offset`.
    func _wordRange(at offset: Int, preferring character: NSRange?) -> NSRange? {
        let words = _TextUnits.units(of: _string, .word)
        let probe = character?.location ?? offset
        let word = words.first { $0.contains(probe) } ?? words.first { $0.lowerBound == offset || $0.upperBound == offset }
        return word.map { NSRange(location: $0.lowerBound, length: $0.count) }
    }

    // MARK: Caret and selection drawing

    /// Shows the caret for an empty selection, or the selection highlight behind the text, while the
    /// view is first responder; a first responder that only selects (a text view that is not editable)
    /// shows a selection but never the caret.
    func _layoutCaretAndSelection() {
        guard isFirstResponder, _isEditing || _selection.length > 0 else {
            _caretDisplay.show(caret: nil, selection: [], tint: tintColor, in: self)
            return
        }
        let tint = _resolved(tintColor)
        let range = _UITextOffsetRange(_selection)
        if _selection.length == 0 {
            _caretDisplay.show(caret: caretRect(for: range.start), selection: [], tint: tint, in: self)
        } else {
            _caretDisplay.show(caret: nil, selection: selectionRects(for: range).map(\.rect), tint: tint, in: self)
        }
    }
}

/// The keys that move the caret while a text view or field edits.
let _caretKeys: Set<UIKeyboardHIDUsage> = [.keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow,
                                           .keyboardDownArrow, .keyboardHome, .keyboardEnd]
/// The caret keys that move towards the start: with Shift, they move a selection's start.
let _backwardCaretKeys: Set<UIKeyboardHIDUsage> = [.keyboardLeftArrow, .keyboardUpArrow, .keyboardHome]
