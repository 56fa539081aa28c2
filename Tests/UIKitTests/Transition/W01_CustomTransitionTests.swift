import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Custom view-controller transitions (spec §14)", .checksForLeaks)
struct CustomTransitionTests {
    @Test("W01: custom present order; the context's views, frames and style")
    func customPresentOrder() {
        let t = CustomPresentationFixture()
        let (log, a, b, animator, window) = (t.log, t.a, t.b, t.animator, t.window)
        var checks: [String: Bool] = [:]
        var container: UIView?
        animator.inspect = { ctx in
            container = ctx.containerView
            checks["from view nil"] = ctx.view(forKey: .from) == nil
            checks["to view is B"] = ctx.view(forKey: .to) === b.view
            checks["initial frame zero"] = ctx.initialFrame(for: b) == .zero
            checks["final frame is container bounds"] = ctx.finalFrame(for: b) == ctx.containerView.bounds
            checks["style custom"] = ctx.presentationStyle == .custom
            checks["animated"] = ctx.isAnimated
            checks["other keys nil"] = ctx.viewController(forKey: UITransitionContextViewControllerKey("x")) == nil
        }
        a.present(b, animated: true) { log.add("pc") }
        #expect(log.take() == ["B.viewDidLoad", "B.wA(true, bP=true)", "transitionDuration", "animateTransition",
                               "B.dA(true, bP=true)", "pc", "coordinatorCompletion(isCancelled=false)",
                               "animationEnded(true)"])
        #expect(checks == ["from view nil": true, "to view is B": true, "initial frame zero": true,
                           "final frame is container bounds": true, "style custom": true, "animated": true,
                           "other keys nil": true])
        #expect(b.view.superview === container)
        #expect(container?.superview === window)
        #expect(container?.frame == window.bounds)
        #expect(container?.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(a.view.window === window, "a custom presentation leaves the presenter on screen")
        #expect(a.presentedViewController === b)
    }

    @Test("W02: custom dismiss order; the presented view and the container leave")
    func customDismissOrder() {
        let t = CustomPresentationFixture()
        let (log, a, b, window) = (t.log, t.a, t.b, t.window)
        a.present(b, animated: true)
        let container = b.view.superview
        _ = log.take()
        var toView: UIView?? = .none
        t.animator.inspect = { ctx in toView = .some(ctx.view(forKey: .to)) }
        b.dismiss(animated: true) { log.add("dc") }
        #expect(log.take() == ["B.wD(true, bD=true)", "transitionDuration", "animateTransition", "B.dD(true, bD=true)",
                               "dc", "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(toView == .some(nil), "a custom dismissal has no to view")
        #expect(b.view.superview == nil)
        #expect(container?.superview == nil)
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
    }

    @Test("W03: a non-animated custom present still calls the animator, once")
    func nonAnimatedCustomPresent() {
        let t = CustomPresentationFixture()
        let (log, a, b, animator) = (t.log, t.a, t.b, t.animator)
        var animated: Bool?
        animator.inspect = { ctx in animated = ctx.isAnimated }
        a.present(b, animated: false)
        #expect(log.take() == ["B.viewDidLoad", "B.wA(false, bP=true)", "transitionDuration", "animateTransition",
                               "B.dA(false, bP=true)", "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(animated == false)
    }

    @Test("W04: full-screen custom present transplants the presenter's view; dismissal puts it back at its index")
    func fullScreenCustomPresent() {
        let t = CustomPresentationFixture(style: .fullScreen)
        let (log, a, b, animator, window) = (t.log, t.a, t.b, t.animator, t.window)
        let sibling = UIView()
        window.addSubview(sibling)
        var checks: [String: Bool] = [:]
        animator.inspect = { ctx in
            checks["from view is A"] = ctx.view(forKey: .from) === a.view
            checks["A in container"] = a.view.superview === ctx.containerView
            checks["A final frame zero"] = ctx.finalFrame(for: a) == .zero
        }
        a.present(b, animated: true) { log.add("pc") }
        #expect(log.take() == ["B.viewDidLoad", "A.wD(true)", "B.wA(true, bP=true)", "transitionDuration",
                               "animateTransition", "B.dA(true, bP=true)", "A.dD(true)", "pc",
                               "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(checks == ["from view is A": true, "A in container": true, "A final frame zero": true])
        #expect(a.view.window == nil)

        animator.inspect = { ctx in
            checks["to view is A"] = ctx.view(forKey: .to) === a.view
            checks["A has no superview"] = a.view.superview == nil
        }
        a.dismiss(animated: true) { log.add("dc") }
        #expect(log.take() == ["B.wD(true, bD=true)", "A.wA(true)", "transitionDuration", "animateTransition",
                               "A.dA(true)", "B.dD(true, bD=true)", "dc",
                               "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(checks["to view is A"] == true && checks["A has no superview"] == true)
        #expect(window.subviews == [a.view, sibling], "A's view is back at its original index")
    }

    @Test("W05: completeTransition works once")
    func completeTransitionIsIdempotent() {
        let t = CustomPresentationFixture()
        let (log, a, b, window) = (t.log, t.a, t.b, t.window)
        t.animator.completesTwice = true
        a.present(b, animated: true) { log.add("pc") }
        spin()
        #expect(log.take() == ["B.viewDidLoad", "B.wA(true, bP=true)", "transitionDuration", "animateTransition",
                               "B.dA(true, bP=true)", "pc", "coordinatorCompletion(isCancelled=false)",
                               "animationEnded(true)"])
        _ = window
    }

    @Test("W06: a cancelled interactive dismissal reverses B's callbacks and keeps it presented")
    func cancelledInteractiveDismissal() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = CustomPresentationFixture(logsFlags: false)
        let (log, a, b, animator, delegate, window) = (t.log, t.a, t.b, t.animator, t.delegate, t.window)
        a.present(b, animated: true)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteractor = interactor
        animator.animates = true
        _ = log.take()

        b.dismiss(animated: true) { log.add("dc") }
        spin()
        interactor.update(0.3)
        spin()
        interactor.cancel()
        clock.advance(by: 0.35)
        #expect(animator.context?.transitionWasCancelled == true)
        #expect(log.take() == ["B.wD", "transitionDuration", "transitionDuration", "animateTransition",
                               "B.wA", "B.dA", "dc", "coordinatorCompletion(isCancelled=true)", "animationEnded(false)"])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.view.window === window)
        #expect(b.view.frame.origin.y == 0, "the cancelled animation put the view back")
        #expect(b.transitionCoordinator == nil)
    }

    @Test("W07: navigation custom push; the context's views; no animator off screen")
    func navigationCustomPush() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = TestContainerDelegate()
        let animator = LoggingAnimator(log: log)
        delegate.animator = animator
        nav.delegate = delegate
        let window = makeVisible(nav)
        _ = log.take()
        var checks: [String: Bool] = [:]
        animator.inspect = { ctx in
            checks["from is A, in container"] = ctx.view(forKey: .from) === a.view && a.view.superview === ctx.containerView
            checks["to is B at final frame"] = ctx.view(forKey: .to) === b.view && b.view.frame == ctx.finalFrame(for: b)
            checks["to not in container"] = b.view.superview == nil
            checks["style none"] = ctx.presentationStyle == .none && ctx.presentationStyle.rawValue == -1
        }
        nav.pushViewController(b, animated: true)
        spin()
        #expect(appearanceOnly(log.take()) == ["B.viewDidLoad", "A.wD(true)", "B.wA(true, mTP=true)", "transitionDuration",
                                               "animateTransition", "A.dD(true)", "B.dA(true, mTP=true)",
                                               "animationEnded(true)"])
        #expect(checks == ["from is A, in container": true, "to is B at final frame": true, "to not in container": true,
                           "style none": true])
        #expect(delegate.operations == [.push])
        #expect(nav.topViewController === b)
        #expect(b.view.superview === nav.view)
        #expect(a.view.superview == nil)
        #expect(b.view.superview === nav.view && nav.view.subviews.last === nav.navigationBar, "content stays behind the bar")

        // Off screen the push is immediate: the animator is not asked for, nor called.
        window.rootViewController = UIViewController()
        spin()
        _ = log.take()
        delegate.operations = []
        nav.pushViewController(LoggingViewController("C", log: log), animated: true)
        spin()
        #expect(delegate.operations == [])
        #expect(!log.events.contains("animateTransition"))
    }

    @Test("W08: a cancelled interactive pop reverses both controllers' callbacks and leaves the stack as it was")
    func cancelledInteractivePop() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        a.logsFlags = false
        b.logsFlags = false
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let window = makeVisible(nav)
        let delegate = TestContainerDelegate()
        let animator = LoggingAnimator(log: log)
        animator.animates = true
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interactor = interactor
        nav.delegate = delegate
        _ = log.take()

        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        spin()
        #expect(nav.transitionCoordinator?.isInteractive == true)
        var interactionChanges: [Bool] = []
        nav.transitionCoordinator?.notifyWhenInteractionChanges { context in
            interactionChanges.append(context.isCancelled)
        }
        interactor.update(0.3)
        spin()
        interactor.cancel()
        #expect(interactionChanges == [true])
        clock.advance(by: 0.4)
        let entries = log.take()
        #expect(appearanceOnly(entries) == ["A.viewDidLoad", "B.wD", "A.wA", "transitionDuration", "transitionDuration",
                                            "animateTransition", "A.wD", "A.dD", "B.wA", "B.dA", "animationEnded(false)"])
        #expect(nav.viewControllers == [a, b])
        #expect(nav.topViewController === b)
        #expect(nav.children == [a, b])
        #expect(b.view.superview === nav.view)
        #expect(a.view.superview == nil, "the to view leaves, the from view stays")
        #expect(entries.filter { $0.hasPrefix("B.wM") || $0.hasPrefix("B.dM") }.count == 2,
                "B got willMove(nil) at the pop and didMove back on the cancel")
        #expect(nav.transitionCoordinator == nil)
        _ = window
    }

    @Test("W14 (programmatic part): a navigation controller showing only its root pops nothing and asks for no animator")
    func rootOnlyPop() {
        let log = EventLog()
        let nav = UINavigationController(rootViewController: LoggingViewController("A", log: log))
        let delegate = TestContainerDelegate()
        delegate.animator = LoggingAnimator(log: log)
        nav.delegate = delegate
        let window = makeVisible(nav)
        #expect(nav.popViewController(animated: true) == nil)
        spin()
        #expect(delegate.operations == [])
        _ = window
    }

    @Test("§14.7: finishing or cancelling before the transition starts without an interactor logs UIKit's lines")
    func deferredEndWithoutInteractor() {
        final class EarlyEndAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                transitionContext?.finishInteractiveTransition()
                transitionContext?.cancelInteractiveTransition()
                return 0
            }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(true)
            }
        }
        let t = CustomPresentationFixture()
        let animator = EarlyEndAnimator()
        t.delegate.animator = animator
        let lines = withCapturedLog { t.a.present(t.b, animated: true) }
        #expect(lines == ["Got a deferred interactive finish when we don't have an interactor",
                          "Got a deferred interactive cancellation when we don't have an interactor"])
        #expect(t.a.presentedViewController === t.b, "the transition still completes")
        #expect(t.log.events == ["B.viewDidLoad", "B.wA(true, bP=true)", "B.dA(true, bP=true)",
                                 "coordinatorCompletion(isCancelled=false)"])
    }
}

/// The log without containment callbacks (their labels print the navigation controller's address).
@MainActor
func appearanceOnly(_ entries: [String]) -> [String] {
    entries.filter { !$0.contains(".wM(") && !$0.contains(".dM(") }
}
