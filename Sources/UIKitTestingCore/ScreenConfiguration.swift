import UIKit

/// Reconfigures `UIScreen.main` for the tests that follow: size in points, scale, safe-area insets and
/// frame rate, and the device's idiom (`UIDevice.current.userInterfaceIdiom` and the screen's traits
/// follow it). The defaults are those of a 393×852-point iPhone at scale 3.
@MainActor
public func configureMainScreen(size: CGSize = CGSize(width: 393, height: 852), scale: CGFloat = 3,
                                safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                framesPerSecond: Int = 120, idiom: UIUserInterfaceIdiom = .phone) {
    UIScreen.main._configure(size: size, scale: scale, safeAreaInsets: safeAreaInsets, framesPerSecond: framesPerSecond)
    UIScreen.main._idiom = idiom
}
