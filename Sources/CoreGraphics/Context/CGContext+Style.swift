import CCairo
import Foundation

extension CGContext {
    /// Sets the colour used by fill operations.
    public func setFillColor(_ color: CGColor) { _state.fillColor = Self._rgba(color) }
    /// Sets the colour used by stroke operations.
    public func setStrokeColor(_ color: CGColor) { _state.strokeColor = Self._rgba(color) }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _state.fillColor = (Double(red), Double(green), Double(blue), Double(alpha))
    }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _state.strokeColor = (Double(red), Double(green), Double(blue), Double(alpha))
    }
    /// Sets the fill colour to a gray level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        _state.fillColor = (Double(gray), Double(gray), Double(gray), Double(alpha))
    }
    /// Sets the stroke colour to a gray level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        _state.strokeColor = (Double(gray), Double(gray), Double(gray), Double(alpha))
    }

    /// Sets the opacity applied to everything drawn afterwards, clamped to 0…1.
    public func setAlpha(_ alpha: CGFloat) { _state.alpha = min(max(Double(alpha), 0), 1) }

    /// Sets the width of stroked lines, in user-space units at the time of stroking.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(_cairo, Double(width)) }

    /// Sets how the ends of open subpaths are drawn.
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(_cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(_cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(_cairo, CAIRO_LINE_CAP_SQUARE)
        }
    }

    /// Sets how corners between segments are drawn.
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(_cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(_cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(_cairo, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the limit on the ratio of miter length to line width, above which a miter join is bevelled.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(_cairo, Double(limit)) }

    /// Sets the dash pattern: alternating painted and unpainted lengths, started `phase` units in.
    ///
    /// An empty `lengths` array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(_cairo, nil, 0, 0)
        } else {
            dashes.withUnsafeBufferPointer { cairo_set_dash(_cairo, $0.baseAddress, Int32($0.count), Double(phase)) }
        }
    }

    /// Sets how the colours drawn combine with the destination.
    public func setBlendMode(_ mode: CGBlendMode) {
        _state.blendMode = mode
        cairo_set_operator(_cairo, mode._cairoOperator)
    }

    /// Sets how smoothly scaled images are resampled.
    public var interpolationQuality: CGInterpolationQuality {
        get { _state.interpolationQuality }
        set { _state.interpolationQuality = newValue }
    }

    /// Turns antialiasing of paths on or off.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        _state.shouldAntialias = shouldAntialias
        cairo_set_antialias(_cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Sets the accuracy of curves: the maximum distance in device pixels between a curve and its approximation.
    public func setFlatness(_ flatness: CGFloat) { cairo_set_tolerance(_cairo, max(Double(flatness), 0.01)) }

    /// Casts a shadow under everything drawn afterwards; `offset` and `blur` are in points, unaffected by the CTM.
    ///
    /// The offset is in base space: in UIKit contexts a positive `offset.height` moves the shadow down,
    /// as on iOS; in CoreGraphics bitmap contexts (y up) it moves it up. A nil or clear `color` turns
    /// shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { _state.shadow = nil; return }
        let down = _baseIsYUp ? -offset.height : offset.height
        _state.shadow = _Shadow(dx: Double(offset.width * _scale), dy: Double(down * _scale),
                                blur: Double(max(blur, 0) * _scale), color: Self._rgba(color))
    }

    /// Casts a shadow in a third of opaque black, as CoreGraphics' default shadow colour is.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    static func _rgba(_ color: CGColor) -> (r: Double, g: Double, b: Double, a: Double) {
        let c = color.rgba
        return (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }
}

/// How the ends of open subpaths are stroked.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// How corners between stroked segments are drawn.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// Which regions a path encloses when filling or clipping.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

/// How smoothly images are resampled when drawn scaled.
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, high, medium }

/// How the colours drawn combine with the colours already in the destination.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter

    /// The Cairo operator with the same compositing equation.
    ///
    /// `plusDarker` has no Cairo counterpart and falls back to `normal`.
    var _cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
