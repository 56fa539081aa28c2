import UIKit

/// What the system shows for a window, as its controllers last told it (spec §18): the status bar,
/// the orientations it may rotate to, the home indicator, the edges whose system gestures wait, and
/// the pointer lock.
///
/// The system reads the controllers when one asks (`setNeedsStatusBarAppearanceUpdate()`, the
/// `setNeedsUpdateOf…` calls: read at once), at the end of a turn in which a view controller's appearance
/// changed (presentation, dismissal, push, pop, tab switch, a new root), and when the window changes
/// size. A preference that changes without any of these is not shown yet, as on iOS.
public struct SystemChrome: Equatable, Sendable {
    /// The status bar style, as the controlling controller answered it (the app's, when view controllers do
    /// not decide it: `withViewControllerBasedStatusBarAppearance(false)`).
    public var statusBarStyle: UIStatusBarStyle
    /// Whether the status bar is hidden.
    public var isStatusBarHidden: Bool
    /// The orientations the window's root (or topmost window-filling presented controller) supports.
    public var supportedInterfaceOrientations: UIInterfaceOrientationMask
    /// The current interface orientation: portrait for a window taller than wide, else landscape right.
    public var interfaceOrientation: UIInterfaceOrientation
    /// Whether the home indicator hides after a while.
    public var isHomeIndicatorAutoHidden: Bool
    /// The screen edges whose system gestures wait for the app's own gestures.
    public var screenEdgesDeferringSystemGestures: UIRectEdge
    /// Whether the pointer is locked.
    public var isPointerLocked: Bool

    /// Whether the status bar draws light content: `.lightContent`, or `.default` in dark mode.
    public func drawsLightContent(in style: UIUserInterfaceStyle = .light) -> Bool {
        statusBarStyle == .lightContent || (statusBarStyle == .default && style == .dark)
    }
}

/// One change of the status bar's hidden state: the new state, and its animation (nil when the change
/// was not made inside an animation block).
public struct StatusBarHiddenChange: Equatable, Sendable {
    public var isHidden: Bool
    public var animation: UIStatusBarAnimation?

    public init(isHidden: Bool, animation: UIStatusBarAnimation?) {
        self.isHidden = isHidden
        self.animation = animation
    }
}

/// What the system shows for `window` now.
@MainActor
public func systemChrome(of window: UIWindow) -> SystemChrome {
    let chrome = window._systemChrome
    return SystemChrome(statusBarStyle: window._shownStatusBarStyle, isStatusBarHidden: window._shownStatusBarHidden,
                        supportedInterfaceOrientations: chrome.supportedInterfaceOrientations,
                        interfaceOrientation: _SystemChrome.interfaceOrientation(for: window.bounds.size),
                        isHomeIndicatorAutoHidden: chrome.isHomeIndicatorAutoHidden,
                        screenEdgesDeferringSystemGestures: chrome.screenEdgesDeferringSystemGestures,
                        isPointerLocked: chrome.isPointerLocked)
}

/// Every change of `window`'s status-bar hidden state so far, oldest first.
@MainActor
public func statusBarHiddenChanges(of window: UIWindow) -> [StatusBarHiddenChange] {
    window._systemChrome.hiddenChanges.map { StatusBarHiddenChange(isHidden: $0.isHidden, animation: $0.animation) }
}

/// Runs `body` with the Info dictionary's `UIViewControllerBasedStatusBarAppearance` set to `enabled`, as an
/// app that sets the key in its Info.plist runs: with false, the application's deprecated status-bar setters
/// decide the status bar and the view controllers' preferences are not used. The application's status-bar
/// state is restored afterwards.
@MainActor @discardableResult
public func withViewControllerBasedStatusBarAppearance<Result>(_ enabled: Bool, _ body: () throws -> Result) rethrows -> Result {
    let application = UIApplication.shared
    let previous = application._legacyStatusBar
    application._legacyStatusBar.isViewControllerBased = enabled
    defer { application._legacyStatusBar = previous }
    return try body()
}

/// One call of `UIApplication`'s deprecated status-bar setters that took effect.
public enum ApplicationStatusBarChange: Equatable, Sendable {
    /// `setStatusBarHidden(_:with:)` or `isStatusBarHidden` (animation `.none`).
    case hidden(Bool, animation: UIStatusBarAnimation)
    /// `setStatusBarStyle(_:animated:)` or `statusBarStyle` (not animated).
    case style(UIStatusBarStyle, animated: Bool)
}

/// Every call of the shared application's deprecated status-bar setters that took effect, oldest first
/// (none while view controllers decide the status bar: the calls are ignored).
@MainActor
public func applicationStatusBarChanges() -> [ApplicationStatusBarChange] {
    UIApplication.shared._legacyStatusBar.changes.map { change in
        switch change {
        case .hidden(let hidden, let animation): return .hidden(hidden, animation: animation)
        case .style(let style, let animated): return .style(style, animated: animated)
        }
    }
}
