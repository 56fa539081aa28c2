import Foundation

extension UIWindow {
    func _setWindowScene(_ scene: UIWindowScene?) {
        guard scene !== _windowScene else { return }
        _windowScene?._removeWindow(self)
        _windowScene = scene
        scene?._addWindow(self)
    }

    func _sendEvent(_ event: UIEvent) {}
}
