import Foundation

/// A two-dimensional vector, such as a velocity or a shadow's direction.
public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    /// Creates the zero vector.
    public init() { dx = 0; dy = 0 }
    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// Creates a vector with the given `Double` components.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// Creates a vector with the given `Int` components.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The vector (0, 0).
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
