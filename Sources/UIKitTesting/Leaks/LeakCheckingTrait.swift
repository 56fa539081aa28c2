#if canImport(Testing)
import Testing
import UIKit

/// A Swift Testing trait that fails a test when a view controller, view, layer or window it created is
/// still alive after the test (its suite instance included) has ended and UIKit has settled.
///
/// Put it on a suite to check every test in it, nested suites included, or on a single test:
/// ```swift
/// @Suite(.checksForLeaks) @MainActor struct CheckoutTests { … }
/// @Test(.checksForLeaks) @MainActor func presentsTheSheet() { … }
/// ```
/// Each test case gets its own tracker, found through a task-local value, so tests running in
/// parallel are checked apart. Scopes nest as `withLeakChecking` does: when the trait reaches a test
/// twice (from its suite and from the test), the inner tracker claims the objects and reports them once.
public struct LeakCheckingTrait: TestTrait, SuiteTrait, TestScoping {
    /// Creates the trait; `.checksForLeaks` is the usual spelling.
    public init() {}

    /// Applies to every test in a suite, not to the suite as a whole.
    public var isRecursive: Bool { true }

    /// Scopes each test case, never a suite.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs the test case under a leak tracker and records an issue listing what outlived it.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await LeakTracker._checkTestCase(at: test.sourceLocation, function)
    }
}

extension Trait where Self == LeakCheckingTrait {
    /// Fails the test when a view controller, view, layer or window it created outlives it.
    public static var checksForLeaks: Self { LeakCheckingTrait() }
}

extension LeakTracker {
    static func _checkTestCase(at location: SourceLocation, _ function: @Sendable () async throws -> Void) async throws {
        let tracker = LeakTracker()
        do {
            try await tracker.track { try await function() }
        } catch {
            tracker._recordLeaks(at: location)
            throw error
        }
        tracker._recordLeaks(at: location)
    }

    private func _recordLeaks(at location: SourceLocation) {
        for message in _failureMessages() {
            if let handler = TestFailure.handler {
                handler(message, .init(fileID: location.fileID, line: location.line, column: location.column))
            } else {
                Issue.record(Comment(rawValue: message), sourceLocation: location)
            }
        }
    }
}
#endif
