import CCairo
import Testing
@testable import UIKit
import UIKitTesting

/// Text metrics checked against Pango's own numbers, computed here independently with a fresh context.
@MainActor @Suite("Text metrics", .checksForLeaks)
struct TextMetricsTests {
    /// Pango's metrics for "Sans" at `size` points (absolute size, metric hinting off).
    func pangoMetrics(_ size: Double, weight: PangoWeight = PANGO_WEIGHT_NORMAL) -> (ascent: Double, descent: Double, height: Double) {
        let ctx = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(ctx)) }
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        let desc = pango_font_description_from_string("Sans")!
        pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, weight)
        defer { pango_font_description_free(desc) }
        let m = pango_context_get_metrics(ctx, desc, pango_language_from_string("en"))!
        defer { pango_font_metrics_unref(m) }
        let s = Double(PANGO_SCALE)
        return (Double(pango_font_metrics_get_ascent(m)) / s, Double(pango_font_metrics_get_descent(m)) / s,
                Double(pango_font_metrics_get_height(m)) / s)
    }

    /// The logical width and height of `text` laid out by a fresh Pango layout.
    func pangoSize(_ text: String, _ size: Double, weight: PangoWeight = PANGO_WEIGHT_NORMAL, width: Double? = nil) -> (Double, Double) {
        let ctx = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(ctx)) }
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
        let layout = pango_layout_new(ctx)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let desc = pango_font_description_from_string("Sans")!
        pango_font_description_set_absolute_size(desc, size * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, weight)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if let width {
            pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }

    @Test("preferredFont uses iOS's default sizes; headline is semibold")
    func textStyleSizes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size) }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFont(ofSize: 10).withSize(20).pointSize == 20)
    }

    @Test("Font metrics are Pango's: ascender, descender and line height of the 17-point system font")
    func fontMetricsMatchPango() {
        let font = UIFont.systemFont(ofSize: 17)
        let pango = pangoMetrics(17)
        #expect(abs(Double(font.ascender) - pango.ascent) < 1e-9)
        #expect(abs(Double(font.descender) + pango.descent) < 1e-9)
        #expect(abs(Double(font.lineHeight) - pango.height) < 1e-9)
        // DejaVu Sans: ascent 0.928 em and descent 0.236 em: 15.78 and 4.01 at 17 points.
        #expect(abs(font.ascender - 15.78) < 0.05)
        #expect(abs(font.descender + 4.01) < 0.05)
        // Cap height sits below the ascender and above the x height.
        #expect(font.capHeight > font.xHeight && font.capHeight < font.ascender && font.xHeight > 0)
        // DejaVu Sans caps are 0.729 em: 12.4 points at 17.
        #expect(abs(font.capHeight - 12.39) < 0.1)
        #expect(font.leading >= 0)
    }

    @Test("size(withAttributes:) and boundingRect measure what Pango lays out")
    func stringSizes() {
        let font = UIFont.systemFont(ofSize: 17)
        let size = "Hello, world".size(withAttributes: [.font: font])
        let pango = pangoSize("Hello, world", 17)
        #expect(abs(Double(size.width) - pango.0) < 1e-9)
        #expect(abs(Double(size.height) - pango.1) < 1e-9)
        let bold = "Hello".size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(bold.width > "Hello".size(withAttributes: [.font: font]).width)
        // Wrapped to 60 points the sentence takes several lines, as Pango wraps it.
        let text = "The quick brown fox jumps over the lazy dog"
        let rect = (text as NSString).boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
                                                   attributes: [.font: font], context: nil)
        let wrapped = pangoSize(text, 17, width: 60)
        #expect(abs(Double(rect.height) - wrapped.1) < 1e-9)
        #expect(rect.height > 3 * font.lineHeight - 0.01)
        // Without .usesLineFragmentOrigin it is one line.
        let oneLine = text.boundingRect(with: CGSize(width: 60, height: 1000), options: [], attributes: [.font: font], context: nil)
        #expect(abs(Double(oneLine.height) - pangoSize(text, 17).1) < 1e-9)
        // Kerning widens by the kern per character (Pango adds letter spacing between characters).
        let kerned = "abcd".size(withAttributes: [.font: font, .kern: 2])
        let plain = "abcd".size(withAttributes: [.font: font])
        #expect(kerned.width > plain.width + 5.9)
    }

    @Test("CJK and emoji have glyphs (fontconfig fallbacks)")
    func cjkAndEmoji() {
        let layout = _TextBridge.layout(_TextBridge.inputs(NSAttributedString(string: "容器 控制器 😀 🚀 👍🏽 🇯🇵 한국어 Ελληνικά")), width: nil)
        #expect(layout.unknownGlyphCount == 0)
    }

    @Test("UILabel sizes itself from Pango's layout, rounded up to the screen's pixels")
    func labelSizing() {
        configureMainScreen(scale: 3)
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello, world"
        let pango = pangoSize("Hello, world", 17)
        let expected = CGSize(width: (CGFloat(pango.0) * 3).rounded(.up) / 3, height: (CGFloat(pango.1) * 3).rounded(.up) / 3)
        #expect(label.intrinsicContentSize == expected)
        #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == expected)   // one line ignores the width
        label.numberOfLines = 0
        label.text = "one\ntwo\nthree"
        let three = pangoSize("one\ntwo\nthree", 17)
        #expect(abs(label.sizeThatFits(CGSize(width: 300, height: 0)).height - (CGFloat(three.1) * 3).rounded(.up) / 3) < 1e-9)
        label.numberOfLines = 2
        // Two of the three lines.
        let two = pangoSize("one\ntwo", 17)
        #expect(abs(label.sizeThatFits(CGSize(width: 300, height: 0)).height - (CGFloat(two.1) * 3).rounded(.up) / 3) < 1e-9)
        // textRect is at the bounds' origin and no wider than the bounds.
        label.numberOfLines = 1
        label.text = "A long line of text that will not fit"
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 6, width: 80, height: 40), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 5, y: 6))
        #expect(rect.width <= 80)
        #expect(UILabel().isUserInteractionEnabled == false)
    }

    @Test("UIFont(name:size:) finds installed families and refuses unknown names")
    func namedFonts() {
        #expect(UIFont(name: "DejaVu Sans", size: 12)?.familyName == "DejaVu Sans")
        #expect(UIFont(name: "DejaVuSans-Bold", size: 12)?._spec.weight == 700)
        #expect(UIFont(name: "No Such Font", size: 12) == nil)
        #expect(UIFont.familyNames.contains("DejaVu Sans"))
    }

    @Test("Underline and strikethrough add ink; background colour fills behind the text")
    func decorations() {
        func ink(_ attrs: [NSAttributedString.Key: Any]) -> _PixelBuffer {
            let ctx = CGContext(_width: 120, height: 40, scale: 1, flipped: false)
            _UIGraphicsContextStack.push(ctx)
            "aaaa".draw(at: CGPoint(x: 0, y: 0), withAttributes: [.font: UIFont.systemFont(ofSize: 24)].merging(attrs) { $1 })
            _UIGraphicsContextStack.pop()
            return _PixelBuffer(surface: ctx._surface!, scale: 1)
        }
        func inkedRows(_ img: _PixelBuffer) -> Set<Int> {
            Set((0..<img.height).filter { y in (0..<img.width).contains { img.pixel(x: $0, y: y).a > 128 } })
        }
        let plain = inkedRows(ink([:]))
        let underlined = inkedRows(ink([.underlineStyle: NSUnderlineStyle.single.rawValue]))
        let struckImage = ink([.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        let struck = inkedRows(struckImage)
        func inkCount(_ img: _PixelBuffer) -> Int {
            (0..<img.height).reduce(0) { n, y in n + (0..<img.width).filter { img.pixel(x: $0, y: y).a > 128 }.count }
        }
        // "aaaa" has no descender: the underline inks rows below the plain text's last row.
        #expect(underlined.max()! > plain.max()!)
        // The strike line stays within the text's rows and adds ink between the letters.
        #expect(struck.isSuperset(of: plain) && struck.max()! == plain.max()!)
        #expect(inkCount(struckImage) > inkCount(ink([:])) + 20)
        let background = ink([.backgroundColor: UIColor.yellow])
        // The background fills the line box, including its top row where the glyphs leave no ink.
        #expect(background.pixel(x: 2, y: 1).r == 255 && background.pixel(x: 2, y: 1).b == 0)
    }
}
