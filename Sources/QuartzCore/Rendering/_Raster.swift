import CCairo
import Foundation

/// A rectangle in whole device pixels, half-open.
package struct _PixelRect: Equatable, Sendable {
    package var x0: Int, y0: Int, x1: Int, y1: Int
    package init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
}

/// Cached pixels of one part of a layer (background, border, drawn content or shadow) at one scale.
///
/// A raster knows which of its pixel rectangles are one solid colour: when the raster lands on whole device
/// pixels, those parts are filled directly (a memset-speed fill) and only the rest (rounded corners, text)
/// is composited from the image.
package final class _Raster {
    private nonisolated(unsafe) static var nextSerial = 0
    /// Changes whenever a raster is rebuilt; damage tracking compares it.
    package let serial: Int
    /// The pixels: ARGB32 for content, A8 for shadow masks. Nil when the raster is all solid.
    package let surface: OpaquePointer?
    /// Where pixel (0, 0) sits in the layer's coordinate space, in points.
    package let origin: CGPoint
    /// Pixels per point.
    package let scale: CGFloat
    /// Size in pixels.
    package let width: Int, height: Int
    /// Rectangles (raster pixels) whose pixels all equal `solidColor`.
    package var solidRects: [_PixelRect] = []
    /// The premultiplication-free colour of the solid rectangles.
    package var solidColor: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 0)
    /// Rectangles (raster pixels) to composite from the image.
    package var imageRects: [_PixelRect] = []
    /// A vector outline that reproduces the raster exactly when it cannot be composited pixel for pixel.
    package var vector: _VectorShape?

    package init(surface: OpaquePointer?, origin: CGPoint, scale: CGFloat, width: Int, height: Int) {
        _Raster.nextSerial += 1
        serial = _Raster.nextSerial
        self.surface = surface
        self.origin = origin
        self.scale = scale
        self.width = width
        self.height = height
    }

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// Creates an ARGB32 raster covering `box` (layer points) at `scale`, drawn by `draw` with the Cairo
    /// matrix mapping layer points to raster pixels. Returns nil when nothing visible was drawn.
    package static func drawn(box: CGRect, scale: CGFloat, format: cairo_format_t = CAIRO_FORMAT_ARGB32,
                              _ draw: (OpaquePointer, Int, Int) -> Void) -> _Raster? {
        let w = Int((box.width * scale).rounded(.up)), h = Int((box.height * scale).rounded(.up))
        guard w > 0, h > 0, w < 32768, h < 32768 else { return nil }
        let surface = cairo_image_surface_create(format, Int32(w), Int32(h))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, Double(-box.minX), Double(-box.minY))
        draw(cr, w, h)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let raster = _Raster(surface: surface, origin: box.origin, scale: scale, width: w, height: h)
        guard let ink = raster.inkRect() else { return nil }
        raster.imageRects = [ink]
        return raster
    }

    /// The bounding box of the pixels whose alpha is not zero, or nil when all are transparent.
    package func inkRect() -> _PixelRect? {
        guard let surface else { return nil }
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let isA8 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = data + y * stride
            var first = -1, last = -1
            if isA8 {
                for x in 0..<width where row[x] != 0 { if first < 0 { first = x }; last = x }
            } else {
                let pixels = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where pixels[x] != 0 { if first < 0 { first = x }; last = x }
            }
            if first >= 0 {
                minX = min(minX, first); maxX = max(maxX, last)
                if minY == height { minY = y }
                maxY = y
            }
        }
        guard maxX >= 0 else { return nil }
        return _PixelRect(x0: minX, y0: minY, x1: maxX + 1, y1: maxY + 1)
    }
}

/// A vector outline of a rounded rectangle or a border ring, in layer points.
package struct _VectorShape {
    package var rect: CGRect
    package var radii: _CairoPaths.Radii
    package var curve: CALayerCornerCurve
    /// For a ring: the width of the border inside `rect`.
    package var ringWidth: CGFloat?
    package var color: CGColor

    /// Appends the outline to the current path and sets the fill rule.
    package func addPath(_ cr: OpaquePointer) {
        _CairoPaths.addRoundedRect(cr, rect, radii: radii, curve: curve)
        if let w = ringWidth {
            let inner = rect.insetBy(dx: w, dy: w)
            if inner.width > 0 && inner.height > 0 {
                _CairoPaths.addRoundedRect(cr, inner, radii: radii.inset(by: w), curve: curve)
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        } else {
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
    }
}

extension _Raster {
    /// The raster of a rounded background or border ring: solid straight parts, imaged corners.
    ///
    /// `shape.rect` is the layer's bounds. When the bounds, the border width and the corner extents fall
    /// on whole pixels, the straight parts are recorded as solid rectangles and only the corner squares
    /// as image rectangles; otherwise the whole raster is an image.
    package static func shape(_ shape: _VectorShape, scale: CGFloat) -> _Raster? {
        let rect = shape.rect
        let c = shape.color.rgba
        guard c.alpha > 0, rect.width > 0, rect.height > 0 else { return nil }
        let s = scale
        let w = rect.width * s, h = rect.height * s
        let W = Int(w.rounded(.up)), H = Int(h.rounded(.up))
        func isWhole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-6 }
        let ring = shape.ringWidth.map { $0 * s }
        let whole = isWhole(w) && isWhole(h) && (ring.map(isWhole) ?? true)
        let solidOnly = shape.radii.isZero && whole
        // A solid raster has no pixels at all: a plain rectangle or ring of straight strips.
        var surface: OpaquePointer?
        if !solidOnly {
            let sf = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(W), Int32(H))!
            let cr = cairo_create(sf)!
            cairo_scale(cr, Double(s), Double(s))
            cairo_translate(cr, Double(-rect.minX), Double(-rect.minY))
            shape.addPath(cr)
            _CairoPaths.setSource(cr, shape.color)
            cairo_fill(cr)
            cairo_destroy(cr)
            cairo_surface_flush(sf)
            surface = sf
        }
        let raster = _Raster(surface: surface, origin: rect.origin, scale: s, width: W, height: H)
        raster.vector = shape
        raster.solidColor = (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        guard whole else {
            raster.imageRects = [_PixelRect(x0: 0, y0: 0, x1: W, y1: H)]
            return raster
        }
        // Corner squares, in whole pixels, per corner.
        func ext(_ r: CGFloat) -> Int { Int((_CairoPaths.extent(of: r, curve: shape.curve, size: rect.size) * s).rounded(.up)) }
        let bw = ring.map { Int($0.rounded()) } ?? 0
        var tl = ext(shape.radii.topLeft), tr = ext(shape.radii.topRight)
        var br = ext(shape.radii.bottomRight), bl = ext(shape.radii.bottomLeft)
        if ring != nil {
            // Inner corners of a ring reach up to the border width plus the inner extent.
            tl = tl > 0 ? max(tl, bw) : 0; tr = tr > 0 ? max(tr, bw) : 0
            br = br > 0 ? max(br, bw) : 0; bl = bl > 0 ? max(bl, bw) : 0
        }
        let top = max(tl, tr), bottom = max(bl, br)
        if ring != nil {
            if 2 * bw >= W || 2 * bw >= H {
                // The border covers everything: image where corners round, else solid.
                if shape.radii.isZero { raster.solidRects = [_PixelRect(x0: 0, y0: 0, x1: W, y1: H)] }
                else { raster.imageRects = [_PixelRect(x0: 0, y0: 0, x1: W, y1: H)] }
                return raster
            }
            raster.solidRects = [
                _PixelRect(x0: tl, y0: 0, x1: W - tr, y1: bw),                                  // top strip
                _PixelRect(x0: bl, y0: H - bw, x1: W - br, y1: H),                              // bottom strip
                _PixelRect(x0: 0, y0: tl > 0 ? tl : bw, x1: bw, y1: H - (bl > 0 ? bl : bw)),   // left strip
                _PixelRect(x0: W - bw, y0: tr > 0 ? tr : bw, x1: W, y1: H - (br > 0 ? br : bw)), // right strip
            ].filter { !$0.isEmpty }
            // Square corners are covered by the top and bottom strips; rounded ones come from the image.
            raster.imageRects = [
                _PixelRect(x0: 0, y0: 0, x1: tl, y1: tl), _PixelRect(x0: W - tr, y0: 0, x1: W, y1: tr),
                _PixelRect(x0: W - br, y0: H - br, x1: W, y1: H), _PixelRect(x0: 0, y0: H - bl, x1: bl, y1: H),
            ].filter { !$0.isEmpty }
        } else {
            raster.solidRects = [
                _PixelRect(x0: 0, y0: top, x1: W, y1: H - bottom),
                _PixelRect(x0: tl, y0: 0, x1: W - tr, y1: top),
                _PixelRect(x0: bl, y0: H - bottom, x1: W - br, y1: H),
            ].filter { !$0.isEmpty }
            raster.imageRects = [
                _PixelRect(x0: 0, y0: 0, x1: tl, y1: top), _PixelRect(x0: W - tr, y0: 0, x1: W, y1: top),
                _PixelRect(x0: W - br, y0: H - bottom, x1: W, y1: H), _PixelRect(x0: 0, y0: H - bottom, x1: bl, y1: H),
            ].filter { !$0.isEmpty }
        }
        return raster
    }
}
