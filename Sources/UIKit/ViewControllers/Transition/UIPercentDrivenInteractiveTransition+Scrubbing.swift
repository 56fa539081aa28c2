import Foundation

/// Scrubbing by layer time (spec §15.2): local time = (parent − beginTime) × speed + timeOffset, so a
/// layer with speed 0 shows its animations at `timeOffset`.
extension UIPercentDrivenInteractiveTransition {
    func _start(_ context: UIViewControllerContextTransitioning) {
        guard let ours = context as? _UIViewControllerTransitionContext, let animator = ours.animator else {
            NSException(name: .internalInconsistencyException,
                        reason: "Attempt to start a percent driven interactive transition but there is no animator!").raise()
            return
        }
        _context = context
        _duration = CGFloat(animator.transitionDuration(using: context))
        _percentComplete = 0
        _animationsCommitted = false
        let tracker = _UIViewAnimationTracker()
        _tracker = tracker
        tracker.willRunLastCompletion = { [weak self] in self?._thaw() }
        tracker.track {
            animator.animateTransition(using: context)
            ours.runAlongsideAnimationsIfPending()
        }
        let container = context.containerView.layer
        _frozenLayers = [container] + tracker.layers.filter { !$0._isDescendant(of: container) }
        for layer in _frozenLayers {
            layer.speed = 0
            layer.timeOffset = 0
        }
        // Updates made before the animations reach the commit wait for it.
        _Turn.enqueueAfterCommit { [weak self] in
            guard let self else { return }
            _animationsCommitted = true
            if let percent = _pendingPercent {
                _pendingPercent = nil
                if _context?.isInteractive == true { _update(percent) }
            }
        }
        if let requested = _requestedEnd {
            _requestedEnd = nil
            _end(requested)
        }
    }

    func _update(_ percent: CGFloat) {
        let clamped = min(max(percent, 0), 1)
        guard let context = _context, _reverseTicker == nil else { return }
        guard _animationsCommitted else {
            _pendingPercent = clamped
            return
        }
        guard clamped != _percentComplete else { return }
        _percentComplete = clamped
        for layer in _frozenLayers { layer.timeOffset = CFTimeInterval(_duration * clamped) }
        context.containerView.layoutIfNeeded()
        context.updateInteractiveTransition(clamped)
    }

    func _end(_ end: _RequestedEnd) {
        guard let context = _context else {
            _requestedEnd = end
            return
        }
        guard context.isInteractive else { return }
        if let percent = _pendingPercent {
            // The transition ends in the turn it started in: the position is the last update's.
            _pendingPercent = nil
            _percentComplete = percent
            for layer in _frozenLayers { layer.timeOffset = CFTimeInterval(_duration * percent) }
        }
        let speed = Double(completionSpeed)
        switch end {
        case .finish:
            for layer in _frozenLayers {
                let offset = layer.timeOffset
                let now = layer.superlayer?._localTime(fromGlobal: CACurrentMediaTime()) ?? CACurrentMediaTime()
                layer.beginTime = now
                layer.timeOffset = offset
                layer.speed = Float(speed)
            }
            context.finishInteractiveTransition()
        case .cancel:
            context.cancelInteractiveTransition()
            _runBackwards(speed: speed)
        }
    }

    /// Moves the frozen time back to 0 at `speed`, then restores the start values and ends the animations.
    private func _runBackwards(speed: Double) {
        let start = CACurrentMediaTime()
        let offsets = _frozenLayers.map(\.timeOffset)
        let step: (CFTimeInterval) -> Bool = { [weak self] time in
            guard let self else { return false }
            let elapsed = (time - start) * speed
            var done = true
            for (layer, offset) in zip(_frozenLayers, offsets) {
                let value = max(0, offset - elapsed)
                layer.timeOffset = value
                if value > 1e-9 { done = false }
            }
            guard done else { return true }
            _reverseTicker = nil
            _tracker?.restoreStartValues()
            _tracker?.removeAnimations()
            return false
        }
        if step(start) {
            _FrameTicker.resume()
            _reverseTicker = _FrameTicker.add(step)
        }
    }

    /// The last tracked block is about to complete: the layers run normally again.
    func _thaw() {
        for layer in _frozenLayers {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        _frozenLayers = []
        _tracker = nil
        _context = nil
        if let token = _reverseTicker { _FrameTicker.remove(token); _reverseTicker = nil }
    }
}

extension CALayer {
    /// Whether `ancestor` is this layer or one of its superlayers.
    func _isDescendant(of ancestor: CALayer) -> Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.superlayer
        }
        return false
    }
}
