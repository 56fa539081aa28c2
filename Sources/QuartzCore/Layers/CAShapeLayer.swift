import CCairo
import Foundation

/// A layer that draws a cubic Bézier path: filled, stroked, dashed, and partly stroked between
/// `strokeStart` and `strokeEnd`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path to draw, in the layer's coordinates. It may extend beyond the bounds.
    open var path: CGPath? { didSet { if path != oldValue { _didChange(\CAShapeLayer.path, oldValue) } } }
    /// The fill colour; opaque black by default, nil for no fill.
    open var fillColor: CGColor? = .black { didSet { if fillColor != oldValue { _didChange(\CAShapeLayer.fillColor, oldValue) } } }
    /// The rule that decides the inside of the path.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { if fillRule != oldValue { _didChange(\CAShapeLayer.fillRule, oldValue) } } }
    /// The stroke colour; nil (no stroke) by default.
    open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { _didChange(\CAShapeLayer.strokeColor, oldValue) } } }
    /// Where the stroke starts, as a fraction of the path's length.
    open var strokeStart: CGFloat = 0 { didSet { if strokeStart != oldValue { _didChange(\CAShapeLayer.strokeStart, oldValue) } } }
    /// Where the stroke ends, as a fraction of the path's length.
    open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { _didChange(\CAShapeLayer.strokeEnd, oldValue) } } }
    /// The stroke width in points.
    open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { _didChange(\CAShapeLayer.lineWidth, oldValue) } } }
    /// The miter limit of miter joins.
    open var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { _didChange(\CAShapeLayer.miterLimit, oldValue) } } }
    /// The shape of the ends of open subpaths.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { if lineCap != oldValue { _didChange(\CAShapeLayer.lineCap, oldValue) } } }
    /// The shape of the joins between segments.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { if lineJoin != oldValue { _didChange(\CAShapeLayer.lineJoin, oldValue) } } }
    /// Lengths of the painted and unpainted dash segments, alternating; nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { _didChange(\CAShapeLayer.lineDashPattern, oldValue) } } }
    /// How far into the dash pattern the line starts.
    open var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { _didChange(\CAShapeLayer.lineDashPhase, oldValue) } } }

    public override init() { super.init() }

    /// Creates a copy of `layer` (a presentation or model copy), shape properties included.
    public override init(layer: Any) { super.init(layer: layer) }

    package override class func _makeLayer() -> CALayer { CAShapeLayer() }

    package override func _drawsOwnContent() -> Bool { path != nil }
    package override func _ownContentBox() -> CGRect { _shapeContentBox() }
    package override func _ownContentKey() -> AnyHashable? { _shapeContentKey() }
    package override func _drawOwnContent(_ cr: OpaquePointer) { _drawShape(cr) }
}

extension _LayerProperty {
    /// CAShapeLayer's own properties.
    static let shapeLayerProperties: [_LayerProperty] = [
        .optional("path", \CAShapeLayer.path, sample: CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)),
        .optional("fillColor", \CAShapeLayer.fillColor, sample: CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        .value("fillRule", \CAShapeLayer.fillRule, sample: .evenOdd),
        .optional("strokeColor", \CAShapeLayer.strokeColor, sample: CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        .number("strokeStart", \CAShapeLayer.strokeStart, sample: 0.25),
        .number("strokeEnd", \CAShapeLayer.strokeEnd, sample: 0.75),
        .number("lineWidth", \CAShapeLayer.lineWidth, sample: 3),
        .number("miterLimit", \CAShapeLayer.miterLimit, sample: 4),
        .value("lineCap", \CAShapeLayer.lineCap, sample: .round),
        .value("lineJoin", \CAShapeLayer.lineJoin, sample: .bevel),
        .optional("lineDashPattern", \CAShapeLayer.lineDashPattern, sample: [2, 3]),
        .number("lineDashPhase", \CAShapeLayer.lineDashPhase, sample: 1),
    ]
}

/// The fill rules of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where the number of crossings is odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line caps of a shape layer.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line joins of a shape layer.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
