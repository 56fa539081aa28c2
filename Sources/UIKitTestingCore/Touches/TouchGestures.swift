import UIKit

// The touch driver: gestures a finger would make, as the touch events it would produce, timed on the
// virtual clock. A move is sent at each frame of the screen (`UIScreen.main.maximumFramesPerSecond`),
// and the clock runs frames, timers and turns in between, so a gesture-driven view is tested in
// milliseconds. Points are in the coordinates of the view passed.
//
// With a virtual clock installed (`withVirtualClock { clock in … }`), the gestures advance it. Without
// one, each gesture installs a clock at the current media time for its duration and removes it after;
// timers still pending then (a tap recognizer waiting for a second tap) are dropped, so tests that
// wait for recognizers after the gesture should install a clock themselves.

/// Taps the centre of `view`: `taps` quick taps with `touches` fingers each.
@MainActor
public func tap(_ view: UIView, taps: Int = 1, touches: Int = 1) {
    tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view, taps: taps, touches: touches)
}

/// Taps `point` in `view`: each tap is down for 0.05 s, 0.1 s apart; several fingers sit 20 points
/// apart horizontally around the point.
@MainActor
public func tap(at point: CGPoint, in view: UIView, taps: Int = 1, touches: Int = 1) {
    _TouchDriverClock.run { clock in
        for index in 0..<max(taps, 1) {
            if index > 0 { clock.advance(by: _TouchDriverTiming.tapGap) }
            let fingers = SimulatedTouch.down(at: _spread(point, count: touches), in: view)
            clock.advance(by: _TouchDriverTiming.tapHold)
            SimulatedTouch.lift(fingers)
        }
    }
}

/// Holds a finger on `point` in `view` (its centre by default) for `duration`, then lifts it.
@MainActor
public func longPress(_ view: UIView, at point: CGPoint? = nil, duration: TimeInterval = 0.6) {
    _TouchDriverClock.run { clock in
        let finger = SimulatedTouch.down(at: point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
        clock.advance(by: duration)
        finger.lift()
    }
}

/// Drags a finger in `view` from `start` to `end` in a straight line over `duration`, moving once per
/// frame, then lifts it (or leaves it down with `lift: false`; the finger is returned either way).
@MainActor @discardableResult
public func drag(_ view: UIView, from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3,
                 lift: Bool = true) -> SimulatedTouch {
    _TouchDriverClock.run { clock in
        let finger = SimulatedTouch.down(at: start, in: view)
        _moveOverFrames(duration: duration, clock: clock) { progress in
            finger.move(to: _interpolate(start, end, progress), in: view)
        }
        if lift { finger.lift() }
        return finger
    }
}

/// Flicks across the centre of `view` in `direction`: `distance` points in `duration` seconds.
@MainActor
public func swipe(_ view: UIView, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat = 200,
                  duration: TimeInterval = 0.15) {
    let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    var vector = CGPoint.zero
    if direction.contains(.right) { vector.x += 1 }
    if direction.contains(.left) { vector.x -= 1 }
    if direction.contains(.down) { vector.y += 1 }
    if direction.contains(.up) { vector.y -= 1 }
    let half = CGPoint(x: vector.x * distance / 2, y: vector.y * distance / 2)
    drag(view, from: CGPoint(x: center.x - half.x, y: center.y - half.y),
         to: CGPoint(x: center.x + half.x, y: center.y + half.y), duration: duration)
}

/// Pinches two fingers about the centre of `view`: they start 100 points apart horizontally and end
/// `scale` times that far apart after `duration`.
@MainActor
public func pinch(_ view: UIView, scale: CGFloat, duration: TimeInterval = 0.3) {
    let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    func fingers(_ half: CGFloat) -> [CGPoint] {
        [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
    }
    _TouchDriverClock.run { clock in
        let hand = SimulatedTouch.down(at: fingers(50), in: view)
        _moveOverFrames(duration: duration, clock: clock) { progress in
            SimulatedTouch.move(hand, to: fingers(50 + 50 * (scale - 1) * progress), in: view)
        }
        SimulatedTouch.lift(hand)
    }
}

/// Swipes in from `edge` of `window`: the finger starts 5 points inside the edge, halfway along it,
/// and moves `distance` points inwards over `duration`, then lifts (or stays down with `lift: false`).
@MainActor @discardableResult
public func edgeSwipe(from edge: UIRectEdge, in window: UIWindow, distance: CGFloat = 200,
                      duration: TimeInterval = 0.3, lift: Bool = true) -> SimulatedTouch {
    let b = window.bounds, inset: CGFloat = 5
    let (start, direction): (CGPoint, CGPoint) = switch edge {
    case .right: (CGPoint(x: b.maxX - inset, y: b.midY), CGPoint(x: -1, y: 0))
    case .top: (CGPoint(x: b.midX, y: b.minY + inset), CGPoint(x: 0, y: 1))
    case .bottom: (CGPoint(x: b.midX, y: b.maxY - inset), CGPoint(x: 0, y: -1))
    default: (CGPoint(x: b.minX + inset, y: b.midY), CGPoint(x: 1, y: 0))
    }
    let end = CGPoint(x: start.x + direction.x * distance, y: start.y + direction.y * distance)
    return drag(window, from: start, to: end, duration: duration, lift: lift)
}

// MARK: Internals

enum _TouchDriverTiming {
    /// How long a simulated tap's fingers stay down, and the pause between taps of a multi-tap.
    static let tapHold: TimeInterval = 0.05
    static let tapGap: TimeInterval = 0.1
}

@MainActor enum _TouchDriverClock {
    /// Runs `body` with the installed virtual clock, or with one installed for the call.
    static func run<R>(_ body: (VirtualClock) -> R) -> R {
        if let clock = VirtualClock.current { return body(clock) }
        let clock = VirtualClock.install(at: _MediaClock.resumeTime)
        defer { clock.uninstall() }
        return body(clock)
    }
}

/// One move per frame over `duration`; `step` gets the progress 0 < p ≤ 1.
@MainActor func _moveOverFrames(duration: TimeInterval, clock: VirtualClock, _ step: (CGFloat) -> Void) {
    let frame = 1.0 / Double(UIScreen.main.maximumFramesPerSecond)
    let count = max(1, Int((duration / frame).rounded()))
    for index in 1...count {
        clock.advance(by: duration / Double(count))
        step(CGFloat(index) / CGFloat(count))
    }
}

func _interpolate(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
}

func _spread(_ point: CGPoint, count: Int) -> [CGPoint] {
    let n = max(count, 1)
    return (0..<n).map { CGPoint(x: point.x + (CGFloat($0) - CGFloat(n - 1) / 2) * 20, y: point.y) }
}
