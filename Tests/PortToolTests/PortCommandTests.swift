import Foundation
import PortTool
import Testing

@Suite("uikit-port <dir> [--check]")
struct PortCommandTests {
    /// A fresh folder with one file to port and one that needs nothing.
    private func makeFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try "class A {\n    @objc func f() {}\n}\n".write(to: folder.appendingPathComponent("Sub/A.swift"), atomically: true, encoding: .utf8)
        try "let b = 1\n".write(to: folder.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        return folder.path
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test("--check reports, changes nothing and exits 1; a run rewrites in place; then --check exits 0")
    func checkThenPort() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lines: [String] = []
        #expect(PortCommand.run([folder, "--check"]) { lines.append($0) } == 1)
        #expect(lines == ["\(folder)/Sub/A.swift:2: removed @objc"])
        #expect(try read(folder + "/Sub/A.swift") == "class A {\n    @objc func f() {}\n}\n")
        lines = []
        #expect(PortCommand.run([folder + "/"]) { lines.append($0) } == 0)
        #expect(lines == ["\(folder)/Sub/A.swift:2: removed @objc"])
        #expect(try read(folder + "/Sub/A.swift") == "class A {\n    func f() {}\n}\n")
        #expect(try read(folder + "/B.swift") == "let b = 1\n")
        lines = []
        #expect(PortCommand.run(["--check", folder]) { lines.append($0) } == 0)
        #expect(lines.isEmpty)
    }

    @Test("a missing folder or extra arguments print the usage and exit 2")
    func usage() {
        var lines: [String] = []
        #expect(PortCommand.run([]) { lines.append($0) } == 2)
        #expect(PortCommand.run(["/no/such/folder"]) { lines.append($0) } == 2)
        #expect(lines == [PortCommand.usage, "uikit-port: /no/such/folder is not a folder"])
    }
}
