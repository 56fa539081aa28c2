import Foundation

/// The tokenizer UIKit gives plain-text documents: it finds characters (composed character sequences),
/// words (runs of letters, digits and marks), sentences, paragraphs and lines (text between newlines; a
/// line is a paragraph, as in a one-line field) and the document, in the text of a `UITextInput`.
///
/// A boundary "in a direction" is where a unit ends when moving that way: the end of a word going
/// forward, its start going backward. Right and down read as forward, left and up as backward.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var _input: UIResponder?

    /// Creates a tokenizer for `textInput`, which it does not retain.
    public init(textInput: UIResponder & UITextInput) {
        _input = textInput
        super.init()
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (input, text, offset) = _resolve(position) else { return nil }
        let units = _TextUnits.units(of: text, granularity)
        let forward = _TextUnits.isForward(direction)
        guard let unit = units.first(where: { forward ? $0.lowerBound <= offset && offset < $0.upperBound
                                                      : $0.lowerBound < offset && offset <= $0.upperBound }) else { return nil }
        return _range(input, unit)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (_, text, offset) = _resolve(position) else { return false }
        let units = _TextUnits.units(of: text, granularity)
        let forward = _TextUnits.isForward(direction)
        return units.contains { forward ? $0.upperBound == offset : $0.lowerBound == offset }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (input, text, offset) = _resolve(position) else { return nil }
        let units = _TextUnits.units(of: text, granularity)
        let target: Int?
        if _TextUnits.isForward(direction) {
            target = units.map(\.upperBound).first { $0 > offset }
        } else {
            target = units.map(\.lowerBound).last { $0 < offset }
        }
        guard let target else { return nil }
        return input.position(from: input.beginningOfDocument, offset: target)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (_, text, offset) = _resolve(position) else { return false }
        let units = _TextUnits.units(of: text, granularity)
        let forward = _TextUnits.isForward(direction)
        return units.contains { forward ? $0.lowerBound <= offset && offset < $0.upperBound
                                        : $0.lowerBound < offset && offset <= $0.upperBound }
    }

    /// The document, its whole text and the UTF-16 offset of `position` in it.
    private func _resolve(_ position: UITextPosition) -> ((any UITextInput), String, Int)? {
        guard let input = _input as? any UITextInput,
              let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
              let text = input.text(in: whole) else { return nil }
        return (input, text, input.offset(from: input.beginningOfDocument, to: position))
    }

    private func _range(_ input: any UITextInput, _ unit: Range<Int>) -> UITextRange? {
        guard let start = input.position(from: input.beginningOfDocument, offset: unit.lowerBound),
              let end = input.position(from: input.beginningOfDocument, offset: unit.upperBound) else { return nil }
        return input.textRange(from: start, to: end)
    }
}

/// The units of plain text, as UTF-16 offset ranges in order.
enum _TextUnits {
    static func isForward(_ direction: UITextDirection) -> Bool {
        switch direction.rawValue {
        case UITextStorageDirection.backward.rawValue, UITextLayoutDirection.left.rawValue, UITextLayoutDirection.up.rawValue: false
        default: true
        }
    }

    /// The UTF-16 offset of every grapheme boundary, 0 and the length included.
    static func characterBoundaries(of text: String) -> [Int] {
        var boundaries = [0]
        var offset = 0
        for character in text {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        return boundaries
    }

    static func units(of text: String, _ granularity: UITextGranularity) -> [Range<Int>] {
        let length = text.utf16.count
        switch granularity {
        case .character:
            let boundaries = characterBoundaries(of: text)
            return zip(boundaries, boundaries.dropFirst()).map { $0 ..< $1 }
        case .document:
            return length > 0 ? [0 ..< length] : []
        case .word:
            return runs(of: text) { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "'" }
        case .sentence, .paragraph, .line:
            let breaks: (Character) -> Bool = granularity == .sentence
                ? { $0.isNewline || $0 == "." || $0 == "!" || $0 == "?" } : { $0.isNewline }
            return runs(of: text) { !breaks($0) }
        }
    }

    /// The maximal runs of characters that satisfy `isMember`.
    private static func runs(of text: String, _ isMember: (Character) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        var offset = 0
        for character in text {
            let next = offset + character.utf16.count
            if isMember(character) {
                if start == nil { start = offset }
            } else if let begin = start {
                result.append(begin ..< offset)
                start = nil
            }
            offset = next
        }
        if let begin = start { result.append(begin ..< offset) }
        return result
    }
}
