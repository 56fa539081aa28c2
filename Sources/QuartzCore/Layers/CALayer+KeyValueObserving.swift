import Foundation

// Layers can be observed and can observe: the storage and `observeValue(forKeyPath:of:change:context:)`
// sit in CALayer's class body; the API is Foundation's (CoreGraphics/KeyValueObserving).
extension CALayer: _KeyValueCodingAndObserving, _KVOHost, @preconcurrency NSKeyValueObserving {
    /// CALayer's properties that report key-value changes, one line each, built for `T` (the dynamic
    /// `Self` of `_observedKeys()`) so that key paths passed on a subclass match. Their setters call
    /// the registry in `willSet`/`didSet`, so every set is reported, an equal value included.
    static func _observedLayerKeys<T: CALayer>(_: T.Type) -> [_ObservedKey] {
        [
            _ObservedKey("position", \T.position),
            _ObservedKey("bounds", \T.bounds),
        ]
    }
}
