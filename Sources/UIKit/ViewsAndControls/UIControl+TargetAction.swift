import Foundation

/// One registration on a control: a target and selector, or a `UIAction`, with its events.
struct _ControlAction {
    enum Receiver {
        /// A target, held weakly, and the selector to send it.
        case target(_WeakTarget, Selector)
        /// The responder chain, and the selector to send up it.
        case responderChain(Selector)
        /// A closure.
        case action(UIAction)
    }

    var receiver: Receiver
    var events: UIControl.Event

    /// The selector of a target–action; nil for a `UIAction`.
    var selector: Selector? {
        switch receiver {
        case .target(_, let selector), .responderChain(let selector): selector
        case .action: nil
        }
    }

    /// False once a weakly held target has deallocated.
    var isLive: Bool {
        if case .target(let target, _) = receiver { return target.object != nil }
        return true
    }

    /// Whether this is a target–action for `target` (nil: the responder chain).
    func isTargetAction(for target: AnyObject?) -> Bool {
        switch receiver {
        case .target(let weak, _): target != nil && weak.object === target
        case .responderChain: target == nil
        case .action: false
        }
    }
}

/// A weak reference to an action's target.
struct _WeakTarget {
    weak var object: AnyObject?
}

extension UIControl {
    func _addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        _actions.removeAll { !$0.isLive }
        if _actions.contains(where: { $0.isTargetAction(for: object) && $0.selector == action && $0.events == controlEvents }) {
            return
        }
        let receiver: _ControlAction.Receiver = object.map { .target(_WeakTarget(object: $0), action) } ?? .responderChain(action)
        _actions.append(_ControlAction(receiver: receiver, events: controlEvents))
    }

    func _removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        for index in _actions.indices where _actions[index].selector != nil {
            let entry = _actions[index]
            let targetMatches = object == nil || entry.isTargetAction(for: object)
            let actionMatches = action == nil || entry.selector == action
            if targetMatches && actionMatches { _actions[index].events.subtract(controlEvents) }
        }
        _actions.removeAll { $0.events.isEmpty || !$0.isLive }
    }

    var _allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for entry in _actions {
            switch entry.receiver {
            case .target(let weak, _):
                if let object = weak.object { targets.insert(object as? AnyHashable ?? AnyHashable(ObjectIdentifier(object))) }
            case .responderChain:
                targets.insert(NSNull())
            case .action:
                break
            }
        }
        return targets
    }

    var _allControlEvents: UIControl.Event {
        _actions.reduce(into: []) { events, entry in if entry.isLive { events.formUnion(entry.events) } }
    }

    func _actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = _actions.compactMap { entry -> String? in
            guard entry.isTargetAction(for: object), !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return entry.selector.map(NSStringFromSelector)
        }
        return names.isEmpty ? nil : names
    }

    /// `event` is the touch event behind the control events (nil for `sendActions(for:)`).
    func _sendActions(for controlEvents: UIControl.Event, event: UIEvent? = nil) {
        // A snapshot: an action may add or remove actions while it runs.
        for entry in _actions where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.receiver {
            case .target(let weak, let selector):
                // A target that has deallocated is skipped, as iOS skips a zeroed weak target.
                if let target = weak.object { sendAction(selector, to: target, for: event) }
            case .responderChain(let selector):
                sendAction(selector, to: nil, for: event)
            case .action(let action):
                sendAction(action)
            }
        }
    }

    func _addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = _actions.firstIndex(where: { $0.uiActionIdentifier == action.identifier }) {
            _actions[index].receiver = .action(action)
            _actions[index].events.formUnion(controlEvents)
        } else {
            _actions.append(_ControlAction(receiver: .action(action), events: controlEvents))
        }
    }

    func _removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        guard let index = _actions.firstIndex(where: { $0.uiActionIdentifier == identifier }) else { return }
        _actions[index].events.subtract(controlEvents)
        if _actions[index].events.isEmpty { _actions.remove(at: index) }
    }
}

extension _ControlAction {
    /// The identifier of a `UIAction` entry; nil for a target–action.
    @MainActor var uiActionIdentifier: UIAction.Identifier? {
        if case .action(let action) = receiver { return action.identifier }
        return nil
    }
}
