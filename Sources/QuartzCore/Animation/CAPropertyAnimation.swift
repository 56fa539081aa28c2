import Foundation

/// An animation of one layer property, named by a key path such as "opacity", "position.x",
/// "bounds.size" or "transform.rotation.z".
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property.
    open var keyPath: String?
    /// Whether the animated value is added to the property's current value instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition starts where the previous one ended.
    open var isCumulative = false
    /// A function that turns the interpolated number(s) into the property's value (a transform).
    open var valueFunction: CAValueFunction?

    /// Creates an animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    package override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    package override var _animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    package override func _apply(to target: CALayer, parentTime: CFTimeInterval, progress override: Double?) {
        guard let keyPath else { return }
        let current = _LayerKeyPath.value(of: target, at: keyPath)
        let progress: Double
        var iteration = 0
        if let override {
            progress = override
        } else {
            let timing = _timing
            guard let sample = timing.sample(atParentTime: parentTime) else { return }
            progress = _progress(forIterationTime: sample.iterationTime, duration: timing.duration)
            iteration = sample.iteration
        }
        guard var value = _value(atProgress: progress, current: current) else { return }
        if isCumulative, iteration > 0, let delta = _cumulativeDelta(current: current) {
            value = _AnimatableValue.add(value, _AnimatableValue.scale(delta, Double(iteration))) ?? value
        }
        if let valueFunction { value = valueFunction._transform(for: value) ?? value }
        if isAdditive { value = _AnimatableValue.add(current, value) ?? value }
        _LayerKeyPath.setValue(value, of: target, at: keyPath)
    }

    /// The animated value at curve progress `progress`, given the property's current value.
    package func _value(atProgress progress: Double, current: Any?) -> Any? { nil }

    /// How far one iteration moves the value, for cumulative animations.
    package func _cumulativeDelta(current: Any?) -> Any? { nil }
}
