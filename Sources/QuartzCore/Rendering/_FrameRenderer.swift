import CCairo
import Foundation

/// Renders layer trees into a persistent pixel buffer, redrawing only what changed since the last frame.
///
/// Snapshots, the gallery and the window host use it: "render this window (or layer) to pixels at scale S".
@MainActor package final class _FrameRenderer {
    /// The frame's pixels.
    package let buffer: _PixelBuffer
    /// The layer renderer with its damage records.
    package let renderer: _LayerRenderer
    private var hasFrame = false
    /// The damage of the last frame, in pixels (empty when nothing changed).
    package private(set) var lastDamage: [CGRect] = []
    /// The pixel move the last frame made before repainting, if it scrolled by moving pixels.
    package private(set) var lastShift: _LayerRenderer.ScrollShift?
    /// The pixels the last frame repainted (its damage without the moved region).
    package private(set) var lastRepainted: [CGRect] = []

    /// Creates a renderer for a `size`-point frame at `scale` pixels per point.
    package init(size: CGSize, scale: CGFloat) {
        buffer = _PixelBuffer(size: size, scale: scale)
        renderer = _LayerRenderer(scale: scale)
        renderer.allowsScrollShift = true
    }

    /// Draws `roots` (each placed by its position and transform in the frame's point space), repainting
    /// only the damaged regions. `background` fills the frame behind the layers (transparent by default).
    /// When one clipping layer scrolled, its pixels are moved first and only what they do not cover is
    /// repainted (see `_LayerRenderer.ScrollShift`). Returns the regions whose pixels changed.
    @discardableResult
    package func render(_ roots: [CALayer], background: CGColor? = nil) -> [CGRect] {
        let s = buffer.scale
        let full = CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        renderer.build(roots, rootToDevice: CGAffineTransform(scaleX: s, y: s), viewport: full, trackDamage: true)
        let damage = hasFrame ? renderer.damage().map { $0.intersection(full) }.filter { !$0.isEmpty } : [full]
        let shift = hasFrame ? renderer.pendingShift : nil
        hasFrame = true
        if let shift { buffer.apply(shift) }
        let changed = shift.map { _LayerRenderer.merge(damage + [$0.rect.intersection(full)]) } ?? damage
        lastDamage = changed
        lastShift = shift
        lastRepainted = damage
        guard !damage.isEmpty else { return changed }
        let cr = cairo_create(buffer.surface)!
        for r in damage { cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let background { _CairoPaths.setSource(cr, background) } else { cairo_set_source_rgba(cr, 0, 0, 0, 0) }
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let box = damage.dropFirst().reduce(damage[0]) { $0.union($1) }
        renderer.execute(in: cr, damage: box)
        cairo_destroy(cr)
        cairo_surface_flush(buffer.surface)
        return changed
    }

    /// Forgets the previous frame: the next one redraws everything.
    package func invalidate() { hasFrame = false; renderer.resetDamage() }

    /// Renders `layer` in its own coordinate space (its bounds at the top left) into a new buffer: the
    /// model values by default (as `render(in:)` and snapshots do), the presentation values with
    /// `presentation` (what is on screen mid-animation).
    package static func image(of layer: CALayer, scale: CGFloat, size: CGSize? = nil, presentation: Bool = false) -> _PixelBuffer {
        let drawn = _LayerRenderer._layerToDraw(layer, presentation: presentation)
        let size = size ?? drawn.bounds.size
        let buffer = _PixelBuffer(size: size, scale: scale)
        let renderer = _LayerRenderer(scale: scale)
        renderer.drawsPresentation = presentation
        let origin = drawn.bounds.origin
        renderer.build([layer], rootToDevice: CGAffineTransform(translationX: -origin.x, y: -origin.y)
                           .concatenating(CGAffineTransform(scaleX: scale, y: scale)),
                       viewport: CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height), trackDamage: false, ownSpace: true)
        let cr = cairo_create(buffer.surface)!
        renderer.execute(in: cr)
        cairo_destroy(cr)
        cairo_surface_flush(buffer.surface)
        return buffer
    }
}
