import CCairo
import Foundation

extension CGContext {
    /// Intersects the clip with the current path under `rule`, then discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(_cairo, rule._cairo)
        cairo_clip(_cairo)
    }

    /// Intersects the clip with `rect`. The current path is discarded.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`. The current path is discarded.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip(using: .winding)
    }

    /// Intersects the clip with `rect`, and masks later drawing by `mask`'s alpha drawn into `rect`.
    ///
    /// The mask is placed as `draw(_:in:)` would draw it (its top row along `rect.maxY`), so in a UIKit
    /// context callers flip first, as on iOS. Only the mask image's alpha channel is used.
    public func clip(to rect: CGRect, mask: CGImage) {
        let width = _pixelWidth, height = _pixelHeight
        guard width > 0, height > 0 else { return }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        var m = _cairoMatrix
        cairo_set_matrix(cr, &m)
        if mask.width > 0, mask.height > 0, rect.width != 0, rect.height != 0 {
            cairo_translate(cr, Double(rect.minX), Double(rect.maxY))
            cairo_scale(cr, Double(rect.width) / Double(mask.width), -Double(rect.height) / Double(mask.height))
            cairo_rectangle(cr, 0, 0, Double(mask.width), Double(mask.height))
            cairo_clip(cr)
            cairo_set_source_surface(cr, mask._surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), _state.interpolationQuality._cairoFilter)
            cairo_paint(cr)
        }
        if let previous = _state.mask {
            // Intersect: keep the new alpha only where the earlier mask had alpha.
            cairo_identity_matrix(cr)
            cairo_reset_clip(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_surface(cr, previous.surface, 0, 0)
            cairo_paint(cr)
        }
        cairo_destroy(cr)
        _state.mask = _DeviceMask(surface: surface)
        clip(to: rect)
    }

    /// Removes the clip (and any image mask), as if nothing had been clipped since the context was made.
    public func resetClip() {
        cairo_reset_clip(_cairo)
        _state.mask = nil
    }

    /// The bounding box of the clip region in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(_cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
    }
}
