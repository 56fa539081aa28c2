import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("W24: programmatic scroll-style turns (spec §17.2)", .checksForLeaks)
struct W24_ProgrammaticScrollTests {
    @Test("W24: animated: B.dM precedes B.wA, then A.wD; after the scroll B.dA, A.dD, completion; no data source or delegate")
    func animatedScroll() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            var completed: Bool?
            pvc.setViewControllers([book["B"]], direction: .forward, animated: true) {
                completed = $0
                log.add("completion(\($0))")
            }
            #expect(log.take() == ["A.wM(nil)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "B.wA(true)", "A.wD(true, mFP=true)"])
            #expect(pvc.viewControllers?.first === book["B"] && completed == nil)
            #expect(pvc.children.count == 2)
            clock.advance(by: 0.5)
            #expect(log.take() == ["B.dA(true)", "A.dD(true, mFP=true)", "completion(true)", "A.dM(nil)"])
            #expect(pvc.children == [book["B"]] && book["A"].view.superview == nil)
            // The page shown sits in the middle slot, at rest.
            let scrollView = book["B"].view.superview as? UIScrollView
            #expect(scrollView?.contentOffset == CGPoint(x: 320, y: 0) && book["B"].view.frame.minX == 320)

            // The same page again, animated: nothing, and no completion.
            pvc.setViewControllers([book["B"]], direction: .forward, animated: true) { _ in log.add("completion") }
            clock.advance(by: 0.5)
            #expect(log.take().isEmpty)
        }
    }

    @Test("W24: a second animated turn while one scrolls is dropped without its completion")
    func turnWhileScrolling() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.scroll, book: book)
            defer { window.isHidden = true }
            pvc.setViewControllers([book["B"]], direction: .forward, animated: true)
            clock.advance(by: 0.1)
            _ = log.take()
            pvc.setViewControllers([book["C"]], direction: .forward, animated: true) { _ in log.add("completion") }
            clock.advance(by: 0.5)
            #expect(log.take() == ["B.dA(true)", "A.dD(true, mFP=true)", "A.dM(nil)"])
            #expect(pvc.viewControllers?.first === book["B"])
        }
    }

    @Test("§17.2 scroll without animation on screen: B.wA, A.wD now; B.dA, A.dD, A.dM(nil) and the completion after the commit")
    func scrollWithoutAnimation() {
        let log = EventLog()
        let book = PageBook(["A", "B"], log: log)
        let (window, pvc) = showPages(.scroll, book: book)
        defer { window.isHidden = true }
        pvc.setViewControllers([book["B"]], direction: .reverse, animated: false) { log.add("completion(\($0))") }
        #expect(log.take() == ["A.wM(nil)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "B.wA(false)", "A.wD(false, mFP=true)"])
        spin()
        #expect(log.take() == ["B.dA(false)", "A.dD(false, mFP=true)", "A.dM(nil)", "completion(true)"])
        #expect(pvc.children == [book["B"]] && book["B"].view.frame.minX == 320)
    }

    @Test("§17.2 the first call is never animated: off screen only containment, the page appears with the page view controller")
    func firstCallOffScreen() {
        let log = EventLog()
        let book = PageBook(["A"], log: log)
        let pvc = NamedPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        var completed: Bool?
        pvc.setViewControllers([book["A"]], direction: .forward, animated: true) { completed = $0 }
        #expect(completed == true && log.take() == ["A.wM(pvc)", "A.dM(pvc)"])
        #expect(!book["A"].isViewLoaded)
        let window = makeVisible(pvc)
        defer { window.isHidden = true }
        #expect(log.take() == ["A.viewDidLoad", "A.wA(false)", "A.dA(false)"])
    }
}
