import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that logs its safe-area changes and layouts into a shared log.
@MainActor
private final class BarSafeAreaLoggingView: UIView {
    var log: EventLog?
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        log?.add("view.safeAreaInsetsDidChange(\(Int(safeAreaInsets.top)),\(Int(safeAreaInsets.bottom)))")
    }
}

/// A controller whose view logs its safe-area changes, and which keeps `box` on its view's safe area.
@MainActor
private final class BarSafeAreaLoggingController: UIViewController {
    let log = EventLog()
    let box = UIView()
    override func loadView() {
        let view = BarSafeAreaLoggingView()
        view.log = log
        view.addSubview(box)
        self.view = view
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.add("viewSafeAreaInsetsDidChange(\(Int(view.safeAreaInsets.top)),\(Int(view.safeAreaInsets.bottom)))")
    }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        box.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
}

private func insets(_ top: CGFloat, _ bottom: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
}

/// A navigation controller's bars and a tab bar controller's tab bar add to their children's safe area
/// (393 × 852 screen, unsafe bands 59 top and 34 bottom): status bar 59 + bar 44 = 103 at the top,
/// home indicator 34 + tab bar 49 = 83 or + toolbar 44 = 78 at the bottom.
@MainActor @Suite("Container bars add to the children's safe area", .checksForLeaks)
struct ContainerBarSafeAreaTests {
    @Test("A pushed child fills the navigation controller's view; its safe area is 103 on top, additionalSafeAreaInsets stays zero")
    func pushedChildUnderTheBar() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        let root = BarSafeAreaLoggingController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeVisible(navigation)
        #expect(navigation.view.safeAreaInsets == insets(59, 34))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets == insets(103, 34))
        #expect(root.additionalSafeAreaInsets == .zero)
        #expect(root.box.frame == CGRect(x: 0, y: 103, width: 393, height: 715))
        // The layout margins follow the safe area (8 points, at least the safe area).
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 103, left: 8, bottom: 34, right: 8))

        let second = BarSafeAreaLoggingController()
        second.additionalSafeAreaInsets = insets(10, 0)
        navigation.pushViewController(second, animated: false)
        spin()
        // The client's additional insets and the bar's contribution add.
        #expect(second.view.safeAreaInsets == insets(113, 34))
        #expect(second.additionalSafeAreaInsets == insets(10, 0))
        // Its first layout (in the window) reports the whole safe area once, before viewWillLayoutSubviews.
        #expect(second.log.take() == ["view.safeAreaInsetsDidChange(113,34)", "viewSafeAreaInsetsDidChange(113,34)",
                                      "viewWillLayoutSubviews"])
        _ = window
    }

    @Test("Hiding the bar without animation: at the next layout, view then controller hear 59, before viewWillLayoutSubviews")
    func hidingTheBarUnanimated() {
        let root = BarSafeAreaLoggingController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeVisible(navigation)
        _ = root.log.take()
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(root.log.take() == [])                       // nothing until the layout pass
        spin()
        #expect(root.view.safeAreaInsets == insets(59, 34))
        #expect(root.log.take() == ["view.safeAreaInsetsDidChange(59,34)", "viewSafeAreaInsetsDidChange(59,34)",
                                    "viewWillLayoutSubviews"])
        #expect(root.box.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(root.box.layer.animationKeys()?.isEmpty ?? true)
        navigation.isNavigationBarHidden = false
        spin()
        #expect(root.view.safeAreaInsets == insets(103, 34))
        #expect(root.log.take() == ["view.safeAreaInsetsDidChange(103,34)", "viewSafeAreaInsetsDidChange(103,34)",
                                    "viewWillLayoutSubviews"])
        spin()
        #expect(root.log.take() == [])                       // reported once
        _ = window
    }

    @Test("Showing the bar animated lays the child out at once, inside an animation of hideShowBarDuration (0.2 s)")
    func showingTheBarAnimated() {
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        let root = BarSafeAreaLoggingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.isNavigationBarHidden = true
        let window = makeVisible(navigation)
        #expect(root.view.safeAreaInsets == insets(59, 34))
        _ = root.log.take()
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(root.log.take() == ["view.safeAreaInsetsDidChange(103,34)", "viewSafeAreaInsetsDidChange(103,34)",
                                    "viewWillLayoutSubviews"])
        #expect(root.box.frame == CGRect(x: 0, y: 103, width: 393, height: 715))
        #expect(root.box.layer.animationKeys()?.isEmpty == false)
        _ = window
    }

    @Test("The toolbar adds 44 at the bottom (78); a top view controller that hidesBottomBarWhenPushed takes it away")
    func toolbarAndHidesBottomBar() {
        let root = BarSafeAreaLoggingController()
        let navigation = UINavigationController(rootViewController: root)
        let window = makeVisible(navigation)
        _ = root.log.take()
        navigation.setToolbarHidden(false, animated: false)
        spin()
        #expect(root.view.safeAreaInsets == insets(103, 78))
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 78))
        #expect(root.log.take() == ["view.safeAreaInsetsDidChange(103,78)", "viewSafeAreaInsetsDidChange(103,78)",
                                    "viewWillLayoutSubviews"])
        let pushed = BarSafeAreaLoggingController()
        pushed.hidesBottomBarWhenPushed = true
        navigation.pushViewController(pushed, animated: false)
        spin()
        #expect(pushed.view.safeAreaInsets == insets(103, 34))
        #expect(navigation.toolbar.superview == nil && !navigation.isToolbarHidden)
        navigation.popViewController(animated: false)
        spin()
        #expect(root.view.safeAreaInsets == insets(103, 78) && navigation.toolbar.superview === navigation.view)
        _ = window
    }

    @Test("A tab's view has 49 + 34 = 83 at the bottom; a navigation controller in a tab passes 103/83 on to its child")
    func tabBarAndNavigationInTab() {
        let plain = BarSafeAreaLoggingController()
        let root = BarSafeAreaLoggingController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, navigation]
        let window = makeVisible(tabs)
        #expect(plain.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(plain.view.safeAreaInsets == insets(59, 83))
        #expect(plain.additionalSafeAreaInsets == .zero)
        tabs.selectedViewController = navigation
        spin()
        #expect(navigation.view.safeAreaInsets == insets(59, 83))
        #expect(root.view.safeAreaInsets == insets(103, 83))
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        // A controller that hides bottom bars takes the tab bar away: the bar sits below the view.
        let detail = BarSafeAreaLoggingController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        spin()
        #expect(navigation.view.safeAreaInsets == insets(59, 34))
        #expect(detail.view.safeAreaInsets == insets(103, 34))
        #expect(tabs.tabBar.frame.minY == 852)
        _ = root.log.take()
        navigation.popViewController(animated: false)
        spin()
        #expect(root.view.safeAreaInsets == insets(103, 83))
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        _ = window
    }

    @Test("Opaque bar: the child's view starts below it (y 103) with no top safe area, unless extendedLayoutIncludesOpaqueBars")
    func opaqueBarAndExtendedLayout() {
        let root = BarSafeAreaLoggingController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        let window = makeVisible(navigation)
        #expect(root.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
        #expect(root.view.safeAreaInsets == insets(0, 34))
        root.extendedLayoutIncludesOpaqueBars = true
        spin()
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets == insets(103, 34))
        // A translucent bar, but the top edge left out of edgesForExtendedLayout: below the bar again.
        navigation.navigationBar.isTranslucent = true
        root.edgesForExtendedLayout = [.bottom]
        spin()
        #expect(root.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
        #expect(root.view.safeAreaInsets == insets(0, 34))
        #expect(UIViewController().edgesForExtendedLayout == .all && !UIViewController().extendedLayoutIncludesOpaqueBars)
        _ = window
    }

    @Test("A child scroll view (.automatic) follows the bar: adjusted top 103 resting at −103, then 59 at −59")
    func scrollViewFollowsTheBar() {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        let controller = ScrollingViewController(scrollView)
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeVisible(navigation)
        #expect(scrollView.adjustedContentInset == insets(103, 34))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -103))
        let delegate = ScrollDelegateRecorder()
        scrollView.delegate = delegate
        navigation.setNavigationBarHidden(true, animated: false)
        spin()
        #expect(scrollView.adjustedContentInset == insets(59, 34))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
        #expect(delegate.take() == ["didChangeAdjustedContentInset(59.0)", "didScroll×1"])
        #expect(controller.additionalSafeAreaInsets == .zero)
        _ = window
    }
}
