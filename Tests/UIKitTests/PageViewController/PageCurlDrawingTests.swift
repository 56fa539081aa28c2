import Foundation
import Testing
import UIKit
import UIKitTesting

// How curls are drawn (UIPageViewController+CurlDrawing.swift): views scaled along the axis as a flat
// fold; double-sided sheets show their back as they fold; a reverse curl draws the page coming back.
@MainActor @Suite("Curl drawing: double-sided backs and the incoming page of a reverse curl", .serialized, .checksForLeaks)
struct PageCurlDrawingTests {
    /// The horizontal scale `view` is drawn with now (its presentation layer's, else its own).
    static func shownScale(_ view: UIView) -> CGFloat {
        guard let presented = view.layer.presentation() else { return view.transform.a }
        return presented.affineTransform().a
    }

    /// The horizontal extent a view covers in its superview now.
    static func span(_ view: UIView) -> (CGFloat, CGFloat) {
        let frame = view.frame
        return ((frame.minX * 10).rounded() / 10, (frame.maxX * 10).rounded() / 10)
    }

    @Test("a reverse curl draws the earlier page from a snapshot unfolding from the spine over the current page, which stays flat; the page joins at the end")
    func reverseCurlDrawsIncomingPage() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book, first: "B")
            defer { window.isHidden = true }
            pvc.setViewControllers([book["A"]], direction: .reverse, animated: true)
            let root = pvc.view!
            #expect(root.subviews.count == 2 && root.subviews.first === book["B"].view)
            let snapshot = root.subviews[1]
            #expect(snapshot !== book["A"].view && book["A"].parent == nil)
            // On screen it starts folded onto the spine (the model holds the end: flat).
            #expect(snapshot.transform == .identity)
            clock.advance(by: 0.01)
            let atStart: CGFloat = Self.shownScale(snapshot)
            #expect(atStart < 0.15)
            clock.advance(by: 0.24)
            let halfway: CGFloat = Self.shownScale(snapshot)
            #expect(halfway > 0.1 && halfway < 0.99)
            #expect(book["B"].view.transform == .identity)
            clock.advance(by: 0.5)
            #expect(snapshot.superview == nil && root.subviews == [book["A"].view])
            #expect(pvc.children == [book["A"]] && book["A"].view.transform == .identity)
        }
    }

    @Test("a mid-spine forward curl folds B onto the spine, then C (its back) opens over A on the left; D lies under B; [C, D] are shown")
    func midSpineForwardShowsBack() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C", "D"], log: log)
            let pvc = NamedPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                              options: [.spineLocation: UIPageViewController.SpineLocation.mid])
            pvc.setViewControllers([book["A"], book["B"]], direction: .forward, animated: false)
            let window = makeTouchWindow()
            window.rootViewController = pvc
            spin()
            defer { window.isHidden = true }
            #expect(pvc.isDoubleSided)
            pvc.setViewControllers([book["C"], book["D"]], direction: .forward, animated: true)
            let root = pvc.view!
            #expect(root.subviews.last === book["C"].view && root.subviews.first === book["D"].view)
            // The model values are the first leg's end: B folded onto the spine, the back lying on B's half.
            #expect(Self.span(book["B"].view).1 - Self.span(book["B"].view).0 < 0.5)
            #expect(Self.span(book["C"].view) == (160, 240))
            clock.advance(by: 0.3)
            #expect(Self.span(book["C"].view) == (0, 160))
            clock.advance(by: 0.5)
            #expect(pvc.viewControllers == [book["C"], book["D"]] && pvc.children == [book["C"], book["D"]])
            #expect(book["C"].view.frame == CGRect(x: 0, y: 0, width: 160, height: 480))
            #expect(book["D"].view.frame == CGRect(x: 160, y: 0, width: 160, height: 480))
        }
    }

    @Test("a double-sided curl with a min spine takes [back, front]: the back is drawn from a snapshot over the folding page and never joins; only the front is shown after")
    func minSpineDoubleSidedBack() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "A'", "B"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book)
            defer { window.isHidden = true }
            pvc.isDoubleSided = true
            pvc.setViewControllers([book["A'"], book["B"]], direction: .forward, animated: true)
            let root = pvc.view!
            #expect(root.subviews.count == 3 && root.subviews.first === book["B"].view)
            let back = root.subviews[2]
            #expect(back !== book["A'"].view && book["A'"].parent == nil)
            clock.advance(by: 0.25)
            clock.advance(by: 0.5)
            #expect(back.superview == nil)
            #expect(pvc.viewControllers == [book["B"]] && pvc.children == [book["B"]])
            #expect(!log.events.contains { $0.hasPrefix("A'.w") || $0.hasPrefix("A'.d") })
        }
    }

    @Test("a tap in the trailing strip of a mid-spine curl asks for two pages (after(B), after(C)) and turns to [C, D]; the data source's odd page raises the transition count reason")
    func midSpineTapAsksTwice() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C", "D", "E"], log: log)
            let pvc = NamedPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                              options: [.spineLocation: UIPageViewController.SpineLocation.mid])
            pvc.dataSource = book
            pvc.delegate = book
            pvc.setViewControllers([book["A"], book["B"]], direction: .forward, animated: false)
            let window = makeTouchWindow()
            window.rootViewController = pvc
            spin()
            defer { window.isHidden = true }
            _ = log.take()
            tap(at: CGPoint(x: 300, y: 240), in: window)
            let start = log.take()
            #expect(Array(start.prefix(3)) == ["after(B)", "after(C)", "willTransitionTo([C, D])"])
            clock.advance(by: 1)
            #expect(log.take().last == "didFinishAnimating(true, [A, B], true)")
            #expect(pvc.viewControllers == [book["C"], book["D"]])
            var raised: [NSException] = []
            raised = withCapturedExceptions { tap(at: CGPoint(x: 300, y: 240), in: window) }
            #expect(raised.first?.reason == "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition")
            clock.advance(by: 1)
            #expect(pvc.viewControllers == [book["C"], book["D"]])
        }
    }
}

// Right to left (spec §17.3, "RTL flips horizontal"): a horizontal page view controller whose view lays
// out right to left mirrors its pages.
@MainActor @Suite("Page view controllers right to left", .serialized, .checksForLeaks)
struct PageRightToLeftTests {
    @Test("scroll style: the page after lies to the left; a drag to the right turns forward; an animated forward set scrolls left")
    func scrollMirrored() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            pvc.view.semanticContentAttribute = .forceRightToLeft
            let finger = drag(window, from: CGPoint(x: 70, y: 240), to: CGPoint(x: 270, y: 240), duration: 0.1, lift: false)
            #expect(log.take() == ["after(A)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "willTransitionTo([B])",
                                   "B.wA(true)", "A.wD(true)"])
            #expect(book["B"].view.frame.minX == 0)
            finger.lift()
            clock.advance(by: 2)
            #expect(log.take().suffix(3) == ["didFinishAnimating(true, [A], true)", "A.wM(nil)", "A.dM(nil)"])
            let scrollView = book["B"].view.superview as! UIScrollView
            pvc.setViewControllers([book["C"]], direction: .forward, animated: true)
            #expect(book["C"].view.frame.minX == 0)
            clock.advance(by: 0.15)
            #expect(scrollView.contentOffset.x < 320 && scrollView.contentOffset.x > 0)
            clock.advance(by: 1)
            #expect(pvc.viewControllers == [book["C"]] && scrollView.contentOffset.x == 320)
        }
    }

    @Test("curl style: the fold keeps the right edge (the spine); a tap in the left strip turns forward, in the right strip back; a pan to the right turns forward")
    func curlMirrored() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book, first: "B")
            defer { window.isHidden = true }
            pvc.view.semanticContentAttribute = .forceRightToLeft
            let finger = drag(window, from: CGPoint(x: 40, y: 240), to: CGPoint(x: 200, y: 240), duration: 0.2, lift: false)
            #expect(log.take().prefix(2) == ["after(B)", "willTransitionTo([C])"])
            let frame = book["B"].view.frame
            #expect(abs(frame.maxX - 320) < 0.01 && frame.width < 200)
            finger.lift()
            clock.advance(by: 1)
            #expect(log.take().last == "didFinishAnimating(true, [B], true)" && pvc.viewControllers == [book["C"]])
            tap(at: CGPoint(x: 300, y: 240), in: window)
            #expect(log.take().prefix(2) == ["before(C)", "willTransitionTo([B])"])
            clock.advance(by: 1)
            _ = log.take()
            tap(at: CGPoint(x: 20, y: 240), in: window)
            #expect(log.take().prefix(2) == ["after(B)", "willTransitionTo([C])"])
            clock.advance(by: 1)
        }
    }

    @Test("a mid spine right to left shows the first page on the right")
    func midSpineMirrored() {
        let book = PageBook(["A", "B"], log: EventLog())
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        pvc.loadViewIfNeeded()
        pvc.view.semanticContentAttribute = .forceRightToLeft
        pvc.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        pvc.setViewControllers([book["A"], book["B"]], direction: .forward, animated: false)
        pvc.view.layoutIfNeeded()
        #expect(book["A"].view.frame == CGRect(x: 160, y: 0, width: 160, height: 480))
        #expect(book["B"].view.frame == CGRect(x: 0, y: 0, width: 160, height: 480))
    }
}
