import CCairo
import Foundation

/// Path and colour helpers shared by the layer renderer, in Cairo's y-down space (UIKit's).
package enum _CairoPaths {
    /// The corner radii of a rounded rectangle: top-left, top-right, bottom-right, bottom-left.
    package struct Radii: Equatable, Sendable {
        package var topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat
        package init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
            self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
        }
        package static let zero = Radii(topLeft: 0, topRight: 0, bottomRight: 0, bottomLeft: 0)
        package var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
        package var maximum: CGFloat { max(max(topLeft, topRight), max(bottomRight, bottomLeft)) }
        /// Each radius reduced by `inset`, never below zero (the inner edge of a border).
        package func inset(by inset: CGFloat) -> Radii {
            Radii(topLeft: max(0, topLeft - inset), topRight: max(0, topRight - inset),
                  bottomRight: max(0, bottomRight - inset), bottomLeft: max(0, bottomLeft - inset))
        }
    }

    /// How far a continuous corner reaches along each edge, as a multiple of the corner radius.
    ///
    /// Apple's continuous ("squircle") corner starts about 1.528 radii from the corner. We approximate it
    /// with one cubic Bézier per corner whose ends sit at that distance and whose midpoint matches the
    /// circular arc's midpoint; the curve is smooth and close to, but not exactly, Apple's.
    package static let continuousExtent: CGFloat = 1.528
    /// Distance of the cubic's control points from the ends, as a multiple of the radius (see above).
    private static let continuousHandle: CGFloat = 1.256
    /// The cubic control distance that approximates a quarter circle.
    private static let kappa: CGFloat = 0.5522847498

    /// The radii the layer draws with: `cornerRadius` on the masked corners, clamped to half the shorter side.
    package static func radii(cornerRadius: CGFloat, masked: CACornerMask, size: CGSize) -> Radii {
        let r = max(0, min(cornerRadius, min(size.width, size.height) / 2))
        guard r > 0 else { return .zero }
        return Radii(topLeft: masked.contains(.layerMinXMinYCorner) ? r : 0,
                     topRight: masked.contains(.layerMaxXMinYCorner) ? r : 0,
                     bottomRight: masked.contains(.layerMaxXMaxYCorner) ? r : 0,
                     bottomLeft: masked.contains(.layerMinXMaxYCorner) ? r : 0)
    }

    /// How far each corner's curve reaches along the edges (1× radius circular, about 1.53× continuous).
    package static func extent(of radius: CGFloat, curve: CALayerCornerCurve, size: CGSize) -> CGFloat {
        guard radius > 0 else { return 0 }
        guard curve == .continuous else { return radius }
        return min(radius * continuousExtent, min(size.width, size.height) / 2)
    }

    /// Appends a rounded rectangle to the current path of `cr`.
    package static func addRoundedRect(_ cr: OpaquePointer, _ rect: CGRect, radii: Radii, curve: CALayerCornerCurve) {
        if radii.isZero {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            return
        }
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        let size = rect.size
        func corner(_ r: CGFloat) -> (e: Double, h: Double) {
            let e = extent(of: r, curve: curve, size: size)
            guard e > 0 else { return (0, 0) }
            if curve == .continuous {
                // Handle length keeps its proportion to the extent when the extent is clamped.
                return (Double(e), Double(e - e * continuousHandle / continuousExtent))
            }
            return (Double(e), Double(e * (1 - kappa)))
        }
        let tl = corner(radii.topLeft), tr = corner(radii.topRight), br = corner(radii.bottomRight), bl = corner(radii.bottomLeft)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, x0 + tl.e, y0)
        cairo_line_to(cr, x1 - tr.e, y0)
        if tr.e > 0 { cairo_curve_to(cr, x1 - tr.h, y0, x1, y0 + tr.h, x1, y0 + tr.e) }
        cairo_line_to(cr, x1, y1 - br.e)
        if br.e > 0 { cairo_curve_to(cr, x1, y1 - br.h, x1 - br.h, y1, x1 - br.e, y1) }
        cairo_line_to(cr, x0 + bl.e, y1)
        if bl.e > 0 { cairo_curve_to(cr, x0 + bl.h, y1, x0, y1 - bl.h, x0, y1 - bl.e) }
        cairo_line_to(cr, x0, y0 + tl.e)
        if tl.e > 0 { cairo_curve_to(cr, x0, y0 + tl.h, x0 + tl.h, y0, x0 + tl.e, y0) }
        cairo_close_path(cr)
    }

    /// Sets `color` (sRGB or gray) as the source, its alpha multiplied by `alpha`.
    package static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat = 1) {
        let c = color.rgba
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
    }

    /// Sets a Cairo matrix from an affine transform.
    package static func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_set_matrix(cr, &m)
    }

    /// The current matrix of `cr` as an affine transform.
    package static func matrix(_ cr: OpaquePointer) -> CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }
}
