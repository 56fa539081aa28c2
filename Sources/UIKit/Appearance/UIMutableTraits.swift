import Foundation

/// A container of trait values you can set, used to build trait collections and to override traits.
public protocol UIMutableTraits {
    /// The value of `trait` (its default value when not set).
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    /// The light or dark style.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
}

/// The container `UITraitCollection(mutations:)` and `modifyingTraits(_:)` hand to their closure.
struct _MutableTraitValues: UIMutableTraits {
    var _values: _TraitValues
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { _values.value(trait) }
        set { _values.setValue(newValue, for: trait) }
    }
}

/// The traits an environment (view, view controller, window scene) overrides for itself and
/// everything that inherits its traits. Setting a trait, even to its current value, makes it an
/// override until `remove(_:)`.
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
    var _values = _TraitValues()

    init() {}

    /// The override for `trait`, or the trait's default value when there is none.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { _values.value(trait) }
        set { _values.setValue(newValue, for: trait) }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { _values.contains(trait) }

    /// Removes the override for `trait`.
    public mutating func remove(_ trait: UITrait) { _values.remove(trait) }

    /// The overridden system traits by name, as `<UITraitOverrides: UserInterfaceStyle = 2>`.
    public var description: String {
        let names: [_TraitField: String] = [.userInterfaceStyle: "UserInterfaceStyle", .horizontalSizeClass: "HorizontalSizeClass",
                                            .verticalSizeClass: "VerticalSizeClass", .displayScale: "DisplayScale",
                                            .userInterfaceIdiom: "UserInterfaceIdiom"]
        let parts = _TraitField.allCases.filter { _values.setFields.contains($0) }.map { field -> String in
            let value = _values.fieldValue(field)
            let shown = (value as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\(value)"
            return "\(names[field]!) = \(shown)"
        }
        return "<UITraitOverrides: \(parts.joined(separator: ", "))>"
    }
}
