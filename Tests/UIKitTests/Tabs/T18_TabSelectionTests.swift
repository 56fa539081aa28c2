import Testing
import UIKit
import UIKitTesting

@MainActor
final class TabDelegateLog: NSObject, UITabBarControllerDelegate {
    let log: EventLog
    var allows = true
    init(_ log: EventLog) { self.log = log }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.add("shouldSelect(\(LoggingViewController.label(viewController)))")
        return allows
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("didSelect(\(LoggingViewController.label(viewController))) selected=\(LoggingViewController.label(tabBarController.selectedViewController))")
    }
}

@MainActor @Suite("Tabs: selection (spec §7.3)", .checksForLeaks)
struct TabSelectionTests {
    private func makeTabs(_ log: EventLog) -> (UITabBarController, LoggingViewController, LoggingViewController, TabDelegateLog, UIWindow) {
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let delegate = TabDelegateLog(log)
        tabs.delegate = delegate
        let window = makeVisible(tabs)
        return (tabs, a, b, delegate, window)
    }

    @Test("A tab bar controller shown as root: the first tab is selected and appears")
    func initialAppearance() {
        let log = EventLog()
        let (tabs, a, b, _, window) = makeTabs(log)
        let t = LoggingViewController.label(tabs)
        #expect(log.take() == ["A.wM(\(t))", "A.dM(\(t))", "B.wM(\(t))", "B.dM(\(t))",
                               "A.viewDidLoad", "A.wA(false)", "A.dA(false)"])
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(!b.isViewLoaded && a.view.superview === tabs.view && a.tabBarController === tabs)
        _ = window
    }

    @Test("T18: a user tap on B: shouldSelect, B.wA before A.wD, dids after the commit, old first")
    func userTap() {
        let log = EventLog()
        let (tabs, a, b, delegate, window) = makeTabs(log)
        _ = log.take()
        simulateUserSelection(of: b, in: tabs)
        #expect(log.events == ["shouldSelect(B)", "B.viewDidLoad", "B.wA(false)", "A.wD(false)", "didSelect(B) selected=B"])
        spin()
        #expect(log.take() == ["shouldSelect(B)", "B.viewDidLoad", "B.wA(false)", "A.wD(false)", "didSelect(B) selected=B",
                               "A.dD(false)", "B.dA(false)"])
        #expect(tabs.selectedIndex == 1 && b.view.superview === tabs.view && a.view.superview == nil)

        // Selection in code: the mirror image, and no delegate calls.
        tabs.selectedIndex = 0
        spin()
        #expect(log.take() == ["A.wA(false)", "B.wD(false)", "B.dD(false)", "A.dA(false)"])
        #expect(tabs.selectedViewController === a)
        _ = (window, delegate)
    }

    @Test("T18: shouldSelect returning false stops everything; tapping the selected tab only calls the delegate")
    func delegateRefusesAndReselect() {
        let log = EventLog()
        let (tabs, a, b, delegate, window) = makeTabs(log)
        _ = log.take()
        delegate.allows = false
        simulateUserSelection(of: b, in: tabs)
        spin()
        #expect(log.take() == ["shouldSelect(B)"])
        #expect(tabs.selectedViewController === a && !b.isViewLoaded)
        delegate.allows = true
        simulateUserSelection(of: a, in: tabs)
        spin()
        #expect(log.take() == ["shouldSelect(A)", "didSelect(A) selected=A"])
        _ = window
    }

    @Test("T18: selecting a view controller that isn't a child raises NSInternalInconsistencyException")
    func selectNonChild() {
        let log = EventLog()
        let (tabs, a, _, _, window) = makeTabs(log)
        _ = log.take()
        let stranger = UIViewController()
        let exceptions = withCapturedExceptions {
            tabs.selectedViewController = stranger
            tabs.selectedViewController = nil
        }
        spin()
        #expect(exceptions.map(\.name) == [.internalInconsistencyException, .internalInconsistencyException])
        #expect(exceptions.map(\.reason) == ["Attempting to select a view controller that isn't a child! \(stranger)",
                                             "Attempting to select a view controller that isn't a child! (null)"])
        #expect(tabs.selectedViewController === a && log.events.isEmpty)
        _ = window
    }

    @Test("Replacing the tabs while visible: removed tabs leave (the shown one disappears), the new first tab appears")
    func replaceTabs() {
        let log = EventLog()
        let (tabs, _, _, delegate, window) = makeTabs(log)
        let c = LoggingViewController("C", log: log)
        let t = LoggingViewController.label(tabs)
        _ = log.take()
        tabs.viewControllers = [c]
        spin()
        #expect(log.take() == ["A.wM(nil)", "A.wD(false, mFP=true)", "A.dD(false, mFP=true)", "A.dM(nil)", "B.wM(nil)", "B.dM(nil)",
                               "C.wM(\(t))", "C.dM(\(t))", "C.viewDidLoad", "C.wA(false)", "C.dA(false)"])
        #expect(tabs.children == [c] && tabs.selectedViewController === c && tabs.selectedIndex == 0)
        #expect(tabs.view.subviews == [c.view, tabs.tabBar])
        _ = (window, delegate)
    }

    @Test("Replacing the tabs but keeping the selected one sends it nothing")
    func replaceTabsKeepingSelection() {
        let log = EventLog()
        let (tabs, a, b, delegate, window) = makeTabs(log)
        let c = LoggingViewController("C", log: log)
        let t = LoggingViewController.label(tabs)
        _ = log.take()
        tabs.viewControllers = [c, a]
        spin()
        #expect(log.take() == ["B.wM(nil)", "B.dM(nil)", "C.wM(\(t))", "C.dM(\(t))"])
        #expect(tabs.selectedViewController === a && tabs.selectedIndex == 1 && b.parent == nil)
        #expect(tabs.children == [c, a])
        _ = (window, delegate)
    }

    @Test("The tab bar: 49 points plus the bottom safe area, at the bottom, in front; items are the tabs' items")
    func tabBar() {
        let log = EventLog()
        let (tabs, a, b, delegate, window) = makeTabs(log)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(tabs.view.subviews == [a.view, tabs.tabBar])
        #expect(tabs.tabBar.items == [a.tabBarItem!, b.tabBarItem!])
        #expect(tabs.tabBar.selectedItem === a.tabBarItem)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.selectedItem === b.tabBarItem)
        #expect(tabs.view.subviews == [b.view, tabs.tabBar])
        a.title = "Home"
        #expect(a.tabBarItem.title == "Home")
        let item = UITabBarItem(title: "Mail", image: nil, tag: 7)
        b.tabBarItem = item
        #expect(b.tabBarItem === item && item.tag == 7)
        #expect(tabs.tabBar.items?.last === item && tabs.tabBar.selectedItem === item)
        spin()
        _ = (window, delegate)
    }
}
