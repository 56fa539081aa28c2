import Foundation

/// A position in a UIKit text document (a text field or a text view): a UTF-16 offset into its text.
final class _UITextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }
    override var description: String { MainActor.assumeIsolated { "<_UITextOffsetPosition: \(offset)>" } }
}

/// A range of a UIKit text document, in UTF-16 offsets.
final class _UITextOffsetRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) {
        self.range = range
        super.init()
    }
    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { _UITextOffsetPosition(range.location) }
    override var end: UITextPosition { _UITextOffsetPosition(range.location + range.length) }
    override var description: String {
        MainActor.assumeIsolated { "<_UITextOffsetRange: (\(range.location), \(range.length))>" }
    }
}

/// One rectangle of a selection: the part of it on one line.
final class _UITextOffsetSelectionRect: UITextSelectionRect {
    let _rect: CGRect
    let _containsStart: Bool
    let _containsEnd: Bool
    init(_ rect: CGRect, containsStart: Bool = true, containsEnd: Bool = true) {
        _rect = rect
        _containsStart = containsStart
        _containsEnd = containsEnd
        super.init()
    }
    override var rect: CGRect { _rect }
    override var writingDirection: NSWritingDirection { .leftToRight }
    override var containsStart: Bool { _containsStart }
    override var containsEnd: Bool { _containsEnd }
}

/// The offset a position of ours holds; nil for another document's position.
@MainActor func _textOffset(_ position: UITextPosition) -> Int? { (position as? _UITextOffsetPosition)?.offset }
/// The range a range of ours holds; nil for another document's range.
@MainActor func _textNSRange(_ range: UITextRange) -> NSRange? { (range as? _UITextOffsetRange)?.range }

/// UTF-16 offsets to and from the UTF-8 byte offsets Pango lays out by, for one text.
struct _TextIndexMap {
    /// The UTF-8 offset of each UTF-16 offset, and of the end.
    let utf8: [Int]
    @MainActor init(_ text: String) { utf8 = _TextBridge.utf8Offsets(text) }
    /// The UTF-8 offset of `utf16` (clamped to the text).
    func byte(_ utf16: Int) -> Int { utf8[min(max(utf16, 0), utf8.count - 1)] }
    /// The first UTF-16 offset at or after `byte`, by bisection.
    func utf16(_ byte: Int) -> Int { _partitionIndex(utf8.count - 1) { utf8[$0] >= byte } }
}
