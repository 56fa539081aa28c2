import Testing
import UIKit
import UIKitTesting

/// A's custom presentation of B driven by a percent-driven interactor; the animator slides B's view
/// from x = 0 to x = 100 over 1 s, linearly, and completes in the animation's completion.
@MainActor
private struct InteractivePresentation {
    let fixture = CustomPresentationFixture(logsFlags: false)
    let interactor = UIPercentDrivenInteractiveTransition()
    var log: EventLog { fixture.log }
    var a: LoggingViewController { fixture.a }
    var b: CoordinatedViewController { fixture.b }
    var animator: LoggingAnimator { fixture.animator }
    var delegate: TestTransitioningDelegate { fixture.delegate }

    init() {
        fixture.animator.animates = true
        fixture.delegate.presentationInteractor = interactor
    }

    func present() {
        a.present(b, animated: true) { [log] in log.add("pc") }
    }

    /// A presentation started and scrubbed to 0.5.
    static func halfWay() -> InteractivePresentation {
        let t = InteractivePresentation()
        t.present()
        spin()
        t.interactor.update(0.5)
        spin()
        return t
    }

    var container: UIView? { animator.context?.containerView }
    var presentedX: CGFloat? { b.view.layer.presentation()?.frame.origin.x }
}

@MainActor @Suite("UIPercentDrivenInteractiveTransition (spec §15)", .checksForLeaks)
struct PercentDrivenTests {
    @Test("Defaults: duration 0, completion speed 1 (≤ 0 reads 1), ease-in-out, interactive start")
    func defaults() {
        let interactor = UIPercentDrivenInteractiveTransition()
        #expect(interactor.duration == 0)
        #expect(interactor.percentComplete == 0)
        #expect(interactor.completionSpeed == 1)
        interactor.completionSpeed = -2
        #expect(interactor.completionSpeed == 1)
        #expect(interactor.completionCurve == .easeInOut)
        #expect(interactor.timingCurve == nil)
        #expect(interactor.wantsInteractiveStart)
    }

    @Test("W09: scrubbing freezes the container's layer and moves its time offset")
    func scrubMaths() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InteractivePresentation()
        t.present()
        spin()
        #expect(t.container?.layer.speed == 0)
        #expect(t.interactor.duration == 1)
        t.interactor.update(0.25)
        spin()
        #expect(t.container?.layer.timeOffset == 0.25)
        #expect(t.interactor.percentComplete == 0.25)
        #expect(abs((t.presentedX ?? -1) - 25) < 0.01, "linear: a quarter of the way")
        #expect(t.b.transitionCoordinator?.percentComplete == 0.25)
        #expect(t.b.transitionCoordinator?.isInteractive == true)
        clock.advance(by: 2)
        #expect(abs((t.presentedX ?? -1) - 25) < 0.01, "time does not move it while frozen")
        #expect(t.log.events == ["B.viewDidLoad", "B.wA", "transitionDuration", "transitionDuration", "animateTransition"])
        t.interactor.finish()
        clock.advance(by: 1)
    }

    @Test("W10: percentages are clamped to 0…1")
    func clamping() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InteractivePresentation()
        t.present()
        spin()
        t.interactor.update(1.7)
        #expect(t.interactor.percentComplete == 1)
        #expect(t.container?.layer.timeOffset == 1)
        t.interactor.update(-1)
        #expect(t.interactor.percentComplete == 0)
        #expect(t.b.transitionCoordinator?.percentComplete == 0)
        t.interactor.update(0.5)
        t.interactor.update(0.5)
        #expect(t.b.transitionCoordinator?.percentComplete == 0.5)
        t.interactor.cancel()
        clock.advance(by: 1)
    }

    @Test("W11: finish runs the rest at the completion speed, then the layer runs normally")
    func finishTiming() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InteractivePresentation.halfWay()
        t.interactor.completionSpeed = 2
        t.interactor.finish()
        #expect(t.b.transitionCoordinator?.isInteractive == false)
        #expect(t.b.transitionCoordinator?.completionVelocity == 2)
        _ = t.log.take()
        clock.advance(by: 0.2)
        #expect(t.log.events == [], "(1 − 0.5) × 1 s / 2 = 0.25 s")
        clock.advance(by: 0.1)
        #expect(t.log.take() == ["B.dA", "pc", "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(t.container?.layer.speed == 1)
        #expect(t.container?.layer.timeOffset == 0)
        #expect(t.b.view.frame.origin.x == 100)
        #expect(t.a.presentedViewController === t.b)
    }

    @Test("W12: cancel runs the animations back and puts the views back at their start values")
    func cancelReverses() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InteractivePresentation()
        t.present()
        spin()
        t.interactor.update(0.6)
        spin()
        t.interactor.completionCurve = .linear
        t.interactor.cancel()
        _ = t.log.take()
        clock.advance(by: 0.5)
        #expect(t.log.events == [], "0.6 × 1 s / 1 = 0.6 s")
        #expect(abs((t.presentedX ?? -1) - 10) < 0.5, "running back linearly: 0.1 s left")
        clock.advance(by: 0.2)
        #expect(t.animator.context?.transitionWasCancelled == true)
        #expect(t.log.take() == ["B.wD", "B.dD", "pc", "coordinatorCompletion(isCancelled=true)", "animationEnded(false)"])
        #expect(t.b.view.frame.origin.x == 0, "back at its start value")
        #expect(t.b.view.superview == nil, "a cancelled presentation removes the presented view")
        #expect(t.a.presentedViewController == nil)
        #expect(t.b.presentingViewController == nil)
    }

    @Test("§15.2: the rest after finish follows completionCurve (ease-in-out by default), not the animation's own")
    func finishFollowsCompletionCurve() {
        // The animation is linear; half-way through, 0.1 s into a 0.5 s finish (a fifth of the rest):
        // linear reaches 60, ease-in-out ≈ 54.1, ease-out ≈ 65.4.
        let cases: [(curve: UIView.AnimationCurve?, x: CGFloat)] = [(nil, 54.08), (.linear, 60), (.easeOut, 65.42)]
        for (curve, expected) in cases {
            let clock = VirtualClock.install()
            defer { clock.uninstall() }
            let t = InteractivePresentation.halfWay()
            if let curve { t.interactor.completionCurve = curve }
            t.interactor.finish()
            clock.advance(by: 0.1)
            #expect(abs((t.presentedX ?? -1) - expected) < 2, "curve \(String(describing: curve)): x \(String(describing: t.presentedX))")
            clock.advance(by: 0.45)
            #expect(t.a.presentedViewController === t.b && t.b.transitionCoordinator == nil)
            #expect(t.b.view.frame.origin.x == 100)
            #expect(t.container?.layer.speed == 1)
        }
    }

    @Test("W13: finish before the transition starts is applied once it has; no exception")
    func finishBeforeStart() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InteractivePresentation()
        t.delegate.onPresentationInteractor = { [interactor = t.interactor] in interactor.finish() }
        let exceptions = withCapturedExceptions { t.present() }
        #expect(exceptions.isEmpty)
        #expect(t.b.transitionCoordinator?.isInteractive == false)
        clock.advance(by: 1.1)
        #expect(t.log.take() == ["B.viewDidLoad", "B.wA", "transitionDuration", "transitionDuration", "animateTransition",
                                 "B.dA", "pc", "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(t.b.view.frame.origin.x == 100)
    }

    @Test("fuzz bug: an animator that completes inside animateTransition left the container's layer frozen")
    func synchronousAnimatorLeavesTheContainerRunning() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = InteractivePresentation()
        t.animator.animates = false
        t.present()
        spin()
        #expect(t.log.take() == ["B.viewDidLoad", "B.wA", "transitionDuration", "transitionDuration", "animateTransition",
                                 "B.dA", "pc", "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(t.container?.layer.speed == 1)
        #expect(t.container?.layer.timeOffset == 0)
        #expect(t.a.presentedViewController === t.b)
        t.interactor.update(0.5)
        t.interactor.finish()
        #expect(t.interactor.percentComplete == 0, "the interactor has let go of the ended transition")
    }

    @Test("A percent-driven interactor needs UIKit's context: with a client's it raises")
    func clientContextRaises() {
        final class Context: NSObject, UIViewControllerContextTransitioning {
            let containerView = UIView()
            var isAnimated: Bool { true }
            var isInteractive: Bool { true }
            var transitionWasCancelled: Bool { false }
            var presentationStyle: UIModalPresentationStyle { .none }
            func updateInteractiveTransition(_ percentComplete: CGFloat) {}
            func finishInteractiveTransition() {}
            func cancelInteractiveTransition() {}
            func pauseInteractiveTransition() {}
            func completeTransition(_ didComplete: Bool) {}
            func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
            func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
            var targetTransform: CGAffineTransform { .identity }
            func initialFrame(for vc: UIViewController) -> CGRect { .zero }
            func finalFrame(for vc: UIViewController) -> CGRect { .zero }
        }
        let interactor = UIPercentDrivenInteractiveTransition()
        let exceptions = withCapturedExceptions { interactor.startInteractiveTransition(Context()) }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.map(\.reason) == ["Attempt to start a percent driven interactive transition but there is no animator!"])
        #expect(interactor.duration == 0, "state unchanged")
    }
}
