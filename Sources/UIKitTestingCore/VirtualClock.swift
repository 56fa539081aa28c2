import UIKit

/// A media clock that moves only when a test advances it.
///
/// While installed, `CACurrentMediaTime()` returns virtual time, and `advance(by:)` runs every frame up
/// to the new time (animations tick, timers fire, a turn commits each frame), instantly and repeatably.
///
/// One clock is installed at a time. Prefer `withVirtualClock { clock in … }`, which installs a clock
/// for the body and removes it afterwards, even when the body throws. `install(at:)` while another
/// clock is installed is refused: it reports a test failure (see `TestFailure`) and returns a clock
/// that was never installed, whose `advance(by:)` reports a failure and whose `uninstall()` does
/// nothing, so the installed clock is left as it was.
@MainActor
public final class VirtualClock {
    /// The current virtual time in seconds.
    public private(set) var now: CFTimeInterval
    private var installed: Bool

    private init(now: CFTimeInterval, installed: Bool) {
        self.now = now
        self.installed = installed
    }

    /// Installs a virtual clock starting at `time` and returns it.
    ///
    /// Refused when a clock is already installed: the call reports a test failure naming both and
    /// returns a clock that is not installed. Uninstall the first clock before installing another.
    @discardableResult
    public static func install(at time: CFTimeInterval = 1000, fileID: String = #fileID,
                               filePath: StaticString = #filePath, line: Int = #line,
                               column: Int = #column) -> VirtualClock {
        if let current {
            TestFailure.report("VirtualClock.install(at: \(time)) refused: a virtual clock is already installed "
                               + "(at \(current.now)). Uninstall it first, or scope each clock with "
                               + "withVirtualClock { clock in … }.",
                               at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
            return VirtualClock(now: time, installed: false)
        }
        let clock = VirtualClock(now: time, installed: true)
        _MediaClock.setVirtualTime(time)
        _FrameTicker.frameInterval = 1.0 / Double(UIScreen.main.maximumFramesPerSecond)
        current = clock
        return clock
    }

    /// The installed clock, if any.
    public private(set) static var current: VirtualClock?

    /// Whether this clock drives media time now: true from `install(at:)` until `uninstall()`, and
    /// never for a clock whose installation was refused.
    public var isInstalled: Bool { installed }

    /// Moves time forward by `seconds`: first the pending turn commits at the current time, then each
    /// frame on the way runs due timers, frame handlers (animations, display links) and a turn whenever
    /// work is pending.
    ///
    /// Frames fall on a fixed grid, the multiples of `1 / UIScreen.main.maximumFramesPerSecond`, so the
    /// same total advance runs the same frames however it is split. Timers fire at their exact times.
    /// On a clock that is not installed it reports a test failure and does nothing.
    public func advance(by seconds: TimeInterval, fileID: String = #fileID, filePath: StaticString = #filePath,
                        line: Int = #line, column: Int = #column) {
        guard installed else {
            TestFailure.report("VirtualClock.advance(by: \(seconds)) on a clock that is not installed.",
                               at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
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

/// Installs a virtual clock at `time`, runs `body` with it, and uninstalls it when `body` returns or
/// throws.
///
/// Inside another clock's scope (or while a clock installed with `install(at:)` is still installed) the
/// installation is refused as `VirtualClock.install(at:)` refuses it, and `body` gets the refused clock.
@MainActor @discardableResult
public func withVirtualClock<Result>(at time: CFTimeInterval = 1000, fileID: String = #fileID,
                                     filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
                                     _ body: (VirtualClock) throws -> Result) rethrows -> Result {
    let clock = VirtualClock.install(at: time, fileID: fileID, filePath: filePath, line: line, column: column)
    defer { clock.uninstall() }
    return try body(clock)
}

/// Installs a virtual clock at `time`, runs the asynchronous `body` with it, and uninstalls it when
/// `body` returns or throws.
///
/// The clock is process-wide: while `body` is suspended, other main-actor work (another test running in
/// parallel) sees virtual time too, so tests that await inside the scope should be `.serialized`.
@MainActor @discardableResult
public func withVirtualClock<Result>(at time: CFTimeInterval = 1000, fileID: String = #fileID,
                                     filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
                                     _ body: (VirtualClock) async throws -> Result) async rethrows -> Result {
    let clock = VirtualClock.install(at: time, fileID: fileID, filePath: filePath, line: line, column: column)
    defer { clock.uninstall() }
    return try await body(clock)
}
