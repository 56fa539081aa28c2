import Foundation

// A switch's thumb follows a drag (as on iOS): a touch that goes down on the thumb and moves along the
// switch carries the thumb to the side the finger is on, and the value is that side when the finger
// lifts; a touch that does not drag the thumb toggles on touch-up inside, as a tap does. While the thumb
// is dragged, a single-finger pan of another view along the switch (a scroll view's, a pager's) does not
// begin: the third case of Apple's list in "Attaching gesture recognizers to UIKit controls" ("a single
// finger pan gesture on the knob of a UISwitch, in a direction parallel to the switch").
extension UISwitch {
    /// How far (points) the finger must move along the switch before the thumb follows it [INFERRED].
    static let _thumbDragThreshold: CGFloat = 4

    func _switchBeginTracking(_ touch: UITouch) -> Bool {
        let location = touch.location(in: self)
        _thumbDrag = _thumb.frame.insetBy(dx: -4, dy: -4).contains(location) ? (location.x, false) : nil
        return true
    }

    func _switchContinueTracking(_ touch: UITouch) -> Bool {
        guard var drag = _thumbDrag else { return true }
        let x = touch.location(in: self).x
        if !drag.moved, abs(x - drag.startX) >= Self._thumbDragThreshold { drag.moved = true }
        _thumbDrag = drag
        if drag.moved { _showThumb(on: x > bounds.midX, animated: true) }
        return true
    }

    /// The finger lifted: a dragged thumb sets the value to the side it is on (`.valueChanged` only when
    /// that changes it); otherwise a touch-up inside toggles.
    func _switchEndTracking(_ touch: UITouch?) {
        defer { _thumbDrag = nil }
        guard let drag = _thumbDrag, drag.moved, let touch else {
            if _touchEndsInside(touch) { _userDidToggle() }
            return
        }
        let on = touch.location(in: self).x > bounds.midX
        guard on != _isOn else {
            _showThumb(on: _isOn, animated: true)
            return
        }
        setOn(on, animated: true)
        sendActions(for: .valueChanged)
    }

    func _switchCancelTracking() {
        _thumbDrag = nil
        _showThumb(on: _isOn, animated: true)
    }

    /// Moves the thumb to a side without changing the value.
    func _showThumb(on: Bool, animated: Bool) {
        let frame = _thumbFrame(on: on)
        guard _thumb.frame != frame else { return }
        if animated {
            UIView.animate(withDuration: Self._toggleDuration) { self._thumb.frame = frame }
        } else {
            _thumb.frame = frame
        }
    }

    /// Whether `recognizer` (of another view) is a single-finger pan along the switch while a touch
    /// holds the thumb.
    func _thumbPanOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isTracking, _thumbDrag != nil, recognizer.numberOfTouches == 1,
              let pan = recognizer as? UIPanGestureRecognizer else { return false }
        let movement = pan._movement(in: self)
        return abs(movement.x) >= abs(movement.y)
    }
}
