import Testing
import UIKit
import UIKitTesting

/// Main-thread work queued the ways real code queues it, run deterministically from a Swift Testing
/// main-actor test. That test runs on the main queue itself (a worker thread drains it), so nothing can
/// drain the main queue from inside it: UIKit routes main-queue blocks into the turn and `asyncAfter` onto
/// the media clock, and `await settle()` lets the queue run what only it can run (tasks).
/// Runs the main run loop from synchronous code (`RunLoop.run(until:)` is unavailable in async contexts).
func runMainRunLoop(for seconds: TimeInterval) {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
}

@MainActor @Suite("Queued main-thread work under spin() and the virtual clock (Swift Testing)", .checksForLeaks)
struct QueuedMainThreadWorkTests {
    @Test("DispatchQueue.main.async runs at spin(), after the turn's layout and viewDidAppear, wherever it was queued in the turn")
    func asyncRunsAfterTheTurnsCommit() {
        let probe = TurnProbe()
        DispatchQueue.main.async { probe.log.add("async queued before the changes") }
        probe.addChild()
        probe.view.setNeedsLayout()
        DispatchQueue.main.async { probe.log.add("async queued after the changes") }
        #expect(probe.log.take() == ["viewWillAppear"])
        spin()
        #expect(probe.log.take() == ["layout", "viewDidAppear", "async queued before the changes", "async queued after the changes"])
    }

    @Test("A block that DispatchQueue.main.async queues from a queued block runs on the turn after, and its changes commit there")
    func nestedAsyncRunsOnTheNextTurn() {
        let probe = TurnProbe()
        DispatchQueue.main.async {
            probe.log.add("outer")
            DispatchQueue.main.async {
                probe.log.add("inner")
                MainActor.assumeIsolated { probe.view.setNeedsLayout() }
            }
        }
        spin()
        #expect(probe.log.take() == ["outer"])
        spin()
        #expect(probe.log.take() == ["inner"])
        spin()
        #expect(probe.log.take() == ["layout"])
    }

    @Test("asyncAfter on the main queue fires at its virtual time, not before, and its changes commit in that frame")
    func asyncAfterFiresAtItsVirtualTime() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let probe = TurnProbe()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            probe.log.addTimed("asyncAfter")
            MainActor.assumeIsolated { probe.view.setNeedsLayout() }
        }
        spin()
        clock.advance(by: 0.375)
        #expect(probe.log.take() == [])
        clock.advance(by: 0.125)
        #expect(probe.log.take() == ["asyncAfter@1000.500", "layout"])
        clock.advance(by: 1)
        #expect(probe.log.take() == [])
    }

    @Test("asyncAfter inside one long advance fires at its own time, between frames, in deadline order")
    func asyncAfterFiresInDeadlineOrderInsideOneAdvance() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let log = QueuedWorkLog()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.addTimed("second") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.123) { log.addTimed("first") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.addTimed("third, same deadline as second") }
        clock.advance(by: 2)
        #expect(log.take() == ["first@1000.123", "second@1000.300", "third, same deadline as second@1000.300"])
    }

    @Test("asyncAfter with a deadline already past runs on the next turn, at spin()")
    func asyncAfterWithAPastDeadlineRunsOnTheNextTurn() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let log = QueuedWorkLog()
        DispatchQueue.main.asyncAfter(deadline: .now() - 1) { log.add("past deadline") }
        DispatchQueue.main.asyncAfter(deadline: .now()) { log.add("deadline now") }
        #expect(log.entries == [])
        spin()
        #expect(log.take() == ["past deadline", "deadline now"])
    }

    @Test("A timer scheduled through _MainQueue.add repeats at every virtual interval until invalidated; a non-repeating one fires once")
    func mainRunLoopTimerPathFiresAtVirtualTimes() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        let probe = TurnProbe()
        // swift-corelibs-foundation's Timer keeps its block (and what it captures) beyond the test even
        // when invalidated, so the blocks hold the probe weakly; the leak check covers our side.
        let repeating = Timer(fire: Date(timeIntervalSinceNow: 0.25), interval: 0.25, repeats: true) { [weak probe] _ in
            probe?.log.addTimed("repeat")
        }
        let once = Timer(fire: Date(timeIntervalSinceNow: 0.6), interval: 0, repeats: false) { [weak probe] _ in
            probe?.log.addTimed("once")
            MainActor.assumeIsolated { probe?.addChild(); probe?.view.setNeedsLayout() }
        }
        _MainQueue.add(repeating, to: .main, forMode: .default)
        _MainQueue.add(once, to: .main, forMode: .common)
        clock.advance(by: 0.24)
        #expect(probe.log.take() == [])
        clock.advance(by: 0.76)
        #expect(probe.log.take() == ["repeat@1000.250", "repeat@1000.500", "once@1000.600", "viewWillAppear", "layout", "viewDidAppear",
                                     "repeat@1000.750", "repeat@1001.000"])
        #expect(!once.isValid)
        #expect(repeating.isValid)
        repeating.invalidate()
        clock.advance(by: 1)
        #expect(probe.log.take() == [])
    }

    @Test("Measured limit: a Foundation Timer on the main run loop never fires in a Swift Testing main-actor test, even in a nested RunLoop.main.run")
    func foundationTimerNeverFiresInSwiftTesting() {
        let log = QueuedWorkLog()
        let scheduled = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { _ in log.add("scheduledTimer") }
        let added = Timer(fire: Date(timeIntervalSinceNow: 0.01), interval: 0, repeats: false) { _ in log.add("RunLoop.main.add") }
        RunLoop.main.add(added, forMode: .common)
        runMainRunLoop(for: 0.1)
        #expect(log.entries == [])
        scheduled.invalidate()
        added.invalidate()
    }

    @Test("Task { @MainActor in } does not run at spin() inside the test; await settle() runs it and the turn it dirties")
    func mainActorTaskRunsAtSettle() async {
        let probe = TurnProbe()
        Task { @MainActor in
            probe.log.add("task")
            probe.addChild()
            probe.view.setNeedsLayout()
            Task { @MainActor in probe.log.add("task queued by the task") }
        }
        DispatchQueue.main.async { probe.log.add("async") }
        spin()
        #expect(probe.log.take() == ["async"])
        await settle()
        #expect(probe.log.take() == ["task", "viewWillAppear", "layout", "viewDidAppear", "task queued by the task"])
    }
}
