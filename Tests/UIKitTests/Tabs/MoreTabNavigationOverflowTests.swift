import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("An overflow tab that is a navigation controller (issue 17)", .serialized, .checksForLeaks)
struct MoreTabNavigationOverflowTests {
    @Test("Its stack shows on the More navigation controller above the list and goes back when it leaves")
    func stackLentToMore() throws {
        let plain = (0..<5).map { index -> UIViewController in
            let tab = UIViewController()
            tab.title = "T\(index)"
            return tab
        }
        let root = UIViewController(), detail = UIViewController()
        root.title = "Root"
        detail.title = "Detail"
        let nested = UINavigationController(rootViewController: root)
        nested.pushViewController(detail, animated: false)
        let tabBar = UITabBarController()
        tabBar.viewControllers = plain + [nested]
        let window = makeVisibleForTouches(tabBar)
        defer { window.isHidden = true }
        let more = tabBar.moreNavigationController
        let list = try #require(more.viewControllers.first as? _UIMoreListController)

        tabBar.selectedViewController = nested
        spin()
        #expect(more.viewControllers == [list, root, detail])
        #expect(nested.viewControllers.isEmpty)
        #expect(detail.navigationController === more && root.parent === more)
        #expect(tabBar.selectedViewController === nested && tabBar.selectedIndex == 5)
        #expect(more.navigationBar.topItem === detail.navigationItem)
        #expect(detail.view.window === window)

        // Another overflow tab: the stack goes back after the More navigation controller's change.
        tabBar.selectedIndex = 4
        spin()
        spin()
        #expect(more.viewControllers == [list, plain[4]])
        #expect(nested.viewControllers == [root, detail])
        #expect(root.parent === nested && detail.parent === nested)
        #expect(tabBar.selectedViewController === plain[4])

        // Chosen from the list by touch: animated, lent again; back to the list, the tab keeps its root.
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        tap(try #require(more.navigationBar._backButtonView))
        clock.advance(by: 1)
        spin()
        #expect(more.viewControllers == [list])
        list.tableView.layoutIfNeeded()
        tap(try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))))
        clock.advance(by: 1)
        spin()
        #expect(more.viewControllers == [list, root, detail])
        #expect(tabBar.selectedViewController === nested)
        more.popToRootViewController(animated: true)
        clock.advance(by: 1)
        spin()
        #expect(more.viewControllers == [list])
        #expect(nested.viewControllers == [root])
        #expect(root.parent === nested && detail.parent == nil)
        #expect(tabBar.selectedViewController === more)
    }

    @Test("Off screen: chosen again before the list gave its stack back it is lent as it stands; moved onto the bar it gets it back")
    func offScreenRelendAndMoveToBar() throws {
        let plain = (0..<5).map { _ in UIViewController() }
        let root = UIViewController(), detail = UIViewController()
        let nested = UINavigationController(rootViewController: root)
        nested.pushViewController(detail, animated: false)
        let tabBar = UITabBarController()
        tabBar.viewControllers = plain + [nested]
        let more = tabBar.moreNavigationController
        let list = try #require(more.viewControllers.first as? _UIMoreListController)

        tabBar.selectedViewController = nested
        #expect(more.viewControllers == [list, root, detail])
        #expect(nested.viewControllers.isEmpty)

        // Back to the list off screen: no appearance, so the stack stays lent.
        more.popToRootViewController(animated: false)
        #expect(more.viewControllers == [list])
        #expect(nested.viewControllers.isEmpty)
        #expect(tabBar.selectedViewController === more)
        tabBar.selectedViewController = nested
        #expect(more.viewControllers == [list, root])
        #expect(more.viewControllers.allSatisfy { !($0 is UINavigationController) })
        #expect(nested.viewControllers.isEmpty && root.parent === more && detail.parent == nil)
        #expect(tabBar.selectedViewController === nested && tabBar.selectedIndex == 5)

        // Moved to the bar's first place: its stack comes back before it becomes the tab bar controller's child.
        tabBar.viewControllers = [nested] + plain
        #expect(more.viewControllers == [list])
        #expect(nested.viewControllers == [root] && root.parent === nested)
        #expect(nested.parent === tabBar && tabBar.children.first === nested)
        #expect(tabBar.selectedViewController === nested && tabBar.selectedIndex == 0)
    }
}
