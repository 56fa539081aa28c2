import Foundation

/// One instance of the app's user interface, with its own life cycle (connected, foreground, background).
///
/// Scenes are made by the system (here, by the window host or UIKitTesting's `connectWindowScene`),
/// never by the app. Its delegate is kept alive by the scene, as on iOS.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// A scene's activation state, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app's UI.
        case unattached = -1
        /// In the foreground and receiving events.
        case foregroundActive = 0
        /// In the foreground, not receiving events.
        case foregroundInactive = 1
        /// In the background.
        case background = 2
    }

    /// What the system passes to a scene it connects: URLs, user activities and so on; empty here.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The source application's bundle identifier; nil.
        open var sourceApplication: String? { nil }
        package override init() { super.init() }
    }

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate (kept alive by the scene).
    open var delegate: (any UISceneDelegate)?
    /// The scene's title, shown by the system where it lists scenes.
    open var title: String! = ""
    var _activationState: ActivationState = .unattached

    /// Creates a scene for `session`. The system calls it; apps do not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The scene's activation state.
    open var activationState: ActivationState { _activationState }

    /// A scene's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Posted when a scene is about to connect; the object is the scene.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene was disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to become inactive.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to enter the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene entered the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that manages windows on a screen.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    var _windows: [_WeakWindow] = []

    /// Creates a window scene for `session`. The system calls it; apps do not.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The screen the scene is on.
    open var screen: UIScreen { .main }
    /// The scene's windows, in the order they joined it.
    open var windows: [UIWindow] { _windows.compactMap(\.window) }
    /// The scene's key window: of its windows, the one that receives keyboard and other non-touch
    /// events; at most one at a time (UIWindow+Key.swift).
    open var keyWindow: UIWindow? { _keyWindow }
    weak var _keyWindow: UIWindow?
    /// The scene's traits: its screen's, with the scene's `traitOverrides`.
    open var traitCollection: UITraitCollection { _traitOverrides._applied(to: screen.traitCollection) }
    /// Called after the scene's traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    var _traitOverrides = UITraitOverrides()
    var _traitRegistry: _TraitChangeRegistry?
    lazy var _statusBarManager = UIStatusBarManager(windows: { [unowned self] in self.windows },
                                                     screen: { [unowned self] in self.screen })

    /// What the status bar over the scene's windows shows now.
    open var statusBarManager: UIStatusBarManager? { _statusBarManager }

    func _addWindow(_ window: UIWindow) {
        _windows.removeAll { $0.window == nil || $0.window === window }
        _windows.append(_WeakWindow(window))
    }

    func _removeWindow(_ window: UIWindow) {
        _windows.removeAll { $0.window == nil || $0.window === window }
    }
}

/// A scene's place in the system's list of the app's scenes, which outlives the scene itself.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of scene a session makes.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was made from.
    open internal(set) var configuration: UISceneConfiguration
    /// A unique identifier that lasts as long as the session.
    public let persistentIdentifier: String
    /// The scene, while one is connected.
    open internal(set) weak var scene: UIScene?
    /// Information the app stores with the session.
    open var userInfo: [String: Any]?

    package init(role: Role) {
        self.role = role
        self.configuration = UISceneConfiguration(name: nil, sessionRole: role)
        self.persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// How a scene is made: its name, its scene class and its delegate class.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (the Info.plist key), or nil.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene to make; `UIWindowScene` when nil.
    open var sceneClass: AnyClass?
    /// The class of the delegate to make.
    open var delegateClass: AnyClass?

    /// Creates a configuration with a name and a session role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
