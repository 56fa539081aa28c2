import CCairo
import Foundation

extension CGContext {
    /// Paints the shadow of `pattern` (a group popped in the current user space) into the destination.
    ///
    /// The group's alpha is rendered in device space, blurred with three box passes (close to a
    /// Gaussian with a standard deviation of half the blur), tinted with the shadow colour and
    /// painted offset by the shadow's device-pixel offset.
    ///
    /// `ink`, when known, bounds what the group holds (device pixels); only that area, grown by the
    /// blur's reach, is blurred.
    func _castShadow(of pattern: OpaquePointer, _ shadow: _Shadow, ink: CGRect?) {
        let sigma = shadow.blur / 2
        let reach = shadow.blur > 0 ? CGFloat((3 * sigma).rounded(.up) + 2) : 0
        var region = CGRect(x: 0, y: 0, width: _pixelWidth, height: _pixelHeight)
        if let ink { region = region.intersection(ink.insetBy(dx: -reach, dy: -reach).integral) }
        guard !region.isNull, region.width > 0, region.height > 0 else { return }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(region.width), Int32(region.height))!
        defer { cairo_surface_destroy(mask) }
        let cr = cairo_create(mask)!
        cairo_translate(cr, -Double(region.minX), -Double(region.minY))
        var m = _cairoMatrix
        cairo_transform(cr, &m)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(mask)
        if shadow.blur > 0 { Self._blurAlpha(mask, sigma: sigma) }
        cairo_surface_mark_dirty(mask)
        cairo_save(_cairo)
        cairo_identity_matrix(_cairo)
        cairo_set_source_rgba(_cairo, shadow.color.r, shadow.color.g, shadow.color.b, shadow.color.a * _state.alpha)
        cairo_mask_surface(_cairo, mask, Double(region.minX) + shadow.dx, Double(region.minY) + shadow.dy)
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
