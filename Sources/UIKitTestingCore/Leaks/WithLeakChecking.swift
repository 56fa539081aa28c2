import UIKit

/// Runs `body` and fails the current test for every view controller, view, layer or window created in
/// it that is still alive afterwards, once UIKit has settled (see `LeakTracker.settle()`).
///
/// The failure lists each leak with its description and class, the objects it owns indented under it
/// (a controller's view and layer are not separate leaks), and for views and layers held by objects the
/// body did not create, that owner chain. It is reported through `TestFailure`: a Swift Testing issue,
/// an XCTest failure, or a line on standard error. Objects are attributed to the body by task (see
/// `LeakTracker`), so parallel tests do not see each other's objects. Nested calls check separately:
/// an object belongs to the innermost one.
@MainActor @discardableResult
public func withLeakChecking<Result>(fileID: String = #fileID, filePath: StaticString = #filePath,
                                     line: Int = #line, column: Int = #column,
                                     _ body: () throws -> Result) rethrows -> Result {
    let tracker = LeakTracker()
    defer { tracker._reportLeaks(at: .init(fileID: fileID, filePath: filePath, line: line, column: column)) }
    return try tracker.track(body)
}

/// Runs `body` and fails the current test for every view controller, view, layer or window created in
/// it that is still alive afterwards, once UIKit has settled; the async form of `withLeakChecking(_:)`.
@MainActor @discardableResult
public func withLeakChecking<Result>(fileID: String = #fileID, filePath: StaticString = #filePath,
                                     line: Int = #line, column: Int = #column,
                                     _ body: () async throws -> Result) async rethrows -> Result {
    let tracker = LeakTracker()
    do {
        let result = try await tracker.track(body)
        tracker._reportLeaks(at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
        return result
    } catch {
        tracker._reportLeaks(at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
        throw error
    }
}

extension LeakTracker {
    /// Reports the tracker's leaks, if any, as one test failure.
    func _reportLeaks(at location: TestFailure.Location) {
        for message in _failureMessages() { TestFailure.report(message, at: location) }
    }
}
