import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Touches: hit-testing and ownership (W34, W35)", .serialized, .checksForLeaks)
struct HitTestingAndOwnershipTests {
    /// A touch window with two logging siblings side by side: A at x 0–100, B at x 100–200.
    func siblings() -> (UIWindow, TouchLog, TouchLoggingView, TouchLoggingView) {
        let window = makeTouchWindow(), log = TouchLog()
        let a = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchLoggingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        a.name = "A"; b.name = "B"; a.log = log; b.log = log
        window.addSubview(a)
        window.addSubview(b)
        return (window, log, a, b)
    }

    @Test("W34: the later sibling wins; alpha 0.009 is skipped and 0.011 hit (0.01 reads back below 0.01, see ViewHitTestingTests); hidden and disabled subtrees are skipped; no hit outside the parent")
    func w34HitTesting() {
        let window = makeTouchWindow()
        defer { window.isHidden = true }
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === b)
        b.alpha = 0.009
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === a)
        b.alpha = 0.011
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === b)
        b.isHidden = true
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === a)
        b.isHidden = false
        b.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === a)
        let sticking = UIView(frame: CGRect(x: 80, y: 80, width: 60, height: 60))
        a.addSubview(sticking)
        #expect(window.hitTest(CGPoint(x: 90, y: 90), with: nil) === sticking)
        #expect(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === b.superview) // outside a: the window
        // A real touch is hit-tested the same way: touch.view is the hit view.
        let finger = SimulatedTouch.down(at: CGPoint(x: 90, y: 90), in: window)
        #expect(finger.touch.view === sticking && finger.touch.window === window)
        finger.lift()
    }

    @Test("W35: a touch that begins in A and moves into B stays A's; B gets nothing")
    func w35TouchOwnership() {
        let (window, log, a, b) = siblings()
        defer { window.isHidden = true }
        let finger = SimulatedTouch.down(at: CGPoint(x: 50, y: 50), in: window)
        finger.move(to: CGPoint(x: 150, y: 50), in: window)
        #expect(finger.touch.view === a)
        #expect(finger.touch.location(in: a) == CGPoint(x: 150, y: 50))
        #expect(finger.touch.location(in: b) == CGPoint(x: 50, y: 50))
        #expect(finger.touch.previousLocation(in: nil) == CGPoint(x: 50, y: 50))
        finger.lift()
        #expect(log.entries == ["A.began(1)", "A.moved", "A.ended"])
    }

    @Test("touches travel up the responder chain: an unhandled touch reaches the view controller")
    func responderChain() {
        @MainActor final class Controller: UIViewController {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("vc.began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("vc.ended") }
        }
        let window = makeTouchWindow()
        defer { window.isHidden = true }
        let controller = Controller()
        window.rootViewController = controller
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(plain)
        tap(plain)
        #expect(controller.log == ["vc.began", "vc.ended"])
    }

    @Test("isMultipleTouchEnabled false: the view gets the first touch only; true: both")
    func multipleTouch() {
        let window = makeTouchWindow()
        defer { window.isHidden = true }
        let log = TouchLog()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.log = log
        window.addSubview(view)
        let first = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: view)
        let second = SimulatedTouch.down(at: CGPoint(x: 50, y: 50), in: view)
        SimulatedTouch.lift([first, second])
        #expect(log.entries == ["v.began(1)", "v.ended"])
        log.entries.removeAll()
        view.isMultipleTouchEnabled = true
        let both = SimulatedTouch.down(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50)], in: view)
        SimulatedTouch.lift(both)
        #expect(log.entries == ["v.began(2)", "v.ended"])
    }

    @Test("isExclusiveTouch: while an exclusive view tracks a touch, another view gets none")
    func exclusiveTouch() {
        let (window, log, a, _) = siblings()
        defer { window.isHidden = true }
        a.isExclusiveTouch = true
        let first = SimulatedTouch.down(at: CGPoint(x: 50, y: 50), in: window)
        let second = SimulatedTouch.down(at: CGPoint(x: 150, y: 50), in: window)
        SimulatedTouch.lift([first, second])
        #expect(log.entries == ["A.began(1)", "A.ended"])
    }

    @Test("a view animating without .allowUserInteraction is not hit; the touch goes to the view below")
    func animatingViewIsNotHit() {
        let window = makeTouchWindow()
        defer { window.isHidden = true }
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(moving)
        UIView.animate(withDuration: 1) { moving.alpha = 0.5 }
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        let interactive = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(interactive)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction]) { interactive.alpha = 0.5 }
        #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === interactive)
    }
}
