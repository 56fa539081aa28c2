import Foundation

/// The methods an app's delegate implements to take part in the app's life: launch, activation, the
/// background, termination, and the scenes it configures. Every method is optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window, for apps without scenes.
    var window: UIWindow? { get set }
    /// Launch is under way; return false to decline a URL in the launch options.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Launch finished; return false to decline a URL in the launch options.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app became active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app entered the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to enter the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
    /// The app received a memory warning.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Asked to open a URL; return whether the app handled it.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The configuration for a scene being connected.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The user discarded scene sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift).
extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _optionalRequirementNotImplemented("application(_:willFinishLaunchingWithOptions:)")
        return true
    }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _optionalRequirementNotImplemented("application(_:didFinishLaunchingWithOptions:)")
        return true
    }
    public func applicationDidBecomeActive(_ application: UIApplication) {
        _optionalRequirementNotImplemented("applicationDidBecomeActive(_:)")
    }
    public func applicationWillResignActive(_ application: UIApplication) {
        _optionalRequirementNotImplemented("applicationWillResignActive(_:)")
    }
    public func applicationDidEnterBackground(_ application: UIApplication) {
        _optionalRequirementNotImplemented("applicationDidEnterBackground(_:)")
    }
    public func applicationWillEnterForeground(_ application: UIApplication) {
        _optionalRequirementNotImplemented("applicationWillEnterForeground(_:)")
    }
    public func applicationWillTerminate(_ application: UIApplication) {
        _optionalRequirementNotImplemented("applicationWillTerminate(_:)")
    }
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        _optionalRequirementNotImplemented("applicationDidReceiveMemoryWarning(_:)")
    }
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        _optionalRequirementNotImplemented("application(_:open:options:)")
        return false
    }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        _optionalRequirementNotImplemented("application(_:configurationForConnecting:options:)")
        return connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        _optionalRequirementNotImplemented("application(_:didDiscardSceneSessions:)")
    }
}
