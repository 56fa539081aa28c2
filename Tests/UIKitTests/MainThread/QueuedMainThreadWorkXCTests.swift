import UIKit
import UIKitTesting
import XCTest

/// The same forms from XCTest's `@MainActor func test…() async throws` methods, which run on the main
/// thread inside a main-queue block: a nested `RunLoop.main.run` there fires run-loop timers in real time
/// but cannot drain the main queue, so the tests use `spin()`, the virtual clock and `await settle()`.
final class QueuedMainThreadWorkXCTests: XCTestCase {
    override func setUp() { super.setUp(); startCheckingForLeaks() }
    override func tearDown() { assertNoLeaks(); super.tearDown() }

    @MainActor func testAsyncRunsAtSpinAfterTheTurnsLayoutAndViewDidAppear() async throws {
        let probe = TurnProbe()
        DispatchQueue.main.async { probe.log.add("async queued before the changes") }
        probe.addChild()
        probe.view.setNeedsLayout()
        DispatchQueue.main.async { probe.log.add("async queued after the changes") }
        XCTAssertEqual(probe.log.take(), ["viewWillAppear"])
        spin()
        XCTAssertEqual(probe.log.take(), ["layout", "viewDidAppear", "async queued before the changes", "async queued after the changes"])
    }

    @MainActor func testAsyncAfterFiresAtItsVirtualTimeAndCommitsThere() async throws {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let probe = TurnProbe()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            probe.log.addTimed("asyncAfter")
            MainActor.assumeIsolated { probe.view.setNeedsLayout() }
        }
        clock.advance(by: 0.375)
        XCTAssertEqual(probe.log.take(), [])
        clock.advance(by: 0.125)
        XCTAssertEqual(probe.log.take(), ["asyncAfter@1000.500", "layout"])
        clock.advance(by: 1)
        XCTAssertEqual(probe.log.take(), [])
    }

    @MainActor func testTimerScheduledThroughTheMainRunLoopPathFiresAtItsVirtualTimes() async throws {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let log = QueuedWorkLog()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.25), interval: 0.25, repeats: true) { _ in log.addTimed("repeat") }
        _MainQueue.add(timer, to: .main, forMode: .default)
        clock.advance(by: 0.24)
        XCTAssertEqual(log.take(), [])
        clock.advance(by: 0.5)
        XCTAssertEqual(log.take(), ["repeat@1000.250", "repeat@1000.500"])
        timer.invalidate()
        clock.advance(by: 1)
        XCTAssertEqual(log.take(), [])
    }

    /// Measured limit: the virtual clock cannot fire a Foundation timer (the run loop reads the real
    /// clock); inside an XCTest async method a nested run of the main run loop fires it in real time.
    @MainActor func testFoundationTimerFiresOnTheRealClockUnderANestedRunLoopOnly() async throws {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let log = QueuedWorkLog()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.02), interval: 0, repeats: false) { _ in log.add("timer") }
        RunLoop.main.add(timer, forMode: .default)
        clock.advance(by: 1)
        XCTAssertEqual(log.entries, [])
        runMainRunLoop(for: 0.2)
        XCTAssertEqual(log.take(), ["timer"])
    }

    @MainActor func testMainActorTaskRunsAtSettleNotAtSpin() async throws {
        let probe = TurnProbe()
        Task { @MainActor in
            probe.log.add("task")
            probe.addChild()
            probe.view.setNeedsLayout()
        }
        spin()
        XCTAssertEqual(probe.log.take(), [])
        await settle()
        XCTAssertEqual(probe.log.take(), ["task", "viewWillAppear", "layout", "viewDidAppear"])
    }
}
