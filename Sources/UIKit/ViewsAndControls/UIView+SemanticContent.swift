import Foundation

/// The direction in which an interface lays out, with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// How a view's content relates to the layout direction, with UIKit's raw values.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the layout direction.
    case unspecified = 0
    /// Playback controls, which stay left to right.
    case playback = 1
    /// Directional controls (such as arrows), which stay left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

extension UIView {
    /// The app's layout direction: left to right, as for the English localization the port runs in.
    static let _applicationLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    static func _layoutDirection(for attribute: UISemanticContentAttribute,
                                 relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: return direction
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
