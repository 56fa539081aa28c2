/// The value a defaulted (formerly optional) requirement returns when nothing implements it: the
/// value that reads as "nothing here" for its type. `nil` for a type the tool does not know.
func neutralValue(forReturnType type: String) -> String? {
    let type = type.filter { !$0.isWhitespace }
    if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
    if type.hasPrefix("[") { return hasTopLevelColon(type) ? "[:]" : "[]" }
    if type.hasPrefix("Array<") || type.hasPrefix("Set<") { return "[]" }
    if type.hasPrefix("Dictionary<") { return "[:]" }
    if type == "Bool" { return "false" }
    if type == "String" { return "\"\"" }
    if numericTypes.contains(type) { return "0" }
    if zeroTypes.contains(type) { return ".zero" }
    return nil
}

private let numericTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Float32", "Float64", "CGFloat", "TimeInterval", "CFTimeInterval",
    "NSInteger", "NSUInteger",
]

private let zeroTypes: Set<String> = [
    "CGSize", "CGPoint", "CGRect", "CGVector", "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset",
]

/// Whether a `[…]` type is a dictionary: a colon inside its outer brackets only.
private func hasTopLevelColon(_ type: String) -> Bool {
    var depth = 0
    for character in type {
        switch character {
        case "[", "(", "<": depth += 1
        case "]", ")", ">": depth -= 1
        case ":" where depth == 1: return true
        default: break
        }
    }
    return false
}
