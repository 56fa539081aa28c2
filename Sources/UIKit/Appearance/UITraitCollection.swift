import Foundation

/// The user interface style: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// A size class: compact or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device interface.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

/// The traits of an interface environment: style, size classes, scale and idiom, and custom traits.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    let _values: _TraitValues

    /// The light or dark style.
    public var userInterfaceStyle: UIUserInterfaceStyle { _values.userInterfaceStyle }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { _values.horizontalSizeClass }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { _values.verticalSizeClass }
    /// Pixels per point; 0 when not specified.
    public var displayScale: CGFloat { _values.displayScale }
    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { _values.userInterfaceIdiom }

    /// Creates a collection with every trait unspecified.
    public override init() {
        _values = _TraitValues()
        super.init()
    }

    init(_values values: _TraitValues) {
        var values = values
        values.setFields = []
        _values = values
        super.init()
    }

    convenience init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
                     scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        var values = _TraitValues()
        values.userInterfaceStyle = style; values.horizontalSizeClass = horizontal; values.verticalSizeClass = vertical
        values.displayScale = scale; values.userInterfaceIdiom = idiom
        self.init(_values: values)
    }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }
    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }
    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, scale: 0, idiom: .unspecified)
    }
    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: displayScale, idiom: .unspecified)
    }
    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: userInterfaceIdiom)
    }

    /// Combines collections; later collections' specified traits win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var values = _TraitValues()
        for t in traitCollections {
            let v = t._values
            if v.userInterfaceStyle != .unspecified { values.userInterfaceStyle = v.userInterfaceStyle }
            if v.horizontalSizeClass != .unspecified { values.horizontalSizeClass = v.horizontalSizeClass }
            if v.verticalSizeClass != .unspecified { values.verticalSizeClass = v.verticalSizeClass }
            if v.displayScale != 0 { values.displayScale = v.displayScale }
            if v.userInterfaceIdiom != .unspecified { values.userInterfaceIdiom = v.userInterfaceIdiom }
            for (key, value) in v.custom { values.custom[key] = value }
        }
        self.init(_values: values)
    }

    /// A collection made by setting traits on an empty container in `mutations`.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = _MutableTraitValues(_values: _TraitValues())
        mutations(&traits)
        self.init(_values: (traits as? _MutableTraitValues)?._values ?? _TraitValues())
    }

    /// A copy of this collection with the traits set in `mutations` changed.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = _MutableTraitValues(_values: _values)
        mutations(&traits)
        return UITraitCollection(_values: (traits as? _MutableTraitValues)?._values ?? _values)
    }

    /// The value of `trait` in this collection (its default value when not set).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { _values.value(trait) }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether resolving a dynamic colour against `traitCollection` could give a different colour
    /// than against this collection (the style differs).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return _values.sameValues(as: other._values)
    }

    public override var hash: Int {
        userInterfaceStyle.rawValue &+ 7 &* horizontalSizeClass.rawValue &+ 49 &* verticalSizeClass.rawValue
    }
}

extension UITraitCollection {
    nonisolated(unsafe) static var _current: UITraitCollection?
    /// The environment whose traits are current while it draws or lays out; its collection is only
    /// computed if something reads `current`.
    nonisolated(unsafe) static var _currentEnvironment: (any UITraitEnvironment)?

    /// The traits that dynamic colours resolve against when no collection is given: UIKit sets it to a
    /// view's (or view controller's) traits around `draw(_:)`, `layoutSubviews()` and
    /// `traitCollectionDidChange(_:)`; otherwise it is the main screen's.
    public class var current: UITraitCollection {
        get {
            if let current = _current { return current }
            guard _isOnMainActor() else { return UITraitCollection(userInterfaceStyle: .light) }
            return MainActor.assumeIsolated { _currentEnvironment?.traitCollection ?? UIScreen.main.traitCollection }
        }
        set { _current = newValue; _currentEnvironment = nil }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try UITraitCollection._withCurrent(self, actions)
    }

    static func _withCurrent<R>(_ traits: UITraitCollection, _ body: () throws -> R) rethrows -> R {
        let saved = (_current, _currentEnvironment)
        _current = traits
        _currentEnvironment = nil
        defer { (_current, _currentEnvironment) = saved }
        return try body()
    }

    /// Runs `body` with `environment`'s traits as `current`, computed only when read.
    @MainActor static func _withCurrent<R>(environment: any UITraitEnvironment, _ body: () throws -> R) rethrows -> R {
        let saved = (_current, _currentEnvironment)
        _current = nil
        _currentEnvironment = environment
        defer { (_current, _currentEnvironment) = saved }
        return try body()
    }
}
