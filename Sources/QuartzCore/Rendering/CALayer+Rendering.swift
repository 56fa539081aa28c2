import CCairo
import Foundation

extension CALayer {
    /// Renders the tree into `ctx` (model values; Apple's `render(in:)` ignores animations): the context's
    /// current matrix maps the layer's own coordinates.
    func _render(in ctx: CGContext) {
        ctx._withCairo { cr in
            let m = _CairoPaths.matrix(cr)
            // Rasters are drawn at the context's resolution: the larger scale of its matrix.
            let scale = max((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot())
            let renderer = _LayerRenderer(scale: scale > 0 ? scale : 1)
            renderer.drawsPresentation = false
            renderer.build([self], rootToDevice: m, viewport: nil, trackDamage: false, ownSpace: true)
            renderer.execute(in: cr)
        }
    }
}
