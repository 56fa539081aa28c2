import Foundation

extension UIWindow {
    func _setWindowScene(_ scene: UIWindowScene?) {
        guard scene !== _windowScene else { return }
        // The key window of its old scene stops being key there; it is not key in the new one until made so.
        if isKeyWindow { _resignKeyAndPassOn() }
        _windowScene?._removeWindow(self)
        _windowScene = scene
        scene?._addWindow(self)
    }

    /// Touches first go to their recognizers, then to their views; afterwards lifted touches leave
    /// their recognizers and finished recognizers reset.
    func _sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        let changed = event._touchList.filter { $0._window === self && $0._phase != .stationary && !$0._isIgnored }
        guard !changed.isEmpty else { return }
        _GestureEnvironment.deliver(changed, in: event)
        _TouchDelivery.deliverToViews(changed, in: event)
        _GestureEnvironment.finishEvent(changed)
    }
}
