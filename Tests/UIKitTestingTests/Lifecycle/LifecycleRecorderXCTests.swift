import UIKit
import UIKitTesting
import XCTest

/// The recorder and the auditor from XCTest (async test methods: XCTest on Linux cannot run
/// synchronous main-actor tests).
final class LifecycleRecorderXCTests: XCTestCase {
    override func setUp() { super.setUp(); startCheckingForLeaks() }
    override func tearDown() { assertNoLeaks(); super.tearDown() }

    @MainActor
    func testAssertLogPassesOnTheExactLog() async throws {
        let parent = UIViewController(), child = UIViewController()
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "C": child])
        parent.addChild(child)
        child.didMove(toParent: parent)
        recorder.assertLog(["C.wM(P)", "C.dM(P)"])
        XCTAssertEqual(recorder.log, [], "assertLog clears the events")
    }

    @MainActor
    func testDiffIsReadable() async throws {
        let parent = UIViewController(), child = UIViewController()
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "C": child])
        parent.addChild(child)
        XCTAssertNil(recorder.diff(expected: ["C.wM(P)"]))
        XCTAssertEqual(recorder.diff(expected: ["C.dM(P)"]), """
            Lifecycle log mismatch (- expected, + actual):
            + C.wM(P)
            - C.dM(P)
            """)
    }

    @MainActor
    func testStrictAuditorReportsThroughTheHandler() async throws {
        var failures: [String] = []
        TestFailure.handler = { message, _ in failures.append(message) }
        defer { TestFailure.handler = nil }
        let auditor = ContainmentAuditor(mode: .strict)
        defer { auditor.stop() }
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        _ = withCapturedLog { child.didMove(toParent: nil) }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.hasPrefix("[Containment] didMove-wrong-parent: ") == true)
    }
}
