import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("System preferences: status bar, orientation, home indicator (spec §18)", .checksForLeaks)
struct SystemPreferencesTests {
    @Test("W29: defaults: .allButUpsideDown (26) on the phone idiom, .all (30) on the pad idiom, .fade, hidden only when vertically compact")
    func defaults() {
        let plain = UIViewController()
        #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(plain.supportedInterfaceOrientations.rawValue == 26)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade)
        #expect(plain.preferredStatusBarStyle == .default)
        #expect(plain.shouldAutorotate)
        #expect(plain.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(!plain.modalPresentationCapturesStatusBarAppearance)
        #expect(!plain.prefersHomeIndicatorAutoHidden && plain.childForHomeIndicatorAutoHidden == nil)
        #expect(plain.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(!plain.prefersPointerLocked && plain.childViewControllerForPointerLock == nil)
        #expect(plain.childForStatusBarStyle == nil && plain.childForStatusBarHidden == nil)

        let parent = UIViewController(), padChild = UIViewController()
        embed(padChild, in: parent)
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceIdiom: .pad), forChild: padChild)
        #expect(padChild.supportedInterfaceOrientations == .all)
        #expect(padChild.supportedInterfaceOrientations.rawValue == 30)

        let window = makeVisible(plain)
        #expect(!plain.prefersStatusBarHidden)
        #expect(systemChrome(of: window).isStatusBarHidden == false)
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(plain.traitCollection.verticalSizeClass == .compact)
        #expect(plain.prefersStatusBarHidden)
        #expect(plain.preferredInterfaceOrientationForPresentation == .landscapeRight)
        // The size change makes the system read the preferences again.
        #expect(systemChrome(of: window).isStatusBarHidden)
        #expect(systemChrome(of: window).interfaceOrientation == .landscapeRight)
        #expect(statusBarHiddenChanges(of: window) == [StatusBarHiddenChange(isHidden: true, animation: nil)])
    }

    @Test("W30: the childForStatusBarStyle chain R → C → G resolves to G's style; when R returns nil, to R's")
    func childResolutionChain() {
        let r = PreferringViewController(style: .darkContent)
        let c = PreferringViewController(style: .default)
        let g = PreferringViewController(style: .lightContent)
        embed(c, in: r)
        embed(g, in: c)
        r.styleChild = c
        c.styleChild = g
        let window = makeVisible(r)
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)

        r.styleChild = nil
        // Not read again until someone asks.
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        g.setNeedsStatusBarAppearanceUpdate()
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
    }

    @Test("W31: a page sheet leaves the status bar to its presenter unless it captures it; a full-screen presentation takes it")
    func presentationCapture() {
        let a = PreferringViewController(style: .darkContent)
        let window = makeVisible(a)
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)

        let sheet = PreferringViewController(style: .lightContent)
        sheet.modalPresentationStyle = .pageSheet
        a.present(sheet, animated: false)
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
        a.dismiss(animated: false)
        spin()

        let capturing = PreferringViewController(style: .lightContent)
        capturing.modalPresentationStyle = .pageSheet
        capturing.modalPresentationCapturesStatusBarAppearance = true
        a.present(capturing, animated: false)
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        a.dismiss(animated: false)
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)

        let full = PreferringViewController(style: .lightContent)
        full.modalPresentationStyle = .fullScreen
        a.present(full, animated: false)
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        a.dismiss(animated: false)
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
    }

    @Test("W31: an animated full-screen presentation hands the status bar over in the turn it begins, and back in the turn its dismissal begins")
    func animatedPresentationHandsOverAtTheStart() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = PreferringViewController(style: .darkContent)
        let window = makeVisible(a)
        let full = PreferringViewController(style: .lightContent)
        full.modalPresentationStyle = .fullScreen
        a.present(full, animated: true)
        spin()
        #expect(a.presentedViewController === full)
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        clock.advance(by: 1)
        a.dismiss(animated: true)
        spin()
        #expect(a.presentedViewController === full)
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
        clock.advance(by: 1)
        #expect(a.presentedViewController == nil)
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
    }

    @Test("W32: a navigation controller with its bar showing answers from barStyle, not from its top view controller")
    func navigationDefault() {
        let top = PreferringViewController(style: .lightContent)
        let navigation = UINavigationController(rootViewController: top)
        let window = makeVisible(navigation)
        #expect(navigation.navigationBar.barStyle == .default)
        #expect(systemChrome(of: window).statusBarStyle == .default)

        navigation.navigationBar.barStyle = .black
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)

        // Provisional (spec D11): with the bar hidden, the top view controller decides.
        navigation.navigationBar.barStyle = .default
        top.style = .darkContent
        navigation.isNavigationBarHidden = true
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(navigation.childForStatusBarStyle === top)
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
    }

    @Test("Resolution through navigation: a pushed controller decides, in the turn of the push, when the navigation controller names its top")
    func navigationPushFollowsTop() {
        let root = PreferringViewController(style: .darkContent)
        let navigation = TopDecidesNavigationController(rootViewController: root)
        let window = makeVisible(navigation)
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)

        let pushed = PreferringViewController(style: .lightContent)
        pushed.hidden = true
        navigation.pushViewController(pushed, animated: false)
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        // UINavigationController's childForStatusBarHidden is its top view controller.
        #expect(systemChrome(of: window).isStatusBarHidden)

        navigation.popViewController(animated: false)
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
        #expect(!systemChrome(of: window).isStatusBarHidden)
        #expect(statusBarHiddenChanges(of: window) == [StatusBarHiddenChange(isHidden: true, animation: nil),
                                                       StatusBarHiddenChange(isHidden: false, animation: nil)])
    }

    @Test("Resolution through tabs (provisional, spec D12): the status bar follows the selected tab")
    func statusBarFollowsTheSelectedTab() {
        let light = PreferringViewController(style: .lightContent)
        let dark = PreferringViewController(style: .darkContent)
        dark.hidden = true
        let tabs = UITabBarController()
        tabs.viewControllers = [light, dark]
        let window = makeVisible(tabs)
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        #expect(!systemChrome(of: window).isStatusBarHidden)

        tabs.selectedIndex = 1
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
        #expect(systemChrome(of: window).isStatusBarHidden)

        tabs.selectedViewController = light
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        #expect(!systemChrome(of: window).isStatusBarHidden)
    }

    @Test("setNeedsStatusBarAppearanceUpdate reads at once; inside an animation block the hidden change animates with the controller's animation")
    func updateRequestsAndAnimation() {
        let root = PreferringViewController(style: .darkContent)
        let window = makeVisible(root)
        root.hidden = true
        root.style = .lightContent
        // Nothing asked the system to look again.
        #expect(systemChrome(of: window).statusBarStyle == .darkContent)
        #expect(!systemChrome(of: window).isStatusBarHidden)

        root.animation = .slide
        UIView.animate(withDuration: 0.3) { root.setNeedsStatusBarAppearanceUpdate() }
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
        #expect(systemChrome(of: window).isStatusBarHidden)

        root.hidden = false
        root.setNeedsStatusBarAppearanceUpdate()
        // A style-only update records no hidden change.
        root.style = .darkContent
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(statusBarHiddenChanges(of: window) == [StatusBarHiddenChange(isHidden: true, animation: .slide),
                                                       StatusBarHiddenChange(isHidden: false, animation: nil)])

        // `.none` inside an animation block is not an animation.
        root.animation = .none
        root.hidden = true
        UIView.animate(withDuration: 0.3) { root.setNeedsStatusBarAppearanceUpdate() }
        #expect(statusBarHiddenChanges(of: window).last == StatusBarHiddenChange(isHidden: true, animation: nil))
    }

    @Test("A controller off screen asking for an update changes nothing; the window reads it when it is shown")
    func requestsOffScreen() {
        let root = PreferringViewController(style: .lightContent)
        root.setNeedsStatusBarAppearanceUpdate()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        #expect(systemChrome(of: window).statusBarStyle == .default)
        window.makeKeyAndVisible()
        spin()
        #expect(systemChrome(of: window).statusBarStyle == .lightContent)
    }

    @Test("Orientations: asked of the root or the topmost window-filling presented controller; containers ask their delegates")
    func orientations() {
        let root = PreferringViewController()
        root.orientations = .portrait
        let window = makeVisible(root)
        #expect(systemChrome(of: window).supportedInterfaceOrientations == .portrait)

        root.orientations = .all
        #expect(systemChrome(of: window).supportedInterfaceOrientations == .portrait)
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(systemChrome(of: window).supportedInterfaceOrientations == .all)

        let sheet = PreferringViewController()
        sheet.orientations = .landscape
        root.present(sheet, animated: false)
        spin()
        #expect(systemChrome(of: window).supportedInterfaceOrientations == .all)
        root.dismiss(animated: false)
        spin()

        let cover = PreferringViewController()
        cover.orientations = .landscape
        cover.modalPresentationStyle = .overFullScreen
        root.present(cover, animated: false)
        spin()
        #expect(systemChrome(of: window).supportedInterfaceOrientations == .landscape)
        #expect(systemChrome(of: window).supportedInterfaceOrientations.rawValue == 24)
        root.dismiss(animated: false)
        spin()
        #expect(systemChrome(of: window).supportedInterfaceOrientations == .all)
    }

    @Test("Navigation and tab controllers take their orientations from their delegates, else the default")
    func containerOrientationDelegates() {
        final class Delegate: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {
            func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask { .portrait }
            func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation { .landscapeLeft }
            func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { .landscapeRight }
        }
        final class Silent: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate {}
        let top = PreferringViewController()
        top.orientations = .landscape
        let navigation = UINavigationController(rootViewController: top)
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        let silent = Silent()
        navigation.delegate = silent
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
        let delegate = Delegate()
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .portrait)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .landscapeLeft)

        let tabs = UITabBarController()
        tabs.viewControllers = [PreferringViewController()]
        tabs.delegate = silent
        #expect(tabs.supportedInterfaceOrientations == .allButUpsideDown)
        tabs.delegate = delegate
        #expect(tabs.supportedInterfaceOrientations == .landscapeRight)
        #expect(tabs.preferredInterfaceOrientationForPresentation == .portrait)
    }

    @Test("An empty orientation mask with shouldAutorotate raises UIApplicationInvalidInterfaceOrientation; the shown mask is kept")
    func emptyOrientationMaskRaises() {
        let root = PreferringViewController()
        root.orientations = .portrait
        let window = makeVisible(root)
        root.orientations = []
        let exceptions = withCapturedExceptions { root.setNeedsUpdateOfSupportedInterfaceOrientations() }
        #expect(exceptions.map(\.name.rawValue) == ["UIApplicationInvalidInterfaceOrientation"])
        #expect(exceptions.first?.reason
                == "Supported orientations has no common orientation with the application, and [UIKitTests.PreferringViewController shouldAutorotate] is returning YES")
        #expect(systemChrome(of: window).supportedInterfaceOrientations == .portrait)
        root.rotates = false
        #expect(withCapturedExceptions { root.setNeedsUpdateOfSupportedInterfaceOrientations() }.isEmpty)
    }

    @Test("Home indicator, deferred edges and pointer lock follow their childFor… chains when asked")
    func homeIndicatorEdgesAndPointerLock() {
        let root = PreferringViewController()
        let child = PreferringViewController()
        embed(child, in: root)
        child.homeIndicatorHidden = true
        child.deferredEdges = [.bottom, .left]
        child.pointerLocked = true
        let window = makeVisible(root)
        #expect(systemChrome(of: window).isHomeIndicatorAutoHidden == false)
        #expect(systemChrome(of: window).screenEdgesDeferringSystemGestures == [])
        #expect(systemChrome(of: window).isPointerLocked == false)

        root.homeIndicatorChild = child
        root.deferredEdgesChild = child
        root.pointerLockChild = child
        #expect(systemChrome(of: window).isHomeIndicatorAutoHidden == false)
        child.setNeedsUpdateOfHomeIndicatorAutoHidden()
        #expect(systemChrome(of: window).isHomeIndicatorAutoHidden)
        #expect(systemChrome(of: window).screenEdgesDeferringSystemGestures == [])
        child.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #expect(systemChrome(of: window).screenEdgesDeferringSystemGestures.rawValue == 6)
        #expect(!systemChrome(of: window).isPointerLocked)
        child.setNeedsUpdateOfPrefersPointerLocked()
        #expect(systemChrome(of: window).isPointerLocked)
    }

    @Test("W33: enumeration raw values")
    func rawValues() {
        #expect(UIInterfaceOrientation.unknown.rawValue == 0)
        #expect(UIInterfaceOrientation.portrait.rawValue == 1)
        #expect(UIInterfaceOrientation.portraitUpsideDown.rawValue == 2)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIRectEdge.none.rawValue == 0)
        #expect([UIRectEdge.top, .left, .bottom, .right].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIRectEdge.all.rawValue == 15)
        #expect(UIStatusBarStyle.default.rawValue == 0)
        #expect(UIStatusBarStyle.lightContent.rawValue == 1)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        #expect([UIStatusBarAnimation.none, .fade, .slide].map(\.rawValue) == [0, 1, 2])
        #expect([UIBarStyle.default, .black, .blackTranslucent].map(\.rawValue) == [0, 1, 2])
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape && UIInterfaceOrientation.portraitUpsideDown.isPortrait)
    }
}
