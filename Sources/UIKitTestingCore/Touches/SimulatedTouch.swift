import UIKit

/// One simulated finger: put it down, move it and lift it, each step one touch event through
/// `UIApplication.shared.sendEvent(_:)`, exactly as a finger produces them (the touch is hit-tested when
/// it goes down). Points are in the coordinates of the view you pass.
///
/// These calls do not move time: advance the virtual clock between them (`clock.advance(by: 0.01)`)
/// when a recognizer depends on timing, such as a pan's velocity. The gesture functions (`tap`, `drag`,
/// `swipe` …) do that for you.
///
/// ```swift
/// let finger = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: view)
/// clock.advance(by: 0.01)
/// finger.move(to: CGPoint(x: 30, y: 10), in: view)
/// finger.lift()
/// ```
@MainActor
public final class SimulatedTouch {
    /// The touch UIKit made for this finger.
    public let touch: UITouch
    /// Where the finger is, in screen coordinates.
    public private(set) var screenLocation: CGPoint

    private init(touch: UITouch, screenLocation: CGPoint) {
        self.touch = touch
        self.screenLocation = screenLocation
    }

    /// Puts a finger down at `point` in `view` (one event).
    public static func down(at point: CGPoint, in view: UIView) -> SimulatedTouch {
        down(at: [point], in: view)[0]
    }

    /// Puts several fingers down at once (one event with every new touch).
    public static func down(at points: [CGPoint], in view: UIView) -> [SimulatedTouch] {
        let screen = points.map { screenPoint($0, in: view) }
        let touches = _TouchInjection.send(newTouches: screen)
        return zip(touches, screen).map { SimulatedTouch(touch: $0, screenLocation: $1) }
    }

    /// Moves the finger to `point` in `view` (one event).
    public func move(to point: CGPoint, in view: UIView) {
        SimulatedTouch.move([self], to: [point], in: view)
    }

    /// Lifts the finger (one event).
    public func lift() { SimulatedTouch.lift([self]) }

    /// Cancels the finger's touch, as the system does when something interrupts it (one event).
    public func cancel() { SimulatedTouch.send([self], phase: .cancelled) }

    /// Moves several fingers in one event.
    public static func move(_ fingers: [SimulatedTouch], to points: [CGPoint], in view: UIView) {
        for (finger, point) in zip(fingers, points) { finger.screenLocation = screenPoint(point, in: view) }
        send(fingers, phase: .moved)
    }

    /// Lifts several fingers in one event.
    public static func lift(_ fingers: [SimulatedTouch]) { send(fingers, phase: .ended) }

    private static func send(_ fingers: [SimulatedTouch], phase: UITouch.Phase) {
        _TouchInjection.send(newTouches: [], changes: fingers.map {
            _TouchInjection.Change(touch: $0.touch, phase: phase, screenLocation: $0.screenLocation)
        })
    }

    /// A point in `view` in screen coordinates (through its window).
    static func screenPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        guard let window = view.window ?? (view as? UIWindow) else {
            TestFailure.report("SimulatedTouch: \(view) is not in a window, so no touch can reach it.")
            return point
        }
        let inWindow = view === window ? point : view.convert(point, to: window)
        return CGPoint(x: inWindow.x + window.frame.minX, y: inWindow.y + window.frame.minY)
    }
}
