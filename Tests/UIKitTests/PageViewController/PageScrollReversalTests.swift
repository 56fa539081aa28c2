import Foundation
import Testing
import UIKit
import UIKitTesting

/// Moves `finger` through `points` in `window`, one point per 60 Hz frame of the virtual clock.
@MainActor
private func walk(_ finger: SimulatedTouch, through points: [CGPoint], in window: UIWindow, clock: VirtualClock) {
    for point in points {
        clock.advance(by: 1.0 / 60)
        finger.move(to: point, in: window)
    }
}

/// `count` points on a horizontal line at y = 240 from `from` to `to` (both ends included after the first).
private func line(from: CGFloat, to: CGFloat, steps count: Int) -> [CGPoint] {
    (1...count).map { CGPoint(x: from + (to - from) * CGFloat($0) / CGFloat(count), y: 240) }
}

// Scroll-style drags that reverse past the current page onto the other side (spec §17.3): the turn
// moves to the other side's page, and the release settles on the page nearest or flung to.
@MainActor @Suite("Scroll-style drags that reverse past the current page (spec §17.3)", .serialized, .checksForLeaks)
struct PageScrollReversalTests {
    @Test("§17.3 reversal: B → C pending, back past B onto A: before(B), A joins, willTransitionTo([A]), A.wA, C.wD, C.dD; resting on A completes")
    func reversalCompletesOnTheOtherSide() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.scroll, book: book, first: "B")
            defer { window.isHidden = true }
            let finger = SimulatedTouch.down(at: CGPoint(x: 120, y: 240), in: window)
            walk(finger, through: line(from: 120, to: 40, steps: 8), in: window, clock: clock)
            #expect(log.take() == ["after(B)", "C.wM(pvc)", "C.dM(pvc)", "C.viewDidLoad", "willTransitionTo([C])",
                                   "C.wA(true)", "B.wD(true)"])
            walk(finger, through: line(from: 40, to: 315, steps: 28), in: window, clock: clock)
            #expect(log.take() == ["before(B)", "A.wM(pvc)", "A.dM(pvc)", "A.viewDidLoad", "willTransitionTo([A])",
                                   "A.wA(true)", "C.wD(true)", "C.dD(true)"])
            // All three pages are children; B is still the page shown.
            #expect(pvc.children == [book["B"], book["C"], book["A"]] && pvc.viewControllers?.first === book["B"])
            walk(finger, through: Array(repeating: CGPoint(x: 315, y: 240), count: 10), in: window, clock: clock)
            finger.lift()
            clock.advance(by: 2)
            #expect(log.take() == ["A.dA(true)", "B.dD(true)", "didFinishAnimating(true, [B], true)",
                                   "B.wM(nil)", "B.dM(nil)", "C.wM(nil)", "C.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["A"] && pvc.children == [book["A"]])
            let scrollView = book["A"].view.superview as? UIScrollView
            #expect(scrollView?.contentOffset == CGPoint(x: 320, y: 0) && scrollView?.contentInset == .zero)
            #expect(book["A"].view.frame.minX == 320)
        }
    }

    @Test("§17.3 reversal cancelled: back onto A, then released near B: B.wA, B.dA, A.wD, A.dD, didFinishAnimating(true, [B], false); A and C leave")
    func reversalCancelled() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.scroll, book: book, first: "B")
            defer { window.isHidden = true }
            let finger = SimulatedTouch.down(at: CGPoint(x: 200, y: 240), in: window)
            walk(finger, through: line(from: 200, to: 120, steps: 8), in: window, clock: clock)
            walk(finger, through: line(from: 120, to: 260, steps: 14), in: window, clock: clock)
            walk(finger, through: Array(repeating: CGPoint(x: 260, y: 240), count: 10), in: window, clock: clock)
            finger.lift()
            clock.advance(by: 2)
            #expect(log.take() == ["after(B)", "C.wM(pvc)", "C.dM(pvc)", "C.viewDidLoad", "willTransitionTo([C])",
                                   "C.wA(true)", "B.wD(true)",
                                   "before(B)", "A.wM(pvc)", "A.dM(pvc)", "A.viewDidLoad", "willTransitionTo([A])",
                                   "A.wA(true)", "C.wD(true)", "C.dD(true)",
                                   "B.wA(true)", "B.dA(true)", "A.wD(true)", "A.dD(true)",
                                   "didFinishAnimating(true, [B], false)",
                                   "A.wM(nil)", "A.dM(nil)", "C.wM(nil)", "C.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect((book["B"].view.superview as? UIScrollView)?.contentOffset == CGPoint(x: 320, y: 0))
        }
    }

    @Test("§17.3 reversal onto a side without a page: asked once, it rubber-bands, the pending page stays pending and the release cancels")
    func reversalOntoAClosedSide() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            let scrollView = book["A"].view.superview as! UIScrollView
            let finger = SimulatedTouch.down(at: CGPoint(x: 200, y: 240), in: window)
            walk(finger, through: line(from: 200, to: 120, steps: 8), in: window, clock: clock)
            walk(finger, through: line(from: 120, to: 300, steps: 18), in: window, clock: clock)
            #expect(log.take() == ["after(A)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "willTransitionTo([B])",
                                   "B.wA(true)", "A.wD(true)", "before(A)"])
            // Past the closed side the content follows the finger by the rubber band only.
            #expect(scrollView.contentOffset.x < 320 && scrollView.contentOffset.x > 320 - 100)
            finger.lift()
            clock.advance(by: 2)
            #expect(log.take() == ["A.wA(true)", "A.dA(true)", "B.wD(true)", "B.dD(true)",
                                   "didFinishAnimating(true, [A], false)", "B.wM(nil)", "B.dM(nil)"])
            #expect(pvc.children == [book["A"]] && scrollView.contentOffset == CGPoint(x: 320, y: 0))
        }
    }

    @Test("§17.3 back and forth: B → C → A → C asks each side once, each crossing a willTransitionTo; the shared container checker holds")
    func backAndForth() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.scroll, book: book, first: "B")
            defer { window.isHidden = true }
            let finger = SimulatedTouch.down(at: CGPoint(x: 200, y: 240), in: window)
            walk(finger, through: line(from: 200, to: 120, steps: 8), in: window, clock: clock)
            walk(finger, through: line(from: 120, to: 280, steps: 16), in: window, clock: clock)
            walk(finger, through: line(from: 280, to: 5, steps: 28), in: window, clock: clock)
            walk(finger, through: Array(repeating: CGPoint(x: 5, y: 240), count: 10), in: window, clock: clock)
            finger.lift()
            clock.advance(by: 2)
            let events = log.take()
            #expect(events == ["after(B)", "C.wM(pvc)", "C.dM(pvc)", "C.viewDidLoad", "willTransitionTo([C])",
                               "C.wA(true)", "B.wD(true)",
                               "before(B)", "A.wM(pvc)", "A.dM(pvc)", "A.viewDidLoad", "willTransitionTo([A])",
                               "A.wA(true)", "C.wD(true)", "C.dD(true)",
                               "willTransitionTo([C])", "C.wA(true)", "A.wD(true)", "A.dD(true)",
                               "C.dA(true)", "B.dD(true)", "didFinishAnimating(true, [B], true)",
                               "B.wM(nil)", "B.dM(nil)", "A.wM(nil)", "A.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["C"] && pvc.children == [book["C"]])
            ContainerLifecycleChecker.check(events, children: ["A", "B", "C"], visibleAtEnd: ["C"])
        }
    }

    @Test("§17.3 a flick back while reversed onto A: the content goes to the page in the flick's direction, B, and the turn is cancelled")
    func flickBackTowardsTheCurrentPage() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.scroll, book: book, first: "B")
            defer { window.isHidden = true }
            let finger = SimulatedTouch.down(at: CGPoint(x: 200, y: 240), in: window)
            walk(finger, through: line(from: 200, to: 120, steps: 8), in: window, clock: clock)
            walk(finger, through: line(from: 120, to: 260, steps: 14), in: window, clock: clock)
            walk(finger, through: line(from: 260, to: 230, steps: 2), in: window, clock: clock)
            finger.lift()
            clock.advance(by: 2)
            let events = log.take()
            #expect(events == ["after(B)", "C.wM(pvc)", "C.dM(pvc)", "C.viewDidLoad", "willTransitionTo([C])",
                               "C.wA(true)", "B.wD(true)",
                               "before(B)", "A.wM(pvc)", "A.dM(pvc)", "A.viewDidLoad", "willTransitionTo([A])",
                               "A.wA(true)", "C.wD(true)", "C.dD(true)",
                               "B.wA(true)", "B.dA(true)", "A.wD(true)", "A.dD(true)",
                               "didFinishAnimating(true, [B], false)",
                               "A.wM(nil)", "A.dM(nil)", "C.wM(nil)", "C.dM(nil)"])
            ContainerLifecycleChecker.check(events, children: ["A", "B", "C"], visibleAtEnd: ["B"])
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect((book["B"].view.superview as? UIScrollView)?.contentOffset == CGPoint(x: 320, y: 0))
        }
    }
}
