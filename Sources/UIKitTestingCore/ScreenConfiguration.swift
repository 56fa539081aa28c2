import UIKit

/// Reconfigures `UIScreen.main` for the tests that follow: size in points, scale, safe-area insets and
/// frame rate. The defaults are those of a 393×852-point iPhone at scale 3.
@MainActor
public func configureMainScreen(size: CGSize = CGSize(width: 393, height: 852), scale: CGFloat = 3,
                                safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                framesPerSecond: Int = 120) {
    UIScreen.main._configure(size: size, scale: scale, safeAreaInsets: safeAreaInsets, framesPerSecond: framesPerSecond)
}
