import Foundation

/// A continuous recognizer for dragging fingers.
///
/// Begins once the centroid has moved 10 points along x or y (and `gestureRecognizerShouldBegin`
/// agrees); the translation at `.began` has those 10 points taken off, or is zero when the pan had to
/// wait for a failure requirement. Changes on every move; ends when every finger lifts (spec §19.7).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that can pan (more are ignored); `Int.max` by default.
    open var maximumNumberOfTouches = Int.max

    /// Where the translation is measured from, in window coordinates.
    var _start: CGPoint = .zero
    var _hasStart = false
    /// The finger's movement (window coordinates) that began the pan, before the hysteresis was taken
    /// off; zero until it begins. A view asked whether the pan may begin reads its direction here, as
    /// the translation is still about zero then.
    var _beganMovement: CGPoint = .zero
    var _previousCentroid: CGPoint = .zero
    var _lastSampleTime: TimeInterval = 0
    /// The last two velocity samples (window coordinates, points per second), latest last.
    var _samples: [CGPoint] = []

    /// Creates a pan recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    /// The translation of the pan in `view`'s coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint { _translation(in: view) }
    /// Makes the translation in `view`'s coordinates read `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { _setTranslation(translation, in: view) }
    /// The pan's velocity in `view`'s coordinates, in points per second: 0.2 × the latest sample +
    /// 0.8 × the one before (spec §19.7); zero once the finger has not moved for 0.1 s (a placeholder).
    open func velocity(in view: UIView?) -> CGPoint { _velocity(in: view) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where _touches.count > maximumNumberOfTouches { ignore(touch, for: event) }
        _centroidChanged(event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = _centroid()
        _addSample(centroid, at: event.timestamp)
        _previousCentroid = centroid
        switch state {
        case .possible:
            guard _touches.count >= minimumNumberOfTouches, _pendingState == nil else { return }
            let dx = centroid.x - _start.x, dy = centroid.y - _start.y
            let h = _hysteresisDistance
            guard abs(dx) >= h || abs(dy) >= h else { return }
            if _canBeginMoving(dx: dx, dy: dy) {
                _beganMovement = CGPoint(x: dx, y: dy)
                // Take the hysteresis off each axis, towards zero.
                _start.x += dx > 0 ? min(dx, h) : max(dx, -h)
                _start.y += dy > 0 ? min(dy, h) : max(dy, -h)
                state = .began
            } else {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = _touches.filter { $0._phase != .ended && $0._phase != .cancelled }
        guard remaining.isEmpty else {
            _centroidChanged(event, remaining: remaining)
            return
        }
        state = (state == .began || state == .changed) ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        _samples.removeAll()
        _start = .zero
        _hasStart = false
        _beganMovement = .zero
    }

    /// The hysteresis; the screen-edge pan uses the same.
    var _hysteresisDistance: CGFloat { _GestureConstants.panHysteresis }
    /// Whether a movement past the hysteresis may begin the pan (the screen-edge pan checks its edge).
    func _canBeginMoving(dx: CGFloat, dy: CGFloat) -> Bool { true }

    override func _didRecognizeAfterWaiting() {
        _start = _centroid()
    }
}
