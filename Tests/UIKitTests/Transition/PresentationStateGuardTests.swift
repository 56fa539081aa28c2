import Testing
import UIKit
import UIKitTesting

/// The public-API paths that could change a presentation controller's state, or take its container
/// away, while a custom presentation animates (spec §14.7's "Presentation controller state was
/// changed while the transition was in progress." and "transitionViewForCurrentTransition is not set,
/// presentation controller was dismissed during the presentation?"): each is refused earlier, so the
/// transition ends with its state intact and neither line is logged (docs/STATUS.md, Issue 11).
@MainActor @Suite("§14.7: the guards that pre-empt the mid-transition state logs", .checksForLeaks)
struct PresentationStateGuardTests {
    /// A presents B (done); B presents C `.custom` with an animator that runs for 0.5 s.
    @MainActor
    private struct Stack {
        let log = EventLog()
        let a: LoggingViewController, b: LoggingViewController, c: LoggingViewController
        let delegate = TestTransitioningDelegate()
        let window: UIWindow

        init() {
            a = LoggingViewController("A", log: log)
            b = LoggingViewController("B", log: log)
            c = LoggingViewController("C", log: log)
            b.modalPresentationStyle = .overFullScreen
            c.modalPresentationStyle = .custom
            delegate.animator = LoggingAnimator(log: log, animatingFor: 0.5)
            c.transitioningDelegate = delegate
            window = makeVisible(a)
            a.present(b, animated: false)
            spin()
        }
    }

    @Test("a stack dismissal from a lower presenter during the top presentation is refused")
    func lowerPresenterDismissalDuringPresentation() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let s = Stack()
        s.b.present(s.c, animated: true)
        spin()
        clock.advance(by: 0.2)
        let controller = s.c.presentationController
        var dismissed = false
        let lines = withCapturedLog { s.a.dismiss(animated: false) { dismissed = true } }
        #expect(lines == ["Warning: Attempt to dismiss from view controller \(s.a) while a presentation or dismiss is in progress!"])
        let ending = withCapturedLog { clock.advance(by: 1) }
        #expect(ending == [], "the presentation ends with its state intact")
        #expect(!dismissed)
        #expect(s.b.presentedViewController === s.c)
        #expect(s.c.presentationController === controller)
        #expect(s.c.view.superview?.superview === s.window, "C's container is still set and on screen")
    }

    @Test("changing modalPresentationStyle mid-transition changes nothing of the running one")
    func styleChangeDuringPresentation() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let s = Stack()
        s.b.present(s.c, animated: true)
        spin()
        let container = s.c.view.superview
        let lines = withCapturedLog {
            s.c.modalPresentationStyle = .fullScreen
            clock.advance(by: 1)
        }
        #expect(lines == [])
        #expect(s.b.view.window === s.window, "the .custom presentation keeps B on screen")
        #expect(s.c.view.superview === container)
        _ = s.log.take()
        let dismissal = withCapturedLog {
            s.c.dismiss(animated: true)
            clock.advance(by: 1)
        }
        #expect(dismissal == [])
        #expect(s.log.take() == ["C.wD(true, bD=true)", "transitionDuration", "animateTransition",
                                 "C.dD(true, bD=true)", "animationEnded(true)"],
                "dismissed as presented (.custom: B silent), not as the new style")
        #expect(container?.superview == nil)
    }
}
