import Foundation
import Testing
import UIKit
import UIKitTesting

/// A parent that embeds a curl-style page view controller in its `viewDidLoad` and shows its first page
/// there, off screen (spec W23, SO48653763).
@MainActor
final class CurlHostViewController: UIViewController {
    let book: PageBook
    let animated: Bool
    let pvc = NamedPageViewController()
    var completedBeforeReturn: Bool?
    var logAtReturn: [String] = []

    init(book: PageBook, animated: Bool) {
        self.book = book
        self.animated = animated
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        pvc.dataSource = book
        pvc.delegate = book
        addChild(pvc)
        view.addSubview(pvc.view)
        pvc.didMove(toParent: self)
        var completed: Bool?
        pvc.setViewControllers([book["C"]], direction: .forward, animated: animated) { completed = $0 }
        completedBeforeReturn = completed
        logAtReturn = book.log.events
    }
}

@MainActor @Suite("W23: a programmatic curl without animation is synchronous, even off screen (spec §17.2)", .checksForLeaks)
struct W23_ProgrammaticCurlTests {
    @Test("W23: in the parent's viewDidLoad the page gets wM, viewDidLoad, wA, dA, dM before the call returns; none again on screen",
          arguments: [false, true])
    func curlInViewDidLoad(animated: Bool) {
        let log = EventLog()
        let book = PageBook(["B", "C", "D"], log: log)
        let host = CurlHostViewController(book: book, animated: animated)
        host.loadViewIfNeeded()
        #expect(host.logAtReturn == ["C.wM(pvc)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dA(false, mTP=true)",
                                     "C.dM(pvc)"])
        #expect(host.completedBeforeReturn == true)
        #expect(host.pvc.viewControllers?.first === book["C"] && host.pvc.children == [book["C"]])
        #expect(book["C"].view.superview === host.pvc.view)
        _ = log.take()
        let window = makeVisible(host)
        // Already appeared: the page view controller's appearance skips it; no data source or delegate calls.
        #expect(log.take().isEmpty)
        // Leaving the window, the page view controller passes its disappearance on.
        host.view.removeFromSuperview()
        spin()
        #expect(log.take() == ["C.wD(false)", "C.dD(false)"])
        window.isHidden = true
    }

    @Test("W23: a later non-animated curl swaps synchronously: old wM(nil), wD, dD, dM(nil), then new wM, wA, dA, dM")
    func laterCurlWithoutAnimation() {
        let log = EventLog()
        let book = PageBook(["A", "B"], log: log)
        let (window, pvc) = showPages(.pageCurl, book: book)
        defer { window.isHidden = true }
        var completed: Bool?
        pvc.setViewControllers([book["B"]], direction: .forward, animated: false) { completed = $0 }
        #expect(completed == true)
        #expect(log.take() == ["A.wM(nil)", "A.wD(false, mFP=true)", "A.dD(false, mFP=true)", "A.dM(nil)",
                               "B.wM(pvc)", "B.viewDidLoad", "B.wA(false, mTP=true)", "B.dA(false, mTP=true)", "B.dM(pvc)"])
        #expect(pvc.children == [book["B"]] && book["A"].viewIfLoaded?.superview == nil)
    }

    @Test("§17.2 animated curl forward: new page added at once, New.wA, Cur.wD; after the curl Cur leaves with dD, New.dA, completion")
    func animatedCurlForward() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book)
            defer { window.isHidden = true }
            var completed: Bool?
            pvc.setViewControllers([book["B"]], direction: .forward, animated: true) {
                completed = $0
                log.add("completion(\($0))")
            }
            #expect(log.take() == ["B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "B.wA(true)", "A.wD(true)"])
            #expect(completed == nil && pvc.viewControllers?.first === book["B"])
            // The turning page folds towards the spine at the left edge.
            clock.advance(by: 0.25)
            let fold = book["A"].view.layer.presentation()?.affineTransform().a ?? 1
            #expect(fold > 0.01 && fold < 0.99)
            clock.advance(by: 0.3)
            #expect(log.take() == ["A.wM(nil)", "A.dD(true, mFP=true)", "A.dM(nil)", "B.dA(true)", "completion(true)"])
            #expect(pvc.children == [book["B"]] && book["A"].view.transform == .identity)
        }
    }

    @Test("§17.2 animated curl in reverse: the earlier page joins the children only at the end")
    func animatedCurlReverse() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book, first: "B")
            defer { window.isHidden = true }
            pvc.setViewControllers([book["A"]], direction: .reverse, animated: true) { log.add("completion(\($0))") }
            #expect(log.take() == ["A.viewDidLoad", "A.wA(true)", "B.wD(true)"])
            clock.advance(by: 0.6)
            #expect(log.take() == ["B.wM(nil)", "B.dD(true, mFP=true)", "B.dM(nil)", "A.wM(pvc)", "A.dA(true, mTP=true)",
                                   "A.dM(pvc)", "completion(true)"])
            #expect(book["A"].view.superview === pvc.view && book["B"].view.superview == nil)
            #expect(pvc.children == [book["A"]])
        }
    }
}
