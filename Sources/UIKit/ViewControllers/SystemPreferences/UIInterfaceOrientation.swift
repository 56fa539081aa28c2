import Foundation

/// The orientation of the app's user interface, with UIKit's raw values.
///
/// The landscape cases are named after the side the home button (or bottom edge) would be on, so
/// `landscapeLeft` is the device's `landscapeRight` and the raw values are swapped against the mask bits.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned so that the bottom edge is on the left.
    case landscapeLeft = 4
    /// Turned so that the bottom edge is on the right.
    case landscapeRight = 3

    /// Whether the orientation is one of the two portrait ones.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is one of the two landscape ones.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as view controllers report what they support.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright (bit 1).
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down (bit 2).
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Bottom edge on the right (bit 3).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Bottom edge on the left (bit 4).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations (24).
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation (30).
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Every orientation except upside-down portrait (26).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask bit of one orientation; `.unknown` has none.
    init(_ orientation: UIInterfaceOrientation) {
        switch orientation {
        case .unknown: self = []
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }
}
