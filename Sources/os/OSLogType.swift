import Foundation

/// The level of a log message, from the least to the most severe; the raw values are Apple's.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// A message that is always worth keeping (`OS_LOG_TYPE_DEFAULT`, 0x00).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Helpful but not essential information (0x01).
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful only while debugging (0x02).
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process (0x10).
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the code, or a condition that should never happen (0x11).
    public static let fault = OSLogType(rawValue: 0x11)

    /// The word the line shows for the level.
    var _name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}
