import Foundation

/// The diagnostics hook behind `NSException.raise()` and UIKit's console lines.
///
/// Package-internal: clients see it only through `UIKitTesting`'s capture functions.
package enum _Diagnostics {
    /// Receives a raised exception. Returns normally only when the exception is being captured.
    package typealias ExceptionHandler = @Sendable (NSException) -> Void
    /// Receives one console line, without its trailing newline.
    package typealias LogHandler = @Sendable (String) -> Void

    private static let lock = NSLock()
    nonisolated(unsafe) private static var exceptionHandlers: [ExceptionHandler] = []
    nonisolated(unsafe) private static var logHandlers: [LogHandler] = []

    /// Sends `exception` to the innermost capture, or stops the process as an uncaught exception would.
    package static func raise(_ exception: NSException) {
        lock.lock()
        let handler = exceptionHandlers.last
        lock.unlock()
        if let handler {
            handler(exception)
        } else {
            let line = "*** Terminating app due to uncaught exception '\(exception.name.rawValue)', reason: '\(exception.reason ?? "")'"
            FileHandle.standardError.write(Data((line + "\n").utf8))
            fatalError(line)
        }
    }

    /// Writes a console line the way UIKit's `NSLog` would, or hands it to the innermost capture.
    package static func log(_ line: String) {
        lock.lock()
        let handler = logHandlers.last
        lock.unlock()
        if let handler {
            handler(line)
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    /// Runs `body` with `handler` receiving every exception raised inside it.
    package static func withExceptionHandler<R>(_ handler: @escaping ExceptionHandler, _ body: () throws -> R) rethrows -> R {
        lock.lock(); exceptionHandlers.append(handler); lock.unlock()
        defer { lock.lock(); exceptionHandlers.removeLast(); lock.unlock() }
        return try body()
    }

    /// Runs `body` with `handler` receiving every console line written inside it.
    package static func withLogHandler<R>(_ handler: @escaping LogHandler, _ body: () throws -> R) rethrows -> R {
        lock.lock(); logHandlers.append(handler); lock.unlock()
        defer { lock.lock(); logHandlers.removeLast(); lock.unlock() }
        return try body()
    }

    /// Raises `NSInvalidArgumentException` with `reason`.
    package static func raiseInvalidArgument(_ reason: String) {
        raise(NSException(name: .invalidArgumentException, reason: reason))
    }
}
