import Foundation
import Testing
import UIKit
import UIKitTesting

// The curl style's pan and tap through the touch driver: a 320 × 480 window, strips of 80 pt at each end.
@MainActor @Suite("Curl-style turns by tap and pan (spec §17.3)", .serialized, .checksForLeaks)
struct PageCurlGestureTests {
    static let forwardStart = ["after(A)", "willTransitionTo([B])", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad",
                               "B.wA(true)", "A.wD(true)"]
    static let forwardEnd = ["A.wM(nil)", "A.dD(true, mFP=true)", "A.dM(nil)", "B.dA(true)", "didFinishAnimating(true, [A], true)"]

    @Test("the curl style's gestureRecognizers are its pan and tap, on its view")
    func recognizers() {
        let book = PageBook(["A", "B"], log: EventLog())
        let (window, pvc) = showPages(.pageCurl, book: book)
        defer { window.isHidden = true }
        let recognizers = pvc.gestureRecognizers
        #expect(recognizers.count == 2 && recognizers[0] is UIPanGestureRecognizer && recognizers[1] is UITapGestureRecognizer)
        #expect(recognizers.allSatisfy { $0.view === pvc.view })
        pvc.dataSource = nil
        #expect(pvc.gestureRecognizers.isEmpty && recognizers.allSatisfy { $0.view == nil })
    }

    @Test("a tap in the trailing strip turns forward; in the middle nothing happens; in the leading strip at the first page only the data source is asked")
    func tapTurns() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book)
            defer { window.isHidden = true }
            tap(at: CGPoint(x: 160, y: 240), in: window)
            clock.advance(by: 0.5)
            #expect(log.take().isEmpty)
            tap(at: CGPoint(x: 20, y: 240), in: window)
            clock.advance(by: 0.5)
            #expect(log.take() == ["before(A)"])
            tap(at: CGPoint(x: 300, y: 240), in: window)
            #expect(log.take() == Self.forwardStart)
            clock.advance(by: 0.6)
            #expect(log.take() == Self.forwardEnd)
            #expect(pvc.viewControllers?.first === book["B"] && pvc.children == [book["B"]])
        }
    }

    @Test("a fast pan to the left turns forward with the finger, then completes")
    func panCompletes() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book)
            defer { window.isHidden = true }
            let finger = drag(window, from: CGPoint(x: 280, y: 240), to: CGPoint(x: 120, y: 240), duration: 0.2, lift: false)
            #expect(log.take() == Self.forwardStart)
            // Folded by the finger: 150 of 320 points after the hysteresis.
            #expect(abs(book["A"].view.transform.a - (1 - 150.0 / 320)) < 0.01)
            finger.lift()
            clock.advance(by: 0.6)
            #expect(log.take() == Self.forwardEnd)
            #expect(pvc.viewControllers?.first === book["B"] && book["A"].view.transform == .identity)
        }
    }

    @Test("a slow pan released before the middle aborts: B.wD, A.wA at once; after the curl returns B leaves with dD, A.dA")
    func panAborts() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book)
            defer { window.isHidden = true }
            drag(window, from: CGPoint(x: 280, y: 240), to: CGPoint(x: 220, y: 240), duration: 1.0)
            #expect(log.take() == Self.forwardStart + ["B.wD(true)", "A.wA(true)"])
            clock.advance(by: 0.6)
            #expect(log.take() == ["B.wM(nil)", "B.dD(true, mFP=true)", "B.dM(nil)", "A.dA(true)",
                                   "didFinishAnimating(true, [A], false)"])
            #expect(pvc.viewControllers?.first === book["A"] && pvc.children == [book["A"]])
        }
    }
}
