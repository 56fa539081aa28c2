import CCairo
import Foundation

extension CGContext {
    /// Starts a transparency layer: drawing until `endTransparencyLayer()` goes into a separate
    /// transparent buffer, which is then composited as one image with the state's alpha, shadow and
    /// blend mode. Inside the layer, alpha is 1, there is no shadow and the blend mode is normal.
    public func beginTransparencyLayer(auxiliaryInfo: [AnyHashable: Any]?) {
        saveGState()
        cairo_push_group(_cairo)
        _state.alpha = 1
        _state.shadow = nil
        _state.mask = nil
        setBlendMode(.normal)
    }

    /// Starts a transparency layer whose buffer only needs to cover `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [AnyHashable: Any]?) {
        saveGState()
        clip(to: rect)
        cairo_push_group(_cairo)
        _state.alpha = 1
        _state.shadow = nil
        _state.mask = nil
        setBlendMode(.normal)
    }

    /// Ends the innermost transparency layer and composites it into the destination.
    public func endTransparencyLayer() {
        guard !_savedStates.isEmpty else { return }
        let group = cairo_pop_group(_cairo)!
        restoreGState()
        _paint {
            cairo_set_source(_cairo, group)
            cairo_paint_with_alpha(_cairo, _state.alpha)
        }
        cairo_pattern_destroy(group)
    }
}
