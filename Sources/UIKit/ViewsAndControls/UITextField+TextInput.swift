import Foundation

extension UITextField {
    var _selectedTextRange: UITextRange? { _isEditing ? _UITextOffsetRange(_selection) : nil }

    // MARK: The shared engine's hooks (Text/_TextEditing.swift)

    var _acceptsSelection: Bool { _isEditing }
    var _caretView: UIView { _caretDisplay.caretView }
    var _selectionView: UIView { _caretDisplay.selectionView }

    func _delegateAllowsChange(in range: NSRange, replacementText text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    func _notifySelectionChange() { delegate?.textFieldDidChangeSelection(self) }

    /// `.editingChanged`, then `textDidChangeNotification`.
    func _notifyTextChange() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The field holds one line: up reaches its start, down its end.
    func _verticalOffset(from offset: Int, lines: Int) -> Int { lines < 0 ? 0 : lines > 0 ? _length : offset }

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
        guard let offset = _textOffset(position) else { return .zero }
        let line = _lineGeometry
        return CGRect(x: line.x + _prefixWidth(min(max(offset, 0), _length)), y: line.y,
                      width: _CaretBlink.caretWidth, height: line.height)
    }

    func _firstRect(for range: UITextRange) -> CGRect {
        guard let range = _validRange(range) else { return .null }
        let line = _lineGeometry
        let start = line.x + _prefixWidth(range.location), end = line.x + _prefixWidth(range.location + range.length)
        return CGRect(x: start, y: line.y, width: end - start, height: line.height)
    }

    func _selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard _validRange(range) != nil else { return [] }
        return [_UITextOffsetSelectionRect(_firstRect(for: range))]
    }

    /// The character boundary whose x is nearest to `point.x` among `boundaries` (sorted), by bisection:
    /// the text's width grows with each character.
    func _closestOffset(toX x: CGFloat, among boundaries: [Int]) -> Int? {
        guard let first = boundaries.first else { return nil }
        let origin = _lineGeometry.x
        if x <= origin + _prefixWidth(first) { return first }
        let low = _partitionIndex(boundaries.count - 1) { origin + _prefixWidth(boundaries[$0]) >= x }
        guard low > 0 else { return boundaries[low] }
        let after = origin + _prefixWidth(boundaries[low]), before = origin + _prefixWidth(boundaries[low - 1])
        return x - before <= after - x ? boundaries[low - 1] : boundaries[low]
    }

    func _closestPosition(to point: CGPoint) -> UITextPosition? {
        _closestOffset(toX: point.x, among: _TextUnits.characterBoundaries(of: _string)).map { _UITextOffsetPosition($0) }
    }

    func _closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = _validRange(range) else { return nil }
        let boundaries = _TextUnits.characterBoundaries(of: _string).filter { $0 >= range.location && $0 <= range.location + range.length }
        return _closestOffset(toX: point.x, among: boundaries).map { _UITextOffsetPosition($0) }
    }

    /// The character whose drawn span holds `point.x`; nil left of the text, right of it, or with no text.
    func _characterRange(at point: CGPoint) -> UITextRange? {
        let boundaries = _TextUnits.characterBoundaries(of: _string)
        let origin = _lineGeometry.x
        guard boundaries.count > 1, point.x >= origin, point.x < origin + _prefixWidth(_length) else { return nil }
        // The first boundary right of the point; the first (at the origin) never is, the last (the end) always is.
        let high = _partitionIndex(boundaries.count) { origin + _prefixWidth(boundaries[$0]) > point.x }, low = high - 1
        return _UITextOffsetRange(NSRange(location: boundaries[low], length: boundaries[high] - boundaries[low]))
    }
}
