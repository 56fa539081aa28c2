import Foundation

/// How lines of text are aligned horizontally.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// Left for left-to-right scripts (PortableUIKit lays out left to right).
    case natural = 4
}

/// What happens to text that does not fit its line.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Cuts the line at the edge.
    case byClipping = 2
    /// Replaces the start of the line with an ellipsis.
    case byTruncatingHead = 3
    /// Replaces the end of the line with an ellipsis.
    case byTruncatingTail = 4
    /// Replaces the middle of the line with an ellipsis.
    case byTruncatingMiddle = 5
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Options for measuring and drawing strings.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lays out multiple lines within the given width; without it the string is measured as one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Includes the font's leading in line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures glyph ink instead of typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates the last visible line when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra inputs and outputs of string drawing: the scale actually used and the bounds drawn.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may shrink to (not applied: text is never shrunk here).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used by the last drawing or measuring call (always 1).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text drawn or measured by the last call.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}
