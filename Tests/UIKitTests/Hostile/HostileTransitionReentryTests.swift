import Testing
import UIKit
import UIKitTesting

/// Presenting, pushing and dismissing from inside appearance callbacks and completions (issue 19,
/// "Hostile input"). The log lines are UIKit's (spec §6, verified in device logs); that a presentation
/// started from `viewDidAppear` goes ahead and that a push from `viewWillAppear` of the first appearance
/// lands are common app patterns that work on iOS (inferred from their wide use, not from a log). A push
/// or pop from a present, dismiss or coordinator completion runs as a plain transition once the first has
/// ended (inferred the same way).
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

    @Test("Hostile: push from a present completion")
    func pushFromPresentCompletion() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let root = LoggingViewController("R", log: log), pushed = LoggingViewController("X", log: log)
        let nav = UINavigationController(rootViewController: root)
        nav.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        _ = log.take()
        var completions = 0
        let lines = withCapturedLog {
            a.present(nav, animated: false) {
                nav.pushViewController(pushed, animated: false)
                completions += 1
            }
            spin(); spin(); spin()
        }
        #expect(lines.isEmpty)
        #expect(completions == 1 && a.presentedViewController === nav && nav.viewControllers == [root, pushed])
        #expect(pushed.view.window === window && root.view.window == nil && a.view.window == nil)
        let n = LoggingViewController.label(nav)
        // R's view loads when the navigation controller's appearance begins, after A's viewWillDisappear.
        #expect(log.take() == ["A.wD(false)", "R.viewDidLoad", "R.wA(false)", "R.dA(false)", "A.dD(false)",
                               "X.wM(\(n))", "X.viewDidLoad", "R.wD(false)", "X.wA(false, mTP=true)", "R.dD(false)",
                               "X.dA(false, mTP=true)", "X.dM(\(n))"])
    }

    @Test("Hostile: pop from a dismiss completion")
    func popFromDismissCompletion() {
        let log = EventLog()
        let root = LoggingViewController("R", log: log), top = LoggingViewController("X", log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        nav.pushViewController(top, animated: false)
        spin()
        top.present(b, animated: false)
        spin(); spin()
        _ = log.take()
        var popped: UIViewController?
        let lines = withCapturedLog {
            top.dismiss(animated: false) { popped = nav.popViewController(animated: false) }
            spin(); spin(); spin()
        }
        #expect(lines.isEmpty)
        #expect(popped === top && nav.viewControllers == [root] && top.presentedViewController == nil)
        #expect(root.view.window === window && top.view.window == nil && b.view.window == nil)
        #expect(log.take() == ["B.wD(false, bD=true)", "X.wA(false)", "X.dA(false)", "B.dD(false, bD=true)",
                               "X.wM(nil)", "X.wD(false, mFP=true)", "R.wA(false)", "X.dD(false, mFP=true)", "R.dA(false)",
                               "X.dM(nil)"])
    }

    @Test("Hostile: push and pop from a transition coordinator's completion")
    func pushAndPopFromCoordinatorCompletion() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let root = LoggingViewController("R", log: log)
        let x = HookedViewController("X", log: log), y = LoggingViewController("Y", log: log)
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        _ = log.take()
        var completions: [Bool] = []
        let lines = withCapturedLog {
            x.onWillAppear = { x in
                x.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                    completions.append(context.isCancelled)
                    nav.pushViewController(y, animated: false)
                }
            }
            nav.pushViewController(x, animated: true)
            clock.advance(by: 1)
            spin(); spin()
        }
        #expect(lines.isEmpty)
        #expect(completions == [false] && nav.viewControllers == [root, x, y])
        #expect(y.view.window === window && x.view.window == nil && root.view.window == nil)
        let n = LoggingViewController.label(nav)
        #expect(log.take() == ["X.wM(\(n))", "X.viewDidLoad", "R.wD(true)", "X.wA(true, mTP=true)", "R.dD(true)",
                               "X.dA(true, mTP=true)", "X.dM(\(n))",
                               "Y.wM(\(n))", "Y.viewDidLoad", "X.wD(false)", "Y.wA(false, mTP=true)", "X.dD(false)",
                               "Y.dA(false, mTP=true)", "Y.dM(\(n))"])

        let popLines = withCapturedLog {
            x.onWillAppear = { x in
                x.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                    completions.append(context.isCancelled)
                    nav.popViewController(animated: false)
                }
            }
            nav.popViewController(animated: true)
            clock.advance(by: 1)
            spin(); spin()
        }
        #expect(popLines.isEmpty)
        #expect(completions == [false, false] && nav.viewControllers == [root])
        #expect(root.view.window === window && x.view.window == nil && y.view.window == nil)
        #expect(log.take() == ["Y.wM(nil)", "Y.wD(true, mFP=true)", "X.wA(true)", "Y.dD(true, mFP=true)", "X.dA(true)", "Y.dM(nil)",
                               "X.wM(nil)", "X.wD(false, mFP=true)", "R.wA(false)", "X.dD(false, mFP=true)", "R.dA(false)",
                               "X.dM(nil)"])
    }

    @Test("Hostile: a presented controller dismisses itself in its viewDidAppear")
    func presentedDismissesItselfInViewDidAppear() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = HookedViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        _ = log.take()
        var dismissCompletions = 0
        b.onDidAppear = { $0.dismiss(animated: false) { dismissCompletions += 1 } }
        let lines = withCapturedLog {
            a.present(b, animated: false)
            spin(); spin(); spin()
        }
        // B's viewDidAppear comes before A's viewDidDisappear (spec §6): the presentation is still in
        // progress, so the dismissal is logged and ignored and its completion never runs. (Inferred from
        // that order and §6's message; no device log of this case was found.)
        #expect(lines == ["Warning: Attempt to dismiss from view controller \(a) while a presentation or dismiss is in progress!"])
        #expect(log.take() == ["B.viewDidLoad", "A.wD(false)", "B.wA(false, bP=true)", "B.dA(false, bP=true)", "A.dD(false)"])
        #expect(dismissCompletions == 0 && a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.view.window === window && a.view.window == nil)
    }
}
