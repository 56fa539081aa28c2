import CCairo
import Foundation

extension CGContext {
    /// Paints the shadow of `pattern` (a group popped in the current user space) into the destination.
    ///
    /// The group's alpha is rendered in device space, blurred with three box passes (close to a
    /// Gaussian with a standard deviation of half the blur), tinted with the shadow colour and
    /// painted offset by the shadow's device-pixel offset. Wide blurs are computed on a mask reduced
    /// by a quarter of the deviation and scaled back up smoothly, which costs a fraction of the work and
    /// looks the same, since such a blur has no detail at that scale.
    ///
    /// `ink`, when known, bounds what the group holds (device pixels); only that area, grown by the
    /// blur's reach, is blurred.
    func _castShadow(of pattern: OpaquePointer, _ shadow: _Shadow, ink: CGRect?) {
        let sigma = shadow.blur / 2
        let reach = shadow.blur > 0 ? CGFloat((3 * sigma).rounded(.up) + 2) : 0
        var region = CGRect(x: 0, y: 0, width: _pixelWidth, height: _pixelHeight)
        if let ink { region = region.intersection(ink.insetBy(dx: -reach, dy: -reach).integral) }
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        let factor = sigma >= 8 ? Double(Int(sigma / 4)) : 1
        let maskWidth = Int((Double(region.width) / factor).rounded(.up)), maskHeight = Int((Double(region.height) / factor).rounded(.up))
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(maskWidth), Int32(maskHeight))!
        defer { cairo_surface_destroy(mask) }
        let cr = cairo_create(mask)!
        cairo_scale(cr, 1 / factor, 1 / factor)
        cairo_translate(cr, -Double(region.minX), -Double(region.minY))
        var m = _cairoMatrix
        cairo_transform(cr, &m)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask)
        if shadow.blur > 0 { Self._blurAlpha(mask, sigma: sigma / factor) }
        cairo_surface_mark_dirty(mask)
        cairo_save(_cairo)
        cairo_identity_matrix(_cairo)
        cairo_translate(_cairo, Double(region.minX) + shadow.dx, Double(region.minY) + shadow.dy)
        cairo_scale(_cairo, factor, factor)
        cairo_set_source_rgba(_cairo, shadow.color.r, shadow.color.g, shadow.color.b, shadow.color.a * _state.alpha)
        let maskPattern = cairo_pattern_create_for_surface(mask)!
        cairo_pattern_set_filter(maskPattern, factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_mask(_cairo, maskPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_restore(_cairo)
    }

    /// The device-pixel bounding box of a user-space rectangle given by two corners.
    func _deviceBox(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            var dx = x, dy = y
            cairo_user_to_device(_cairo, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The device-pixel box the current path covers when filled (or stroked), for bounding shadow work.
    func _pathInk(stroked: Bool) -> CGRect? {
        guard _state.shadow != nil else { return nil }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if stroked { cairo_stroke_extents(_cairo, &x1, &y1, &x2, &y2) } else { cairo_fill_extents(_cairo, &x1, &y1, &x2, &y2) }
        return _deviceBox(x1, y1, x2, y2)
    }

    /// Blurs an A8 surface in place with three horizontal and three vertical box passes.
    static func _blurAlpha(_ surface: OpaquePointer, sigma: Double) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        // Three box passes whose variances add up to sigma²: a box of width w has variance (w² − 1) / 12.
        // Odd widths below and above the ideal one are mixed so that the sum comes out closest.
        let ideal = (4 * sigma * sigma + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let lowerVariance = Double(lower * lower - 1) / 12, upperVariance = Double(upper * upper - 1) / 12
        let lowerCount = min(3, max(0, Int(((3 * upperVariance - sigma * sigma) / (upperVariance - lowerVariance)).rounded())))
        let radii = (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }.filter { $0 > 0 }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for radius in radii {
            for y in 0..<height { _boxPass(data + y * stride, step: 1, count: width, radius: radius, scratch: scratch) }
        }
        for radius in radii {
            for x in 0..<width { _boxPass(data + x, step: stride, count: height, radius: radius, scratch: scratch) }
        }
    }

    /// One box blur of `radius` along `count` samples `step` bytes apart, treating samples outside as zero.
    private static func _boxPass(_ line: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                                 scratch: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { scratch[i] = line[i * step] }
        let size = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            line[i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
