import Testing
import UIKit
import UIKitTesting

/// A custom animator with the styles that keep the presenter on screen (spec §6 and §14.4): the
/// presenter's view stays in the window, the context has no from view, and the presenter gets no
/// appearance callbacks in either direction.
@MainActor @Suite("Custom animators with .overFullScreen and .overCurrentContext", .checksForLeaks)
struct CustomOverStyleTransitionTests {
    /// What the animator saw, as named facts.
    private func inspect(_ ctx: UIViewControllerContextTransitioning, presenting: Bool,
                         into checks: inout [String: Bool], style: UIModalPresentationStyle) {
        checks["style"] = ctx.presentationStyle == style
        checks["no presenter view"] = ctx.view(forKey: presenting ? .from : .to) == nil
        checks["presented view given"] = ctx.view(forKey: presenting ? .to : .from) != nil
    }

    @Test(".overFullScreen: the window holds the container above the presenter, who stays silent")
    func overFullScreen() {
        let t = CustomPresentationFixture(style: .overFullScreen)
        let (log, a, b, animator, window) = (t.log, t.a, t.b, t.animator, t.window)
        var checks: [String: Bool] = [:]
        var container: UIView?
        animator.inspect = { ctx in
            container = ctx.containerView
            self.inspect(ctx, presenting: true, into: &checks, style: .overFullScreen)
            checks["final frame fills the container"] = ctx.finalFrame(for: b) == ctx.containerView.bounds
        }
        a.present(b, animated: true) { log.add("pc") }
        spin()
        #expect(log.take() == ["B.viewDidLoad", "B.wA(true, bP=true)", "transitionDuration", "animateTransition",
                               "B.dA(true, bP=true)", "pc", "coordinatorCompletion(isCancelled=false)",
                               "animationEnded(true)"])
        #expect(checks == ["style": true, "no presenter view": true, "presented view given": true,
                           "final frame fills the container": true])
        #expect(a.view.window === window, "the presenter's view stays in the window")
        #expect(container?.superview === window)
        if let container, let index = window.subviews.firstIndex(where: { $0 === container }) {
            #expect(index > 0 && window.subviews[index - 1] === a.view, "the container sits just above A's view")
        } else {
            Issue.record("no container in the window")
        }
        #expect(b.view.superview === container)

        checks = [:]
        animator.inspect = { ctx in self.inspect(ctx, presenting: false, into: &checks, style: .overFullScreen) }
        b.dismiss(animated: true) { log.add("dc") }
        spin()
        #expect(log.take() == ["B.wD(true, bD=true)", "transitionDuration", "animateTransition", "B.dD(true, bD=true)",
                               "dc", "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(checks == ["style": true, "no presenter view": true, "presented view given": true])
        #expect(container?.superview == nil)
        #expect(a.view.window === window)
        #expect(a.presentedViewController == nil)
    }

    @Test(".overCurrentContext: the container covers the context's place; the context controller stays silent")
    func overCurrentContext() {
        let log = EventLog()
        let root = LoggingViewController("R", log: log)
        let context = LoggingViewController("X", log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .overCurrentContext
        context.definesPresentationContext = true
        let animator = LoggingAnimator(log: log)
        let delegate = TestTransitioningDelegate()
        delegate.animator = animator
        b.transitioningDelegate = delegate
        let window = makeVisible(root)
        root.addChild(context)
        context.view.frame = CGRect(x: 0, y: 100, width: 393, height: 300)
        root.view.addSubview(context.view)
        context.didMove(toParent: root)
        spin()
        _ = log.take()
        var checks: [String: Bool] = [:]
        var container: UIView?
        animator.inspect = { ctx in
            container = ctx.containerView
            self.inspect(ctx, presenting: true, into: &checks, style: .overCurrentContext)
        }
        context.present(b, animated: true)
        spin()
        #expect(log.take() == ["B.viewDidLoad", "B.wA(true, bP=true)", "transitionDuration", "animateTransition",
                               "B.dA(true, bP=true)", "animationEnded(true)"])
        #expect(checks == ["style": true, "no presenter view": true, "presented view given": true])
        #expect(b.presentingViewController === context)
        #expect(context.view.superview === root.view, "the context's view stays where it was")
        #expect(container?.superview === root.view)
        if let container, let index = root.view.subviews.firstIndex(where: { $0 === container }) {
            #expect(index > 0 && root.view.subviews[index - 1] === context.view, "the container sits just above it")
        } else {
            Issue.record("no container above the context's view")
        }

        checks = [:]
        animator.inspect = { ctx in self.inspect(ctx, presenting: false, into: &checks, style: .overCurrentContext) }
        context.dismiss(animated: true)
        spin()
        #expect(log.take() == ["B.wD(true, bD=true)", "transitionDuration", "animateTransition", "B.dD(true, bD=true)",
                               "animationEnded(true)"])
        #expect(checks == ["style": true, "no presenter view": true, "presented view given": true])
        #expect(container?.superview == nil)
        #expect(context.view.superview === root.view)
        _ = window
    }
}

/// A controller that queues an alongside animation in a view, and its completion, from its
/// will-callbacks, the way apps use `animateAlongsideTransition(in:animation:completion:)`.
@MainActor
private final class AlongsideViewController: LoggingViewController {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    private(set) var queued: [Bool] = []
    private weak var coordinator: AnyObject?

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); queue(alpha: 0) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); queue(alpha: 1) }

    private func queue(alpha: CGFloat) {
        guard let coordinator = transitionCoordinator, coordinator !== self.coordinator else { return }
        self.coordinator = coordinator
        let (log, badge) = (self.log, self.badge)
        queued.append(coordinator.animateAlongsideTransition(in: badge.superview, animation: { ctx in
            badge.alpha = alpha
            log.add("alongside(animated=\(ctx.isAnimated), interactive=\(ctx.isInteractive))")
        }, completion: { ctx in
            log.add("alongsideCompletion(cancelled=\(ctx.isCancelled))")
        }))
    }
}

/// `animateAlongsideTransition(in:animation:completion:)` on a running transition's coordinator.
@MainActor @Suite("Coordinator: animateAlongsideTransition(in:)", .checksForLeaks)
struct AnimateAlongsideInViewTests {
    /// A visible A with a badge; B `.custom` with a delegate vending an animator that runs 0.5 s.
    private func setUp() -> (EventLog, LoggingViewController, AlongsideViewController, TestTransitioningDelegate, UIWindow) {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = AlongsideViewController("B", log: log)
        a.logsFlags = false
        b.logsFlags = false
        b.modalPresentationStyle = .custom
        let delegate = TestTransitioningDelegate()
        delegate.animator = LoggingAnimator(log: log, animatingFor: 0.5)
        b.transitioningDelegate = delegate
        let window = makeVisible(a)
        a.view.addSubview(b.badge)
        _ = log.take()
        return (log, a, b, delegate, window)
    }

    @Test("queued during a custom presentation: the animation runs with the transition, the completion after it")
    func alongsideInViewDuringPresentation() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (log, a, b, _, window) = setUp()
        a.present(b, animated: true)
        spin()
        #expect(b.queued == [true])
        clock.advance(by: 0.25)
        #expect(log.events.contains("alongside(animated=true, interactive=false)"))
        #expect(!log.events.contains("alongsideCompletion(cancelled=false)"), "the completion waits for the end")
        #expect(b.badge.alpha == 0)
        let opacity = b.badge.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0.1 && opacity < 0.9, "it moves with the transition: \(opacity)")
        clock.advance(by: 0.5)
        let events = log.take()
        let completion = events.firstIndex(of: "alongsideCompletion(cancelled=false)")
        let didAppear = events.firstIndex(of: "B.dA")
        #expect(completion != nil && didAppear != nil && completion! > didAppear!,
                "the completion runs after the transition ends: \(events)")
        #expect(b.transitionCoordinator == nil)
        _ = window
    }

    @Test("a coordinator whose transition has finished queues nothing")
    func alongsideInViewAfterTheEnd() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (_, a, b, _, window) = setUp()
        a.present(b, animated: true)
        spin()
        let coordinator = try #require(b.transitionCoordinator)
        clock.advance(by: 1)
        var ran = false
        #expect(!coordinator.animateAlongsideTransition(in: a.view, animation: { _ in ran = true }, completion: nil))
        #expect(!ran)
        _ = window
    }

    @Test("queued during a cancelled interactive dismissal: the completion sees the cancellation")
    func alongsideInViewDuringCancelledDismissal() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (log, a, b, delegate, window) = setUp()
        a.present(b, animated: true)
        clock.advance(by: 1)
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissalInteractor = interactor
        _ = log.take()
        b.dismiss(animated: true)
        spin()
        interactor.update(0.3)
        spin()
        interactor.cancel()
        clock.advance(by: 1)
        #expect(b.queued == [true, true])
        #expect(log.take().filter { $0.hasPrefix("alongside") } == ["alongside(animated=true, interactive=true)",
                                                                    "alongsideCompletion(cancelled=true)"])
        #expect(a.presentedViewController === b)
        _ = window
    }
}
