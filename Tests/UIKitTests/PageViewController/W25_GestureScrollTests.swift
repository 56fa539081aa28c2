import Foundation
import Testing
import UIKit
import UIKitTesting

// Finger-driven scroll-style turns through the touch driver: a 320 × 480 window, one move per frame.
@MainActor @Suite("W25: scroll-style turns by a real drag, completed and cancelled (spec §17.3)", .serialized, .checksForLeaks)
struct W25_GestureScrollTests {
    @Test("W25: a flick left turns to B: after(A), B joins, willTransitionTo([B]), B.wA, A.wD, then B.dA, A.dD, didFinishAnimating(true, [A], true)")
    func completedDrag() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            let auditor = ContainmentAuditor(mode: .strict)
            defer { auditor.stop() }
            let finger = drag(window, from: CGPoint(x: 250, y: 240), to: CGPoint(x: 50, y: 240), duration: 0.1, lift: false)
            #expect(log.take() == ["after(A)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "willTransitionTo([B])",
                                   "B.wA(true)", "A.wD(true)"])
            // The data source's page is a child at once; the shown page is still A.
            #expect(pvc.children == [book["A"], book["B"]] && pvc.viewControllers?.first === book["A"])
            finger.lift()
            clock.advance(by: 2)
            #expect(log.take() == ["B.dA(true)", "A.dD(true)", "didFinishAnimating(true, [A], true)",
                                   "A.wM(nil)", "A.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect(auditor.findings.isEmpty)
        }
    }

    @Test("W25: a slow half drag released short of the middle settles back: A.wA, A.dA, B.wD, B.dD, didFinishAnimating(true, [A], false)")
    func cancelledDrag() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            drag(window, from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), duration: 1.0)
            clock.advance(by: 2)
            #expect(log.take() == ["after(A)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "willTransitionTo([B])",
                                   "B.wA(true)", "A.wD(true)", "A.wA(true)", "A.dA(true)", "B.wD(true)", "B.dD(true)",
                                   "didFinishAnimating(true, [A], false)", "B.wM(nil)", "B.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["A"] && pvc.children == [book["A"]])
            #expect((book["A"].view.superview as? UIScrollView)?.contentOffset == CGPoint(x: 320, y: 0))
        }
    }

    @Test("W25: a drag towards a side without a page asks once, rubber-bands and turns nothing")
    func dragPastTheFirstPage() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            let scrollView = book["A"].view.superview as! UIScrollView
            let finger = drag(window, from: CGPoint(x: 50, y: 240), to: CGPoint(x: 250, y: 240), duration: 0.3, lift: false)
            #expect(log.take() == ["before(A)"])
            // Past the closed edge the content follows the finger by the rubber band only.
            #expect(scrollView.contentOffset.x < 320 && scrollView.contentOffset.x > 320 - 190)
            finger.lift()
            clock.advance(by: 2)
            #expect(log.take().isEmpty && scrollView.contentOffset == CGPoint(x: 320, y: 0))
            #expect(pvc.children == [book["A"]])
        }
    }

    @Test("the shared container checker over a completed and a cancelled drag")
    func containerChecker() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, _) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            drag(window, from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), duration: 1.0)
            clock.advance(by: 2)
            drag(window, from: CGPoint(x: 250, y: 240), to: CGPoint(x: 50, y: 240), duration: 0.1)
            clock.advance(by: 2)
            ContainerLifecycleChecker.check(log.events, children: ["A", "B"], visibleAtEnd: ["B"])
        }
    }

    @Test("W25 in reverse and vertical: a flick right from B turns back to A; a vertical pager turns on an upward flick")
    func reverseAndVertical() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book, first: "B")
            drag(window, from: CGPoint(x: 50, y: 240), to: CGPoint(x: 250, y: 240), duration: 0.1)
            clock.advance(by: 2)
            #expect(log.take() == ["before(B)", "A.wM(pvc)", "A.dM(pvc)", "A.viewDidLoad", "willTransitionTo([A])",
                                   "A.wA(true)", "B.wD(true)", "A.dA(true)", "B.dD(true)",
                                   "didFinishAnimating(true, [B], true)", "B.wM(nil)", "B.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["A"] && book["A"].view.frame.minX == 320)
            window.isHidden = true

            let vertical = PageBook(["C", "D"], log: log)
            let (tall, pager) = showPages(.scroll, book: vertical, first: "C", orientation: .vertical)
            defer { tall.isHidden = true }
            drag(tall, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1)
            clock.advance(by: 2)
            #expect(log.take() == ["after(C)", "D.wM(pvc)", "D.dM(pvc)", "D.viewDidLoad", "willTransitionTo([D])",
                                   "D.wA(true)", "C.wD(true)", "D.dA(true)", "C.dD(true)",
                                   "didFinishAnimating(true, [C], true)", "C.wM(nil)", "C.dM(nil)"])
            #expect(pager.viewControllers?.first === vertical["D"] && vertical["D"].view.frame.minY == 480)
        }
    }
}
