import Foundation

extension UIScene {
    /// Connects a new window scene with `delegate`, as the system does when the app's UI appears:
    /// the scene joins `connectedScenes`, `willConnectNotification` is posted, the delegate's
    /// `scene(_:willConnectTo:options:)` runs, and the scene follows the app's state (foreground
    /// active for an active app).
    @discardableResult
    package static func _connectWindowScene(delegate: (any UISceneDelegate)?,
                                            session: UISceneSession = UISceneSession(role: .windowApplication)) -> UIWindowScene {
        let application = UIApplication.shared
        let options = UIScene.ConnectionOptions()
        let scene = UIWindowScene(session: session, connectionOptions: options)
        session.scene = scene
        scene.delegate = delegate
        application._connectedScenes.append(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        delegate?.scene(scene, willConnectTo: session, options: options)
        let target: ActivationState = switch application.applicationState {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
        scene._moveActivation(to: target)
        return scene
    }

    /// Disconnects the scene: it leaves `connectedScenes`, becomes unattached, its delegate's
    /// `sceneDidDisconnect(_:)` runs and `didDisconnectNotification` is posted.
    package func _disconnect() {
        let application = UIApplication.shared
        guard let index = application._connectedScenes.firstIndex(where: { $0 === self }) else { return }
        _moveActivation(to: .background)
        application._connectedScenes.remove(at: index)
        _activationState = .unattached
        delegate?.sceneDidDisconnect(self)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: self)
        session.scene = nil
    }

    /// One step of the app's state change (UIApplication+State.swift), applied to this scene.
    func _setActivationState(_ state: ActivationState) {
        guard _activationState != .unattached else { return }
        _moveActivation(to: state)
    }

    /// Moves through iOS's intermediate scene states, calling the delegate then posting the notification.
    func _moveActivation(to target: ActivationState) {
        while _activationState != target {
            switch (_activationState, target) {
            case (.unattached, _), (.background, _):
                _activationState = .foregroundInactive
                delegate?.sceneWillEnterForeground(self)
                NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: self)
            case (.foregroundActive, _):
                _activationState = .foregroundInactive
                delegate?.sceneWillResignActive(self)
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: self)
            case (.foregroundInactive, .foregroundActive):
                _activationState = .foregroundActive
                delegate?.sceneDidBecomeActive(self)
                NotificationCenter.default.post(name: UIScene.didActivateNotification, object: self)
            case (.foregroundInactive, _):
                _activationState = .background
                delegate?.sceneDidEnterBackground(self)
                NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: self)
            }
        }
    }
}
