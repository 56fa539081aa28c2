import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds size changes.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Called when the bounds size changed: resizes the subviews by their masks (and tells the view of a new
    /// width).
    func _boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if newSize.width != oldSize.width { _boundsWidthDidChange() }
        guard autoresizesSubviews else { return }
        for subview in _subviews { subview._autoresize(superviewSizeFrom: oldSize, to: newSize) }
    }

    /// Applies the autoresizing mask for a superview size change.
    ///
    /// On each axis the size difference goes to the flexible parts (leading margin, size, trailing margin).
    /// One flexible part takes all of it; several share it in proportion to their current lengths, as
    /// Apple documents; several parts of zero total length share it equally.
    func _autoresize(superviewSizeFrom oldSize: CGSize, to newSize: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var frame = self.frame
        let horizontal = Self._distribute(
            delta: newSize.width - oldSize.width, start: frame.minX, length: frame.width,
            end: oldSize.width - frame.maxX,
            flexible: (autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                       autoresizingMask.contains(.flexibleRightMargin)))
        let vertical = Self._distribute(
            delta: newSize.height - oldSize.height, start: frame.minY, length: frame.height,
            end: oldSize.height - frame.maxY,
            flexible: (autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                       autoresizingMask.contains(.flexibleBottomMargin)))
        frame.origin = CGPoint(x: horizontal.start, y: vertical.start)
        frame.size = CGSize(width: horizontal.length, height: vertical.length)
        if frame != self.frame { self.frame = frame }
    }

    static func _distribute(delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
                            flexible: (start: Bool, length: Bool, end: Bool)) -> (start: CGFloat, length: CGFloat) {
        guard delta != 0 else { return (start, length) }
        let shares = _GeometryRules.autoresizingShares(delta: delta, start: start, length: length, end: end,
                                                       flexible: flexible)
        return (start + shares.start, length + shares.length)
    }
}
