import Testing
@testable import UIKit
import UIKitTesting

/// A view controller whose view is a tall scroll view: its content scroll view for both edges.
@MainActor
final class BarScrollingViewController: UIViewController {
    let scrollView = UIScrollView(frame: .zero)
    override func loadView() {
        scrollView.contentSize = CGSize(width: 393, height: 3000)
        scrollView.backgroundColor = .white
        view = scrollView
    }
}

@MainActor @Suite("Bar appearance objects", .checksForLeaks)
struct BarAppearanceObjectTests {
    @Test("A new appearance has the default background: a chrome blur, no colour or image, the system shadow")
    func defaults() {
        let appearance = UINavigationBarAppearance()
        #expect((appearance.backgroundEffect as UIBlurEffect?)?._style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.backgroundImage == nil)
        #expect(appearance.backgroundImageContentMode == .scaleToFill)
        #expect(appearance.shadowColor === _BarBackgroundConfiguration.shadowColor)
        #expect(appearance.shadowImage == nil)
        #expect(appearance.titleTextAttributes.isEmpty)
        #expect(appearance.largeTitleTextAttributes.isEmpty)
        #expect(appearance.titlePositionAdjustment == UIOffset.zero)
        #expect(appearance.idiom == .phone)
        #expect(appearance.backIndicatorImage === UINavigationBarAppearance._systemBackIndicator)
        #expect(appearance.backIndicatorImage.size == CGSize(width: 13, height: 21))
        #expect(appearance.backIndicatorImage.renderingMode == .alwaysTemplate)
        #expect(UIBarAppearance(idiom: .pad).idiom == .pad)
    }

    @Test("configureWithOpaqueBackground: the system background colour and the shadow; transparent: clear, no shadow")
    func configurations() {
        let appearance = UITabBarAppearance()
        appearance.backgroundImage = UIImage()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == UIColor.systemBackground)
        #expect(appearance.backgroundImage == nil)
        #expect(appearance.shadowColor === _BarBackgroundConfiguration.shadowColor)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == UIColor.clear)
        #expect(appearance.shadowColor == nil)
        #expect(!appearance._background.showsShadow)
        appearance.configureWithDefaultBackground()
        #expect((appearance.backgroundEffect as UIBlurEffect?)?._style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil)
        appearance.backgroundImageContentMode = .redraw
        #expect(appearance.backgroundImageContentMode == .scaleToFill, "redraw reads as scale to fill")
    }

    @Test("copy() is a deep copy of the same class: button and item appearances are copied too")
    func copySemantics() {
        let original = UINavigationBarAppearance()
        original.backgroundColor = .red
        original.titleTextAttributes = [.foregroundColor: UIColor.green]
        original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.blue]
        let copy: UINavigationBarAppearance = original.copy()
        #expect(copy !== original)
        #expect(copy.backgroundColor == UIColor.red)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == UIColor.green)
        #expect(copy.buttonAppearance !== original.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == UIColor.blue)
        copy.buttonAppearance.normal.titleTextAttributes = [:]
        copy.backgroundColor = .yellow
        #expect(original.buttonAppearance.normal.titleTextAttributes.count == 1)
        #expect(original.backgroundColor == UIColor.red)

        let tab = UITabBarAppearance()
        tab.stackedLayoutAppearance.selected.iconColor = .orange
        tab.stackedItemWidth = 80
        let tabCopy = tab.copy(with: nil) as! UITabBarAppearance
        #expect(tabCopy.stackedLayoutAppearance !== tab.stackedLayoutAppearance)
        #expect(tabCopy.stackedLayoutAppearance.selected.iconColor == UIColor.orange)
        #expect(tabCopy.stackedItemWidth == 80)
    }

    @Test("init(barAppearance:) takes the shared settings across classes, and the class's own from its own class")
    func initFromAnotherAppearance() {
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        toolbar.backgroundColor = .purple
        toolbar.doneButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
        let navigation = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(navigation.backgroundColor == UIColor.purple)
        #expect(navigation.backgroundEffect == nil)
        #expect(navigation.doneButtonAppearance.normal.titlePositionAdjustment == .zero, "a toolbar's buttons are not taken")
        let toolbarAgain = UIToolbarAppearance(barAppearance: toolbar)
        #expect(toolbarAgain.doneButtonAppearance.normal.titlePositionAdjustment == UIOffset(horizontal: 3, vertical: 0))
        #expect(toolbarAgain.doneButtonAppearance !== toolbar.doneButtonAppearance)
    }

    @Test("setBackIndicatorImage: both images set them; a nil one puts both back to the system chevron")
    func backIndicator() {
        let appearance = UINavigationBarAppearance()
        let image = UIImage(), mask = UIImage()
        appearance.setBackIndicatorImage(image, transitionMaskImage: mask)
        #expect(appearance.backIndicatorImage === image)
        #expect(appearance.backIndicatorTransitionMaskImage === mask)
        appearance.setBackIndicatorImage(image, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage === UINavigationBarAppearance._systemBackIndicator)
        #expect(appearance.backIndicatorTransitionMaskImage === UINavigationBarAppearance._systemBackIndicator)
    }

    @Test("Item appearances: configureWithDefault(for:) clears every state")
    func itemAppearances() {
        let button = UIBarButtonItemAppearance(style: .done)
        button.highlighted.titleTextAttributes = [.foregroundColor: UIColor.red]
        button.disabled.backgroundImagePositionAdjustment = UIOffset(horizontal: 1, vertical: 2)
        button.configureWithDefault(for: .plain)
        #expect(button.highlighted.titleTextAttributes.isEmpty)
        #expect(button.disabled.backgroundImagePositionAdjustment == .zero)
        let item = UITabBarItemAppearance(style: .inline)
        item.normal.badgeBackgroundColor = .green
        item.focused.badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
        item.configureWithDefault(for: .compactInline)
        #expect(item.normal.badgeBackgroundColor == nil)
        #expect(item.focused.badgeTitlePositionAdjustment == .zero)
        #expect(UITabBarItemAppearance.Style.compactInline.rawValue == 2)
        #expect(UITabBar.ItemPositioning.centered.rawValue == 2)
        #expect(NSDirectionalRectEdge.all.rawValue == 15)
        #expect(NSDirectionalRectEdge.bottom.rawValue == 4)
    }
}

@MainActor @Suite("Bar appearance resolution", .serialized, .checksForLeaks)
struct BarAppearanceResolutionTests {
    func red() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        return appearance
    }

    @Test("Assigning stores a copy; a change through the stored copy shows at the next layout")
    func barStoresACopy() {
        let nav = UINavigationController(rootViewController: BarScrollingViewController())
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        let mine = red()
        bar.standardAppearance = mine
        #expect(bar.standardAppearance !== mine)
        mine.backgroundColor = .green
        #expect(bar.standardAppearance.backgroundColor == UIColor.red, "the assigned object is not watched")
        // Scrolled away from the edge, the standard appearance shows.
        (nav.topViewController as! BarScrollingViewController).scrollView.contentOffset.y = 200
        spin()
        #expect(bar._backgroundView._colorForTesting == UIColor.red)
        bar.standardAppearance.backgroundColor = .blue
        spin()
        #expect(bar._backgroundView._colorForTesting == UIColor.blue)
        _ = window
    }

    @Test("iOS 15: a managed bar is transparent at the scroll edge without a scroll-edge appearance; standalone it is not")
    func transparentAtTheScrollEdge() {
        let root = BarScrollingViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        #expect(root.scrollView.contentOffset.y == -103, "resting at the top under the bar")
        #expect(bar._isAtScrollEdge)
        #expect(bar._shownAppearance?.backgroundColor == UIColor.clear)
        #expect(bar._shownAppearance?.backgroundEffect == nil)
        #expect(bar._backgroundView.isHidden)
        root.scrollView.contentOffset.y = -102
        spin()
        #expect(!bar._isAtScrollEdge)
        #expect((bar._shownAppearance?.backgroundEffect as UIBlurEffect?)?._style == .systemChromeMaterial)
        #expect(!bar._backgroundView.isHidden)
        #expect(bar._backgroundView._shadowFrameForTesting == CGRect(x: 0, y: 44, width: 393, height: 1.0 / 3))
        #expect(bar._backgroundView._areaForTesting == CGRect(x: 0, y: -59, width: 393, height: 103), "the background reaches over the status bar")
        root.scrollView.contentOffset.y = -103
        spin()
        #expect(bar._isAtScrollEdge && bar._backgroundView.isHidden)

        let standalone = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        standalone.items = [UINavigationItem(title: "Alone")]
        standalone.layoutIfNeeded()
        #expect((standalone._shownAppearance?.backgroundEffect as UIBlurEffect?)?._style == .systemChromeMaterial)
        _ = window
    }

    @Test("A plain view (no scroll view) keeps the bar at the scroll edge; the bar's scrollEdgeAppearance shows there")
    func noScrollViewIsAtTheEdge() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.scrollEdgeAppearance = red()
        let window = makeVisible(nav)
        #expect(root.contentScrollView(for: .top) == nil)
        #expect(nav.navigationBar._isAtScrollEdge)
        #expect(nav.navigationBar._backgroundView._colorForTesting == UIColor.red)
        _ = window
    }

    @Test("The top item's appearances override the bar's; a pop brings back the bar's")
    func itemOverridesBar() {
        let root = BarScrollingViewController(), pushed = BarScrollingViewController()
        let nav = UINavigationController(rootViewController: root)
        let blue = UINavigationBarAppearance()
        blue.backgroundColor = .blue
        nav.navigationBar.scrollEdgeAppearance = red()
        pushed.navigationItem.scrollEdgeAppearance = blue
        let window = makeVisible(nav)
        #expect(nav.navigationBar._shownAppearance?.backgroundColor == UIColor.red)
        nav.pushViewController(pushed, animated: false)
        spin()
        #expect(nav.navigationBar._shownAppearance?.backgroundColor == UIColor.blue)
        pushed.navigationItem.scrollEdgeAppearance?.backgroundColor = .green
        spin()
        #expect(nav.navigationBar._shownAppearance?.backgroundColor == UIColor.green, "the item's stored copy is watched")
        nav.popViewController(animated: false)
        spin()
        #expect(nav.navigationBar._shownAppearance?.backgroundColor == UIColor.red)
        _ = window
    }

    @Test("Compact height: compactAppearance, then the compact scroll edge falls back to scrollEdgeAppearance")
    func compactHeight() {
        let root = BarScrollingViewController()
        let nav = UINavigationController(rootViewController: root)
        let compact = UINavigationBarAppearance(), edge = UINavigationBarAppearance()
        compact.backgroundColor = .orange
        edge.backgroundColor = .purple
        nav.navigationBar.compactAppearance = compact
        nav.navigationBar.scrollEdgeAppearance = edge
        nav.traitOverrides.verticalSizeClass = .compact
        let window = makeVisible(nav)
        #expect(nav.navigationBar._isCompactHeight)
        #expect(nav.navigationBar._shownAppearance?.backgroundColor == UIColor.purple)
        root.scrollView.contentOffset.y = 0
        spin()
        #expect(nav.navigationBar._shownAppearance?.backgroundColor == UIColor.orange)
        let compactEdge = UINavigationBarAppearance()
        compactEdge.backgroundColor = .brown
        root.navigationItem.compactScrollEdgeAppearance = compactEdge
        root.scrollView.contentOffset.y = -root.scrollView.adjustedContentInset.top
        spin()
        #expect(nav.navigationBar._shownAppearance?.backgroundColor == UIColor.brown)
        _ = window
    }

    @Test("Title attributes and the position adjustment reach the title label")
    func titleAttributes() {
        let root = UIViewController()
        root.title = "Inbox"
        let nav = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        let font = UIFont.systemFont(ofSize: 20, weight: .bold)
        appearance.titleTextAttributes = [.font: font, .foregroundColor: UIColor.red]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 10, vertical: -2)
        nav.navigationBar.scrollEdgeAppearance = appearance
        let window = makeVisible(nav)
        let label = nav.navigationBar._titleLabel
        #expect(label.font == font)
        #expect(label.textColor == UIColor.red)
        let width = ceil(label.intrinsicContentSize.width)
        #expect(label.frame.midX == 196.5 + 10)
        #expect(label.frame.minY == -2)
        #expect(label.frame.width == width)
        _ = window
    }

    @Test("setContentScrollView(_:for:) chooses the scroll view; the automatic rule finds a first-level subview only")
    func contentScrollViewChoice() {
        let controller = UIViewController()
        let nested = UIView(frame: .zero), deep = UIScrollView(frame: .zero), direct = UIScrollView(frame: .zero)
        nested.addSubview(deep)
        controller.view.addSubview(nested)
        #expect(controller.contentScrollView(for: .top) == nil, "a scroll view two levels down is not found")
        controller.view.addSubview(direct)
        #expect(controller.contentScrollView(for: .top) === direct)
        controller.setContentScrollView(deep, for: .bottom)
        #expect(controller.contentScrollView(for: .bottom) === deep)
        #expect(controller.contentScrollView(for: .top) === direct)
        controller.setContentScrollView(deep)
        #expect(controller.contentScrollView(for: .top) === deep)
        controller.setContentScrollView(nil, for: .all)
        #expect(controller.contentScrollView(for: .bottom) === direct)
        let raised = withCapturedExceptions { _ = controller.contentScrollView(for: .leading) }
        #expect(raised.map(\.name) == [.invalidArgumentException])
    }

    @Test("Toolbar and tab bar: transparent at the bottom edge, the standard blur away from it")
    func bottomBars() {
        let content = BarScrollingViewController()
        content.toolbarItems = [UIBarButtonItem(title: "Go", style: .plain, target: nil, action: nil)]
        let nav = UINavigationController(rootViewController: content)
        nav.isToolbarHidden = false
        let tabs = UITabBarController()
        let plain = UIViewController()
        tabs.viewControllers = [nav, plain]
        let window = makeVisible(tabs)
        #expect(!nav.toolbar._isAtScrollEdge)
        #expect(!tabs.tabBar._isAtScrollEdge)
        #expect((tabs.tabBar._shownBackground?.effect as UIBlurEffect?)?._style == .systemChromeMaterial)
        #expect(!nav.toolbar._backgroundView.isHidden)
        let scroll = content.scrollView
        scroll.contentOffset.y = 3000 + scroll.adjustedContentInset.bottom - scroll.bounds.height
        spin()
        #expect(nav.toolbar._isAtScrollEdge && tabs.tabBar._isAtScrollEdge)
        #expect(tabs.tabBar._backgroundView.isHidden && nav.toolbar._backgroundView.isHidden)
        tabs.selectedIndex = 1
        spin()
        #expect(tabs.tabBar._isAtScrollEdge, "a plain view is at the edge")
        let edge = UITabBarAppearance()
        edge.backgroundColor = .cyan
        tabs.tabBar.scrollEdgeAppearance = edge
        spin()
        #expect(tabs.tabBar._backgroundView._colorForTesting == UIColor.cyan)
        _ = window
    }
}

@MainActor @Suite("Bar button item appearances in bars", .serialized, .checksForLeaks)
struct BarButtonItemAppearanceInBarTests {
    @Test("buttonAppearance, doneButtonAppearance and backButtonAppearance reach the item views; disabled uses its state")
    func buttonAppearancesReachItems() {
        let root = UIViewController(), top = UIViewController()
        root.title = "Inbox"
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        top.navigationItem.rightBarButtonItems = [done, edit]
        let appearance = UINavigationBarAppearance()
        let big = UIFont.systemFont(ofSize: 20)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red, .font: big]
        appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.gray]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.purple]
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.scrollEdgeAppearance = appearance
        let window = makeVisible(nav)
        nav.pushViewController(top, animated: false)
        spin()
        let editView = edit._itemView!, doneView = done._itemView!
        #expect(editView.titleLabel.textColor == UIColor.red)
        #expect(editView.titleLabel.font == big)
        #expect(editView.frame.width == ceil(editView.titleLabel.intrinsicContentSize.width))
        #expect(doneView.titleLabel.textColor == UIColor.green)
        #expect(doneView.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold), "no font set: the done default")
        #expect(nav.navigationBar._backButtonView?.titleLabel.textColor == UIColor.purple)
        edit.isEnabled = false
        nav.navigationBar.setNeedsLayout()
        spin()
        #expect(editView.titleLabel.textColor == UIColor.gray)
        #expect(editView.titleLabel.font == UIFont.systemFont(ofSize: 17), "the disabled state sets no font")
        _ = window
    }
}
