import Foundation

/// A log object: a subsystem and a category that every message written through it carries.
public final class OSLog: NSObject, Sendable {
    /// The subsystem, usually the app's reverse-DNS identifier; empty for `.default`.
    let _subsystem: String
    /// The category inside the subsystem; empty for `.default`.
    let _category: String
    /// Whether messages are dropped (`.disabled`).
    let _isDisabled: Bool

    /// Creates a log for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        _subsystem = subsystem
        _category = category
        _isDisabled = false
        super.init()
    }

    private init(disabled: Bool) {
        _subsystem = ""
        _category = ""
        _isDisabled = disabled
        super.init()
    }

    /// The shared log with no subsystem or category.
    public static let `default` = OSLog(disabled: false)
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: true)

    /// Whether a message of `type` would be written: false only for `.disabled`.
    public func isEnabled(type: OSLogType) -> Bool { !_isDisabled }
}
