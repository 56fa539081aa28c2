import PortTool
import Testing

/// Ports `source` as `File.swift` and checks the exact output text and report lines; then checks that a
/// second run changes nothing and reports nothing but (some of) the same warnings: the tool is idempotent.
func expectPort(_ source: String, _ expected: String, _ report: [String],
                sourceLocation: SourceLocation = #_sourceLocation) {
    let first = Porter.port(source)
    #expect(first.files[0].text == expected, sourceLocation: sourceLocation)
    #expect(first.report == report, sourceLocation: sourceLocation)
    let second = Porter.port(first.files[0].text)
    #expect(second.changedFiles.isEmpty, "a second run changed the text", sourceLocation: sourceLocation)
    #expect(second.report.allSatisfy(first.warnings.map(\.description).contains), sourceLocation: sourceLocation)
}

/// Ports several files together and returns their new text by path, with the report.
func portFiles(_ files: [(String, String)]) -> (texts: [String: String], report: [String]) {
    let result = Porter.port(files.map { (path: $0.0, text: $0.1) })
    return (Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.text) }), result.report)
}
