import CCairo
import Foundation

/// A font as Pango sees it: family, absolute size in points, weight and slant.
package struct _FontSpec: Hashable, Sendable {
    /// The fontconfig family ("Sans" resolves to DejaVu Sans, with Noto CJK and Noto Color Emoji as fallbacks).
    package var family: String
    /// The size in points (an absolute size, so layout does not depend on the drawing scale).
    package var size: CGFloat
    /// Pango's weight, 100 (thin) to 1000 (ultra-heavy); 400 is regular, 700 bold.
    package var weight: Int
    package var italic: Bool
    package init(family: String, size: CGFloat, weight: Int = 400, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
    }

    /// A Pango font description for the spec; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(desc, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }
}

/// An sRGB colour with alpha, for text runs.
package struct _RGBA: Hashable, Sendable {
    package var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat
    package init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) { self.r = r; self.g = g; self.b = b; self.a = a }
    package init(_ color: CGColor) { let c = color.rgba; self.init(r: c.red, g: c.green, b: c.blue, a: c.alpha) }
}

/// Attributes over a range of UTF-8 bytes of the text.
package struct _TextRun: Hashable, Sendable {
    package var start: Int, end: Int
    package var font: _FontSpec?
    package var color: _RGBA?
    package var background: _RGBA?
    package var kern: CGFloat?
    package var underline = false
    package var strikethrough = false
    package init(start: Int, end: Int) { self.start = start; self.end = end }
}

/// Paragraph-wide layout settings.
package struct _ParagraphSpec: Hashable, Sendable {
    package enum Alignment: Int, Sendable { case left, center, right, justified, natural }
    package enum LineBreak: Int, Sendable { case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle }
    package var alignment: Alignment = .natural
    package var lineBreak: LineBreak = .wordWrap
    package var lineSpacing: CGFloat = 0
    /// The most lines shown; 0 means no limit.
    package var maxLines = 0
    package init() {}
}

/// Pango's shared state: one font map and one context, with metric hinting off so that text measures
/// the same at every scale.
@MainActor package enum _Pango {
    package static let context: OpaquePointer = {
        let map = pango_cairo_font_map_get_default()
        let ctx = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
        return ctx
    }()

    /// Font metrics in points: ascent, descent (positive, below the baseline), line height, and the cap
    /// and x heights measured from the ink of "H" and "x".
    package struct Metrics: Sendable {
        package var ascent: CGFloat, descent: CGFloat, height: CGFloat, capHeight: CGFloat, xHeight: CGFloat
    }
    private static var metricsCache: [_FontSpec: Metrics] = [:]

    package static func metrics(_ font: _FontSpec) -> Metrics {
        if let hit = metricsCache[font] { return hit }
        let desc = font.makeDescription()
        defer { pango_font_description_free(desc) }
        let m = pango_context_get_metrics(context, desc, pango_language_from_string("en"))!
        defer { pango_font_metrics_unref(m) }
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(m)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(m)) / scale
        var height = CGFloat(pango_font_metrics_get_height(m)) / scale
        if height <= 0 { height = ascent + descent }
        func inkHeight(_ s: String) -> CGFloat {
            let layout = pango_layout_new(context)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            pango_layout_set_font_description(layout, desc)
            pango_layout_set_text(layout, s, -1)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return CGFloat(pango_layout_get_baseline(layout) - ink.y) / scale
        }
        let metrics = Metrics(ascent: ascent, descent: descent, height: height, capHeight: inkHeight("H"), xHeight: inkHeight("x"))
        metricsCache[font] = metrics
        return metrics
    }
}

/// One cached PangoLayout: set its inputs every time; it reshapes only when they changed.
@MainActor package final class _TextLayout {
    nonisolated(unsafe) package let layout: OpaquePointer
    private var text: String?
    private var font: _FontSpec?
    private var runs: [_TextRun] = []
    private var paragraph = _ParagraphSpec()
    private var width: CGFloat?
    private var measured: (size: CGSize, baseline: CGFloat, lastBaseline: CGFloat, visibleLines: Int)?

    package init() { layout = pango_layout_new(_Pango.context)! }
    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Sets the text and its attributes; `width` (points) wraps or truncates, nil means unlimited.
    package func set(text: String, font: _FontSpec, runs: [_TextRun], paragraph: _ParagraphSpec, width: CGFloat?) {
        if text == self.text, font == self.font, runs == self.runs, paragraph == self.paragraph, width == self.width { return }
        measured = nil
        if text != self.text { pango_layout_set_text(layout, text, -1) }
        if font != self.font {
            let desc = font.makeDescription()
            pango_layout_set_font_description(layout, desc)
            pango_font_description_free(desc)
        }
        if runs != self.runs || self.text == nil { applyRuns(runs) }
        self.text = text; self.font = font; self.runs = runs; self.paragraph = paragraph; self.width = width

        switch paragraph.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        pango_layout_set_justify(layout, paragraph.alignment == .justified ? 1 : 0)
        pango_layout_set_spacing(layout, Int32((paragraph.lineSpacing * CGFloat(PANGO_SCALE)).rounded()))
        let truncating: PangoEllipsizeMode? = switch paragraph.lineBreak {
        case .truncateHead: PANGO_ELLIPSIZE_START
        case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .truncateTail: PANGO_ELLIPSIZE_END
        default: nil
        }
        let pangoWidth = width.map { Int32(($0 * CGFloat(PANGO_SCALE)).rounded(.down)) } ?? -1
        if paragraph.maxLines == 1 && paragraph.lineBreak == .clip {
            pango_layout_set_width(layout, -1)               // one unwrapped line, clipped by the caller
        } else {
            pango_layout_set_width(layout, pangoWidth)
        }
        pango_layout_set_wrap(layout, paragraph.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if let truncating, paragraph.maxLines > 0, width != nil {
            pango_layout_set_ellipsize(layout, truncating)
            pango_layout_set_height(layout, Int32(-paragraph.maxLines))
        } else {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
        }
    }

    private func applyRuns(_ runs: [_TextRun]) {
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        func add(_ attr: UnsafeMutablePointer<PangoAttribute>?, _ run: _TextRun) {
            guard let attr else { return }
            attr.pointee.start_index = UInt32(run.start)
            attr.pointee.end_index = UInt32(run.end)
            pango_attr_list_insert(list, attr)
        }
        func c16(_ v: CGFloat) -> UInt16 { UInt16(max(0, min(65535, (v * 65535).rounded()))) }
        for run in runs {
            if let font = run.font {
                let desc = font.makeDescription()
                add(pango_attr_font_desc_new(desc), run)
                pango_font_description_free(desc)
            }
            if let c = run.color {
                add(pango_attr_foreground_new(c16(c.r), c16(c.g), c16(c.b)), run)
                if c.a < 1 { add(pango_attr_foreground_alpha_new(max(1, c16(c.a))), run) }
            }
            if let c = run.background {
                add(pango_attr_background_new(c16(c.r), c16(c.g), c16(c.b)), run)
                if c.a < 1 { add(pango_attr_background_alpha_new(max(1, c16(c.a))), run) }
            }
            if let kern = run.kern { add(pango_attr_letter_spacing_new(Int32((kern * CGFloat(PANGO_SCALE)).rounded())), run) }
            if run.underline { add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), run) }
            if run.strikethrough { add(pango_attr_strikethrough_new(1), run) }
        }
        pango_layout_set_attributes(layout, list)
    }

    private func measure() -> (size: CGSize, baseline: CGFloat, lastBaseline: CGFloat, visibleLines: Int) {
        if let measured { return measured }
        let scale = CGFloat(PANGO_SCALE)
        let count = Int(pango_layout_get_line_count(layout))
        let limit = paragraph.maxLines > 0 ? min(paragraph.maxLines, count) : count
        var width: CGFloat = 0, bottom: CGFloat = 0, lastBaseline: CGFloat = 0
        let iter = pango_layout_get_iter(layout)!
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            width = max(width, CGFloat(logical.width) / scale)
            bottom = CGFloat(logical.y + logical.height) / scale
            lastBaseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
            index += 1
        } while index < limit && pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        // Width of the content (not the wrap width): the widest visible line.
        let result = (CGSize(width: width, height: bottom), CGFloat(pango_layout_get_baseline(layout)) / scale,
                      lastBaseline, limit)
        measured = result
        return result
    }

    /// The size the visible lines take, in points.
    package var size: CGSize { measure().size }
    /// The distance from the top to the first baseline, in points.
    package var firstBaseline: CGFloat { measure().baseline }
    /// The distance from the top to the baseline of the last visible line, in points.
    package var lastBaseline: CGFloat { measure().lastBaseline }
    /// The number of lines shown.
    package var visibleLineCount: Int { measure().visibleLines }
    /// The number of glyphs no installed font could show (0 when every character rendered).
    package var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Draws the visible lines with their top-left at `origin` (in the current user space of `cr`).
    /// The alignment is applied within the wrap width; `color` is the default text colour.
    package func draw(in cr: OpaquePointer, at origin: CGPoint, color: _RGBA, clip: CGRect? = nil) {
        let m = measure()
        cairo_save(cr)
        if let clip {
            cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
            cairo_clip(cr)
        }
        let count = Int(pango_layout_get_line_count(layout))
        if m.visibleLines < count {
            cairo_rectangle(cr, Double(origin.x) - 1e4, Double(origin.y), 2e4 + Double(m.size.width), Double(m.size.height))
            cairo_clip(cr)
        }
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        cairo_set_source_rgba(cr, Double(color.r), Double(color.g), Double(color.b), Double(color.a))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
    }
}
