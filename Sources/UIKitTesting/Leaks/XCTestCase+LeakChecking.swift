#if canImport(XCTest)
import UIKit
import XCTest

extension XCTestCase {
    /// Starts tracking the view controllers, views, layers and windows created from now on, for
    /// `assertNoLeaks()` to check. Call it in `setUp()`; like XCTest itself, call it on the main thread.
    ///
    /// ```swift
    /// override func setUp() { super.setUp(); startCheckingForLeaks() }
    /// override func tearDown() { window = nil; assertNoLeaks(); super.tearDown() }
    /// ```
    /// The tracking is unscoped (`LeakTracker.begin()`): XCTest runs one test at a time, and an object
    /// counts whichever task creates it, unless a scoped check (`withLeakChecking`) claims it.
    public func startCheckingForLeaks() {
        let key = ObjectIdentifier(self)
        MainActor.assumeIsolated {
            let tracker = LeakTracker()
            _XCTestLeakTrackers.trackers[key] = tracker
            tracker.begin()
        }
    }

    /// Settles, then fails the test for every object tracked since `startCheckingForLeaks()` that is
    /// still alive. Call it at the end of `tearDown()`, after the test case has released its fixtures
    /// (XCTest keeps test case instances, and so their stored properties, alive until the run ends).
    public func assertNoLeaks(file: StaticString = #filePath, line: UInt = #line) {
        let key = ObjectIdentifier(self)
        MainActor.assumeIsolated {
            guard let tracker = _XCTestLeakTrackers.trackers.removeValue(forKey: key) else {
                XCTFail("assertNoLeaks() without startCheckingForLeaks()", file: file, line: line)
                return
            }
            for message in tracker._endFailureMessages() {
                TestFailure.report(message, at: .init(filePath: file, line: Int(line)))
            }
        }
    }
}

/// The tracker of each XCTest case between `startCheckingForLeaks()` and `assertNoLeaks()`.
@MainActor enum _XCTestLeakTrackers {
    static var trackers: [ObjectIdentifier: LeakTracker] = [:]
}
#endif
