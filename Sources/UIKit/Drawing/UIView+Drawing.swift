import CCairo
import Foundation

extension UIView {
    /// The layer-delegate drawing of a view: `draw(_:)` with the backing-store context as the current
    /// UIKit context, the whole bounds as the dirty rectangle, and the view's traits as the current ones.
    func _drawLayer(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        _UIGraphicsContextStack.push(ctx)
        ctx.saveGState()
        UIView._baseDrawRan = false
        UIView._drawRan = true
        // Dynamic colours drawn here (`set()`, `cgColor`, text) resolve for the view's traits.
        UITraitCollection._withCurrent(environment: self) { draw(bounds) }
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

    func _snapshotView(of rect: CGRect, afterScreenUpdates afterUpdates: Bool, capInsets: UIEdgeInsets) -> UIView? {
        if afterUpdates {
            layer.layoutIfNeeded()
            _displayPendingLayers(layer)
        }
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let full = _FrameRenderer.image(of: layer, scale: scale, presentation: !afterUpdates)
        // Crop to `rect` (in the view's coordinates) in whole pixels.
        let b = bounds
        let px = CGRect(x: ((rect.minX - b.minX) * scale).rounded(), y: ((rect.minY - b.minY) * scale).rounded(),
                        width: (rect.width * scale).rounded(), height: (rect.height * scale).rounded())
        guard px.width >= 1, px.height >= 1 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(px.width), Int32(px.height))!
        let cr = cairo_create(surface)!
        cairo_set_source_surface(cr, full.surface, Double(-px.minX), Double(-px.minY))
        cairo_paint(cr)
        cairo_destroy(cr)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.layer.contents = CGImage(_surface: surface)
        snapshot.layer.contentsScale = scale
        snapshot.isOpaque = false
        return snapshot
    }

    private func _displayPendingLayers(_ layer: CALayer) {
        var stack = [layer]
        while let next = stack.popLast() {
            next.displayIfNeeded()
            stack.append(contentsOf: (next.sublayers ?? []).reversed())
        }
    }

    /// Per view class: whether it draws in `draw(_:)`. Learned from the first draw of a view of the
    /// class: when only the base implementation ran and nothing was drawn, the class does not draw, and
    /// its views get no backing store from then on (as on iOS, where only overriding classes display).
    static var _overridesDraw: [ObjectIdentifier: Bool] = [:]
    /// Set by the base `draw(_:)`.
    static var _baseDrawRan = false
    /// Set when `draw(_:)` was called for the content the renderer just drew. An empty box (a view of
    /// zero size) draws nothing and calls no `draw(_:)`; learning from it would read the previous
    /// view's `_baseDrawRan` and could mark a drawing class (UILabel) as one that never draws.
    static var _drawRan = false

    /// A new view of a class that draws (or is not known yet not to) needs display, so that `draw(_:)`
    /// runs when it is first shown, as iOS does for classes that override `draw(_:)`.
    func _requestInitialDisplay() {
        if UIView._overridesDraw[ObjectIdentifier(type(of: self))] != false { layer.setNeedsDisplay() }
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
            return UIView._overridesDraw[ObjectIdentifier(type(of: view))] ?? true
        }
        _LayerRenderer.didDrawContentHook = { layer, drewSomething in
            guard let view = layer.delegate as? UIView, view.layer === layer else { return }
            let id = ObjectIdentifier(type(of: view))
            defer { UIView._drawRan = false }
            guard UIView._drawRan else { return }
            if UIView._overridesDraw[id] == nil { UIView._overridesDraw[id] = !(UIView._baseDrawRan && !drewSomething) }
        }
        CATextLayer._attributedRuns = { _TextBridge.runs(of: $0) }
        _LayerRenderer.displayScaleProvider = { UIScreen.main.scale }
        CALayer._backingStoreDrawer = { _LayerRenderer.displayNow($0) }
        CATextLayer._fontSpec = { ($0 as? UIFont)?._spec }
    }
}
