import Foundation

/// A path of lines and curves with its own line style, drawn into the current UIKit context.
///
/// Coordinates are UIKit's (top-left origin, y down), so `clockwise` in the arc methods is clockwise on screen.
open class UIBezierPath: NSObject, NSCopying {
    /// The underlying CoreGraphics path.
    var _path = CGMutablePath()
    var _dashPattern: [CGFloat] = []
    var _dashPhase: CGFloat = 0

    /// The path as an immutable `CGPath`; setting it replaces the path's elements.
    open var cgPath: CGPath {
        get { _path.copy()! }
        set { _path = newValue.mutableCopy()! }
    }
    /// The width of stroked lines, in points; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How the ends of open subpaths are stroked; butt by default.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are stroked; miter by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10
    /// The accuracy of curves, in pixels; 0.6 by default.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` and `addClip()` use the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false

    /// Creates an empty path.
    public override init() { super.init() }

    /// Creates a closed rectangle path.
    public convenience init(rect: CGRect) {
        self.init()
        _path.addRect(rect)
    }

    /// Creates a closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        _path.addEllipse(in: rect)
    }

    /// Creates a rectangle with circular corners of `cornerRadius`, at most half the shorter side.
    ///
    /// UIKit draws these corners with its continuous ("squircle") curve; PortableUIKit uses circular arcs,
    /// so edge pixels near the corners can differ slightly.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadius, 0), min(r.width, r.height) / 2)
        _path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// Creates a rectangle whose chosen corners are quarter circles of radius `cornerRadii.width`, at most
    /// half the shorter side. As in UIKit, `cornerRadii.height` is ignored.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2), ry = rx
        let k: CGFloat = 0.5522847498307936
        func radius(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radius(.topLeft), (trx, try_) = radius(.topRight)
        let (brx, bry) = radius(.bottomRight), (blx, bly) = radius(.bottomLeft)
        _path.move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        _path.addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        if trx > 0 {
            _path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + try_), control1: CGPoint(x: r.maxX - trx + trx * k, y: r.minY),
                           control2: CGPoint(x: r.maxX, y: r.minY + try_ - try_ * k))
        }
        _path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        if brx > 0 {
            _path.addCurve(to: CGPoint(x: r.maxX - brx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - bry + bry * k),
                           control2: CGPoint(x: r.maxX - brx + brx * k, y: r.maxY))
        }
        _path.addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        if blx > 0 {
            _path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bly), control1: CGPoint(x: r.minX + blx - blx * k, y: r.maxY),
                           control2: CGPoint(x: r.minX, y: r.maxY - bly + bly * k))
        }
        _path.addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        if tlx > 0 {
            _path.addCurve(to: CGPoint(x: r.minX + tlx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tly - tly * k),
                           control2: CGPoint(x: r.minX + tlx - tlx * k, y: r.minY))
        }
        _path.closeSubpath()
    }

    /// Creates an open arc path; `clockwise` is as seen on screen (angles grow clockwise in UIKit's y-down space).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        _path = cgPath.mutableCopy()!
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { _path.move(to: point) }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { _path.addLine(to: point) }
    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { _path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// Adds an arc; a line joins the current point to its start. `clockwise` is as seen on screen.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // In y-down space, clockwise on screen is increasing angle, which CoreGraphics calls counterclockwise.
        _path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { _path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { _path = CGMutablePath() }
    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { _path.addPath(bezierPath._path) }
    /// Maps every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        _path = _path.mutableCopy(using: &t)!
    }
    /// Returns the path with every subpath traversed in the opposite direction.
    open func reversing() -> UIBezierPath {
        let copy = self.copy() as! UIBezierPath
        copy._path = CGMutablePath(_elements: UIBezierPath._reversed(_path._elements))
        return copy
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { _path.isEmpty }
    /// The bounding box of the path's points, control points included.
    open var bounds: CGRect { _path.boundingBox }
    /// The current point (the last end point).
    open var currentPoint: CGPoint { _path.currentPoint }
    /// Whether `point` is inside the path under its fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        _path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern of strokes: alternating painted and unpainted lengths, started `phase` in.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        _dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        _dashPhase = phase
    }
    /// Reads the dash pattern into `pattern` (when given) and its length and phase into `count` and `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in _dashPattern.enumerated() { pattern[i] = length } }
        count?.pointee = _dashPattern.count
        phase?.pointee = _dashPhase
    }

    /// Fills the path with the current context's fill colour under the path's fill rule.
    open func fill() { _fill(blendMode: nil, alpha: nil) }
    /// Fills the path combined as `blendMode` says, with `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { _fill(blendMode: blendMode, alpha: alpha) }
    /// Strokes the path with the current context's stroke colour and the path's line style.
    open func stroke() { _stroke(blendMode: nil, alpha: nil) }
    /// Strokes the path combined as `blendMode` says, with `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { _stroke(blendMode: blendMode, alpha: alpha) }
    /// Intersects the current context's clip with the path's interior.
    open func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(_path)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy._path = _path.mutableCopy()!
        copy.lineWidth = lineWidth; copy.lineCapStyle = lineCapStyle; copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit; copy.flatness = flatness; copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy._dashPattern = _dashPattern; copy._dashPhase = _dashPhase
        return copy
    }
}

/// Corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
