/// One line of the tool's report: a rewrite it made (or would make, with `--check`), or a warning
/// that says what to change by hand.
public struct PortMessage: Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var text: String
    public var isWarning: Bool

    public init(path: String, line: Int, text: String, isWarning: Bool = false) {
        self.path = path
        self.line = line
        self.text = text
        self.isWarning = isWarning
    }

    /// `path:line: text`, or `path:line: warning: text`.
    public var description: String { "\(path):\(line): " + (isWarning ? "warning: " : "") + text }
}
