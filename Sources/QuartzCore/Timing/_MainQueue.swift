import Foundation

/// Main-thread work that client code queues with Dispatch and Foundation, routed into the turn and the
/// media clock so that it runs in UIKit's order and, under a virtual clock, at virtual time.
///
/// UIKit's overloads of `DispatchQueue.async(execute:)` and `asyncAfter(deadline:execute:)` call in here;
/// QuartzCore does not see those overloads, so the calls made from this file reach Dispatch itself. See
/// docs/DESIGN.md, "Main-thread work".
@MainActor package enum _MainQueue {
    /// A value set on the main queue only. `DispatchQueue.main` returns a new wrapper at each call, so
    /// identity cannot tell the main queue; its queue-specific value can.
    private nonisolated static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether `queue` is the main queue itself (not a queue that targets it).
    package nonisolated static func isMain(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: key) == true
    }

    /// Whether the caller runs on the main queue, the main actor's executor. This is true inside a
    /// Swift Testing main-actor test, where the main queue is drained by a worker thread and
    /// `Thread.isMainThread` is false.
    package nonisolated static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true
    }

    /// The seconds from now until `deadline`, rounded up to the millisecond.
    ///
    /// The deadline was computed from the real clock a moment before this call (`.now() + 0.25`); rounding
    /// up absorbs that moment, so a whole-millisecond delay arrives exactly.
    package nonisolated static func delay(until deadline: DispatchTime) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline.uptimeNanoseconds > now else { return 0 }
        let nanoseconds = deadline.uptimeNanoseconds - now
        guard nanoseconds < UInt64(Int64.max) else { return .infinity }
        let milliseconds = (nanoseconds + 999_999) / 1_000_000
        return TimeInterval(milliseconds) / 1000
    }

    /// `asyncAfter` on the main queue from the main queue: on the media clock under a virtual clock
    /// (a delay that has already passed runs on the next turn, as `async` does), Dispatch otherwise.
    package static func asyncAfter(deadline: DispatchTime, _ work: @escaping @Sendable () -> Void) {
        guard _MediaClock.isVirtual else {
            DispatchQueue.main.asyncAfter(deadline: deadline, execute: work)
            return
        }
        let delay = delay(until: deadline)
        if delay == 0 { _Turn.enqueueNextTurn(work) } else if delay.isFinite { _MediaTimers.schedule(after: delay, work) }
    }

    /// Dispatch's own `DispatchQueue.main.async`: the block goes to the tail of the real main queue,
    /// behind every block and main-actor task queued before it.
    package nonisolated static func asyncOnDispatch(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async(execute: work)
    }

    /// Adds `timer` to `runLoop` in `mode`, as Foundation does, except that under a virtual clock the
    /// timer fires from the media clock instead: first after `firstDelay` (its fire date when nil), then
    /// every `timeInterval` while it repeats and stays valid.
    ///
    /// Foundation's own `Timer` and `RunLoop` API cannot be routed here (an overload with their exact
    /// signatures is ambiguous wherever Foundation is imported too), so this is the path for timers that
    /// our own API schedules on the main run loop, such as the target–selector timers.
    package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode, firstDelay: TimeInterval? = nil) {
        guard _MediaClock.isVirtual else {
            runLoop.add(timer, forMode: mode)
            return
        }
        // A `Date` near today resolves about 0.1 µs, either way, so the fire date rounds to the nearest
        // millisecond (a `DispatchTime` deadline, exact to the nanosecond, rounds up instead).
        let delay = firstDelay ?? max(0, (timer.fireDate.timeIntervalSinceNow * 1000).rounded() / 1000)
        _VirtualTimer(timer, start: _MediaClock.now + delay).arm()
    }
}

/// A Foundation timer driven by the virtual media clock. Each firing is scheduled at the first fire
/// time plus a whole number of intervals, so a repeating timer does not drift.
@MainActor private final class _VirtualTimer {
    /// Foundation's smallest repeat interval: a repeating timer asked for 0 or less uses it.
    static let minimumInterval: TimeInterval = 0.0001
    let timer: Timer
    let start: CFTimeInterval
    var firings = 0

    init(_ timer: Timer, start: CFTimeInterval) {
        self.timer = timer
        self.start = start
    }

    func arm() {
        let interval = max(timer.timeInterval, _VirtualTimer.minimumInterval)
        let fireTime = start + Double(firings) * interval
        // A fire date already past fires on the next turn, as the run loop fires an overdue timer at once.
        if fireTime <= _MediaClock.now { _Turn.enqueueNextTurn { [self] in fire() } } else {
            _MediaTimers.schedule(at: fireTime) { [self] in fire() }
        }
    }

    private func fire() {
        guard timer.isValid else { return }
        firings += 1
        // `fire()` runs the block; a non-repeating timer invalidates itself there.
        timer.fire()
        if timer.isValid { arm() }
    }
}
