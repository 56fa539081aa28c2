import Foundation
import Testing
import UIKit
import UIKitTesting

/// A delegate that answers only the spine and orientation questions.
@MainActor
final class SpineDelegate: NSObject, UIPageViewControllerDelegate {
    var spine: UIPageViewController.SpineLocation
    var asked: [UIInterfaceOrientation] = []
    init(spine: UIPageViewController.SpineLocation) { self.spine = spine }
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        asked.append(orientation)
        return spine
    }
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .landscape
    }
}

@MainActor @Suite("UIPageViewController: the delegate's spine and orientations, spacing, and the shared container checker", .checksForLeaks)
struct PageViewControllerDelegateTests {
    @Test("§17.4: a curl asks spineLocationFor as it appears; a mid answer makes it double-sided; .none raises")
    func spineForOrientation() {
        let book = PageBook(["A", "B"], log: EventLog())
        let delegate = SpineDelegate(spine: .max)
        let pvc = UIPageViewController()
        pvc.delegate = delegate
        pvc.setViewControllers([book["A"]], direction: .forward, animated: false)
        let window = makeVisible(pvc)
        #expect(delegate.asked == [.portrait] && pvc.spineLocation == .max && !pvc.isDoubleSided)
        window.isHidden = true

        let invalid = SpineDelegate(spine: .none)
        let other = UIPageViewController()
        other.delegate = invalid
        var raised: [NSException] = []
        var shown: UIWindow?
        raised = withCapturedExceptions { shown = makeVisible(other) }
        #expect(raised.first?.reason == "'UIPageViewControllerSpineLocationNone' is not a valid spine location")
        #expect(other.spineLocation == .min)
        shown?.isHidden = true
    }

    @Test("the delegate answers the orientation questions when it implements them; without them the defaults apply")
    func orientations() {
        let pvc = UIPageViewController()
        let plain = UIViewController()
        #expect(pvc.supportedInterfaceOrientations == plain.supportedInterfaceOrientations)
        let delegate = SpineDelegate(spine: .min)
        pvc.delegate = delegate
        #expect(pvc.supportedInterfaceOrientations == .landscape)
        #expect(pvc.preferredInterfaceOrientationForPresentation == plain.preferredInterfaceOrientationForPresentation)
        #expect(delegate.asked.isEmpty)
    }

    @Test("inter-page spacing 7 becomes 8: the scroll view is 8 pt wider than the page area and pages sit 4 pt in")
    func interPageSpacing() {
        let book = PageBook(["A", "B"], log: EventLog())
        let (window, pvc) = showPages(.scroll, book: book, options: [.interPageSpacing: 7])
        defer { window.isHidden = true }
        let scrollView = book["A"].view.superview as? UIScrollView
        #expect(scrollView?.frame == CGRect(x: -4, y: 0, width: 328, height: 480))
        #expect(book["A"].view.frame == CGRect(x: 332, y: 0, width: 320, height: 480))
        #expect(scrollView?.contentSize == CGSize(width: 984, height: 480) && scrollView?.contentOffset == CGPoint(x: 328, y: 0))
        _ = pvc
        let negative = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                            options: [.interPageSpacing: -3])
        negative.loadViewIfNeeded()
        negative.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        negative.view.layoutIfNeeded()
        #expect(negative.view.subviews.first?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("the shared container checker over programmatic turns there and back", arguments: [
        (UIPageViewController.TransitionStyle.scroll, false), (.scroll, true), (.pageCurl, false), (.pageCurl, true),
    ])
    func containerChecker(style: UIPageViewController.TransitionStyle, animated: Bool) {
        let events = ContainerConformanceTests.run({ a, b, animated, clock in
            let pvc = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
            pvc.setViewControllers([a], direction: .forward, animated: false)
            let window = makeVisible(pvc)
            pvc.setViewControllers([b], direction: .forward, animated: animated)
            clock.advance(by: 1)
            pvc.setViewControllers([a], direction: .reverse, animated: animated)
            clock.advance(by: 1)
            withExtendedLifetime(window) {}
            return pvc
        }, animated: animated)
        #expect(events.contains("B.dM(nil)") && events.contains { $0.hasPrefix("B.dD(") })
    }
}
