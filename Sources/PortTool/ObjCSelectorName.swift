/// The Objective-C selector that Swift gives a method, from its base name and argument labels (`_`
/// for an unlabeled argument), as the compiler names `@objc` methods.
///
/// No arguments: `name`. Later arguments add `label:` (or `:`). A first argument adds `:` when
/// unlabeled; a label `x` adds `WithX:`, or `X:` when the label starts with a preposition or the
/// base name ends with one (`move(to:)` is `moveTo:`, `handle(gesture:)` is `handleWithGesture:`).
func objCSelectorName(base: String, labels: [String]) -> String {
    guard let first = labels.first else { return base }
    var name = base
    if first != "_" {
        if !isPreposition(firstWord(of: first)), !isPreposition(lastWord(of: base)) { name += "With" }
        name += first.prefix(1).uppercased() + first.dropFirst()
    }
    name += ":"
    for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
    return name
}

/// The prepositions of Swift's naming heuristics (the compiler's parts-of-speech list).
private let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
    "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
    "since", "to", "until", "using", "via", "when", "with", "within",
]

private func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

/// The camel-case words of an identifier: `scrollViewDidScroll` is scroll, View, Did, Scroll; a run of
/// capitals is one word (`URLFor` is URL, For).
func camelCaseWords(_ identifier: String) -> [String] {
    let characters = Array(identifier)
    var words: [String] = []
    var index = 0
    while index < characters.count {
        if characters[index] == "_" { index += 1; continue }
        var end = index + 1
        if characters[index].isUppercase {
            while end < characters.count, characters[end].isUppercase { end += 1 }
            if end - index > 1 {
                // "URLFor": the capital before a lower-case letter starts the next word.
                if end < characters.count, characters[end].isLowercase { end -= 1 }
                words.append(String(characters[index..<end]))
                index = end
                continue
            }
        }
        while end < characters.count, !characters[end].isUppercase, characters[end] != "_" { end += 1 }
        words.append(String(characters[index..<end]))
        index = end
    }
    return words
}

private func firstWord(of identifier: String) -> String { camelCaseWords(identifier).first ?? "" }
private func lastWord(of identifier: String) -> String { camelCaseWords(identifier).last ?? "" }

/// `f(_:with:)` from a base name and labels.
func swiftName(base: String, labels: [String]) -> String {
    base + "(" + labels.map { $0 + ":" }.joined() + ")"
}
