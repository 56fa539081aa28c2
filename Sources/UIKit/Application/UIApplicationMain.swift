import Foundation

/// Creates the application object and its delegate, launches the app and runs its main loop.
///
/// As on iOS: `principalClassName` names the `UIApplication` subclass to make (nil for `UIApplication`),
/// `delegateClassName` the class of the app's delegate (nil when the principal class is its own
/// delegate or the delegate is set elsewhere). The names are those `NSStringFromClass` gives. Without
/// the Objective-C runtime a class cannot be made from its name alone, so each class named here is
/// registered first with `_registerClassForUIApplicationMain(_:_:)`. A name that is not registered raises
/// `NSInternalInconsistencyException`, as iOS does for a class that is not loaded.
///
/// Launch follows iOS: the app is `.inactive`, the delegate's `application(_:willFinishLaunchingWithOptions:)`
/// and `application(_:didFinishLaunchingWithOptions:)` run, then, when the delegate answers
/// `application(_:configurationForConnecting:options:)`, one window scene connects with a delegate of the
/// configuration's `delegateClass` (a scene-based app: from then on its scene delegate, not the app
/// delegate, hears about activation and the background), and the app becomes active. The main loop is
/// the window host's when the process links `UIKitWindowHost` and a display is present, else the main
/// run loop. The function does not return.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let application = _ApplicationMain.makeApplication(principalClassName: principalClassName)
    if let delegateClassName {
        guard let delegate = _ApplicationMain.instantiate(delegateClassName) as? UIApplicationDelegate else {
            NSException(name: .internalInconsistencyException,
                        reason: "Unable to instantiate the UIApplication delegate instance. No class named \(delegateClassName) is loaded.",
                        userInfo: nil).raise()
            return 1
        }
        _ApplicationMain.delegate = delegate
        application.delegate = delegate
    } else if let own = application as? UIApplicationDelegate {
        application.delegate = own
    }
    _ApplicationMain.launchAndRun(application)
}

/// Makes `type` known to `UIApplicationMain` by the name `NSStringFromClass(type)` gives it, with the
/// function that makes an instance (the Objective-C runtime does this for every loaded class).
///
/// Register the principal class, the app delegate's class and the scene delegate classes your
/// configurations name, before `UIApplicationMain` runs (for a `@main` delegate, in a `static func main()`
/// of its own that registers and then calls `UIApplicationMain`).
@MainActor
public func _registerClassForUIApplicationMain<T: NSObject>(_ type: T.Type, _ make: @escaping @MainActor () -> T) {
    _ApplicationMain.factories[NSStringFromClass(type)] = make
}

extension UIApplicationDelegate where Self: UIResponder {
    /// The `@main` entry of an app whose delegate is this class: `UIApplicationMain` with this class as
    /// the delegate class, and `UIApplication` as the principal class.
    ///
    /// The class is made by name, so it must be registered with `_registerClassForUIApplicationMain(_:_:)`
    /// (`uikit-port` adds the registration to a `@main` delegate, whose `init()` Swift cannot call from here).
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(self))
    }
}

/// What a window host provides to `UIApplicationMain`: a window and its main loop. `UIKitWindowHost`
/// implements it; UIKit finds the implementation by its mangled name, so headless processes never load it.
@MainActor package protocol _UIApplicationHosting {
    /// Opens the window before launch and sets `UIScreen.main` to its size and scale; returns false,
    /// having done nothing, when no display is available (the app then runs headless).
    static func _openWindow() -> Bool
    /// Runs the window's event loop until the window closes (the app has terminated by then).
    static func _run(_ application: UIApplication)
}

/// The state of `UIApplicationMain`: the class registry, the delegates it made and keeps alive, and
/// the launch and state changes of a hosted app, in iOS's order.
@MainActor package enum _ApplicationMain {
    /// Makers of the classes `UIApplicationMain` can make by name.
    static var factories: [String: @MainActor () -> NSObject] = [:]
    /// The app delegate `UIApplicationMain` made (the application holds its delegate weakly).
    package static var delegate: UIApplicationDelegate?
    /// Whether the app is scene-based: its scene delegates, not the app delegate, hear about the state.
    package static var usesScenes = false
    /// The mangled name of `UIKitWindowHost._SDLWindowHost`.
    static let hostTypeName = "15UIKitWindowHost14_SDLWindowHostO"

    /// An instance of the class registered under `name`, or nil.
    package static func instantiate(_ name: String) -> NSObject? { factories[name]?() }

    /// The principal class's instance, installed as `UIApplication.shared`.
    static func makeApplication(principalClassName: String?) -> UIApplication {
        guard let principalClassName else { return UIApplication.shared }
        UIApplication._allowsReplacement = true
        defer { UIApplication._allowsReplacement = false }
        guard let application = instantiate(principalClassName) as? UIApplication else {
            NSException(name: .internalInconsistencyException,
                        reason: "Unable to instantiate the UIApplication subclass instance. No class named \(principalClassName) is loaded.",
                        userInfo: nil).raise()
            return UIApplication.shared
        }
        UIApplication._shared = application
        return application
    }

    /// Launches `application` as iOS does (see `UIApplicationMain`).
    package static func launch(_ application: UIApplication, options: [UIApplication.LaunchOptionsKey: Any]? = nil) {
        application._state = .inactive
        if let delegate = application.delegate {
            _ = delegate.application(application, willFinishLaunchingWithOptions: options)
            _ = delegate.application(application, didFinishLaunchingWithOptions: options)
        }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
        if let delegate = application.delegate {
            let session = UISceneSession(role: .windowApplication)
            let configuration = _ifImplemented("application(_:configurationForConnecting:options:)") {
                delegate.application(application, configurationForConnecting: session, options: UIScene.ConnectionOptions())
            }
            if let configuration {
                usesScenes = true
                session.configuration = configuration
                let sceneDelegate = configuration.delegateClass.flatMap { instantiate(NSStringFromClass($0)) as? UISceneDelegate }
                if configuration.delegateClass != nil && sceneDelegate == nil {
                    _Diagnostics.log("[SceneConfiguration] Unable to instantiate the scene delegate: no class named \(NSStringFromClass(configuration.delegateClass!)) is registered.")
                }
                // Connected while the app is inactive: the scene comes to the foreground, inactive.
                UIScene._connectWindowScene(delegate: sceneDelegate, session: session)
            }
        }
        application._moveToState(.active)
    }

    /// The window host, when the process links `UIKitWindowHost`.
    package static var host: (any _UIApplicationHosting.Type)? { _typeByName(hostTypeName) as? any _UIApplicationHosting.Type }

    /// Launches, then runs the window host's loop when one is linked and a display is present, else the
    /// main run loop.
    static func launchAndRun(_ application: UIApplication) -> Never {
        if ProcessInfo.processInfo.environment["PORTABLEUIKIT_HEADLESS"] != "1", let host, host._openWindow() {
            launch(application)
            host._run(application)
            exit(0)
        }
        launch(application)
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }

    /// The window lost the input focus (another window is in front): the app resigns active.
    package static func windowDidLoseFocus() { moveIfForeground(to: .inactive) }
    /// The window got the input focus back: the app becomes active.
    package static func windowDidGainFocus() { moveIfForeground(to: .active) }
    /// The window was minimised: the app enters the background.
    package static func windowDidMinimize() { UIApplication.shared._moveToState(.background) }
    /// The window was restored from its minimised state: the app enters the foreground and becomes active.
    package static func windowDidRestore() { UIApplication.shared._moveToState(.active) }

    /// The window was closed: the app goes to the background, its scenes disconnect, the delegate's
    /// `applicationWillTerminate(_:)` runs and `willTerminateNotification` is posted.
    package static func windowDidClose() {
        let application = UIApplication.shared
        application._moveToState(.background)
        for scene in application._connectedScenes { scene._disconnect() }
        application._terminate()
    }

    private static func moveIfForeground(to state: UIApplication.State) {
        guard UIApplication.shared.applicationState != .background else { return }
        UIApplication.shared._moveToState(state)
    }
}
