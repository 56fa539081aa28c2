import Foundation

// Apple's CoreGraphics gives points, sizes and rectangles an `equalTo(_:)` method (the Swift name of
// `CGPointEqualToPoint` and its siblings); Foundation on Linux does not have it. These are the only
// geometry helpers Linux lacks: `standardized`, `integral`, `insetBy`, `offsetBy`, `union`,
// `intersection`, `divided(atDistance:from:)`, `contains` and `intersects` are already in Foundation.

extension CGPoint {
    /// Whether the two points are equal.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have equal origins and sizes.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
