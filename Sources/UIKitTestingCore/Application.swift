import UIKit

/// Runs `body` with `application` (made by the autoclosure, typically an instance of your
/// `UIApplication` subclass) installed as `UIApplication.shared`, then puts the previous shared
/// application back. This is how a test overrides `sendEvent(_:)` or `sendAction(_:to:from:for:)`, as an
/// app names its principal class at launch.
@MainActor @discardableResult
public func withSharedApplication<Result>(_ application: @autoclosure () -> UIApplication,
                                          _ body: (UIApplication) throws -> Result) rethrows -> Result {
    let previous = UIApplication._shared
    UIApplication._allowsReplacement = true
    let installed = application()
    UIApplication._allowsReplacement = false
    UIApplication._shared = installed
    defer { UIApplication._shared = previous }
    return try body(installed)
}

/// Moves `UIApplication.shared` to `state` as the system would: through the intermediate states, each
/// step calling the app delegate's method (`applicationWillResignActive(_:)`,
/// `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)`,
/// `applicationDidBecomeActive(_:)`) and then posting its notification; connected scenes follow with
/// their delegates' methods and notifications.
@MainActor
public func simulateApplicationStateChange(to state: UIApplication.State) {
    UIApplication.shared._moveToState(state)
}

/// Connects a new `UIWindowScene` to the shared application as the system does for a scene-based app:
/// it joins `connectedScenes`, `UIScene.willConnectNotification` is posted, `delegate`'s
/// `scene(_:willConnectTo:options:)` runs (make the window there with `UIWindow(windowScene:)`), and the
/// scene follows the app into the foreground. Call `disconnectScene(_:)` when the test is done.
@MainActor @discardableResult
public func connectWindowScene(delegate: (any UISceneDelegate)?) -> UIWindowScene {
    UIScene._connectWindowScene(delegate: delegate)
}

/// Disconnects `scene`: it goes to the background, leaves `connectedScenes`, and its delegate's
/// `sceneDidDisconnect(_:)` runs.
@MainActor
public func disconnectScene(_ scene: UIScene) {
    scene._disconnect()
}
