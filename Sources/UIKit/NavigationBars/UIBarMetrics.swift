import Foundation

/// The bar heights a legacy customisation applies to, with UIKit's raw values.
public enum UIBarMetrics: Int, Sendable {
    /// A regular-height bar.
    case `default` = 0
    /// A compact-height bar (a phone in landscape).
    case compact = 1
    /// A regular-height navigation bar with a prompt.
    case defaultPrompt = 101
    /// A compact-height navigation bar with a prompt.
    case compactPrompt = 102
}

/// Where a bar sits, with UIKit's raw values.
public enum UIBarPosition: Int, Sendable {
    /// Anywhere: the customisation applies to every position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching up under the status bar.
    case topAttached = 3
}
