import Foundation
import Testing
import UIKit
import UIKitTesting

/// An app delegate that logs its life-cycle calls; it is a responder, so it ends the responder chain.
@MainActor final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var window: UIWindow?
    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        return true
    }
}

/// An application subclass that records the actions it dispatches.
@MainActor final class RecordingApplication: UIApplication {
    var actions: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        actions.append("\(action)")
        return super.sendAction(action, to: target, from: sender, for: event)
    }
}

/// A scene delegate that makes its window in `scene(_:willConnectTo:options:)`, as Xcode's template does.
@MainActor final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var log: [String] = []
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.append("willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { log.append("didDisconnect") }
}

@MainActor @Suite("UIApplication and scenes", .serialized, .checksForLeaks)
struct UIApplicationTests {
    @Test("shared is one object, active and not ignoring events in a headless process; a second instance raises")
    func sharedApplication() {
        let app = UIApplication.shared
        #expect(app === UIApplication.shared)
        #expect(app.applicationState == .active && !app.isIdleTimerDisabled)
        #expect([UIApplication.State.active, .inactive, .background].map(\.rawValue) == [0, 1, 2])
        let exceptions = withCapturedExceptions { _ = UIApplication() }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.map(\.reason) == ["There can only be one UIApplication instance."])
        #expect(UIApplication.shared === app)
    }

    @Test("state changes call the delegate, then post the notification, step by step")
    func stateChangesInOrder() {
        let app = UIApplication.shared, delegate = LoggingAppDelegate()
        app.delegate = delegate
        defer { app.delegate = nil }
        var posted: [String] = []
        let names: [Notification.Name] = [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                                          UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: app, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated {
                    posted.append(name)
                    delegate.log.append("note")
                }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        simulateApplicationStateChange(to: .background)
        #expect(app.applicationState == .background)
        simulateApplicationStateChange(to: .active)
        #expect(app.applicationState == .active)
        #expect(delegate.log == ["willResignActive", "note", "didEnterBackground", "note",
                                 "willEnterForeground", "note", "didBecomeActive", "note"])
        #expect(posted == ["UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
                           "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification"])
    }

    @Test("ignoring interaction events nests")
    func ignoringNests() {
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
    }

    @Test("controls send their actions through UIApplication.sendAction, which a subclass overrides")
    func controlsRouteThroughTheApplication() {
        withSharedApplication(RecordingApplication()) { app in
            let target = ActionController(), control = UIControl(frame: .zero)
            control.tag = 3
            control.addTarget(target, action: Selector("tapped:", ActionController.tapped(_:)), for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            #expect((app as? RecordingApplication)?.actions == ["tapped:"])
            #expect(target.log == ["tapped(tag3)"])
        }
    }

    @Test("the responder chain runs window → application → app delegate")
    func responderChainEndsAtTheDelegate() {
        let app = UIApplication.shared, delegate = LoggingAppDelegate()
        app.delegate = delegate
        defer { app.delegate = nil }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.next === app)
        #expect(app.next === delegate)
        #expect(delegate.next == nil)
        #expect(app.windows.contains { $0 === window })
    }

    @Test("windows are ordered back to front by level")
    func windowsByLevel() {
        let alert = UIWindow(frame: .zero), normal = UIWindow(frame: .zero)
        alert.windowLevel = .alert
        let order = UIApplication.shared.windows.filter { $0 === alert || $0 === normal }
        #expect(order.map(\.windowLevel) == [.normal, .alert])
    }

    @Test("open(_:) cannot open a URL headless: the completion gets false on the next turn")
    func openURLFails() {
        var results: [Bool] = []
        UIApplication.shared.open(URL(string: "https://example.com")!) { results.append($0) }
        #expect(results.isEmpty)
        spin()
        #expect(results == [false])
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
    }

    @Test("a scene-based app: the template's scene delegate makes its window with UIWindow(windowScene:)")
    func sceneTemplate() {
        let delegate = TemplateSceneDelegate()
        let scene = connectWindowScene(delegate: delegate)
        #expect(delegate.log == ["willConnect", "willEnterForeground", "didBecomeActive"])
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.connectedScenes.contains(scene))
        let window = delegate.window!
        #expect(window.windowScene === scene && scene.windows == [window])
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.next === scene && scene.next === UIApplication.shared)
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        simulateApplicationStateChange(to: .background)
        simulateApplicationStateChange(to: .active)
        disconnectScene(scene)
        #expect(delegate.log == ["willConnect", "willEnterForeground", "didBecomeActive", "willResignActive",
                                 "didEnterBackground", "willEnterForeground", "didBecomeActive", "willResignActive",
                                 "didEnterBackground", "didDisconnect"])
        #expect(scene.activationState == .unattached)
        #expect(!UIApplication.shared.connectedScenes.contains(scene))
        window.isHidden = true
        window.windowScene = nil
        #expect(scene.windows.isEmpty)
    }
}
