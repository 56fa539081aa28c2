import Foundation

/// The view a text view draws its text in: as large as the content, under the caret.
final class _UITextViewContentView: UIView {
    weak var _textView: UITextView?

    override func draw(_ rect: CGRect) {
        guard let textView = _textView, let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textView._currentLayout()
        let color = _RGBA(textView._resolvedTextColor.cgColor)
        let origin = textView._textOrigin
        context._withCairo { layout.draw(in: $0, at: origin, color: color) }
    }
}

extension UITextView {
    /// The space iOS's text container leaves at each end of a line (`lineFragmentPadding`, 5 points).
    static let _lineFragmentPadding: CGFloat = 5

    func _configureTextView() {
        _textContentView._textView = self
        _textContentView.isUserInteractionEnabled = false
        _textContentView.isOpaque = false
        _textContentView.backgroundColor = nil
        for view in [_caretDisplay.selectionView, _textContentView, _caretDisplay.caretView] { addSubview(view) }
        if backgroundColor == nil { backgroundColor = .systemBackground }
    }

    /// The text or its look changed: the text is drawn again and the content size follows it (and the
    /// intrinsic size, with scrolling disabled).
    func _textDidChange() {
        _textContentView.setNeedsDisplay()
        _updateContentSize()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    var _textViewIntrinsicSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        _intrinsicWidth = bounds.width
        if bounds.width > 0 { return _sizeThatFits(bounds.size) }
        let text = _TextBridge.layout(_layoutInputs(), width: nil).size
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * UITextView._lineFragmentPadding
        return CGSize(width: (text.width + horizontal).rounded(.up),
                      height: (text.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    var _resolvedTextColor: UIColor { _resolved(_textColor ?? _ControlColors.label) }

    /// Where the first line starts, in content coordinates.
    var _textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + UITextView._lineFragmentPadding, y: textContainerInset.top)
    }

    /// The width lines wrap at for a view `width` points wide.
    func _wrapWidth(forWidth width: CGFloat) -> CGFloat {
        width - textContainerInset.left - textContainerInset.right - 2 * UITextView._lineFragmentPadding
    }

    func _layoutInputs() -> _TextBridge.Inputs {
        _TextBridge.inputs(_textWithLinkAttributes(_underliningMarkedText(_attributedText ?? NSAttributedString(string: ""))),
                           font: _font ?? _TextBridge.defaultFont, color: _resolvedTextColor, alignment: textAlignment,
                           lineBreak: .byWordWrapping)
    }

    /// The text laid out at the view's width.
    func _currentLayout() -> _TextLayout {
        let width = _wrapWidth(forWidth: bounds.width)
        return _TextBridge.layout(_layoutInputs(), width: width > 0 ? width : nil, into: _layoutCache)
    }

    func _sizeThatFits(_ size: CGSize) -> CGSize {
        let width = _wrapWidth(forWidth: size.width)
        let text = _TextBridge.layout(_layoutInputs(), width: width > 0 ? width : nil).size
        return CGSize(width: size.width, height: (text.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// The content is the view's width and the text's height with its insets.
    func _updateContentSize() {
        let text = _currentLayout().size
        let height = (text.height + textContainerInset.top + textContainerInset.bottom).rounded(.up)
        contentSize = CGSize(width: bounds.width, height: height)
        let frame = CGRect(origin: .zero, size: contentSize)
        if _textContentView.frame != frame { _textContentView.frame = frame }
    }

    func _layoutTextView() {
        // The intrinsic height depends on the width: a new width asks Auto Layout again.
        if !isScrollEnabled && bounds.width != _intrinsicWidth { invalidateIntrinsicContentSize() }
        _updateContentSize()
        _layoutCaretAndSelection()
    }

    // MARK: Geometry in content coordinates

    func _caretRect(atOffset offset: Int) -> CGRect {
        let map = _TextIndexMap(_string)
        let caret = _currentLayout().caretRect(atByte: map.byte(offset))
        let origin = _textOrigin
        return CGRect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: _CaretBlink.caretWidth, height: caret.height)
    }

    /// The part of `range` on each line it touches: from its start (or the line's start) to its end (or,
    /// when it runs on past the line, the wrap width's end). An empty range gives its caret's line, 0 wide.
    func _lineRects(for range: NSRange) -> [CGRect] {
        guard range.length > 0 else {
            var caret = _caretRect(atOffset: range.location)
            caret.size.width = 0
            return [caret]
        }
        let layout = _currentLayout()
        let lines = layout.lines
        let map = _TextIndexMap(_string)
        let start = map.byte(range.location), end = map.byte(range.location + range.length)
        let origin = _textOrigin
        let wrapEnd = max(0, _wrapWidth(forWidth: bounds.width))
        var rects: [CGRect] = []
        for (index, line) in lines.enumerated() {
            // A line owns its bytes up to the next line's start: its newline or the space it wrapped at.
            let ownedEnd = index + 1 < lines.count ? lines[index + 1].start : Int.max
            guard line.start < end, ownedEnd > start else { continue }
            let from = max(start, line.start), to = min(end, line.end)
            func x(_ byte: Int) -> CGFloat { byte >= line.end ? line.frame.maxX : layout.caretRect(atByte: byte).minX }
            let minX = x(from), maxX = end > line.end ? wrapEnd : x(to)
            rects.append(CGRect(x: origin.x + minX, y: origin.y + line.frame.minY, width: max(0, maxX - minX),
                                height: line.frame.height))
        }
        return rects
    }

    func _closestOffset(to point: CGPoint) -> Int {
        let origin = _textOrigin
        let hit = _currentLayout().byteIndex(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        let offset = _TextIndexMap(_string).utf16(hit.index)
        guard hit.trailing else { return offset }
        return _TextUnits.characterBoundaries(of: _string).first { $0 > offset } ?? _length
    }

    func _characterRange(at point: CGPoint) -> NSRange? {
        let origin = _textOrigin
        let hit = _currentLayout().byteIndex(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        guard hit.inside else { return nil }
        let offset = _TextIndexMap(_string).utf16(hit.index)
        let boundaries = _TextUnits.characterBoundaries(of: _string)
        guard let end = boundaries.first(where: { $0 > offset }) else { return nil }
        return NSRange(location: offset, length: end - offset)
    }

    /// The offset `lines` lines down (up when negative) at the caret's x; above the first line the start,
    /// below the last the end, as iOS moves.
    func _verticalOffset(from offset: Int, lines: Int) -> Int {
        guard lines != 0 else { return offset }
        let layout = _currentLayout()
        let all = layout.lines
        let byte = _TextIndexMap(_string).byte(offset)
        let current = all.lastIndex { $0.start <= byte } ?? 0
        let target = current + lines
        if target < 0 { return 0 }
        if target >= all.count { return _length }
        let caret = layout.caretRect(atByte: byte)
        let hit = layout.byteIndex(closestTo: CGPoint(x: caret.minX, y: all[target].frame.midY))
        let result = _TextIndexMap(_string).utf16(hit.index)
        guard hit.trailing else { return result }
        return _TextUnits.characterBoundaries(of: _string).first { $0 > result } ?? _length
    }

    // MARK: Scrolling

    func _scrollRangeToVisible(_ range: NSRange) {
        guard range.location >= 0, range.location + range.length <= _length else { return }
        let rects = _lineRects(for: range)
        guard let first = rects.first else { return }
        scrollRectToVisible(rects.dropFirst().reduce(first) { $0.union($1) }, animated: false)
    }

    /// Keeps the caret (the selection's end) in sight; a view that does not scroll grows to show it instead.
    func _scrollToCaret() {
        guard isScrollEnabled else { return }
        scrollRectToVisible(_caretRect(atOffset: _selection.location + _selection.length), animated: false)
    }
}
