import UIKit
import UIKitTesting
import XCTest

/// Leak checks from XCTest: unscoped tracking between set-up and tear-down.
final class LeakCheckingXCTests: XCTestCase {
    override func setUp() { super.setUp(); startCheckingForLeaks() }
    override func tearDown() { assertNoLeaks(); super.tearDown() }

    @MainActor
    func testBeginAndEndReportWhatOutlivedTheTest() async throws {
        let tracker = LeakTracker()
        tracker.begin()
        let kept = UIView()
        do { _ = UIViewController() }
        let report = tracker.end()
        XCTAssertEqual(report.allObjects.map(\.kind), [.view, .layer])
        XCTAssertEqual(report.leaks.first?.objectDescription,
                       "<UIView: 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(kept).toOpaque()), radix: 16))>")
    }

    @MainActor
    func testWithLeakCheckingWorksInAsyncXCTests() async throws {
        var messages: [String] = []
        TestFailure.handler = { message, _ in messages.append(message) }
        defer { TestFailure.handler = nil }
        let kept: CALayer = await withLeakChecking {
            await Task.yield()
            return CALayer()
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.hasSuffix("layer <CALayer: 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(kept).toOpaque()), radix: 16))>") == true)
    }
}
