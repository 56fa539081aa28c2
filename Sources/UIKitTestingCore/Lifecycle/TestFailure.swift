import Foundation
import UIKit

/// Where UIKitTesting's assertions report a failure: the lifecycle recorder's `assertLog` and the
/// containment auditor in strict mode.
///
/// By default a failure is an `Issue.record` inside a Swift Testing test, an `XCTFail` inside an
/// XCTest test (when the process links `UIKitTesting`, which holds those adapters), and a line on
/// standard error anywhere else. Set `handler` to route failures elsewhere
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
        if let reporter = _frameworkReporter, reporter._report(message, at: location) { return }
        FileHandle.standardError.write(Data(("Test failure: " + message + "\n").utf8))
    }

    /// The test-framework adapters, when the process links them: UIKitTesting's `_TestFrameworkReporter`,
    /// found by its mangled name so that this module (which apps may link) links neither XCTest nor
    /// Swift Testing.
    package static let _frameworkReporter: (any _TestFailureFrameworkReporting.Type)? =
        _typeByName(_TestFailureFrameworkReportingName) as? any _TestFailureFrameworkReporting.Type
}

/// What `UIKitTesting` implements to report a failure to the test framework running the current test;
/// `_report` returns false outside a test.
@MainActor package protocol _TestFailureFrameworkReporting {
    static func _report(_ message: String, at location: TestFailure.Location) -> Bool
}

/// The mangled name of `UIKitTesting._TestFrameworkReporter` (a test checks it against the type).
package let _TestFailureFrameworkReportingName = "12UIKitTesting22_TestFrameworkReporterO"
