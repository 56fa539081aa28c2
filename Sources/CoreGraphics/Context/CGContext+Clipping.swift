import CCairo
import Foundation

extension CGContext {
    /// Intersects the clip with the current path under `rule`, then discards the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(_cairo, rule._cairo)
        cairo_clip(_cairo)
    }

    /// Intersects the clip with `rect`. The current path is discarded.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`. The current path is discarded.
    public func clip(to rects: [CGRect]) {
        beginPath()
        addRects(rects)
        clip(using: .winding)
    }

    /// Removes the clip, as if nothing had been clipped since the context was made.
    package func _resetClip() { cairo_reset_clip(_cairo) }

    /// The bounding box of the clip region in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(_cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
    }
}
