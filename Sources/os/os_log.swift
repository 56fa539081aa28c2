import Foundation

/// Writes a message built from a `printf`-style format and its arguments to `log`.
///
/// The format takes Apple's specifiers (`%@`, `%d`, `%ld`, `%u`, `%f`, `%x`, `%s` for a C string …);
/// privacy and type annotations in braces (`%{public}@`, `%{private}d`) are accepted and dropped.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    _OSLogOutput.write(_OSLogOutput.format(message.description, args), type: type, log: log)
}

/// Writes a message built from a `printf`-style format at level `type`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
    guard log.isEnabled(type: type) else { return }
    _OSLogOutput.write(_OSLogOutput.format(message.description, args), type: type, log: log)
}

/// Writes a message built from string interpolation at level `logLevel`.
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {
    guard logObject.isEnabled(type: logLevel) else { return }
    _OSLogOutput.write(message.interpolation._text, type: logLevel, log: logObject)
}
