import CCairo
import Foundation

/// A font: a family, a size and a weight, with its metrics.
///
/// PortableUIKit draws with Pango and fontconfig. The system font is fontconfig's "Sans" (DejaVu Sans on
/// Debian, with Noto Sans CJK and Noto Color Emoji as fallbacks), reported under the names iOS uses for
/// its system font (".SFUI-Regular", family ".SF UI Text"). Metrics (`ascender`, `lineHeight`, …) are
/// the drawing font's own, as Pango reports them, so they differ from San Francisco's.
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// The font's weight.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nearest Pango weight (100–900).
        var _pangoWeight: Int {
            let table: [(CGFloat, Int, String)] = Weight._table
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
        var _name: String { Weight._table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.2 }
        static let _table: [(CGFloat, Int, String)] = [
            (-0.8, 200, "Ultralight"), (-0.6, 100, "Thin"), (-0.4, 300, "Light"), (0, 400, "Regular"),
            (0.23, 500, "Medium"), (0.3, 600, "Semibold"), (0.4, 700, "Bold"), (0.56, 800, "Heavy"), (0.62, 900, "Black"),
        ]
    }

    /// The Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// iOS's default (Large) size and weight for the style.
        var _defaults: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The font as Pango draws it.
    package let _spec: _FontSpec
    /// The name reported by `fontName`.
    let _name: String
    /// The name reported by `familyName`.
    let _family: String

    package init(_spec spec: _FontSpec, name: String, family: String) {
        _spec = spec
        _name = name
        _family = family
        super.init()
    }

    /// Returns the system font of `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(_spec: _FontSpec(family: "Sans", size: fontSize, weight: weight._pangoWeight),
               name: ".SFUI-\(weight._name)", family: ".SF UI Text")
    }
    /// Returns the regular system font of `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// Returns the bold system font of `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// Returns the italic system font of `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(_spec: _FontSpec(family: "Sans", size: fontSize, weight: 400, italic: true),
               name: ".SFUI-RegularItalic", family: ".SF UI Text")
    }
    /// Returns the monospaced system font of `fontSize` points and `weight` (fontconfig's "Monospace").
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(_spec: _FontSpec(family: "Monospace", size: fontSize, weight: weight._pangoWeight),
               name: ".SFUIMono-\(weight._name)", family: ".SF UI Mono")
    }
    /// Returns the font for a text style at iOS's default content size (body is 17 points).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let d = style._defaults
        return systemFont(ofSize: d.size, weight: d.weight)
    }
    /// The point size of the system font (iOS's `systemFontSize`, 14).
    open class var systemFontSize: CGFloat { 14 }
    /// The point size of labels (iOS's `labelFontSize`, 17).
    open class var labelFontSize: CGFloat { 17 }

    /// Creates the installed font named `fontName` ("Family" or "Family-Style", for example
    /// "DejaVu Sans-Bold" or "DejaVuSans-Bold"), or nil when no installed family matches.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let (family, weight, italic) = UIFont._resolve(fontName) else { return nil }
        _spec = _FontSpec(family: family, size: fontSize, weight: weight, italic: italic)
        _name = fontName
        _family = family
        super.init()
    }

    /// Returns the families installed, as fontconfig lists them.
    open class var familyNames: [String] { _installedFamilies.sorted() }

    @MainActor static let _installedFamiliesStorage: [String] = {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_cairo_font_map_get_default(), &families, &count)
        var names: [String] = []
        for i in 0..<Int(count) { if let f = families?[i], let n = pango_font_family_get_name(f) { names.append(String(cString: n)) } }
        g_free(families)
        return names
    }()
    static var _installedFamilies: [String] { MainActor.assumeIsolated { _installedFamiliesStorage } }

    static func _resolve(_ name: String) -> (String, Int, Bool)? {
        let families = _installedFamilies
        func squash(_ s: String) -> String { s.lowercased().filter { $0 != " " } }
        var base = name, style = ""
        if let dash = name.lastIndex(of: "-") { base = String(name[..<dash]); style = String(name[name.index(after: dash)...]) }
        for candidate in [name, base] {
            if let family = families.first(where: { squash($0) == squash(candidate) }) {
                let s = candidate == name ? "" : style.lowercased()
                let weight = s.contains("bold") ? 700 : s.contains("light") ? 300 : s.contains("medium") ? 500 : 400
                let italic = s.contains("italic") || s.contains("oblique")
                return (family, weight, italic)
            }
        }
        return nil
    }

    /// The font's name.
    open var fontName: String { _name }
    /// The font's family name.
    open var familyName: String { _family }
    /// The size in points.
    open var pointSize: CGFloat { _spec.size }

    var _metrics: _Pango.Metrics { MainActor.assumeIsolated { _Pango.metrics(_spec) } }
    /// The distance from the baseline to the top of the tallest glyphs, in points.
    open var ascender: CGFloat { _metrics.ascent }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative, in points.
    open var descender: CGFloat { -_metrics.descent }
    /// The height of capital letters above the baseline (the ink of "H").
    open var capHeight: CGFloat { _metrics.capHeight }
    /// The height of lowercase letters above the baseline (the ink of "x").
    open var xHeight: CGFloat { _metrics.xHeight }
    /// The distance from one baseline to the next.
    open var lineHeight: CGFloat { _metrics.height }
    /// The extra space between lines that the font asks for: line height minus ascender and descent.
    open var leading: CGFloat { max(0, _metrics.height - _metrics.ascent - _metrics.descent) }

    /// Returns the same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var spec = _spec
        spec.size = fontSize
        return UIFont(_spec: spec, name: _name, family: _family)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return _spec == other._spec && _name == other._name
    }
    open override var hash: Int { _spec.hashValue }

    open override var description: String {
        "<UICTFont: \(_objcAddressString(self))> font-family: \"\(_family)\"; font-weight: \(_spec.weight >= 700 ? "bold" : "normal"); font-style: \(_spec.italic ? "italic" : "normal"); font-size: \(_formatted(_spec.size))pt"
    }
    private func _formatted(_ v: CGFloat) -> String { v == v.rounded() ? String(format: "%.2f", Double(v)) : "\(v)" }
}
