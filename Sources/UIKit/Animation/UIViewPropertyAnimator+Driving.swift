import Foundation

extension UIViewPropertyAnimator {
    /// The duration the animator's clock uses: a physical spring's settling time, else `duration`.
    var _effectiveDuration: TimeInterval {
        if let spring = timingParameters?.springTimingParameters, let physical = spring._physical {
            return physical.settlingDuration
        }
        return max(duration, 1e-6)
    }

    /// The time fraction at media time `now`.
    func _fraction(at now: CFTimeInterval) -> Double {
        guard isRunning else { return _storedFraction }
        let elapsed = max(0, now - _anchorTime)
        let f = _storedFraction + elapsed * _rate * (_isReversed ? -1 : 1)
        return min(max(f, 0), 1)
    }

    /// The curve's progress at time fraction `f`.
    func _progress(atFraction f: Double) -> Double {
        if let spring = timingParameters?.springTimingParameters {
            return spring._spring(forDuration: _effectiveDuration).progress(at: f * _effectiveDuration)
        }
        if let cubic = timingParameters?.cubicTimingParameters { return cubic._bezier.y(forX: f) }
        return f
    }

    /// The progress a track shows at fraction `f`.
    func _progress(of track: _Track, atFraction f: Double) -> Double {
        let start = track.startFraction
        let local = start >= 1 ? 1 : min(max((f - start) / (1 - start), 0), 1)
        if f >= 1 { return 1 }
        return _progress(atFraction: local)
    }

    // MARK: Animations

    func _addAnimations(_ block: @escaping () -> Void, delayFactor: Double) {
        if state == .active { _run(block, delayFactor: delayFactor) } else { _pendingBlocks.append((block, delayFactor)) }
    }

    /// Runs `block` so that its changes become animator-driven animations.
    func _run(_ block: () -> Void, delayFactor: Double) {
        _UIViewAnimationRunner.ensureInstalled()
        _currentDelayFactor = delayFactor
        let state = _UIViewAnimationState(duration: _effectiveDuration, delay: 0, options: [],
                                          timingFunction: CAMediaTimingFunction(name: .linear), spring: nil,
                                          blockDelegate: nil, animator: self)
        _UIViewAnimationRunner.perform(state, block)
    }

    /// A property changed inside one of the animator's blocks: attach a driven animation.
    func _record(layer: CALayer, key: String, from: Any?, to: Any?) {
        let now = _fraction(at: CACurrentMediaTime())
        let start = now + _currentDelayFactor * (1 - now)
        let animationKey = "UIViewPropertyAnimator-\(ObjectIdentifier(self).hashValue)-\(key)"
        var from = from
        if let existing = _tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == key }) {
            from = _tracks[existing].from
            _tracks.remove(at: existing)
        }
        let track = _Track(layer: layer, keyPath: key, animationKey: animationKey, from: from, to: to, startFraction: start)
        _tracks.append(track)
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = _effectiveDuration
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: animationKey)
        layer._animationEntry(forKey: animationKey)?.drivenProgress = { [weak self, weak track] in
            guard let self, let track else { return 1 }
            return self._progress(of: track, atFraction: self._fraction(at: CACurrentMediaTime()))
        }
    }

    /// Becomes active: runs the blocks added so far.
    func _activate() {
        guard state == .inactive else { return }
        state = .active
        let blocks = _pendingBlocks
        _pendingBlocks.removeAll()
        for (block, factor) in blocks { _run(block, delayFactor: factor) }
    }

    private func _raiseStopped(_ method: String) {
        NSException(name: .internalInconsistencyException,
                    reason: "\(method) called on a UIViewPropertyAnimator that is stopped; call finishAnimation(at:) first").raise()
    }

    // MARK: Running, pausing, scrubbing

    func _start(afterDelay delay: TimeInterval) {
        guard state != .stopped else { _raiseStopped("startAnimation"); return }
        self.delay = delay
        _activate()
        guard !isRunning else { return }
        if _rate == 0 { _rate = 1 / _effectiveDuration }
        _anchorTime = CACurrentMediaTime() + max(delay, 0)
        isRunning = true
        _ensureTicking()
    }

    func _pause() {
        guard state != .stopped else { _raiseStopped("pauseAnimation"); return }
        _activate()
        guard isRunning else { return }
        _storedFraction = _fraction(at: CACurrentMediaTime())
        isRunning = false
    }

    func _setFractionComplete(_ value: Double) {
        guard !isRunning, state != .stopped else { return }
        _activate()
        _storedFraction = min(max(value, 0), 1)
    }

    func _setReversed(_ reversed: Bool) {
        guard reversed != _isReversed else { return }
        if isRunning {
            let now = CACurrentMediaTime()
            _storedFraction = _fraction(at: now)
            _anchorTime = max(now, _anchorTime)
        }
        _isReversed = reversed
    }

    func _continue(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: Double) {
        guard state != .stopped else { _raiseStopped("continueAnimation"); return }
        if let parameters { timingParameters = parameters }
        _activate()
        let now = CACurrentMediaTime()
        _storedFraction = _fraction(at: now)
        let remaining = _isReversed ? _storedFraction : 1 - _storedFraction
        let seconds = (durationFactor > 0 ? durationFactor : 1) * _effectiveDuration
        _rate = remaining > 0 ? remaining / seconds : 1 / _effectiveDuration
        _anchorTime = now
        isRunning = true
        _ensureTicking()
    }

    private func _ensureTicking() {
        guard _tickerToken == nil else { return }
        _FrameTicker.resume()
        _tickerToken = _FrameTicker.add { [weak self] time in
            guard let self else { return false }
            return self._tick(at: time)
        }
    }

    /// One frame: finishes the animations when the clock reaches the end.
    private func _tick(at time: CFTimeInterval) -> Bool {
        guard isRunning else { _tickerToken = nil; return false }
        let f = _fraction(at: time)
        let atEnd = _isReversed ? f <= 0 : f >= 1
        guard atEnd, time >= _anchorTime else { return true }
        _tickerToken = nil
        _storedFraction = f
        isRunning = false
        if pausesOnCompletion { return false }
        _complete(at: _isReversed ? .start : .end)
        return false
    }

    // MARK: Stopping and finishing

    func _stop(withoutFinishing: Bool) {
        guard state == .active else { return }
        let f = _fraction(at: CACurrentMediaTime())
        _storedFraction = f
        isRunning = false
        _setModel(at: .current)
        _removeAnimations()
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { _tracks.removeAll(); _completions.removeAll() }
    }

    func _finish(at position: UIViewAnimatingPosition) {
        guard state == .stopped else {
            NSException(name: .internalInconsistencyException,
                        reason: "finishAnimation(at:) called on a UIViewPropertyAnimator that is not stopped").raise()
            return
        }
        _setModel(at: position)
        _tracks.removeAll()
        state = .inactive
        _callCompletions(position)
    }

    /// The animations reached their end (or start, reversed) on their own.
    func _complete(at position: UIViewAnimatingPosition) {
        _setModel(at: position)
        _removeAnimations()
        _tracks.removeAll()
        state = .inactive
        _callCompletions(position)
    }

    private func _callCompletions(_ position: UIViewAnimatingPosition) {
        let completions = _completions
        _completions.removeAll()
        for completion in completions { completion(position) }
    }

    /// Sets each animated property's model value for `position`, without animating.
    private func _setModel(at position: UIViewAnimatingPosition) {
        let f = _storedFraction
        let wasEnabled = UIView._animationsEnabled
        UIView._animationsEnabled = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for track in _tracks {
            guard let layer = track.layer else { continue }
            let value: Any?
            switch position {
            case .end: value = track.to
            case .start: value = track.from
            case .current: value = _AnimatableValue.interpolate(track.from, track.to, _progress(of: track, atFraction: f))
            }
            _LayerKeyPath.setValue(value, of: layer, at: track.keyPath)
        }
        CATransaction.commit()
        UIView._animationsEnabled = wasEnabled
    }

    private func _removeAnimations() {
        for track in _tracks { track.layer?.removeAnimation(forKey: track.animationKey) }
    }
}
