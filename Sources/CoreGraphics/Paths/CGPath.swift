import CCairo
import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as CoreGraphics stores them.
public class CGPath: Equatable, @unchecked Sendable, CustomStringConvertible {
    /// The path's elements in order.
    package internal(set) var _elements: [_PathElement]

    package init(_elements elements: [_PathElement]) { _elements = elements }

    /// Creates a path that is the rectangle `rect`, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(_elements: path._elements)
    }

    /// Creates a path that is the ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(_elements: path._elements)
    }

    /// Creates a rectangle with rounded corners of the given radii, optionally transformed.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(_elements: path._elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { _elements.isEmpty }

    /// The point a new segment would start from: the last end point, or the start of a just-closed
    /// subpath; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in _elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included; null when empty.
    public var boundingBox: CGRect {
        var box = _Box()
        for element in _elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quad(let c, let p): box.add(c); box.add(p)
            case .cubic(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path's curves and lines themselves (control points excluded); null when empty.
    public var boundingBoxOfPath: CGRect {
        var box = _Box()
        var current = CGPoint.zero, start = CGPoint.zero
        for element in _elements {
            switch element {
            case .move(let p): box.add(p); current = p; start = p
            case .line(let p): box.add(p); current = p
            case .quad(let c, let p):
                let (c1, c2) = _PathElement.cubicControls(from: current, quad: c, to: p)
                box.addCubic(current, c1, c2, p); current = p
            case .cubic(let c1, let c2, let p): box.addCubic(current, c1, c2, p); current = p
            case .close: current = start
            }
        }
        return box.rect
    }

    /// Whether the path holds exactly one rectangle; returns it through `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in _elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == _elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return false }
        for i in 0..<4 {
            let a = points[i], b = points[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return false }
        }
        let r = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        rect?.pointee = r
        return true
    }

    /// Whether `point` is inside the path under `rule`, after mapping the path by `transform`.
    ///
    /// Open subpaths are treated as closed, as filling does.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard !isEmpty else { return false }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        var m = transform._cairoMatrix
        cairo_transform(cr, &m)
        _append(to: cr)
        cairo_identity_matrix(cr)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        return cairo_in_fill(cr, Double(point.x), Double(point.y)) != 0
    }

    /// Returns an immutable copy.
    public func copy() -> CGPath? { CGPath(_elements: _elements) }

    /// Returns an immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(_elements: _elements.map { $0.applying(t) })
    }

    /// Returns a mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(_elements: _elements) }

    /// Returns a mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(_elements: _elements.map { $0.applying(t) })
    }

    /// Calls `block` with each element of the path in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for element in _elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; points[0] = p
            case .line(let p): type = .addLineToPoint; points[0] = p
            case .quad(let c, let p): type = .addQuadCurveToPoint; points[0] = c; points[1] = p
            case .cubic(let c1, let c2, let p): type = .addCurveToPoint; points[0] = c1; points[1] = c2; points[2] = p
            case .close: type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            block(&pathElement)
        }
    }

    /// Calls `function` with `info` and each element of the path in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs._elements == rhs._elements }

    public var description: String { "CGPath(\(_elements))" }

    /// Adds the path to Cairo's current path, in Cairo's current user space.
    package func _append(to cr: OpaquePointer) {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in _elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p; start = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quad(let c, let p):
                let (c1, c2) = _PathElement.cubicControls(from: current, quad: c, to: p)
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cr); current = start
            }
        }
    }
}

/// One element of a path: the type and its points (one for a move or line, two for a quadratic curve,
/// three for a cubic curve, none for a close).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points: controls first, end point last.
    public var points: UnsafeMutablePointer<CGPoint>
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The kinds of path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// A function called for each element by `CGPath.apply(info:function:)`.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// A stored path element.
package enum _PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    /// A quadratic curve: control point, end point.
    case quad(CGPoint, CGPoint)
    /// A cubic curve: first control, second control, end point.
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    func applying(_ t: CGAffineTransform) -> _PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The cubic control points equal to a quadratic curve from `p0` through control `c` to `p`.
    static func cubicControls(from p0: CGPoint, quad c: CGPoint, to p: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
         CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
    }
}

/// Accumulates a bounding box.
struct _Box {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    /// Adds the extreme points of a cubic Bézier curve (where its derivative is zero, per axis).
    mutating func addCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0); add(p3)
        for t in Self.extremes(p0.x, p1.x, p2.x, p3.x) + Self.extremes(p0.y, p1.y, p2.y, p3.y) {
            let u = 1 - t
            let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
            let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
            add(CGPoint(x: x, y: y))
        }
    }

    /// The parameters in (0, 1) where a cubic's coordinate has zero derivative.
    static func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // Derivative / 3 = qa t² + qb t + qc.
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots.append((-qb + s) / (2 * qa)); roots.append((-qb - s) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
