import Foundation

extension UIView {
    /// UIView's properties that report key-value changes, one line each, built for `T` (the dynamic
    /// `Self` of `_observedKeys()`) so that key paths passed on a subclass match.
    ///
    /// Each setter listed here reports through `_notifyingObservers`. A subclass family with observable
    /// properties of its own overrides `_observedKeys()` in its class body with its table plus
    /// `super._observedKeys()`; for `UIScrollView` that is `_ObservedKey("contentOffset", \T.contentOffset)`.
    static func _observedViewKeys<T: UIView>(_: T.Type) -> [_ObservedKey] {
        [
            _ObservedKey("frame", \T.frame),
            _ObservedKey("bounds", \T.bounds),
            _ObservedKey("center", \T.center),
            _ObservedKey("hidden", \T.isHidden),
            _ObservedKey("alpha", \T.alpha),
        ]
    }
}
