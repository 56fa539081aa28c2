import Foundation

/// The look of the status bar's content, with UIKit's raw values.
///
/// Raw value 2 belonged to the removed black-opaque style, so `darkContent` is 3.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen by the system from the interface style: dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden, with UIKit's raw values.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The bar fades in or out.
    case fade = 1
    /// The bar slides in or out at the top.
    case slide = 2
}
