import Foundation

/// An Xvfb server on a free display number, started for one test and stopped after it, and the
/// window-test app running on it with its standard output collected line by line.
final class XvfbSession: @unchecked Sendable {
    static let xvfbPath = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let xdotoolPath = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let importPath = ["/usr/bin/import", "/usr/local/bin/import"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Whether the end-to-end tests can run here.
    static var isAvailable: Bool { xvfbPath != nil && xdotoolPath != nil && importPath != nil && appPath != nil }
    /// Whether xwininfo (x11-utils) is here too: the focus test needs the root window's id.
    static var hasXwininfo: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xwininfo") }
    /// The message of a skipped test.
    static let missingMessage = "Xvfb, xdotool or ImageMagick's import is missing (install xvfb, xdotool and imagemagick; `make test` does), or uikit-window-test-app is not built"

    /// The app binary: `PORTABLEUIKIT_WINDOW_TEST_APP` when set (`make bench-window` points it at a
    /// release build), else beside the test bundle in the build folder.
    static var appPath: String? {
        if let path = ProcessInfo.processInfo.environment["PORTABLEUIKIT_WINDOW_TEST_APP"] {
            return FileManager.default.isExecutableFile(atPath: path) ? path : nil
        }
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("uikit-window-test-app").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let display: String
    let folder: URL
    private let server = Process()
    private var app: Process?
    private let lock = NSLock()
    private var lines: [String] = []
    private var partial = ""

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var number = 90 + Int(getpid() % 50)
        while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            number += 1
        }
        display = ":\(number)"
        server.executableURL = URL(fileURLWithPath: XvfbSession.xvfbPath!)
        server.arguments = [display, "-screen", "0", "640x800x24", "-nolisten", "tcp"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
            guard Date() < deadline, server.isRunning else { throw SessionError("Xvfb \(display) did not start") }
            usleep(20_000)
        }
    }

    struct SessionError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    var framePath: String { folder.appendingPathComponent("frame.png").path }
    var screenshotPath: String { folder.appendingPathComponent("screen.png").path }
    var statsPath: String { folder.appendingPathComponent("stats.json").path }
    var appPID: Int32 { app?.processIdentifier ?? 0 }

    /// Starts the app at `screen` points (`PORTABLEUIKIT_SCREEN`).
    func launchApp(screen: String = "320x480@1", arguments: [String] = []) throws {
        let app = Process()
        app.executableURL = URL(fileURLWithPath: XvfbSession.appPath!)
        app.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["PORTABLEUIKIT_SCREEN"] = screen
        environment["PORTABLEUIKIT_FRAME_DUMP"] = framePath
        environment["PORTABLEUIKIT_HOST_STATS"] = statsPath
        environment["SDL_RENDER_DRIVER"] = "software"
        environment.removeValue(forKey: "PORTABLEUIKIT_HEADLESS")
        app.environment = environment
        let pipe = Pipe()
        app.standardOutput = pipe
        app.standardError = FileHandle.standardError
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.partial += String(decoding: data, as: UTF8.self)
            while let newline = self.partial.firstIndex(of: "\n") {
                self.lines.append(String(self.partial[..<newline]))
                self.partial = String(self.partial[self.partial.index(after: newline)...])
            }
            self.lock.unlock()
        }
        try app.run()
        self.app = app
    }

    /// Waits until the app's window is mapped (so that injected input reaches it).
    func waitForWindow() throws {
        try run(XvfbSession.xdotoolPath!, ["search", "--sync", "--onlyvisible", "--name", "PortableUIKit"])
    }

    /// The X window id of the app's window (decimal, as xdotool prints it).
    func windowID() throws -> String {
        let found = try capture(XvfbSession.xdotoolPath!, ["search", "--sync", "--onlyvisible", "--name", "PortableUIKit"])
        guard let id = found.split(separator: "\n").first else { throw SessionError("no PortableUIKit window") }
        return String(id)
    }

    /// The X id of the screen's root window (hexadecimal, as xwininfo prints it).
    func rootWindowID() throws -> String {
        let info = try capture("/usr/bin/xwininfo", ["-root"])
        guard let range = info.range(of: "Window id: "),
              let id = info[range.upperBound...].split(separator: " ").first else { throw SessionError("xwininfo printed no root window id") }
        return String(id)
    }

    /// Every line the app printed so far.
    var output: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }

    /// Waits until the app has printed a line equal to `line` (at or after line `index`); returns its index.
    @discardableResult
    func waitFor(_ line: String, after index: Int = 0, timeout: TimeInterval = 30) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = output
            if lines.count > index, let found = lines[index...].firstIndex(of: line) { return found }
            usleep(10_000)
        }
        throw SessionError("timed out waiting for \"\(line)\"; the app printed:\n" + output.joined(separator: "\n"))
    }

    /// Lines printed from `index` on until no line has arrived for `quiet` seconds.
    func settle(from index: Int, quiet: TimeInterval = 0.4) -> [String] {
        var count = output.count
        var stable = Date()
        while Date().timeIntervalSince(stable) < quiet {
            usleep(20_000)
            let now = output.count
            if now != count { count = now; stable = Date() }
        }
        let lines = output
        return index < lines.count ? Array(lines[index...]) : []
    }

    /// Runs xdotool with `arguments` on the session's display and waits for it.
    func xdotool(_ arguments: String...) throws {
        try run(XvfbSession.xdotoolPath!, arguments)
    }

    /// A screenshot of the whole screen, as PNG at `screenshotPath`.
    func screenshot() throws {
        try run(XvfbSession.importPath!, ["-window", "root", screenshotPath])
    }

    /// Runs `tool` on the session's display and returns what it printed.
    func capture(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SessionError("\(tool) \(arguments) exited with \(process.terminationStatus)") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits until the app has printed a line starting with `prefix` (at or after line `index`); returns it.
    @discardableResult
    func waitFor(prefix: String, after index: Int = 0, timeout: TimeInterval = 30) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = output
            if lines.count > index, let found = lines[index...].first(where: { $0.hasPrefix(prefix) }) { return found }
            usleep(10_000)
        }
        throw SessionError("timed out waiting for a line starting \"\(prefix)\"; the app printed:\n" + output.joined(separator: "\n"))
    }

    func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SessionError("\(tool) \(arguments) exited with \(process.terminationStatus)") }
    }

    /// Asks the app to quit as a window close does (SDL turns SIGTERM into SDL_QUIT) and waits for it.
    func closeApp() -> Int32? {
        guard let app, app.isRunning else { return app?.terminationStatus }
        kill(app.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(5)
        while app.isRunning && Date() < deadline { usleep(10_000) }
        if app.isRunning { kill(app.processIdentifier, SIGKILL); app.waitUntilExit(); return nil }
        return app.terminationStatus
    }

    /// CPU seconds (user + system) the app has used so far.
    func appCPUSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(appPID)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3; utime and stime are fields 14 and 15 (1-based, whole line).
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    deinit {
        if let app, app.isRunning { kill(app.processIdentifier, SIGKILL); app.waitUntilExit() }
        // SIGKILL: a test runner may have SIGTERM blocked, and its children inherit the mask.
        if server.isRunning { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        let number = display.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        try? FileManager.default.removeItem(at: folder)
    }
}
