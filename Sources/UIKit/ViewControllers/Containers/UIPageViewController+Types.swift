import Foundation

extension UIPageViewController {
    /// How pages turn, with UIKit's raw values.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over like a sheet of paper.
        case pageCurl = 0
        /// Pages slide along a paging scroll view.
        case scroll = 1
    }

    /// The axis along which pages turn, with UIKit's raw values.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn left and right.
        case horizontal = 0
        /// Pages turn up and down.
        case vertical = 1
    }

    /// Where the spine of a curl-style page view controller sits, with UIKit's raw values.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none = 0
        /// At the left or top edge; one page shows at a time.
        case min = 1
        /// In the middle; two pages face each other.
        case mid = 2
        /// At the right or bottom edge; one page shows at a time.
        case max = 3
    }

    /// Which way a programmatic turn goes, with UIKit's raw values.
    public enum NavigationDirection: Int, Sendable {
        /// Towards the pages after the current one.
        case forward = 0
        /// Towards the pages before the current one.
        case reverse = 1
    }

    /// Keys of the options dictionary passed at initialization.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// UIKit's key string.
        public let rawValue: String
        /// Makes a key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a curl-style page view controller: a `SpineLocation` or its raw value as
        /// an `NSNumber`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of a scroll-style page view controller, in points (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

extension UIPageViewController.SpineLocation {
    /// The Objective-C constant's name, as UIKit's exception reasons print it.
    var _reasonName: String {
        switch self {
        case .none: "UIPageViewControllerSpineLocationNone"
        case .min: "UIPageViewControllerSpineLocationMin"
        case .mid: "UIPageViewControllerSpineLocationMid"
        case .max: "UIPageViewControllerSpineLocationMax"
        }
    }
}
