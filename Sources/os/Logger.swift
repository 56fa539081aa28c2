import Foundation

/// Writes messages to a log; built from string interpolation that can carry privacy and format options.
///
/// On Linux each message becomes one line on standard error (see `_OSLogOutput` for the format).
/// Privacy options are accepted and not applied: values print in full, as in Xcode's console.
public struct Logger: @unchecked Sendable {
    let _log: OSLog

    /// A logger that writes to the default log.
    public init() { _log = .default }
    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { _log = OSLog(subsystem: subsystem, category: category) }
    /// A logger that writes to `logObj`.
    public init(_ logObj: OSLog) { _log = logObj }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { _write(.default, message) }
    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { _write(level, message) }
    /// Writes a tracing message (debug level).
    public func trace(_ message: OSLogMessage) { _write(.debug, message) }
    /// Writes a debug message.
    public func debug(_ message: OSLogMessage) { _write(.debug, message) }
    /// Writes an informative message.
    public func info(_ message: OSLogMessage) { _write(.info, message) }
    /// Writes a notice (default level).
    public func notice(_ message: OSLogMessage) { _write(.default, message) }
    /// Writes a warning (error level).
    public func warning(_ message: OSLogMessage) { _write(.error, message) }
    /// Writes an error message.
    public func error(_ message: OSLogMessage) { _write(.error, message) }
    /// Writes a critical message (fault level).
    public func critical(_ message: OSLogMessage) { _write(.fault, message) }
    /// Writes a fault.
    public func fault(_ message: OSLogMessage) { _write(.fault, message) }

    private func _write(_ type: OSLogType, _ message: OSLogMessage) {
        guard _log.isEnabled(type: type) else { return }
        _OSLogOutput.write(message.interpolation._text, type: type, log: _log)
    }
}
