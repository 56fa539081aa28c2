import CCairo
import Foundation

extension CGContext {
    /// Paints the shadow of `pattern` (a group popped in the current user space) into the destination.
    ///
    /// The group's alpha is rendered in device space, blurred with three box passes (close to a
    /// Gaussian with a standard deviation of half the blur), tinted with the shadow colour and
    /// painted offset by the shadow's device-pixel offset.
    func _castShadow(of pattern: OpaquePointer, _ shadow: _Shadow) {
        let width = _pixelWidth, height = _pixelHeight
        guard width > 0, height > 0 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(mask) }
        let cr = cairo_create(mask)!
        var m = _cairoMatrix
        cairo_set_matrix(cr, &m)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask)
        if shadow.blur > 0 { Self._blurAlpha(mask, sigma: shadow.blur / 2) }
        cairo_surface_mark_dirty(mask)
        cairo_save(_cairo)
        cairo_identity_matrix(_cairo)
        cairo_set_source_rgba(_cairo, shadow.color.r, shadow.color.g, shadow.color.b, shadow.color.a * _state.alpha)
        cairo_mask_surface(_cairo, mask, shadow.dx, shadow.dy)
        cairo_restore(_cairo)
    }

    /// Blurs an A8 surface in place with three horizontal and three vertical box passes.
    static func _blurAlpha(_ surface: OpaquePointer, sigma: Double) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        // Box width for three passes approximating a Gaussian of `sigma`.
        let radius = max(1, Int((sqrt(12 * sigma * sigma / 3 + 1) - 1) / 2 + 0.5))
        var line = [Int](repeating: 0, count: max(width, height))
        var out = [Int](repeating: 0, count: max(width, height))
        func pass(_ count: Int) {
            let size = 2 * radius + 1
            var sum = 0
            for i in -radius...radius { sum += (i >= 0 && i < count) ? line[i] : 0 }
            for i in 0..<count {
                out[i] = (sum + size / 2) / size
                let leaving = i - radius, entering = i + radius + 1
                if leaving >= 0 { sum -= line[leaving] }
                if entering < count { sum += line[entering] }
            }
            swap(&line, &out)
        }
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width { line[x] = Int(row[x]) }
            pass(width); pass(width); pass(width)
            for x in 0..<width { row[x] = UInt8(line[x]) }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = Int(data[y * stride + x]) }
            pass(height); pass(height); pass(height)
            for y in 0..<height { data[y * stride + x] = UInt8(line[y]) }
        }
    }
}
