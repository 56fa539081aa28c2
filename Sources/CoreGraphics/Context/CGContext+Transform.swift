import CCairo
import Foundation

extension CGContext {
    /// Moves the origin of user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo_translate(_cairo, Double(tx), Double(ty)) }

    /// Scales user space by (`sx`, `sy`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { cairo_scale(_cairo, Double(sx), Double(sy)) }

    /// Rotates user space by `angle` radians (counterclockwise in CoreGraphics' y-up space).
    public func rotate(by angle: CGFloat) { cairo_rotate(_cairo, Double(angle)) }

    /// Applies `transform` to user space: points are mapped by `transform`, then by the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        var m = transform._cairoMatrix
        cairo_transform(_cairo, &m)
    }

    /// The current transformation matrix: user space to CoreGraphics device space (bottom-left origin, pixels).
    public var ctm: CGAffineTransform {
        CGAffineTransform(_cairoMatrix: _cairoMatrix).concatenating(_deviceFlip)
    }

    /// The transform from user space to device space: the same as `ctm`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Maps a point from user space to device space.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// Maps a point from device space to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    /// Maps a size from user space to device space.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    /// Maps a size from device space to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// Maps a rectangle from user space to device space (the bounding box of its corners).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    /// Maps a rectangle from device space to user space (the bounding box of its corners).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    /// Cairo's current matrix: user space to Cairo's top-left device space.
    package var _cairoMatrix: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(_cairo, &m)
        return m
    }

    /// Flips between Cairo's top-left and CoreGraphics' bottom-left device spaces (its own inverse).
    var _deviceFlip: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(_pixelHeight))
    }
}

extension CGAffineTransform {
    /// The same transform as a Cairo matrix.
    package var _cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }

    /// Creates the transform a Cairo matrix describes.
    package init(_cairoMatrix m: cairo_matrix_t) {
        self.init(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
    }
}
