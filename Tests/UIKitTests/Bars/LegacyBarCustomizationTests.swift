import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("Legacy bar customisation feeding the appearances", .serialized, .checksForLeaks)
struct LegacyBarCustomizationTests {
    @Test("UIBarMetrics and UIBarPosition carry UIKit's raw values")
    func rawValues() {
        #expect(UIBarMetrics.default.rawValue == 0 && UIBarMetrics.compact.rawValue == 1)
        #expect(UIBarMetrics.defaultPrompt.rawValue == 101 && UIBarMetrics.compactPrompt.rawValue == 102)
        #expect(UIBarPosition.any.rawValue == 0 && UIBarPosition.bottom.rawValue == 1)
        #expect(UIBarPosition.top.rawValue == 2 && UIBarPosition.topAttached.rawValue == 3)
    }

    @Test("barTintColor becomes the standard appearance's background colour over the blur; the scroll edge stays transparent")
    func barTintColor() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        bar.barTintColor = .systemRed
        #expect(bar.standardAppearance.backgroundColor == .systemRed)
        #expect(bar.standardAppearance.backgroundEffect != nil, "a translucent bar keeps its blur")
        #expect(bar.scrollEdgeAppearance == nil)
        bar.layoutIfNeeded()
        #expect(bar._backgroundView._colorForTesting == nil, "at the scroll edge: the transparent standard appearance (iOS 15)")
        bar.scrollEdgeAppearance = bar.standardAppearance
        bar.layoutIfNeeded()
        #expect(bar._backgroundView._colorForTesting == .systemRed)
        _ = window
    }

    @Test("isTranslucent = false drops the blur and fills with barTintColor, else the system background")
    func opaqueBars() {
        for bar in [UINavigationBar(frame: .zero), UIToolbar(frame: .zero), UITabBar(frame: .zero)] as [UIView] {
            let (standard, set): (UIBarAppearance, (Bool, UIColor?) -> Void) = switch bar {
            case let bar as UINavigationBar: (bar.standardAppearance, { bar.isTranslucent = $0; bar.barTintColor = $1 })
            case let bar as UIToolbar: (bar.standardAppearance, { bar.isTranslucent = $0; bar.barTintColor = $1 })
            case let bar as UITabBar: (bar.standardAppearance, { bar.isTranslucent = $0; bar.barTintColor = $1 })
            default: fatalError()
            }
            set(false, nil)
            #expect(standard.backgroundEffect == nil, "\(bar)")
            #expect(standard.backgroundColor == .systemBackground, "\(bar)")
            set(false, .systemYellow)
            #expect(standard.backgroundColor == .systemYellow, "\(bar)")
            set(true, nil)
            #expect(standard.backgroundEffect != nil && standard.backgroundColor == nil, "\(bar)")
        }
    }

    @Test("setBackgroundImage(_:for:) fills the standard appearance (.default) or a compact copy (.compact); the shadow image needs one")
    func backgroundAndShadowImages() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        let shadow = barImage(2, .systemGray)
        bar.shadowImage = shadow
        #expect(bar.standardAppearance.shadowImage == nil, "no custom background image yet")
        let image = barImage(10, .systemPink)
        bar.setBackgroundImage(image, for: .default)
        #expect(bar.backgroundImage(for: .default) === image)
        #expect(bar.standardAppearance.backgroundImage === image)
        #expect(bar.standardAppearance.backgroundEffect == nil, "an image replaces the blur")
        #expect(bar.standardAppearance.shadowImage === shadow)
        #expect(bar.compactAppearance == nil)
        let compact = barImage(10, .systemMint)
        bar.setBackgroundImage(compact, for: .compact)
        #expect(bar.compactAppearance?.backgroundImage === compact)
        #expect(bar.standardAppearance.backgroundImage === image)
        bar.setBackgroundImage(nil, for: .compact)
        #expect(bar.compactAppearance?.backgroundImage === image, "compact falls back to the default image")
        let toolbar = UIToolbar(frame: .zero)
        toolbar.setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
        #expect(toolbar.standardAppearance.backgroundImage === image)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)
        let tabBar = UITabBar(frame: .zero)
        tabBar.backgroundImage = image
        tabBar.shadowImage = shadow
        #expect(tabBar.standardAppearance.backgroundImage === image && tabBar.standardAppearance.shadowImage === shadow)
    }

    @Test("titleTextAttributes reach the title label through the appearance; the bar's tintColor colours its items")
    func titleAttributesAndTint() {
        let root = UIViewController()
        root.title = "Inbox"
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = edit
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemGreen, .font: font]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemBrown]
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        #expect(bar.standardAppearance.largeTitleTextAttributes[.foregroundColor] as? UIColor == .systemBrown)
        bar.tintColor = .systemOrange
        bar.layoutIfNeeded()
        #expect(bar._titleLabel.textColor == .systemGreen && bar._titleLabel.font == font)
        #expect(edit._itemView?.titleLabel.textColor == .systemOrange)
        _ = window
    }
}

/// A root view controller whose status bar preferences a test sets.
@MainActor final class StatusBarPreferringController: UIViewController {
    var style = UIStatusBarStyle.default
    /// Nil: the default (hidden only when vertically compact).
    var hidden: Bool?
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden ?? super.prefersStatusBarHidden }
}

@MainActor @Suite("UIStatusBarManager", .serialized, .checksForLeaks)
struct StatusBarManagerTests {
    @Test("A scene's statusBarManager: 393×54 at the top on a Dynamic Island phone, the root's style; .zero while hidden")
    func sceneStatusBar() throws {
        let scene = connectWindowScene(delegate: nil)
        defer { disconnectScene(scene) }
        let manager = try #require(scene.statusBarManager)
        #expect(scene.statusBarManager === manager)
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero, "no window with a root controller yet")
        let window = UIWindow(windowScene: scene)
        let root = StatusBarPreferringController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin()
        #expect(!manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(manager.statusBarStyle == .default)
        root.style = .lightContent
        #expect(manager.statusBarStyle == .default, "not shown until the controller asks for an update")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent)
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
        window.isHidden = true
    }

    @Test("Landscape hides it (prefersStatusBarHidden in a vertically compact environment); UIApplication.statusBarFrame reads it too")
    func landscapeAndApplication() {
        let root = StatusBarPreferringController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = UIWindow.Level(rawValue: 900)
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin()
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(!UIApplication.shared.isStatusBarHidden)
        root.style = .darkContent
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        window.isHidden = true
    }
}
