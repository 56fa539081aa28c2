import Foundation

/// A continuous recognizer for fingers held down in place.
///
/// Begins when the required fingers have been down for `minimumPressDuration` without moving more than
/// `allowableMovement`; after that movement is free and reports `.changed`, and lifting ends it
/// (spec §19.7). With `numberOfTapsRequired` above zero, that many quick taps come first.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be down, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = _GestureConstants.longPressMinimumDuration
    /// How far the fingers may move before the press begins, in points; 10 by default.
    open var allowableMovement: CGFloat = _GestureConstants.longPressAllowableMovement
    /// The number of fingers; 1 by default.
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press; 0 by default.
    open var numberOfTapsRequired = 0

    var _pressStart: CGPoint?
    var _tapsCompleted = 0

    /// Creates a long-press recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        _cancelTimers()
        let down = _touches.filter { $0._phase != .ended && $0._phase != .cancelled }.count
        if down > numberOfTouchesRequired {
            state = .failed
            return
        }
        guard down == numberOfTouchesRequired else { return }
        _pressStart = _centroid()
        if _tapsCompleted < numberOfTapsRequired { return }
        if minimumPressDuration <= 0 {
            state = .began
            return
        }
        _schedule(after: minimumPressDuration) { recognizer in
            guard let press = recognizer as? UILongPressGestureRecognizer, press.state == .possible,
                  press._touches.count == press.numberOfTouchesRequired else { return }
            press.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start = _pressStart, _distance(start, _centroid()) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            _cancelTimers()
            guard _tapsCompleted < numberOfTapsRequired,
                  _touches.allSatisfy({ $0._phase == .ended || $0._phase == .cancelled }) else {
                state = .failed
                return
            }
            // A tap before the press: the next one must come soon.
            _tapsCompleted += 1
            _pressStart = nil
            _schedule(after: _GestureConstants.tapMaximumIntervalBetweenTaps) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    open override func reset() {
        super.reset()
        _pressStart = nil
        _tapsCompleted = 0
    }
}
