import Foundation

/// Returns the current media time: seconds on the clock that drives Core Animation.
///
/// By default this is the monotonic system clock. Under `UIKitTesting`'s virtual clock it is the
/// virtual time, which only moves when a test advances it.
public func CACurrentMediaTime() -> CFTimeInterval {
    _MediaClock.now
}

/// The swappable media clock. A virtual time, when set, replaces the system clock.
package enum _MediaClock {
    nonisolated(unsafe) private static var virtualTime: CFTimeInterval?

    /// The current media time.
    package static var now: CFTimeInterval {
        virtualTime ?? systemNow
    }

    /// The monotonic system clock in seconds.
    package static var systemNow: CFTimeInterval {
        CFTimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }

    /// Whether a virtual clock is installed.
    package static var isVirtual: Bool { virtualTime != nil }

    /// The latest virtual time ever set, or `-infinity` before the first.
    nonisolated(unsafe) package private(set) static var latestVirtualTime = -CFTimeInterval.infinity

    /// A start time for a clock installed for a moment (to settle work left running, or to drive
    /// simulated touches): the current media time, or the latest virtual time when that is later.
    ///
    /// Animations and timers that a removed virtual clock started keep their virtual times; on a machine
    /// booted less than that long ago the system clock is still before them, and a clock started from it
    /// would have to run until it caught up before any of them moved.
    package static var resumeTime: CFTimeInterval { max(now, latestVirtualTime) }

    /// How many times the clock has been swapped (a virtual clock installed or removed). Times read under
    /// different generations are on different clocks and cannot be compared.
    nonisolated(unsafe) package private(set) static var generation = 0

    /// Installs a virtual clock at `time`, or removes it with nil.
    package static func setVirtualTime(_ time: CFTimeInterval?) {
        if (virtualTime == nil) != (time == nil) { generation += 1 }
        virtualTime = time
        if let time, time > latestVirtualTime { latestVirtualTime = time }
        // Timers our own API schedules (the target–selector forms) follow the virtual clock while it is in.
        _TimerScheduling.add = time == nil ? _TimerScheduling.runLoop : virtualTimerScheduler
    }
}

extension _MediaClock {
    /// Schedules a timer from the main queue on the media clock (`_MainQueue.add`); from elsewhere, on
    /// its run loop as Foundation does.
    static let virtualTimerScheduler: _TimerScheduling.Scheduler = { timer, runLoop, mode in
        guard _MainQueue.isCurrent || Thread.isMainThread else {
            runLoop.add(timer, forMode: mode)
            return
        }
        nonisolated(unsafe) let timer = timer, runLoop = runLoop
        MainActor.assumeIsolated { _MainQueue.add(timer, to: runLoop, forMode: mode) }
    }
}
