import Foundation
import Testing
import UIKitTestingCore
import XCTest

/// The test-framework side of `TestFailure`: an `Issue.record` inside a Swift Testing test, an `XCTFail`
/// inside an XCTest test. `UIKitTestingCore` finds this type by name, so executables that link only the
/// core link neither framework.
package enum _TestFrameworkReporter: _TestFailureFrameworkReporting {
    package static func _report(_ message: String, at location: TestFailure.Location) -> Bool {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                        line: location.line, column: location.column))
            return true
        }
        if _isRunningXCTest {
            XCTFail(message, file: location.filePath, line: UInt(location.line))
            return true
        }
        return false
    }

    /// Whether this process is an XCTest bundle runner (the Swift Testing case is checked first).
    private static var _isRunningXCTest: Bool {
        ProcessInfo.processInfo.processName.hasSuffix(".xctest")
            || ProcessInfo.processInfo.arguments.first?.hasSuffix(".xctest") == true
    }
}
