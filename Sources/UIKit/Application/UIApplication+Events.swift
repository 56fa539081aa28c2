import Foundation

extension UIApplication {
    func _sendEvent(_ event: UIEvent) {
        guard event.type == .touches else {
            _WindowList.keyWindow?.sendEvent(event)
            return
        }
        if isIgnoringInteractionEvents {
            // New touches are dropped for their whole life; touches already down keep being delivered.
            for touch in event._touchList where touch._phase == .began { touch._isIgnored = true }
        }
        // Each window that owns one of the event's touches gets the event once, in the order its first
        // touch appears.
        var seen: Set<ObjectIdentifier> = []
        for touch in event._touchList where !touch._isIgnored {
            guard let window = touch._window, seen.insert(ObjectIdentifier(window)).inserted else { continue }
            window.sendEvent(event)
        }
    }

    /// UIKit's own begin of ignoring interaction events, under a reason (a presentation's transition);
    /// it counts with the public calls.
    func _beginIgnoringInteractionEvents(reason: String) {
        _ignoringInteractionEventsReasons.append(reason)
        _ignoringInteractionEventsCount += 1
    }

    /// Balances `_beginIgnoringInteractionEvents(reason:)`.
    func _endIgnoringInteractionEvents(reason: String) {
        guard let index = _ignoringInteractionEventsReasons.firstIndex(of: reason) else { return }
        _ignoringInteractionEventsReasons.remove(at: index)
        if _ignoringInteractionEventsCount > 0 { _ignoringInteractionEventsCount -= 1 }
    }
}
