import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Virtual media clock", .checksForLeaks)
struct VirtualClockTests {
    @Test("install, advance and uninstall drive CACurrentMediaTime")
    func installAdvanceUninstall() {
        let clock = VirtualClock.install(at: 500)
        #expect(CACurrentMediaTime() == 500)
        #expect(VirtualClock.current === clock)
        clock.advance(by: 0.5)
        #expect(clock.now == 500.5)
        #expect(CACurrentMediaTime() == 500.5)
        clock.advance(by: 2)
        #expect(CACurrentMediaTime() == 502.5)
        clock.uninstall()
        #expect(VirtualClock.current == nil)
        #expect(CACurrentMediaTime() != 502.5, "the system clock is back")
    }

    @Test("timers fire at their exact virtual times, earliest first, ties in order of scheduling")
    func timers() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        var fired: [(String, CFTimeInterval)] = []
        _MediaTimers.schedule(after: 0.3) { fired.append(("b", CACurrentMediaTime())) }
        _MediaTimers.schedule(after: 0.1) { fired.append(("a", CACurrentMediaTime())) }
        _MediaTimers.schedule(after: 0.1) { fired.append(("c", CACurrentMediaTime())) }
        clock.advance(by: 0.05)
        #expect(fired.isEmpty)
        clock.advance(by: 0.3)
        #expect(fired.map(\.0) == ["a", "c", "b"])
        let start: CFTimeInterval = 1000
        let expectedTimes: [CFTimeInterval] = [start + 0.1, start + 0.1, start + 0.3]
        #expect(fired.map(\.1) == expectedTimes)
    }

    @Test("A second install is refused with a test failure; the installed clock is left as it was")
    func secondInstallIsRefused() {
        var messages: [String] = []
        TestFailure.handler = { message, _ in messages.append(message) }
        defer { TestFailure.handler = nil }
        let first = VirtualClock.install(at: 500)
        defer { first.uninstall() }
        let second = VirtualClock.install(at: 2000)
        #expect(messages == ["VirtualClock.install(at: 2000.0) refused: a virtual clock is already installed (at 500.0). "
                             + "Uninstall it first, or scope each clock with withVirtualClock { clock in … }."])
        #expect(first.isInstalled && !second.isInstalled)
        #expect(VirtualClock.current === first)
        #expect(CACurrentMediaTime() == 500)
        second.advance(by: 1)
        #expect(messages.last == "VirtualClock.advance(by: 1.0) on a clock that is not installed.")
        #expect(CACurrentMediaTime() == 500)
        second.uninstall()
        #expect(VirtualClock.current === first, "the refused clock's uninstall() does not reset the first")
        first.advance(by: 0.5)
        #expect(CACurrentMediaTime() == 500.5)
        #expect(messages.count == 2)
    }

    @Test("withVirtualClock installs a clock for its body and uninstalls it after, also when the body throws")
    func scopedClock() {
        struct Stop: Error {}
        let seen = withVirtualClock(at: 100) { clock in
            clock.advance(by: 1)
            return (CACurrentMediaTime(), VirtualClock.current === clock)
        }
        #expect(seen == (101, true))
        #expect(VirtualClock.current == nil)
        var inside: VirtualClock?
        #expect(throws: Stop.self) {
            try withVirtualClock { clock in
                inside = clock
                throw Stop()
            }
        }
        #expect(VirtualClock.current == nil)
        #expect(inside?.isInstalled == false)
    }

    @Test("withVirtualClock's async form installs for an async body and uninstalls after it")
    func scopedClockAsync() async {
        // Declared async so that the async overload runs; the body does not suspend, so no other test
        // can see this clock.
        let body: @MainActor (VirtualClock) async -> CFTimeInterval = { clock in
            clock.advance(by: 0.25)
            return CACurrentMediaTime()
        }
        let seen = await withVirtualClock(at: 10, body)
        #expect(seen == 10.25)
        #expect(VirtualClock.current == nil)
    }

    @Test("uninstalling drops pending virtual timers")
    func uninstallDropsTimers() {
        var fired = false
        let first = VirtualClock.install(at: 1000)
        _MediaTimers.schedule(after: 1) { fired = true }
        first.uninstall()
        let second = VirtualClock.install(at: 1000)
        defer { second.uninstall() }
        second.advance(by: 2)
        #expect(!fired)
    }

    @Test("frame handlers tick on the 1/maximumFramesPerSecond grid, however time is split")
    func frameGrid() {
        func ticks(_ steps: [TimeInterval], framesPerSecond: Int) -> [CFTimeInterval] {
            configureMainScreen(framesPerSecond: framesPerSecond)
            defer { configureMainScreen() }
            let clock = VirtualClock.install(at: 1000)
            defer { clock.uninstall() }
            var times: [CFTimeInterval] = []
            let token = _FrameTicker.add { time in
                #expect(time == CACurrentMediaTime())
                times.append(time)
                return true
            }
            defer { _FrameTicker.remove(token) }
            for step in steps { clock.advance(by: step) }
            return times
        }
        #expect(UIScreen.main.maximumFramesPerSecond == 120)
        let expected120: [CFTimeInterval] = (1...6).map { (k: Int) -> CFTimeInterval in Double(120_000 + k) / 120 }
        #expect(ticks([0.05], framesPerSecond: 120) == expected120)
        #expect(ticks([0.02, 0.03], framesPerSecond: 120) == expected120)
        #expect(ticks([0.001, 0.009, 0.04], framesPerSecond: 120) == expected120)
        let expected60: [CFTimeInterval] = (1...3).map { (k: Int) -> CFTimeInterval in Double(60_000 + k) / 60 }
        #expect(ticks([0.05], framesPerSecond: 60) == expected60)
        #expect(ticks([0.05], framesPerSecond: 120).last == 1000.05)
    }

    @Test("advance first commits the pending turn at the current time, then moves time")
    func commitsBeforeMoving() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        spinUntilIdle()
        var commits: [CFTimeInterval] = []
        _Turn.commitObserver = { time in commits.append(time) }
        defer { _Turn.commitObserver = nil }
        _Turn.enqueueAfterCommit {}
        clock.advance(by: 0.05)
        #expect(commits == [1000])
        _MediaTimers.schedule(after: 0.01) { _Turn.enqueueAfterCommit {} }
        clock.advance(by: 0.05)
        #expect(commits == [1000, 1000.06])
    }

    @Test("a handler that returns false gets no more frames")
    func handlerStops() {
        let clock = VirtualClock.install(at: 0)
        defer { clock.uninstall() }
        var count = 0
        _FrameTicker.add { _ in
            count += 1
            return count < 3
        }
        clock.advance(by: 1)
        #expect(count == 3)
    }

    @Test("two identical runs give identical logs")
    func determinism() {
        func run() -> [String] {
            let clock = VirtualClock.install(at: 10)
            defer { clock.uninstall() }
            var log: [String] = []
            var frames = 0
            _FrameTicker.add { time in
                frames += 1
                if frames % 10 == 0 { log.append("frame \(frames) at \(time)") }
                return frames < 30
            }
            _MediaTimers.schedule(after: 0.125) {
                log.append("timer at \(CACurrentMediaTime())")
                _Turn.enqueueAfterCommit { log.append("after commit at \(CACurrentMediaTime())") }
                _MediaTimers.schedule(after: 0.0625) { log.append("chained timer at \(CACurrentMediaTime())") }
            }
            clock.advance(by: 0.1)
            clock.advance(by: 0.2)
            return log
        }
        let first = run()
        #expect(first == run())
        #expect(first == ["frame 10 at 10.083333333333334", "timer at 10.125", "after commit at 10.125",
                          "frame 20 at 10.166666666666666", "chained timer at 10.1875", "frame 30 at 10.25"])
    }
}
