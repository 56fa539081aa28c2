import Foundation

/// How a touch's own view is served, next to its recognizers (spec §19.5).
enum _ViewDelivery {
    /// The view has not been sent `touchesBegan` yet (the touch is new, or held by `delaysTouchesBegan`).
    case pending
    /// The view got `touchesBegan`.
    case delivered
    /// The view gets nothing (more): the touch was cancelled for it, or the view does not take it
    /// (`isMultipleTouchEnabled`, `isExclusiveTouch`).
    case suppressed
    /// The view got `touchesEnded` or `touchesCancelled`.
    case finished
}

/// A window's delivery of touches to views, after the recognizers have seen them: the delays, the
/// cancellations and the multiple/exclusive-touch rules.
@MainActor enum _TouchDelivery {
    /// Touches whose `touchesBegan` or `touchesEnded` is being withheld from the view.
    private static var held: [UITouch] = []
    private static var heldBegan: Set<ObjectIdentifier> = []
    private static var heldEnded: Set<ObjectIdentifier> = []

    /// Delivers one window's changed touches to their views, grouped by view and phase.
    static func deliverToViews(_ touches: [UITouch], in event: UIEvent) {
        var calls: [(UIView, UITouch.Phase, [UITouch])] = []
        func add(_ touch: UITouch, _ phase: UITouch.Phase) {
            guard let view = touch._view else { return }
            if let index = calls.firstIndex(where: { $0.0 === view && $0.1 == phase }) { calls[index].2.append(touch) }
            else { calls.append((view, phase, [touch])) }
        }
        for touch in touches {
            switch touch._phase {
            case .began:
                guard touch._delivery == .pending else { continue }
                if !accepts(touch, among: event._touchList) {
                    touch._delivery = .suppressed
                } else if isDelayed(touch, ending: false) {
                    hold(touch, began: true)
                } else {
                    touch._delivery = .delivered
                    add(touch, .began)
                }
            case .moved:
                if touch._delivery == .delivered && !heldEnded.contains(ObjectIdentifier(touch)) { add(touch, .moved) }
            case .ended:
                switch touch._delivery {
                case .pending: hold(touch, began: false)
                case .delivered:
                    if isDelayed(touch, ending: true) { hold(touch, began: false) } else {
                        touch._delivery = .finished
                        add(touch, .ended)
                    }
                default: break
                }
            case .cancelled:
                if touch._delivery == .delivered {
                    touch._delivery = .finished
                    add(touch, .cancelled)
                } else if touch._delivery == .pending {
                    touch._delivery = .suppressed
                }
            default:
                break
            }
        }
        for (view, phase, list) in calls { send(phase, Set(list), to: view, event: event) }
    }

    /// Sends `touchesCancelled` to the touch's view if it got `touchesBegan`; it gets nothing more.
    static func cancelViewTouch(_ touch: UITouch, event: UIEvent?) {
        let delivered = touch._delivery == .delivered
        touch._delivery = .suppressed
        unhold(touch)
        if delivered, let view = touch._view { view.touchesCancelled([touch], with: event) }
    }

    /// Delivers withheld touches whose recognizers no longer delay them (they failed, or stopped
    /// tracking): `touchesBegan`, then a withheld `touchesEnded` when nothing delays that either.
    static func releaseHeldTouches() {
        guard !held.isEmpty else { return }
        for touch in held {
            let id = ObjectIdentifier(touch)
            if touch._delivery == .suppressed || touch._delivery == .finished {
                unhold(touch)
                continue
            }
            if heldBegan.contains(id) {
                guard !isDelayed(touch, ending: false) else { continue }
                heldBegan.remove(id)
                touch._delivery = .delivered
                if let view = touch._view { send(.began, [touch], to: view, event: _GestureEnvironment.currentEvent) }
            }
            if heldEnded.contains(id) && touch._delivery == .delivered && !isDelayed(touch, ending: true) {
                unhold(touch)
                touch._delivery = .finished
                if let view = touch._view { send(.ended, [touch], to: view, event: _GestureEnvironment.currentEvent) }
            }
            if !heldBegan.contains(id) && !heldEnded.contains(id) { unhold(touch) }
        }
    }

    // MARK: Rules

    /// Whether a recognizer of the touch that is still analysing it withholds the touch's began (or ended).
    private static func isDelayed(_ touch: UITouch, ending: Bool) -> Bool {
        touch._recognizers.contains { recognizer in
            recognizer._state == .possible && recognizer._seenTouches.contains { $0 === touch }
                && (ending ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan)
        }
    }

    /// `isMultipleTouchEnabled` and `isExclusiveTouch` (spec §19.1, 6).
    private static func accepts(_ touch: UITouch, among touches: [UITouch]) -> Bool {
        guard let view = touch._view else { return false }
        for other in touches where other !== touch && other._window === touch._window
            && (other._delivery == .delivered || heldBegan.contains(ObjectIdentifier(other))) {
            guard let otherView = other._view else { continue }
            if otherView === view && !view.isMultipleTouchEnabled { return false }
            if otherView !== view && (otherView.isExclusiveTouch || view.isExclusiveTouch) { return false }
        }
        return true
    }

    private static func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent?) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
    }

    private static func hold(_ touch: UITouch, began: Bool) {
        let id = ObjectIdentifier(touch)
        if !heldBegan.contains(id) && !heldEnded.contains(id) { held.append(touch) }
        if began { heldBegan.insert(id) } else { heldEnded.insert(id) }
    }

    private static func unhold(_ touch: UITouch) {
        let id = ObjectIdentifier(touch)
        heldBegan.remove(id)
        heldEnded.remove(id)
        held.removeAll { $0 === touch }
    }
}
