import CCairo
import Foundation

extension _LayerRenderer {
    /// Whether a never-displayed layer should still get drawn content: UIKit answers for views that
    /// override `draw(_:)` (they display on first appearance on iOS).
    package static var wantsDrawnContentHook: ((CALayer) -> Bool)?
    /// Draws a layer's `draw(in:)` content with Cairo; installed where `CGContext` exists.
    package static var drawContentHook: ((CALayer, OpaquePointer) -> Void)?
    /// Turns a `contents` value into an image surface (ARGB32) with its pixel size.
    package static var contentsSurfaceHook: ((Any) -> (OpaquePointer, Int, Int)?)?

    static func wantsDrawnContent(_ layer: CALayer) -> Bool { wantsDrawnContentHook?(layer) ?? false }
    static func drawContent(_ layer: CALayer, _ cr: OpaquePointer) { drawContentHook?(layer, cr) }
    static func contentsSurface(_ contents: Any) -> (surface: OpaquePointer, width: Int, height: Int)? {
        guard let hit = contentsSurfaceHook?(contents) else { return nil }
        return (hit.0, hit.1, hit.2)
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

    /// The blurred A8 mask of a layer's shadow: the alpha of its background, border and content.
    static func shadowRaster(size: CGSize, scale s: CGFloat, radius: CGFloat, radii: _CairoPaths.Radii,
                             background: _Raster?, border: _Raster?, content: _Raster?, boundsOrigin: CGPoint) -> _Raster? {
        let sigma = radius * s
        let pad = _ShadowBlur.padding(sigma: sigma)
        let W = Int((size.width * s).rounded(.up)) + 2 * pad, H = Int((size.height * s).rounded(.up)) + 2 * pad
        guard W > 0, H > 0, W < 32768, H < 32768 else { return nil }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(W), Int32(H))!
        let cr = cairo_create(mask)!
        cairo_translate(cr, Double(pad), Double(pad))
        for part in [background, border] {
            guard let part else { continue }
            if let v = part.vector {
                cairo_save(cr)
                cairo_scale(cr, Double(s), Double(s))
                v.addPath(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, Double(v.color.alpha))
                cairo_fill(cr)
                cairo_restore(cr)
            }
        }
        if let content, let surface = content.surface {
            cairo_set_source_surface(cr, surface, Double((content.origin.x - boundsOrigin.x) * s),
                                     Double((content.origin.y - boundsOrigin.y) * s))
            cairo_paint(cr)
        }
        cairo_destroy(cr)
        _ShadowBlur.blur(mask, sigma: sigma)
        let raster = _Raster(surface: mask, origin: CGPoint(x: -CGFloat(pad) / s, y: -CGFloat(pad) / s),
                             scale: s, width: W, height: H)
        return raster
    }
}
