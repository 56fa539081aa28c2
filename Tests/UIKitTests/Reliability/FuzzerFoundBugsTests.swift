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
