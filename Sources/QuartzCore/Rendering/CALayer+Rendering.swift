import CCairo
import Foundation

extension CALayer {
    /// Renders the tree into `ctx` (model values; Apple's `render(in:)` ignores animations): the context's
    /// current matrix maps the layer's own coordinates.
    func _render(in ctx: CGContext) {
        if let bad = _firstSublayerWithNonFinitePosition() {
            // Core Animation's renderInContext: raises before drawing such a sublayer; we draw nothing.
            NSException(name: ._calayerInvalidGeometry,
                        reason: "sublayer with non-finite position [\(_g(bad.position.x)) \(_g(bad.position.y))]").raise()
            return
        }
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

extension CALayer {
    /// The first visible sublayer, in pre-order, whose position is infinite (NaN is never stored).
    fileprivate func _firstSublayerWithNonFinitePosition() -> CALayer? {
        var stack = _sublayers.reversed().filter { !$0.isHidden }
        while let layer = stack.popLast() {
            if !layer.position.x.isFinite || !layer.position.y.isFinite { return layer }
            stack.append(contentsOf: layer._sublayers.reversed().filter { !$0.isHidden })
        }
        return nil
    }
}
