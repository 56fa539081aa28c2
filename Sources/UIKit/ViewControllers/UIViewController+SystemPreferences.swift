import Foundation

// The status bar, orientation and system-gesture preferences (spec §18): the defaults, and the
// requests that make the system read them again.
extension UIViewController {
    /// False, except in a vertically compact environment (spec §18.1, apps linked on iOS 8 and later).
    var _defaultPrefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }

    /// `.all` for the pad idiom, `.allButUpsideDown` otherwise (spec §18.1).
    var _defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The interface orientation the controller's window (or the main screen) is in now, which is
    /// what the system uses when `preferredInterfaceOrientationForPresentation` is not overridden.
    var _currentInterfaceOrientation: UIInterfaceOrientation {
        let size = (_hostWindow?.bounds ?? UIScreen.main.bounds).size
        return _SystemChrome.interfaceOrientation(for: size)
    }

    /// The window this controller is shown in, or would be shown in: its view's window, else the window
    /// whose root is its outermost parent or presenter.
    var _hostWindow: UIWindow? {
        var current = self
        while true {
            if let window = current._view?.window { return window }
            guard let next = current._parent ?? current._presentingViewController else { break }
            current = next
        }
        return current._windowShowingAsRoot
    }

    /// Asks the system to read `preferences` again now, from the window's root (spec §18.2). Called inside
    /// an animation block, a change of the status bar's hidden state animates with the block.
    func _setNeedsSystemUpdate(_ preferences: _SystemChrome.Preferences) {
        guard let window = _hostWindow, !window.isHidden else { return }
        window._systemChrome.update(preferences, of: window, animated: _UIViewAnimationContext.isAnimating)
    }
}

/// What the system shows for one window, read from its controllers at the moments iOS reads them:
/// when a controller asks (`setNeedsStatusBarAppearanceUpdate()` and the `setNeedsUpdateOf…` calls,
/// read at once), and at the end of a turn in which a view controller's appearance changed (a
/// presentation, a dismissal, a push or pop, a tab switch, a new root) or the window changed size.
/// A preference that changes without either is not seen until then, as on iOS.
@MainActor
package final class _SystemChrome {
    /// Which preferences to read.
    package struct Preferences: OptionSet, Sendable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        package static let statusBar = Preferences(rawValue: 1 << 0)
        package static let orientations = Preferences(rawValue: 1 << 1)
        package static let homeIndicator = Preferences(rawValue: 1 << 2)
        package static let deferredEdges = Preferences(rawValue: 1 << 3)
        package static let pointerLock = Preferences(rawValue: 1 << 4)
        package static let all: Preferences = [.statusBar, .orientations, .homeIndicator, .deferredEdges, .pointerLock]
    }

    /// One change of the status bar's hidden state: the new state, and the animation it used (nil when
    /// it changed without animation).
    package struct HiddenChange: Equatable, Sendable {
        package var isHidden: Bool
        package var animation: UIStatusBarAnimation?
    }

    package private(set) var statusBarStyle: UIStatusBarStyle = .default
    package private(set) var isStatusBarHidden = false
    package private(set) var supportedInterfaceOrientations: UIInterfaceOrientationMask = .allButUpsideDown
    package private(set) var isHomeIndicatorAutoHidden = false
    package private(set) var screenEdgesDeferringSystemGestures: UIRectEdge = []
    package private(set) var isPointerLocked = false
    /// Every change of the hidden state, oldest first.
    package private(set) var hiddenChanges: [HiddenChange] = []

    /// How far a `childFor…` chain is followed: a chain that loops (a controller naming an ancestor)
    /// would never end on iOS; here it stops.
    static let maximumChildChainLength = 64

    /// Reads `preferences` from `window`'s controllers.
    func update(_ preferences: Preferences, of window: UIWindow, animated: Bool) {
        guard let root = window._rootViewController else { return }
        let controlling = Self.statusBarControllingViewController(from: root)
        if preferences.contains(.statusBar) {
            statusBarStyle = Self.follow(controlling, { $0.childForStatusBarStyle }).preferredStatusBarStyle
            let hiddenSource = Self.follow(controlling, { $0.childForStatusBarHidden })
            let hidden = hiddenSource.prefersStatusBarHidden
            if hidden != isStatusBarHidden {
                isStatusBarHidden = hidden
                let animation = hiddenSource.preferredStatusBarUpdateAnimation
                hiddenChanges.append(HiddenChange(isHidden: hidden, animation: animated && animation != .none ? animation : nil))
            }
        }
        if preferences.contains(.orientations) {
            let asked = Self.orientationViewController(from: root)
            let mask = asked.supportedInterfaceOrientations
            if mask.isEmpty && asked.shouldAutorotate {
                _Diagnostics.raise(NSException(
                    name: NSExceptionName("UIApplicationInvalidInterfaceOrientation"),
                    reason: "Supported orientations has no common orientation with the application, and [\(_objcClassName(type(of: asked))) shouldAutorotate] is returning YES",
                    userInfo: nil))
            } else if !mask.isEmpty {
                supportedInterfaceOrientations = mask
            }
        }
        if preferences.contains(.homeIndicator) {
            isHomeIndicatorAutoHidden = Self.follow(controlling, { $0.childForHomeIndicatorAutoHidden }).prefersHomeIndicatorAutoHidden
        }
        if preferences.contains(.deferredEdges) {
            screenEdgesDeferringSystemGestures = Self.follow(controlling, { $0.childForScreenEdgesDeferringSystemGestures })
                .preferredScreenEdgesDeferringSystemGestures
        }
        if preferences.contains(.pointerLock) {
            isPointerLocked = Self.follow(controlling, { $0.childViewControllerForPointerLock }).prefersPointerLocked
        }
    }

    /// Spec §18.2 steps 1–2: the window's root, or the topmost presented controller that controls the
    /// status bar (a full-screen presentation, which takes the presenter's view off screen, or one that
    /// sets `modalPresentationCapturesStatusBarAppearance`). A controller being dismissed has given
    /// control back already.
    static func statusBarControllingViewController(from root: UIViewController) -> UIViewController {
        topmostPresented(from: root) { presented in
            presented.modalPresentationStyle._resolved._removesPresentersView
                || presented.modalPresentationCapturesStatusBarAppearance
        }
    }

    /// Spec §18.2 step 4: the root, or the topmost presented controller that fills the window.
    static func orientationViewController(from root: UIViewController) -> UIViewController {
        topmostPresented(from: root) { presented in
            let style = presented.modalPresentationStyle._resolved
            return style == .fullScreen || style == .overFullScreen
        }
    }

    private static func topmostPresented(from root: UIViewController,
                                         where controls: (UIViewController) -> Bool) -> UIViewController {
        var chosen = root
        var presented = root._presentedViewController
        while let controller = presented, !controller._isBeingDismissed {
            if controls(controller) { chosen = controller }
            presented = controller._presentedViewController
        }
        return chosen
    }

    /// Spec §18.2 step 3: follows `child` while it names another controller.
    static func follow(_ start: UIViewController, _ child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = start
        var steps = 0
        while steps < maximumChildChainLength, let next = child(current), next !== current {
            current = next
            steps += 1
        }
        return current
    }

    /// Portrait when the window is taller than wide, else landscape with the bottom edge on the right.
    package static func interfaceOrientation(for size: CGSize) -> UIInterfaceOrientation {
        size.width < size.height ? .portrait : .landscapeRight
    }

    // MARK: Reading again after appearance changes

    private static var rereadPending = false
    private static var handlerInstalled = false

    /// A view controller's appearance state changed: every visible window reads its preferences again
    /// at the end of this turn's after-commit phase (once, however many controllers changed), or of the
    /// next turn when the change came later in this one. The request does not make a turn pending.
    static func appearanceDidChange() {
        rereadPending = true
        guard !handlerInstalled else { return }
        handlerInstalled = true
        _Turn.install(.rereadSystemPreferences) { _ in
            MainActor.assumeIsolated { rereadIfPending() }
        }
    }

    private static func rereadIfPending() {
        guard rereadPending else { return }
        rereadPending = false
        for window in _WindowList.all.compactMap(\.window) where !window.isHidden {
            window._systemChrome.update(.all, of: window, animated: false)
        }
    }
}
