import Foundation
import Testing
import UIKit
import UIKitTesting

// A user's turn begins only while the page view controller is shown: appeared and in a window
// (`_isShowingPages`, INFERRED). A drag that reaches the pages while the page view controller is itself
// disappearing (the sheet holding it is being swiped down, an interactive pop is taking it away) moves
// the content but turns nothing; if the page view controller then comes back (the swipe is cancelled),
// its current page appears again and stays appeared. Found by the container fuzzer (`all` profile,
// seed 19, episode 15722582154866464117): the turn that began under the swipe was cancelled after the
// swipe's own cancellation had brought the current page back, and its cancellation sent that page
// `wD`/`dD` while it was on screen.
@MainActor @Suite("A user's turn while the page view controller disappears (spec §17.3, §17.4)", .serialized, .checksForLeaks)
struct PageTurnWhileDisappearingTests {
    @Test("scroll style: a drag while the page view controller disappears turns nothing; cancelled, A appears again and stays")
    func scrollDragWhileDisappearing() {
        PageTurnInterruptionTests.onScreen(.scroll) { clock, book, kept, window, pvc in
            pvc.beginAppearanceTransition(false, animated: true)
            #expect(kept.take() == ["A.wD(true)"])
            let finger = drag(window, from: CGPoint(x: 250, y: 240), to: CGPoint(x: 150, y: 240), duration: 0.3, lift: false)
            #expect(kept.take().isEmpty)
            pvc.beginAppearanceTransition(true, animated: true)
            pvc.endAppearanceTransition()
            #expect(kept.take() == ["A.wA(true)", "A.dA(true)"])
            finger.lift()
            clock.advance(by: 2)
            #expect(kept.take().isEmpty)
            #expect(pvc.viewControllers?.first === book["A"] && pvc.children == [book["A"]])
            let scrollView = book["A"].view.superview as? UIScrollView
            #expect(scrollView?.contentOffset == CGPoint(x: 320, y: 0) && book["A"].view.frame.minX == 320)
            ContainerLifecycleChecker.check(kept.all, children: ["A", "B", "C"], visibleAtEnd: ["A"])
        }
    }

    @Test("scroll style: a drag that starts under the disappearance and goes on after the page view controller is back turns to B")
    func scrollDragGoesOnAfterComingBack() {
        PageTurnInterruptionTests.onScreen(.scroll) { clock, book, kept, window, pvc in
            pvc.beginAppearanceTransition(false, animated: true)
            let finger = drag(window, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 260, y: 240), duration: 0.2, lift: false)
            pvc.beginAppearanceTransition(true, animated: true)
            pvc.endAppearanceTransition()
            #expect(kept.take() == ["A.wD(true)", "A.wA(true)", "A.dA(true)"])
            finger.move(to: CGPoint(x: 60, y: 240), in: window)
            #expect(kept.take() == PageTurnInterruptionTests.scrollStart)
            finger.lift()
            clock.advance(by: 2)
            #expect(kept.take() == ["B.dA(true)", "A.dD(true)", "didFinishAnimating(true, [A], true)", "A.wM(nil)", "A.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["B"])
            ContainerLifecycleChecker.check(kept.all, children: ["A", "B", "C"], visibleAtEnd: ["B"])
        }
    }

    @Test("curl style: neither the pan nor a tap in the end strip begins a curl while the page view controller disappears")
    func curlWhileDisappearing() {
        PageTurnInterruptionTests.onScreen(.pageCurl) { clock, book, kept, window, pvc in
            pvc.beginAppearanceTransition(false, animated: true)
            #expect(kept.take() == ["A.wD(true)"])
            drag(window, from: CGPoint(x: 280, y: 240), to: CGPoint(x: 120, y: 240), duration: 0.2)
            tap(at: CGPoint(x: 300, y: 240), in: window)
            clock.advance(by: 1)
            #expect(kept.take().isEmpty)
            pvc.beginAppearanceTransition(true, animated: true)
            pvc.endAppearanceTransition()
            #expect(kept.take() == ["A.wA(true)", "A.dA(true)"])
            #expect(pvc.viewControllers?.first === book["A"] && pvc.children == [book["A"]])
        }
    }
}
