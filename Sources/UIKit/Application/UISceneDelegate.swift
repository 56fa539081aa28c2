import Foundation

/// The methods a scene's delegate implements to follow the scene's life. Every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is being connected to the app; set up its UI here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to become inactive.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

/// A scene delegate that manages the windows of a `UIWindowScene`. Every method is optional.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift).
extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        _optionalRequirementNotImplemented("scene(_:willConnectTo:options:)")
    }
    public func sceneDidDisconnect(_ scene: UIScene) { _optionalRequirementNotImplemented("sceneDidDisconnect(_:)") }
    public func sceneDidBecomeActive(_ scene: UIScene) { _optionalRequirementNotImplemented("sceneDidBecomeActive(_:)") }
    public func sceneWillResignActive(_ scene: UIScene) { _optionalRequirementNotImplemented("sceneWillResignActive(_:)") }
    public func sceneWillEnterForeground(_ scene: UIScene) { _optionalRequirementNotImplemented("sceneWillEnterForeground(_:)") }
    public func sceneDidEnterBackground(_ scene: UIScene) { _optionalRequirementNotImplemented("sceneDidEnterBackground(_:)") }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
