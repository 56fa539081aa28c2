import Foundation
import Testing
@testable import os

/// The part of a captured line after its timestamp, which is checked on its own.
private func body(_ line: String) -> String {
    String(line.dropFirst("2026-05-01 14:03:07.250 ".count))
}

@Suite("os: Logger, OSLog and os_log write one line per message")
struct LoggerTests {
    @Test("a line starts with the local time to the millisecond")
    func timestamp() throws {
        let lines = _OSLogOutput.withCapturedLines { Logger().log("hello") }
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \[default\] default: hello$"#,
                           options: .regularExpression) != nil)
    }

    @Test("Logger's levels map to Apple's log types")
    func levels() {
        let logger = Logger(subsystem: "com.example.app", category: "net")
        let lines = _OSLogOutput.withCapturedLines {
            logger.log("a"); logger.log(level: .info, "b"); logger.trace("c"); logger.debug("d"); logger.info("e")
            logger.notice("f"); logger.warning("g"); logger.error("h"); logger.critical("i"); logger.fault("j")
        }
        #expect(lines.map(body) == [
            "[com.example.app:net] default: a", "[com.example.app:net] info: b", "[com.example.app:net] debug: c",
            "[com.example.app:net] debug: d", "[com.example.app:net] info: e", "[com.example.app:net] default: f",
            "[com.example.app:net] error: g", "[com.example.app:net] error: h", "[com.example.app:net] fault: i",
            "[com.example.app:net] fault: j",
        ])
    }

    @Test("interpolations take privacy, format and alignment options")
    func interpolation() {
        struct Oops: Error {}
        let name = "Ada", count = 42, ratio = 0.5, flag = true
        let url = URL(string: "https://example.com/a")!
        let lines = _OSLogOutput.withCapturedLines {
            let logger = Logger(subsystem: "s", category: "c")
            logger.info("user \(name, privacy: .public) has \(count, privacy: .private(mask: .hash)) items")
            logger.info("hex \(count, format: .hex) \(count, format: .hex(includePrefix: true, uppercase: true)) octal \(8, format: .octal)")
            logger.info("digits \(7, format: .decimal(minDigits: 3)) sign \(5, format: .decimal(explicitPositiveSign: true)) \(-5)")
            logger.info("ratio \(ratio) \(ratio, format: .fixed(precision: 2)) \(Float(1.5), format: .hybrid) \(CGFloat(2), format: .exponential(precision: 1))")
            logger.info("flag \(flag) \(flag, format: .answer) [\(name, align: .left(columns: 5))] [\(name, align: .right(columns: 5))]")
            logger.info("url \(url, privacy: .sensitive) type \(Int.self) error \(Oops() as Error)")
        }
        #expect(lines.map(body) == [
            "[s:c] info: user Ada has 42 items",
            "[s:c] info: hex 2a 0X2A octal 10",
            "[s:c] info: digits 007 sign +5 -5",
            "[s:c] info: ratio 0.500000 0.50 1.5 2.0e+00",
            "[s:c] info: flag true YES [Ada  ] [  Ada]",
            "[s:c] info: url https://example.com/a type Swift.Int error Oops()",
        ])
    }

    @Test("os_log formats printf-style arguments and drops privacy annotations")
    func osLog() {
        let log = OSLog(subsystem: "com.example", category: "ui")
        let lines = _OSLogOutput.withCapturedLines {
            os_log("plain")
            os_log("%{public}@ has %d items (%.1f%%)", log: log, type: .error, "Ada", 3, 12.5)
            "c".withCString { os_log("%{private}ld and %{public}@ %s", log: log, type: .debug, 7, "x", $0) }
            os_log(.fault, log: log, "fault %@", "here")
            os_log(.info, log: log, "interpolated \(5)")
            os_log("100%% done", log: log)
        }
        #expect(lines.map(body) == [
            "[default] default: plain",
            "[com.example:ui] error: Ada has 3 items (12.5%)",
            "[com.example:ui] debug: 7 and x c",
            "[com.example:ui] fault: fault here",
            "[com.example:ui] info: interpolated 5",
            "[com.example:ui] default: 100% done",
        ])
    }

    @Test("the disabled log writes nothing")
    func disabled() {
        let lines = _OSLogOutput.withCapturedLines {
            Logger(.disabled).error("nothing")
            os_log("nothing", log: .disabled, type: .fault)
        }
        #expect(lines.isEmpty)
        #expect(!OSLog.disabled.isEnabled(type: .default))
        #expect(OSLog.default.isEnabled(type: .debug))
    }

    @Test("OSLogType keeps Apple's raw values")
    func rawValues() {
        #expect([OSLogType.default, .info, .debug, .error, .fault].map(\.rawValue) == [0x00, 0x01, 0x02, 0x10, 0x11])
    }
}
