import SwiftSyntax

/// Where and how to add declarations at the end of a class body, in the body's own indentation.
struct ClassBodyInsertion {
    let destination: Int
    /// The indentation of the body's members.
    let indent: String
    private let braceOnOwnLine: Bool
    private let bodyHasMembers: Bool
    private let closingIndent: String

    init(_ block: MemberBlockSyntax, in file: ParsedFile) {
        let text = file.text
        let brace = block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        closingIndent = text.indentation(ofLineAt: brace)
        braceOnOwnLine = text.startsLine(brace)
        destination = braceOnOwnLine ? text.lineStart(of: brace) : brace
        bodyHasMembers = !block.members.isEmpty
        if let first = block.members.first, text.startsLine(first.positionAfterSkippingLeadingTrivia.utf8Offset) {
            indent = text.indentation(ofLineAt: first.positionAfterSkippingLeadingTrivia.utf8Offset)
        } else {
            indent = text.indentation(ofLineAt: block.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset) + "    "
        }
    }

    /// The text to insert for `lines` (already in the body's indentation, without leading blank lines):
    /// a blank line after existing members, and a line break before an inline closing brace.
    func text(for lines: [String]) -> String {
        let body = lines.joined(separator: "\n")
        if braceOnOwnLine { return (bodyHasMembers ? "\n" : "") + body + "\n" }
        return "\n" + body + "\n" + closingIndent
    }
}

/// `lines` re-indented from `old` to `new` (lines that do not start with `old` are kept as they are),
/// without the blank lines they start with.
func reindented(_ text: String, from old: String, to new: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
    guard old != new else { return lines }
    return lines.map { $0.hasPrefix(old) ? new + $0.dropFirst(old.count) : $0 }
}
