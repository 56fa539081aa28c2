import Foundation
import Testing
import UIKit
import UIKitTesting

// `setViewControllers(_:direction:animated:completion:)` while a user's turn is in flight (spec §17.2: a
// page view controller runs one turn at a time). Animated: nothing happens and the completion is not
// called; without animation the user's turn ends first, where it stands, then the pages are set.
/// Keeps every event taken from a log, so that the shared container checker can read them all at the end.
@MainActor
final class KeptLog {
    let log: EventLog
    private(set) var all: [String] = []
    init(_ log: EventLog) { self.log = log }
    func take() -> [String] {
        let events = log.take()
        all += events
        return events
    }
}

@MainActor @Suite("setViewControllers during a user's turn (spec §17.2)", .serialized, .checksForLeaks)
struct PageTurnInterruptionTests {
    /// Runs `body` under the virtual clock with a page view controller of `style` showing A of the pages
    /// A, B and C in a visible 320 × 480 window (the log cleared).
    static func onScreen(_ style: UIPageViewController.TransitionStyle,
                         _ body: (VirtualClock, PageBook, KeptLog, UIWindow, UIPageViewController) -> Void) {
        withVirtualClock { clock in
            let book = PageBook(["A", "B", "C"], log: EventLog())
            let (window, pvc) = showPages(style, book: book)
            defer { window.isHidden = true }
            body(clock, book, KeptLog(book.log), window, pvc)
        }
    }

    static let scrollStart = ["after(A)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "willTransitionTo([B])",
                              "B.wA(true)", "A.wD(true)"]

    @Test("scroll style, finger down on the way to B, set [C] without animation: the drag goes back (didFinishAnimating(false, [A], false)), then C replaces A; the drag is cancelled")
    func scrollHeldThenSetWithoutAnimation() {
        Self.onScreen(.scroll) { clock, book, kept, window, pvc in
            let finger = drag(window, from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.3, lift: false)
            #expect(kept.take() == Self.scrollStart)
            var completions: [Bool] = []
            pvc.setViewControllers([book["C"]], direction: .forward, animated: false) { completions.append($0) }
            #expect(kept.take() == ["A.wA(true)", "A.dA(true)", "B.wD(true)", "B.dD(true)",
                                   "didFinishAnimating(false, [A], false)", "B.wM(nil)", "B.dM(nil)",
                                   "A.wM(nil)", "C.wM(pvc)", "C.dM(pvc)", "C.viewDidLoad", "C.wA(false)", "A.wD(false, mFP=true)"])
            clock.advance(by: 0.1)
            #expect(kept.take() == ["C.dA(false)", "A.dD(false, mFP=true)", "A.dM(nil)"] && completions == [true])
            // The cancelled drag moves nothing further.
            finger.move(to: CGPoint(x: 40, y: 240), in: window)
            finger.lift()
            clock.advance(by: 2)
            #expect(kept.take().isEmpty)
            #expect(pvc.viewControllers?.first === book["C"] && pvc.children == [book["C"]])
            let scrollView = book["C"].view.superview as? UIScrollView
            #expect(scrollView?.contentOffset == CGPoint(x: 320, y: 0) && book["C"].view.frame.minX == 320)
            ContainerLifecycleChecker.check(kept.all, children: ["A", "B", "C"], visibleAtEnd: ["C"])
        }
    }

    @Test("scroll style, set [C] animated during the drag: nothing happens, no completion; the drag still completes on B")
    func scrollHeldThenSetAnimated() {
        Self.onScreen(.scroll) { clock, book, kept, window, pvc in
            let finger = drag(window, from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.3, lift: false)
            _ = kept.take()
            var completions: [Bool] = []
            pvc.setViewControllers([book["C"]], direction: .forward, animated: true) { completions.append($0) }
            clock.advance(by: 1)
            #expect(kept.take().isEmpty && completions.isEmpty)
            finger.move(to: CGPoint(x: 20, y: 240), in: window)
            finger.lift()
            clock.advance(by: 2)
            #expect(kept.take() == ["B.dA(true)", "A.dD(true)", "didFinishAnimating(true, [A], true)", "A.wM(nil)", "A.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["B"] && completions.isEmpty)
        }
    }

    @Test("curl style, finger holding the fold, set [C] without animation: the curl aborts at once (B.wD, A.wA, B leaves, A.dA, didFinishAnimating(false, [A], false)), then the synchronous curl to C")
    func curlHeldThenSetWithoutAnimation() {
        Self.onScreen(.pageCurl) { clock, book, kept, window, pvc in
            let finger = drag(window, from: CGPoint(x: 280, y: 240), to: CGPoint(x: 120, y: 240), duration: 0.2, lift: false)
            #expect(kept.take() == PageCurlGestureTests.forwardStart)
            var completions: [Bool] = []
            pvc.setViewControllers([book["C"]], direction: .forward, animated: false) { completions.append($0) }
            #expect(kept.take() == ["B.wD(true)", "A.wA(true)", "B.wM(nil)", "B.dD(true, mFP=true)", "B.dM(nil)", "A.dA(true)",
                                   "didFinishAnimating(false, [A], false)",
                                   "A.wM(nil)", "A.wD(false, mFP=true)", "A.dD(false, mFP=true)", "A.dM(nil)",
                                   "C.wM(pvc)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dA(false, mTP=true)", "C.dM(pvc)"])
            #expect(completions == [true])
            #expect(book["A"].view.transform == .identity && book["B"].view.transform == .identity)
            finger.move(to: CGPoint(x: 40, y: 240), in: window)
            finger.lift()
            clock.advance(by: 1)
            #expect(kept.take().isEmpty)
            #expect(pvc.viewControllers?.first === book["C"] && pvc.children == [book["C"]])
            #expect(pvc.view.subviews == [book["C"].view])
            ContainerLifecycleChecker.check(kept.all, children: ["A", "B", "C"], visibleAtEnd: ["C"])
        }
    }

    @Test("curl style, a tap's turn to B under way, set [C] without animation: the turn completes at once (didFinishAnimating(false, [A], true)), then B is replaced by C")
    func curlReleasedThenSetWithoutAnimation() {
        Self.onScreen(.pageCurl) { clock, book, kept, window, pvc in
            tap(at: CGPoint(x: 300, y: 240), in: window)
            #expect(kept.take() == PageCurlGestureTests.forwardStart)
            clock.advance(by: 0.1)
            pvc.setViewControllers([book["C"]], direction: .forward, animated: false)
            #expect(kept.take() == ["A.wM(nil)", "A.dD(true, mFP=true)", "A.dM(nil)", "B.dA(true)",
                                   "didFinishAnimating(false, [A], true)",
                                   "B.wM(nil)", "B.wD(false, mFP=true)", "B.dD(false, mFP=true)", "B.dM(nil)",
                                   "C.wM(pvc)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dA(false, mTP=true)", "C.dM(pvc)"])
            clock.advance(by: 1)
            #expect(kept.take().isEmpty && pvc.children == [book["C"]])
            ContainerLifecycleChecker.check(kept.all, children: ["A", "B", "C"], visibleAtEnd: ["C"])
        }
    }

    @Test("an animated programmatic curl under way, set [C] without animation: the curl completes at once with completion(false), then C")
    func programmaticCurlThenSetWithoutAnimation() {
        Self.onScreen(.pageCurl) { clock, book, kept, window, pvc in
            var completions: [String] = []
            pvc.setViewControllers([book["B"]], direction: .forward, animated: true) { completions.append("B \($0)") }
            clock.advance(by: 0.1)
            pvc.setViewControllers([book["C"]], direction: .forward, animated: false) { completions.append("C \($0)") }
            #expect(completions == ["B false", "C true"])
            clock.advance(by: 1)
            #expect(pvc.children == [book["C"]] && pvc.viewControllers == [book["C"]])
            #expect(kept.take().contains("B.dM(nil)"))
            ContainerLifecycleChecker.check(kept.all, children: ["A", "B", "C"], visibleAtEnd: ["C"])
        }
    }
}
