import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("VirtualClock: timers fire on time across many frames", .checksForLeaks)
struct VirtualClockTimerTests {
    @Test("A timer 0.35 s ahead fires at 0.35 s inside one long advance, not at its end")
    func timerFiresOnTimeInLongAdvance() {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        var firedAt: CFTimeInterval?
        _MediaTimers.schedule(after: 0.35) { firedAt = CACurrentMediaTime() }
        clock.advance(by: 1)
        #expect(firedAt.map { abs($0 - 1000.35) < 1e-9 } == true)
        #expect(clock.now == 1001)
    }
}
