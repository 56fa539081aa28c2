import Foundation

extension UISlider {
    func _clamped(_ value: Float) -> Float { min(max(value, _minimumValue), _maximumValue) }

    func _setValue(_ value: Float, animated: Bool) {
        let clamped = _clamped(value)
        guard clamped != _value else { return }
        _value = clamped
        if animated {
            UIView.animate(withDuration: 0.25) { self._layoutSlider() }
        } else {
            setNeedsLayout()
        }
    }

    /// A new minimum raises the value to it; a minimum above the maximum raises the maximum too
    /// (iOS keeps the range non-empty; which end moves is not documented).
    func _setMinimumValue(_ minimum: Float) {
        _minimumValue = minimum
        if _maximumValue < minimum { _maximumValue = minimum }
        _value = _clamped(_value)
        setNeedsLayout()
    }

    /// A new maximum lowers the value to it; a maximum below the minimum lowers the minimum too.
    func _setMaximumValue(_ maximum: Float) {
        _maximumValue = maximum
        if _minimumValue > maximum { _minimumValue = maximum }
        _value = _clamped(_value)
        setNeedsLayout()
    }

    /// The value whose thumb is centred at `x` (in the slider's coordinates), clamped to the range.
    func _valueForThumbCentre(_ x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _minimumValue).size
        let travel = track.width - thumb.width
        guard travel > 0 else { return _minimumValue }
        let fraction = Float((x - track.minX - thumb.width / 2) / travel)
        return _clamped(_minimumValue + fraction * (_maximumValue - _minimumValue))
    }

    /// The user's drag moved the thumb's centre to `x`: sets the value, and sends `.valueChanged` at once
    /// when the slider is continuous. Touch tracking calls this for each move.
    func _userDidDragThumb(toX x: CGFloat) {
        if _valueAtDragStart == nil { _valueAtDragStart = _value }
        let old = _value
        setValue(_valueForThumbCentre(x), animated: false)
        if isContinuous && _value != old { sendActions(for: .valueChanged) }
    }

    /// A touch went down: the slider tracks it only when it is on the thumb, and remembers how far
    /// from the thumb's centre it is so that the thumb does not jump under the finger.
    func _sliderBeginTracking(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        guard thumb.contains(point) else { return false }
        _thumbTouchOffset = point.x - thumb.midX
        return true
    }

    /// Whether `recognizer` (of another view) is a single-finger swipe or pan along the slider while a
    /// touch drags the thumb: the thumb keeps it, as Apple documents for a swipe on the knob.
    func _thumbDragOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isTracking, recognizer.numberOfTouches == 1 else { return false }
        if let swipe = recognizer as? UISwipeGestureRecognizer { return !swipe.direction.isDisjoint(with: [.left, .right]) }
        if let pan = recognizer as? UIPanGestureRecognizer {
            let movement = pan._movement(in: self)
            return abs(movement.x) >= abs(movement.y)
        }
        return false
    }

    /// The drag ended: a non-continuous slider whose value changed sends `.valueChanged` now.
    func _userDidEndDragging() {
        defer { _valueAtDragStart = nil }
        if !isContinuous, let start = _valueAtDragStart, start != _value { sendActions(for: .valueChanged) }
    }
}
