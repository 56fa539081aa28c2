import CCairo
import Foundation

extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(_cairo) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(_cairo, Double(point.x), Double(point.y)) }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        guard _requireCurrentPoint("CGContextAddLineToPoint") else { return }
        cairo_line_to(_cairo, Double(point.x), Double(point.y))
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard _requireCurrentPoint("CGContextAddCurveToPoint") else { return }
        cairo_curve_to(_cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard _requireCurrentPoint("CGContextAddQuadCurveToPoint") else { return }
        let (c1, c2) = _PathElement.cubicControls(from: currentPointOfPath, quad: control, to: end)
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// Closes the current subpath.
    public func closePath() { cairo_close_path(_cairo) }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { _extend { $0.addRect(rect) } }
    /// Adds one closed rectangle per element of `rects`.
    public func addRects(_ rects: [CGRect]) { _extend { $0.addRects(rects) } }
    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { _extend { $0.addEllipse(in: rect) } }
    /// Adds an open subpath through `points`.
    public func addLines(between points: [CGPoint]) { _extend { $0.addLines(between: points) } }
    /// Adds the elements of `path`, in the current user space.
    public func addPath(_ path: CGPath) { path._append(to: _cairo) }

    /// Adds a circular arc; see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        _extend { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }

    /// Adds an arc tangent to two lines; see `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard _requireCurrentPoint("CGContextAddArcToPoint") else { return }
        _extend { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool {
        let path = cairo_copy_path(_cairo)!
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// The current point of the path in user space, or `.zero` without one.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(_cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(_cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The bounding box of the current path in user space; null when it is empty.
    public var boundingBoxOfPath: CGRect { path?.boundingBoxOfPath ?? .null }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        let cairoPath = cairo_copy_path(_cairo)!
        defer { cairo_path_destroy(cairoPath) }
        var elements: [_PathElement] = []
        let data = cairoPath.pointee.data!
        var i = 0
        var subpathStart = CGPoint.zero
        while i < Int(cairoPath.pointee.num_data) {
            let header = data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(point(1))); subpathStart = point(1)
            case CAIRO_PATH_LINE_TO: elements.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.cubic(point(1), point(2), point(3)))
            default:
                elements.append(.close)
                // Cairo follows a close with a move to the subpath's start; CoreGraphics does not record one.
                let next = i + Int(header.length)
                if next < Int(cairoPath.pointee.num_data), data[next].header.type == CAIRO_PATH_MOVE_TO,
                   CGPoint(x: data[next + 1].point.x, y: data[next + 1].point.y) == subpathStart {
                    i += Int(data[next].header.length)
                }
            }
            i += Int(header.length)
        }
        return elements.isEmpty ? nil : CGPath(_elements: elements)
    }

    /// Whether `point` (user space) is inside the current path when drawn in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let x = Double(point.x), y = Double(point.y)
        switch mode {
        case .stroke: return cairo_in_stroke(_cairo, x, y) != 0
        case .fill, .fillStroke:
            cairo_set_fill_rule(_cairo, CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(_cairo, x, y) != 0 || (mode == .fillStroke && cairo_in_stroke(_cairo, x, y) != 0)
        case .eoFill, .eoFillStroke:
            cairo_set_fill_rule(_cairo, CAIRO_FILL_RULE_EVEN_ODD)
            return cairo_in_fill(_cairo, x, y) != 0 || (mode == .eoFillStroke && cairo_in_stroke(_cairo, x, y) != 0)
        }
    }

    /// Builds path elements with `CGMutablePath`, starting from the current point, and adds them to Cairo's path.
    private func _extend(_ build: (CGMutablePath) -> Void) {
        let path = CGMutablePath()
        let seeded = cairo_has_current_point(_cairo) != 0
        if seeded { path.move(to: currentPointOfPath) }
        build(path)
        if seeded { path._elements.removeFirst() }
        // The builders emit only moves, lines, cubic curves and closes, which need no start point.
        path._append(to: _cairo)
    }

    func _requireCurrentPoint(_ function: String) -> Bool {
        if cairo_has_current_point(_cairo) != 0 { return true }
        _Diagnostics.log("\(function): no current point.")
        return false
    }
}

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
