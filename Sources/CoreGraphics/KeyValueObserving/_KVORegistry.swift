import Foundation

/// A class whose instances can be observed: UIKit's `UIResponder` and QuartzCore's `CALayer`, the
/// NSObject-level classes this package owns.
///
/// An instance stores its registry (nil until something observes it, so an unobserved setter pays one
/// nil check), and its class names the properties that report changes (`_observedKeys()`, a class
/// method that each class family overrides with its own table).
package protocol _KVOHost: AnyObject {
    /// The object's observers; made on the first registration and kept for the object's lifetime.
    var _kvoRegistry: _KVORegistry? { get set }
    /// The observable properties of this class, built for the dynamic `Self` so that key paths passed
    /// on a subclass compare equal (see `_ObservedKey`). Key paths to main-actor properties can only be
    /// formed on the main actor, so UIKit's tables are built there (`MainActor.assumeIsolated`).
    static func _observedKeys() -> [_ObservedKey]
}

extension _KVOHost {
    /// The registry, made on first use.
    package var _kvoRegistryCreatingIfNeeded: _KVORegistry {
        if let registry = _kvoRegistry { return registry }
        let registry = _KVORegistry()
        _kvoRegistry = registry
        return registry
    }
}

/// One observable property: its Objective-C key and the Swift key path that names it.
///
/// Key paths on Linux carry no string, so names come from tables of key paths. A key path is equal only
/// to one with the same root type, so each class builds its table in a generic function called with
/// the dynamic `Self` (`_observedLayerKeys(Self.self)`): `\T.frame` with `T == MyView` equals the
/// `\.frame` that `observe` received on a `MyView`, in debug and optimized builds alike. (Forming
/// `\Self.frame` directly inside a class method crashes the runtime; going through the generic
/// function does not.)
package struct _ObservedKey: @unchecked Sendable {
    package let name: String
    package let keyPath: AnyKeyPath
    /// Reads the property from an object of the table's class.
    package let read: (AnyObject) -> Any

    package init<Root: AnyObject, Value>(_ name: String, _ keyPath: KeyPath<Root, Value>) {
        self.name = name
        self.keyPath = keyPath
        read = { ($0 as! Root)[keyPath: keyPath] }
    }
}

/// The values that one notification carries, before they become a dictionary or an
/// `NSKeyValueObservedChange`.
struct _KVOChange {
    /// The old value; nil when not requested (or not readable).
    var old: Any?
    /// The new value; nil when not requested (or not readable).
    var new: Any?
    var isPrior = false
}

/// One registration: a block-form observation or a string-form observer.
final class _KVORegistration: @unchecked Sendable {
    let key: String
    let options: NSKeyValueObservingOptions
    /// Reads the observed value; nil when the key names no property in the class's table.
    let read: ((AnyObject) -> Any)?
    /// The string form's observer, held weakly as iOS does; nil for the block form.
    weak var observer: AnyObject?
    let isStringForm: Bool
    let context: UnsafeMutableRawPointer?
    /// Sends one notification.
    let deliver: (_KVORegistration, AnyObject, _KVOChange) -> Void

    init(key: String, options: NSKeyValueObservingOptions, read: ((AnyObject) -> Any)?, observer: AnyObject?,
         context: UnsafeMutableRawPointer?, deliver: @escaping (_KVORegistration, AnyObject, _KVOChange) -> Void) {
        self.key = key
        self.options = options
        self.read = read
        self.observer = observer
        isStringForm = observer != nil
        self.context = context
        self.deliver = deliver
    }

    /// Whether a string-form registration lost its observer.
    var isOrphaned: Bool { isStringForm && observer == nil }

    func value(of object: AnyObject) -> Any? { read?(object) }
}

/// The observers of one object, by key, and the will/did pairs in progress.
///
/// Notifications are sent outside the lock, so a handler may add or remove observations (its own
/// included). A registration removed between a change's will and did gets no after-notification.
package final class _KVORegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var registrations: [String: [_KVORegistration]] = [:]
    /// Changes whose will was sent and whose did was not, innermost last.
    private var pending: [(key: String, entries: [(registration: _KVORegistration, old: Any?)])] = []

    package init() {}

    func add(_ registration: _KVORegistration) {
        lock.lock()
        registrations[registration.key, default: []].append(registration)
        lock.unlock()
    }

    func remove(_ registration: _KVORegistration) {
        lock.lock()
        registrations[registration.key]?.removeAll { $0 === registration }
        lock.unlock()
    }

    /// Removes the latest string-form registration of `observer` for `key` (with `context`, when
    /// `matchingContext`); false when there is none.
    func removeObserver(_ observer: AnyObject, key: String, context: UnsafeMutableRawPointer?, matchingContext: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let index = registrations[key]?.lastIndex(where: {
            $0.isStringForm && $0.observer === observer && (!matchingContext || $0.context == context)
        }) else { return false }
        registrations[key]!.remove(at: index)
        return true
    }

    /// The live registrations for `key`, dropping those whose observer was deallocated.
    private func current(_ key: String) -> [_KVORegistration] {
        lock.lock()
        defer { lock.unlock() }
        guard var list = registrations[key], !list.isEmpty else { return [] }
        if list.contains(where: \.isOrphaned) {
            list.removeAll(where: \.isOrphaned)
            registrations[key] = list
        }
        return list
    }

    private func isRegistered(_ registration: _KVORegistration) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return registrations[registration.key]?.contains { $0 === registration } ?? false
    }

    /// Sends the notification a new registration with `.initial` gets at once.
    func sendInitial(_ registration: _KVORegistration, of object: AnyObject) {
        guard registration.options.contains(.initial) else { return }
        var change = _KVOChange()
        if registration.options.contains(.new) { change.new = registration.value(of: object) }
        registration.deliver(registration, object, change)
    }

    /// Called before `key` changes: records old values and sends prior notifications.
    package func willChange(_ object: AnyObject, key: String) {
        let entries = current(key).map { registration in
            (registration: registration,
             old: registration.options.contains(.old) ? registration.value(of: object) : nil)
        }
        lock.lock()
        pending.append((key, entries))
        lock.unlock()
        for entry in entries where entry.registration.options.contains(.prior) {
            let change = _KVOChange(old: entry.old, isPrior: true)
            entry.registration.deliver(entry.registration, object, change)
        }
    }

    /// Called after `key` changed: sends the change to the observers that were told it would happen.
    package func didChange(_ object: AnyObject, key: String) {
        lock.lock()
        guard let index = pending.lastIndex(where: { $0.key == key }) else {
            lock.unlock()
            return
        }
        let entries = pending.remove(at: index).entries
        lock.unlock()
        for entry in entries where isRegistered(entry.registration) {
            var change = _KVOChange(old: entry.old)
            if entry.registration.options.contains(.new) { change.new = entry.registration.value(of: object) }
            entry.registration.deliver(entry.registration, object, change)
        }
    }
}

extension _KVOHost {
    /// Sends will and did notifications for `key` around `change`, or just runs it when nothing observes
    /// the object: the setters of observable properties go through here.
    @inline(__always)
    package func _notifyingObservers(_ key: String, _ change: () -> Void) {
        guard let registry = _kvoRegistry else { return change() }
        registry.willChange(self, key: key)
        change()
        registry.didChange(self, key: key)
    }
}
