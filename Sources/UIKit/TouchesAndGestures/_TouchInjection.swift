import Foundation

/// Where touches enter UIKit: a window host (or UIKitTesting's touch driver) reports fingers going
/// down, moving and lifting in screen coordinates, and this turns them into `UITouch`es of the app's
/// touch event and sends it through `UIApplication.shared.sendEvent(_:)`.
@MainActor package enum _TouchInjection {
    /// The app's touches event: one object for the whole life of the touches, as on iOS.
    static let event = UIEvent()
    /// The last lifted touch, for `tapCount`, with the media clock's generation it was timed on. Its window
    /// is held weakly: a tap must not keep a closed window alive.
    private static var lastTap: (location: CGPoint, window: _WeakWindow?, time: TimeInterval, clock: Int, count: Int)?

    /// One finger's change in an event.
    package struct Change {
        package let touch: UITouch
        package let phase: UITouch.Phase
        package let screenLocation: CGPoint
        package init(touch: UITouch, phase: UITouch.Phase, screenLocation: CGPoint) {
            self.touch = touch
            self.phase = phase
            self.screenLocation = screenLocation
        }
    }

    /// Sends one touch event at `timestamp` (the current media time by default; a window host passes
    /// the time its input event happened): new fingers at `newTouches` (screen points, hit-tested now),
    /// and `changes` to fingers already down. Returns the new touches in order.
    @discardableResult
    package static func send(newTouches: [CGPoint], changes: [Change] = [], timestamp: TimeInterval? = nil) -> [UITouch] {
        let now = timestamp ?? CACurrentMediaTime()
        event._timestamp = now
        for touch in event._touchList { touch._phase = .stationary }
        for change in changes where event._touchList.contains(change.touch) {
            let touch = change.touch
            touch._previousLocation = touch._location
            touch._location = windowPoint(change.screenLocation, in: touch._window)
            touch._phase = change.phase
            touch._timestamp = now
        }
        var created: [UITouch] = []
        for point in newTouches {
            let touch = UITouch()
            created.append(touch)
            touch._timestamp = now
            guard let window = window(at: point) else { continue }
            let local = windowPoint(point, in: window)
            touch._window = window
            touch._location = local
            touch._previousLocation = local
            touch._tapCount = tapCount(at: local, in: window, time: now)
            event._touchList.append(touch)
            // Hit-tested before dispatch, so sendEvent overrides see the view and its recognizers.
            if let view = window.hitTest(local, with: event) {
                touch._view = view
                touch._recognizers = view._recognizersForNewTouch()
            }
        }
        UIApplication.shared.sendEvent(event)
        for touch in event._touchList where touch._phase == .ended || touch._phase == .cancelled {
            if touch._phase == .ended { lastTap = (touch._location, touch._window.map(_WeakWindow.init), now, _MediaClock.generation, touch._tapCount) }
            // Touches that never reached a window's delivery (ignored events) still leave their recognizers.
            for recognizer in touch._recognizers { recognizer._touches.removeAll { $0 === touch } }
        }
        event._touchList.removeAll { $0._phase == .ended || $0._phase == .cancelled }
        return created
    }

    /// The frontmost visible window at a screen point whose hit-test finds a view, else the frontmost
    /// visible window that contains the point.
    static func window(at point: CGPoint) -> UIWindow? {
        let windows = UIApplication.shared._windows.reversed().filter { !$0.isHidden }
        for window in windows {
            let local = windowPoint(point, in: window)
            if window.hitTest(local, with: event) != nil { return window }
        }
        return windows.first { $0.frame.contains(point) }
    }

    static func windowPoint(_ point: CGPoint, in window: UIWindow?) -> CGPoint {
        guard let window else { return point }
        return CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    }

    /// A touch continues the last tap's count when it lands in the same window, near it and soon after it on
    /// the same clock (a tap timed on a virtual clock since removed is not "soon" on the next one).
    private static func tapCount(at location: CGPoint, in window: UIWindow, time: TimeInterval) -> Int {
        guard let last = lastTap, last.window?.window === window, last.clock == _MediaClock.generation,
              time >= last.time, time - last.time <= _UITouchConstants.multiTapInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= _UITouchConstants.multiTapDistance else {
            return 1
        }
        return last.count + 1
    }

    /// Whether any finger is down (for tests and the driver).
    package static var hasTouches: Bool { !event._touchList.isEmpty }
}
