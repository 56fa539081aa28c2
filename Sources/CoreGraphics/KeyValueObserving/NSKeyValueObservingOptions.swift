import Foundation

// Foundation on Linux has no key-value observing; these are Apple's types, with Apple's raw values.

/// What a key-value observer is sent: the new and old values, a notification at registration, and one
/// before each change.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before the change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// One notification is sent at once, while the observer registers (with the value, for `.new`).
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A separate notification is sent before each change, as well as the one after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change: a property set, or a change of a to-many relationship.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set. Every change that UIKit's properties report is a setting.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// The keys of the change dictionary passed to `observeValue(forKeyPath:of:change:context:)`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of the change, an `NSNumber` holding an `NSKeyValueChange` raw value.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value, when the observer asked for `.new`.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value, when the observer asked for `.old`.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change.
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// `true` in the notification sent before a change (`.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// One change, as the block form of observation receives it.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// The kind of the change; `.setting` for property sets.
    public let kind: Kind
    /// The new value, when the observation asked for `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The old value, when the observation asked for `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change; nil for settings.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}
