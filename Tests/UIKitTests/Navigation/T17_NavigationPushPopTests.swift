import Testing
import UIKit
import UIKitTesting

@MainActor
final class NavigationDelegateLog: NSObject, UINavigationControllerDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.add("willShow(\(LoggingViewController.label(viewController)))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.add("didShow(\(LoggingViewController.label(viewController)))")
    }
}

@MainActor @Suite("Navigation: push and pop (spec §7.1)", .checksForLeaks)
struct NavigationPushPopTests {
    @Test("A navigation controller shown as root: the root child appears through it")
    func initialAppearance() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let n = LoggingViewController.label(nav)
        #expect(nav.viewControllers == [a] && nav.children == [a] && a.navigationController === nav)
        #expect(!a.isViewLoaded)
        let window = makeVisible(nav)
        #expect(log.take() == ["A.wM(\(n))", "A.dM(\(n))", "A.viewDidLoad", "A.wA(false)", "A.dA(false)"])
        #expect(a.view.superview === nav.view)
        #expect(a.view.frame == nav.view.bounds)
        _ = window
    }

    @Test("T17: animated push then pop (0.35 s), with delegate calls and moving flags")
    func pushAndPop() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = NavigationDelegateLog(log)
        nav.delegate = delegate
        let n = LoggingViewController.label(nav)
        let window = makeVisible(nav)
        _ = log.take()

        nav.pushViewController(b, animated: true)
        #expect(log.events == ["B.wM(\(n))"], "push returns before B loads or appears")
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b)
        spin()
        #expect(log.events == ["B.wM(\(n))", "B.viewDidLoad", "A.wD(true)", "B.wA(true, mTP=true)", "willShow(B)"])
        clock.advance(by: 0.3)
        #expect(log.events.count == 5, "the slide lasts 0.35 s")
        clock.advance(by: 0.1)
        #expect(log.take() == ["B.wM(\(n))", "B.viewDidLoad", "A.wD(true)", "B.wA(true, mTP=true)", "willShow(B)",
                               "A.dD(true)", "B.dA(true, mTP=true)", "B.dM(\(n))", "didShow(B)"])
        #expect(a.view.superview == nil && b.view.superview === nav.view)
        #expect(b.view.frame == nav.view.bounds)

        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(nav.viewControllers == [a])
        #expect(log.events == ["B.wM(nil)"])
        clock.advance(by: 0.4)
        #expect(log.take() == ["B.wM(nil)", "B.wD(true, mFP=true)", "A.wA(true)", "willShow(A)",
                               "B.dD(true, mFP=true)", "A.dA(true)", "B.dM(nil)", "didShow(A)"])
        #expect(nav.children == [a] && b.parent == nil && b.view.superview == nil)
        #expect(a.view.frame == nav.view.bounds)
        _ = window
    }

    @Test("T17: non-animated push and pop run deferred; the dids come at the end of that turn")
    func nonAnimated() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let n = LoggingViewController.label(nav)
        let window = makeVisible(nav)
        _ = log.take()
        nav.pushViewController(b, animated: false)
        #expect(log.events == ["B.wM(\(n))"])
        spin()
        #expect(log.take() == ["B.wM(\(n))", "B.viewDidLoad", "A.wD(false)", "B.wA(false, mTP=true)",
                               "A.dD(false)", "B.dA(false, mTP=true)", "B.dM(\(n))"])
        nav.popViewController(animated: false)
        spin()
        #expect(log.take() == ["B.wM(nil)", "B.wD(false, mFP=true)", "A.wA(false)",
                               "B.dD(false, mFP=true)", "A.dA(false)", "B.dM(nil)"])
        _ = window
    }

    @Test("T17: pushing an instance already on the stack raises; nothing changes")
    func pushSameInstance() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        _ = log.take()
        let exceptions = withCapturedExceptions { nav.pushViewController(a, animated: false) }
        spin()
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "\(nav) is pushing the same view controller instance (\(a)) more than once which is not supported and is most likely an error in the application")
        #expect(nav.viewControllers == [a] && nav.children == [a])
        #expect(log.events.isEmpty)
        _ = window
    }

    @Test("show(_:sender:) pushes inside a navigation controller and presents outside one")
    func show() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController(), b = UIViewController(), c = UIViewController(), loose = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        a.show(b, sender: nil)
        #expect(nav.viewControllers == [a, b])
        let window2 = makeVisible(loose)
        loose.show(c, sender: nil)
        #expect(c.presentingViewController === loose)
        clock.advance(by: 1)
        #expect(b.view.superview === nav.view && c.view.window === window2, "both were animated and finished")
        _ = (window, window2)
    }

    @Test("Pushing a navigation controller raises; nothing changes")
    func pushNavigationController() {
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        let inner = UINavigationController()
        let exceptions = withCapturedExceptions { nav.pushViewController(inner, animated: false) }
        spin()
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Pushing a navigation controller is not supported")
        #expect(nav.viewControllers == [a] && inner.parent == nil)
        _ = window
    }

    @Test("Only the top view controller's view loads; popping to the root loads the root")
    func onlyTopLoads() {
        let log = EventLog()
        let x = LoggingViewController("X", log: log)
        let y = LoggingViewController("Y", log: log)
        let z = LoggingViewController("Z", log: log)
        let root = LoggingViewController("R", log: log)
        let nav = UINavigationController(rootViewController: root)
        let n = LoggingViewController.label(nav)
        let window = makeVisible(nav)
        _ = log.take()
        nav.setViewControllers([x, y, z], animated: false)
        spin()
        #expect(!x.isViewLoaded && !y.isViewLoaded && z.isViewLoaded)
        #expect(nav.children == [x, y, z])
        #expect(log.take() == ["R.wM(nil)", "X.wM(\(n))", "Y.wM(\(n))", "Z.wM(\(n))",
                               "Z.viewDidLoad", "R.wD(false, mFP=true)", "Z.wA(false, mTP=true)",
                               "R.dD(false, mFP=true)", "Z.dA(false, mTP=true)", "R.dM(nil)",
                               "X.dM(\(n))", "Y.dM(\(n))", "Z.dM(\(n))"])
        let popped = nav.popToRootViewController(animated: false)
        #expect(popped == [y, z])
        spin()
        #expect(x.isViewLoaded && !y.isViewLoaded)
        #expect(log.take() == ["Z.wM(nil)", "Y.wM(nil)", "X.viewDidLoad", "Z.wD(false, mFP=true)", "X.wA(false)",
                               "Z.dD(false, mFP=true)", "X.dA(false)", "Z.dM(nil)", "Y.dM(nil)"])
        #expect(nav.viewControllers == [x] && nav.children == [x])
        _ = window
    }

    @Test("Pop then push of the same controller before the transition runs: no appearance change")
    func popThenPushBack() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let n = LoggingViewController.label(nav)
        let window = makeVisible(nav)
        nav.pushViewController(b, animated: false)
        spin()
        _ = log.take()
        nav.popViewController(animated: false)
        nav.pushViewController(b, animated: false)
        spin()
        #expect(log.take() == ["B.wM(nil)", "B.wM(\(n))", "B.dM(\(n))"])
        #expect(nav.viewControllers == [a, b] && nav.children == [a, b] && b.view.superview === nav.view)
        _ = window
    }

    @Test("Emptying the stack while visible: the old top disappears and leaves")
    func emptyStack() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        _ = log.take()
        nav.setViewControllers([], animated: false)
        #expect(nav.topViewController == nil)
        spin()
        #expect(log.take() == ["A.wM(nil)", "A.wD(false, mFP=true)", "A.dD(false, mFP=true)", "A.dM(nil)"])
        #expect(nav.children.isEmpty && a.view.superview == nil)
        _ = window
    }

    @Test("popToViewController with a controller not on the stack raises; pop with one left returns nil")
    func popErrors() {
        let a = UIViewController(), b = UIViewController(), stranger = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        #expect(nav.popViewController(animated: false) == nil)
        nav.pushViewController(b, animated: false)
        spin()
        let exceptions = withCapturedExceptions { _ = nav.popToViewController(stranger, animated: false) }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.first?.reason == "Tried to pop to a view controller that doesn't exist.")
        #expect(nav.viewControllers == [a, b])
        #expect(nav.visibleViewController === b)
        _ = window
    }

    @Test("A push made during a running push waits for it, then runs")
    func pushDuringTransition() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        for controller in [a, b, c] { controller.logsFlags = false }
        let nav = UINavigationController(rootViewController: a)
        let n = LoggingViewController.label(nav)
        let window = makeVisible(nav)
        _ = log.take()
        nav.pushViewController(b, animated: true)
        spin()
        nav.pushViewController(c, animated: true)
        clock.advance(by: 1)
        #expect(log.take() == ["B.wM(\(n))", "B.viewDidLoad", "A.wD", "B.wA", "C.wM(\(n))",
                               "A.dD", "B.dA", "B.dM(\(n))",
                               "C.viewDidLoad", "B.wD", "C.wA", "B.dD", "C.dA", "C.dM(\(n))"])
        #expect(c.view.superview === nav.view && b.view.superview == nil)
        _ = window
    }

    @Test("Removing the navigation controller's view: the top child disappears through it")
    func navDisappears() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        let host = LoggingViewController("H", log: log)
        let window = makeVisible(host)
        host.view.addSubview(nav.view)
        spin()
        _ = log.take()
        nav.view.removeFromSuperview()
        spin()
        #expect(log.take() == ["A.wD(false)", "A.dD(false)"])
        _ = window
    }
}

@MainActor @Suite("Navigation with presentation (spec §6 scheduling, §7.1)", .checksForLeaks)
struct NavigationPresentationTests {
    @Test("A present made during a push waits for the push's coordinator to complete")
    func presentQueuedBehindPush() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let m = LoggingViewController("M", log: log)
        for controller in [a, b, m] { controller.logsFlags = false }
        m.modalPresentationStyle = .overFullScreen
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        nav.pushViewController(b, animated: true)
        spin()
        _ = log.take()
        b.present(m, animated: false) { log.add("pc") }
        #expect(log.events.isEmpty, "held until the push ends")
        #expect(m.presentingViewController == nil)
        clock.advance(by: 0.5)
        #expect(log.take() == ["A.dD", "B.dA", "B.dM(\(LoggingViewController.label(nav)))",
                               "M.viewDidLoad", "M.wA", "M.dA", "pc"])
        #expect(m.presentingViewController === nav)
        _ = window
    }

    @Test("A dismiss made during a push inside the presented navigation controller waits for the push")
    func dismissQueuedBehindPush() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let r = LoggingViewController("R", log: log)
        let b = LoggingViewController("B", log: log)
        for controller in [a, r, b] { controller.logsFlags = false }
        let nav = UINavigationController(rootViewController: r)
        nav.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        a.present(nav, animated: false)
        spin()
        nav.pushViewController(b, animated: true)
        spin()
        _ = log.take()
        b.dismiss(animated: false) { log.add("dc") }
        #expect(log.events.isEmpty, "held until the push ends")
        clock.advance(by: 0.5)
        #expect(log.take() == ["R.dD", "B.dA", "B.dM(\(LoggingViewController.label(nav)))",
                               "B.wD", "A.wA", "A.dA", "B.dD", "dc"])
        #expect(a.presentedViewController == nil)
        _ = window
    }

    @Test("Presenting a navigation controller: its top child appears through it; isBeingPresented is the nav's")
    func presentNavigationController() {
        final class ProbeNav: UINavigationController {
            var sawBeingPresented = false
            override func viewWillAppear(_ animated: Bool) {
                sawBeingPresented = isBeingPresented
                super.viewWillAppear(animated)
            }
        }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let root = LoggingViewController("R", log: log)
        let nav = ProbeNav(rootViewController: root)
        nav.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        let n = LoggingViewController.label(nav)
        #expect(log.take() == ["R.wM(\(n))", "R.dM(\(n))", "A.viewDidLoad", "A.wA(false)", "A.dA(false)"])
        a.present(nav, animated: false)
        spin()
        // The navigation controller loads its top child's view in its own viewWillAppear.
        #expect(log.take() == ["A.wD(false)", "R.viewDidLoad", "R.wA(false)", "R.dA(false)", "A.dD(false)"])
        #expect(nav.sawBeingPresented)
        #expect(root.view.superview === nav.view && nav.view.window === window)
        #expect(root.presentingViewController === a, "a child sees its container's presenter")
        root.dismiss(animated: false)
        spin()
        #expect(log.take() == ["R.wD(false)", "A.wA(false)", "A.dA(false)", "R.dD(false)"])
    }
}

@MainActor @Suite("Navigation off screen and inside other containers (spec §7.1)", .checksForLeaks)
struct NavigationOffscreenTests {
    @Test("Pushing before the navigation controller is shown: the covered root never loads its view")
    func pushBeforeShown() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let n = LoggingViewController.label(nav)
        nav.pushViewController(b, animated: false)
        let window = makeVisible(nav)
        #expect(log.take() == ["A.wM(\(n))", "A.dM(\(n))", "B.wM(\(n))", "B.dM(\(n))",
                               "B.viewDidLoad", "B.wA(false)", "B.dA(false)"])
        #expect(!a.isViewLoaded)
        nav.popViewController(animated: false)
        spin()
        #expect(log.take() == ["B.wM(nil)", "A.viewDidLoad", "B.wD(false, mFP=true)", "A.wA(false)",
                               "B.dD(false, mFP=true)", "A.dA(false)", "B.dM(nil)"])
        _ = window
    }

    @Test("A navigation controller as a tab: switching tabs forwards through it to its top child")
    func navigationInsideTabs() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let r = LoggingViewController("R", log: log)
        let nav = UINavigationController(rootViewController: r)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, nav]
        let window = makeVisible(tabs)
        _ = log.take()
        tabs.selectedViewController = nav
        spin()
        #expect(log.take() == ["R.viewDidLoad", "R.wA(false)", "A.wD(false)", "A.dD(false)", "R.dA(false)"])
        #expect(r.tabBarController === tabs && r.navigationController === nav)
        tabs.selectedIndex = 0
        spin()
        #expect(log.take() == ["A.wA(false)", "R.wD(false)", "R.dD(false)", "A.dA(false)"])
        _ = window
    }
}
