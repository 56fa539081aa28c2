import CCairo
import Foundation

/// A layer that fills its bounds with a colour gradient: axial (along a line) or radial (an ellipse).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours of the stops (`CGColor`s).
    open var colors: [Any]? { didSet { _didChange(\CAGradientLayer.colors, oldValue) } }
    /// The stop positions from 0 to 1, ascending; nil spaces the colours evenly.
    open var locations: [NSNumber]? { didSet { if locations != oldValue { _didChange(\CAGradientLayer.locations, oldValue) } } }
    /// Where the gradient starts, in unit coordinates of the bounds ((0,0) is the top-left in UIKit).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { if startPoint != oldValue { _didChange(\CAGradientLayer.startPoint, oldValue) } } }
    /// Where the gradient ends, in unit coordinates of the bounds.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { _didChange(\CAGradientLayer.endPoint, oldValue) } } }
    /// The kind of gradient.
    open var type: CAGradientLayerType = .axial { didSet { if type != oldValue { _didChange(\CAGradientLayer.type, oldValue) } } }

    public override init() { super.init() }

    /// Creates a copy of `layer` (a presentation or model copy), gradient properties included.
    public override init(layer: Any) { super.init(layer: layer) }

    package override class func _makeLayer() -> CALayer { CAGradientLayer() }

    package override func _drawsOwnContent() -> Bool { (colors?.isEmpty == false) }
    package override func _ownContentKey() -> AnyHashable? { _gradientKey() }
    package override func _drawOwnContent(_ cr: OpaquePointer) { _drawGradient(cr) }
}

extension _LayerProperty {
    /// CAGradientLayer's own properties.
    static let gradientLayerProperties: [_LayerProperty] = [
        .optional("colors", \CAGradientLayer.colors, sample: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor.white]),
        .optional("locations", \CAGradientLayer.locations, sample: [0.25, 0.75]),
        .value("startPoint", \CAGradientLayer.startPoint, sample: CGPoint(x: 0, y: 0)),
        .value("endPoint", \CAGradientLayer.endPoint, sample: CGPoint(x: 1, y: 1)),
        .value("type", \CAGradientLayer.type, sample: .radial),
    ]
}

/// The kinds of gradient layer.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours change along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours change outwards from `startPoint`; `endPoint` sets the ellipse's radii.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours change around `startPoint`, starting in the direction of `endPoint`, clockwise on screen.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

extension CAGradientLayer {
    struct _GradientKey: Hashable {
        var colors: [CGColor], locations: [Double]?, start: CGPoint, end: CGPoint, type: CAGradientLayerType, size: CGSize
    }

    var _stopColors: [CGColor] { (colors ?? []).compactMap { $0 as? CGColor } }

    func _gradientKey() -> AnyHashable {
        _GradientKey(colors: _stopColors, locations: locations?.map(\.doubleValue), start: startPoint, end: endPoint,
                     type: type, size: bounds.size)
    }

    func _drawGradient(_ cr: OpaquePointer) {
        let stops = _stopColors
        guard !stops.isEmpty else { return }
        let b = bounds
        let start = CGPoint(x: b.minX + startPoint.x * b.width, y: b.minY + startPoint.y * b.height)
        let end = CGPoint(x: b.minX + endPoint.x * b.width, y: b.minY + endPoint.y * b.height)
        let locs = locations?.map(\.doubleValue)
        func offset(_ i: Int) -> Double {
            locs.flatMap { i < $0.count ? $0[i] : nil } ?? (stops.count == 1 ? 0 : Double(i) / Double(stops.count - 1))
        }
        if type == .conic {
            _drawConic(cr, stops: stops, offsets: (0..<stops.count).map(offset), center: start, toward: end)
            return
        }
        let pattern: OpaquePointer
        if type == .radial {
            // A unit circle scaled to the ellipse whose radii are the distances to the end point.
            let rx = max(abs(end.x - start.x), 1e-6), ry = max(abs(end.y - start.y), 1e-6)
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, Double(1 / rx), Double(1 / ry))
            cairo_matrix_translate(&m, Double(-start.x), Double(-start.y))
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        }
        for (i, color) in stops.enumerated() {
            let c = color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, offset(i), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }
}

extension CAGradientLayer {
    /// A conic gradient as a mesh of 180 thin wedges around `center`, each shading linearly between the
    /// colours at its two edges (a 2° step, finer than the eye can see on a phone-sized layer).
    func _drawConic(_ cr: OpaquePointer, stops: [CGColor], offsets: [Double], center: CGPoint, toward: CGPoint) {
        let b = bounds
        let radius = Double(hypot(b.width, b.height)) * 2 + 1
        let startAngle = atan2(Double(toward.y - center.y), Double(toward.x - center.x))
        func color(at t: Double) -> (Double, Double, Double, Double) {
            guard let first = offsets.first, let last = offsets.last else { return (0, 0, 0, 0) }
            func rgba(_ c: CGColor) -> (Double, Double, Double, Double) {
                let v = c.rgba
                return (Double(v.red), Double(v.green), Double(v.blue), Double(v.alpha))
            }
            if t <= first { return rgba(stops[0]) }
            if t >= last { return rgba(stops[stops.count - 1]) }
            var i = 0
            while i + 1 < offsets.count && offsets[i + 1] < t { i += 1 }
            let a = rgba(stops[i]), z = rgba(stops[min(i + 1, stops.count - 1)])
            let span = offsets[min(i + 1, offsets.count - 1)] - offsets[i]
            let f = span > 0 ? (t - offsets[i]) / span : 0
            return (a.0 + (z.0 - a.0) * f, a.1 + (z.1 - a.1) * f, a.2 + (z.2 - a.2) * f, a.3 + (z.3 - a.3) * f)
        }
        let segments = 180
        let mesh = cairo_pattern_create_mesh()!
        let cx = Double(center.x), cy = Double(center.y)
        for k in 0..<segments {
            let t0 = Double(k) / Double(segments), t1 = Double(k + 1) / Double(segments)
            let a0 = startAngle + t0 * 2 * .pi, a1 = startAngle + t1 * 2 * .pi
            let c0 = color(at: t0), c1 = color(at: t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a0), cy + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, cx + radius * cos(a1), cy + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cr, mesh)
        cairo_rectangle(cr, Double(b.minX), Double(b.minY), Double(b.width), Double(b.height))
        cairo_fill(cr)
        cairo_pattern_destroy(mesh)
    }
}
