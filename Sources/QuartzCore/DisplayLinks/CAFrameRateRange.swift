import Foundation

/// A range of frame rates, with the rate preferred within it.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate wanted, or nil for the system's choice.
    public var preferred: Float?

    /// Creates a range; `preferred` nil means no preference within it.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate (all fields 0).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
