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
        if let driving = _context as? _UIViewControllerTransitionContext, driving !== ours,
           driving.state == .inFlight || driving.state == .paused {
            // Another transition already uses this interactor: the new one's animator just runs, unscrubbed
            // (spec §15.2 step 1).
            animator.animateTransition(using: context)
            ours.runAlongsideAnimationsIfPending()
            return
        }
        _context = context
        _duration = CGFloat(animator.transitionDuration(using: context))
        _percentComplete = 0
        _animationsCommitted = false
        if let interruptible = _ifImplemented("interruptibleAnimator(using:)", {
            animator.interruptibleAnimator(using: context)
        }) {
            return _startInterruptible(interruptible, context: ours)
        }
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
        // However the transition ends (an animator may complete it without animating, even inside
        // `animateTransition`), the layers then run normally again and the context is let go.
        if !ours.coordinator.animate(alongsideTransition: nil, completion: { [weak self] _ in self?._thaw() }) {
            _thaw()
            return
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
        guard let context = _context, _completionTicker == nil else { return }
        if let interruptible = _interruptible {
            guard context.isInteractive, clamped != _percentComplete else { return }
            _percentComplete = clamped
            interruptible.fractionComplete = clamped
            context.updateInteractiveTransition(clamped)
            return
        }
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
        if let interruptible = _interruptible { return _endInterruptible(interruptible, end, context: context) }
        if let percent = _pendingPercent {
            // The transition ends in the turn it started in: the position is the last update's.
            _pendingPercent = nil
            _percentComplete = percent
            for layer in _frozenLayers { layer.timeOffset = CFTimeInterval(_duration * percent) }
        }
        let speed = Double(completionSpeed)
        if end == .finish { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        _runRest(end, speed: speed)
    }

    /// Moves the frozen time from where the interaction left it to the end (finish) or back to 0 (cancel)
    /// along `completionCurve`, at `speed` (spec §15.2). A finish then lets the layers run on, so the
    /// animations complete; a cancel restores the start values and removes the animations.
    private func _runRest(_ end: _RequestedEnd, speed: Double) {
        let start = CACurrentMediaTime()
        let curve = _UIViewAnimationRunner.timingFunction(forCurve: UInt(completionCurve.rawValue))
        let target = end == .finish ? CFTimeInterval(_duration) : 0
        let origins = _frozenLayers.map(\.timeOffset)
        let step: (CFTimeInterval) -> Bool = { [weak self] time in
            guard let self else { return false }
            let elapsed = (time - start) * speed
            var done = true
            for (layer, origin) in zip(_frozenLayers, origins) {
                let span = abs(target - origin)
                let progress = span > 1e-9 ? min(1, elapsed / span) : 1
                layer.timeOffset = progress < 1 ? origin + (target - origin) * curve._evaluate(progress) : target
                if progress < 1 { done = false }
            }
            guard done else { return true }
            _completionTicker = nil
            if end == .cancel {
                _tracker?.restoreStartValues()
                _tracker?.removeAnimations()
                return false
            }
            for layer in _frozenLayers {
                let offset = layer.timeOffset
                layer.beginTime = layer.superlayer?._localTime(fromGlobal: time) ?? time
                layer.timeOffset = offset
                layer.speed = 1
            }
            return false
        }
        if step(start) {
            _FrameTicker.resume()
            _completionTicker = _FrameTicker.add(step)
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
        if let token = _completionTicker { _FrameTicker.remove(token); _completionTicker = nil }
    }
}

/// Interruptible transitions (spec §15.2 step 4): the animator's own `UIViewImplicitlyAnimating`.
extension UIPercentDrivenInteractiveTransition {
    func _startInterruptible(_ interruptible: UIViewImplicitlyAnimating, context: _UIViewControllerTransitionContext) {
        _interruptible = interruptible
        context.isInterruptible = true
        if context.coordinator.hasPendingAlongsideAnimations {
            interruptible.addAnimations { [coordinator = context.coordinator] in coordinator.runAlongsideAnimations() }
        }
        // Once the animator has run its completions (the client's, which complete the transition, first),
        // the interactor lets go of it and of the context.
        interruptible.addCompletion { [weak self, weak interruptible] _ in
            guard let self, _interruptible === interruptible else { return }
            _interruptible = nil
            _context = nil
        }
        if context.initiallyInteractive { interruptible.pauseAnimation() } else { interruptible.startAnimation() }
        if let requested = _requestedEnd {
            _requestedEnd = nil
            _end(requested)
        }
    }

    /// The rest runs from the current fraction, backwards for a cancel, over the remaining part of the
    /// duration divided by `completionSpeed`, with `timingCurve` (or `completionCurve`).
    func _endInterruptible(_ interruptible: UIViewImplicitlyAnimating, _ end: _RequestedEnd,
                           context: UIViewControllerContextTransitioning) {
        let cancel = end == .cancel
        let percent = interruptible.fractionComplete
        _percentComplete = percent
        if cancel { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        interruptible.isReversed = cancel
        let remaining = cancel ? percent : 1 - percent
        let parameters = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        interruptible.continueAnimation(withTimingParameters: parameters,
                                        durationFactor: max(remaining, 0.0001) / completionSpeed)
    }

    func _pause() {
        guard let interruptible = _interruptible, let context = _context, !context.isInteractive else { return }
        interruptible.pauseAnimation()
        _percentComplete = interruptible.fractionComplete
        context.pauseInteractiveTransition()
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
