import Foundation

/// One target–action pair of a recognizer; the target is held weakly.
struct _GestureTarget {
    weak var target: AnyObject?
    let action: Selector
}

/// A weak reference to a recognizer (failure requirements do not keep recognizers alive).
struct _WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UIGestureRecognizer {
    func _addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        _targets.removeAll { $0.target == nil }
        guard !_targets.contains(where: { $0.target === object && $0.action == action }) else { return }
        _targets.append(_GestureTarget(target: object, action: action))
    }

    func _removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        _targets.removeAll { entry in
            entry.target == nil || ((object == nil || entry.target === object) && (action == nil || entry.action == action))
        }
    }

    /// Sends every action with the recognizer as its argument (a method without one ignores it). A
    /// target that does not implement the method raises "unrecognized selector", as on iOS.
    func _sendActions() {
        for entry in _targets {
            guard let target = entry.target else { continue }
            _ = _ObjCMessage.perform(entry.action, on: target, self)
        }
    }
}
