import Foundation

extension NotificationCenter {
    /// Adds an entry that sends `aSelector` to `observer`, with the `Notification` as the argument,
    /// for each notification named `aName` (any name when nil) posted by `anObject` (any sender when nil).
    ///
    /// The center holds the observer weakly: once it deallocates, its entries are dropped silently,
    /// as on iOS 9 and later. `removeObserver(_:)` and `removeObserver(_:name:object:)` remove these
    /// entries. Posts on the main thread call the method synchronously; a post on another thread runs it
    /// later on the main queue, because the method is main-actor isolated here. An observer that does
    /// not respond to the selector raises "unrecognized selector" when a notification arrives.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let owner = observer as AnyObject
        let entry = _SelectorObserver(observer: owner, selector: aSelector, name: aName,
                                      object: anObject.map { ObjectIdentifier($0 as AnyObject) })
        _SelectorObservers.add(entry, center: self)
        entry.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self, weak entry] note in
            guard let center = self, let entry else { return }
            entry.deliver(note, center: center)
        }
    }

    /// Removes every entry for `observer`: selector observers added with
    /// `addObserver(_:selector:name:object:)`, and the block observer when `observer` is the token
    /// that `addObserver(forName:object:queue:using:)` returned.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes the entries for `observer` that match `aName` and `anObject` (nil matches any).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        removeObserver(observer as Any, name: aName, object: anObject)
        let object = anObject.map { ObjectIdentifier($0 as AnyObject) }
        for entry in _SelectorObservers.remove(observer, center: self, name: aName, object: object) {
            if let token = entry.token { removeObserver(token as Any) }
        }
    }
}

/// One `addObserver(_:selector:name:object:)` registration.
final class _SelectorObserver: @unchecked Sendable {
    weak var observer: AnyObject?
    let observerID: ObjectIdentifier
    /// The center it was added to: a table key alone could outlive its center and match a new center
    /// allocated at the same address.
    weak var center: NotificationCenter?
    let selector: Selector
    let name: NSNotification.Name?
    let object: ObjectIdentifier?
    /// Foundation's block observer that delivers to this entry. The entry holds it (the table holds the
    /// entry); its block holds the entry weakly, so removing the entry from the table frees both.
    var token: NSObjectProtocol?

    init(observer: AnyObject, selector: Selector, name: NSNotification.Name?, object: ObjectIdentifier?) {
        self.observer = observer
        observerID = ObjectIdentifier(observer)
        self.selector = selector
        self.name = name
        self.object = object
    }

    func deliver(_ notification: Notification, center: NotificationCenter) {
        guard let observer else {
            // The observer deallocated without removing itself: drop the entry silently.
            if let token { center.removeObserver(token as Any) }
            _SelectorObservers.drop(self, center: center)
            return
        }
        if _isOnMainActor() {
            _ObjCMessage.perform(selector, on: observer, notification)
        } else {
            nonisolated(unsafe) let notification = notification
            DispatchQueue.main.async { [self] in
                if let observer = self.observer { _ObjCMessage.perform(selector, on: observer, notification) }
            }
        }
    }
}

/// Selector observers by center and observer, so that `removeObserver` finds them without a scan of
/// every registration.
package enum _SelectorObservers {
    private struct Key: Hashable {
        let center: ObjectIdentifier
        let observer: ObjectIdentifier
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Key: [_SelectorObserver]] = [:]

    static func add(_ entry: _SelectorObserver, center: NotificationCenter) {
        lock.lock()
        defer { lock.unlock() }
        entry.center = center
        let key = Key(center: ObjectIdentifier(center), observer: entry.observerID)
        // Entries left by a deallocated center at the same address go first.
        var list = (entries[key] ?? []).filter { $0.center === center }
        list.append(entry)
        entries[key] = list
    }

    /// Removes and returns the live entries of `observer` that match the name and object filters.
    static func remove(_ observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?,
                       object: ObjectIdentifier?) -> [_SelectorObserver] {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(center: ObjectIdentifier(center), observer: ObjectIdentifier(observer))
        guard let list = entries[key] else { return [] }
        var removed: [_SelectorObserver] = [], kept: [_SelectorObserver] = []
        for entry in list {
            let matches = entry.center === center && entry.observer === observer && (name == nil || entry.name == name)
                && (object == nil || entry.object == object)
            if matches { removed.append(entry) } else { kept.append(entry) }
        }
        entries[key] = kept.isEmpty ? nil : kept
        return removed
    }

    /// How many selector observers `center` holds, live or not yet dropped; for tests.
    package static func count(in center: NotificationCenter) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(center)
        return entries.reduce(0) { $0 + ($1.key.center == id ? $1.value.filter { $0.center === center }.count : 0) }
    }

    static func drop(_ entry: _SelectorObserver, center: NotificationCenter) {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(center: ObjectIdentifier(center), observer: entry.observerID)
        guard let list = entries[key] else { return }
        let kept = list.filter { $0 !== entry }
        entries[key] = kept.isEmpty ? nil : kept
    }
}
