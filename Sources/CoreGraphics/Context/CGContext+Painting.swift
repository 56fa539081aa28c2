import CCairo
import Foundation

extension CGContext {
    /// Fills the current path with the fill colour under `rule`, then discards the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(_cairo, rule._cairo)
        _setSource(_state.fillColor)
        _paint(ink: _pathInk(stroked: false)) { cairo_fill(_cairo) }
    }

    /// Strokes the current path with the stroke colour and line style, then discards the path.
    public func strokePath() {
        _setSource(_state.strokeColor)
        _paint(ink: _pathInk(stroked: true)) { cairo_stroke(_cairo) }
    }

    /// Paints the current path as `mode` says, then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(_cairo, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            _paint(ink: _pathInk(stroked: true)) {
                _setSource(_state.fillColor)
                cairo_fill_preserve(_cairo)
                _setSource(_state.strokeColor)
                cairo_stroke(_cairo)
            }
        }
    }

    /// Fills `rect` with the fill colour. The current path is discarded.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle with the fill colour. The current path is discarded.
    public func fill(_ rects: [CGRect]) {
        beginPath(); addRects(rects); fillPath()
    }

    /// Fills the ellipse inscribed in `rect`. The current path is discarded.
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }

    /// Strokes the outline of `rect` with the current line width. The current path is discarded.
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }

    /// Strokes the outline of `rect` with line width `width`, leaving the state's line width unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(_cairo)
        setLineWidth(width); stroke(rect)
        cairo_set_line_width(_cairo, saved)
    }

    /// Strokes the outline of the ellipse inscribed in `rect`. The current path is discarded.
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }

    /// Strokes separate segments between consecutive pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index]); addLine(to: points[index + 1]); index += 2
        }
        strokePath()
    }

    /// Makes `rect` fully transparent, ignoring the fill colour, alpha, shadow and blend mode.
    public func clear(_ rect: CGRect) {
        cairo_save(_cairo)
        cairo_new_path(_cairo)
        cairo_rectangle(_cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_set_operator(_cairo, CAIRO_OPERATOR_CLEAR)
        cairo_fill(_cairo)
        cairo_restore(_cairo)
        _didDraw()
    }

    /// Sets Cairo's source to `color` with the state's alpha applied.
    func _setSource(_ color: (r: Double, g: Double, b: Double, a: Double)) {
        cairo_set_source_rgba(_cairo, color.r, color.g, color.b, color.a * _state.alpha)
    }

    /// Runs a Cairo painting operation, casting the state's shadow under it first when one is set, and
    /// masking the result by the state's image mask. `ink` bounds what the operation paints, in device
    /// pixels, when known.
    func _paint(ink: CGRect? = nil, _ operation: () -> Void) {
        if let mask = _state.mask {
            // Paint into a group, then composite the group through the mask in device space.
            cairo_push_group(_cairo)
            cairo_set_operator(_cairo, CAIRO_OPERATOR_OVER)
            _paintCastingShadow(ink: ink, operation)
            let group = cairo_pop_group(_cairo)!
            cairo_save(_cairo)
            cairo_set_source(_cairo, group)
            cairo_identity_matrix(_cairo)
            cairo_mask_surface(_cairo, mask.surface, 0, 0)
            cairo_restore(_cairo)
            cairo_pattern_destroy(group)
        } else {
            _paintCastingShadow(ink: ink, operation)
        }
        _didDraw()
    }

    private func _paintCastingShadow(ink: CGRect?, _ operation: () -> Void) {
        if let shadow = _state.shadow {
            cairo_push_group(_cairo)
            cairo_set_operator(_cairo, CAIRO_OPERATOR_OVER)
            operation()
            let pattern = cairo_pop_group(_cairo)!
            _castShadow(of: pattern, shadow, ink: ink)
            cairo_set_source(_cairo, pattern)
            cairo_paint(_cairo)
            cairo_pattern_destroy(pattern)
        } else {
            operation()
        }
    }
}

extension CGPathFillRule {
    var _cairo: cairo_fill_rule_t { self == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING }
}
