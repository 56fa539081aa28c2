import CCairo
import Foundation

/// Turns UIKit's text attributes into Pango runs and lays strings out.
@MainActor enum _TextBridge {
    /// The font strings use when they name none: 12-point system font, as on iOS.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// A UTF-16 offset → UTF-8 offset table for `text` (one entry per UTF-16 unit, plus the end).
    static func utf8Offsets(_ text: String) -> [Int] {
        var table: [Int] = []
        table.reserveCapacity(text.utf16.count + 1)
        var utf8 = 0
        for scalar in text.unicodeScalars {
            let u8 = String(scalar).utf8.count
            for _ in 0..<scalar.utf16.count { table.append(utf8) }
            utf8 += u8
        }
        table.append(utf8)
        return table
    }

    static func color(_ value: Any?) -> _RGBA? {
        if let c = value as? UIColor { return _RGBA(c.cgColor) }
        if let c = value as? CGColor { return _RGBA(c) }
        return nil
    }

    static func number(_ value: Any?) -> CGFloat? {
        if let n = value as? NSNumber { return CGFloat(n.doubleValue) }
        if let d = value as? CGFloat { return d }
        if let d = value as? Double { return CGFloat(d) }
        if let i = value as? Int { return CGFloat(i) }
        return nil
    }

    static func style(_ value: Any?) -> Int {
        if let s = value as? NSUnderlineStyle { return s.rawValue }
        if let n = value as? NSNumber { return n.intValue }
        if let i = value as? Int { return i }
        return 0
    }

    /// The runs of an attributed string (fonts and colours where given; defaults are the caller's).
    static func runs(of string: NSAttributedString) -> [_TextRun] {
        let text = string.string
        let offsets = utf8Offsets(text)
        var runs: [_TextRun] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attrs, range, _ in
            guard range.length > 0, range.location + range.length < offsets.count else { return }
            var run = _TextRun(start: offsets[range.location], end: offsets[range.location + range.length])
            for (key, value) in attrs {
                switch key {
                case .font: run.font = (value as? UIFont)?._spec
                case .foregroundColor: run.color = color(value)
                case .backgroundColor: run.background = color(value)
                case .kern: run.kern = number(value)
                case .underlineStyle: run.underline = style(value) != 0
                case .strikethroughStyle: run.strikethrough = style(value) != 0
                default: break
                }
            }
            if run.font != nil || run.color != nil || run.background != nil || run.kern != nil || run.underline || run.strikethrough {
                runs.append(run)
            }
        }
        return runs
    }

    static func paragraph(_ style: NSParagraphStyle?, alignment: NSTextAlignment? = nil,
                          lineBreak: NSLineBreakMode? = nil, maxLines: Int = 0) -> _ParagraphSpec {
        var p = _ParagraphSpec()
        switch alignment ?? style?.alignment ?? .natural {
        case .left: p.alignment = .left
        case .center: p.alignment = .center
        case .right: p.alignment = .right
        case .justified: p.alignment = .justified
        case .natural: p.alignment = .natural
        }
        switch lineBreak ?? style?.lineBreakMode ?? .byWordWrapping {
        case .byWordWrapping: p.lineBreak = .wordWrap
        case .byCharWrapping: p.lineBreak = .charWrap
        case .byClipping: p.lineBreak = .clip
        case .byTruncatingHead: p.lineBreak = .truncateHead
        case .byTruncatingTail: p.lineBreak = .truncateTail
        case .byTruncatingMiddle: p.lineBreak = .truncateMiddle
        }
        p.lineSpacing = style?.lineSpacing ?? 0
        p.maxLines = maxLines
        return p
    }

    /// Everything Pango needs for an attributed string.
    struct Inputs {
        var text: String, font: _FontSpec, runs: [_TextRun], color: _RGBA, paragraph: _ParagraphSpec
    }

    /// Inputs for `string`; attributes missing from it fall back to `font` and `color`.
    static func inputs(_ string: NSAttributedString, font: UIFont? = nil, color: UIColor? = nil,
                       alignment: NSTextAlignment? = nil, lineBreak: NSLineBreakMode? = nil, maxLines: Int = 0) -> Inputs {
        let style = string.length > 0 ? string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        let baseColor = color.map { _RGBA($0.cgColor) } ?? _RGBA(r: 0, g: 0, b: 0, a: 1)
        return Inputs(text: string.string, font: (font ?? defaultFont)._spec, runs: runs(of: string), color: baseColor,
                      paragraph: paragraph(style, alignment: alignment, lineBreak: lineBreak, maxLines: maxLines))
    }

    static func attributed(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: string, attributes: attributes)
    }

    /// A layout for `inputs`, wrapped to `width` (nil: one unwrapped line per paragraph).
    static func layout(_ inputs: Inputs, width: CGFloat?, into cached: _TextLayout? = nil) -> _TextLayout {
        let layout = cached ?? _TextLayout()
        var paragraph = inputs.paragraph
        if width == nil { paragraph.lineBreak = .clip }
        layout.set(text: inputs.text, font: inputs.font, runs: inputs.runs, paragraph: paragraph, width: width)
        return layout
    }
}
