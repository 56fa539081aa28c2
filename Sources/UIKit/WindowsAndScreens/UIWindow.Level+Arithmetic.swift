import Foundation

// UIKit's Swift overlay lets a level be offset by a number, so that `UIWindow.Level.statusBar + 1`
// names the level just above the status bar, as `UIWindowLevelStatusBar + 1` did in C.
extension UIWindow.Level {
    /// The level `rhs` above `lhs`.
    public static func + (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level {
        UIWindow.Level(rawValue: lhs.rawValue + rhs)
    }

    /// The level `rhs` below `lhs`.
    public static func - (lhs: UIWindow.Level, rhs: CGFloat) -> UIWindow.Level {
        UIWindow.Level(rawValue: lhs.rawValue - rhs)
    }
}
