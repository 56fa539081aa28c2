import Foundation
import QuartzCore
import UIKitTesting

/// Runs `body` with a virtual clock installed at t = 1000 and removes it afterwards.
@MainActor
func withVirtualClock(_ body: @MainActor (VirtualClock) throws -> Void) rethrows {
    let clock = VirtualClock.install(at: 1000)
    defer { clock.uninstall() }
    try body(clock)
}

/// A cubic Bézier timing curve evaluated by plain bisection on the parametric form, written apart from
/// the library's solver so that the tests check it against an independent computation.
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

/// The spring m·x″ + c·x′ + k·x = 0 integrated numerically (RK4, 0.1 ms steps) from x(0) = 1,
/// x′(0) = −v0; returns the progress 1 − x(t).
func referenceSpringProgress(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, at t: Double) -> Double {
    var x = 1.0, v = -v0
    let h = 0.0001
    var time = 0.0
    func accel(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
    while time < t - 1e-12 {
        let step = min(h, t - time)
        let k1x = v, k1v = accel(x, v)
        let k2x = v + 0.5 * step * k1v, k2v = accel(x + 0.5 * step * k1x, v + 0.5 * step * k1v)
        let k3x = v + 0.5 * step * k2v, k3v = accel(x + 0.5 * step * k2x, v + 0.5 * step * k2v)
        let k4x = v + step * k3v, k4v = accel(x + step * k3x, v + step * k3v)
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        time += step
    }
    return 1 - x
}

/// Records delegate callbacks as strings.
@MainActor
final class RecordingAnimationDelegate: CAAnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String = "a") { self.name = name }
    func animationDidStart(_ anim: CAAnimation) { events.append("\(name).start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("\(name).stop(\(flag))") }
}

extension CALayer {
    /// The presentation layer's opacity as a Double.
    @MainActor var presentedOpacity: Double { Double(presentation()!.opacity) }
}
