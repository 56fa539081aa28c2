/// A file after porting.
public struct PortedFile: Equatable, Sendable {
    public var path: String
    public var text: String
    public var changed: Bool
}

/// What porting a set of files did: the files' new text and the report, in file order then line order.
public struct PortResult: Sendable {
    public var files: [PortedFile]
    public var messages: [PortMessage]

    public var changedFiles: [PortedFile] { files.filter(\.changed) }
    public var warnings: [PortMessage] { messages.filter(\.isWarning) }
    /// The report as printed, one line per rewrite or warning.
    public var report: [String] { messages.map(\.description) }
}

/// Rewrites the constructs that Swift on Linux rejects without the Objective-C runtime, and nothing else.
public enum Porter {
    /// Ports `sources` (path and text of every Swift file of one folder, so that the rewrites can see
    /// classes, protocols and extensions across files). `folder` names that folder in warnings.
    public static func port(_ sources: [(path: String, text: String)], folder: String = ".") -> PortResult {
        let files = sources.sorted { $0.path < $1.path }.map { ParsedFile(path: $0.path, source: $0.text) }
        let index = ProjectIndex(files: files)
        let newOverrides = WitnessRule(index: index).plan()
        for file in files {
            FileRewriter(file: file, index: index).walk(file.tree)
            ApplicationMainRegistration(file: file, index: index).plan()
            OptionalProtocolRewriter(file: file).rewrite()
            ExtensionOverrideMover(file: file, index: index, folder: folder, newOverrides: newOverrides).plan()
            ExtensionOpenMembers(file: file, index: index, newOverrides: newOverrides).plan()
        }
        ExtensionMemberOverrides(index: index).plan()
        var ported: [PortedFile] = []
        var messages: [PortMessage] = []
        for file in files {
            let (text, changed) = file.rewritten()
            ported.append(PortedFile(path: file.path, text: text, changed: changed))
            messages += file.sortedMessages
        }
        return PortResult(files: ported, messages: messages)
    }

    /// Ports one file on its own.
    public static func port(_ text: String, path: String = "File.swift") -> PortResult {
        port([(path: path, text: text)])
    }
}
