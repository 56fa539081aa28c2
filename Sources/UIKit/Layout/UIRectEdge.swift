import Foundation

/// A set of a rectangle's edges, with UIKit's raw values.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge (0).
    public static let none = UIRectEdge([])
    /// The top edge (1).
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge (2).
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge (4).
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge (8).
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges (15).
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
