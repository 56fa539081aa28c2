import Foundation
import Testing
import UIKit
import UIKitTesting

// A finger that lands during an animated scroll-style turn (spec §17.2, §20.6: a touch stops a running
// scroll animation where it is, without `scrollViewDidEndScrollingAnimation`) and lifts without
// dragging. The turn must still end, each callback once:
//
//   setViewControllers(animated: true)   the page is already `viewControllers`, so the content goes on to
//                                         it (a settle at the paging rate) and the turn completes there;
//                                         `completion(false)`: its scroll animation did not run to its end
//   a page-control or accessibility turn the user's turn, now held: the content settles on the page
//                                         nearest, completing or cancelling as a released drag does;
//                                         `didFinishAnimating(false, [Cur], completed)`
//
// [INFERRED: iOS's queuing scroll view reports such a catch as a manual scroll and is known to assert;
// the outcome and the `finished` flags here are the port's.]
@MainActor @Suite("A touch that catches an animated scroll-style turn (spec §17.2, §20.6)", .serialized, .checksForLeaks)
struct PageScrollCaughtByTouchTests {
    static let setStart = ["A.wM(nil)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "B.wA(true)", "A.wD(true, mFP=true)"]
    static let setEnd = ["B.dA(true)", "A.dD(true, mFP=true)", "completion(false)", "A.dM(nil)"]

    /// Shows A of [A, B], turns to B by an animated `setViewControllers` whose completion is logged, and
    /// lets `caughtAfter` seconds of the scroll run; returns the window, the controller and the scroll view.
    func animatedSet(_ book: PageBook, clock: VirtualClock, caughtAfter delay: TimeInterval)
        -> (UIWindow, UIPageViewController, UIScrollView) {
        let (window, pvc) = showPages(.scroll, book: book)
        let scrollView = book["A"].view.superview as! UIScrollView
        pvc.setViewControllers([book["B"]], direction: .forward, animated: true) { book.log.add("completion(\($0))") }
        #expect(book.log.take() == Self.setStart)
        if delay > 0 { clock.advance(by: delay) }
        return (window, pvc, scrollView)
    }

    @Test("§17.2 setViewControllers animated, caught past half way and lifted: the content stops under the finger, then settles on B; B.dA, A.dD, completion(false), A leaves")
    func setCaughtPastHalfway() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc, scrollView) = animatedSet(book, clock: clock, caughtAfter: 0.2)
            defer { window.isHidden = true }
            let caughtAt = scrollView.contentOffset.x
            #expect(caughtAt > 480 && caughtAt < 640)
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 240), in: window)
            clock.advance(by: 0.5)
            // The touch stopped the animation: nothing moved and nothing ended while the finger was down.
            #expect(scrollView.contentOffset.x == caughtAt && scrollView.isTracking && !scrollView.isScrollAnimating)
            #expect(log.take().isEmpty)
            finger.lift()
            #expect(scrollView.isDecelerating)
            clock.advance(by: 2)
            let events = log.take()
            #expect(events == Self.setEnd)
            ContainerLifecycleChecker.check(Self.setStart + events, children: ["A", "B"], visibleAtEnd: ["B"])
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0) && book["B"].view.frame.minX == 320)
            #expect(!scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isScrollAnimating)
        }
    }

    @Test("§17.2 setViewControllers animated, caught before half way (the old page nearest) and lifted: the content still goes on to B, each call once, no delegate or data source calls")
    func setCaughtEarly() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc, scrollView) = animatedSet(book, clock: clock, caughtAfter: 0.05)
            defer { window.isHidden = true }
            #expect(scrollView.contentOffset.x > 320 && scrollView.contentOffset.x < 480)
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 240), in: window)
            clock.advance(by: 0.1)
            finger.lift()
            // On its way to B, never back towards A.
            var last = scrollView.contentOffset.x
            var backwards = false
            for _ in 0..<20 {
                clock.advance(by: 1.0 / 60)
                if scrollView.contentOffset.x != 320 && scrollView.contentOffset.x < last { backwards = true }
                last = scrollView.contentOffset.x
            }
            #expect(!backwards)
            clock.advance(by: 2)
            let events = log.take()
            #expect(events == Self.setEnd)
            ContainerLifecycleChecker.check(Self.setStart + events, children: ["A", "B"], visibleAtEnd: ["B"])
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
        }
    }

    @Test("§17.2 setViewControllers animated, caught the moment it starts (the content still on A's slot) and lifted: it goes on to B")
    func setCaughtAtOnce() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc, scrollView) = animatedSet(book, clock: clock, caughtAfter: 0)
            defer { window.isHidden = true }
            #expect(scrollView.contentOffset.x == 320)
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 240), in: window)
            finger.lift()
            clock.advance(by: 2)
            #expect(log.take() == Self.setEnd)
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
        }
    }

    @Test("§17.2 setViewControllers animated, caught and dragged back towards A: no data source or delegate calls, and the release still ends on B")
    func setCaughtAndDragged() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc, scrollView) = animatedSet(book, clock: clock, caughtAfter: 0.1)
            defer { window.isHidden = true }
            let finger = SimulatedTouch.down(at: CGPoint(x: 100, y: 240), in: window)
            for step in 1...12 {
                clock.advance(by: 1.0 / 60)
                finger.move(to: CGPoint(x: 100 + CGFloat(step) * 10, y: 240), in: window)
            }
            for _ in 0..<10 { clock.advance(by: 1.0 / 60); finger.move(to: CGPoint(x: 220, y: 240), in: window) }
            finger.lift()
            clock.advance(by: 3)
            let events = log.take()
            #expect(events == Self.setEnd)
            ContainerLifecycleChecker.check(Self.setStart + events, children: ["A", "B"], visibleAtEnd: ["B"])
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
            #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0) && !scrollView.isScrollAnimating)
        }
    }

    @Test("§17.2 a page-control turn caught past half way and lifted: settles on B; B.dA, A.dD, didFinishAnimating(false, [A], true); the control moves on")
    func controlTurnCaughtLate() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let counting = CountingDataSource(book)
            let (window, pvc) = showPages(.scroll, book: book, dataSource: counting)
            defer { window.isHidden = true }
            let control = pvc.view.subviews.compactMap { $0 as? UIPageControl }.first!
            let scrollView = book["A"].view.superview as! UIScrollView
            tap(at: CGPoint(x: control.bounds.maxX - 20, y: control.bounds.midY), in: control)
            clock.advance(by: 0.2)
            let start = log.take()
            #expect(start == PageControlTurnTests.forwardTurn)
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 200), in: window)
            clock.advance(by: 0.3)
            #expect(log.take().isEmpty)
            counting.shown = 1
            finger.lift()
            clock.advance(by: 2)
            let events = log.take()
            #expect(events == ["B.dA(true)", "A.dD(true)", "didFinishAnimating(false, [A], true)", "A.wM(nil)", "A.dM(nil)"])
            ContainerLifecycleChecker.check(start + events, children: ["A", "B"], visibleAtEnd: ["B"])
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]] && control.currentPage == 1)
            #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
        }
    }

    @Test("§17.2 an accessibility turn caught early and lifted: back on A, the turn cancelled; A.wA, A.dA, B.wD, B.dD, didFinishAnimating(false, [A], false)")
    func accessibilityTurnCaughtEarly() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            let scrollView = book["A"].view.superview as! UIScrollView
            #expect(scrollView.accessibilityScroll(.next))
            clock.advance(by: 0.05)
            let start = log.take()
            #expect(start == PageControlTurnTests.forwardTurn)
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 240), in: window)
            clock.advance(by: 0.1)
            finger.lift()
            clock.advance(by: 2)
            let events = log.take()
            #expect(events == ["A.wA(true)", "A.dA(true)", "B.wD(true)", "B.dD(true)",
                               "didFinishAnimating(false, [A], false)", "B.wM(nil)", "B.dM(nil)"])
            ContainerLifecycleChecker.check(start + events, children: ["A", "B"], visibleAtEnd: ["A"])
            #expect(pvc.viewControllers?.first === book["A"] && pvc.children == [book["A"]])
            #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0) && scrollView.contentInset == .zero)
            // The pager works again: the next turn runs to its end.
            #expect(scrollView.accessibilityScroll(.next))
            clock.advance(by: 1)
            #expect(log.take() == ["after(A)", "B.wM(pvc)", "B.dM(pvc)", "willTransitionTo([B])", "B.wA(true)", "A.wD(true)", "B.dA(true)",
                                   "A.dD(true)", "didFinishAnimating(true, [A], true)", "A.wM(nil)", "A.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["B"])
        }
    }

    @Test("§17.2 an accessibility turn caught the moment it starts (the content exactly on A) and lifted: cancelled at once, not left in flight")
    func accessibilityTurnCaughtAtRest() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            let scrollView = book["A"].view.superview as! UIScrollView
            #expect(scrollView.accessibilityScroll(.next))
            let start = log.take()
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 240), in: window)
            finger.lift()
            clock.advance(by: 1)
            let events = log.take()
            #expect(events == ["A.wA(true)", "A.dA(true)", "B.wD(true)", "B.dD(true)",
                               "didFinishAnimating(false, [A], false)", "B.wM(nil)", "B.dM(nil)"])
            ContainerLifecycleChecker.check(start + events, children: ["A", "B"], visibleAtEnd: ["A"])
            #expect(pvc.viewControllers?.first === book["A"] && pvc.children == [book["A"]])
        }
    }
}
