import Foundation

/// `uikit-port <dir> [--check]`: ports every `.swift` file under `<dir>` in place (or, with `--check`,
/// only reports), printing one line per rewrite and per warning.
public enum PortCommand {
    public static let usage = "usage: uikit-port <dir> [--check]"

    /// Runs the tool; returns the exit status: 0, or 1 when `--check` finds something to rewrite, or 2
    /// for a usage or file error.
    public static func run(_ arguments: [String], print: (String) -> Void = { Swift.print($0) }) -> Int32 {
        let check = arguments.contains("--check")
        let folders = arguments.filter { $0 != "--check" }
        guard folders.count == 1, let folder = folders.first, !folder.hasPrefix("-") else {
            print(usage)
            return 2
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            print("uikit-port: \(folder) is not a folder")
            return 2
        }
        let root = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var sources: [(path: String, text: String)] = []
        for relative in swiftFiles(under: root) {
            let path = root + "/" + relative
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                print("uikit-port: cannot read \(path) as UTF-8")
                return 2
            }
            sources.append((path, text))
        }
        let result = Porter.port(sources, folder: root)
        result.report.forEach(print)
        if check { return result.changedFiles.isEmpty ? 0 : 1 }
        for file in result.changedFiles {
            do { try file.text.write(toFile: file.path, atomically: true, encoding: .utf8) } catch {
                print("uikit-port: cannot write \(file.path): \(error)")
                return 2
            }
        }
        return 0
    }

    /// The `.swift` files under `root`, relative to it, sorted; build folders and hidden folders skipped.
    static func swiftFiles(under root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "Package.swift" && !relative.contains("/") {
                if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { enumerator.skipDescendants() }
                continue
            }
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted()
    }
}
