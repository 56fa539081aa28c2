import Foundation

/// Paragraph-level text attributes: alignment, line breaking and spacing.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    var _alignment: NSTextAlignment = .natural
    var _lineBreakMode: NSLineBreakMode = .byWordWrapping
    var _lineSpacing: CGFloat = 0
    var _paragraphSpacing: CGFloat = 0

    public override init() { super.init() }

    /// How lines are aligned.
    open var alignment: NSTextAlignment { _alignment }
    /// How lines that do not fit are broken or truncated.
    open var lineBreakMode: NSLineBreakMode { _lineBreakMode }
    /// Extra space between lines, in points.
    open var lineSpacing: CGFloat { _lineSpacing }
    /// Extra space after each paragraph, in points (stored; not applied by the layout).
    open var paragraphSpacing: CGFloat { _paragraphSpacing }

    open func copy(with zone: NSZone? = nil) -> Any { _copy(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { _copy(into: NSMutableParagraphStyle()) }

    func _copy<T: NSParagraphStyle>(into copy: T) -> T {
        copy._alignment = _alignment; copy._lineBreakMode = _lineBreakMode
        copy._lineSpacing = _lineSpacing; copy._paragraphSpacing = _paragraphSpacing
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return _alignment == other._alignment && _lineBreakMode == other._lineBreakMode
            && _lineSpacing == other._lineSpacing && _paragraphSpacing == other._paragraphSpacing
    }
    open override var hash: Int { _alignment.rawValue &* 31 &+ _lineBreakMode.rawValue }
}

/// A paragraph style whose attributes can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { _alignment }
        set { _alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set { _lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { _lineSpacing }
        set { _lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { _paragraphSpacing }
        set { _paragraphSpacing = newValue }
    }
}

extension NSAttributedString.Key {
    /// The font (`UIFont`); 12-point Helvetica-like system font when absent, as on iOS.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (`UIColor`); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (`UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (`NSNumber` or `CGFloat`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline (`NSUnderlineStyle` raw value as `NSNumber` or `Int`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough (`NSUnderlineStyle` raw value as `NSNumber` or `Int`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A link (`URL`, or a `String` holding one): a text view draws it with its `linkTextAttributes`
    /// and lets the user tap it.
    public static let link = NSAttributedString.Key("NSLink")
}
