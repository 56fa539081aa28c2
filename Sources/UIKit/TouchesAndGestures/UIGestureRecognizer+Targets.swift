import Foundation

/// One action of a recognizer: a target–action pair (the target held weakly) or a handler (held
/// strongly, and also its own target, so `removeTarget(handler, action: nil)` removes it).
struct _GestureTarget {
    weak var target: AnyObject?
    let action: Selector?
    let handler: UIGestureRecognizer.Handler?
}

/// A weak reference to a recognizer (failure requirements do not keep recognizers alive).
struct _WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

extension UIGestureRecognizer {
    /// A closure added as a recognizer's target: a PortableUIKit addition, not part of Apple's UIKit
    /// (where targets are always an object and a selector).
    ///
    /// `init(handler:)` and `addTarget(handler:)` make one; the recognizer keeps it until it is removed
    /// with `removeTarget(_:action:)`, passing the handler as the target (and a nil action), or with
    /// `removeTarget(nil, action: nil)`, which removes every target. The closure runs whenever a
    /// selector target's action would be sent (began, changed, ended, cancelled), in the order the
    /// targets and handlers were added. The recognizer holds the closure strongly: a closure that
    /// captures the recognizer, or an object that owns it, should capture it weakly.
    @preconcurrency @MainActor
    public final class Handler: NSObject {
        let body: @MainActor (UIGestureRecognizer) -> Void
        init(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) { self.body = body }
    }

    /// Creates a recognizer whose only target is `handler` (a PortableUIKit addition; see `Handler`).
    /// The closure receives the recognizer, typed as the class created: `UITapGestureRecognizer { tap in … }`.
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(handler: handler)
    }

    /// Adds a closure as a target, after the targets already there (a PortableUIKit addition; see
    /// `Handler`). Returns the handler, which `removeTarget(_:action:)` takes to remove it.
    @discardableResult
    public func addTarget(handler: @escaping @MainActor (Self) -> Void) -> Handler {
        // The recognizer passes itself, so the cast always succeeds.
        let entry = Handler { handler($0 as! Self) }
        _targets.removeAll { $0.target == nil }
        _targets.append(_GestureTarget(target: entry, action: nil, handler: entry))
        return entry
    }

    func _addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        _targets.removeAll { $0.target == nil }
        guard !_targets.contains(where: { $0.target === object && $0.action == action }) else { return }
        _targets.append(_GestureTarget(target: object, action: action, handler: nil))
    }

    func _removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        _targets.removeAll { entry in
            entry.target == nil || ((object == nil || entry.target === object) && (action == nil || entry.action == action))
        }
    }

    /// Sends every action with the recognizer as its argument (a method without one ignores it) and
    /// runs every handler, in the order they were added. A target that does not implement the method
    /// raises "unrecognized selector", as on iOS.
    func _sendActions() {
        for entry in _targets {
            if let handler = entry.handler {
                handler.body(self)
            } else if let target = entry.target, let action = entry.action {
                _ = _ObjCMessage.perform(action, on: target, self)
            }
        }
    }
}
