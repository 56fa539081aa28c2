import Foundation

/// An animation of one property through a sequence of values.
///
/// `keyTimes` (fractions of the duration, from 0 to 1) place the values; without them the values are
/// evenly spaced. `timingFunctions` pace each segment. `calculationMode` chooses linear interpolation,
/// discrete steps, or paced (constant speed, keyTimes and timingFunctions ignored). The cubic modes
/// interpolate linearly here, and `path` is not supported (CoreGraphics has no `CGPath` yet).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are calculated.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Tension for cubic modes; stored only.
    open var tensionValues: [NSNumber]?
    /// Continuity for cubic modes; stored only.
    open var continuityValues: [NSNumber]?
    /// Bias for cubic modes; stored only.
    open var biasValues: [NSNumber]?
    /// Whether objects following a path rotate along it; stored only.
    open var rotationMode: CAAnimationRotationMode?

    package override func _copyState(from other: CAAnimation) {
        super._copyState(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode; tensionValues = other.tensionValues
        continuityValues = other.continuityValues; biasValues = other.biasValues; rotationMode = other.rotationMode
    }

    /// The time of each keyframe for the current mode.
    package func _keyTimes(count n: Int) -> [Double] {
        switch calculationMode {
        case .paced, .cubicPaced:
            guard let values, n > 1 else { return [0] }
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + _AnimatableValue.distance(values[i - 1], values[i])) }
            let total = lengths[n - 1]
            return total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        case .discrete:
            if let keyTimes, keyTimes.count == n || keyTimes.count == n + 1 { return keyTimes.map(\.doubleValue) }
            return (0..<n).map { Double($0) / Double(n) }
        default:
            if let keyTimes, keyTimes.count == n { return keyTimes.map(\.doubleValue) }
            return (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        }
    }

    package override func _value(atProgress p: Double, current: Any?) -> Any? {
        guard let values, !values.isEmpty else { return nil }
        let n = values.count
        if n == 1 { return values[0] }
        let times = _keyTimes(count: n)
        if calculationMode == .discrete {
            var index = 0
            for i in 0..<min(n, times.count) where times[i] <= p + 1e-12 { index = i }
            return values[index]
        }
        if p <= times[0] { return values[0] }
        if p >= times[n - 1] { return values[n - 1] }
        var segment = 0
        while segment < n - 2 && p > times[segment + 1] { segment += 1 }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (p - times[segment]) / span : 1
        if calculationMode != .paced && calculationMode != .cubicPaced,
           let functions = timingFunctions, segment < functions.count {
            local = functions[segment]._evaluate(local)
        }
        return _AnimatableValue.interpolate(values[segment], values[segment + 1], local)
    }

    package override func _cumulativeDelta(current: Any?) -> Any? {
        guard let values, let first = values.first, let last = values.last else { return nil }
        return _AnimatableValue.subtract(last, first)
    }
}

/// How a keyframe animation calculates values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between neighbouring keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next keyframe time, with no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed across all keyframes.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes (linear in PortableUIKit).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at constant speed (paced in PortableUIKit).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether objects animated along a path rotate to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Rotate to match the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate to 180° from the path's tangent.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
