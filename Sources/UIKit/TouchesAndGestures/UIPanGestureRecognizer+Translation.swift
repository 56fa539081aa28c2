import Foundation

extension UIPanGestureRecognizer {
    /// Fingers went down or lifted: move the start with the centroid, so the translation does not jump.
    func _centroidChanged(_ event: UIEvent, remaining: [UITouch]? = nil) {
        let before = _previousCentroid
        let after: CGPoint
        if let remaining, !remaining.isEmpty {
            after = CGPoint(x: remaining.map(\._location.x).reduce(0, +) / CGFloat(remaining.count),
                            y: remaining.map(\._location.y).reduce(0, +) / CGFloat(remaining.count))
        } else {
            after = _centroid()
        }
        if !_hasStart {
            _hasStart = true
            _start = after
            _lastSampleTime = event.timestamp
        } else {
            _start.x += after.x - before.x
            _start.y += after.y - before.y
        }
        _previousCentroid = after
    }

    func _addSample(_ centroid: CGPoint, at time: TimeInterval) {
        let dt = time - _lastSampleTime
        guard dt >= _GestureConstants.panMinimumSampleInterval else { return }
        let sample = CGPoint(x: (centroid.x - _previousCentroid.x) / dt, y: (centroid.y - _previousCentroid.y) / dt)
        _samples.append(sample)
        if _samples.count > 2 { _samples.removeFirst() }
        _lastSampleTime = time
    }

    func _translation(in view: UIView?) -> CGPoint {
        let current = _centroid()
        let a = _convertFromWindow(_start, to: view), b = _convertFromWindow(current, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// The whole movement of the pan in `view`: its translation plus the hysteresis taken off when it
    /// began, so that its direction is known while it is beginning.
    func _movement(in view: UIView?) -> CGPoint {
        let translation = _translation(in: view)
        let origin = _convertFromWindow(.zero, to: view), end = _convertFromWindow(_beganMovement, to: view)
        return CGPoint(x: translation.x + end.x - origin.x, y: translation.y + end.y - origin.y)
    }

    func _setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = _convertFromWindow(_centroid(), to: view)
        let startInView = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        if let view, let window = _touches.first?._window ?? _lastWindow, view !== window {
            _start = view.convert(startInView, to: window)
        } else {
            _start = startInView
        }
    }

    func _velocity(in view: UIView?) -> CGPoint {
        guard let latest = _samples.last,
              CACurrentMediaTime() - _lastSampleTime <= _GestureConstants.panVelocityStaleInterval else { return .zero }
        let w = _GestureConstants.panVelocityLatestWeight
        let windowVelocity = _samples.count == 2
            ? CGPoint(x: w * latest.x + (1 - w) * _samples[0].x, y: w * latest.y + (1 - w) * _samples[0].y)
            : latest
        // A velocity is a vector: convert the two ends of one second's movement.
        let origin = _convertFromWindow(.zero, to: view)
        let end = _convertFromWindow(windowVelocity, to: view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
