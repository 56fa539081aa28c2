import Testing
import UIKit
import UIKitTesting

@MainActor
final class SplitDelegateLog: NSObject, UISplitViewControllerDelegate {
    let log: EventLog
    var topColumn: UISplitViewController.Column?
    init(_ log: EventLog) { self.log = log }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        log.add("topColumnForCollapsing(\(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        log.add("displayModeForExpanding(\(proposedDisplayMode))")
        return proposedDisplayMode
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.add("didCollapse collapsed=\(svc.isCollapsed)") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.add("didExpand collapsed=\(svc.isCollapsed)") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { log.add("willShow(\(column))") }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { log.add("willHide(\(column))") }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        log.add("willChangeTo(\(displayMode)) from=\(svc.displayMode)")
    }
}

@MainActor @Suite("UISplitViewController, column style (spec §17.5–§17.8)", .checksForLeaks)
struct SplitViewTests {
    static let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)

    private func makeSplit(_ log: EventLog) -> (UISplitViewController, LoggingViewController, LoggingViewController) {
        let split = UISplitViewController(style: .doubleColumn)
        let p = LoggingViewController("P", log: log), s = LoggingViewController("S", log: log)
        split.setViewController(p, for: .primary)
        split.setViewController(s, for: .secondary)
        return (split, p, s)
    }

    private func show(_ root: UIViewController, in frame: CGRect) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin()
        return window
    }

    @Test("W27: setViewController wraps P and S in navigation controllers; viewController(for:) returns the caller's; displayMode is never .automatic")
    func splitChildren() {
        let log = EventLog()
        let (split, p, s) = makeSplit(log)
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === p && split.viewController(for: .secondary) === s)
        #expect(split.children.count == 2)
        let navigations = split.children.compactMap { $0 as? UINavigationController }
        #expect(navigations.count == 2)
        #expect(navigations.map { $0.viewControllers.first } == [p, s])
        #expect(p.splitViewController === split && s.navigationController === navigations[1])
        #expect(split.displayMode != .automatic && split.preferredDisplayMode == .automatic)
        #expect(split.viewControllers == navigations)
        let (n0, n1) = (LoggingViewController.label(navigations[0]), LoggingViewController.label(navigations[1]))
        #expect(log.take() == ["P.wM(\(n0))", "P.dM(\(n0))", "S.wM(\(n1))", "S.dM(\(n1))"])

        let window = show(split, in: Self.landscape)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.splitBehavior == .tile)
        #expect(p.view.window === window && s.view.window === window)
        #expect(navigations[0].view.frame == CGRect(x: 0, y: 0, width: 320, height: 393))
        #expect(navigations[1].view.frame == CGRect(x: 320, y: 0, width: 532, height: 393))
        #expect(split.primaryColumnWidth == 320)
    }

    @Test("W28: collapsed without a delegate, S is on top of the one stack with P below; Back leads to P")
    func collapseWithoutDelegate() {
        let log = EventLog()
        let (split, p, s) = makeSplit(log)
        let window = makeVisible(split)
        #expect(split.isCollapsed)
        let primary = split.children.first as? UINavigationController
        #expect(primary?.viewControllers == [p, s])
        #expect(s.navigationController === primary && primary?.topViewController === s)
        #expect(s.view.window === window && p.viewIfLoaded?.window == nil)
        #expect(split.viewController(for: .secondary) === s)
    }

    @Test("W28: a delegate returning .primary puts P on top; a .compact controller is shown alone")
    func collapseWithDelegateOrCompactColumn() {
        let log = EventLog()
        let (split, p, s) = makeSplit(log)
        let delegate = SplitDelegateLog(log)
        delegate.topColumn = .primary
        split.delegate = delegate
        let window = makeVisible(split)
        let primary = split.children.first as? UINavigationController
        #expect(primary?.viewControllers == [p])
        #expect(p.view.window === window && s.viewIfLoaded?.window == nil)
        #expect(log.events.filter { !$0.hasPrefix("P.") && !$0.hasPrefix("S.") }
                == ["topColumnForCollapsing(secondary)", "didCollapse collapsed=true"])

        let log2 = EventLog()
        let (split2, p2, s2) = makeSplit(log2)
        let compact = LoggingViewController("C", log: log2)
        split2.setViewController(compact, for: .compact)
        #expect(split2.viewController(for: .compact) === compact && compact.parent === split2)
        let window2 = makeVisible(split2)
        #expect(split2.isCollapsed)
        #expect(compact.view.window === window2)
        #expect(p2.viewIfLoaded?.window == nil && s2.viewIfLoaded?.window == nil)
        #expect(split2.view.subviews == [compact.view])
        _ = window
    }

    @Test("Expand and collapse on a horizontal size-class change: the delegate's calls in order, the stacks given back, balanced appearance")
    func expandAndCollapseOnSizeClassChange() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        var failures: [String] = []
        TestFailure.handler = { message, _ in failures.append(message) }
        defer { TestFailure.handler = nil }
        let auditor = ContainmentAuditor(mode: .strict)
        defer { auditor.stop() }

        let log = EventLog()
        let (split, p, s) = makeSplit(log)
        let delegate = SplitDelegateLog(log)
        split.delegate = delegate
        let window = makeVisible(split)
        clock.advance(by: 1)
        let navigations = split.children.compactMap { $0 as? UINavigationController }
        #expect(log.take().filter { !$0.contains(".wM(") && !$0.contains(".dM(") }
                == ["topColumnForCollapsing(secondary)", "didCollapse collapsed=true", "S.viewDidLoad", "S.wA(false)", "S.dA(false)"])

        window.frame = Self.landscape
        clock.advance(by: 1)
        // The port's order (unverified on a device): S leaves the primary stack at once, then both
        // navigation controllers show their tops in the next layout pass.
        #expect(log.events.filter { !$0.contains(".wM(") && !$0.contains(".dM(") }
                == ["displayModeForExpanding(oneBesideSecondary)", "S.wD(false)", "S.dD(false)", "didExpand collapsed=false",
                    "S.wA(false)", "P.viewDidLoad", "P.wA(false)", "S.dA(false)", "P.dA(false)"])
        #expect(log.events.filter { !$0.hasPrefix("P.") && !$0.hasPrefix("S.") }
                == ["displayModeForExpanding(oneBesideSecondary)", "didExpand collapsed=false"])
        #expect(!split.isCollapsed)
        #expect(navigations[0].viewControllers == [p] && navigations[1].viewControllers == [s])
        #expect(p.view.window === window && s.view.window === window)
        ContainerLifecycleChecker.check(log.take(), children: ["P", "S"], visibleAtEnd: ["P", "S"])

        window.frame = UIScreen.main.bounds
        clock.advance(by: 1)
        #expect(log.events.filter { !$0.contains(".wM(") && !$0.contains(".dM(") }
                == ["topColumnForCollapsing(secondary)", "S.wD(false)", "S.dD(false)", "didCollapse collapsed=true",
                    "P.wD(false)", "S.wA(false, mTP=true)", "P.dD(false)", "S.dA(false, mTP=true)"])
        #expect(log.events.filter { !$0.hasPrefix("P.") && !$0.hasPrefix("S.") }
                == ["topColumnForCollapsing(secondary)", "didCollapse collapsed=true"])
        #expect(split.isCollapsed && navigations[0].viewControllers == [p, s])
        #expect(s.view.window === window && p.view.window == nil)
        ContainerLifecycleChecker.check(log.take(), children: ["P", "S"], visibleAtEnd: ["S"])
        #expect(failures == [])
        #expect(auditor.findings.isEmpty)
    }

    @Test("show(_:) and hide(_:): display-mode changes when expanded, pushes and pops when collapsed; .secondary and .compact are ignored")
    func showAndHide() {
        let log = EventLog()
        let (split, p, s) = makeSplit(log)
        let delegate = SplitDelegateLog(log)
        split.delegate = delegate
        let window = show(split, in: Self.landscape)
        _ = log.take()
        split.hide(.secondary)
        split.show(.primary)
        #expect(log.events.isEmpty)
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        #expect(log.take() == ["willChangeTo(secondaryOnly) from=oneBesideSecondary", "willHide(primary)"])
        spin()
        #expect(log.take() == ["P.wD(false)", "P.dD(false)"])
        #expect(p.view.window == nil && s.view.window === window)
        #expect(split.children.last?.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        split.preferredSplitBehavior = .overlay
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(log.take() == ["willChangeTo(oneOverSecondary) from=secondaryOnly", "willShow(primary)"])

        window.frame = UIScreen.main.bounds
        spin()
        let primary = split.children.first as? UINavigationController
        #expect(primary?.viewControllers == [p, s])
        split.hide(.primary)
        #expect(primary?.viewControllers == [p, s])
        split.hide(.secondary)
        #expect(primary?.viewControllers == [p])
        split.show(.secondary)
        #expect(primary?.viewControllers == [p, s])
        split.show(.primary)
        #expect(primary?.viewControllers == [p])
    }

    @Test("showDetailViewController and targetViewController(forAction:sender:) route through the split view controller")
    func showDetailRouting() {
        let log = EventLog()
        let (split, p, s) = makeSplit(log)
        let window = makeVisible(split)
        #expect(p.targetViewController(forAction: "showDetailViewController:sender:", sender: nil) === split)
        #expect(p.targetViewController(forAction: "showViewController:sender:", sender: nil) === p.navigationController)
        #expect(UIViewController().targetViewController(forAction: "showDetailViewController:sender:", sender: nil) == nil)

        let detail = LoggingViewController("D", log: log)
        p.showDetailViewController(detail, sender: nil)
        spin()
        let primary = split.children.first as? UINavigationController
        #expect(primary?.viewControllers == [p, s, detail])
        #expect(split.viewController(for: .secondary) === detail)
        #expect(detail.view.window === window)

        window.frame = Self.landscape
        spin()
        let secondary = split.children.last as? UINavigationController
        #expect(primary?.viewControllers == [p])
        #expect(secondary?.viewControllers == [s, detail])
        #expect(split.presentedViewController == nil)
    }

    @Test("Enumeration raw values (spec §17.5)")
    func rawValues() {
        typealias S = UISplitViewController
        #expect([S.DisplayMode.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary,
                 .twoOverSecondary, .twoDisplaceSecondary].map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect([S.DisplayMode.primaryHidden, .allVisible, .primaryOverlay].map(\.rawValue) == [1, 2, 3])
        #expect([S.Style.unspecified, .doubleColumn, .tripleColumn].map(\.rawValue) == [0, 1, 2])
        #expect([S.Column.primary, .supplementary, .secondary, .compact].map(\.rawValue) == [0, 1, 2, 3])
        #expect([S.SplitBehavior.automatic, .tile, .overlay, .displace].map(\.rawValue) == [0, 1, 2, 3])
        #expect([S.PrimaryEdge.leading, .trailing].map(\.rawValue) == [0, 1])
        #expect([S.DisplayModeButtonVisibility.automatic, .never, .always].map(\.rawValue) == [0, 1, 2])
        #expect(UISplitViewController().style == .unspecified)
    }

    @Test("Classic split view: viewControllers as given; collapsing pushes the secondary onto a navigation primary unless the delegate takes over; the column API is ignored")
    func classicSplitView() {
        final class TakesOver: NSObject, UISplitViewControllerDelegate {
            func splitViewController(_ splitViewController: UISplitViewController,
                                     collapseSecondary secondaryViewController: UIViewController,
                                     onto primaryViewController: UIViewController) -> Bool { true }
        }
        let log = EventLog()
        let list = LoggingViewController("L", log: log), detail = LoggingViewController("D", log: log)
        let navigation = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.viewControllers = [navigation, detail]
        #expect(split.viewControllers == [navigation, detail] && split.children == [navigation, detail])
        split.setViewController(UIViewController(), for: .primary)
        #expect(split.viewController(for: .primary) == nil && split.viewControllers == [navigation, detail])
        let window = makeVisible(split)
        #expect(split.isCollapsed)
        #expect(navigation.viewControllers == [list, detail])
        #expect(detail.view.window === window)

        let list2 = UIViewController(), detail2 = UIViewController()
        let navigation2 = UINavigationController(rootViewController: list2)
        let split2 = UISplitViewController()
        let delegate = TakesOver()
        split2.delegate = delegate
        split2.viewControllers = [navigation2, detail2]
        let window2 = makeVisible(split2)
        #expect(split2.isCollapsed && navigation2.viewControllers == [list2])
        #expect(detail2.viewIfLoaded?.window == nil && list2.view.window === window2)
    }
}
