import Foundation

extension UIStepper {
    /// How long a half must be held before autorepeat starts, and the time between repeated steps.
    /// Not documented; our reading of the device.
    static let _autorepeatDelay: CFTimeInterval = 0.5
    static let _autorepeatInterval: CFTimeInterval = 0.1

    func _setMinimumValue(_ minimum: Double) {
        guard minimum < _maximumValue else {
            _Diagnostics.raiseInvalidArgument("minimumValue must be less than maximumValue")
            return
        }
        _minimumValue = minimum
        value = _value
    }

    func _setMaximumValue(_ maximum: Double) {
        guard maximum > _minimumValue else {
            _Diagnostics.raiseInvalidArgument("maximumValue must be greater than minimumValue")
            return
        }
        _maximumValue = maximum
        value = _value
    }

    func _setStepValue(_ step: Double) {
        guard step > 0 else {
            _Diagnostics.raiseInvalidArgument("stepValue must be greater than 0")
            return
        }
        _stepValue = step
    }

    /// The value one step from `value` in the direction of `part`: clamped at the ends, or wrapped to
    /// the other end when `wraps` is on and the value already sits at the end.
    func _stepped(_ part: _Part) -> Double {
        switch part {
        case .increment:
            if _value >= _maximumValue { return wraps ? _minimumValue : _maximumValue }
            return min(_value + _stepValue, _maximumValue)
        case .decrement:
            if _value <= _minimumValue { return wraps ? _maximumValue : _minimumValue }
            return max(_value - _stepValue, _minimumValue)
        }
    }

    /// Whether `part` can step now (at an end without `wraps`, that half is disabled).
    func _canStep(_ part: _Part) -> Bool {
        wraps || (part == .increment ? _value < _maximumValue : _value > _minimumValue)
    }

    /// One step; sends `.valueChanged` when continuous.
    func _step(_ part: _Part) {
        guard _canStep(part) else { return }
        let new = _stepped(part)
        guard new != _value else { return }
        _value = new
        _changedDuringPress = true
        _stepperDidChange()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    /// The user pressed a half: steps at once, then, with `autorepeat`, again after the delay and at
    /// each interval while held (on the media clock, so a virtual clock drives it exactly).
    /// Touch tracking calls this on touch down.
    func _userDidPress(_ part: _Part) {
        _pressGeneration += 1
        _pressedPart = part
        _changedDuringPress = false
        _step(part)
        guard autorepeat else { return }
        let generation = _pressGeneration
        _MediaTimers.schedule(after: UIStepper._autorepeatDelay) { [weak self] in self?._repeat(generation) }
    }

    private func _repeat(_ generation: Int) {
        guard generation == _pressGeneration, let part = _pressedPart else { return }
        _step(part)
        _MediaTimers.schedule(after: UIStepper._autorepeatInterval) { [weak self] in self?._repeat(generation) }
    }

    /// The press ended (or was cancelled): autorepeat stops; a non-continuous stepper that changed
    /// sends `.valueChanged` now.
    func _userDidRelease() {
        _pressGeneration += 1
        _pressedPart = nil
        if !isContinuous && _changedDuringPress { sendActions(for: .valueChanged) }
        _changedDuringPress = false
    }
}
