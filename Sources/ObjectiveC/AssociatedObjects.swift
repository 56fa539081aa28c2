import Foundation

/// How an associated value is held, with the raw values of Apple's runtime.
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    /// A weak reference: the value is not retained (it reads as nil once it deallocates).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`), held strongly.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (`NSCopying`), held strongly and set atomically.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key`, replacing any value already there; nil removes it.
///
/// The key is usually the address of a static variable (`&Keys.badge`). The value lives as long as
/// the object: it is released when the object deallocates (exactly then for views, view controllers,
/// windows and layers; for other objects, at the latest when the side table next sweeps out dead
/// owners), or when it is replaced or removed. Setting is atomic for every policy.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    _AssociatedObjects.set(object as AnyObject, key, value.map { _AssociatedObjects.Stored($0, policy) })
}

/// Returns the value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    _AssociatedObjects.get(object as AnyObject, key)
}

/// Removes every value associated with `object`.
///
/// As Apple's documentation warns, this removes values that other code associated too; set a key to
/// nil to remove one value.
public func objc_removeAssociatedObjects(_ object: Any) {
    _AssociatedObjects.removeAll(object as AnyObject)
}

/// The side table behind associated objects.
///
/// Linux has no hook into the deallocation of an arbitrary object, so each entry holds its owner
/// weakly and is keyed by the owner's `ObjectIdentifier`. An entry whose owner has died is recognised
/// on access (a new object at the same address never sees the old values), and the table sweeps out
/// dead owners whenever it has doubled in size since its last sweep, which keeps the cost per call
/// constant on average. PortableUIKit's own base classes (`UIResponder`, `CALayer`) call
/// `ownerDeallocated` from their `deinit`, so their values are released exactly when they are.
package enum _AssociatedObjects {
    /// One value and how it is held.
    struct Stored {
        private let strong: Any?
        private weak var weakObject: AnyObject?

        init(_ value: Any, _ policy: objc_AssociationPolicy) {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                // A class instance is held weakly; a value type has no lifetime to leave alone.
                if type(of: value) is AnyClass { strong = nil; weakObject = value as AnyObject } else { strong = value }
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                strong = value
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                strong = (value as? NSCopying)?.copy(with: nil) ?? value
            }
        }

        var value: Any? { strong ?? weakObject }
    }

    final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var sweepThreshold = 64

    static func set(_ owner: AnyObject, _ key: UnsafeRawPointer, _ stored: Stored?) {
        // Replaced values and swept entries are released after the lock is dropped: their deinits may
        // use associated objects themselves.
        var released: [Any] = []
        lock.lock()
        let id = ObjectIdentifier(owner)
        if let entry = entries[id], entry.owner === owner {
            if let old = entry.values[key] { released.append(old) }
            if let stored { entry.values[key] = stored } else { entry.values[key] = nil }
            if entry.values.isEmpty { entries[id] = nil }
        } else if let stored {
            if let stale = entries[id] { released.append(stale) }
            let entry = Entry(owner: owner)
            entry.values[key] = stored
            entries[id] = entry
            if entries.count > sweepThreshold { released.append(sweepLocked()) }
        }
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    static func get(_ owner: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.values[key]?.value
    }

    static func removeAll(_ owner: AnyObject) {
        lock.lock()
        let id = ObjectIdentifier(owner)
        let removed = entries[id]
        if removed != nil { entries[id] = nil }
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    /// Releases the values of an object that is deallocating; called from `deinit`.
    package static func ownerDeallocated(_ id: ObjectIdentifier) {
        lock.lock()
        guard !entries.isEmpty else { lock.unlock(); return }
        let removed = entries.removeValue(forKey: id)
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    /// How many objects have associated values (dead owners not yet swept included); for tests.
    package static var entryCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Drops the entries of dead owners and returns them, for release outside the lock.
    private static func sweepLocked() -> [Entry] {
        let dead = entries.filter { $0.value.owner == nil }
        for id in dead.keys { entries[id] = nil }
        sweepThreshold = max(64, entries.count * 2)
        return Array(dead.values)
    }
}
