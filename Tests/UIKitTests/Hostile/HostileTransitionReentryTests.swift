import Testing
import UIKit
import UIKitTesting

/// Presenting, pushing and dismissing from inside appearance callbacks and completions (issue 19,
/// "Hostile input"). The log lines are UIKit's (spec §6, verified in device logs); that a presentation
/// started from `viewDidAppear` goes ahead and that a push from `viewWillAppear` of the first appearance
/// lands are common app patterns that work on iOS (inferred from their wide use, not from a log).
@MainActor @Suite("Hostile input: transitions started inside callbacks", .serialized, .checksForLeaks)
struct HostileTransitionReentryTests {
    @Test("Hostile: present in viewDidAppear")
    func presentInViewDidAppear() {
        let log = EventLog()
        let a = HookedViewController("A", log: log), b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        var completions = 0
        a.onDidAppear = { $0.present(b, animated: false) { completions += 1 } }
        var window: UIWindow?
        let lines = withCapturedLog {
            window = makeVisible(a)
            spin(); spin()
        }
        #expect(lines.isEmpty)
        #expect(window != nil)
        #expect(log.take() == ["A.viewDidLoad", "A.wA(false)", "A.dA(false)",
                               "B.viewDidLoad", "A.wD(false)", "B.wA(false, bP=true)", "B.dA(false, bP=true)", "A.dD(false)"])
        #expect(completions == 1 && a.presentedViewController === b && b.view.window != nil)
    }

    @Test("Hostile: dismiss in the present completion")
    func dismissInPresentCompletion() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        _ = log.take()
        var dismissed = 0
        let lines = withCapturedLog {
            a.present(b, animated: false) { b.dismiss(animated: false) { dismissed += 1 } }
            spin(); spin(); spin()
        }
        #expect(lines.isEmpty)
        #expect(log.take() == ["B.viewDidLoad", "A.wD(false)", "B.wA(false, bP=true)", "B.dA(false, bP=true)", "A.dD(false)",
                               "B.wD(false, bD=true)", "A.wA(false)", "A.dA(false)", "B.dD(false, bD=true)"])
        #expect(dismissed == 1 && a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.window === window && b.view.window == nil)
    }

    @Test("Hostile: present while a presentation is in progress (from the presented viewWillAppear)")
    func presentDuringPresentation() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = HookedViewController("B", log: log), c = LoggingViewController("C", log: log)
        let window = makeVisible(a)
        _ = log.take()
        var cCompleted = false
        b.onWillAppear = { $0.present(c, animated: false) { cCompleted = true } }
        let lines = withCapturedLog {
            a.present(b, animated: false)
            spin(); spin()
        }
        #expect(lines == ["Attempt to present \(c) on \(b) (from \(b)) while a presentation is in progress."])
        #expect(!cCompleted && c.presentingViewController == nil && b.presentedViewController == nil)
        #expect(a.presentedViewController === b)
        _ = window
    }

    @Test("Hostile: dismiss while the presentation is in progress (from the presented viewWillAppear)")
    func dismissDuringPresentation() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = HookedViewController("B", log: log)
        let window = makeVisible(a)
        var dismissCompleted = false
        b.onWillAppear = { $0.dismiss(animated: false) { dismissCompleted = true } }
        let lines = withCapturedLog {
            a.present(b, animated: false)
            spin(); spin()
        }
        #expect(lines == ["Warning: Attempt to dismiss from view controller \(a) while a presentation or dismiss is in progress!"])
        #expect(!dismissCompleted && a.presentedViewController === b)
        _ = window
    }

    @Test("Hostile: push in viewWillAppear")
    func pushInViewWillAppear() {
        let log = EventLog()
        let root = HookedViewController("R", log: log), pushed = LoggingViewController("X", log: log)
        let nav = UINavigationController(rootViewController: root)
        root.onWillAppear = { $0.navigationController?.pushViewController(pushed, animated: false) }
        var window: UIWindow?
        let lines = withCapturedLog {
            window = makeVisible(nav)
            spin(); spin()
        }
        #expect(window != nil)
        #expect(lines.isEmpty)
        #expect(nav.viewControllers == [root, pushed] && nav.topViewController === pushed)
        #expect(pushed.view.window != nil && root.view.window == nil)
        // The push waits for R's appearance to finish, then runs as a plain non-animated push (T17's
        // order): every callback once, in pairs. (Inferred: no device log of this case was found.)
        let n = LoggingViewController.label(nav)
        #expect(log.take() == ["R.wM(\(n))", "R.dM(\(n))", "R.viewDidLoad", "R.wA(false)", "X.wM(\(n))", "R.dA(false)",
                               "X.viewDidLoad", "R.wD(false)", "X.wA(false, mTP=true)", "R.dD(false)",
                               "X.dA(false, mTP=true)", "X.dM(\(n))"])
    }
}
