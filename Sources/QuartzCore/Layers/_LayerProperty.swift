import Foundation

/// One layer property, declared once.
///
/// Everything that needs a list of layer properties derives it from `_LayerProperty.all`: the key a setter
/// reports (`_didChange(\.opacity, …)` looks its key up by key path), what presentation and committed-state
/// copies take over (`_copyModelProperties`), what `value(forKeyPath:)`/`setValue(_:forKeyPath:)` know, and
/// which keys animate implicitly (on standalone layers, and inside UIView animation blocks). A property added
/// to a layer class without an entry here traps on its first reported change.
@MainActor package struct _LayerProperty {
    /// Where a change of the property animates implicitly.
    package enum Animation: Sendable {
        /// Never.
        case none
        /// On a standalone layer (the layer's default action), not in UIView animation blocks.
        case standalone
        /// On a standalone layer and inside UIView animation blocks.
        case standaloneAndViews
    }

    /// How copies of a layer (presentation copies, the committed state) take the property over.
    package enum Copying: Sendable {
        /// The value is copied.
        case value
        /// Not copied: a relationship the renderer reads from the model (the mask layer).
        case none
    }

    /// The property's name in key paths, actions and change reports ("opacity", "hidden").
    package let key: String
    package let animation: Animation
    package let copying: Copying
    /// The Swift key path, the identity setters report their changes by.
    let keyPath: AnyKeyPath
    /// Whether layers of a class have the property (the class declaring it, or a subclass).
    let isDeclared: (CALayer.Type) -> Bool
    /// The value on `layer` (nil also when `layer` lacks the property).
    package let get: (CALayer) -> Any?
    /// Sets the value on `layer`; values of the wrong type, and layers without the property, are ignored.
    package let set: (CALayer, Any?) -> Void
    /// Copies the value from the second layer to the first.
    let copy: (_ to: CALayer, _ from: CALayer) -> Void
    /// A value other than the default, so that tests can check every property without listing them.
    package let sample: () -> Any?

    private init<L: CALayer, V>(_ key: String, _ keyPath: ReferenceWritableKeyPath<L, V>, _ animation: Animation,
                                _ copying: Copying, sample: @escaping () -> V, convert: @escaping (Any?) -> V?) {
        self.key = key
        self.animation = animation
        self.copying = copying
        self.keyPath = keyPath
        isDeclared = { $0 is L.Type }
        get = { layer in (layer as? L).flatMap { _LayerProperty.flatten($0[keyPath: keyPath]) } }
        set = { layer, value in
            guard let layer = layer as? L, let converted = convert(value) else { return }
            layer[keyPath: keyPath] = converted
        }
        copy = { to, from in
            guard let to = to as? L, let from = from as? L else { return }
            to[keyPath: keyPath] = from[keyPath: keyPath]
        }
        self.sample = { _LayerProperty.flatten(sample()) }
    }

    /// A value of a fixed type (a point, rectangle, Boolean, option set or named constant).
    static func value<L: CALayer, V>(_ key: String, _ keyPath: ReferenceWritableKeyPath<L, V>, _ animation: Animation = .none,
                                     sample: @autoclosure @escaping () -> V) -> _LayerProperty {
        _LayerProperty(key, keyPath, animation, .value, sample: sample, convert: { $0 as? V })
    }

    /// A number; any numeric value converts.
    static func number<L: CALayer, V: BinaryFloatingPoint>(_ key: String, _ keyPath: ReferenceWritableKeyPath<L, V>,
                                                          _ animation: Animation = .none,
                                                          sample: @autoclosure @escaping () -> V) -> _LayerProperty {
        _LayerProperty(key, keyPath, animation, .value, sample: sample, convert: { number($0).map { V($0) } })
    }

    /// An optional value; nil clears it.
    static func optional<L: CALayer, W>(_ key: String, _ keyPath: ReferenceWritableKeyPath<L, W?>, _ animation: Animation = .none,
                                        _ copying: Copying = .value, sample: @autoclosure @escaping () -> W) -> _LayerProperty {
        _LayerProperty(key, keyPath, animation, copying, sample: { sample() },
                       convert: { value in value == nil ? .some(nil) : (value as? W).map { .some($0) } })
    }

    /// A value of any type (`contents`, a text layer's `string`).
    static func any<L: CALayer>(_ key: String, _ keyPath: ReferenceWritableKeyPath<L, Any?>, _ animation: Animation = .none,
                                sample: @autoclosure @escaping () -> Any) -> _LayerProperty {
        _LayerProperty(key, keyPath, animation, .value, sample: { sample() }, convert: { .some(flatten($0)) })
    }

    /// A 3D transform; an affine transform converts.
    static func transform<L: CALayer>(_ key: String, _ keyPath: ReferenceWritableKeyPath<L, CATransform3D>,
                                      _ animation: Animation = .none,
                                      sample: @autoclosure @escaping () -> CATransform3D) -> _LayerProperty {
        _LayerProperty(key, keyPath, animation, .value, sample: sample, convert: { $0.map(_AnimatableValue.asTransform) })
    }

    /// `value` itself, or what it wraps when it is an optional (nil for none), however deeply nested.
    fileprivate nonisolated static func flatten<V>(_ value: V) -> Any? {
        if let optional = value as? _OptionalValue { return optional._wrapped }
        return value
    }

    nonisolated static func number(_ v: Any?) -> Double? {
        _AnimatableValue.components(v).flatMap { $0.0 == .scalar ? $0.1[0] : nil }
    }

    // MARK: The table and what derives from it

    /// Every layer property of every QuartzCore layer class, in the order copies take them over.
    package static let all: [_LayerProperty] = layerProperties + shapeLayerProperties + gradientLayerProperties
        + textLayerProperties

    /// The properties by key (keys are unique across the layer classes).
    package static let byKey: [String: _LayerProperty] = Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })

    private static let indicesByKeyPath: [AnyKeyPath: Int] = Dictionary(uniqueKeysWithValues: all.indices.map { (all[$0].keyPath, $0) })
    private static let indicesByKey: [String: Int] = Dictionary(uniqueKeysWithValues: all.indices.map { (all[$0].key, $0) })

    /// The index in `all` of the property a setter reports by `keyPath`.
    static func index(of keyPath: AnyKeyPath) -> Int {
        guard let index = indicesByKeyPath[keyPath] else {
            preconditionFailure("\(keyPath) is not declared in _LayerProperty.all")
        }
        return index
    }

    /// The index in `all` of the property named `key`, if there is one.
    static func index(ofKey key: String) -> Int? { indicesByKey[key] }

    /// The keys that animate implicitly on a standalone layer.
    package static let standaloneAnimatableKeys = Set(all.filter { $0.animation != .none }.map(\.key))

    /// The keys that UIKit animates inside animation blocks.
    package static let viewAnimatableKeys = Set(all.filter { $0.animation == .standaloneAndViews }.map(\.key))

    private static var propertiesByClass: [ObjectIdentifier: [_LayerProperty]] = [:]

    /// The properties that layers of `type` have, in table order.
    package static func properties(of type: CALayer.Type) -> [_LayerProperty] {
        let id = ObjectIdentifier(type)
        if let cached = propertiesByClass[id] { return cached }
        let properties = all.filter { $0.isDeclared(type) }
        propertiesByClass[id] = properties
        return properties
    }
}

/// An optional seen through `Any`, to unwrap it without knowing its type.
private protocol _OptionalValue { var _wrapped: Any? { get } }
extension Optional: _OptionalValue {
    fileprivate var _wrapped: Any? { flatMap { _LayerProperty.flatten($0) } }
}

extension _LayerProperty {
    /// CALayer's own properties.
    static let layerProperties: [_LayerProperty] = [
        // Geometry.
        .value("bounds", \CALayer.bounds, .standaloneAndViews, sample: CGRect(x: 1, y: 2, width: 30, height: 40)),
        .value("position", \CALayer.position, .standaloneAndViews, sample: CGPoint(x: 5, y: 6)),
        .number("zPosition", \CALayer.zPosition, .standaloneAndViews, sample: 3),
        .value("anchorPoint", \CALayer.anchorPoint, .standaloneAndViews, sample: CGPoint(x: 0.25, y: 0.75)),
        .number("anchorPointZ", \CALayer.anchorPointZ, .standaloneAndViews, sample: 2),
        .transform("transform", \CALayer.transform, .standaloneAndViews, sample: CATransform3DMakeScale(2, 3, 1)),
        .transform("sublayerTransform", \CALayer.sublayerTransform, .standaloneAndViews,
                   sample: CATransform3DMakeTranslation(4, 5, 0)),
        // Appearance.
        .value("hidden", \CALayer.isHidden, .standalone, sample: true),
        .number("opacity", \CALayer.opacity, .standaloneAndViews, sample: 0.5),
        .optional("backgroundColor", \CALayer.backgroundColor, .standaloneAndViews, sample: CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        .number("cornerRadius", \CALayer.cornerRadius, .standaloneAndViews, sample: 7),
        .value("maskedCorners", \CALayer.maskedCorners, sample: [.layerMinXMinYCorner]),
        .value("cornerCurve", \CALayer.cornerCurve, sample: .continuous),
        .number("borderWidth", \CALayer.borderWidth, .standaloneAndViews, sample: 2),
        .optional("borderColor", \CALayer.borderColor, .standaloneAndViews, sample: CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        .value("masksToBounds", \CALayer.masksToBounds, .standalone, sample: true),
        .value("opaque", \CALayer.isOpaque, sample: true),
        .value("doubleSided", \CALayer.isDoubleSided, sample: false),
        .optional("mask", \CALayer.mask, .none, .none, sample: CALayer()),
        // Shadow.
        .optional("shadowColor", \CALayer.shadowColor, .standaloneAndViews, sample: CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        .number("shadowOpacity", \CALayer.shadowOpacity, .standaloneAndViews, sample: 0.5),
        .value("shadowOffset", \CALayer.shadowOffset, .standaloneAndViews, sample: CGSize(width: 2, height: 4)),
        .number("shadowRadius", \CALayer.shadowRadius, .standaloneAndViews, sample: 5),
        .optional("shadowPath", \CALayer.shadowPath, sample: CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)),
        // Contents.
        .any("contents", \CALayer.contents, .standalone, sample: CGImage(_width: 2, height: 2)),
        .value("contentsGravity", \CALayer.contentsGravity, sample: .center),
        .number("contentsScale", \CALayer.contentsScale, sample: 2),
        .value("contentsRect", \CALayer.contentsRect, .standaloneAndViews, sample: CGRect(x: 0, y: 0, width: 0.5, height: 0.5)),
        // Drawing and compositing (after `bounds`, so that copying a bounds change asks for no display).
        .value("needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange, sample: true),
        .value("shouldRasterize", \CALayer.shouldRasterize, sample: true),
        .number("rasterizationScale", \CALayer.rasterizationScale, sample: 2),
        .value("allowsGroupOpacity", \CALayer.allowsGroupOpacity, sample: false),
        .value("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing, sample: true),
        // Identity.
        .optional("name", \CALayer.name, sample: "sample"),
        // Timing.
        .number("beginTime", \CALayer.beginTime, sample: 2),
        .number("duration", \CALayer.duration, sample: 3),
        .number("speed", \CALayer.speed, sample: 2),
        .number("timeOffset", \CALayer.timeOffset, sample: 1),
        .number("repeatCount", \CALayer.repeatCount, sample: 2),
        .number("repeatDuration", \CALayer.repeatDuration, sample: 4),
        .value("autoreverses", \CALayer.autoreverses, sample: true),
        .value("fillMode", \CALayer.fillMode, sample: .forwards),
    ]
}
