import Foundation

extension UIResponder {
    func _canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    func _target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }
}

/// The app's action dispatch: the default of `UIApplication.sendAction(_:to:from:for:)`. Controls (and,
/// later, bar button items and menus) send their actions through `UIApplication.shared`, so an
/// application subclass that overrides `sendAction` sees them all.
@MainActor enum _ActionDispatch {
    /// Sends `action` to `target` with the sender and the event as arguments (a method that takes
    /// fewer ignores the rest). A nil target means the responder chain: the first object from the
    /// first responder up that answers `target(forAction:withSender:)`. Returns whether a receiver was
    /// found; a target that does not respond raises "unrecognized selector" and returns false.
    @discardableResult
    static func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver: AnyObject
        if let target {
            receiver = target as AnyObject
        } else {
            guard let found = chainStart(for: sender)?.target(forAction: action, withSender: sender) else { return false }
            receiver = found as AnyObject
        }
        guard _ObjCMessage.responds(receiver, to: action) else {
            _ObjCMessage.raiseUnrecognized(action, sentTo: receiver)
            return false
        }
        _ObjCMessage.perform(action, on: receiver, sender, event)
        return true
    }

    /// Where a nil-targeted action starts: the first responder of the sender's window, else of the key
    /// window, else the sender itself.
    static func chainStart(for sender: Any?) -> UIResponder? {
        let responder = sender as? UIResponder
        if let first = responder?._responderWindow?._firstResponder ?? _WindowList.keyWindow?._firstResponder {
            return first
        }
        return responder
    }
}
