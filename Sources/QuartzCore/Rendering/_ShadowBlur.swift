import CCairo
import Foundation

/// A Gaussian blur of an A8 mask, approximated by three box blurs in each direction.
///
/// Core Animation's `shadowRadius` behaves like a Gaussian of standard deviation equal to the radius (CSS's
/// blur length is twice `shadowRadius`). Three successive box blurs of the widths below match a Gaussian of
/// that deviation to within about 3% (the central limit theorem at work). The result is cached in the
/// layer's shadow raster, so it is computed once per shadow change.
package enum _ShadowBlur {
    /// The padding, in pixels, a blur of deviation `sigma` needs around the shape.
    package static func padding(sigma: CGFloat) -> Int { Int((sigma * 3).rounded(.up)) + 1 }

    /// Box widths whose three passes approximate a Gaussian of deviation `sigma`.
    static func boxWidths(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(3 * lower * lower) - Double(12 * lower) - 9) / Double(-4 * lower - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs the A8 `surface` in place.
    package static func blur(_ surface: OpaquePointer, sigma: CGFloat) {
        blur(surface, sigma: sigma, channels: 1)
    }

    /// Blurs the ARGB32 `surface` in place, each (premultiplied) channel on its own: the backdrop of a
    /// visual effect view.
    package static func blurColor(_ surface: OpaquePointer, sigma: CGFloat) {
        blur(surface, sigma: sigma, channels: 4)
    }

    private static func blur(_ surface: OpaquePointer, sigma: CGFloat, channels: Int) {
        guard sigma > 0.2 else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(w, h))
        defer { scratch.deallocate() }
        for width in boxWidths(sigma: Double(sigma)) {
            let r = (width - 1) / 2
            guard r > 0 else { continue }
            for y in 0..<h {
                for c in 0..<channels { boxPass(data + y * stride + c, step: channels, count: w, radius: r, scratch: scratch) }
            }
            for x in 0..<w {
                for c in 0..<channels { boxPass(data + x * channels + c, step: stride, count: h, radius: r, scratch: scratch) }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box blur of radius `radius` along a line of `count` samples `step` bytes apart (zero outside).
    private static func boxPass(_ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                                scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = line[i * step] }
        let width = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let add = i + radius, drop = i - radius - 1
            if add < count { sum += Int(scratch[add]) }
            if drop >= 0 { sum -= Int(scratch[drop]) }
            line[i * step] = UInt8((sum + width / 2) / width)
        }
    }
}
