import Foundation

/// A log message written as a string literal with interpolations: `"Loaded \(count) items from \(url, privacy: .public)"`.
///
/// The interpolated values are formatted when the message is built, with the format and alignment
/// options that Apple's `Logger` takes.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }
}

/// Builds an `OSLogMessage` from literal segments and interpolated values.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var _text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        _text.reserveCapacity(literalCapacity + interpolationCount * 8)
    }

    public mutating func appendLiteral(_ literal: String) { _text += literal }

    /// Appends a string, padded to `align`'s column count.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _text += align._apply(argumentString())
    }

    /// Appends a value's `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        _text += align._apply(value().description)
    }

    /// Appends an integer in `format`.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        _text += align._apply(format._apply(number()))
    }

    /// Appends a floating-point number in `format`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _text += align._apply(format._apply(number()))
    }

    /// Appends a floating-point number in `format`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _text += align._apply(format._apply(Double(number())))
    }

    /// Appends a floating-point number in `format`.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _text += align._apply(format._apply(Double(number())))
    }

    /// Appends a Boolean as `true`/`false` (`.truth`) or `YES`/`NO` (`.answer`).
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        _text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
    }

    /// Appends a type's name.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _text += align._apply(String(reflecting: value()))
    }

    /// Appends an error's description.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _text += align._apply(String(describing: error()))
    }
}

/// How an interpolated value is treated in the persisted log. Accepted and not applied on Linux: values
/// are written in full.
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is masked.
    public struct Mask: Equatable, Sendable {
        let _kind: Int
        /// A stable hash of the value replaces it.
        public static let hash = Mask(_kind: 1)
        /// The value is redacted without a hash.
        public static let none = Mask(_kind: 0)
    }

    let _kind: Int
    let _mask: Mask

    /// Dynamic strings and objects are private, scalars public.
    public static let auto = OSLogPrivacy(_kind: 0, _mask: .none)
    /// The value is shown.
    public static let `public` = OSLogPrivacy(_kind: 1, _mask: .none)
    /// The value is redacted.
    public static let `private` = OSLogPrivacy(_kind: 2, _mask: .none)
    /// The value is redacted, also in debugging contexts.
    public static let sensitive = OSLogPrivacy(_kind: 3, _mask: .none)
    /// `auto`, masked by `mask`.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(_kind: 0, _mask: mask) }
    /// `private`, masked by `mask`.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(_kind: 2, _mask: mask) }
    /// `sensitive`, masked by `mask`.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(_kind: 3, _mask: mask) }
}

/// Pads an interpolated value to a column width.
public struct OSLogStringAlignment: Sendable {
    let _columns: Int
    let _left: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(_columns: 0, _left: false)
    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(_columns: columns(), _left: false)
    }
    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(_columns: columns(), _left: true)
    }

    func _apply(_ text: String) -> String {
        let padding = _columns - text.count
        guard padding > 0 else { return text }
        let spaces = String(repeating: " ", count: padding)
        return _left ? text + spaces : spaces + text
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` / `false`.
    case truth
    /// `YES` / `NO`.
    case answer
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let _radix: Int
    let _explicitPositiveSign: Bool
    let _includePrefix: Bool
    let _uppercase: Bool
    let _minDigits: Int

    /// Base 10.
    public static let decimal = decimal()
    /// Base 16, lowercase, without a prefix.
    public static let hex = hex()
    /// Base 8, without a prefix.
    public static let octal = octal()

    /// Base 10, with a `+` for positive numbers when `explicitPositiveSign`, zero-padded to `minDigits`.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(_radix: 10, _explicitPositiveSign: explicitPositiveSign, _includePrefix: false,
                               _uppercase: false, _minDigits: minDigits())
    }
    /// Base 16, with `0x` when `includePrefix`, uppercase digits when `uppercase`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(_radix: 16, _explicitPositiveSign: explicitPositiveSign, _includePrefix: includePrefix,
                               _uppercase: uppercase, _minDigits: minDigits())
    }
    /// Base 8, with `0` when `includePrefix`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(_radix: 8, _explicitPositiveSign: explicitPositiveSign, _includePrefix: includePrefix,
                               _uppercase: uppercase, _minDigits: minDigits())
    }

    func _apply<T: FixedWidthInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: _radix, uppercase: _uppercase)
        if digits.count < _minDigits { digits = String(repeating: "0", count: _minDigits - digits.count) + digits }
        if _includePrefix { digits = (_radix == 16 ? (_uppercase ? "0X" : "0x") : _radix == 8 ? "0" : "") + digits }
        let sign = value < 0 ? "-" : (_explicitPositiveSign && value > 0 ? "+" : "")
        return sign + digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let _style: Character
    let _precision: Int?
    let _explicitPositiveSign: Bool
    let _uppercase: Bool

    /// `%f`: six digits after the point.
    public static let fixed = fixed()
    /// `%a`: hexadecimal.
    public static let hex = hex()
    /// `%e`: exponential.
    public static let exponential = exponential()
    /// `%g`: the shorter of fixed and exponential.
    public static let hybrid = hybrid()

    /// `%f` with `precision` digits after the point (six by default).
    public static func fixed(precision: @autoclosure () -> Int? = nil, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(_style: "f", _precision: precision(), _explicitPositiveSign: explicitPositiveSign, _uppercase: uppercase)
    }
    /// `%a`.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(_style: "a", _precision: nil, _explicitPositiveSign: explicitPositiveSign, _uppercase: uppercase)
    }
    /// `%e` with `precision` digits after the point.
    public static func exponential(precision: @autoclosure () -> Int? = nil, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(_style: "e", _precision: precision(), _explicitPositiveSign: explicitPositiveSign, _uppercase: uppercase)
    }
    /// `%g` with `precision` significant digits.
    public static func hybrid(precision: @autoclosure () -> Int? = nil, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(_style: "g", _precision: precision(), _explicitPositiveSign: explicitPositiveSign, _uppercase: uppercase)
    }

    func _apply(_ value: Double) -> String {
        var spec = "%"
        if _explicitPositiveSign { spec += "+" }
        if let _precision { spec += ".\(_precision)" }
        spec.append(_uppercase ? Character(_style.uppercased()) : _style)
        return String(format: spec, value)
    }
}
