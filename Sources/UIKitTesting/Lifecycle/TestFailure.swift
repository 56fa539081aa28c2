import Foundation
import UIKit
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where UIKitTesting's assertions report a failure: the lifecycle recorder's `assertLog` and the
/// containment auditor in strict mode.
///
/// By default a failure is an `Issue.record` inside a Swift Testing test, an `XCTFail` inside an
/// XCTest test, and a line on standard error anywhere else. Set `handler` to route failures elsewhere
/// (for example to collect them in a test of your own assertions); set it back to nil to restore the default.
@MainActor
public enum TestFailure {
    /// Receives each failure message with the source location it should point at.
    public typealias Handler = @MainActor (_ message: String, _ location: Location) -> Void

    /// A source location in the form both test frameworks accept.
    public struct Location: Sendable {
        /// The `#fileID` of the location.
        public var fileID: String
        /// The `#filePath` of the location (XCTest wants a static string).
        public var filePath: StaticString
        /// The line number.
        public var line: Int
        /// The column number.
        public var column: Int

        /// Makes a location; the defaults capture the caller's position.
        public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    /// Overrides the default reporting when set.
    public static var handler: Handler?

    /// Reports `message` as a failure of the current test.
    public static func report(_ message: String, at location: Location = Location()) {
        if let handler {
            handler(message, location)
            return
        }
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                        line: location.line, column: location.column))
            return
        }
        #endif
        #if canImport(XCTest)
        if _isRunningXCTest {
            XCTFail(message, file: location.filePath, line: UInt(location.line))
            return
        }
        #endif
        FileHandle.standardError.write(Data(("Test failure: " + message + "\n").utf8))
    }

    /// Whether this process is an XCTest bundle runner (the Swift Testing case is checked first).
    private static var _isRunningXCTest: Bool {
        ProcessInfo.processInfo.processName.hasSuffix(".xctest")
            || ProcessInfo.processInfo.arguments.first?.hasSuffix(".xctest") == true
    }
}
