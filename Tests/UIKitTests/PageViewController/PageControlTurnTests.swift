import Foundation
import Testing
import UIKit
import UIKitTesting

// Scroll-style turns without a drag (spec §17.2, §17.3): a tap on the built-in page control and an
// accessibility scroll turn one page, animated, with the delegate's calls of a user's turn.
@MainActor @Suite("Page-control and accessibility turns of the scroll style (spec §17.2)", .serialized, .checksForLeaks)
struct PageControlTurnTests {
    static let forwardTurn = ["after(A)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "willTransitionTo([B])",
                              "B.wA(true)", "A.wD(true)"]
    static let forwardEnd = ["B.dA(true)", "A.dD(true)", "didFinishAnimating(true, [A], true)", "A.wM(nil)", "A.dM(nil)"]

    func pageControl(_ pvc: UIPageViewController) -> UIPageControl {
        pvc.view.subviews.compactMap { $0 as? UIPageControl }.first!
    }

    @Test("a tap on the page control's right half turns forward, animated: willTransitionTo([B]) … didFinishAnimating(true, [A], true)")
    func tapTurnsForward() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let counting = CountingDataSource(book)
            let (window, pvc) = showPages(.scroll, book: book, dataSource: counting)
            defer { window.isHidden = true }
            let control = pageControl(pvc)
            let scrollView = book["A"].view.superview as! UIScrollView
            tap(at: CGPoint(x: control.bounds.maxX - 20, y: control.bounds.midY), in: control)
            #expect(log.take() == Self.forwardTurn)
            #expect(pvc.children == [book["A"], book["B"]] && pvc.viewControllers?.first === book["A"])
            // Animated: a little later the content is on its way to the page after.
            clock.advance(by: 0.1)
            #expect(scrollView.contentOffset.x > 320 && scrollView.contentOffset.x < 640)
            counting.shown = 1
            clock.advance(by: 1)
            #expect(log.take() == Self.forwardEnd)
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0) && book["B"].view.frame.minX == 320)
            #expect(control.currentPage == 1)
        }
    }

    @Test("a tap on the left half turns back; a tap towards a side without a page turns nothing and the control shows the data source's index again")
    func tapTurnsBackOrNothing() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let counting = CountingDataSource(book)
            counting.shown = 1
            let (window, pvc) = showPages(.scroll, book: book, first: "B", dataSource: counting)
            defer { window.isHidden = true }
            let control = pageControl(pvc)
            tap(at: CGPoint(x: 20, y: control.bounds.midY), in: control)
            counting.shown = 0
            clock.advance(by: 1)
            let events = log.take()
            #expect(events == ["before(B)", "A.wM(pvc)", "A.dM(pvc)", "A.viewDidLoad", "willTransitionTo([A])",
                               "A.wA(true)", "B.wD(true)", "A.dA(true)", "B.dD(true)",
                               "didFinishAnimating(true, [B], true)", "B.wM(nil)", "B.dM(nil)"])
            ContainerLifecycleChecker.check(events, children: ["A", "B"], visibleAtEnd: ["A"])
            #expect(pvc.viewControllers?.first === book["A"] && control.currentPage == 0)
            // Back on B while the data source still answers index 0: a tap after the dot asks for the page
            // after B, there is none, and the control shows the data source's index again.
            pvc.setViewControllers([book["B"]], direction: .forward, animated: false)
            spin()
            _ = log.take()
            #expect(control.currentPage == 0)
            tap(at: CGPoint(x: control.bounds.maxX - 20, y: control.bounds.midY), in: control)
            clock.advance(by: 1)
            #expect(log.take() == ["after(B)"])
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect(control.currentPage == 0)
        }
    }

    @Test("accessibilityScroll(.left) on the paging scroll view turns forward as a tap does; .up (across the axis) and a missing page return false")
    func accessibilityScrollTurns() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            let scrollView = book["A"].view.superview as! UIScrollView
            #expect(scrollView.accessibilityScroll(.up) == false && log.take().isEmpty)
            #expect(scrollView.accessibilityScroll(.left))
            #expect(log.take() == Self.forwardTurn)
            // One turn at a time.
            #expect(scrollView.accessibilityScroll(.next) == false && log.take().isEmpty)
            clock.advance(by: 1)
            #expect(log.take() == Self.forwardEnd)
            #expect(scrollView.accessibilityScroll(.next) == false)
            #expect(log.take() == ["after(B)"])
            #expect(scrollView.accessibilityScroll(.right))
            clock.advance(by: 1)
            #expect(log.take() == ["before(B)", "A.wM(pvc)", "A.dM(pvc)", "willTransitionTo([A])", "A.wA(true)",
                                   "B.wD(true)", "A.dA(true)", "B.dD(true)", "didFinishAnimating(true, [B], true)",
                                   "B.wM(nil)", "B.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["A"])
            #expect(UIAccessibilityScrollDirection.right.rawValue == 1 && UIAccessibilityScrollDirection.previous.rawValue == 6)
        }
    }

    @Test("a vertical pager turns forward on accessibilityScroll(.up) and back on .down; .left (across the axis) does nothing")
    func accessibilityScrollAxes() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book, orientation: .vertical)
            defer { window.isHidden = true }
            let scrollView = book["A"].view.superview as! UIScrollView
            #expect(scrollView.accessibilityScroll(.left) == false)
            #expect(scrollView.accessibilityScroll(.up))
            clock.advance(by: 1)
            #expect(pvc.viewControllers?.first === book["B"])
            #expect(scrollView.accessibilityScroll(.down))
            clock.advance(by: 1)
            #expect(pvc.viewControllers?.first === book["A"])
            _ = log.take()
        }
    }

    @Test("the shared container checker over a page-control turn interrupted by setViewControllers without animation")
    func interruptedByASet() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            let scrollView = book["A"].view.superview as! UIScrollView
            #expect(scrollView.accessibilityScroll(.next))
            clock.advance(by: 0.1)
            pvc.setViewControllers([book["C"]], direction: .forward, animated: false)
            clock.advance(by: 1)
            let events = log.take()
            #expect(events.contains("didFinishAnimating(false, [A], true)"))
            ContainerLifecycleChecker.check(events, children: ["A", "B", "C"], visibleAtEnd: ["C"])
            #expect(pvc.viewControllers?.first === book["C"] && pvc.children == [book["C"]])
        }
    }
}
