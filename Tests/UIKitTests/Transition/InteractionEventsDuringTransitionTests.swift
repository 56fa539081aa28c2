import Testing
@testable import UIKit
import UIKitTesting

/// Spec §14.7: while a presentation or dismissal runs without an interactor, the application ignores
/// interaction events under the presentation controller's reason; fingers already down keep being
/// delivered, new ones are dropped for their whole life; interactive transitions are not gated.
@MainActor @Suite("Touches during presentation transitions (spec §14.7)", .checksForLeaks)
struct InteractionEventsDuringTransitionTests {
    /// A custom presentation fixture whose animator slides for 1 s, and a frontmost window with two
    /// logging views, so that the views' own animation blocking plays no part.
    @MainActor private struct Scene {
        let clock: VirtualClock
        let touches = TouchLog()
        let window = makeTouchWindow()
        let v1 = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v2 = TouchLoggingView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let t = CustomPresentationFixture(logsFlags: false)
    }

    /// Runs `body` with a scene under a virtual clock, then takes the scene down.
    private func withScene(_ body: (Scene) -> Void) {
        let scene = Scene(clock: VirtualClock.install())
        defer {
            scene.window.isHidden = true
            scene.clock.uninstall()
        }
        for (view, name) in [(scene.v1, "v1"), (scene.v2, "v2")] {
            view.name = name
            view.log = scene.touches
            scene.window.addSubview(view)
        }
        scene.t.animator.animates = true
        body(scene)
    }

    private func reason(_ controller: UIPresentationController?, from: UIViewController, to: UIViewController) -> String {
        let address = controller.map { "<\(_objcClassName(type(of: $0))): \(_objcAddressString($0))>" } ?? "nil"
        return "\(address) beginning transition for presentation from: \(from) to: \(to)"
    }

    @Test("§14.7: an animated custom presentation ignores interaction events until it completes, under UIKit's reason")
    func customPresentationIgnoresTouches() {
        withScene { scene in
            let (t, a, b, v1, touches) = (scene.t, scene.t.a, scene.t.b, scene.v1, scene.touches)
            var readInAnimator: Bool?
            t.animator.inspect = { _ in readInAnimator = UIApplication.shared.isIgnoringInteractionEvents }
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            var ignoringInCompletion: Bool?
            a.present(b, animated: true) { ignoringInCompletion = UIApplication.shared.isIgnoringInteractionEvents }
            spin()
            #expect(readInAnimator == true)
            #expect(UIApplication.shared.isIgnoringInteractionEvents)
            #expect(UIApplication.shared._ignoringInteractionEventsReasons
                == [reason(b.presentationController, from: a, to: b)])
            tap(v1)
            #expect(touches.entries.isEmpty, "a tap during the presentation is dropped")
            scene.clock.advance(by: 1.1)
            spin()
            #expect(a.presentedViewController === b && b.transitionCoordinator == nil)
            #expect(ignoringInCompletion == false, "the ignoring ends before the completion runs")
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            #expect(UIApplication.shared._ignoringInteractionEventsReasons.isEmpty)
            tap(v1)
            #expect(touches.entries == ["v1.began(1)", "v1.ended"])
            t.animator.animates = false
            b.dismiss(animated: false)
            spin()
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
        }
    }

    @Test("§14.7: a finger already down keeps being delivered; one that goes down during the transition never is")
    func trackedTouchesKeepBeingDelivered() {
        withScene { scene in
            let (t, v1, v2, touches) = (scene.t, scene.v1, scene.v2, scene.touches)
            let first = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: v1)
            t.a.present(t.b, animated: true)
            spin()
            #expect(UIApplication.shared.isIgnoringInteractionEvents)
            let second = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: v2)
            first.move(to: CGPoint(x: 20, y: 10), in: v1)
            second.move(to: CGPoint(x: 20, y: 10), in: v2)
            #expect(touches.entries == ["v1.began(1)", "v1.moved"])
            scene.clock.advance(by: 1.1)
            spin()
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            // After the transition the dropped finger stays dropped: its began was never delivered.
            second.move(to: CGPoint(x: 30, y: 10), in: v2)
            second.lift()
            first.lift()
            #expect(touches.entries == ["v1.began(1)", "v1.moved", "v1.ended"])
            tap(v2)
            #expect(touches.entries.suffix(2) == ["v2.began(1)", "v2.ended"])
            t.animator.animates = false
            t.b.dismiss(animated: false)
            spin()
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
        }
    }

    @Test("§14.7: a non-interactive dismissal ignores touches too; the system slide of a full-screen presentation as well")
    func dismissalAndSystemPresentationIgnoreTouches() {
        withScene { scene in
            let (a, b, clock) = (scene.t.a, scene.t.b, scene.clock)
            a.present(b, animated: true)
            clock.advance(by: 1.1)
            spin()
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            b.dismiss(animated: true)
            spin()
            #expect(UIApplication.shared.isIgnoringInteractionEvents)
            #expect(UIApplication.shared._ignoringInteractionEventsReasons
                == [reason(b.presentationController, from: b, to: a)])
            clock.advance(by: 1.1)
            spin()
            #expect(a.presentedViewController == nil)
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)

            let c = UIViewController()
            c.modalPresentationStyle = .fullScreen
            a.present(c, animated: true)
            spin()
            #expect(UIApplication.shared.isIgnoringInteractionEvents)
            #expect(UIApplication.shared._ignoringInteractionEventsReasons
                == [reason(c.presentationController, from: a, to: c)])
            clock.advance(by: 1)
            spin()
            #expect(a.presentedViewController === c)
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            a.dismiss(animated: false)
            spin()
            #expect(!UIApplication.shared.isIgnoringInteractionEvents, "a non-animated dismissal ends its ignoring at once")
        }
    }

    @Test("§14.7: an interactive dismissal does not ignore touches; its cancel leaves nothing ignored")
    func interactiveTransitionsAreNotGated() {
        withScene { scene in
            let (t, a, b, v1, touches) = (scene.t, scene.t.a, scene.t.b, scene.v1, scene.touches)
            t.animator.animates = false
            a.present(b, animated: true)
            let interactor = UIPercentDrivenInteractiveTransition()
            t.delegate.dismissalInteractor = interactor
            t.animator.animates = true
            b.dismiss(animated: true)
            spin()
            interactor.update(0.3)
            spin()
            #expect(b.transitionCoordinator?.isInteractive == true)
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            tap(v1)
            #expect(touches.entries == ["v1.began(1)", "v1.ended"])
            interactor.cancel()
            scene.clock.advance(by: 0.35)
            spin()
            #expect(a.presentedViewController === b)
            #expect(!UIApplication.shared.isIgnoringInteractionEvents)
            t.delegate.dismissalInteractor = nil
            t.animator.animates = false
            b.dismiss(animated: false)
            spin()
            #expect(a.presentedViewController == nil)
        }
    }

    @Test("§14.7: a presentation controller freed while it still ignores events logs UIKit's line")
    func deallocatingWhileIgnoringLogs() {
        let a = UIViewController(), b = UIViewController()
        var controller: UIPresentationController? = UIPresentationController(presentedViewController: b, presenting: a)
        let context = _UIViewControllerTransitionContext(container: UIView(), animated: true, from: a, to: b,
                                                         animator: LoggingAnimator(log: EventLog()), interactor: nil,
                                                         defaultDuration: 0.3)
        controller?._ignoreInteractionEvents(during: context)
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        let description = controller.map { "<UIPresentationController: \(_objcAddressString($0))>" } ?? ""
        let lines = withCapturedLog { controller = nil }
        #expect(lines == ["Invalid state: deallocating presentation controller while still ignoring interaction events: \(description)"])
        #expect(!UIApplication.shared.isIgnoringInteractionEvents, "the ignoring ends with the controller (provisional)")
        context.completeTransition(false)
        #expect(!UIApplication.shared.isIgnoringInteractionEvents)
    }
}

@MainActor @Suite("One interactor, several transitions (spec §15.2 step 1)", .checksForLeaks)
struct SharedInteractorTests {
    @Test("§15.2 step 1: a second transition started with an interactor already driving one only runs its animator")
    func secondTransitionRunsUnscrubbed() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let interactor = UIPercentDrivenInteractiveTransition()
        let first = CustomPresentationFixture(logsFlags: false)
        let second = CustomPresentationFixture(logsFlags: false)
        for t in [first, second] {
            t.animator.animates = true
            t.delegate.presentationInteractor = interactor
        }
        first.a.present(first.b, animated: true)
        spin()
        second.a.present(second.b, animated: true)
        spin()
        #expect(first.log.take() == ["B.viewDidLoad", "B.wA", "transitionDuration", "transitionDuration", "animateTransition"])
        #expect(second.log.take() == ["B.viewDidLoad", "B.wA", "transitionDuration", "animateTransition"],
                "the interactor does not read the second animator's duration")
        #expect(first.animator.context?.containerView.layer.speed == 0, "the first transition is scrubbed")
        #expect(second.animator.context?.containerView.layer.speed == 1, "the second one runs on its own")
        interactor.update(0.5)
        spin()
        #expect(interactor.percentComplete == 0.5)
        #expect(first.animator.context?.containerView.layer.timeOffset == 0.5)
        #expect(second.animator.context?.containerView.layer.timeOffset == 0)
        clock.advance(by: 1.1)
        spin()
        #expect(second.log.take() == ["B.dA", "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"],
                "the second animation completed its transition at its own pace")
        #expect(first.log.take().isEmpty, "the first waits for the interactor")
        interactor.finish()
        clock.advance(by: 0.6)
        spin()
        #expect(first.log.take() == ["B.dA", "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(first.a.presentedViewController === first.b && second.a.presentedViewController === second.b)
        for t in [first, second] {
            t.animator.animates = false
            t.b.dismiss(animated: false)
        }
        spin()
        #expect(!UIApplication.shared.isIgnoringInteractionEvents)
    }
}
