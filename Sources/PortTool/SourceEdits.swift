/// The edits planned for one file, applied to its original text in one pass. Every edit names a byte
/// range of the original text, so an edit never reformats anything outside its range.
struct SourceEdits {
    enum Kind {
        /// Deletes the range; a line left holding only whitespace is deleted whole.
        case remove
        case replace(String)
        /// Keeps the range (with the edits inside it) between `prefix` and `suffix`.
        case wrap(prefix: String, suffix: String)
        /// Inserts text at `start` (`end == start`).
        case insert(String)
        /// Deletes the range and inserts its rewritten text, passed through `format`, at `destination`.
        case move(destination: Int, format: (String) -> String)
    }

    struct Edit {
        var start: Int
        var end: Int
        var kind: Kind
        var order: Int
        var isInsertion: Bool { if case .insert = kind { return true } else { return false } }
    }

    private(set) var edits: [Edit] = []

    var isEmpty: Bool { edits.isEmpty }

    mutating func add(_ range: Range<Int>, _ kind: Kind) {
        edits.append(Edit(start: range.lowerBound, end: range.upperBound, kind: kind, order: edits.count))
    }

    mutating func insert(_ text: String, at offset: Int) { add(offset..<offset, .insert(text)) }

    /// Whether an edit already covers `range` (used to avoid planning two rewrites of one construct).
    func covers(_ range: Range<Int>) -> Bool {
        edits.contains { !$0.isInsertion && $0.start <= range.lowerBound && range.upperBound <= $0.end }
    }

    /// The rewritten text. Edits that overlap an earlier edit without nesting inside it are dropped and
    /// returned as conflicts (their start offsets).
    func apply(to text: SourceText) -> (text: String, conflicts: [Int]) {
        var all = Self.wholeLineRemovals(edits, in: text)
        // Moves first: their text is rendered with the edits nested inside them.
        var conflicts: [Int] = []
        let moves = all.filter { if case .move = $0.kind { return true } else { return false } }
        for move in moves {
            guard case .move(let destination, let format) = move.kind else { continue }
            let inner = Self.sorted(all.filter { Self.nests($0, in: move) })
            let rendered = Self.render(move.start..<move.end, inner, text, &conflicts)
            all.removeAll { $0.order == move.order }
            all.append(Edit(start: move.start, end: move.end, kind: .remove, order: move.order))
            all.append(Edit(start: destination, end: destination, kind: .insert(format(rendered)), order: move.order))
        }
        return (Self.render(0..<text.count, Self.sorted(all), text, &conflicts), conflicts)
    }

    private static func sorted(_ edits: [Edit]) -> [Edit] {
        edits.sorted { a, b in
            if a.start != b.start { return a.start < b.start }
            if a.isInsertion != b.isInsertion { return a.isInsertion }
            if a.end != b.end { return a.end > b.end }
            return a.order < b.order
        }
    }

    private static func nests(_ inner: Edit, in outer: Edit) -> Bool {
        guard inner.order != outer.order || inner.start != outer.start || inner.end != outer.end else { return false }
        if inner.isInsertion { return outer.start < inner.start && inner.start < outer.end }
        return outer.start <= inner.start && inner.end <= outer.end && (inner.start, inner.end) != (outer.start, outer.end)
    }

    private static func render(_ range: Range<Int>, _ edits: [Edit], _ text: SourceText, _ conflicts: inout [Int]) -> String {
        var output = ""
        var cursor = range.lowerBound
        var index = 0
        while index < edits.count {
            let edit = edits[index]
            index += 1
            if edit.start < cursor {
                conflicts.append(edit.start)
                continue
            }
            output += text.string(cursor..<edit.start)
            var children: [Edit] = []
            while index < edits.count, nests(edits[index], in: edit) {
                children.append(edits[index])
                index += 1
            }
            switch edit.kind {
            case .remove, .move: break
            case .replace(let replacement): output += replacement
            case .insert(let inserted): output += inserted
            case .wrap(let prefix, let suffix):
                output += prefix + render(edit.start..<edit.end, children, text, &conflicts) + suffix
            }
            cursor = edit.end
        }
        output += text.string(cursor..<range.upperBound)
        return output
    }

    /// Widens removals that leave a line holding only whitespace to the whole line, and a removal of
    /// whole lines that sits between a blank line and a blank line (or the end) to the blank line before it.
    private static func wholeLineRemovals(_ edits: [Edit], in text: SourceText) -> [Edit] {
        let isRemoval: (Edit) -> Bool = { if case .remove = $0.kind { return true } else { return false } }
        var result = edits.filter { !isRemoval($0) }
        var group: [Edit] = []
        func lastLine(_ edit: Edit) -> Int { text.line(of: max(edit.end - 1, edit.start)) }
        func flush() {
            defer { group = [] }
            guard let first = group.first, let last = group.last else { return }
            let lineStart = text.lineStart(of: first.start)
            let lineEnd = text.lineEnd(of: max(last.end - 1, last.start))
            var blank = text.isBlank(lineStart..<first.start) && text.isBlank(min(last.end, lineEnd)..<lineEnd)
            for (a, b) in zip(group, group.dropFirst()) { blank = blank && text.isBlank(a.end..<b.start) }
            guard blank else { return result.append(contentsOf: group) }
            var start = lineStart
            let end = min(lineEnd + 1, text.count)
            if group.count == 1, text.line(of: first.start) != lastLine(last), lineStart > 0 {
                let previousStart = text.lineStart(of: lineStart - 1)
                if text.isBlank(previousStart..<(lineStart - 1)), end >= text.count || text.isBlank(end..<text.lineEnd(of: end)) {
                    start = previousStart
                }
            }
            result.append(Edit(start: start, end: end, kind: .remove, order: first.order))
        }
        for removal in sorted(edits.filter(isRemoval)) {
            if let last = group.last, removal.start < last.end || text.line(of: removal.start) > lastLine(last) { flush() }
            group.append(removal)
        }
        flush()
        return result
    }
}
