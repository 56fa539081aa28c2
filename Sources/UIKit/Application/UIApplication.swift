import Foundation

/// The app's central object: its state, its windows and scenes, and the dispatch of events and actions.
///
/// There is one instance, `UIApplication.shared`. On iOS `UIApplicationMain` creates it at launch; here
/// it is created the first time `shared` is read, already launched and `.active` (the state of an app
/// that hosts tests), because a headless process has no launch. A second instance cannot be made:
/// `UIApplication()` raises `NSInternalInconsistencyException` ("There can only be one UIApplication
/// instance.") once the shared one exists. (UIKitTesting's `withSharedApplication(_:_:)` installs a
/// subclass instance for a test, as an app names its principal class at launch.)
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The states of a running app, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events (launching, or interrupted).
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The keys of the launch-options dictionary passed to the delegate's launch methods.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// The keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only when an app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The keys of the options of the delegate's `application(_:open:options:)`.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }

    /// The shared application, created on first use.
    open class var shared: UIApplication { _shared ?? _makeShared() }

    nonisolated(unsafe) package static var _shared: UIApplication?
    /// True while UIKitTesting installs a replacement (the only time a second instance may be made).
    package static var _allowsReplacement = false

    private static func _makeShared() -> UIApplication {
        // The shared application lives as long as the process: leak checks do not track it.
        let observer = _ObjectCreation.observer
        _ObjectCreation.observer = nil
        _allowsReplacement = true
        defer {
            _allowsReplacement = false
            _ObjectCreation.observer = observer
        }
        return UIApplication()
    }

    /// Creates the application object; only the first instance (or one UIKitTesting installs) may be made.
    public override init() {
        if UIApplication._shared != nil && !UIApplication._allowsReplacement {
            NSException(name: .internalInconsistencyException,
                        reason: "There can only be one UIApplication instance.", userInfo: nil).raise()
        }
        super.init()
        if UIApplication._shared == nil || UIApplication._allowsReplacement { UIApplication._shared = self }
    }

    // MARK: State (UIApplication+State.swift)

    var _state: State = .active
    package var _ignoringInteractionEventsCount = 0
    /// The reasons of UIKit's own begins that are not balanced yet, oldest first.
    package var _ignoringInteractionEventsReasons: [String] = []

    /// The status bar the app sets itself when view controllers do not decide it
    /// (UIApplication+LegacyStatusBar.swift).
    package var _legacyStatusBar = _LegacyStatusBarState.fromInfoDictionary()

    /// The app's delegate. The application does not keep it alive (iOS holds it unretained; here it is weak).
    open weak var delegate: (any UIApplicationDelegate)?

    /// Whether the app is active, inactive or in the background. `.active` for a headless process, which
    /// has no launch; the window host and UIKitTesting's `simulateApplicationStateChange(to:)` move it.
    open var applicationState: State { _state }

    /// Whether the system's idle timer (screen dimming) is off. Stored; there is no idle timer here.
    open var isIdleTimerDisabled = false

    /// Stops delivering touch events until a matching `endIgnoringInteractionEvents()`; calls nest.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func beginIgnoringInteractionEvents() { _ignoringInteractionEventsCount += 1 }

    /// Balances a `beginIgnoringInteractionEvents()`; delivery resumes when every begin is balanced.
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open func endIgnoringInteractionEvents() {
        if _ignoringInteractionEventsCount > 0 { _ignoringInteractionEventsCount -= 1 }
    }

    /// Whether touch events are being ignored (a begin is not yet balanced by an end).
    @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
    open var isIgnoringInteractionEvents: Bool { _ignoringInteractionEventsCount > 0 }

    // MARK: Windows and scenes (UIApplication+Windows.swift)

    /// The app's windows, visible and hidden, ordered back to front by window level; within a level,
    /// the window created, shown or moved to the level last is in front.
    open var windows: [UIWindow] { _windows }

    /// The app's key window: of the scenes' key windows, the one made key last (nil when no scene has
    /// one). Deprecated: with several scenes, ask a scene for its `keyWindow`.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    open var keyWindow: UIWindow? { _WindowList.keyWindow }

    /// The scenes connected to the app.
    open var connectedScenes: Set<UIScene> { Set(_connectedScenes) }
    var _connectedScenes: [UIScene] = []

    /// Whether the app supports more than one scene; false (one scene at most here).
    open var supportsMultipleScenes: Bool { false }

    // MARK: Events and actions (UIApplication+Events.swift)

    /// Sends `action` to `target` with `sender` and `event` as arguments (a method that takes fewer
    /// ignores the rest). A nil target sends it to the first object up the responder chain (from the
    /// first responder of the sender's window, else of the key window) whose
    /// `target(forAction:withSender:)` accepts it. Returns whether some object received it; a target
    /// that does not implement the method raises "unrecognized selector" and the call returns false.
    /// Controls send their actions through this method.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        _ActionDispatch.sendAction(action, to: target, from: sender, for: event)
    }

    /// Dispatches an event: touches go to the windows they belong to, through `UIWindow.sendEvent(_:)`.
    /// A new touch is hit-tested before this method runs, so an override already sees its `view`,
    /// `window` and `gestureRecognizers`. Call `super` to deliver the event. While interaction events
    /// are ignored, touch events are dropped here.
    open func sendEvent(_ event: UIEvent) { _sendEvent(event) }

    // MARK: Opening URLs

    /// Whether an app is available to open `url`: false, as no app can open URLs in a headless process.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// The URL `open(_:options:completionHandler:)` was last asked to open (for tests).
    package var _lastOpenedURL: URL? {
        get { _UIApplicationOpenedURL.last }
        set { _UIApplicationOpenedURL.last = newValue }
    }

    /// Asks the system to open `url`. In a headless process no app can open it: `completion` is called
    /// with false on the next turn, as iOS calls it when no app handles the URL.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        _lastOpenedURL = url
        guard let completion else { return }
        _Turn.enqueueNextTurn { completion(false) }
    }

    /// The application's next responder: its delegate, when that is a responder other than a view, a
    /// view controller or the application itself.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, !(responder is UIView), !(responder is UIViewController),
              !(responder is UIApplication) else { return nil }
        return responder
    }
}

/// Where `UIApplication` keeps the last URL it was asked to open.
@MainActor enum _UIApplicationOpenedURL {
    static var last: URL?
}
