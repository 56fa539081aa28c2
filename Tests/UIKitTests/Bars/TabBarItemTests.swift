import Testing
@testable import UIKit
import UIKitTesting

/// A tab bar controller subclass that logs its tab bar delegate call, and what is selected at that moment.
@MainActor final class LoggingTabBarController: UITabBarController {
    var log: EventLog?
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        log?.add("tabBar(didSelect: \(item.title ?? "nil")) selectedIndex=\(selectedIndex) barSelected=\(tabBar.selectedItem?.title ?? "nil")")
        super.tabBar(tabBar, didSelect: item)
    }
}

@MainActor final class TabBarDelegateLog: NSObject, UITabBarDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        log.add("didSelect(\(item.title ?? "nil")) selected=\(tabBar.selectedItem?.title ?? "nil")")
    }
}

@MainActor @Suite("Tab bar items drawn and tapped", .serialized, .checksForLeaks)
struct TabBarItemTests {
    /// Three tabs titled One, Two, Three with 25-point images, in a window that simulated taps reach.
    func makeTabs(_ log: EventLog, controller: UITabBarController = UITabBarController())
        -> (UITabBarController, [LoggingViewController], TabDelegateLog, UIWindow) {
        let tabs = ["One", "Two", "Three"].map { name in
            let tab = LoggingViewController(name, log: log)
            tab.tabBarItem = UITabBarItem(title: name, image: barImage(25), tag: 0)
            return tab
        }
        controller.viewControllers = tabs
        let delegate = TabDelegateLog(log)
        controller.delegate = delegate
        let window = makeVisibleForTouches(controller)
        controller.tabBar.layoutIfNeeded()
        _ = log.take()
        return (controller, tabs, delegate, window)
    }

    func button(_ tabs: UITabBarController, _ index: Int) -> _TabBarButton {
        tabs.tabBar._button(for: tabs.viewControllers![index].tabBarItem)!
    }

    @Test("Phone layout: the items share the width (.fill), 49 high; image centred 18 from the top, title 10-point medium ending at 47")
    func stackedItemLayout() throws {
        let log = EventLog()
        let (tabs, _, delegate, window) = makeTabs(log)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect((0..<3).map { button(tabs, $0).frame } == [
            CGRect(x: 0, y: 0, width: 131, height: 49), CGRect(x: 131, y: 0, width: 131, height: 49),
            CGRect(x: 262, y: 0, width: 131, height: 49),
        ])
        let first = button(tabs, 0)
        #expect(first.imageView.frame == CGRect(x: 53, y: 5.5, width: 25, height: 25))
        #expect(first.imageView.image?.renderingMode == .alwaysTemplate, "tab bar images are templates")
        #expect(first.titleLabel.text == "One")
        #expect(first.titleLabel.font == UIFont.systemFont(ofSize: 10, weight: .medium))
        #expect(first.titleLabel.frame.maxY == 47)
        #expect(first.titleLabel.frame.midX == 65.5)
        #expect(first.subviews.first { $0 === first.badgeView }?.isHidden == true)
        _ = (delegate, window)
    }

    @Test("The selected item is drawn in the bar's tint, the others in system grey or unselectedItemTintColor")
    func selectedAndUnselectedColours() {
        let log = EventLog()
        let (tabs, _, delegate, window) = makeTabs(log)
        #expect(button(tabs, 0).imageView.tintColor == .systemBlue)
        #expect(button(tabs, 0).titleLabel.textColor == .systemBlue)
        #expect(button(tabs, 1).imageView.tintColor == .systemGray)
        #expect(button(tabs, 2).titleLabel.textColor == .systemGray)
        tabs.tabBar.tintColor = .systemOrange
        tabs.tabBar.unselectedItemTintColor = .systemTeal
        tabs.selectedIndex = 2
        tabs.tabBar.layoutIfNeeded()
        #expect(button(tabs, 2).imageView.tintColor == .systemOrange)
        #expect(button(tabs, 0).imageView.tintColor == .systemTeal)
        #expect(button(tabs, 1).titleLabel.textColor == .systemTeal)
        _ = (delegate, window)
    }

    @Test("The item appearances colour the states: normal, selected (title attributes win for the title)")
    func itemAppearanceColours() {
        let log = EventLog()
        let (tabs, _, delegate, window) = makeTabs(log)
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.iconColor = .systemRed
        appearance.stackedLayoutAppearance.selected.iconColor = .systemGreen
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemIndigo
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        tabs.viewControllers![1].tabBarItem.badgeValue = "1"
        tabs.tabBar.layoutIfNeeded()
        #expect(button(tabs, 0).imageView.tintColor == .systemGreen)
        #expect(button(tabs, 0).titleLabel.textColor == .systemPurple)
        #expect(button(tabs, 1).imageView.tintColor == .systemRed)
        #expect(button(tabs, 1).titleLabel.textColor == .systemRed)
        #expect(button(tabs, 1).look?.badgeColor == .systemIndigo)
        _ = (delegate, window)
    }

    @Test("A tap through the touch path: shouldSelect, the switch's appearance calls, didSelect; the bar selects the item")
    func tapSelectsThroughTheDelegate() {
        let log = EventLog()
        let (tabs, views, delegate, window) = makeTabs(log)
        tap(button(tabs, 1))
        spin()
        #expect(log.take() == ["shouldSelect(Two)", "Two.viewDidLoad", "Two.wA(false)", "One.wD(false)",
                               "didSelect(Two) selected=Two", "One.dD(false)", "Two.dA(false)"])
        #expect(tabs.selectedViewController === views[1])
        #expect(tabs.tabBar.selectedItem === views[1].tabBarItem)
        tabs.tabBar.layoutIfNeeded()
        #expect(button(tabs, 1).imageView.tintColor == .systemBlue && button(tabs, 0).imageView.tintColor == .systemGray)

        delegate.allows = false
        tap(button(tabs, 2))
        #expect(log.take() == ["shouldSelect(Three)"])
        #expect(tabs.selectedViewController === views[1])
        #expect(tabs.tabBar.selectedItem === views[1].tabBarItem, "a refused tap leaves the old item selected")
        _ = window
    }

    @Test("A subclass's tabBar(_:didSelect:) runs first, with the bar's item already selected and selectedIndex still old")
    func controllerIsTheBarsDelegate() {
        let log = EventLog()
        let controller = LoggingTabBarController()
        controller.log = log
        let (tabs, _, delegate, window) = makeTabs(log, controller: controller)
        #expect(tabs.tabBar.delegate === tabs)
        tap(button(tabs, 2))
        spin()
        #expect(log.take() == ["tabBar(didSelect: Three) selectedIndex=0 barSelected=Three", "shouldSelect(Three)",
                               "Three.viewDidLoad", "Three.wA(false)", "One.wD(false)", "didSelect(Three) selected=Three",
                               "One.dD(false)", "Three.dA(false)"])
        let other = TabBarDelegateLog(log)
        let raised = withCapturedExceptions { tabs.tabBar.delegate = other }
        #expect(raised.map(\.name) == [.internalInconsistencyException])
        #expect(raised.first?.reason == "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
        #expect(tabs.tabBar.delegate === tabs)
        _ = (delegate, window)
    }

    @Test("A disabled item is dimmed and a tap on it reaches nothing; re-enabled it selects")
    func disabledItem() {
        let log = EventLog()
        let (tabs, views, delegate, window) = makeTabs(log)
        views[2].tabBarItem.isEnabled = false
        tabs.tabBar.layoutIfNeeded()
        #expect(button(tabs, 2).look?.alpha == 0.35 && abs(button(tabs, 2).alpha - 0.35) < 0.0001)
        #expect(!button(tabs, 2).isEnabled)
        tap(button(tabs, 2))
        #expect(log.take() == [])
        #expect(tabs.selectedIndex == 0)
        views[2].tabBarItem.isEnabled = true
        tabs.tabBar.layoutIfNeeded()
        #expect(button(tabs, 2).alpha == 1 && button(tabs, 2).isEnabled)
        tap(button(tabs, 2))
        #expect(log.take().first == "shouldSelect(Three)")
        #expect(tabs.selectedIndex == 2)
        _ = (delegate, window)
    }

    @Test("Re-tapping a selected navigation controller's tab pops it to its root between shouldSelect and didSelect")
    func retapPopsToRoot() {
        let log = EventLog()
        let root = UIViewController(), pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Nav", image: barImage(25), tag: 0)
        let other = LoggingViewController("Other", log: log)
        other.tabBarItem = UITabBarItem(title: "Other", image: barImage(25), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        let delegate = TabDelegateLog(log)
        tabs.delegate = delegate
        let window = makeVisibleForTouches(tabs)
        navigation.pushViewController(pushed, animated: false)
        spin()
        tabs.tabBar.layoutIfNeeded()
        _ = log.take()
        tap(tabs.tabBar._button(for: navigation.tabBarItem)!)
        #expect(log.take() == ["shouldSelect(\(navigation))", "didSelect(\(navigation)) selected=\(navigation)"])
        spin()
        #expect(navigation.viewControllers == [root])
        _ = (delegate, window)
    }

    @Test("Badges: badgeValue shows a red capsule 18 high (a circle for one digit) at the image's top centre (+5, -3); badgeColor recolours it; nil hides it")
    func badges() {
        let log = EventLog()
        let (tabs, views, delegate, window) = makeTabs(log)
        let item = views[1].tabBarItem!
        item.badgeValue = "3"
        tabs.tabBar.layoutIfNeeded()
        let shown = button(tabs, 1)
        #expect(!shown.badgeView.isHidden)
        #expect(shown.badgeView.label.text == "3")
        #expect(shown.look?.badgeColor == .systemRed)
        #expect(shown.badgeView.label.textColor == .white)
        #expect(shown.badgeView.frame == CGRect(x: shown.imageView.frame.midX + 5, y: shown.imageView.frame.minY - 3,
                                                width: 18, height: 18))
        item.badgeValue = "New messages"
        item.badgeColor = .systemGreen
        tabs.tabBar.layoutIfNeeded()
        let textWidth = ceil(shown.badgeView.label.intrinsicContentSize.width)
        #expect(shown.badgeView.frame.width == textWidth + 8)
        #expect(shown.look?.badgeColor == .systemGreen)
        item.badgeValue = ""
        tabs.tabBar.layoutIfNeeded()
        #expect(!shown.badgeView.isHidden && shown.badgeView.label.text == nil && shown.badgeView.frame.width == 18)
        item.badgeValue = nil
        tabs.tabBar.layoutIfNeeded()
        #expect(shown.badgeView.isHidden)
        _ = (delegate, window)
    }

    @Test("A standalone UITabBar: a tap selects the item, then tells UITabBarDelegate; removed items lose their buttons")
    func standaloneTabBar() {
        let log = EventLog()
        let host = UIViewController()
        let bar = UITabBar(frame: CGRect(x: 0, y: 300, width: 393, height: 49))
        let items = ["A", "B"].map { UITabBarItem(title: $0, image: barImage(25), tag: 0) }
        bar.items = items
        bar.selectedItem = items[0]
        let delegate = TabBarDelegateLog(log)
        bar.delegate = delegate
        host.view.addSubview(bar)
        let window = makeVisibleForTouches(host)
        bar.layoutIfNeeded()
        #expect(bar._button(for: items[1])?.frame == CGRect(x: 196.5, y: 0, width: 196.5, height: 49))
        tap(bar._button(for: items[1])!)
        #expect(log.take() == ["didSelect(B) selected=B"])
        #expect(bar.selectedItem === items[1])
        // Re-tapping the selected item tells the delegate again.
        tap(bar._button(for: items[1])!)
        #expect(log.take() == ["didSelect(B) selected=B"])
        let removed = bar._button(for: items[0])!
        bar.items = [items[1]]
        bar.layoutIfNeeded()
        #expect(removed.superview == nil && bar._button(for: items[0]) == nil)
        #expect(bar._button(for: items[1])?.frame.width == 393)
        _ = window
    }

    @Test("Centred positioning: itemWidth/itemSpacing, or 76 and 34 when 0, in the middle of the bar")
    func centeredPositioning() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 393, height: 49))
        let items = ["A", "B"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
        bar.items = items
        bar.itemPositioning = .centered
        bar.layoutIfNeeded()
        #expect(bar._button(for: items[0])?.frame == CGRect(x: 103.5, y: 0, width: 76, height: 49))
        bar.itemWidth = 100
        bar.itemSpacing = 10
        bar.layoutIfNeeded()
        #expect(bar._button(for: items[1])?.frame == CGRect(x: 201.5, y: 0, width: 100, height: 49))
    }

    @Test("Snapshot: a tab bar with a selected item, a badge and a disabled item")
    func snapshot() {
        let log = EventLog()
        let (tabs, views, delegate, window) = makeTabs(log)
        views[1].tabBarItem.badgeValue = "12"
        views[2].tabBarItem.isEnabled = false
        tabs.tabBar.standardAppearance.configureWithOpaqueBackground()
        tabs.tabBar.scrollEdgeAppearance = tabs.tabBar.standardAppearance
        spin()
        assertSnapshot(of: tabs.tabBar, named: "tab-bar-items", scale: 2)
        _ = (delegate, window)
    }
}

@MainActor @Suite("Compact bar heights", .serialized, .checksForLeaks)
struct CompactBarHeightTests {
    @Test("Vertically compact: the tab bar is 32 + the bottom safe area, items inline (image, 6, title 13-point), centred while regular width, else filling")
    func compactTabBar() {
        configureMainScreen(size: CGSize(width: 852, height: 393),
                            safeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        defer { configureMainScreen() }
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "One", image: barImage(25), tag: 0)
        b.tabBarItem = UITabBarItem(title: "Two", image: barImage(25), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let window = makeVisible(tabs)
        tabs.tabBar.layoutIfNeeded()
        #expect(tabs.traitCollection.verticalSizeClass == .compact)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 393 - 53, width: 852, height: 53))
        #expect(a.view.safeAreaInsets.bottom == 53)
        // PortableUIKit's landscape phone is horizontally regular, so `.automatic` centres the items, 76 wide,
        // 34 apart, in the safe area's 734 points.
        #expect(tabs.traitCollection.horizontalSizeClass == .regular)
        let first = tabs.tabBar._button(for: a.tabBarItem)!
        #expect(first.frame == CGRect(x: 333, y: 0, width: 76, height: 32))
        #expect(first.titleLabel.font == UIFont.systemFont(ofSize: 13, weight: .medium))
        let titleWidth = ceil(first.titleLabel.intrinsicContentSize.width)
        var minX = (76 - (25 + 6 + titleWidth)) / 2
        #expect(first.imageView.frame == CGRect(x: minX, y: 3.5, width: 25, height: 25))
        #expect(first.titleLabel.frame.minX == minX + 31)
        #expect(first.titleLabel.frame.midY == 16)
        tabs.tabBar.itemPositioning = .fill
        tabs.tabBar.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 59, y: 0, width: 367, height: 32))
        minX = (367 - (25 + 6 + titleWidth)) / 2
        #expect(first.imageView.frame.minX == minX && first.titleLabel.frame.minX == minX + 31)
        _ = window
    }

    @Test("Vertically compact: the navigation bar and the toolbar are 32 high, no large title; back to 44 when regular")
    func compactNavigationBar() {
        let root = UIViewController()
        root.title = "Inbox"
        root.setToolbarItems([UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)], animated: false)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        nav.setToolbarHidden(false, animated: false)
        let window = makeVisible(nav)
        #expect(nav.navigationBar.frame.height == 96)
        nav.traitOverrides.verticalSizeClass = .compact
        spin()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 32))
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 852 - 66, width: 393, height: 66))
        #expect(root.view.safeAreaInsets.top == 91)
        #expect(root.view.safeAreaInsets.bottom == 66)
        nav.navigationBar.layoutIfNeeded()
        #expect(nav.navigationBar._titleLabel.frame.midY == 16)
        #expect(nav.navigationBar.sizeThatFits(.zero).height == 32)
        nav.traitOverrides.verticalSizeClass = .regular
        spin()
        #expect(nav.navigationBar.frame.height == 96)
        #expect(nav.toolbar.frame.height == 78)
        _ = window
    }
}
