import Testing
import UIKit
import UIKitTesting

/// An animator that implements `interruptibleAnimator(using:)`: one property animator per transition
/// that slides the to view from x = 0 to x = 100 over 1 s, linearly, and completes the transition in
/// its completion. `animateTransition` starts that same animator.
@MainActor
final class InterruptibleTestAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: EventLog
    private(set) var propertyAnimator: UIViewPropertyAnimator?
    private(set) var requests = 0

    init(log: EventLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.add("animateTransition")
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        requests += 1
        if let propertyAnimator { return propertyAnimator }
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        container.addSubview(toView)
        toView.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: container.bounds.height)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.frame.origin.x = 100 }
        animator.addCompletion { [log] position in
            log.add("completion(\(position == .end ? "end" : position == .start ? "start" : "current"))")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        propertyAnimator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animationEnded(\(transitionCompleted))")
        propertyAnimator = nil
    }
}

/// A visible A presenting B (`.custom`) through a delegate vending `InterruptibleTestAnimator` and a
/// percent-driven interactor (none when `interactive` is false). The log starts empty.
@MainActor
private struct InterruptiblePresentation {
    let log = EventLog()
    let a: LoggingViewController
    let b: LoggingViewController
    let animator: InterruptibleTestAnimator
    let interactor = UIPercentDrivenInteractiveTransition()
    let delegate = TestTransitioningDelegate()
    let window: UIWindow

    init(interactive: Bool = true) {
        a = LoggingViewController("A", log: log)
        b = LoggingViewController("B", log: log)
        a.logsFlags = false
        b.logsFlags = false
        b.modalPresentationStyle = .custom
        animator = InterruptibleTestAnimator(log: log)
        delegate.animator = animator
        if interactive { delegate.presentationInteractor = interactor }
        b.transitioningDelegate = delegate
        window = makeVisible(a)
        _ = log.take()
    }

    func present() { a.present(b, animated: true) { [log] in log.add("pc") } }
    var property: UIViewPropertyAnimator? { animator.propertyAnimator }
    var coordinator: UIViewControllerTransitionCoordinator? { b.transitionCoordinator }
}

@MainActor @Suite("Interruptible transitions (spec §14.2, §15.2 step 4)", .checksForLeaks)
struct InterruptibleTransitionTests {
    @Test("a percent-driven interactor drives interruptibleAnimator(using:) paused and scrubs its fraction; animateTransition is not called")
    func interactorDrivesTheInterruptibleAnimator() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InterruptiblePresentation()
        t.present()
        spin()
        #expect(t.log.take() == ["B.viewDidLoad", "B.wA"])
        #expect(t.animator.requests == 1)
        #expect(t.property?.state == .active)
        #expect(t.property?.isRunning == false, "paused: the transition starts interactive")
        #expect(t.coordinator?.isInterruptible == true)
        #expect(t.coordinator?.isInteractive == true)
        t.interactor.update(0.25)
        #expect(t.property?.fractionComplete == 0.25)
        #expect(t.interactor.percentComplete == 0.25)
        #expect(t.coordinator?.percentComplete == 0.25)
        clock.advance(by: 2)
        #expect(t.property?.fractionComplete == 0.25, "time does not move a paused animator")
        #expect(t.log.take() == [])
        t.interactor.finish()
        clock.advance(by: 1)
        #expect(t.log.take() == ["completion(end)", "B.dA", "pc", "animationEnded(true)"])
        #expect(t.animator.requests == 1, "the same animator for the whole transition")
    }

    @Test("finish continues from the fraction over (1 − p) × duration / completionSpeed with completionCurve")
    func finishContinuesWithTheCompletionCurve() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InterruptiblePresentation()
        t.interactor.completionCurve = .easeIn
        t.present()
        spin()
        t.interactor.update(0.5)
        t.interactor.completionSpeed = 2
        t.interactor.finish()
        #expect(t.coordinator?.isInteractive == false)
        #expect(t.coordinator?.completionVelocity == 2)
        #expect(t.property?.isRunning == true)
        #expect(t.property?.isReversed == false)
        #expect((t.property?.timingParameters as? UICubicTimingParameters)?.animationCurve == .easeIn)
        _ = t.log.take()
        clock.advance(by: 0.2)
        #expect(t.log.events == [], "(1 − 0.5) × 1 s / 2 = 0.25 s")
        clock.advance(by: 0.1)
        #expect(t.log.take() == ["completion(end)", "B.dA", "pc", "animationEnded(true)"])
        #expect(t.b.view.frame.origin.x == 100)
        #expect(t.a.presentedViewController === t.b)
        #expect(t.b.transitionCoordinator == nil)
    }

    @Test("cancel reverses the animator from the fraction with timingCurve; the presentation is undone")
    func cancelReversesWithTheTimingCurve() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InterruptiblePresentation()
        let curve = UICubicTimingParameters(animationCurve: .easeOut)
        t.interactor.timingCurve = curve
        t.present()
        spin()
        t.interactor.update(0.6)
        t.interactor.cancel()
        #expect(t.property?.isReversed == true)
        #expect(t.property?.timingParameters === curve)
        #expect(t.coordinator?.isCancelled == true)
        #expect(t.coordinator?.completionVelocity == -1)
        _ = t.log.take()
        clock.advance(by: 0.5)
        #expect(t.log.events == [], "0.6 × 1 s / 1 = 0.6 s")
        clock.advance(by: 0.2)
        #expect(t.log.take() == ["completion(start)", "B.wD", "B.dD", "pc", "animationEnded(false)"])
        #expect(t.b.view.superview == nil)
        #expect(t.a.presentedViewController == nil)
    }

    @Test("wantsInteractiveStart false starts the animator running; pause() makes it interactive at its fraction")
    func pauseInterruptsARunningTransition() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InterruptiblePresentation()
        t.interactor.wantsInteractiveStart = false
        var interactionChanges: [String] = []
        t.present()
        t.coordinator?.notifyWhenInteractionChanges { context in
            interactionChanges.append("interactive=\(context.isInteractive), cancelled=\(context.isCancelled)")
        }
        spin()
        #expect(t.coordinator?.isInteractive == false)
        #expect(t.coordinator?.initiallyInteractive == false)
        #expect(t.property?.isRunning == true)
        clock.advance(by: 0.3)
        t.interactor.pause()
        #expect(t.property?.isRunning == false)
        #expect(t.coordinator?.isInteractive == true)
        #expect(abs(t.interactor.percentComplete - 0.3) < 0.02)
        #expect(interactionChanges == ["interactive=true, cancelled=false"])
        t.interactor.pause()
        #expect(interactionChanges.count == 1, "pausing a paused transition does nothing")
        t.interactor.update(0.8)
        #expect(t.property?.fractionComplete == 0.8)
        #expect(t.coordinator?.percentComplete == 0.8)
        t.interactor.finish()
        #expect(interactionChanges == ["interactive=true, cancelled=false", "interactive=false, cancelled=false"])
        clock.advance(by: 0.25)
        #expect(t.a.presentedViewController === t.b)
        #expect(t.b.transitionCoordinator == nil)
        #expect(t.b.view.frame.origin.x == 100)
    }

    @Test("without interruptibleAnimator(using:) the transition is not interruptible and pause() does nothing")
    func classicAnimatorIsNotInterruptible() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let fixture = CustomPresentationFixture(logsFlags: false)
        fixture.animator.animates = true
        let interactor = UIPercentDrivenInteractiveTransition()
        fixture.delegate.presentationInteractor = interactor
        fixture.a.present(fixture.b, animated: true)
        spin()
        #expect(fixture.b.transitionCoordinator?.isInterruptible == false)
        interactor.update(0.4)
        interactor.pause()
        #expect(fixture.b.transitionCoordinator?.isInteractive == true)
        #expect(interactor.percentComplete == 0.4)
        interactor.finish()
        clock.advance(by: 1)
        #expect(fixture.a.presentedViewController === fixture.b)
    }

    @Test("a transition without an interactor calls animateTransition, which may start the interruptible animator")
    func nonInteractiveTransitionCallsAnimateTransition() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InterruptiblePresentation(interactive: false)
        t.present()
        #expect(t.coordinator?.isInterruptible == false)
        #expect(t.animator.requests == 1)
        clock.advance(by: 1.1)
        #expect(t.log.take() == ["B.viewDidLoad", "B.wA", "animateTransition", "completion(end)", "B.dA",
                                 "pc", "animationEnded(true)"])
        #expect(t.b.view.frame.origin.x == 100)
    }
}
