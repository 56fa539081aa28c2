import Foundation

/// A type that names one trait of a trait collection: its default value, identifier and name.
///
/// The system traits are the `UITrait…` types below; a client defines its own trait by declaring a
/// type with a `defaultValue`. Custom values compare equal when their type is `Equatable`; values of
/// other types always count as changed when they are set again.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value a trait collection reports when the trait is not set.
    static var defaultValue: Value { get }
    /// A unique identifier for the trait (reverse-DNS is recommended).
    static var identifier: String { get }
    /// A short name for printing.
    static var name: String { get }
    /// Whether dynamic colours depend on the trait.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name, qualified by its module.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False: custom traits do not affect colours unless they say so.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as trait registrations and overrides take it.
public typealias UITrait = any UITraitDefinition.Type

/// The user interface style (light or dark).
public struct UITraitUserInterfaceStyle: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let identifier = "UITraitUserInterfaceStyle"
    public static let name = "UserInterfaceStyle"
    public static let affectsColorAppearance = true
    static let _field = _TraitField.userInterfaceStyle
}

/// The horizontal size class.
public struct UITraitHorizontalSizeClass: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let identifier = "UITraitHorizontalSizeClass"
    public static let name = "HorizontalSizeClass"
    public static let affectsColorAppearance = false
    static let _field = _TraitField.horizontalSizeClass
}

/// The vertical size class.
public struct UITraitVerticalSizeClass: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let identifier = "UITraitVerticalSizeClass"
    public static let name = "VerticalSizeClass"
    public static let affectsColorAppearance = false
    static let _field = _TraitField.verticalSizeClass
}

/// The display scale (pixels per point; 0 when not specified).
public struct UITraitDisplayScale: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue: CGFloat = 0
    public static let identifier = "UITraitDisplayScale"
    public static let name = "DisplayScale"
    public static let affectsColorAppearance = false
    static let _field = _TraitField.displayScale
}

/// The interface idiom (phone, pad, …).
public struct UITraitUserInterfaceIdiom: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let identifier = "UITraitUserInterfaceIdiom"
    public static let name = "UserInterfaceIdiom"
    public static let affectsColorAppearance = false
    static let _field = _TraitField.userInterfaceIdiom
}

/// The system traits that `UITraitCollection` stores in fields of its own.
enum _TraitField: Int, CaseIterable {
    case userInterfaceStyle, horizontalSizeClass, verticalSizeClass, displayScale, userInterfaceIdiom
}

/// A system trait type backed by one of the collection's fields.
protocol _BuiltInTrait: UITraitDefinition {
    static var _field: _TraitField { get }
}

/// A custom trait's value with the means to compare it.
struct _AnyTraitValue {
    let value: Any
    let equals: (Any) -> Bool

    init<V>(_ value: V) {
        self.value = value
        if let equatable = value as? any Equatable {
            equals = { other in _equal(equatable, other) }
        } else {
            equals = { _ in false }
        }
    }
}

private func _equal<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    (rhs as? E) == lhs
}

/// The values of a trait collection or of a set of overrides: the system traits in fields (their
/// "unspecified" value when not set), custom traits by type, and which traits were set.
struct _TraitValues {
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var displayScale: CGFloat = 0
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var custom: [ObjectIdentifier: _AnyTraitValue] = [:]
    /// The system fields set explicitly (for overrides, which may set a trait to its default value).
    var setFields: Set<_TraitField> = []

    var isEmpty: Bool { setFields.isEmpty && custom.isEmpty }

    /// The value of `trait`, or its default.
    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        if let builtIn = trait as? any _BuiltInTrait.Type { return fieldValue(builtIn._field) as! T.Value }
        return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
    }

    mutating func setValue<T: UITraitDefinition>(_ value: T.Value, for trait: T.Type) {
        if let builtIn = trait as? any _BuiltInTrait.Type {
            setField(builtIn._field, value)
        } else {
            custom[ObjectIdentifier(trait)] = _AnyTraitValue(value)
        }
    }

    func contains(_ trait: UITrait) -> Bool {
        if let builtIn = trait as? any _BuiltInTrait.Type { return setFields.contains(builtIn._field) }
        return custom[ObjectIdentifier(trait)] != nil
    }

    mutating func remove(_ trait: UITrait) {
        if let builtIn = trait as? any _BuiltInTrait.Type {
            setField(builtIn._field, nil)
            setFields.remove(builtIn._field)
        } else {
            custom[ObjectIdentifier(trait)] = nil
        }
    }

    func fieldValue(_ field: _TraitField) -> Any {
        switch field {
        case .userInterfaceStyle: return userInterfaceStyle
        case .horizontalSizeClass: return horizontalSizeClass
        case .verticalSizeClass: return verticalSizeClass
        case .displayScale: return displayScale
        case .userInterfaceIdiom: return userInterfaceIdiom
        }
    }

    /// Sets a field (nil: back to unspecified) and records it as set.
    mutating func setField(_ field: _TraitField, _ value: Any?) {
        switch field {
        case .userInterfaceStyle: userInterfaceStyle = value as? UIUserInterfaceStyle ?? .unspecified
        case .horizontalSizeClass: horizontalSizeClass = value as? UIUserInterfaceSizeClass ?? .unspecified
        case .verticalSizeClass: verticalSizeClass = value as? UIUserInterfaceSizeClass ?? .unspecified
        case .displayScale: displayScale = value as? CGFloat ?? 0
        case .userInterfaceIdiom: userInterfaceIdiom = value as? UIUserInterfaceIdiom ?? .unspecified
        }
        setFields.insert(field)
    }

    /// These values with every trait set in `overrides` replaced by the override's value.
    func applying(_ overrides: _TraitValues) -> _TraitValues {
        var result = self
        for field in overrides.setFields { result.setField(field, overrides.fieldValue(field)) }
        for (key, value) in overrides.custom { result.custom[key] = value }
        return result
    }

    /// Whether `trait` has the same value here and in `other`.
    func same(_ trait: UITrait, as other: _TraitValues) -> Bool {
        if let builtIn = trait as? any _BuiltInTrait.Type { return sameField(builtIn._field, as: other) }
        let key = ObjectIdentifier(trait)
        switch (custom[key], other.custom[key]) {
        case (nil, nil): return true
        case let (a?, b?): return a.equals(b.value)
        default: return false
        }
    }

    func sameField(_ field: _TraitField, as other: _TraitValues) -> Bool {
        switch field {
        case .userInterfaceStyle: return userInterfaceStyle == other.userInterfaceStyle
        case .horizontalSizeClass: return horizontalSizeClass == other.horizontalSizeClass
        case .verticalSizeClass: return verticalSizeClass == other.verticalSizeClass
        case .displayScale: return displayScale == other.displayScale
        case .userInterfaceIdiom: return userInterfaceIdiom == other.userInterfaceIdiom
        }
    }

    /// Whether every trait has the same value (custom traits that are set on one side only differ).
    func sameValues(as other: _TraitValues) -> Bool {
        guard _TraitField.allCases.allSatisfy({ sameField($0, as: other) }), custom.count == other.custom.count else { return false }
        return custom.allSatisfy { key, value in other.custom[key].map { value.equals($0.value) } ?? false }
    }
}
