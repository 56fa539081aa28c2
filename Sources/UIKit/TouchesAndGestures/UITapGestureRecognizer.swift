import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// Recognized at the touch-up of the last required tap. Fails when more fingers than required go down,
/// when a tap moves too far or lasts too long, or when the next tap does not start within 0.35 s
/// (spec §19.7). Its location is the centroid of the first tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps; 1 by default.
    open var numberOfTapsRequired = 1
    /// The number of fingers; 1 by default.
    open var numberOfTouchesRequired = 1

    var _tapsCompleted = 0
    var _touchesInTap = 0
    var _tapStart: CGPoint?
    var _firstTapLocation: CGPoint?

    /// Creates a tap recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard _tapsCompleted < numberOfTapsRequired else { return }
        _cancelTimers()
        if _touchesInTap == 0 || _tapStart == nil {
            _tapStart = _centroid()
            if let first = _firstTapLocation, let start = _tapStart, _distance(first, start) > _GestureConstants.tapAllowableMovement {
                state = .failed
                return
            }
            _schedule(after: _GestureConstants.tapMaximumDuration) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
        _touchesInTap += touches.count
        if _firstTapLocation == nil { _firstTapLocation = _centroid() }
        if _touchesInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start = _tapStart, _distance(start, _centroid()) > _GestureConstants.tapAllowableMovement else { return }
        state = .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard _tapsCompleted < numberOfTapsRequired else { return }
        // The tap ends when its last finger lifts.
        guard _touches.allSatisfy({ $0._phase == .ended || $0._phase == .cancelled }) else { return }
        guard _touchesInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        _cancelTimers()
        _tapsCompleted += 1
        _touchesInTap = 0
        _tapStart = nil
        if _tapsCompleted == numberOfTapsRequired {
            state = .ended
        } else {
            _schedule(after: _GestureConstants.tapMaximumIntervalBetweenTaps) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        _tapsCompleted = 0
        _touchesInTap = 0
        _tapStart = nil
        _firstTapLocation = nil
    }

    /// The centroid of the first tap, in `view` (the window when nil).
    open override func location(in view: UIView?) -> CGPoint {
        _convertFromWindow(_firstTapLocation ?? _centroid(), to: view)
    }
}

func _distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
