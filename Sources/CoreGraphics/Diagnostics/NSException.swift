import Foundation

/// An exception object, as UIKit raises it.
///
/// Foundation on Linux has no `NSException`, so PortableUIKit provides one. Raising does not unwind the
/// stack: `raise()` hands the exception to the diagnostics hook. By default the hook stops the process
/// with the same line an uncaught exception prints on iOS. Under `UIKitTesting.withCapturedExceptions`
/// the exception is recorded instead, and the API that raised it returns with its state unchanged.
open class NSException: @unchecked Sendable, CustomStringConvertible {
    /// The exception's name, such as `NSInvalidArgumentException`.
    public let name: NSExceptionName
    /// A human-readable reason, compared verbatim with UIKit's.
    public let reason: String?
    /// Extra information about the exception.
    public let userInfo: [AnyHashable: Any]?

    /// Creates an exception with a name, a reason and optional user info.
    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
    }

    /// Hands the exception to the diagnostics hook.
    open func raise() {
        _Diagnostics.raise(self)
    }

    /// Creates and raises an exception with the given name and reason.
    public class func raise(_ name: NSExceptionName, format: String) {
        NSException(name: name, reason: format).raise()
    }

    public var description: String { reason ?? name.rawValue }
}

extension NSExceptionName {
    /// Raised when a method receives an argument it cannot accept.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// Raised when an object's internal state is inconsistent with the request.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// Raised when an index or range is out of bounds.
    public static let rangeException = NSExceptionName("NSRangeException")
    /// Raised by key-value coding for an unknown key.
    public static let undefinedKeyException = NSExceptionName("NSUnknownKeyException")
    /// Raised when a generic error occurs.
    public static let genericException = NSExceptionName("NSGenericException")
}
