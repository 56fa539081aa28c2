import Foundation

extension CGPath {
    /// One subpath flattened to straight segments.
    package struct _Polyline: Equatable, Sendable {
        /// The vertices in order; a closed subpath does not repeat its first point at the end.
        package var points: [CGPoint]
        /// Whether the subpath was closed (its last vertex joins its first).
        package var isClosed: Bool

        package init(points: [CGPoint], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }
    }

    /// The path as polylines: curves are subdivided until every chord lies within `tolerance` of the curve.
    ///
    /// Useful for walking a path by length (keyframe animation along a path, dashing, hit-testing strokes).
    package func _polylines(tolerance: CGFloat = 0.1) -> [_Polyline] {
        var result: [_Polyline] = []
        var current: _Polyline?
        var point = CGPoint.zero
        func finish() { if let line = current, !line.points.isEmpty { result.append(line) }; current = nil }
        for element in _elements {
            switch element {
            case .move(let p):
                finish()
                current = _Polyline(points: [p], isClosed: false)
                point = p
            case .line(let p):
                current = current ?? _Polyline(points: [point], isClosed: false)
                current!.points.append(p)
                point = p
            case .quad(let c, let p):
                let (c1, c2) = _PathElement.cubicControls(from: point, quad: c, to: p)
                current = current ?? _Polyline(points: [point], isClosed: false)
                Self._flattenCubic(point, c1, c2, p, tolerance: tolerance, into: &current!.points)
                point = p
            case .cubic(let c1, let c2, let p):
                current = current ?? _Polyline(points: [point], isClosed: false)
                Self._flattenCubic(point, c1, c2, p, tolerance: tolerance, into: &current!.points)
                point = p
            case .close:
                if var line = current {
                    if line.points.count > 1, line.points.last == line.points.first { line.points.removeLast() }
                    line.isClosed = true
                    point = line.points.first ?? point
                    current = line
                }
                finish()
                // A segment after a close starts at the closed subpath's first point.
                current = nil
            }
        }
        finish()
        return result
    }

    /// Appends the points of a cubic curve after `p0`, split evenly into enough pieces for `tolerance`.
    ///
    /// The number of pieces comes from the bound on a cubic's distance from its chord:
    /// n ≥ √(3 · max‖second difference‖ / (4 · tolerance)).
    static func _flattenCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat,
                              into points: inout [CGPoint]) {
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let bound = 6 * hypot(ddx, ddy)
        let pieces = max(1, min(1000, Int((bound / (8 * max(tolerance, 1e-6))).squareRoot().rounded(.up))))
        for i in 1...pieces {
            let t = CGFloat(i) / CGFloat(pieces), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }
}
