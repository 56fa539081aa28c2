import Testing
@testable import UIKit
import UIKitTesting

/// The status bar the system draws over the app in screen snapshots and the window (issue 17): its
/// height from the screen's metrics, its content colour from the resolved `preferredStatusBarStyle`,
/// hidden with `prefersStatusBarHidden`, and never part of the app's view hierarchy.
@MainActor @Suite("Status bar drawing", .checksForLeaks)
struct StatusBarDrawingTests {
    /// A visible window whose root shows `color` and answers `style` / `hidden`.
    func window(_ color: UIColor, style: UIStatusBarStyle = .default, hidden: Bool = false) -> (UIWindow, PreferringViewController) {
        let root = PreferringViewController(style: style)
        root.hidden = hidden
        root.view.backgroundColor = color
        let window = makeVisible(root)
        root.setNeedsStatusBarAppearanceUpdate()
        return (window, root)
    }

    /// The darkest and brightest luminance (0…255) in `rect` (points) of `image` drawn at `scale`.
    func luminanceRange(_ image: _PixelBuffer, _ rect: CGRect, scale: CGFloat) -> (min: Int, max: Int) {
        var low = 255, high = 0
        for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
                let p = image.pixel(x: x, y: y)
                let l = (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000
                low = min(low, l)
                high = max(high, l)
            }
        }
        return (low, high)
    }

    /// Where the time and the glyphs are drawn on the 393-point phone: left and right of the centre.
    let timeArea = CGRect(x: 20, y: 18, width: 90, height: 26)
    let glyphArea = CGRect(x: 290, y: 18, width: 80, height: 26)

    @Test("The height comes from the screen's top safe area: 54 on Dynamic Island phones (59), else the inset")
    func heightFromSafeArea() {
        #expect(_UIStatusBarMetrics.height(forTopSafeAreaInset: 59) == 54)
        #expect(_UIStatusBarMetrics.height(forTopSafeAreaInset: 47) == 47)
        #expect(_UIStatusBarMetrics.height(forTopSafeAreaInset: 20) == 20)
        #expect(_UIStatusBarMetrics.height(forTopSafeAreaInset: 0) == 0)
        #expect(_UIStatusBarMetrics.provisionalTime == "9:41")
        let (window, _) = window(.white)
        defer { window.isHidden = true }
        let bar = statusBarAppearance(over: window)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 54))
        #expect(!bar.isHidden)
        #expect(!bar.drawsLightContent)
    }

    @Test("The status bar is not in the window's hierarchy: view snapshots never show it, screen snapshots do")
    func notInTheViewHierarchy() {
        let (window, root) = window(.white)
        defer { window.isHidden = true }
        let screen = _screenImage(of: window, scale: 1, includesStatusBar: true)
        #expect(window.subviews == [root.view])
        #expect(root.view.subviews == [])
        let view = _FrameRenderer.image(of: window.layer, scale: 1)
        #expect(luminanceRange(view, timeArea, scale: 1).min == 255, "a view snapshot of the window has no time")
        #expect(luminanceRange(screen, timeArea, scale: 1).min < 60, "the screen shows the time in black")
        #expect(luminanceRange(screen, glyphArea, scale: 1).min < 60, "and the glyphs")
        let bare = _screenImage(of: window, scale: 1, includesStatusBar: false)
        #expect(luminanceRange(bare, timeArea, scale: 1).min == 255, "includesStatusBar: false leaves it out")
    }

    @Test("Light content: .lightContent, or .default in dark mode, draws white; .darkContent draws black in dark mode")
    func contentColourFollowsTheResolvedStyle() {
        let (light, _) = window(.black, style: .lightContent)
        #expect(statusBarAppearance(over: light).drawsLightContent)
        let image = _screenImage(of: light, scale: 1, includesStatusBar: true)
        #expect(luminanceRange(image, timeArea, scale: 1).max > 200)
        light.isHidden = true

        let (dark, root) = window(.black, style: .default)
        dark.overrideUserInterfaceStyle = .dark
        #expect(statusBarAppearance(over: dark).drawsLightContent, ".default follows dark mode")
        root.style = .darkContent
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(!statusBarAppearance(over: dark).drawsLightContent)
        #expect(luminanceRange(_screenImage(of: dark, scale: 1, includesStatusBar: true), timeArea, scale: 1).max == 0,
                "black content on a black screen")
        dark.isHidden = true
    }

    @Test("The style comes from the controller the system resolves: a navigation controller's top child via childForStatusBarStyle")
    func styleFromTheResolvedController() {
        let parent = PreferringViewController(style: .darkContent)
        let child = PreferringViewController(style: .lightContent)
        embed(child, in: parent)
        parent.styleChild = child
        let window = makeVisible(parent)
        defer { window.isHidden = true }
        parent.setNeedsStatusBarAppearanceUpdate()
        #expect(statusBarAppearance(over: window).drawsLightContent)
        parent.styleChild = nil
        parent.setNeedsStatusBarAppearanceUpdate()
        #expect(!statusBarAppearance(over: window).drawsLightContent)
    }

    @Test("prefersStatusBarHidden hides it: the screen snapshot equals the one without a status bar")
    func hiddenWhenPreferred() {
        let (window, root) = window(.white, hidden: true)
        defer { window.isHidden = true }
        #expect(statusBarAppearance(over: window).isHidden)
        let with = _screenImage(of: window, scale: 1, includesStatusBar: true)
        let without = _screenImage(of: window, scale: 1, includesStatusBar: false)
        #expect(_compareSnapshots(with, without).differing == 0)
        root.hidden = false
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(!statusBarAppearance(over: window).isHidden)
        #expect(_compareSnapshots(_screenImage(of: window, scale: 1, includesStatusBar: true), without).differing > 100)
    }

    @Test("A screen without a top inset has no status bar; a window with no root controls none")
    func noStatusBarWithoutInsetOrRoot() {
        let bare = UIWindow(frame: UIScreen.main.bounds)
        bare.makeKeyAndVisible()
        #expect(statusBarAppearance(over: bare).isHidden, "nothing controls the status bar")
        bare.isHidden = true
        let saved = UIScreen.main._safeAreaInsets
        defer { configureMainScreen(safeAreaInsets: saved) }
        configureMainScreen(safeAreaInsets: .zero)
        let (window, _) = window(.white)
        defer { window.isHidden = true }
        let bar = statusBarAppearance(over: window)
        #expect(bar.frame.height == 0)
        #expect(bar.isHidden)
    }

    @Test("snapshot: a light screen and a dark screen with their status bars, as a phone screenshot shows them")
    func screenSnapshots() {
        for style in [UIUserInterfaceStyle.light, .dark] {
            let (window, root) = window(.systemBackground)
            window.overrideUserInterfaceStyle = style
            let title = UILabel(frame: CGRect(x: 20, y: 70, width: 353, height: 41))
            title.text = "Today"
            title.font = .systemFont(ofSize: 34, weight: .bold)
            root.view.addSubview(title)
            assertScreenSnapshot(of: window, named: style == .dark ? "status-bar-dark" : "status-bar-light", scale: 2)
            window.isHidden = true
        }
    }

    @Test("Over a page sheet's black backdrop the status bar draws light content, and dark again after the dismissal")
    func lightOverTheSheetBackdrop() {
        let (window, root) = window(.white)
        defer { window.isHidden = true }
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        spin()
        #expect(statusBarAppearance(over: window).drawsLightContent)
        sheet.dismiss(animated: false)
        spin()
        #expect(!statusBarAppearance(over: window).drawsLightContent)
    }
}
