import Foundation

extension UIApplication {
    func _sendEvent(_ event: UIEvent) {
        if isIgnoringInteractionEvents && event.type == .touches { return }
        _WindowList.keyWindow?.sendEvent(event)
    }
}
