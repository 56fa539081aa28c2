import CCairo
import Foundation

/// A drawing destination: paths, colours, images and gradients are painted into it through a graphics state.
///
/// PortableUIKit draws with Cairo. A context wraps one `cairo_t`.
///
/// Coordinates. CoreGraphics' *device space* has its origin at the bottom-left pixel, y up. A bitmap
/// context made with `CGContext(data:width:height:…)` starts with the identity CTM, so its user space is
/// that bottom-left space, exactly as on Apple platforms. UIKit's contexts (`UIGraphicsImageRenderer`,
/// `draw(_:)`, `layer.render(in:)`) start with a CTM that flips and scales, so their user space is UIKit's
/// top-left origin in points; `ctm` then reports `(scale, 0, 0, -scale, 0, pixelHeight)`, as UIKit does.
/// `draw(_:in:)` paints an image upright in CoreGraphics' space, so in a UIKit context it appears upside
/// down, as on iOS; `UIImage.draw(in:)` compensates.
public final class CGContext {
    /// The Cairo context this context draws with. The context holds one reference to it.
    ///
    /// Internal on purpose: code outside CoreGraphics draws through `_withCairo(_:)`, which keeps a
    /// caller's bitmap buffer in step; CoreGraphics' own painting goes through `_paint`.
    let _cairo: OpaquePointer
    /// The width of the destination in device pixels.
    package let _pixelWidth: Int
    /// The height of the destination in device pixels.
    package let _pixelHeight: Int
    /// Device pixels per UIKit point (1 for CoreGraphics bitmap contexts).
    package let _scale: CGFloat
    /// The image surface that holds the pixels, when this context has one.
    package let _surface: OpaquePointer?
    /// Whether base space is CoreGraphics' y-up space (bitmap contexts) rather than UIKit's y-down space.
    let _baseIsYUp: Bool
    /// A caller's buffer in a layout Cairo cannot draw into directly; refreshed after each drawing operation.
    var _bitmapMirror: _BitmapMirror?

    /// The graphics state Cairo does not keep itself; saved and restored together with Cairo's.
    var _state = _GraphicsState()
    var _savedStates: [_GraphicsState] = []

    /// Wraps an existing Cairo context whose current matrix maps UIKit's top-left user space.
    ///
    /// - Parameters:
    ///   - cairoContext: the `cairo_t`; the context takes its own reference.
    ///   - width: the destination width in device pixels.
    ///   - height: the destination height in device pixels (used to report `ctm` in CoreGraphics' bottom-left device space).
    ///   - scale: device pixels per point, for UIKit drawing (images, hairlines).
    package init(_cairoContext cairoContext: OpaquePointer, width: Int, height: Int, scale: CGFloat) {
        cairo_reference(cairoContext)
        _cairo = cairoContext
        _pixelWidth = width
        _pixelHeight = height
        _scale = scale
        _baseIsYUp = false
        let target = cairo_get_target(cairoContext)
        _surface = target.flatMap { cairo_surface_get_type($0) == CAIRO_SURFACE_TYPE_IMAGE ? $0 : nil }
        if let _surface { cairo_surface_reference(_surface) }
    }

    /// Creates a context that draws into a new transparent ARGB32 surface of `width` × `height` pixels.
    ///
    /// With `flipped` false (UIKit), user space is top-left origin scaled by `scale`. With `flipped` true
    /// (CoreGraphics), user space is bottom-left origin in pixels.
    /// A size over `_BitmapLimits` gets an empty (0 × 0) surface: callers check the limits first.
    package init(_width width: Int, height: Int, scale: CGFloat, flipped: Bool) {
        let allowed = _BitmapLimits.allows(width: width, height: height)
        let width = allowed ? width : 0, height = allowed ? height : 0
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        _cairo = cr
        _surface = surface
        _pixelWidth = width
        _pixelHeight = height
        _scale = scale
        _baseIsYUp = flipped
        if flipped {
            var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
            cairo_set_matrix(cr, &flip)
        } else {
            cairo_scale(cr, Double(scale), Double(scale))
        }
    }

    deinit {
        cairo_destroy(_cairo)
        if let _surface { cairo_surface_destroy(_surface) }
    }

    /// Pushes a copy of the graphics state (CTM, clip, colours, line style, alpha, shadow, blend mode).
    public func saveGState() {
        cairo_save(_cairo)
        _savedStates.append(_state)
    }

    /// Restores the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
        guard let saved = _savedStates.popLast() else { return }
        cairo_restore(_cairo)
        _state = saved
    }

    /// Forces pending drawing to the destination.
    public func flush() {
        if let _surface { cairo_surface_flush(_surface) }
        _bitmapMirror?.writeBack(from: _surface)
    }

    /// Pushes pixels to a caller's bitmap buffer after a drawing operation, when it has a foreign layout.
    @inline(__always) func _didDraw() {
        if _bitmapMirror != nil { flush() }
    }

    /// Runs drawing done with Cairo itself (the layer renderer, text layout) as one drawing operation:
    /// `body` gets the Cairo context, and when it returns the pixels reach the caller's bitmap buffer, as
    /// after any other operation. The one door to `_cairo` from outside CoreGraphics.
    package func _withCairo<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        defer { _didDraw() }
        return try body(_cairo)
    }
}

/// CoreGraphics graphics-state values that Cairo has no slot for.
struct _GraphicsState {
    var fillColor: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 1)
    var strokeColor: (r: Double, g: Double, b: Double, a: Double) = (0, 0, 0, 1)
    var alpha: Double = 1
    var shadow: _Shadow?
    var blendMode: CGBlendMode = .normal
    var interpolationQuality: CGInterpolationQuality = .default
    var shouldAntialias = true
    /// The image mask from `clip(to:mask:)`, in device pixels (A8), intersected across calls.
    var mask: _DeviceMask?
}

/// An A8 surface the size of the destination; its alpha multiplies everything painted.
final class _DeviceMask {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}

/// A shadow set with `setShadow(offset:blur:color:)`, in device pixels (y down).
struct _Shadow {
    var dx: Double, dy: Double, blur: Double
    var color: (r: Double, g: Double, b: Double, a: Double)
}
