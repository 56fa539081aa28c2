import CCairo
import Foundation

/// A layer that draws a plain or attributed string, laid out by Pango.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`.
    open var string: Any? { didSet { _didChange(\CATextLayer.string, oldValue) } }
    /// The font: a family name (`String`) or a `UIFont`; Helvetica-like sans by default.
    open var font: Any? { didSet { _didChange(\CATextLayer.font, oldValue) } }
    /// The font size in points, for plain strings; 36 by default.
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { _didChange(\CATextLayer.fontSize, oldValue) } } }
    /// The colour of plain strings; opaque white by default.
    open var foregroundColor: CGColor? = .white { didSet { if foregroundColor != oldValue { _didChange(\CATextLayer.foregroundColor, oldValue) } } }
    /// Whether the text wraps to the bounds' width.
    open var isWrapped = false { didSet { if isWrapped != oldValue { _didChange(\CATextLayer.isWrapped, oldValue) } } }
    /// How text too wide for the bounds is truncated.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { if truncationMode != oldValue { _didChange(\CATextLayer.truncationMode, oldValue) } } }
    /// How lines are aligned within the bounds.
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { if alignmentMode != oldValue { _didChange(\CATextLayer.alignmentMode, oldValue) } } }

    var _textLayout: _TextLayout?

    public override init() { super.init() }

    /// Creates a copy of `layer` (a presentation or model copy), text properties included.
    public override init(layer: Any) { super.init(layer: layer) }

    package override class func _makeLayer() -> CALayer { CATextLayer() }

    package override func _drawsOwnContent() -> Bool { string != nil }
    package override func _ownContentKey() -> AnyHashable? { _textKey() }
    package override func _drawOwnContent(_ cr: OpaquePointer) { _drawText(cr) }
}

extension _LayerProperty {
    /// CATextLayer's own properties.
    static let textLayerProperties: [_LayerProperty] = [
        .any("string", \CATextLayer.string, sample: "sample"),
        .any("font", \CATextLayer.font, sample: "Courier"),
        .number("fontSize", \CATextLayer.fontSize, sample: 12),
        .optional("foregroundColor", \CATextLayer.foregroundColor, sample: CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        .value("wrapped", \CATextLayer.isWrapped, sample: true),
        .value("truncationMode", \CATextLayer.truncationMode, sample: .end),
        .value("alignmentMode", \CATextLayer.alignmentMode, sample: .center),
    ]
}

/// How a text layer truncates.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

extension CATextLayer {
    /// Converts an attributed string to Pango runs; UIKit installs it (it knows the attribute values).
    package static var _attributedRuns: ((NSAttributedString) -> [_TextRun])?
    /// Converts a `font` value other than a family name (a `UIFont`) to a font spec; UIKit installs it.
    package static var _fontSpec: ((Any) -> _FontSpec?)?

    struct _TextKey: Hashable {
        var text: String, runs: [_TextRun], font: _FontSpec, color: _RGBA, paragraph: _ParagraphSpec, width: CGFloat?
    }

    func _textInputs() -> _TextKey? {
        let text: String, runs: [_TextRun]
        if let s = string as? String {
            text = s; runs = []
        } else if let a = string as? NSAttributedString {
            text = a.string; runs = CATextLayer._attributedRuns?(a) ?? []
        } else { return nil }
        var spec = _FontSpec(family: "Sans", size: fontSize)
        if let name = font as? String { spec.family = name }
        else if let font, let converted = CATextLayer._fontSpec?(font) { spec = converted; spec.size = fontSize }
        var paragraph = _ParagraphSpec()
        switch alignmentMode {
        case .center: paragraph.alignment = .center
        case .right: paragraph.alignment = .right
        case .justified: paragraph.alignment = .justified
        case .left: paragraph.alignment = .left
        default: paragraph.alignment = .natural
        }
        if isWrapped {
            paragraph.lineBreak = .wordWrap
        } else {
            paragraph.maxLines = 1
            switch truncationMode {
            case .start: paragraph.lineBreak = .truncateHead
            case .middle: paragraph.lineBreak = .truncateMiddle
            case .end: paragraph.lineBreak = .truncateTail
            default: paragraph.lineBreak = .clip
            }
        }
        return _TextKey(text: text, runs: runs, font: spec, color: _RGBA(foregroundColor ?? .clear), paragraph: paragraph,
                        width: bounds.width)
    }

    func _textKey() -> AnyHashable? { _textInputs() }

    func _drawText(_ cr: OpaquePointer) {
        guard let inputs = _textInputs() else { return }
        let layout = _textLayout ?? _TextLayout()
        _textLayout = layout
        layout.set(text: inputs.text, font: inputs.font, runs: inputs.runs, paragraph: inputs.paragraph, width: inputs.width)
        layout.draw(in: cr, at: bounds.origin, color: inputs.color, clip: bounds)
    }
}
