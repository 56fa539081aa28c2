import Foundation

/// A position in a text field: a UTF-16 offset into its text.
final class _UITextFieldPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    override var description: String { MainActor.assumeIsolated { "<_UITextFieldPosition: \(offset)>" } }
}

/// A range of a text field's text, in UTF-16 offsets.
final class _UITextFieldRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { _UITextFieldPosition(range.location) }
    override var end: UITextPosition { _UITextFieldPosition(range.location + range.length) }
    override var description: String {
        MainActor.assumeIsolated { "<_UITextFieldRange: (\(range.location), \(range.length))>" }
    }
}

/// One rectangle of a text field's selection (the field holds one line, so a selection has one).
final class _UITextFieldSelectionRect: UITextSelectionRect {
    let _rect: CGRect
    init(_ rect: CGRect) {
        _rect = rect
        super.init()
    }
    override var rect: CGRect { _rect }
    override var writingDirection: NSWritingDirection { .leftToRight }
    override var containsStart: Bool { true }
    override var containsEnd: Bool { true }
}

extension UITextField {
    /// The caret's width, 2 points.
    static let _caretWidth: CGFloat = 2
    /// The selection highlight: the tint colour at this alpha (ours, from screenshots).
    static let _selectionHighlightAlpha: CGFloat = 0.2

    var _length: Int { (_attributedText?.string ?? "").utf16.count }
    var _string: String { _attributedText?.string ?? "" }

    // MARK: Positions and ranges

    static func _offset(_ position: UITextPosition) -> Int? { (position as? _UITextFieldPosition)?.offset }
    static func _range(_ range: UITextRange) -> NSRange? { (range as? _UITextFieldRange)?.range }

    /// `range` if it lies inside the text.
    func _validRange(_ range: UITextRange) -> NSRange? {
        guard let range = UITextField._range(range), range.location >= 0, range.length >= 0,
              range.location + range.length <= _length else { return nil }
        return range
    }

    func _textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let a = UITextField._offset(from), let b = UITextField._offset(to) else { return nil }
        return _UITextFieldRange(NSRange(location: min(a, b), length: abs(a - b)))
    }

    func _position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = UITextField._offset(position) else { return nil }
        let target = start + offset
        return (0 ... _length).contains(target) ? _UITextFieldPosition(target) : nil
    }

    /// Moving by characters (composed character sequences) right or left; up and down reach the start
    /// and the end of the one line.
    func _position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = UITextField._offset(position), (0 ... _length).contains(start) else { return nil }
        switch direction {
        case .up: return _UITextFieldPosition(0)
        case .down: return _UITextFieldPosition(_length)
        case .right, .left:
            let steps = direction == .right ? offset : -offset
            let boundaries = _TextUnits.characterBoundaries(of: _string)
            let index = boundaries.firstIndex { $0 >= start } ?? boundaries.count - 1
            let target = index + steps
            return boundaries.indices.contains(target) ? _UITextFieldPosition(boundaries[target]) : nil
        }
    }

    func _compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        let x = UITextField._offset(a) ?? 0, y = UITextField._offset(b) ?? 0
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    func _offset(from: UITextPosition, to: UITextPosition) -> Int {
        (UITextField._offset(to) ?? 0) - (UITextField._offset(from) ?? 0)
    }

    func _position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = _validRange(range) else { return nil }
        switch direction {
        case .left, .up: return _UITextFieldPosition(range.location)
        case .right, .down: return _UITextFieldPosition(range.location + range.length)
        }
    }

    func _characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let other = _position(from: position, in: direction, offset: 1) ?? (UITextField._offset(position).map {
            _UITextFieldPosition($0) }) else { return nil }
        return _textRange(from: position, to: other)
    }

    func _text(in range: UITextRange) -> String? {
        guard let range = _validRange(range) else { return nil }
        return (_string as NSString).substring(with: range)
    }

    // MARK: Selection and marked text

    var _selectedTextRange: UITextRange? { _isEditing ? _UITextFieldRange(_selection) : nil }
    var _markedTextRange: UITextRange? { _markedRange.map { _UITextFieldRange($0) } }

    /// Sets the selection from outside the text input system (the app, or a tap): the input delegate hears
    /// about it, then the field's delegate (`textFieldDidChangeSelection(_:)`). Only while editing.
    func _setSelectedTextRange(_ range: UITextRange?) {
        guard _isEditing, let range, let new = _validRange(range) else { return }
        _moveSelection(to: new, tellingInputDelegate: true)
    }

    func _moveSelection(to new: NSRange, tellingInputDelegate: Bool) {
        guard new != _selection else { return }
        if tellingInputDelegate { inputDelegate?.selectionWillChange(self) }
        _selection = new
        setNeedsLayout()
        if tellingInputDelegate { inputDelegate?.selectionDidChange(self) }
        delegate?.textFieldDidChangeSelection(self)
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
        setNeedsLayout()
    }

    // MARK: Editing

    /// Replaces `range` by `string`, asking the delegate's `shouldChangeCharactersIn` first when the user
    /// made the change. Then the selection moves to `selection` (the caret after the new text by default),
    /// the marked range becomes `marked`, and the field sends `textFieldDidChangeSelection(_:)` (when the
    /// selection moved), `.editingChanged` and `textDidChangeNotification`. Returns whether it changed.
    @discardableResult
    func _replaceCharacters(in range: NSRange, with string: String, askingDelegate: Bool,
                            selection: NSRange? = nil, marked: NSRange? = nil) -> Bool {
        let current = _string as NSString
        guard range.location >= 0, range.length >= 0, range.location + range.length <= current.length else { return false }
        if askingDelegate, let delegate,
           !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) { return false }
        _attributedText = NSAttributedString(string: current.replacingCharacters(in: range, with: string))
        _markedRange = marked
        _textDidChange()
        let caret = NSRange(location: range.location + (string as NSString).length, length: 0)
        let oldSelection = _selection
        _selection = selection ?? caret
        if _selection != oldSelection { delegate?.textFieldDidChangeSelection(self) }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        return true
    }

    func _replace(_ range: UITextRange, withText text: String) {
        guard let range = _validRange(range) else { return }
        _replaceCharacters(in: range, with: text, askingDelegate: false)
    }

    /// The text was set by the app: the caret goes to the end, marked text is dropped, and the input
    /// delegate hears about it.
    func _textWasSet() {
        inputDelegate?.textWillChange(self)
        _markedRange = nil
        let old = _selection
        _selection = NSRange(location: _length, length: 0)
        _textDidChange()
        inputDelegate?.textDidChange(self)
        if _isEditing && old != _selection { delegate?.textFieldDidChangeSelection(self) }
    }

    // MARK: Geometry

    /// Where the text's line sits: its left edge, top, height and the drawn text's width, in the
    /// field's coordinates (the text label centres the line vertically and aligns it across the rect).
    var _lineGeometry: (x: CGFloat, y: CGFloat, height: CGFloat) {
        let rect = _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let shown = _displayedText ?? NSAttributedString(string: "")
        let size = _TextBridge.layout(_TextBridge.inputs(shown.length > 0 ? shown : NSAttributedString(string: " "), font: _font),
                                      width: nil).size
        let width = shown.length > 0 ? min(size.width, rect.width) : 0
        let height = min(size.height, rect.height)
        let x: CGFloat = switch textAlignment {
        case .center: rect.minX + (rect.width - width) / 2
        case .right: rect.maxX - width
        default: rect.minX
        }
        return (x, rect.minY + (rect.height - height) / 2, height)
    }

    /// The width of the drawn text before `offset` (dots for secure entry).
    func _prefixWidth(_ offset: Int) -> CGFloat {
        guard offset > 0, let text = _attributedText else { return 0 }
        let prefix: NSAttributedString
        if isSecureTextEntry {
            let count = (text.string as NSString).substring(to: min(offset, text.length)).count
            prefix = NSAttributedString(string: String(repeating: "•", count: count))
        } else {
            prefix = text.attributedSubstring(from: NSRange(location: 0, length: min(offset, text.length)))
        }
        return _TextBridge.layout(_TextBridge.inputs(prefix, font: _font), width: nil).size.width
    }

    func _caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = UITextField._offset(position) else { return .zero }
        let line = _lineGeometry
        return CGRect(x: line.x + _prefixWidth(min(max(offset, 0), _length)), y: line.y,
                      width: UITextField._caretWidth, height: line.height)
    }

    func _firstRect(for range: UITextRange) -> CGRect {
        guard let range = _validRange(range) else { return .null }
        let line = _lineGeometry
        let start = line.x + _prefixWidth(range.location), end = line.x + _prefixWidth(range.location + range.length)
        return CGRect(x: start, y: line.y, width: end - start, height: line.height)
    }

    func _selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard _validRange(range) != nil else { return [] }
        return [_UITextFieldSelectionRect(_firstRect(for: range))]
    }

    /// The character boundary whose x is nearest to `point.x` among `boundaries` (sorted), by bisection:
    /// the text's width grows with each character.
    func _closestOffset(toX x: CGFloat, among boundaries: [Int]) -> Int? {
        guard let first = boundaries.first else { return nil }
        let origin = _lineGeometry.x
        var low = 0, high = boundaries.count - 1
        if x <= origin + _prefixWidth(first) { return first }
        while low < high {
            let mid = (low + high) / 2
            if origin + _prefixWidth(boundaries[mid]) < x { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return boundaries[low] }
        let after = origin + _prefixWidth(boundaries[low]), before = origin + _prefixWidth(boundaries[low - 1])
        return x - before <= after - x ? boundaries[low - 1] : boundaries[low]
    }

    func _closestPosition(to point: CGPoint) -> UITextPosition? {
        _closestOffset(toX: point.x, among: _TextUnits.characterBoundaries(of: _string)).map { _UITextFieldPosition($0) }
    }

    func _closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = _validRange(range) else { return nil }
        let boundaries = _TextUnits.characterBoundaries(of: _string).filter { $0 >= range.location && $0 <= range.location + range.length }
        return _closestOffset(toX: point.x, among: boundaries).map { _UITextFieldPosition($0) }
    }

    /// The character whose drawn span holds `point.x`; nil left of the text, right of it, or with no text.
    func _characterRange(at point: CGPoint) -> UITextRange? {
        let boundaries = _TextUnits.characterBoundaries(of: _string)
        let origin = _lineGeometry.x
        guard boundaries.count > 1, point.x >= origin, point.x < origin + _prefixWidth(_length) else { return nil }
        var low = 0, high = boundaries.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if origin + _prefixWidth(boundaries[mid]) <= point.x { low = mid } else { high = mid }
        }
        return _UITextFieldRange(NSRange(location: boundaries[low], length: boundaries[high] - boundaries[low]))
    }

    // MARK: Caret and selection drawing

    /// Shows the caret (a 2-point bar in the tint colour at `caretRect`) for an empty selection, or the
    /// selection highlight behind the text, while the field is first responder.
    func _layoutCaretAndSelection() {
        let editing = _isEditing && isFirstResponder
        let showsCaret = editing && _selection.length == 0
        let showsSelection = editing && _selection.length > 0
        _caretView.isHidden = !showsCaret
        _selectionView.isHidden = !showsSelection
        guard editing else { return }
        let tint = _resolved(tintColor)
        if showsCaret {
            _caretView.frame = _caretRect(for: _UITextFieldPosition(_selection.location))
            if !(_caretView.backgroundColor?.isEqual(tint) ?? false) { _caretView.backgroundColor = tint }
        } else {
            _selectionView.frame = _firstRect(for: _UITextFieldRange(_selection))
            let highlight = tint.withAlphaComponent(UITextField._selectionHighlightAlpha)
            if !(_selectionView.backgroundColor?.isEqual(highlight) ?? false) { _selectionView.backgroundColor = highlight }
        }
    }

    /// The keys that move the caret while the field edits.
    static let _caretKeys: Set<UIKeyboardHIDUsage> = [.keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow,
                                                      .keyboardDownArrow, .keyboardHome, .keyboardEnd]

    func _handlesCaretKeys(_ presses: Set<UIPress>) -> Bool {
        _isEditing && !presses.isEmpty && presses.allSatisfy { press in press.key.map { UITextField._caretKeys.contains($0.keyCode) } ?? false }
    }

    /// Left and right move one character (collapsing a selection to its start or end first); up, Home,
    /// down and End go to the start or end of the line. With Shift, left and up/Home move the
    /// selection's start, right and down/End its end (ours: no anchor is kept).
    func _moveCaret(for presses: Set<UIPress>) {
        for press in presses {
            guard let key = press.key else { continue }
            let boundaries = _TextUnits.characterBoundaries(of: _string)
            let start = _selection.location, end = _selection.location + _selection.length
            let extending = key.modifierFlags.contains(.shift)
            var newStart = start, newEnd = end
            switch key.keyCode {
            case .keyboardLeftArrow:
                let target = (extending || start == end) ? (boundaries.last { $0 < start } ?? 0) : start
                newStart = target
                if !extending { newEnd = target }
            case .keyboardRightArrow:
                let target = (extending || start == end) ? (boundaries.first { $0 > end } ?? _length) : end
                newEnd = target
                if !extending { newStart = target }
            case .keyboardUpArrow, .keyboardHome:
                newStart = 0
                if !extending { newEnd = 0 }
            default:
                newEnd = _length
                if !extending { newStart = _length }
            }
            _markedRange = nil
            _moveSelection(to: NSRange(location: newStart, length: newEnd - newStart), tellingInputDelegate: true)
        }
    }

    /// A tap inside the field while it edits (or the tap that began editing) puts the caret at the
    /// closest character boundary.
    func _placeCaret(at point: CGPoint) {
        guard _isEditing, let position = _closestPosition(to: point) as? _UITextFieldPosition else { return }
        _markedRange = nil
        _moveSelection(to: NSRange(location: position.offset, length: 0), tellingInputDelegate: true)
    }
}
