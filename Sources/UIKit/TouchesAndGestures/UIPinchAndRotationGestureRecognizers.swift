import Foundation

/// What the pinch and rotation recognizers share: they follow the first two fingers, begin once a
/// measure of them (distance or angle) has changed past a hysteresis, change on every move, and end when
/// a finger lifts.
@MainActor struct _TwoFingerTracker {
    var startValue: CGFloat?
    var lastValue: CGFloat = 0
    var lastTime: TimeInterval = 0
    var velocity: CGFloat = 0

    /// The two fingers' current measure, or nil with fewer than two down.
    static func fingers(of recognizer: UIGestureRecognizer) -> (CGPoint, CGPoint)? {
        let down = recognizer._touches.filter { $0._phase != .ended && $0._phase != .cancelled }
        guard down.count >= 2 else { return nil }
        return (down[0]._location, down[1]._location)
    }

    /// Records a new measure; returns whether it has moved past `hysteresis` from the start.
    mutating func update(_ value: CGFloat, at time: TimeInterval, hysteresis: CGFloat) -> Bool {
        guard let start = startValue else {
            startValue = value
            lastValue = value
            lastTime = time
            return false
        }
        let dt = time - lastTime
        if dt >= _GestureConstants.panMinimumSampleInterval {
            velocity = (value - lastValue) / CGFloat(dt)
            lastTime = time
        }
        lastValue = value
        return abs(value - start) >= hysteresis
    }

    mutating func reset() { self = _TwoFingerTracker() }
}

extension UIGestureRecognizer {
    /// The state step for a two-finger move: began past the hysteresis, changed afterwards.
    func _twoFingerMoved(pastHysteresis: Bool) {
        switch state {
        case .possible: if pastHysteresis { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// A finger lifted or was cancelled: a begun gesture ends (or is cancelled), a possible one fails
    /// once fewer than two fingers are left.
    func _twoFingerLifted(cancelled: Bool) {
        if state == .began || state == .changed { state = cancelled ? .cancelled : .ended }
        else if state == .possible && (cancelled || _touches.filter({ $0._phase != .ended }).count < 2) { state = .failed }
    }
}

/// A continuous recognizer for two fingers moving apart or together.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    var _tracker = _TwoFingerTracker()
    var _scaleFactor: CGFloat = 1

    /// Creates a pinch recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    /// The distance between the fingers relative to when they went down (1 at the start); settable, so a
    /// handler can set it back to 1 and read changes incrementally.
    open var scale: CGFloat {
        get { _scaleFactor * _rawScale }
        set { _scaleFactor = _rawScale == 0 ? newValue : newValue / _rawScale }
    }
    /// How fast the scale changes, per second.
    open var velocity: CGFloat { _tracker.startValue.map { _tracker.velocity / max($0, 1) } ?? 0 }

    var _rawScale: CGFloat {
        guard let start = _tracker.startValue, start > 0 else { return 1 }
        return _tracker.lastValue / start
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { _ = _measure(event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        _twoFingerMoved(pastHysteresis: _measure(event))
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { _twoFingerLifted(cancelled: false) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { _twoFingerLifted(cancelled: true) }

    open override func reset() {
        super.reset()
        _tracker.reset()
        _scaleFactor = 1
    }

    private func _measure(_ event: UIEvent) -> Bool {
        guard let (a, b) = _TwoFingerTracker.fingers(of: self) else { return false }
        return _tracker.update(_distance(a, b), at: event.timestamp, hysteresis: _GestureConstants.pinchHysteresis)
    }
}

/// A continuous recognizer for two fingers turning around each other.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    var _tracker = _TwoFingerTracker()
    var _rotationOffset: CGFloat = 0

    /// Creates a rotation recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    /// The rotation since the fingers went down, in radians (clockwise positive); settable.
    open var rotation: CGFloat {
        get { _rotationOffset + _rawRotation }
        set { _rotationOffset = newValue - _rawRotation }
    }
    /// How fast the rotation changes, in radians per second.
    open var velocity: CGFloat { _tracker.velocity }

    var _rawRotation: CGFloat { _tracker.startValue.map { _tracker.lastValue - $0 } ?? 0 }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { _ = _measure(event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        _twoFingerMoved(pastHysteresis: _measure(event))
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { _twoFingerLifted(cancelled: false) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { _twoFingerLifted(cancelled: true) }

    open override func reset() {
        super.reset()
        _tracker.reset()
        _rotationOffset = 0
    }

    @discardableResult
    private func _measure(_ event: UIEvent) -> Bool {
        guard let (a, b) = _TwoFingerTracker.fingers(of: self) else { return false }
        var angle = atan2(b.y - a.y, b.x - a.x)
        // Keep the angle continuous across ±π.
        if _tracker.startValue != nil {
            while angle - _tracker.lastValue > .pi { angle -= 2 * .pi }
            while angle - _tracker.lastValue < -.pi { angle += 2 * .pi }
        }
        return _tracker.update(angle, at: event.timestamp, hysteresis: _GestureConstants.rotationHysteresis)
    }
}
