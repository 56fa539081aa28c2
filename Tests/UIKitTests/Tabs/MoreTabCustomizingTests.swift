import Testing
@testable import UIKit
import UIKitTesting

/// Logs a tab bar controller delegate's customizing calls, naming the tabs by title.
@MainActor
final class CustomizingLogDelegate: NSObject, UITabBarControllerDelegate {
    var entries: [String] = []
    private func titles(_ controllers: [UIViewController]?) -> String {
        (controllers ?? []).map { $0.title ?? "?" }.joined(separator: ",")
    }
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        entries.append("willBegin[\(titles(viewControllers))] customizing=\(tabBarController.tabBar.isCustomizing)")
    }
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) {
        entries.append("willEnd[\(titles(viewControllers))] \(changed) tabs=[\(titles(tabBarController.viewControllers))]")
    }
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) {
        entries.append("didEnd[\(titles(viewControllers))] \(changed) customizing=\(tabBarController.tabBar.isCustomizing)")
    }
}

/// Logs a standalone tab bar's customizing calls, naming the items by title.
@MainActor
final class TabBarCustomizingLogDelegate: NSObject, UITabBarDelegate {
    var entries: [String] = []
    private func titles(_ items: [UITabBarItem]) -> String { items.map { $0.title ?? "?" }.joined(separator: ",") }
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { entries.append("willBegin[\(titles(items))]") }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { entries.append("didBegin[\(titles(items))]") }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        entries.append("willEnd[\(titles(items))] \(changed)")
    }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        entries.append("didEnd[\(titles(items))] \(changed)")
    }
}

@MainActor @Suite("Customizing the tabs from the More list (issue 17)", .serialized, .checksForLeaks)
struct MoreTabCustomizingTests {
    private func tabs(_ count: Int) -> [UIViewController] {
        (0..<count).map { index in
            let tab = UIViewController()
            tab.title = "T\(index)"
            return tab
        }
    }

    @Test("Edit shows the Configure sheet; tabs dragged onto the bar move; Done reorders the tabs between the delegate's calls")
    func editDragAndDone() throws {
        let all = tabs(7)
        let tabBar = UITabBarController()
        tabBar.viewControllers = all
        let delegate = CustomizingLogDelegate()
        tabBar.delegate = delegate
        let window = makeVisibleForTouches(tabBar)
        defer { window.isHidden = true }
        let more = tabBar.moreNavigationController
        let list = try #require(more.viewControllers.first as? _UIMoreListController)
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        simulateUserSelection(of: more, in: tabBar)
        spin()
        let edit = try #require(list.navigationItem.rightBarButtonItem)
        #expect(edit._systemItem == .edit)
        more.navigationBar.layoutIfNeeded()
        tap(try #require(edit._itemView))
        #expect(delegate.entries == ["willBegin[T0,T1,T2,T3,T4,T5,T6] customizing=false"])
        #expect(tabBar.tabBar.isCustomizing)
        let sheet = try #require(tabBar.tabBar._customizing?.sheet)
        #expect(sheet.superview === tabBar.view)
        #expect(sheet.layer.presentation()?.frame.minY == 852, "it slides up from the bottom")
        clock.advance(by: 0.5)
        spin()
        #expect(sheet.frame == CGRect(x: 0, y: 0, width: 393, height: 769), "down to the tab bar")
        #expect(sheet.navigationBar.topItem?.title == "Configure")
        #expect(sheet.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(sheet.cells.map { $0.titleLabel.text ?? "" } == ["T0", "T1", "T2", "T3", "T4", "T5", "T6"])
        #expect(sheet.cells[5].frame == CGRect(x: 98.25, y: 199, width: 98.25, height: 80))

        func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window) }
        func ids(_ controllers: [UIViewController]) -> [ObjectIdentifier] { controllers.map { ObjectIdentifier($0.tabBarItem!) } }
        func barItems() -> [ObjectIdentifier] { (tabBar.tabBar.items ?? []).map { ObjectIdentifier($0) } }
        // T5 (under More) onto T1: T1 leaves the bar.
        drag(window, from: center(sheet.cells[5]), to: center(try #require(tabBar.tabBar._button(for: all[1].tabBarItem))))
        spin()
        #expect(barItems() == ids([all[0], all[5], all[2], all[3], more]))
        #expect(tabBar.viewControllers == all, "the tabs keep their order until the sheet goes")
        // T3 (on the bar) onto T0: they swap. The More item takes nothing.
        drag(window, from: center(sheet.cells[3]), to: center(try #require(tabBar.tabBar._button(for: all[0].tabBarItem))))
        spin()
        drag(window, from: center(sheet.cells[6]), to: center(try #require(tabBar.tabBar._button(for: more.tabBarItem))))
        spin()
        #expect(barItems() == ids([all[3], all[5], all[2], all[0], more]))
        // A tap on a bar item selects nothing while customizing.
        tap(try #require(tabBar.tabBar._button(for: all[2].tabBarItem)))
        #expect(tabBar.selectedViewController === more)

        sheet.navigationBar.layoutIfNeeded()
        tap(try #require(sheet.navigationBar.topItem?.rightBarButtonItem?._itemView))
        #expect(delegate.entries.dropFirst() == ["willEnd[T3,T5,T2,T0,T1,T4,T6] true tabs=[T3,T5,T2,T0,T1,T4,T6]"])
        #expect(tabBar.tabBar.isCustomizing, "until the sheet has gone")
        clock.advance(by: 0.5)
        #expect(delegate.entries.last == "didEnd[T3,T5,T2,T0,T1,T4,T6] true customizing=false")
        #expect(delegate.entries.count == 3)
        #expect(sheet.superview == nil)
        #expect(tabBar.children == [all[3], all[5], all[2], all[0], more])
        #expect(tabBar.customizableViewControllers == all, "kept")
        #expect(tabBar.selectedViewController === more)
        spin()
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        list.tableView.layoutIfNeeded()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "T1")
    }

    @Test("No customizable tabs: no Edit item; only customizable tabs are offered and replaced; unchanged ends say so")
    func customizableSubset() throws {
        let all = tabs(6)
        let tabBar = UITabBarController()
        tabBar.viewControllers = all
        let delegate = CustomizingLogDelegate()
        tabBar.delegate = delegate
        let window = makeVisibleForTouches(tabBar)
        defer { window.isHidden = true }
        let list = try #require(tabBar.moreNavigationController.viewControllers.first as? _UIMoreListController)
        #expect(list.navigationItem.rightBarButtonItem != nil)
        tabBar.customizableViewControllers = []
        #expect(list.navigationItem.rightBarButtonItem == nil)
        tabBar.customizableViewControllers = nil
        #expect(list.navigationItem.rightBarButtonItem == nil)
        tabBar.customizableViewControllers = [all[5], all[1]]
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        tabBar._beginCustomizingTabs()
        clock.advance(by: 0.5)
        let sheet = try #require(tabBar.tabBar._customizing?.sheet)
        #expect(sheet.cells.map { $0.titleLabel.text ?? "" } == ["T1", "T5"], "in tab order")
        func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window) }
        // T0 is not customizable: it stays.
        drag(window, from: center(sheet.cells[1]), to: center(try #require(tabBar.tabBar._button(for: all[0].tabBarItem))))
        spin()
        #expect(tabBar.tabBar.items?.prefix(4).map { $0.title ?? "" } == ["T0", "T1", "T2", "T3"])
        #expect(tabBar.tabBar.endCustomizing(animated: false))
        #expect(!tabBar.tabBar.endCustomizing(animated: false))
        #expect(delegate.entries == ["willBegin[T0,T1,T2,T3,T4,T5] customizing=false",
                                     "willEnd[T0,T1,T2,T3,T4,T5] false tabs=[T0,T1,T2,T3,T4,T5]",
                                     "didEnd[T0,T1,T2,T3,T4,T5] false customizing=false"])
        #expect(sheet.superview == nil)
    }

    @Test("A standalone bar: beginCustomizingItems and endCustomizing tell its delegate, did-calls after the slide")
    func standaloneBar() throws {
        let host = UIViewController()
        let window = makeVisibleForTouches(host)
        defer { window.isHidden = true }
        let bar = UITabBar(frame: CGRect(x: 0, y: 769, width: 393, height: 83))
        let items = ["A", "B", "C"].map { UITabBarItem(title: $0, image: nil, tag: 0) }
        bar.items = Array(items.prefix(2))
        let delegate = TabBarCustomizingLogDelegate()
        bar.delegate = delegate
        host.view.addSubview(bar)
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        bar.beginCustomizingItems(items)
        #expect(delegate.entries == ["willBegin[A,B,C]"])
        clock.advance(by: 0.2)
        #expect(delegate.entries.count == 1)
        clock.advance(by: 0.2)
        #expect(delegate.entries == ["willBegin[A,B,C]", "didBegin[A,B,C]"])
        let sheet = try #require(bar._customizing?.sheet)
        spin()
        bar.layoutIfNeeded()
        func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window) }
        drag(window, from: center(sheet.cells[2]), to: center(try #require(bar._button(for: items[0]))))
        spin()
        #expect(bar.items == [items[2], items[1]])
        #expect(bar.endCustomizing(animated: true))
        #expect(delegate.entries.last == "willEnd[A,B,C] true")
        clock.advance(by: 0.5)
        #expect(delegate.entries.last == "didEnd[A,B,C] true")
        #expect(!bar.isCustomizing)
    }
}
