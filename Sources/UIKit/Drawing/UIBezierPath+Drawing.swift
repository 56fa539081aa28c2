import Foundation

extension UIBezierPath {
    func _fill(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        if let blendMode { ctx.setBlendMode(blendMode) }
        if let alpha { ctx.setAlpha(alpha) }
        ctx.beginPath()
        ctx.addPath(_path)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    func _stroke(blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        if let blendMode { ctx.setBlendMode(blendMode) }
        if let alpha { ctx.setAlpha(alpha) }
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: _dashPhase, lengths: _dashPattern)
        ctx.beginPath()
        ctx.addPath(_path)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// The elements with each subpath's direction reversed (a closed subpath stays closed).
    static func _reversed(_ elements: [_PathElement]) -> [_PathElement] {
        // Split into subpaths, each starting with its move.
        var subpaths: [[_PathElement]] = []
        for element in elements {
            if case .move = element { subpaths.append([element]) } else if subpaths.isEmpty { subpaths.append([element]) } else {
                subpaths[subpaths.count - 1].append(element)
            }
        }
        var result: [_PathElement] = []
        for subpath in subpaths.reversed() {
            guard case .move(let start)? = subpath.first else { result += subpath; continue }
            let closed: Bool
            if case .close? = subpath.last { closed = true } else { closed = false }
            let segments = subpath.dropFirst().filter { if case .close = $0 { return false } else { return true } }
            // The start point of each segment, so each can be walked backwards.
            var starts: [CGPoint] = []
            var current = start
            for segment in segments {
                starts.append(current)
                switch segment {
                case .line(let p), .quad(_, let p), .cubic(_, _, let p), .move(let p): current = p
                case .close: break
                }
            }
            result.append(.move(current))
            for (segment, from) in zip(segments, starts).reversed() {
                switch segment {
                case .line: result.append(.line(from))
                case .quad(let c, _): result.append(.quad(c, from))
                case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, from))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
        }
        return result
    }
}
