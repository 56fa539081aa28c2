import Testing
@testable import UIKit
import UIKitTesting

/// UIApplication's deprecated status-bar setters: they decide the status bar only when the Info
/// dictionary's `UIViewControllerBasedStatusBarAppearance` is false, and are ignored otherwise.
@MainActor @Suite("UIApplication's deprecated status-bar setters", .serialized, .checksForLeaks)
struct LegacyStatusBarSetterTests {
    private func makeWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = UIWindow.Level(rawValue: 900)
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin()
        return window
    }

    @Test("View-controller based (the default): every setter is ignored and the controller still decides")
    func viewControllerBasedIgnoresSetters() {
        let root = StatusBarPreferringController()
        root.style = .lightContent
        let window = makeWindow(root)
        defer { window.isHidden = true }
        let app = UIApplication.shared
        #expect(app._legacyStatusBar.isViewControllerBased, "no Info.plist key: view controllers decide")
        let before = applicationStatusBarChanges()
        app.setStatusBarHidden(true, with: .slide)
        app.isStatusBarHidden = true
        app.setStatusBarStyle(.darkContent, animated: true)
        app.statusBarStyle = .darkContent
        #expect(!app.isStatusBarHidden)
        #expect(app.statusBarStyle == .lightContent)
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        #expect(!systemChrome(of: window).isStatusBarHidden)
        #expect(statusBarAppearance(over: window).drawsLightContent)
        #expect(applicationStatusBarChanges() == before, "ignored calls are not recorded")
    }

    @Test("Not view-controller based: the app's setters decide hidden and style; the controller's preferences are not used")
    func settersDecideWhenNotViewControllerBased() throws {
        let root = StatusBarPreferringController()
        root.style = .lightContent
        root.hidden = true
        let scene = connectWindowScene(delegate: nil)
        defer { disconnectScene(scene) }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        spin()
        let manager = try #require(scene.statusBarManager)
        #expect(manager.isStatusBarHidden && manager.statusBarStyle == .lightContent, "controller-based before the switch")
        withViewControllerBasedStatusBarAppearance(false) {
            let app = UIApplication.shared
            #expect(applicationStatusBarChanges() == [])
            // The app's own state: .default, shown (no UIStatusBarStyle/UIStatusBarHidden keys).
            #expect(!manager.isStatusBarHidden && manager.statusBarStyle == .default)
            #expect(!app.isStatusBarHidden && app.statusBarStyle == .default)
            #expect(!statusBarAppearance(over: window).drawsLightContent)
            app.setStatusBarStyle(.lightContent, animated: true)
            #expect(app.statusBarStyle == .lightContent && manager.statusBarStyle == .lightContent)
            #expect(systemChrome(of: window).statusBarStyle == .lightContent)
            #expect(statusBarAppearance(over: window).drawsLightContent)
            root.style = .darkContent
            root.setNeedsStatusBarAppearanceUpdate()
            #expect(app.statusBarStyle == .lightContent, "the controller's style is not used")
            app.setStatusBarHidden(true, with: .slide)
            #expect(app.isStatusBarHidden && manager.isStatusBarHidden)
            #expect(manager.statusBarFrame == .zero && app.statusBarFrame == .zero)
            #expect(statusBarAppearance(over: window).isHidden)
            app.isStatusBarHidden = false
            #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
            #expect(!systemChrome(of: window).isStatusBarHidden, "root.hidden = true is not used")
            app.statusBarStyle = .darkContent
            #expect(manager.statusBarStyle == .darkContent)
            #expect(applicationStatusBarChanges() == [
                .style(.lightContent, animated: true), .hidden(true, animation: .slide),
                .hidden(false, animation: .none), .style(.darkContent, animated: false),
            ])
        }
        #expect(applicationStatusBarChanges() == [], "the switch restores the application's state")
        #expect(manager.statusBarStyle == .darkContent && manager.isStatusBarHidden, "the controller decides again")
    }

    @Test("Not view-controller based: a phone in landscape hides the status bar whatever the app set (inferred)")
    func landscapeHidesItAnyway() {
        let root = StatusBarPreferringController()
        root.hidden = false
        let window = makeWindow(root)
        defer { window.isHidden = true }
        withViewControllerBasedStatusBarAppearance(false) {
            let app = UIApplication.shared
            app.setStatusBarHidden(false, with: .none)
            #expect(!app.isStatusBarHidden)
            window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
            #expect(window.traitCollection.verticalSizeClass == .compact)
            #expect(app.isStatusBarHidden)
            #expect(systemChrome(of: window).isStatusBarHidden)
            window.frame = UIScreen.main.bounds
            #expect(!app.isStatusBarHidden)
        }
    }

    @Test("The Info dictionary's keys: UIViewControllerBasedStatusBarAppearance (true when absent), UIStatusBarStyle, UIStatusBarHidden")
    func infoDictionaryKeys() {
        let absent = _LegacyStatusBarState.fromInfoDictionary(nil)
        #expect(absent.isViewControllerBased && absent.style == .default && !absent.isHidden)
        let set = _LegacyStatusBarState.fromInfoDictionary([
            "UIViewControllerBasedStatusBarAppearance": false,
            "UIStatusBarStyle": "UIStatusBarStyleLightContent",
            "UIStatusBarHidden": true,
        ])
        #expect(!set.isViewControllerBased && set.style == .lightContent && set.isHidden)
        #expect(_LegacyStatusBarState.style(named: "UIStatusBarStyleDarkContent") == .darkContent)
        #expect(_LegacyStatusBarState.style(named: "UIStatusBarStyleDefault") == .default)
        #expect(_LegacyStatusBarState.style(named: "UIStatusBarStyleBlackOpaque") == .lightContent)
        #expect(_LegacyStatusBarState.style(named: "Light") == nil)
    }
}
