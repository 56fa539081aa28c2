import Foundation

/// What the status bar of a window scene shows now: its frame, whether it is hidden and its style.
///
/// The manager reads what the system last resolved from the scene's frontmost window that has a root view
/// controller (spec §18.2): the view controllers decide, through `preferredStatusBarStyle`,
/// `prefersStatusBarHidden` and `setNeedsStatusBarAppearanceUpdate()`; the manager only reports. Get it
/// from `UIWindowScene.statusBarManager`; apps do not make one.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The windows the status bar is shown over, back to front, and their screen.
    let _windows: @MainActor () -> [UIWindow]
    let _screen: @MainActor () -> UIScreen

    init(windows: @escaping @MainActor () -> [UIWindow], screen: @escaping @MainActor () -> UIScreen) {
        _windows = windows
        _screen = screen
        super.init()
    }

    /// The window whose controllers decide the status bar: the frontmost by level (and, within a level, the
    /// last to join) that has a root controller.
    var _controllingWindow: UIWindow? {
        _UIStatusBarView.controllingWindow(among: UIApplication._backToFront(_windows()), on: _screen())
    }

    /// The style the controlling view controller answered (`.default` when no window has a root
    /// controller).
    open var statusBarStyle: UIStatusBarStyle { _controllingWindow?._shownStatusBarStyle ?? .default }

    /// Whether the status bar is hidden: the controlling view controller prefers it hidden (as it does by
    /// default in a vertically compact environment), the screen has no status bar, or no window has a root
    /// controller.
    open var isStatusBarHidden: Bool {
        let height = _UIStatusBarMetrics.height(forTopSafeAreaInset: _screen()._safeAreaInsets.top)
        return height == 0 || (_controllingWindow?._shownStatusBarHidden ?? true)
    }

    /// The status bar's frame in the scene's coordinates: the screen's width at the top, 54 points high on
    /// a phone with the Dynamic Island (the top safe-area inset elsewhere); `.zero` while it is hidden.
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = _screen()
        return CGRect(x: 0, y: 0, width: screen.bounds.width,
                      height: _UIStatusBarMetrics.height(forTopSafeAreaInset: screen._safeAreaInsets.top))
    }
}

extension UIApplication {
    /// The status bar over the app's windows on the main screen (what the deprecated status-bar properties
    /// of the application read).
    var _statusBar: UIStatusBarManager {
        UIStatusBarManager(windows: { UIApplication.shared._windows }, screen: { .main })
    }
}
