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

    /// Adds the stops to a Cairo gradient pattern, remapped into `lower…upper` and with alpha scaled by `alpha`.
    func addStops(to pattern: OpaquePointer, lower: Double, upper: Double, alpha: Double) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, lower + stop.location * (upper - lower),
                                              stop.r, stop.g, stop.b, stop.a * alpha)
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
        // A one-sided extension moves the far point of that side a long way out and remaps the stops.
        let reach = 1e4
        let before = options.contains(.drawsBeforeStartLocation) ? reach : 0
        let after = options.contains(.drawsAfterEndLocation) ? reach : 0
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let pattern = cairo_pattern_create_linear(Double(start.x) - before * dx, Double(start.y) - before * dy,
                                                  Double(end.x) + after * dx, Double(end.y) + after * dy)!
        let span = 1 + before + after
        gradient.addStops(to: pattern, lower: before / span, upper: (before + 1) / span, alpha: _state.alpha)
        if before > 0, let first = gradient.stops.first {
            cairo_pattern_add_color_stop_rgba(pattern, 0, first.r, first.g, first.b, first.a * _state.alpha)
        }
        if after > 0, let last = gradient.stops.last {
            cairo_pattern_add_color_stop_rgba(pattern, 1, last.r, last.g, last.b, last.a * _state.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        _paintPattern(pattern)
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
        gradient.addStops(to: pattern, lower: 0, upper: 1, alpha: _state.alpha)
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_save(_cairo)
        if before != after {
            // Padding extends both ways; clip away the side that was not asked for.
            cairo_new_path(_cairo)
            if after {
                cairo_rectangle(_cairo, -1e7, -1e7, 2e7, 2e7)
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

    /// Paints a pattern over the whole clip (with shadow), then releases it.
    private func _paintPattern(_ pattern: OpaquePointer) {
        _paint {
            cairo_set_source(_cairo, pattern)
            cairo_paint(_cairo)
        }
        cairo_pattern_destroy(pattern)
    }
}
