import Foundation

/// The app's gesture arbitration: which recognizers take part in the current touches, their state
/// changes with the failure requirements, exclusion and simultaneity rules (spec §19.4–§19.6), the
/// actions, and the cancellation of the views' touches.
///
/// A subclass's `state = …` is queued while a touch event is being delivered to the recognizers and
/// processed after all of them have seen it; outside delivery (a timer) it is processed at once.
@MainActor enum _GestureEnvironment {
    /// Recognizers that have received a touch since their last reset, in the order they joined.
    private(set) static var active: [UIGestureRecognizer] = []
    private static var queue: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
    static var deliveryDepth = 0
    private static var draining = false
    /// The event being delivered, for the view cancellations that a recognition causes.
    static var currentEvent: UIEvent?

    // MARK: Delivering touches to recognizers

    /// Gives the touches of one window's event to their recognizers: a new touch first goes through
    /// `shouldReceive` (the recognizer's, then the delegate's event and touch methods), then each
    /// recognizer gets its touches phase by phase. State changes are processed afterwards.
    static func deliver(_ touches: [UITouch], in event: UIEvent) {
        currentEvent = event
        deliveryDepth += 1
        for touch in touches where touch._phase == .began {
            touch._recognizers = touch._recognizers.filter { recognizer in
                guard recognizer.isEnabled, !recognizer._state._isFinished, recognizer._shouldReceive(touch, event) else {
                    return false
                }
                recognizer._touches.append(touch)
                recognizer._seenTouches.append(touch)
                activate(recognizer)
                return true
            }
        }
        // Each recognizer once, in the order its first touch lists it.
        var order: [UIGestureRecognizer] = []
        var seen: Set<ObjectIdentifier> = []
        for touch in touches {
            for recognizer in touch._recognizers where seen.insert(ObjectIdentifier(recognizer)).inserted {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let mine = touches.filter { $0._phase == phase && recognizer._touches.contains($0) }
                guard !mine.isEmpty, recognizer.isEnabled, !recognizer._state._isFinished else { continue }
                recognizer._lastWindow = mine[0]._window
                let set = Set(mine)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                default: recognizer.touchesCancelled(set, with: event)
                }
            }
        }
        deliveryDepth -= 1
        drain()
    }

    /// After the views got the event: lifted touches leave their recognizers, and finished recognizers
    /// with no touches left are reset.
    static func finishEvent(_ touches: [UITouch]) {
        for touch in touches where touch._phase == .ended || touch._phase == .cancelled {
            for recognizer in touch._recognizers {
                recognizer._lastCentroid = recognizer._centroid()
                recognizer._touches.removeAll { $0 === touch }
            }
        }
        resetFinished()
        currentEvent = nil
    }

    // MARK: State changes

    /// A subclass set `state`.
    static func request(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        queue.append((recognizer, state))
        if deliveryDepth == 0 { drain() }
    }

    static func drain() {
        guard !draining else { return }
        draining = true
        while !queue.isEmpty {
            let (recognizer, state) = queue.removeFirst()
            transition(recognizer, to: state)
        }
        draining = false
        _TouchDelivery.releaseHeldTouches()
        if deliveryDepth == 0 && currentEvent == nil { resetFinished() }
    }

    private static func transition(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        let current = recognizer._state
        switch (current, state) {
        case (.possible, .began), (.possible, .ended):
            recognize(recognizer, as: state)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            recognizer._state = state
            recognizer._sendActions()
        case (.began, .failed), (.changed, .failed):
            // A continuous gesture that fails after it began is cancelled (spec §19.4).
            recognizer._state = .cancelled
            recognizer._sendActions()
        default:
            break
        }
    }

    /// A recognizer tries to leave `.possible` as `state` (began, or ended for a discrete gesture).
    private static func recognize(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        guard recognizer._pendingState == nil || recognizer._pendingState == state else { return }
        if recognizer._pendingState == nil {
            guard recognizer._shouldBegin() else { return fail(recognizer) }
        }
        // Failure requirements: wait while a required recognizer is still possible; fail if it recognized.
        var waiting = false
        for other in active where other !== recognizer && requires(recognizer, toFail: other) {
            switch other._state {
            case .possible: waiting = true
            case .began, .changed, .ended: return fail(recognizer)
            case .cancelled, .failed: break
            }
        }
        if waiting {
            recognizer._pendingState = state
            return
        }
        // Exclusion: a recognizer that already recognized prevents this one unless they are simultaneous.
        for other in active where other !== recognizer && (other._state == .began || other._state == .changed)
            && sharesTouches(recognizer, other) && prevents(other, recognizer) {
            return fail(recognizer)
        }
        let wasPending = recognizer._pendingState != nil
        recognizer._pendingState = nil
        recognizer._state = state
        if wasPending { recognizer._didRecognizeAfterWaiting() }
        for other in active where other !== recognizer && other._state == .possible {
            if requires(other, toFail: recognizer) || (sharesTouches(recognizer, other) && prevents(recognizer, other)) {
                fail(other)
            }
        }
        if recognizer.cancelsTouchesInView {
            for touch in recognizer._touches { _TouchDelivery.cancelViewTouch(touch, event: currentEvent) }
            for press in recognizer._presses { _PressDelivery.cancelResponderPress(press) }
        }
        recognizer._sendActions()
    }

    private static func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer._state == .possible else { return }
        recognizer._pendingState = nil
        recognizer._state = .failed
        // Recognizers waiting for this one may now recognize.
        for other in active where other._pendingState != nil && requires(other, toFail: recognizer) {
            if let pending = other._pendingState { recognize(other, as: pending) }
        }
    }

    /// `recognizer` stops taking part: a gesture in progress is cancelled, a possible one fails, and it
    /// lets go of its touches (disabled, or removed from its view).
    static func abandon(_ recognizer: UIGestureRecognizer) {
        switch recognizer._state {
        case .began, .changed:
            recognizer._state = .cancelled
            recognizer._sendActions()
        case .possible:
            fail(recognizer)
        default:
            break
        }
        for touch in recognizer._touches { touch._recognizers.removeAll { $0 === recognizer } }
        recognizer._touches.removeAll()
        for press in recognizer._presses { press._recognizers.removeAll { $0 === recognizer } }
        recognizer._presses.removeAll()
        _TouchDelivery.releaseHeldTouches()
        if !draining && deliveryDepth == 0 { resetFinished() }
    }

    static func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        touch._recognizers.removeAll { $0 === recognizer }
        recognizer._touches.removeAll { $0 === touch }
        recognizer._seenTouches.removeAll { $0 === touch }
    }

    // MARK: Relationships

    static func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        if recognizer._requiredToFail.contains(where: { $0.recognizer === other }) { return true }
        if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) { return true }
        if let delegate = recognizer.delegate,
           _ifImplemented("gestureRecognizer(_:shouldRequireFailureOf:)", {
               delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
           }) == true { return true }
        if let delegate = other.delegate,
           _ifImplemented("gestureRecognizer(_:shouldBeRequiredToFailBy:)", {
               delegate.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer)
           }) == true { return true }
        return false
    }

    /// Whether `winner` recognizing keeps `loser` from recognizing: both allow it, and neither delegate
    /// lets them recognize simultaneously.
    static func prevents(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer) -> Bool {
        guard winner.canPrevent(loser), loser.canBePrevented(by: winner) else { return false }
        return !simultaneous(winner, loser)
    }

    static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for (first, second) in [(a, b), (b, a)] {
            if let delegate = first.delegate,
               _ifImplemented("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)", {
                   delegate.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second)
               }) == true { return true }
        }
        return false
    }

    private static func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a._seenTouches.contains { touch in b._seenTouches.contains { $0 === touch } }
            || a._presses.contains { press in b._presses.contains { $0 === press } }
    }

    // MARK: Membership and reset

    static func activate(_ recognizer: UIGestureRecognizer) {
        guard !recognizer._isActive else { return }
        recognizer._isActive = true
        active.append(recognizer)
    }

    /// Resets every finished recognizer whose touches have all lifted.
    static func resetFinished() {
        guard active.contains(where: { $0._state._isFinished && $0._touches.isEmpty && $0._presses.isEmpty }) else { return }
        var kept: [UIGestureRecognizer] = []
        var finished: [UIGestureRecognizer] = []
        for recognizer in active {
            if recognizer._state._isFinished && recognizer._touches.isEmpty && recognizer._presses.isEmpty {
                finished.append(recognizer)
            } else {
                kept.append(recognizer)
            }
        }
        active = kept
        for recognizer in finished { recognizer._resetToPossible() }
    }
}

extension UIGestureRecognizer.State {
    /// Ended, cancelled or failed: the recognizer waits for its touches to lift, then resets.
    var _isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
}

extension UIGestureRecognizer {
    func _shouldReceive(_ touch: UITouch, _ event: UIEvent) -> Bool {
        guard shouldReceive(event) else { return false }
        if let delegate {
            if _ifImplemented("gestureRecognizer(_:shouldReceiveEvent:)", {
                delegate.gestureRecognizer(self, shouldReceive: event)
            }) == false { return false }
            if _ifImplemented("gestureRecognizer(_:shouldReceive:)", {
                delegate.gestureRecognizer(self, shouldReceive: touch)
            }) == false { return false }
        }
        return true
    }

    /// The views the touches went to, then the delegate, may veto leaving `.possible`.
    func _shouldBegin() -> Bool {
        var asked: Set<ObjectIdentifier> = []
        for touch in _seenTouches {
            guard let view = touch._view, asked.insert(ObjectIdentifier(view)).inserted else { continue }
            if !view.gestureRecognizerShouldBegin(self) { return false }
        }
        if let delegate, _ifImplemented("gestureRecognizerShouldBegin(_:)", { delegate.gestureRecognizerShouldBegin(self) }) == false {
            return false
        }
        return true
    }

    func _resetToPossible() {
        _state = .possible
        _pendingState = nil
        _isActive = false
        _touches.removeAll()
        _seenTouches.removeAll()
        _presses.removeAll()
        _sawOnlyPresses = false
        _timerGeneration += 1
        reset()
    }

    /// Runs `body` after `delay` of media time, unless the recognizer has been reset by then.
    func _schedule(after delay: TimeInterval, _ body: @escaping (UIGestureRecognizer) -> Void) {
        let generation = _timerGeneration
        _MediaTimers.schedule(after: delay) { [weak self] in
            guard let self, self._timerGeneration == generation else { return }
            body(self)
        }
    }

    /// Cancels the timers scheduled so far.
    func _cancelTimers() { _timerGeneration += 1 }
}
