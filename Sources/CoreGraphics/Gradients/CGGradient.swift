import CCairo
import Foundation

/// A colour ramp: colours at locations from 0 to 1, drawn with `drawLinearGradient` or `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    /// The colour stops as sRGB components, sorted by location.
    let stops: [(location: Double, r: Double, g: Double, b: Double, a: Double)]

    /// Creates a gradient from colours and matching locations; nil locations spread the colours evenly.
    ///
    /// Returns nil when there are no colours or the locations do not match them.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        let count = cgColors.count
        stops = cgColors.enumerated().map { index, color in
            let location = locations.map { Double($0[index]) } ?? (count == 1 ? 0 : Double(index) / Double(count - 1))
            let c = color.rgba
            return (location, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        }.sorted { $0.location < $1.location }
    }

    /// Creates a gradient from packed components (`space`'s components plus alpha, per colour).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let per = space.numberOfComponents + 1
        stops = (0..<count).map { index in
            let c = components + index * per
            let location = locations.map { Double($0[index]) } ?? (count == 1 ? 0 : Double(index) / Double(count - 1))
            if per == 2 { return (location, Double(c[0]), Double(c[0]), Double(c[0]), Double(c[1])) }
            return (location, Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
        }.sorted { $0.location < $1.location }
    }

    /// Adds the stops to a Cairo gradient pattern, with alpha scaled by `alpha`.
    func addStops(to pattern: OpaquePointer, alpha: Double) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.r, stop.g, stop.b, stop.a * alpha)
        }
    }
}

/// Whether a gradient also fills beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extends the first colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the last colour after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A Core Foundation array, which Swift code passes as `[…] as CFArray`; here it is a Swift array.
public typealias CFArray = [Any]

extension CGContext {
    /// Fills the clip with a linear gradient from `start` to `end`; colours are constant along lines
    /// perpendicular to that axis. Without options, only the band between the two points is painted.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        gradient.addStops(to: pattern, alpha: _state.alpha)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_save(_cairo)
        if before == after {
            cairo_pattern_set_extend(pattern, before ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        } else {
            // Padding extends both ways; clip away the half-plane beyond the side that was not asked for.
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            let dx = end.x - start.x, dy = end.y - start.y, length = hypot(dx, dy)
            if length > 0 {
                let ux = dx / length, uy = dy / length
                let reach = _clipReach(from: before ? end : start)
                // Keep the side of the end line that holds the start (before), or the side of the start line that holds the end (after).
                let edge = before ? end : start, sign: CGFloat = before ? -1 : 1
                cairo_new_path(_cairo)
                cairo_move_to(_cairo, Double(edge.x - uy * reach), Double(edge.y + ux * reach))
                cairo_line_to(_cairo, Double(edge.x + uy * reach), Double(edge.y - ux * reach))
                cairo_line_to(_cairo, Double(edge.x + uy * reach + sign * ux * reach), Double(edge.y - ux * reach + sign * uy * reach))
                cairo_line_to(_cairo, Double(edge.x - uy * reach + sign * ux * reach), Double(edge.y + ux * reach + sign * uy * reach))
                cairo_close_path(_cairo)
                cairo_clip(_cairo)
            }
        }
        _paintPattern(pattern)
        cairo_restore(_cairo)
    }

    /// Fills the clip with a gradient between two circles: the colour at location t is on the circle
    /// interpolated between the start and end circles.
    ///
    /// `drawsBeforeStartLocation` fills the start circle's inside with the first colour and
    /// `drawsAfterEndLocation` fills outside the end circle with the last colour.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                                                  Double(endCenter.x), Double(endCenter.y), Double(endRadius))!
        gradient.addStops(to: pattern, alpha: _state.alpha)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(_cairo)
        if before != after {
            // Padding extends both ways; clip away the side that was not asked for.
            cairo_new_path(_cairo)
            if after {
                let reach = Double(_clipReach(from: startCenter))
                cairo_rectangle(_cairo, Double(startCenter.x) - reach, Double(startCenter.y) - reach, 2 * reach, 2 * reach)
                cairo_new_sub_path(_cairo)
                cairo_arc(_cairo, Double(startCenter.x), Double(startCenter.y), Double(startRadius), 0, 2 * .pi)
                cairo_set_fill_rule(_cairo, CAIRO_FILL_RULE_EVEN_ODD)
            } else {
                cairo_arc(_cairo, Double(endCenter.x), Double(endCenter.y), Double(endRadius), 0, 2 * .pi)
            }
            cairo_clip(_cairo)
        }
        _paintPattern(pattern)
        cairo_restore(_cairo)
    }

    /// A user-space distance from `point` that reaches past every corner of the clip's bounding box.
    private func _clipReach(from point: CGPoint) -> CGFloat {
        let clip = boundingBoxOfClipPath
        let corners = [CGPoint(x: clip.minX, y: clip.minY), CGPoint(x: clip.maxX, y: clip.minY),
                       CGPoint(x: clip.minX, y: clip.maxY), CGPoint(x: clip.maxX, y: clip.maxY)]
        return corners.map { hypot($0.x - point.x, $0.y - point.y) }.max()! + 1
    }

    /// Paints a pattern over the whole clip (with shadow), then releases it.
    private func _paintPattern(_ pattern: OpaquePointer) {
        _paint {
            cairo_set_source(_cairo, pattern)
            cairo_paint(_cairo)
        }
        cairo_pattern_destroy(pattern)
    }
}
