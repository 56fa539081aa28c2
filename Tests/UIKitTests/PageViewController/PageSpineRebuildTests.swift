import Foundation
import Testing
import UIKit
import UIKitTesting

/// A delegate in the manner of Apple's page-based application template: in portrait it sets the current
/// page alone, turns double-sided off and answers `.min`; in landscape it sets the current page with the
/// next one and answers `.mid`. `pagesFor` can be cleared to answer the spine without setting pages.
@MainActor
final class TemplateSpineDelegate: NSObject, UIPageViewControllerDelegate {
    let book: PageBook
    var setsPages = true
    var landscapeDoubleSided: Bool?
    var completions: [Bool] = []
    init(_ book: PageBook) { self.book = book }

    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        book.log.add("spineLocationFor(\(orientation.isPortrait ? "portrait" : "landscape"))")
        let current = pageViewController.viewControllers?.first ?? book.pages[0]
        if orientation.isPortrait {
            if setsPages {
                pageViewController.setViewControllers([current], direction: .forward, animated: true) { self.completions.append($0) }
            }
            pageViewController.isDoubleSided = false
            return .min
        }
        if setsPages, let index = book.index(of: current) {
            pageViewController.setViewControllers([book.pages[index], book.pages[index + 1]], direction: .forward,
                                                  animated: true) { self.completions.append($0) }
        }
        if let landscapeDoubleSided { pageViewController.isDoubleSided = landscapeDoubleSided }
        return .mid
    }
}

@MainActor @Suite("Rebuilding the curl's pages when spineLocationFor changes the spine (spec §17.2, §17.4)", .serialized, .checksForLeaks)
struct PageSpineRebuildTests {
    /// A curl page view controller showing A in a visible portrait window, with the template delegate.
    static func show(_ delegate: TemplateSpineDelegate) -> (UIWindow, UIPageViewController) {
        let pvc = NamedPageViewController()
        pvc.dataSource = delegate.book
        pvc.delegate = delegate
        pvc.setViewControllers([delegate.book["A"]], direction: .forward, animated: false)
        let window = makeVisible(pvc)
        _ = delegate.book.log.take()
        delegate.completions = []
        return (window, pvc)
    }

    @Test("turning the window to landscape asks the spine; the pages the delegate sets meanwhile are held and shown for the mid spine (B joins, wA/dA without animation); back to portrait, B leaves")
    func templateRotation() {
        let log = EventLog()
        let book = PageBook(["A", "B", "C"], log: log)
        let delegate = TemplateSpineDelegate(book)
        let (window, pvc) = Self.show(delegate)
        defer { window.isHidden = true }
        let kept = KeptLog(log)
        #expect(pvc.spineLocation == .min && !pvc.isDoubleSided)
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(kept.take() == ["spineLocationFor(landscape)", "B.wM(pvc)", "B.viewDidLoad", "B.wA(false, mTP=true)",
                               "B.dA(false, mTP=true)", "B.dM(pvc)"])
        #expect(pvc.spineLocation == .mid && pvc.isDoubleSided && delegate.completions == [true])
        #expect(pvc.viewControllers == [book["A"], book["B"]] && pvc.children == [book["A"], book["B"]])
        pvc.view.layoutIfNeeded()
        #expect(book["A"].view.frame == CGRect(x: 0, y: 0, width: 426, height: 393))
        #expect(book["B"].view.frame == CGRect(x: 426, y: 0, width: 426, height: 393))

        window.frame = UIScreen.main.bounds
        #expect(kept.take() == ["spineLocationFor(portrait)", "B.wM(nil)", "B.wD(false, mFP=true)", "B.dD(false, mFP=true)",
                               "B.dM(nil)"])
        #expect(pvc.spineLocation == .min && !pvc.isDoubleSided && pvc.viewControllers == [book["A"]])
        pvc.view.layoutIfNeeded()
        #expect(book["A"].view.frame == pvc.view.bounds)
        // A stays on screen throughout (no calls); B came and went.
        ContainerLifecycleChecker.check(kept.all, children: ["B"], visibleAtEnd: [])
    }

    @Test("a mid spine returned with one page raises the spine-location count reason; spine, pages and flag stay")
    func wrongCountRaises() {
        let log = EventLog()
        let book = PageBook(["A", "B"], log: log)
        let delegate = TemplateSpineDelegate(book)
        delegate.setsPages = false
        let (window, pvc) = Self.show(delegate)
        defer { window.isHidden = true }
        let kept = KeptLog(log)
        let raised = withCapturedExceptions { window.frame = CGRect(x: 0, y: 0, width: 852, height: 393) }
        #expect(raised.map(\.name) == [.invalidArgumentException])
        #expect(raised.first?.reason == "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)")
        #expect(pvc.spineLocation == .min && !pvc.isDoubleSided && pvc.viewControllers == [book["A"]])
        #expect(kept.take() == ["spineLocationFor(landscape)"])
    }

    @Test("isDoubleSided = false set while answering a mid spine raises the doubleSided reason; nothing changes and the held pages are not shown")
    func singleSidedMidRaises() {
        let log = EventLog()
        let book = PageBook(["A", "B"], log: log)
        let delegate = TemplateSpineDelegate(book)
        delegate.landscapeDoubleSided = false
        let (window, pvc) = Self.show(delegate)
        defer { window.isHidden = true }
        let kept = KeptLog(log)
        let raised = withCapturedExceptions { window.frame = CGRect(x: 0, y: 0, width: 852, height: 393) }
        #expect(raised.first?.reason == "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.")
        #expect(kept.take() == ["spineLocationFor(landscape)"])
        #expect(pvc.spineLocation == .min && pvc.viewControllers == [book["A"]] && pvc.children == [book["A"]])
        #expect(delegate.completions.isEmpty)
    }

    @Test("the first appearance in landscape rebuilds for a mid spine before the pages appear: B joins with wA/dA without animation")
    func midSpineAsItAppears() {
        let log = EventLog()
        let book = PageBook(["A", "B"], log: log)
        let delegate = TemplateSpineDelegate(book)
        let pvc = NamedPageViewController()
        pvc.delegate = delegate
        pvc.setViewControllers([book["A"]], direction: .forward, animated: false)
        _ = log.take()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        window.rootViewController = pvc
        window.makeKeyAndVisible()
        spin()
        defer { window.isHidden = true }
        #expect(log.take() == ["spineLocationFor(landscape)", "B.wM(pvc)", "B.viewDidLoad", "B.wA(false, mTP=true)",
                               "B.dA(false, mTP=true)", "B.dM(pvc)"])
        #expect(pvc.spineLocation == .mid && pvc.viewControllers == [book["A"], book["B"]])
    }
}
