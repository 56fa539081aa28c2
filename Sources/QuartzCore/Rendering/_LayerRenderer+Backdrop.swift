import CCairo
import Foundation

/// Backdrops: a layer with `_backdropBlurRadius` shows a blur of what is drawn behind it (its visual
/// effect view's blur), as Core Animation's backdrop layers do.
///
/// The blur reads the destination as it stands when the operation runs, so it sees exactly what lies
/// behind in drawing order. Inside a group (an ancestor with group opacity or a mask) it sees only what the
/// group has drawn so far. With damage tracking, a change anywhere under the pixels a blur reads redraws
/// that whole region, so that no pixel is blurred from an older frame's composite.
extension _LayerRenderer {
    /// Emits a backdrop operation for a layer and records the pixels it reads.
    func emitBackdrop(_ clip: Clip, sigma: Double, alpha: Double, model: CALayer, chain: Int, clipBox: CGRect?) -> CGRect? {
        let box = clip.rect.applying(clip.toDevice)
        var h = Hasher()
        h.combine(sigma)
        for v in [clip.toDevice.a, clip.toDevice.b, clip.toDevice.c, clip.toDevice.d, clip.toDevice.tx, clip.toDevice.ty,
                  clip.rect.width, clip.rect.height] { h.combine(v) }
        guard let drawn = emit(.backdrop(clip, sigma, alpha), box: box, model: model, part: 5, chain: chain,
                               clipBox: clipBox, extra: alpha, clipHash: h.finalize()) else { return nil }
        let pad = CGFloat(_ShadowBlur.padding(sigma: CGFloat(sigma)))
        backdrops.append((drawn, drawn.insetBy(dx: -pad, dy: -pad)))
        return drawn
    }

    /// Widens the damage: a backdrop whose read region meets a damaged rectangle is redrawn with all of
    /// that region.
    func addBackdropDamage(to rects: inout [CGRect]) {
        guard !backdrops.isEmpty, !rects.isEmpty else { return }
        for backdrop in backdrops where rects.contains(where: { $0.intersects(backdrop.reads) }) {
            rects.append(backdrop.reads)
        }
    }

    /// Copies the destination's pixels around `box`, blurs them and paints them back inside `clip`.
    func drawBackdrop(_ clip: Clip, box: CGRect, sigma: Double, alpha: Double, _ cr: OpaquePointer) {
        let pad = CGFloat(_ShadowBlur.padding(sigma: CGFloat(sigma)))
        let x0 = (box.minX - pad).rounded(.down), y0 = (box.minY - pad).rounded(.down)
        let w = Int32((box.maxX + pad).rounded(.up) - x0), h = Int32((box.maxY + pad).rounded(.up) - y0)
        guard w > 0, h > 0, let target = cairo_get_group_target(cr) else { return }
        cairo_surface_flush(target)
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        defer { cairo_surface_destroy(scratch) }
        let copy = cairo_create(scratch)!
        cairo_set_source_surface(copy, target, -Double(x0), -Double(y0))
        // Beyond the destination's edge, its edge pixels continue, so the blur does not darken there.
        cairo_pattern_set_extend(cairo_get_source(copy), CAIRO_EXTEND_PAD)
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copy)
        cairo_destroy(copy)
        _ShadowBlur.blurColor(scratch, sigma: CGFloat(sigma))
        cairo_save(cr)
        applyClip(clip, cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, scratch, Double(x0), Double(y0))
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}
