import Testing
import UIKit
import UIKitTesting

/// Logs, inside viewDidDisappear, whether presentingViewController is already nil (spec §6, WinObjC).
@MainActor
final class PresentedProbe: LoggingViewController {
    var presentingInDidDisappear: UIViewController?? = .none
    override func viewDidDisappear(_ animated: Bool) {
        presentingInDidDisappear = .some(presentingViewController)
        super.viewDidDisappear(animated)
    }
}

@MainActor @Suite("Presentation: present and dismiss (spec §6)", .checksForLeaks)
struct PresentDismissTests {
    @Test("T15: full-screen present and dismiss, animated (0.35 s slide)")
    func fullScreenPresentAndDismiss() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = PresentedProbe("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        _ = log.take()

        a.present(b, animated: true) { log.add("pc") }
        #expect(b.presentingViewController === a)
        #expect(a.presentedViewController === b)
        #expect(log.events == ["B.viewDidLoad", "A.wD(true)", "B.wA(true, bP=true)"])
        clock.advance(by: 0.3)
        #expect(log.events.count == 3, "the slide lasts 0.35 s")
        clock.advance(by: 0.1)
        #expect(log.take() == ["B.viewDidLoad", "A.wD(true)", "B.wA(true, bP=true)",
                               "B.dA(true, bP=true)", "A.dD(true)", "pc"])
        #expect(!b.isBeingPresented, "false outside the callbacks")
        #expect(a.viewIfLoaded?.window == nil, "full screen removes the presenter's view")
        #expect(b.view.window === window)
        #expect(b.view.frame == window.bounds)

        a.dismiss(animated: true) { log.add("dc") }
        #expect(log.events == ["B.wD(true, bD=true)", "A.wA(true)"])
        clock.advance(by: 0.4)
        #expect(log.take() == ["B.wD(true, bD=true)", "A.wA(true)", "A.dA(true)", "B.dD(true, bD=true)", "dc"])
        #expect(b.presentingInDidDisappear == .some(nil), "presentingViewController is nil in B.dD")
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.view.window === window)
        #expect(b.view.superview == nil)
        clock.advance(by: 1)
        #expect(log.events.isEmpty)
    }

    @Test("Non-animated present and dismiss finish at the end of the turn, dismissed from the presented end")
    func nonAnimatedFromEitherEnd() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        _ = log.take()

        a.present(b, animated: false) { log.add("pc") }
        #expect(log.events == ["B.viewDidLoad", "A.wD(false)", "B.wA(false, bP=true)"])
        spin()
        #expect(log.take() == ["B.viewDidLoad", "A.wD(false)", "B.wA(false, bP=true)",
                               "B.dA(false, bP=true)", "A.dD(false)", "pc"])

        // B presents nothing, so its dismiss goes to its presenter.
        b.dismiss(animated: false) { log.add("dc") }
        #expect(log.events == ["B.wD(false, bD=true)", "A.wA(false)"])
        spin()
        #expect(log.take() == ["B.wD(false, bD=true)", "A.wA(false)", "A.dA(false)", "B.dD(false, bD=true)", "dc"])
        #expect(a.presentedViewController == nil)
        _ = window
    }

    @Test("T15: .pageSheet, .overFullScreen and .automatic keep the presenter on screen; it logs nothing", arguments: [
        UIModalPresentationStyle.pageSheet, .overFullScreen, .automatic, .formSheet, .overCurrentContext, .popover, .custom,
    ])
    func stylesThatKeepThePresenter(style: UIModalPresentationStyle) {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = style
        let window = makeVisible(a)
        _ = log.take()

        a.present(b, animated: true)
        clock.advance(by: 0.4)
        #expect(log.take() == ["B.viewDidLoad", "B.wA(true, bP=true)", "B.dA(true, bP=true)"])
        #expect(a.view.window === window)
        // A popover on a phone (compact width) adapts to its sheet (spec §16.4 step 5).
        if style == .pageSheet || style == .automatic || style == .formSheet || style == .popover {
            #expect(b.view.frame == CGRect(x: 0, y: 69, width: 393, height: 852 - 69), "a card below the top safe area")
        } else {
            #expect(b.view.frame == window.bounds)
        }
        a.dismiss(animated: true)
        clock.advance(by: 0.4)
        #expect(log.take() == ["B.wD(true, bD=true)", "B.dD(true, bD=true)"])
        #expect(a.presentedViewController == nil)
    }

    @Test("modalPresentationStyle: .automatic by default; raw values are UIKit's")
    func styleValues() {
        #expect(UIViewController().modalPresentationStyle == .automatic)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2)
        #expect(UIModalPresentationStyle.none.rawValue == -1)
        #expect(UIModalPresentationStyle.fullScreen.rawValue == 0)
        #expect(UIModalPresentationStyle.pageSheet.rawValue == 1)
        #expect(UIModalPresentationStyle.formSheet.rawValue == 2)
        #expect(UIModalPresentationStyle.currentContext.rawValue == 3)
        #expect(UIModalPresentationStyle.custom.rawValue == 4)
        #expect(UIModalPresentationStyle.overFullScreen.rawValue == 5)
        #expect(UIModalPresentationStyle.overCurrentContext.rawValue == 6)
        #expect(UIModalPresentationStyle.popover.rawValue == 7)
        #expect(UIModalTransitionStyle.crossDissolve.rawValue == 2)
    }

    @Test("A child presents through its outermost ancestor; presentedViewController is shared with children")
    func childPresentsThroughRoot() {
        let log = EventLog()
        let root = LoggingViewController("R", log: log)
        let child = LoggingViewController("C", log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let window = makeVisible(root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        spin()
        _ = log.take()

        child.present(b, animated: false)
        spin()
        #expect(b.presentingViewController === root)
        #expect(child.presentedViewController === b)
        #expect(root.presentedViewController === b)
        #expect(log.take() == ["B.viewDidLoad", "R.wD(false)", "C.wD(false)", "B.wA(false, bP=true)",
                               "B.dA(false, bP=true)", "R.dD(false)", "C.dD(false)"])
        // A child of the presented controller sees its container's presenter.
        let inner = UIViewController()
        b.addChild(inner)
        #expect(inner.presentingViewController === root)
        inner.dismiss(animated: false)
        spin()
        #expect(root.presentedViewController == nil)
        #expect(log.take() == ["B.wD(false, bD=true)", "R.wA(false)", "C.wA(false)", "R.dA(false)", "C.dA(false)",
                               "B.dD(false, bD=true)"])
        #expect(child.view.window === window)
    }

    @Test(".currentContext covers the view of the ancestor that defines the context, which disappears")
    func currentContext() {
        let log = EventLog()
        let root = LoggingViewController("R", log: log)
        let context = LoggingViewController("X", log: log)
        let inner = LoggingViewController("I", log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .currentContext
        context.definesPresentationContext = true
        let window = makeVisible(root)
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 393, height: 300)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        spin()
        _ = log.take()

        inner.present(b, animated: false)
        spin()
        #expect(b.presentingViewController === context)
        #expect(b.view.superview === root.view)
        #expect(b.view.frame == CGRect(x: 0, y: 100, width: 393, height: 300))
        #expect(context.view.superview == nil)
        #expect(log.take() == ["B.viewDidLoad", "X.wD(false)", "I.wD(false)", "B.wA(false, bP=true)",
                               "B.dA(false, bP=true)", "X.dD(false)", "I.dD(false)"])
        context.dismiss(animated: false)
        spin()
        #expect(context.view.superview === root.view)
        #expect(log.take() == ["B.wD(false, bD=true)", "X.wA(false)", "I.wA(false)", "X.dA(false)", "I.dA(false)",
                               "B.dD(false, bD=true)"])
        _ = window
    }

    @Test("Without definesPresentationContext, .currentContext presents from the root")
    func currentContextFallsBackToRoot() {
        let root = UIViewController()
        let child = UIViewController()
        let b = UIViewController()
        b.modalPresentationStyle = .currentContext
        let window = makeVisible(root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.present(b, animated: false)
        spin()
        #expect(b.presentingViewController === root)
        #expect(root.viewIfLoaded?.window == nil)
        _ = window
    }

    @Test("Dismissing a stack from its bottom: only the top animates; hidden full-screen levels log nothing")
    func dismissStack() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        b.present(c, animated: false)
        spin()
        #expect(c.presentingViewController === b)
        #expect(b.viewIfLoaded?.window == nil)
        _ = log.take()

        var completions = 0
        b.dismiss(animated: true) { completions += 1 }  // B presents C: dismisses C only
        clock.advance(by: 0.4)
        #expect(log.take() == ["C.wD(true, bD=true)", "B.wA(true)", "B.dA(true)", "C.dD(true, bD=true)"])
        b.present(c, animated: false)
        spin()
        _ = log.take()

        a.dismiss(animated: true) { completions += 1 }
        #expect(log.events == ["C.wD(true, bD=true)", "A.wA(true)"])
        clock.advance(by: 0.4)
        #expect(log.take() == ["C.wD(true, bD=true)", "A.wA(true)", "A.dA(true)", "C.dD(true, bD=true)"])
        #expect(completions == 2)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
        #expect(b.presentingViewController == nil && c.presentingViewController == nil)
        #expect(window.subviews == [a.view])
    }

    @Test("Dismissing a stack of sheets: every level disappears, top first")
    func dismissSheetStack() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        b.present(c, animated: false)
        spin()
        _ = log.take()
        a.dismiss(animated: false)
        spin()
        #expect(log.take() == ["C.wD(false, bD=true)", "B.wD(false, bD=true)", "C.dD(false, bD=true)", "B.dD(false, bD=true)"])
        #expect(window.subviews == [a.view])
    }

    @Test("Dismiss with nothing presented does nothing")
    func dismissNothing() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeVisible(a)
        _ = log.take()
        var called = false
        a.dismiss(animated: false) { called = true }
        spin()
        #expect(log.events.isEmpty)
        #expect(!called)
        _ = window
    }

    @Test("The transition coordinator runs alongside blocks in the slide and completions after it")
    func transitionCoordinator() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController()
        let b = UIViewController()
        let window = makeVisible(a)
        var events: [String] = []
        a.present(b, animated: true)
        let coordinator = b.transitionCoordinator
        #expect(coordinator?.isAnimated == true)
        #expect(coordinator?.transitionDuration == 0.35)
        #expect(coordinator?.containerView === window)
        coordinator?.animate(alongsideTransition: { _ in events.append("alongside") },
                             completion: { _ in events.append("completion") })
        #expect(events == ["alongside"], "registered while the slide runs: runs at once")
        clock.advance(by: 0.4)
        #expect(events == ["alongside", "completion"])
        #expect(b.transitionCoordinator == nil)
        #expect(coordinator?.animate(alongsideTransition: nil, completion: nil) == false)
    }

    @Test("isBeingPresented is false in viewDidLoad, in a child's callbacks and in the presenter's")
    func beingPresentedOnlyInsideThePresentedCallbacks() {
        final class Probe: UIViewController {
            var samples: [String: Bool] = [:]
            override func viewDidLoad() { super.viewDidLoad(); samples["viewDidLoad"] = isBeingPresented }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); samples["wA"] = isBeingPresented }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                samples["wD.presented"] = isBeingPresented
                samples["wD.dismissed"] = isBeingDismissed
            }
        }
        let a = Probe(), b = Probe(), child = Probe()
        b.addChild(child)
        b.view.addSubview(child.view)
        child.didMove(toParent: b)
        b.modalPresentationStyle = .fullScreen
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        #expect(b.samples == ["viewDidLoad": false, "wA": true])
        #expect(child.samples == ["viewDidLoad": false, "wA": false])
        #expect(a.samples["wD.presented"] == false && a.samples["wD.dismissed"] == false)
        b.dismiss(animated: false)
        spin()
        #expect(b.samples["wD.dismissed"] == true && b.samples["wD.presented"] == false)
        #expect(child.samples["wD.dismissed"] == false)
        _ = window
    }
}
