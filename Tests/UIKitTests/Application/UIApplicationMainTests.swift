import Foundation
import Testing
import UIKit
import UIKitTesting

/// One log shared by an app delegate and the scene delegate it configures.
@MainActor final class LaunchLog {
    static var entries: [String] = []
}

@MainActor final class LaunchAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.entries.append("app willFinishLaunching state=\(application.applicationState.rawValue)")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.entries.append("app didFinishLaunching")
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.entries.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.entries.append("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { LaunchLog.entries.append("app didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { LaunchLog.entries.append("app willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { LaunchLog.entries.append("app willTerminate") }
}

/// A scene-based app's delegate: it answers the configuration request with `LaunchSceneDelegate`.
@MainActor final class LaunchSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchLog.entries.append("app didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        LaunchLog.entries.append("app configurationForConnecting")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LaunchSceneDelegate.self
        return configuration
    }
    func applicationDidBecomeActive(_ application: UIApplication) { LaunchLog.entries.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { LaunchLog.entries.append("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { LaunchLog.entries.append("app didEnterBackground") }
    func applicationWillTerminate(_ application: UIApplication) { LaunchLog.entries.append("app willTerminate") }
}

@MainActor final class LaunchSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        LaunchLog.entries.append("scene willConnect config=\(session.configuration.name ?? "nil")")
    }
    func sceneWillEnterForeground(_ scene: UIScene) { LaunchLog.entries.append("scene willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { LaunchLog.entries.append("scene didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { LaunchLog.entries.append("scene willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { LaunchLog.entries.append("scene didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { LaunchLog.entries.append("scene didDisconnect") }
}

@MainActor @Suite("UIApplicationMain: launch and the window's state changes, in iOS's order", .serialized, .checksForLeaks)
struct UIApplicationMainTests {
    /// Runs `body` with a fresh shared application whose delegate is `delegate`, then undoes the launch's globals.
    func withLaunchedApplication(_ delegate: UIApplicationDelegate, _ body: (UIApplication) -> Void) {
        LaunchLog.entries = []
        withSharedApplication(UIApplication()) { application in
            application.delegate = delegate
            _ApplicationMain.launch(application)
            body(application)
            for scene in application.connectedScenes { scene._disconnect() }
        }
        _ApplicationMain.usesScenes = false
    }

    @Test("An app without scenes: inactive during willFinish/didFinish, then the app delegate's didBecomeActive")
    func launchWithoutScenes() {
        let delegate = LaunchAppDelegate()
        withLaunchedApplication(delegate) { application in
            #expect(LaunchLog.entries == ["app willFinishLaunching state=1", "app didFinishLaunching", "app didBecomeActive"])
            #expect(application.applicationState == .active && application.connectedScenes.isEmpty)
            LaunchLog.entries = []
            _ApplicationMain.windowDidLoseFocus()
            _ApplicationMain.windowDidGainFocus()
            _ApplicationMain.windowDidMinimize()
            _ApplicationMain.windowDidRestore()
            _ApplicationMain.windowDidClose()
            #expect(LaunchLog.entries == [
                "app willResignActive", "app didBecomeActive",
                "app willResignActive", "app didEnterBackground",
                "app willEnterForeground", "app didBecomeActive",
                "app willResignActive", "app didEnterBackground", "app willTerminate",
            ])
        }
    }

    @Test("A scene-based app: the configuration's delegate class is made, connected, and hears the states instead of the app delegate")
    func launchWithScenes() {
        _registerClassForUIApplicationMain(LaunchSceneDelegate.self) { LaunchSceneDelegate() }
        let delegate = LaunchSceneAppDelegate()
        withLaunchedApplication(delegate) { application in
            #expect(LaunchLog.entries == [
                "app didFinishLaunching", "app configurationForConnecting",
                "scene willConnect config=Default Configuration", "scene willEnterForeground", "scene didBecomeActive",
            ])
            let scene = application.connectedScenes.first
            #expect(scene?.activationState == .foregroundActive && scene?.delegate is LaunchSceneDelegate)
            LaunchLog.entries = []
            _ApplicationMain.windowDidLoseFocus()
            #expect(application.applicationState == .inactive)
            _ApplicationMain.windowDidGainFocus()
            _ApplicationMain.windowDidMinimize()
            #expect(application.applicationState == .background && scene?.activationState == .background)
            // Focus changes while minimised do not bring the app back.
            _ApplicationMain.windowDidLoseFocus()
            _ApplicationMain.windowDidRestore()
            _ApplicationMain.windowDidClose()
            #expect(LaunchLog.entries == [
                "scene willResignActive", "scene didBecomeActive",
                "scene willResignActive", "scene didEnterBackground",
                "scene willEnterForeground", "scene didBecomeActive",
                "scene willResignActive", "scene didEnterBackground", "scene didDisconnect", "app willTerminate",
            ])
            #expect(application.connectedScenes.isEmpty && scene?.activationState == .unattached)
        }
    }

    @Test("A delegate class name that is not registered raises NSInternalInconsistencyException, as for a class iOS has not loaded")
    func unknownDelegateClassRaises() {
        let exceptions = withCapturedExceptions {
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "MyApp.MissingDelegate")
        }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.map(\.reason) == ["Unable to instantiate the UIApplication delegate instance. No class named MyApp.MissingDelegate is loaded."])
    }

    @Test("Registered classes are made by the name NSStringFromClass gives them")
    func registryMakesClassesByName() {
        _registerClassForUIApplicationMain(LaunchAppDelegate.self) { LaunchAppDelegate() }
        #expect(NSStringFromClass(LaunchAppDelegate.self) == "UIKitTests.LaunchAppDelegate")
        #expect(_ApplicationMain.instantiate("UIKitTests.LaunchAppDelegate") is LaunchAppDelegate)
        #expect(_ApplicationMain.instantiate("UIKitTests.Nothing") == nil)
    }

    @Test("Without UIKitWindowHost linked, UIApplicationMain finds no window host (the app runs headless)")
    func noWindowHostInTests() {
        #expect(_ApplicationMain.host == nil)
    }
}
