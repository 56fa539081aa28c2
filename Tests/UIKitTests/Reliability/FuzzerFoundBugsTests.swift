import Testing
import UIKit
import UIKitTesting

/// Issue 19: the two bugs a random run of about a million correct operations found.
@MainActor @Suite("Bugs found by fuzzing", .checksForLeaks)
struct FuzzerFoundBugsTests {
    /// A root presenting full screen (or over its current context) in a window that is hidden and
    /// shown again. UIKit (`_setHidden:forced:`, `addRootViewControllerViewIfPossible`) removes no views
    /// and sends no appearance callbacks when hiding, and does not re-add a root that is presenting.
    @Test("Showing a window again does not put back a root covered by a presentation", arguments: [
        UIModalPresentationStyle.fullScreen, .currentContext,
    ])
    func showingAWindowAgainKeepsTheCoveredRootOff(style: UIModalPresentationStyle) {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let window = makeVisible(a)
        b.modalPresentationStyle = style
        a.present(b, animated: false)
        spin()
        _ = log.take()
        #expect(a.view.superview == nil && b.view.window === window)

        let lines = withCapturedLog {
            window.isHidden = true
            spin()
            window.isHidden = false
            spin()
        }
        #expect(lines == [])
        #expect(log.take() == [])
        #expect(a.view.superview == nil)
        #expect(b.view.window === window)

        let dismissLines = withCapturedLog {
            a.dismiss(animated: false)
            spin()
        }
        #expect(dismissLines == [])
        #expect(log.take() == ["B.wD(false, bD=true)", "A.wA(false)", "A.dA(false)", "B.dD(false, bD=true)"])
        #expect(a.view.window === window && b.view.superview == nil)
    }

    @Test("Hiding and showing a window with an uncovered root sends no appearance callbacks")
    func hidingAndShowingSendsNothing() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeVisible(a)
        _ = log.take()
        window.isHidden = true
        spin()
        window.isHidden = false
        spin()
        #expect(log.take() == [])
        #expect(a.view.superview === window)
    }

    /// Apple: when the selected controller is no longer in the new array, the controller at the same
    /// index is selected; index 0 only when that index is out of range.
    @Test("Setting viewControllers without the selected tab selects the same index")
    func settingTabsKeepsTheSelectedIndex() {
        let l1 = UIViewController(), l5 = UIViewController(), c4 = UIViewController()
        let l9 = UIViewController(), c6 = UIViewController()
        let tabs = UITabBarController()
        let window = makeVisible(tabs)
        tabs.viewControllers = [l1, l5]
        #expect(tabs.selectedViewController === l1)
        tabs.viewControllers = [l5, c4, l1, l9]
        #expect(tabs.selectedIndex == 2 && tabs.selectedViewController === l1)
        tabs.viewControllers = [l5, c6, l9, c4]
        #expect(tabs.selectedIndex == 2 && tabs.selectedViewController === l9)
        spin()
        #expect(l9.view.window === window && l1.viewIfLoaded?.superview == nil)
        // Out of range: index 0.
        tabs.setViewControllers([c4, c6], animated: true)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === c4)
        tabs.setViewControllers([l1, l5, l9], animated: false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === l1)
        tabs.selectedIndex = 2
        tabs.setViewControllers([c6, c4, l5], animated: false)
        #expect(tabs.selectedIndex == 2 && tabs.selectedViewController === l5)
    }
}

/// Bugs the project's own fuzzer (Sources/ContainerFuzzer) found; each test failed before its fix.
@MainActor @Suite("Bugs found by the project's fuzzer", .checksForLeaks)
struct ContainerFuzzerFoundBugsTests {
    /// A navigation controller with the stack [A, B], embedded this turn in a shown parent P.
    private func embeddedNavigationWithTwoControllers()
        -> (EventLog, LoggingViewController, LoggingViewController, UINavigationController, UIWindow) {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        let window = makeVisible(parent)
        embed(navigation, in: parent)
        return (log, a, b, navigation, window)
    }

    /// A pop whose deferred transition had not run when the navigation controller left the screen left
    /// the popped controller among `children` for good.
    @Test("A pop not yet shown when the navigation controller disappears settles off screen")
    func popSettlesWhenTheNavigationControllerDisappears() {
        let (log, a, b, navigation, window) = embeddedNavigationWithTwoControllers()
        spin()
        _ = log.take()
        navigation.popViewController(animated: false)
        unembed(navigation)
        spin()
        #expect(log.take() == ["B.wM(nil)", "B.wD(false, mFP=true)", "B.dD(false, mFP=true)", "B.dM(nil)"])
        #expect(navigation.viewControllers == [a] && navigation.children == [a])
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
        #expect(window.isKeyWindow)
    }

    /// A change below the top made while the navigation controller was appearing never finished: the
    /// removed controller stayed among `children` and never got didMove(toParent: nil).
    @Test("A stack change below the top while appearing finishes when the navigation controller appears")
    func changeBelowTheTopWhileAppearingFinishes() {
        let (log, a, b, navigation, window) = embeddedNavigationWithTwoControllers()
        _ = log.take()
        navigation.setViewControllers([b], animated: false)
        spin()
        #expect(log.take() == ["A.wM(nil)", "B.dA(false)", "A.dM(nil)"])
        #expect(navigation.viewControllers == [b] && navigation.children == [b])
        #expect(a.parent == nil)
        #expect(window.isKeyWindow)
    }

    /// Removing the shown tab while its tab bar controller was disappearing left the tab disappearing
    /// for good: the container's end no longer reached it.
    @Test("Removing the shown tab while the tab bar controller disappears ends the tab's disappearance")
    func removingTheShownTabWhileDisappearing() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let window = makeVisible(parent)
        embed(tabs, in: parent)
        spin()
        _ = log.take()
        let lines = withCapturedLog {
            tabs.willMove(toParent: nil)
            tabs.view.removeFromSuperview()
            tabs.viewControllers = [b]
            tabs.removeFromParent()
            spin()
        }
        #expect(lines == [])
        #expect(log.take() == ["A.wD(false)", "A.wM(nil)", "A.dD(false, mFP=true)", "A.dM(nil)"])
        #expect(a.parent == nil && tabs.children == [b])
        #expect(window.isKeyWindow)
    }

    /// A did-callback the window path scheduled for one transition landed in the middle of a later one
    /// (here a presentation), so the child got viewDidAppear twice.
    @Test("A window-path viewDidAppear scheduled before a presentation does not land inside it")
    func staleWindowPathDidIsDropped() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let root = LoggingViewController("R", log: log)
        let top = LoggingViewController("T", log: log), c = LoggingViewController("C", log: log)
        let navigation = UINavigationController(rootViewController: top)
        let window = makeVisible(root)
        embed(navigation, in: root)
        spin()
        _ = log.take()
        // One turn: add C under the navigation controller's top (the window path schedules C's
        // viewDidAppear), take the navigation controller out of R, and present it with an animation.
        embed(c, in: top)
        unembed(navigation)
        navigation.modalPresentationStyle = .fullScreen
        let lines = withCapturedLog {
            root.present(navigation, animated: true)
            spin()
            clock.advance(by: 1)
        }
        #expect(lines == [])
        let entries = log.take()
        #expect(entries.filter { $0.hasPrefix("C.dA") } == ["C.dA(true, mTP=true)"])
        #expect(entries == ["C.wM(T)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dM(T)",
                            "T.wD(false)", "C.wD(false, mFP=true)", "R.wD(true)", "T.wA(true)", "C.wA(true, mTP=true)",
                            "T.dA(true)", "C.dA(true, mTP=true)", "C.dM(T)", "R.dD(true)"])
        #expect(window.isKeyWindow && c.view.window === window)
    }

    /// A navigation controller that came back on screen with a new top (pushed while it was away)
    /// dropped the old top's view while it was still disappearing, leaving it disappearing for good.
    @Test("A navigation controller re-shown with a new top ends the old top's disappearance")
    func reshownNavigationEndsTheOldTop() {
        let log = EventLog()
        let root = LoggingViewController("R", log: log)
        let p1 = LoggingViewController("P1", log: log), p2 = LoggingViewController("P2", log: log)
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let window = makeVisible(root)
        for parent in [p1, p2] {
            embed(parent, in: root)
        }
        let navigation = UINavigationController(rootViewController: a)
        embed(navigation, in: p1)
        spin()
        _ = log.take()
        // One turn: push B (deferred to layout), move the navigation controller from P1 to P2.
        navigation.pushViewController(b, animated: false)
        unembed(navigation)
        embed(navigation, in: p2)
        let lines = withCapturedLog { spin() }
        #expect(lines == [])
        let n = LoggingViewController.label(navigation)
        #expect(log.take() == ["B.wM(\(n))", "A.wD(false)", "A.dD(false)", "B.dM(\(n))", "B.viewDidLoad",
                               "B.wA(false)", "B.dA(false)"])
        #expect(a.viewIfLoaded?.window == nil && b.view.window === window)
    }
}
