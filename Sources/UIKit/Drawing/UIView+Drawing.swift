import CCairo
import Foundation

extension UIView {
    /// The layer-delegate drawing of a view: `draw(_:)` with the backing-store context as the current
    /// UIKit context, the whole bounds as the dirty rectangle.
    func _drawLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        _UIGraphicsContextStack.push(ctx)
        ctx.saveGState()
        draw(bounds)
        ctx.restoreGState()
        _UIGraphicsContextStack.pop()
    }

    /// Renders the view's tree into the current UIKit context, scaled to fill `rect`.
    func _drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = _UIGraphicsContextStack.current else { return false }
        if afterUpdates {
            layer.layoutIfNeeded()
            _displayPendingLayers(layer)
        }
        let b = bounds
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        if b.width > 0, b.height > 0 { ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height) }
        ctx.translateBy(x: b.minX, y: b.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    private func _displayPendingLayers(_ layer: CALayer) {
        layer.displayIfNeeded()
        for sub in layer.sublayers ?? [] { _displayPendingLayers(sub) }
    }

    /// Whether views of this class override `draw(_:)`, found once per class by calling `draw(_:)` with no
    /// current context: the base implementation records that it ran.
    static var _overridesDraw: [ObjectIdentifier: Bool] = [:]
    static var _baseDrawRan = false

    func _classOverridesDraw() -> Bool {
        let id = ObjectIdentifier(type(of: self))
        if let known = UIView._overridesDraw[id] { return known }
        UIView._baseDrawRan = false
        let saved = _UIGraphicsContextStack.contexts
        _UIGraphicsContextStack.contexts = []
        draw(.zero)
        _UIGraphicsContextStack.contexts = saved
        let overrides = !UIView._baseDrawRan
        UIView._overridesDraw[id] = overrides
        return overrides
    }
}

/// Installs UIKit's answers to the renderer's questions (which views draw, how attributed text and
/// fonts look to Pango). Runs once, from the first view's initializer.
@MainActor enum _UIRenderingHooks {
    static var installed = false
    static func installOnce() {
        guard !installed else { return }
        installed = true
        _LayerRenderer.wantsDrawnContentHook = { layer in
            guard let view = layer.delegate as? UIView, view.layer === layer else { return nil }
            return view._classOverridesDraw()
        }
        CATextLayer._attributedRuns = { _TextBridge.runs(of: $0) }
        CATextLayer._fontSpec = { ($0 as? UIFont)?._spec }
    }
}
