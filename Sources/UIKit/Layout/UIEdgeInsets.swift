import Foundation

/// Inset distances for the four edges of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets of zero.
    public init() { top = 0; left = 0; bottom = 0; right = 0 }
    /// Creates insets with the given distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()

    /// `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)`, as Swift prints the struct on iOS.
    public var description: String {
        "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}

/// Inset distances that use leading and trailing instead of left and right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets of zero.
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
    /// Creates insets with the given distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// Returns the rectangle shrunk by `insets` (grown where they are negative).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
