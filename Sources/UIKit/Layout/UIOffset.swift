import Foundation

/// A horizontal and a vertical distance by which to move something, such as a bar's title.
public struct UIOffset: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The distance to the right (negative: to the left).
    public var horizontal: CGFloat
    /// The distance down (negative: up).
    public var vertical: CGFloat

    /// An offset of zero.
    public init() { horizontal = 0; vertical = 0 }
    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset()

    /// `UIOffset(horizontal: 0.0, vertical: 0.0)`, as Swift prints the struct on iOS.
    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}
