import Foundation

/// An animation of one property between two values.
///
/// Which two follows Core Animation's rules: `fromValue`/`toValue`; `fromValue` to `fromValue + byValue`;
/// `toValue − byValue` to `toValue`; or, with one value missing, the layer's current value in its place.
/// With none set it runs from the property's previous presentation value to its current value.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The starting value.
    open var fromValue: Any?
    /// The ending value.
    open var toValue: Any?
    /// The change, relative to the start or the end.
    open var byValue: Any?

    package override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }

    /// The start and end values given the property's current value.
    package func _endpoints(current: Any?) -> (Any?, Any?) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, _AnimatableValue.add(from, by))
        case let (nil, to?, by?): return (_AnimatableValue.subtract(to, by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, _AnimatableValue.add(current, by))
        case (nil, nil, nil): return (_implicitFromValue ?? current, current)
        }
    }

    package override func _value(atProgress progress: Double, current: Any?) -> Any? {
        let (from, to) = _endpoints(current: current)
        return _AnimatableValue.interpolate(from, to, progress)
    }

    package override func _cumulativeDelta(current: Any?) -> Any? {
        let (from, to) = _endpoints(current: current)
        return _AnimatableValue.subtract(to, from)
    }
}
