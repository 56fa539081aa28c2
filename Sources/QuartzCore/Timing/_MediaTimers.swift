import Foundation

/// Blocks scheduled on the media clock: `dispatch_after` on the main queue with the real clock, and
/// fired by `advance(by:)` with UIKitTesting's virtual clock, so timed work is deterministic in tests.
@MainActor package enum _MediaTimers {
    private struct Timer {
        let fireTime: CFTimeInterval
        let sequence: Int
        let block: () -> Void
    }
    private static var timers: [Timer] = []
    private static var sequence = 0

    /// Runs `block` once `delay` seconds of media time have passed.
    package static func schedule(after delay: CFTimeInterval, _ block: @escaping () -> Void) {
        schedule(at: _MediaClock.now + delay, block)
    }

    /// Runs `block` at media time `fireTime` (at once, on the next pass of the main queue or the next
    /// virtual advance, when that time has passed). A repeating timer schedules each firing at its exact
    /// multiple of the interval this way, so virtual firings do not drift.
    package static func schedule(at fireTime: CFTimeInterval, _ block: @escaping () -> Void) {
        if _MediaClock.isVirtual {
            sequence += 1
            timers.append(Timer(fireTime: fireTime, sequence: sequence, block: block))
        } else {
            let delay = max(0, fireTime - _MediaClock.now)
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { block() } }
        }
    }

    /// The earliest pending fire time under the virtual clock.
    package static var nextFireTime: CFTimeInterval? { timers.map(\.fireTime).min() }

    /// Runs every virtual timer due at or before the current media time, earliest first.
    package static func fireDue() {
        while let next = timers.enumerated().min(by: { ($0.element.fireTime, $0.element.sequence) < ($1.element.fireTime, $1.element.sequence) }),
              next.element.fireTime <= _MediaClock.now {
            timers.remove(at: next.offset)
            next.element.block()
        }
    }

    /// Drops every pending virtual timer (used when a virtual clock is uninstalled).
    package static func removeAll() { timers.removeAll() }
}
