import Foundation

/// Per-frame work: the animation engine and display links register here. The real clock ticks it from
/// the main queue at the screen's frame rate while anything is registered; the virtual clock ticks it
/// from `advance(by:)`.
@MainActor package enum _FrameTicker {
    /// A frame handler; it returns false once it no longer needs frames.
    package typealias Handler = (_ frameTime: CFTimeInterval) -> Bool
    private static var handlers: [Int: Handler] = [:]
    private static var nextID = 0
    private static var realClockRunning = false
    /// Seconds between frames; UIKit sets this from the main screen.
    package static var frameInterval: CFTimeInterval = 1.0 / 120.0

    /// Registers `handler`; returns a token for `remove(_:)`.
    @discardableResult
    package static func add(_ handler: @escaping Handler) -> Int {
        nextID += 1
        handlers[nextID] = handler
        startRealClockIfNeeded()
        return nextID
    }

    /// Unregisters a handler.
    package static func remove(_ token: Int) { handlers[token] = nil }

    /// Whether any handler wants frames.
    package static var isActive: Bool { !handlers.isEmpty }

    /// Runs every handler for the frame at `time`, dropping those that are done.
    package static func tick(at time: CFTimeInterval) {
        for (id, handler) in handlers.sorted(by: { $0.key < $1.key }) where handlers[id] != nil {
            if !handler(time) { handlers[id] = nil }
        }
    }

    /// Restarts real-clock frames if handlers are waiting (after a virtual clock was removed, for example).
    package static func resume() {
        if !handlers.isEmpty { startRealClockIfNeeded() }
    }

    private static func startRealClockIfNeeded() {
        guard !_MediaClock.isVirtual, !realClockRunning else { return }
        realClockRunning = true
        scheduleRealFrame()
    }

    private static func scheduleRealFrame() {
        DispatchQueue.main.asyncAfter(deadline: .now() + frameInterval) {
            MainActor.assumeIsolated {
                guard !_MediaClock.isVirtual, !handlers.isEmpty else { realClockRunning = false; return }
                tick(at: _MediaClock.now)
                scheduleRealFrame()
            }
        }
    }
}
