import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping the fraction
/// of time elapsed to the fraction of change shown.
@preconcurrency @MainActor
open class CAMediaTimingFunction: NSObject {
    private let c1: (x: Double, y: Double)
    private let c2: (x: Double, y: Double)

    /// Creates one of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        let p = name._controlPoints
        self.init(controlPoints: p.0, p.1, p.2, p.3)
    }

    /// Creates a curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`); x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        // Through the shortest decimal form, so that 0.42 as a Float becomes 0.42 as a Double.
        func wide(_ f: Float) -> Double { Double(f.description) ?? Double(f) }
        c1 = (wide(min(max(c1x, 0), 1)), wide(c1y))
        c2 = (wide(min(max(c2x, 0), 1)), wide(c2y))
        super.init()
    }

    /// Writes control point `idx` (0 is (0, 0), 1 and 2 the control points, 3 is (1, 1)) into `ptr[0]`, `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = c1
        case 2: point = c2
        default: point = (1, 1)
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// The control points as Doubles, for tests and the engine.
    package var _controlPoints: (Double, Double, Double, Double) { (c1.x, c1.y, c2.x, c2.y) }

    /// The curve's output for the time fraction `x` (clamped to 0…1), solved to within 1e-9 in x.
    package func _evaluate(_ x: Double) -> Double {
        _CubicBezier(c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y).y(forX: x)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return MainActor.assumeIsolated { _controlPoints == other._controlPoints }
    }

    open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(c1.x); hasher.combine(c1.y); hasher.combine(c2.x); hasher.combine(c2.y)
            return hasher.finalize()
        }
    }

    open override var description: String {
        MainActor.assumeIsolated { "<CAMediaTimingFunction: (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y))>" }
    }
}

/// A cubic Bézier timing curve through (0,0) and (1,1); value type so it can be used off the main actor.
package struct _CubicBezier: Sendable {
    package let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    package init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
    }

    // Bernstein form rewritten as a·s³ + b·s² + c·s for each coordinate.
    private func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    private func value(_ s: Double, _ k: (Double, Double, Double)) -> Double { ((k.0 * s + k.1) * s + k.2) * s }
    private func slope(_ s: Double, _ k: (Double, Double, Double)) -> Double { (3 * k.0 * s + 2 * k.1) * s + k.2 }

    /// The curve parameter s at which x(s) = `x`.
    package func parameter(forX x: Double) -> Double {
        let kx = coefficients(c1x, c2x)
        // Newton's method from s = x, falling back to bisection (x(s) is monotonic because 0 ≤ c1x, c2x ≤ 1).
        var s = x
        for _ in 0..<8 {
            let error = value(s, kx) - x
            if abs(error) < 1e-12 { return s }
            let d = slope(s, kx)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        while hi - lo > 1e-12 {
            let v = value(s, kx)
            if abs(v - x) < 1e-12 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// The curve's y for time fraction `x`, clamped to 0…1.
    package func y(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return value(parameter(forX: x), coefficients(c1y, c2y))
    }
}

/// The names of the predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Starts and ends slowly: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default for implicit animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    var _controlPoints: (Float, Float, Float, Float) {
        switch self {
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .default: return (0.25, 0.1, 0.25, 1)
        default: return (0, 0, 1, 1)
        }
    }
}
