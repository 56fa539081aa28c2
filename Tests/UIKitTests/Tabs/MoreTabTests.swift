import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("The More tab (issue 17)", .serialized, .checksForLeaks)
struct MoreTabTests {
    /// `count` logging tabs named t0, t1, … and titled T0, T1, …
    private func tabs(_ count: Int, log: EventLog) -> [LoggingViewController] {
        (0..<count).map { index in
            let tab = LoggingViewController("t\(index)", log: log)
            tab.logsFlags = false
            tab.title = "T\(index)"
            return tab
        }
    }

    /// The appearance callbacks of `events`, in order.
    private func appearance(_ events: [String]) -> [String] {
        events.filter { event in [".wA", ".dA", ".wD", ".dD"].contains { event.hasSuffix($0) } }
    }

    @Test("Seven tabs on a phone: four items and More; More's list holds the other three; five tabs need no More")
    func moreTabStructure() throws {
        let log = EventLog()
        let all = tabs(7, log: log)
        let tabBar = UITabBarController()
        tabBar.viewControllers = all
        let window = makeVisibleForTouches(tabBar)
        defer { window.isHidden = true }
        let more = tabBar.moreNavigationController
        #expect(tabBar.moreNavigationController === more)
        let items = try #require(tabBar.tabBar.items)
        #expect(items.count == 5)
        #expect(Array(items.prefix(4)) == all.prefix(4).map { $0.tabBarItem })
        #expect(items[4] === more.tabBarItem)
        #expect(more.tabBarItem.title == nil && more.tabBarItem._displayedTitle == "More")
        #expect(more.tabBarItem._displayedImage != nil)
        #expect(tabBar.children == Array(all.prefix(4)) + [more])
        #expect(all[4].parent == nil && more.parent === tabBar)
        let list = try #require(more.viewControllers.first as? _UIMoreListController)
        #expect(more.viewControllers.count == 1 && list.title == "More")
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        list.tableView.layoutIfNeeded()
        let firstRow = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(firstRow.textLabel?.text == "T4" && firstRow.accessoryType == .disclosureIndicator)
        #expect(tabBar.customizableViewControllers == all)
        #expect(tabBar.selectedViewController === all[0] && tabBar.selectedIndex == 0)
        // Five tabs fit: no More item, the fifth tab is a child again.
        tabBar.viewControllers = Array(all.prefix(5))
        #expect(tabBar.tabBar.items?.count == 5 && tabBar.tabBar.items?[4] === all[4].tabBarItem)
        #expect(tabBar.children == Array(all.prefix(5)))
        #expect(more.parent == nil && all[4].parent === tabBar)
    }

    @Test("Selecting an overflow tab in code pushes it on the More navigation controller, in the tab switch's order")
    func overflowTabInCode() throws {
        let log = EventLog()
        let all = tabs(7, log: log)
        let tabBar = UITabBarController()
        tabBar.viewControllers = all
        let window = makeVisibleForTouches(tabBar)
        defer { window.isHidden = true }
        let more = tabBar.moreNavigationController
        let list = try #require(more.viewControllers.first)
        _ = log.take()
        tabBar.selectedIndex = 5
        spin()
        #expect(appearance(log.take()) == ["t5.wA", "t0.wD", "t0.dD", "t5.dA"])
        #expect(tabBar.selectedViewController === all[5] && tabBar.selectedIndex == 5)
        #expect(more.viewControllers == [list, all[5]])
        #expect(all[5].parent === more && all[5].navigationController === more && all[5].tabBarController === tabBar)
        #expect(tabBar.tabBar.selectedItem === more.tabBarItem)
        // Another overflow tab replaces it on the More stack, in a navigation controller's order.
        tabBar.selectedViewController = all[6]
        spin()
        #expect(appearance(log.take()) == ["t5.wD", "t6.wA", "t5.dD", "t6.dA"])
        #expect(more.viewControllers == [list, all[6]] && all[5].parent == nil)
        #expect(tabBar.selectedIndex == 6)
        // Back to a bar tab.
        tabBar.selectedIndex = 1
        spin()
        #expect(appearance(log.take()) == ["t1.wA", "t6.wD", "t6.dD", "t1.dA"])
        #expect(tabBar.tabBar.selectedItem === all[1].tabBarItem)
        // Fewer tabs: the overflow tab on the More stack leaves it.
        tabBar.viewControllers = Array(all.prefix(5))
        #expect(more.viewControllers == [list] && all[6].parent == nil)
    }

    @Test("The user's More: the list, a row pushes its tab, back and re-tapping More return to the list")
    func moreListByTouch() throws {
        let log = EventLog()
        let all = tabs(6, log: log)
        let tabBar = UITabBarController()
        tabBar.viewControllers = all
        let window = makeVisibleForTouches(tabBar)
        defer { window.isHidden = true }
        let more = tabBar.moreNavigationController
        let list = try #require(more.viewControllers.first as? _UIMoreListController)
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        _ = log.take()
        simulateUserSelection(of: more, in: tabBar)
        spin()
        #expect(appearance(log.take()) == ["t0.wD", "t0.dD"], "the list appears; t0 goes")
        #expect(tabBar.selectedViewController === more && tabBar.selectedIndex == NSNotFound)
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        list.tableView.layoutIfNeeded()
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row.textLabel?.text == "T5")
        tap(row)
        clock.advance(by: 1)
        spin()
        #expect(appearance(log.take()) == ["t5.wA", "t5.dA"])
        #expect(tabBar.selectedViewController === all[5] && tabBar.selectedIndex == 5)
        #expect(more.viewControllers == [list, all[5]])
        // The back button goes back to the list.
        tap(try #require(more.navigationBar._backButtonView))
        clock.advance(by: 1)
        spin()
        #expect(appearance(log.take()) == ["t5.wD", "t5.dD"])
        #expect(tabBar.selectedViewController === more && tabBar.selectedIndex == NSNotFound)
        // Push again, switch to a bar tab, come back: the More stack is kept; re-tapping More pops to the list.
        tabBar.selectedIndex = 4
        spin()
        simulateUserSelection(of: all[1], in: tabBar)
        spin()
        _ = log.take()
        simulateUserSelection(of: more, in: tabBar)
        spin()
        #expect(appearance(log.take()) == ["t4.wA", "t1.wD", "t1.dD", "t4.dA"])
        #expect(tabBar.selectedViewController === all[4])
        simulateUserSelection(of: more, in: tabBar)
        clock.advance(by: 1)
        spin()
        #expect(appearance(log.take()) == ["t4.wD", "t4.dD"])
        #expect(tabBar.selectedViewController === more && more.viewControllers == [list])
    }

    @Test("A tap on the More item through the touch driver asks the delegate about the More navigation controller")
    func moreItemTapAsksTheDelegate() throws {
        let log = EventLog()
        let all = tabs(6, log: log)
        let tabBar = UITabBarController()
        tabBar.viewControllers = all
        let delegate = TabDelegateLog(log)
        tabBar.delegate = delegate
        let window = makeVisibleForTouches(tabBar)
        defer { window.isHidden = true }
        let more = tabBar.moreNavigationController
        let moreLabel = "\(more)"
        spin()
        _ = log.take()
        tap(try #require(tabBar.tabBar._button(for: more.tabBarItem)))
        spin()
        #expect(log.take() == ["shouldSelect(\(moreLabel))", "t0.wD", "didSelect(\(moreLabel)) selected=\(moreLabel)", "t0.dD"])
        #expect(tabBar.tabBar.selectedItem === more.tabBarItem)
        // A refused tap on a bar tab keeps More selected.
        delegate.allows = false
        tap(try #require(tabBar.tabBar._button(for: all[2].tabBarItem)))
        spin()
        #expect(log.take() == ["shouldSelect(t2)"])
        #expect(tabBar.selectedViewController === more && tabBar.tabBar.selectedItem === more.tabBarItem)
    }

    @Test("Snapshot: a tab bar of four tabs and More, More selected (checked by eye)")
    func moreTabBarSnapshot() {
        let log = EventLog()
        let all = tabs(6, log: log)
        for tab in all { tab.tabBarItem.image = barImage(25, .black).withRenderingMode(.alwaysTemplate) }
        let tabBar = UITabBarController()
        tabBar.viewControllers = all
        let window = makeVisible(tabBar)
        defer { window.isHidden = true }
        tabBar.selectedViewController = tabBar.moreNavigationController
        tabBar.tabBar.standardAppearance.configureWithOpaqueBackground()
        tabBar.tabBar.scrollEdgeAppearance = tabBar.tabBar.standardAppearance
        spin()
        assertSnapshot(of: tabBar.tabBar, named: "more-tab-bar", scale: 2)
    }
}
