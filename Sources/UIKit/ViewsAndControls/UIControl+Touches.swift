import Foundation

// A control's touch handling: the touch phases of the first touch on the control, turned into the
// tracking calls and the control events of `_ControlTracker`.
//
// The order within a phase: `beginTracking` is asked before `.touchDown` is sent, `continueTracking`
// before the drag event, and `endTracking`/`cancelTracking` are called before `.touchUpInside`/
// `.touchUpOutside`/`.touchCancel` are sent. Apple documents none of these orders; endTracking first is
// what custom controls rely on (a control that commits its value in `endTracking` has it committed
// when the touch-up action runs, as a non-continuous UISlider's `.valueChanged` arrives before its
// `.touchUpInside`).
extension UIControl {
    func _controlTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard _trackedTouch == nil, isEnabled, let touch = touches.first else { return }
        _trackedTouch = touch
        let point = touch.location(in: self)
        _touchBegan(at: point, tapCount: touch.tapCount, tracking: beginTracking(touch, with: event), event: event)
    }

    func _controlTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        let point = touch.location(in: self)
        _touchMoved(to: point, tracking: isTracking ? continueTracking(touch, with: event) : false, event: event)
    }

    func _controlTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        _trackedTouch = nil
        let point = touch.location(in: self)
        if isTracking { endTracking(touch, with: event) }
        _touchEnded(at: point, event: event)
    }

    func _controlTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackedTouch, touches.contains(touch) else { return }
        _trackedTouch = nil
        if isTracking { cancelTracking(with: event) }
        _touchCancelled(event: event)
    }

    /// Whether `touch`, ending now, counts as inside the control (its bounds and the drag tolerance).
    func _touchEndsInside(_ touch: UITouch?) -> Bool {
        guard let touch else { return false }
        return _ControlTracker.counts(touch.location(in: self), asInside: bounds)
    }

    func _controlGestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.view === self || !_defaultActionOverlaps(recognizer)
    }

    /// A single-finger single-tap recognizer, on a control whose default action is that tap.
    func _isOverlappingSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard _defaultActionIsSingleTap, let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
