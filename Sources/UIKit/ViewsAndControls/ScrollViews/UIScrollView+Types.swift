import Foundation

extension UIScrollView {
    /// How quickly a scroll view slows down after the finger lifts: the fraction of its speed it keeps
    /// each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        /// Creates a rate from a per-millisecond multiplier.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate, 0.998: a fling travels about 500 ms × its release speed.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop, 0.99: a fling travels about 100 ms × its release speed.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which parts of the safe area a scroll view adds to its content inset (Apple's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`, and always top and bottom for the root view of a view controller in a
        /// navigation controller.
        case automatic = 0
        /// The safe area of each axis that scrolls (content larger than the view, or always bouncing).
        case scrollableAxes = 1
        /// The content inset only.
        case never = 2
        /// The whole safe area, always.
        case always = 3
    }

    /// The colour scheme of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light backgrounds, light on dark ones.
        case `default` = 0
        /// Dark indicators, for light content.
        case black = 1
        /// Light indicators, for dark content.
        case white = 2
    }

    /// How dragging the content dismisses the keyboard (stored: there is no keyboard).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }
}
