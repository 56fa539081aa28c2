import Foundation

/// A cubic Bézier timing curve evaluated by plain bisection on the parametric form, independent of the
/// library's solver.
func referenceBezier(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at x: Double) -> Double {
    func bez(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bez(mid, c1x, c2x) < x { lo = mid } else { hi = mid }
    }
    return bez((lo + hi) / 2, c1y, c2y)
}
