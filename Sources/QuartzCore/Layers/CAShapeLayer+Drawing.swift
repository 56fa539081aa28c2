import CCairo
import Foundation

extension CAShapeLayer {
    struct _ShapeKey: Hashable {
        var path: _PathKey, fill: CGColor?, rule: CAShapeLayerFillRule, stroke: CGColor?
        var start: CGFloat, end: CGFloat, width: CGFloat, miter: CGFloat
        var cap: CAShapeLayerLineCap, join: CAShapeLayerLineJoin, dash: [Double]?, phase: CGFloat
    }

    func _shapeContentKey() -> AnyHashable? {
        guard let path else { return nil }
        return _ShapeKey(path: _PathKey(path), fill: fillColor, rule: fillRule, stroke: strokeColor,
                         start: strokeStart, end: strokeEnd, width: lineWidth, miter: miterLimit, cap: lineCap,
                         join: lineJoin, dash: lineDashPattern?.map(\.doubleValue), phase: lineDashPhase)
    }

    /// The path's box grown by the stroke (miter spikes included), joined with the bounds.
    func _shapeContentBox() -> CGRect {
        guard let path, !path.isEmpty else { return bounds }
        var box = path.boundingBoxOfPath
        if strokeColor != nil && lineWidth > 0 {
            let reach = lineWidth / 2 * (lineJoin == .miter ? max(1, min(miterLimit, 10)) : 1) + (lineCap == .square ? lineWidth : 0)
            box = box.insetBy(dx: -reach, dy: -reach)
        }
        return box.insetBy(dx: -1, dy: -1)
    }

    func _drawShape(_ cr: OpaquePointer) {
        guard let path else { return }
        if let fill = fillColor, fill.alpha > 0 {
            cairo_new_path(cr)
            path._append(to: cr)
            cairo_set_fill_rule(cr, fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            _CairoPaths.setSource(cr, fill)
            cairo_fill(cr)
        }
        let start = max(0, min(1, strokeStart)), end = max(0, min(1, strokeEnd))
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, end > start else { return }
        cairo_new_path(cr)
        path._append(to: cr)
        if start > 0 || end < 1 { _CAShapeTrim.trimCurrentPath(cr, from: start, to: end) }
        cairo_set_line_width(cr, Double(lineWidth))
        cairo_set_miter_limit(cr, Double(miterLimit))
        cairo_set_line_cap(cr, lineCap == .round ? CAIRO_LINE_CAP_ROUND : lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        if let dashes = lineDashPattern?.map(\.doubleValue), !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(lineDashPhase))
        }
        _CairoPaths.setSource(cr, stroke)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }
}

/// Cuts Cairo's current path to the part between two fractions of its length (curves flattened).
enum _CAShapeTrim {
    static func trimCurrentPath(_ cr: OpaquePointer, from start: CGFloat, to end: CGFloat) {
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        // Collect subpaths of flattened points.
        var subpaths: [[(Double, Double)]] = []
        var closed: [Bool] = []
        let data = flat.pointee.data!
        var i = 0
        let count = Int(flat.pointee.num_data)
        while i < count {
            let header = data[i].header
            let n = Int(header.length)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                subpaths.append([(data[i + 1].point.x, data[i + 1].point.y)]); closed.append(false)
            case CAIRO_PATH_LINE_TO:
                if subpaths.isEmpty { subpaths.append([]); closed.append(false) }
                subpaths[subpaths.count - 1].append((data[i + 1].point.x, data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = subpaths.last?.first { subpaths[subpaths.count - 1].append(first); closed[closed.count - 1] = true }
            default: break
            }
            i += n
        }
        var total = 0.0
        for sp in subpaths { for k in sp.indices.dropFirst() { total += hypot(sp[k].0 - sp[k - 1].0, sp[k].1 - sp[k - 1].1) } }
        guard total > 0 else { return }
        let from = Double(start) * total, to = Double(end) * total
        cairo_new_path(cr)
        var walked = 0.0
        for sp in subpaths {
            var drawing = false
            for k in sp.indices.dropFirst() {
                let a = sp[k - 1], b = sp[k]
                let len = hypot(b.0 - a.0, b.1 - a.1)
                let s0 = walked, s1 = walked + len
                walked = s1
                guard len > 0, s1 > from, s0 < to else { if s0 >= to { drawing = false }; continue }
                let t0 = max(0, (from - s0) / len), t1 = min(1, (to - s0) / len)
                let p0 = (a.0 + (b.0 - a.0) * t0, a.1 + (b.1 - a.1) * t0)
                let p1 = (a.0 + (b.0 - a.0) * t1, a.1 + (b.1 - a.1) * t1)
                if !drawing { cairo_move_to(cr, p0.0, p0.1); drawing = true }
                cairo_line_to(cr, p1.0, p1.1)
            }
        }
    }
}
