import SwiftParser
import SwiftSyntax

/// One Swift file under the ported folder: its original text and tree, the edits planned for it and
/// the report lines about it.
final class ParsedFile {
    let path: String
    let text: SourceText
    let tree: SourceFileSyntax
    var edits = SourceEdits()
    /// Report lines with the offset they are about, for ordering.
    private var messages: [(offset: Int, message: PortMessage)] = []

    init(path: String, source: String) {
        self.path = path
        text = SourceText(source)
        tree = Parser.parse(source: source)
    }

    func line(_ node: some SyntaxProtocol) -> Int { text.line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset) }

    func report(_ node: some SyntaxProtocol, _ message: String) { add(node.positionAfterSkippingLeadingTrivia.utf8Offset, message, warning: false) }
    func warn(_ node: some SyntaxProtocol, _ message: String) { add(node.positionAfterSkippingLeadingTrivia.utf8Offset, message, warning: true) }

    private func add(_ offset: Int, _ message: String, warning: Bool) {
        messages.append((offset, PortMessage(path: path, line: text.line(of: offset), text: message, isWarning: warning)))
    }

    /// The trimmed range of a node: its tokens without their leading and trailing trivia.
    func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// A node's trimmed range with the spaces that follow it on its line, for removing an attribute or
    /// a modifier so that the next token takes its place.
    func rangeWithFollowingSpaces(_ node: some SyntaxProtocol) -> Range<Int> {
        let range = range(node)
        return range.lowerBound..<text.skippingSpaces(from: range.upperBound)
    }

    /// The whole lines a declaration occupies, with the comment lines (and blank lines) of its leading
    /// trivia: from the start of the line after the newline that ends the previous token, through the
    /// newline that ends its last line.
    func blockRange(_ node: some SyntaxProtocol) -> Range<Int> {
        var start = node.position.utf8Offset
        let trimmedStart = node.positionAfterSkippingLeadingTrivia.utf8Offset
        if let newline = text.bytes[start..<trimmedStart].firstIndex(of: UInt8(ascii: "\n")) { start = newline + 1 }
        else { start = text.lineStart(of: trimmedStart) }
        let end = min(text.lineEnd(of: node.endPositionBeforeTrailingTrivia.utf8Offset) + 1, text.count)
        return start..<end
    }

    /// The rewritten text and whether it differs from the original.
    func rewritten() -> (text: String, changed: Bool) {
        guard !edits.isEmpty else { return (text.string(0..<text.count), false) }
        let (output, conflicts) = edits.apply(to: text)
        for offset in conflicts { add(offset, "two rewrites overlap here; the second was not made", warning: true) }
        return (output, output != text.string(0..<text.count))
    }

    var sortedMessages: [PortMessage] {
        messages.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element.message)
    }
}
