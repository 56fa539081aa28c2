/// A file's text as UTF-8 bytes, with the line arithmetic the rewrites need. Offsets are the UTF-8
/// offsets that SwiftSyntax positions carry.
struct SourceText {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    var count: Int { bytes.count }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The 1-based line of `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func lineStart(of offset: Int) -> Int { lineStarts[line(of: offset) - 1] }

    /// The offset of the newline that ends the line holding `offset` (or the end of the text).
    func lineEnd(of offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    func isBlank(_ range: Range<Int>) -> Bool {
        range.allSatisfy { bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\t") || bytes[$0] == UInt8(ascii: "\r") }
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return string(start..<end)
    }

    /// `offset` moved past the spaces and tabs that follow it on its line.
    func skippingSpaces(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return end
    }

    /// Whether only whitespace precedes `offset` on its line.
    func startsLine(_ offset: Int) -> Bool { isBlank(lineStart(of: offset)..<offset) }
}
