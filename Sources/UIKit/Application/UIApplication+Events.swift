import Foundation

extension UIApplication {
    func _sendEvent(_ event: UIEvent) {
        guard event.type == .touches else {
            _WindowList.keyWindow?.sendEvent(event)
            return
        }
        if isIgnoringInteractionEvents { return }
        // Each window that owns one of the event's touches gets the event once, in the order its first
        // touch appears.
        var seen: Set<ObjectIdentifier> = []
        for touch in event._touchList {
            guard let window = touch._window, seen.insert(ObjectIdentifier(window)).inserted else { continue }
            window.sendEvent(event)
        }
    }
}
