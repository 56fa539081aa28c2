import Foundation

/// A graphics path that can be built up with lines, curves, arcs and shapes.
///
/// Every adding method maps its points by `transform` first (identity by default).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init(_elements: []) }

    override package init(_elements elements: [_PathElement]) { super.init(_elements: elements) }

    /// The start of the subpath being built, if any.
    private var subpathStart: CGPoint? {
        for element in _elements.reversed() { if case .move(let p) = element { return p } }
        return nil
    }

    private var hasCurrentPoint: Bool { !_elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddLineToPoint") else { return }
        _elements.append(.line(point.applying(transform)))
    }

    /// Adds a quadratic Bézier curve from the current point to `end` with control point `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddQuadCurveToPoint") else { return }
        _elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddCurveToPoint") else { return }
        _elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        if case .close? = _elements.last { return }
        _elements.append(.close)
    }

    /// Adds a closed subpath that runs around `rect`: min corner, along x, then along y.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an open subpath through `points`: a move to the first, then lines.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`, starting at its max-x middle point, made of four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let kx = rx * _kappa, ky = ry * _kappa
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky), transform: transform)
        closeSubpath()
    }

    /// Adds a closed rectangle whose corners are elliptical quarter arcs of the given radii.
    ///
    /// Radii larger than half the rectangle's side are reduced to half of it; zero radii give a plain rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cw = min(max(cornerWidth, 0), r.width / 2), ch = min(max(cornerHeight, 0), r.height / 2)
        if cw == 0 || ch == 0 { addRect(r, transform: transform); return }
        let kx = cw * _kappa, ky = ch * _kappa
        move(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ch), control1: CGPoint(x: r.maxX - cw + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ch - ky), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - cw, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ch + ky), control2: CGPoint(x: r.maxX - cw + kx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ch), control1: CGPoint(x: r.minX + cw - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ch + ky), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        addCurve(to: CGPoint(x: r.minX + cw, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ch - ky), control2: CGPoint(x: r.minX + cw - kx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds an arc of a circle; angles are in radians from the +x axis toward +y.
    ///
    /// `clockwise` is meant in CoreGraphics' y-up space: true makes the angle decrease. A line joins the
    /// current point to the arc's start, or the arc starts a new subpath when there is no current point.
    /// A sweep of more than a full turn draws one full circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let twoPi = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta <= 0 { delta = max(delta, -twoPi) } else {
                delta = delta.truncatingRemainder(dividingBy: twoPi) - twoPi
            }
        } else {
            if delta >= 0 { delta = min(delta, twoPi) } else {
                delta = delta.truncatingRemainder(dividingBy: twoPi) + twoPi
            }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds an arc that starts at `startAngle` and sweeps by `delta` radians (positive toward +y).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if !hasCurrentPoint {
            move(to: start, transform: transform)
        } else {
            let here = currentPoint, there = start.applying(transform)
            if abs(here.x - there.x) > 1e-9 || abs(here.y - there.y) > 1e-9 { addLine(to: start, transform: transform) }
        }
        let segments = max(1, Int((abs(delta) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let a0 = angle, a1 = angle + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = CGPoint(x: center.x + radius * (p1.x + k * p1.y), y: center.y + radius * (p1.y - k * p1.x))
            let end = CGPoint(x: center.x + radius * p1.x, y: center.y + radius * p1.y)
            if step != 0 { addCurve(to: end, control1: c1, control2: c2, transform: transform) }
            angle = a1
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, preceded by a straight line to the first tangent point.
    ///
    /// When the three points are collinear or the radius is zero, adds a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddArcToPoint") else { return }
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse), p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else {
            addLine(to: p1, transform: transform); return
        }
        let cosine = max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies on the bisector, `radius / sin(half)` from the corner.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centreDistance = radius / sin(half)
        let centre = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
        let a0 = atan2(t1.y - centre.y, t1.x - centre.x), a1 = atan2(t2.y - centre.y, t2.x - centre.x)
        var sweep = a1 - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        addRelativeArc(center: centre, radius: radius, startAngle: a0, delta: sweep, transform: transform)
    }

    /// Appends the elements of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        _elements.append(contentsOf: transform.isIdentity ? path._elements : path._elements.map { $0.applying(transform) })
    }

    private func requireCurrentPoint(_ function: String) -> Bool {
        if hasCurrentPoint { return true }
        _Diagnostics.log("\(function): no current point.")
        return false
    }
}

/// The distance of a cubic control point from the end point, per unit radius, for a quarter circle.
let _kappa: CGFloat = 0.5522847498307936
