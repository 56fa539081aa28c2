import UIKit

/// A media clock that moves only when a test advances it.
///
/// While installed, `CACurrentMediaTime()` returns virtual time, and `advance(by:)` runs every frame up
/// to the new time (animations tick, timers fire, a turn commits each frame), instantly and repeatably.
@MainActor
public final class VirtualClock {
    /// The current virtual time in seconds.
    public private(set) var now: CFTimeInterval
    private var installed = true

    private init(now: CFTimeInterval) { self.now = now }

    /// Installs a virtual clock starting at `time` and returns it.
    @discardableResult
    public static func install(at time: CFTimeInterval = 1000) -> VirtualClock {
        let clock = VirtualClock(now: time)
        _MediaClock.setVirtualTime(time)
        _FrameTicker.frameInterval = 1.0 / Double(UIScreen.main.maximumFramesPerSecond)
        current = clock
        return clock
    }

    /// The installed clock, if any.
    public private(set) static var current: VirtualClock?

    /// Moves time forward by `seconds`, running each frame on the way: due timers, frame handlers
    /// (animations, display links) and a turn whenever work is pending.
    public func advance(by seconds: TimeInterval) {
        precondition(installed, "advance(by:) on an uninstalled VirtualClock")
        let target = now + seconds
        let frame = _FrameTicker.frameInterval
        repeat {
            // The next frame boundary strictly after now; the epsilon keeps a time that sits on a
            // boundary (up to rounding) from mapping back onto itself, which would skip to the target
            // and fire every timer late.
            var next = min(target, ((now / frame) + 1e-6).rounded(.down) * frame + frame)
            if next <= now { next = target }
            if let timer = _MediaTimers.nextFireTime, timer > now, timer < next { next = timer }
            now = next
            _MediaClock.setVirtualTime(now)
            _MediaTimers.fireDue()
            _FrameTicker.tick(at: now)
            if _Turn.hasPendingWork { _Turn.runTurn() }
        } while now < target
    }

    /// Removes the virtual clock; the system clock drives media time again.
    public func uninstall() {
        guard installed else { return }
        installed = false
        _MediaTimers.removeAll()
        _MediaClock.setVirtualTime(nil)
        if VirtualClock.current === self { VirtualClock.current = nil }
    }
}
