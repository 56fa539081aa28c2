import Foundation

/// The closed-form damped harmonic oscillator m·x″ + c·x′ + k·x = 0, as a progress curve from 0 to 1.
///
/// x is the remaining distance as a fraction of the whole change: x(0) = 1, x′(0) = −v₀, where v₀ is the
/// initial velocity in "whole changes per second" towards the target. Progress is 1 − x(t).
package struct _SpringSolution: Sendable {
    package let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

    package init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = max(mass, 1e-9); self.stiffness = max(stiffness, 1e-9)
        self.damping = max(damping, 0); self.initialVelocity = initialVelocity
    }

    /// ω₀ = √(k/m).
    package var undampedFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2√(k·m)).
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The remaining fraction x(t).
    package func displacement(at t: Double) -> Double {
        let w0 = undampedFrequency, zeta = dampingRatio, v0 = -initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return exp(-w0 * t) * (1 + (v0 + w0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w0) / wd
            return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1) / (r2 - r1)
            let c1 = 1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// Progress 1 − x(t): 0 at the start, 1 at rest, overshooting past 1 when underdamped.
    package func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// The time after which the spring stays within 0.001 of the target (sampled every millisecond).
    package var settlingDuration: Double {
        let epsilon = 0.001, step = 0.001
        var lastOutside = 0.0
        var t = 0.0
        // Scan until the envelope has stayed small for a while; cap at a minute of spring time.
        while t < 60 {
            if abs(displacement(at: t)) > epsilon { lastOutside = t }
            if t - lastOutside > 1 && t > 0 { break }
            t += step
        }
        return (lastOutside + step).rounded(toPlaces: 3)
    }

    /// The spring that `init(perceptualDuration:bounce:)` describes: mass 1, stiffness (2π/d)², and the
    /// damping that gives the bounce (0 critically damped, up to 1 undamped, negative overdamped).
    package static func perceptual(duration: Double, bounce: Double, initialVelocity: Double = 0) -> _SpringSolution {
        let d = max(duration, 1e-3)
        let stiffness = pow(2 * Double.pi / d, 2)
        let damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / d : 4 * Double.pi / (d * (1 + bounce))
        return _SpringSolution(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}

extension Double {
    fileprivate func rounded(toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (self * scale).rounded() / scale
    }
}
