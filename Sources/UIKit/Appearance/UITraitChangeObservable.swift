import Foundation

/// A token for one trait-change registration; pass it to `unregisterForTraitChanges(_:)` to end it.
public protocol UITraitChangeRegistration: NSCopying {}

/// The handler form of a trait-change registration: the environment and its previous traits.
public typealias UITraitChangeHandler = @MainActor (any UITraitEnvironment, UITraitCollection) -> Void

/// An object that can tell you when some of its traits change: views, view controllers and window
/// scenes. Each registration names the traits it watches and is called, after
/// `traitCollectionDidChange(_:)`, whenever one of them changes value.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {}

extension UITraitChangeObservable where Self: UITraitEnvironment {
    /// Calls `handler` with the environment and its previous traits whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait],
                                        handler: @escaping @MainActor (Self, UITraitCollection) -> Void) -> any UITraitChangeRegistration {
        _traitChangeRegistry.add(_TraitChangeToken(traits: traits, handler: { environment, previous in
            handler(environment as! Self, previous)
        }))
    }

    /// Sends `action` to `target` whenever one of `traits` changes. The method may take no argument,
    /// the environment, or the environment and the previous trait collection. The target is held weakly.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        _traitChangeRegistry.add(_TraitChangeToken(traits: traits, target: target as AnyObject, action: action))
    }

    /// Sends `action` to the environment itself whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        _traitChangeRegistry.add(_TraitChangeToken(traits: traits, target: self, action: action))
    }

    /// Ends a registration made on this environment; other tokens are ignored.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        guard let token = registration as? _TraitChangeToken else { return }
        _traitChangeRegistry.remove(token)
    }

    var _traitChangeRegistry: _TraitChangeRegistry {
        guard let owner = self as? _TraitChangeRegistryOwner else { preconditionFailure("\(Self.self) keeps no trait registrations") }
        if let registry = owner._traitRegistry { return registry }
        let registry = _TraitChangeRegistry()
        owner._traitRegistry = registry
        return registry
    }
}

/// The classes that store trait-change registrations.
@MainActor protocol _TraitChangeRegistryOwner: AnyObject {
    var _traitRegistry: _TraitChangeRegistry? { get set }
}

/// A registration: its traits and what to call (a handler, or an action sent to a weakly held target).
final class _TraitChangeToken: NSObject, UITraitChangeRegistration, @unchecked Sendable {
    let traits: [UITrait]
    let handler: UITraitChangeHandler?
    let action: Selector?
    weak var target: AnyObject?

    init(traits: [UITrait], handler: @escaping UITraitChangeHandler) {
        self.traits = traits; self.handler = handler; action = nil
    }

    init(traits: [UITrait], target: AnyObject, action: Selector) {
        self.traits = traits; handler = nil; self.action = action; self.target = target
    }

    func copy(with zone: NSZone? = nil) -> Any { self }
}

/// One environment's registrations, in the order they were made.
@MainActor final class _TraitChangeRegistry {
    private(set) var tokens: [_TraitChangeToken] = []

    func add(_ token: _TraitChangeToken) -> _TraitChangeToken {
        tokens.append(token)
        return token
    }

    func remove(_ token: _TraitChangeToken) {
        tokens.removeAll { $0 === token }
    }

    /// Calls every registration one of whose traits differs between `previous` and `current`, in the
    /// order they were made (a registration removed by an earlier one is skipped).
    func notify(_ environment: any UITraitEnvironment, previous: UITraitCollection, current: UITraitCollection) {
        for token in tokens where token.traits.contains(where: { !current._values.same($0, as: previous._values) }) {
            guard tokens.contains(where: { $0 === token }) else { continue }
            if let handler = token.handler {
                handler(environment, previous)
            } else if let action = token.action, let target = token.target {
                _ObjCMessage.perform(action, on: target, environment, previous)
            }
        }
    }
}

extension UITraitEnvironment {
    /// Tells the environment its traits changed from `previous`: `traitCollectionDidChange(_:)`, then the
    /// registrations whose traits changed, with `UITraitCollection.current` set to the new traits.
    func _deliverTraitChange(from previous: UITraitCollection) {
        let current = traitCollection
        UITraitCollection._withCurrent(current) {
            traitCollectionDidChange(previous)
            (self as? _TraitChangeRegistryOwner)?._traitRegistry?.notify(self, previous: previous, current: current)
        }
    }
}
