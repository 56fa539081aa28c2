import CCairo
import Foundation

extension _LayerRenderer {
    /// Whether a layer has drawn content: UIKit answers for views' layers (true when the view's class
    /// overrides `draw(_:)`; such views display on first appearance on iOS), nil for other layers.
    package static var wantsDrawnContentHook: ((CALayer) -> Bool?)?
    /// Told after a layer's `draw(in:)` content was drawn, with whether anything visible came out.
    package static var didDrawContentHook: ((CALayer, Bool) -> Void)?

    /// Whether `layer`'s `draw(in:)` content is drawn: once it displayed, or per the UIKit hook for views.
    static func hasDrawnContent(_ layer: CALayer) -> Bool {
        if let answer = wantsDrawnContentHook?(layer) { return answer }
        return layer._hasDrawnContent
    }

    /// Runs the layer's `draw(in:)` (the delegate's `draw(_:in:)` by default) into a Cairo context whose
    /// matrix maps the layer's coordinates to the raster.
    static func drawContent(_ layer: CALayer, _ cr: OpaquePointer, width: Int, height: Int, scale: CGFloat) {
        layer.delegate?.layerWillDraw(layer)
        let ctx = CGContext(_cairoContext: cr, width: width, height: height, scale: scale)
        layer.draw(in: ctx)
    }

    /// The image surface of a `contents` value (a `CGImage`), with its pixel size.
    static func contentsSurface(_ contents: Any) -> (surface: OpaquePointer, width: Int, height: Int)? {
        guard let image = contents as? CGImage else { return nil }
        return (image._surface, image.width, image.height)
    }

    /// Where the `contents` image goes: the image-pixel rectangle to draw (`contentsRect` of the image)
    /// and the transform from image pixels to the layer's coordinates.
    ///
    /// Gravity names follow Core Animation's unflipped convention, as on iOS: in UIKit's top-left
    /// coordinates `.top` puts the image at the bottom edge and `.bottom` at the top edge (which is why
    /// `UIView.ContentMode.top` maps to `.bottom`).
    static func contentsPlacement(_ layer: CALayer, imageWidth: Int, imageHeight: Int)
        -> (source: CGRect, imageToLayer: CGAffineTransform) {
        let unit = layer.contentsRect
        let source = CGRect(x: unit.minX * CGFloat(imageWidth), y: unit.minY * CGFloat(imageHeight),
                            width: unit.width * CGFloat(imageWidth), height: unit.height * CGFloat(imageHeight))
        let cs = layer.contentsScale > 0 ? layer.contentsScale : 1
        let natural = CGSize(width: source.width / cs, height: source.height / cs)
        let b = layer.bounds
        var dest: CGRect
        switch layer.contentsGravity {
        case .resize: dest = b
        case .resizeAspect, .resizeAspectFill:
            guard natural.width > 0, natural.height > 0 else { dest = b; break }
            let sx = b.width / natural.width, sy = b.height / natural.height
            let k = layer.contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: natural.width * k, height: natural.height * k)
            dest = CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        default:
            let g = layer.contentsGravity.rawValue.lowercased()
            var x = b.midX - natural.width / 2, y = b.midY - natural.height / 2
            if g.hasSuffix("left") || g == "left" { x = b.minX }
            if g.hasSuffix("right") || g == "right" { x = b.maxX - natural.width }
            if g.hasPrefix("top") { y = b.maxY - natural.height }      // unflipped top: UIKit's bottom edge
            if g.hasPrefix("bottom") { y = b.minY }                    // unflipped bottom: UIKit's top edge
            dest = CGRect(origin: CGPoint(x: x, y: y), size: natural)
        }
        guard source.width > 0, source.height > 0 else { return (source, .identity) }
        let t = CGAffineTransform(translationX: -source.minX, y: -source.minY)
            .concatenating(CGAffineTransform(scaleX: dest.width / source.width, y: dest.height / source.height))
            .concatenating(CGAffineTransform(translationX: dest.minX, y: dest.minY))
        return (source, t)
    }

    /// The blurred A8 mask of a layer's shadow: its `shadowPath`, or else the alpha of its background,
    /// border, `contents` and drawn content. (Core Animation also includes the sublayers when there is no
    /// shadow path; we do not, so set `shadowPath` on containers whose own content is empty.)
    static func shadowRaster(_ layer: CALayer, scale s: CGFloat, radii: _CairoPaths.Radii, background: _Raster?,
                             border: _Raster?, content: _Raster?,
                             contents: (surface: OpaquePointer, width: Int, height: Int)?) -> _Raster? {
        let bounds = layer.bounds
        let sigma = layer.shadowRadius * s
        let pad = _ShadowBlur.padding(sigma: sigma)
        // The mask covers the bounds (in bounds-relative points), or the path's box.
        var box = CGRect(origin: .zero, size: bounds.size)
        if let path = layer.shadowPath {
            box = path.boundingBoxOfPath.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        }
        guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
        let W = Int((box.width * s).rounded(.up)) + 2 * pad, H = Int((box.height * s).rounded(.up)) + 2 * pad
        guard W < 32768, H < 32768 else { return nil }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(W), Int32(H))!
        let cr = cairo_create(mask)!
        cairo_translate(cr, Double(pad), Double(pad))
        cairo_scale(cr, Double(s), Double(s))
        cairo_translate(cr, Double(-box.minX), Double(-box.minY))
        if let path = layer.shadowPath {
            cairo_translate(cr, Double(-bounds.minX), Double(-bounds.minY))
            path._append(to: cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        } else {
            for part in [background, border] {
                guard let v = part?.vector else { continue }
                cairo_new_path(cr)
                v.addPath(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, Double(v.color.alpha))
                cairo_fill(cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            }
            if let contents {
                let placed = contentsPlacement(layer, imageWidth: contents.width, imageHeight: contents.height)
                cairo_save(cr)
                cairo_translate(cr, Double(-bounds.minX), Double(-bounds.minY))
                var m = cairo_matrix_t(xx: Double(placed.imageToLayer.a), yx: Double(placed.imageToLayer.b),
                                       xy: Double(placed.imageToLayer.c), yy: Double(placed.imageToLayer.d),
                                       x0: Double(placed.imageToLayer.tx), y0: Double(placed.imageToLayer.ty))
                cairo_transform(cr, &m)
                cairo_set_source_surface(cr, contents.surface, 0, 0)
                let src = placed.source
                cairo_rectangle(cr, Double(src.minX), Double(src.minY), Double(src.width), Double(src.height))
                cairo_fill(cr)
                cairo_restore(cr)
            }
            if let content, let surface = content.surface {
                cairo_save(cr)
                cairo_translate(cr, Double(content.origin.x - bounds.minX), Double(content.origin.y - bounds.minY))
                cairo_scale(cr, Double(1 / s), Double(1 / s))
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            }
        }
        cairo_destroy(cr)
        _ShadowBlur.blur(mask, sigma: sigma)
        return _Raster(surface: mask, origin: CGPoint(x: box.minX - CGFloat(pad) / s, y: box.minY - CGFloat(pad) / s),
                       scale: s, width: W, height: H)
    }
}
