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

    /// Moves time forward by `seconds`: first the pending turn commits at the current time, then each
    /// frame on the way runs due timers, frame handlers (animations, display links) and a turn whenever
    /// work is pending.
    ///
    /// Frames fall on a fixed grid, the multiples of `1 / UIScreen.main.maximumFramesPerSecond`, so the
    /// same total advance runs the same frames however it is split. Timers fire at their exact times.
    public func advance(by seconds: TimeInterval) {
        precondition(installed, "advance(by:) on an uninstalled VirtualClock")
        // Work done before this call belongs to the current turn, which commits now, before time moves:
        // an animation added just before `advance(by: d)` begins at the current time and ends at the target.
        if _Turn.hasPendingWork { _Turn.runTurn() }
        let target = now + seconds
        let rate = (1 / _FrameTicker.frameInterval).rounded()
        while true {
            var next = Self.nextFrameTime(after: now, rate: rate)
            var isFrame = true
            // A frame a rounding error away from the target is the target.
            if abs(next - target) < 1e-9 { next = target } else if next > target { next = target; isFrame = false }
            if let timer = _MediaTimers.nextFireTime, timer > now, timer < next { next = timer; isFrame = false }
            if next <= now { break }
            now = next
            _MediaClock.setVirtualTime(now)
            _MediaTimers.fireDue()
            if isFrame { _FrameTicker.tick(at: now) }
            if _Turn.hasPendingWork { _Turn.runTurn() }
            if now >= target { break }
        }
    }

    /// The first frame time strictly after `time`, on the grid of multiples of `1 / rate`.
    static func nextFrameTime(after time: CFTimeInterval, rate: Double) -> CFTimeInterval {
        // Frame times are computed as index / rate, which is exact whenever the true time is representable.
        var index = (time * rate).rounded(.down)
        while index / rate <= time + 1e-9 { index += 1 }
        return index / rate
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
