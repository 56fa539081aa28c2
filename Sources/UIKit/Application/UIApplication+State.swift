import Foundation

extension UIApplication {
    /// Posted when the app finished launching (after the delegate's `application(_:didFinishLaunchingWithOptions:)`).
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active (after the delegate's `applicationDidBecomeActive(_:)`).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (after the delegate's `applicationWillResignActive(_:)`).
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background (after the delegate's `applicationDidEnterBackground(_:)`).
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background (after the delegate's `applicationWillEnterForeground(_:)`).
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate (after the delegate's `applicationWillTerminate(_:)`).
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app receives a memory warning (after the delegate's `applicationDidReceiveMemoryWarning(_:)`).
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Launches the app as `UIApplicationMain` does once the delegate exists: `.inactive`, the delegate's
    /// `application(_:willFinishLaunchingWithOptions:)` and `application(_:didFinishLaunchingWithOptions:)`,
    /// `didFinishLaunchingNotification`, then activation. Returns the delegate's answers (false from either
    /// means the app declined a launch option; launching continues, as on iOS).
    @discardableResult
    package func _finishLaunching(options: [LaunchOptionsKey: Any]? = nil) -> Bool {
        _state = .inactive
        var accepted = true
        if let delegate {
            accepted = delegate.application(self, willFinishLaunchingWithOptions: options) && accepted
            accepted = delegate.application(self, didFinishLaunchingWithOptions: options) && accepted
        }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        _moveToState(.active)
        return accepted
    }

    /// Moves the app to `target` through iOS's intermediate states, calling the delegate's method and
    /// then posting the notification for each step: active → inactive (`willResignActive`) →
    /// background (`didEnterBackground`); background → inactive (`willEnterForeground`) → active
    /// (`didBecomeActive`). Connected scenes follow (UIScene+Activation.swift).
    package func _moveToState(_ target: State) {
        while _state != target {
            switch (_state, target) {
            case (.active, _):
                _state = .inactive
                _forEachScene { $0._setActivationState(.foregroundInactive) }
                _stateDelegate?.applicationWillResignActive(self)
                NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
            case (.inactive, .background):
                _state = .background
                _forEachScene { $0._setActivationState(.background) }
                _stateDelegate?.applicationDidEnterBackground(self)
                NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
            case (.inactive, _):
                _state = .active
                _forEachScene { $0._setActivationState(.foregroundActive) }
                _stateDelegate?.applicationDidBecomeActive(self)
                NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
            case (.background, _):
                _state = .inactive
                _forEachScene { $0._setActivationState(.foregroundInactive) }
                _stateDelegate?.applicationWillEnterForeground(self)
                NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
            }
        }
    }

    /// Tells the delegate and observers that the app is about to terminate.
    package func _terminate() {
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
    }

    /// The delegate that hears about state changes: the app delegate, unless the app is scene-based
    /// (launched by `UIApplicationMain` with a scene configuration), whose scene delegates hear instead.
    private var _stateDelegate: UIApplicationDelegate? { _ApplicationMain.usesScenes ? nil : delegate }

    private func _forEachScene(_ body: (UIScene) -> Void) {
        for scene in _connectedScenes { body(scene) }
    }
}
