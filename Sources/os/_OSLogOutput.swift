import Foundation

/// Where log lines go: standard error, or a capture installed by the package's tests.
///
/// One line per message: `2026-05-01 14:03:07.250 [com.example.app:network] error: message`, the local
/// time to the millisecond, the log's subsystem and category in brackets (`[default]` for the default
/// log), the level (`default`, `info`, `debug`, `error`, `fault`), and the message. Newlines inside the
/// message are kept.
package enum _OSLogOutput {
    /// Receives the lines of the current task while `withCapturedLines` runs.
    final class _Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var captured: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }
    @TaskLocal static var _capture: _Capture?

    /// Runs `body` and returns the lines that the current task writes inside it instead of printing them.
    package static func withCapturedLines(_ body: () throws -> Void) rethrows -> [String] {
        let capture = _Capture()
        try $_capture.withValue(capture) { try body() }
        return capture.captured
    }

    static func write(_ message: String, type: OSLogType, log: OSLog) {
        let place = log._subsystem.isEmpty && log._category.isEmpty ? "default" : "\(log._subsystem):\(log._category)"
        let line = "\(timestamp()) [\(place)] \(type._name): \(message)"
        if let capture = _capture {
            capture.append(line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// `yyyy-MM-dd HH:mm:ss.SSS` in local time.
    static func timestamp() -> String {
        var now = timeval()
        gettimeofday(&now, nil)
        var seconds = now.tv_sec
        var parts = tm()
        localtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d.%03d", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec),
                      Int(now.tv_usec) / 1000)
    }

    /// Formats an `os_log` format string: braces after `%` are dropped, then `String(format:)` applies.
    static func format(_ format: String, _ args: [CVarArg]) -> String {
        var plain = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            plain += rest[..<percent]
            plain.append("%")
            rest = rest[rest.index(after: percent)...]
            if rest.first == "{", let close = rest.firstIndex(of: "}") {
                rest = rest[rest.index(after: close)...]
            } else if rest.first == "%" {
                plain.append("%")
                rest = rest.dropFirst()
            }
        }
        plain += rest
        return args.isEmpty ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: args)
    }
}
