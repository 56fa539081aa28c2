import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("W22: UIPageViewController raises for wrong page counts and a single-sided mid spine (spec §17.2)", .checksForLeaks)
struct W22_PageCountRaisesTests {
    @Test("W22: scroll style with two pages raises the transition reason and shows nothing")
    func scrollStyleTakesOnePage() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        var completions = 0
        let raised = withCapturedExceptions {
            pvc.setViewControllers([a, b], direction: .forward, animated: true) { _ in completions += 1 }
        }
        #expect(raised.map(\.name) == [.invalidArgumentException])
        #expect(raised.first?.reason ==
            "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition")
        #expect(pvc.viewControllers == nil && pvc.children.isEmpty && completions == 0 && log.events.isEmpty)
    }

    @Test("W22: a mid-spine curl without animation needs two pages: the spine-location reason")
    func midSpineNeedsTwoPages() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(pvc.spineLocation == .mid && pvc.isDoubleSided)
        let raised = withCapturedExceptions {
            pvc.setViewControllers([a], direction: .forward, animated: false)
        }
        #expect(raised.map(\.name) == [.invalidArgumentException])
        #expect(raised.first?.reason ==
            "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)")
        #expect(pvc.viewControllers == nil && log.events.isEmpty)
    }

    @Test("W22: isDoubleSided = false on a mid-spine curl raises and stays true")
    func midSpineStaysDoubleSided() {
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        let raised = withCapturedExceptions { pvc.isDoubleSided = false }
        #expect(raised.map(\.name) == [.invalidArgumentException])
        #expect(raised.first?.reason == "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.")
        #expect(pvc.isDoubleSided)
    }

    @Test("W22: an animated double-sided curl needs two pages: the transition reason")
    func doubleSidedAnimatedCurlNeedsTwo() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let pvc = UIPageViewController()
        pvc.setViewControllers([a], direction: .forward, animated: false)
        pvc.isDoubleSided = true
        let raised = withCapturedExceptions { pvc.setViewControllers([b], direction: .forward, animated: true) }
        #expect(raised.first?.reason ==
            "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition")
        #expect(pvc.viewControllers?.count == 1 && pvc.viewControllers?.first === a)
    }

    @Test("§17.1 defaults, raw values, option keys and the rules for options")
    func defaultsAndOptions() {
        let curl = UIPageViewController()
        #expect(curl.transitionStyle == .pageCurl && curl.navigationOrientation == .horizontal)
        #expect(curl.spineLocation == .min && !curl.isDoubleSided && curl.gestureRecognizers.isEmpty)
        #expect(!curl.shouldAutomaticallyForwardAppearanceMethods)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                          options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(scroll.spineLocation == .none && scroll.navigationOrientation == .vertical)
        scroll.isDoubleSided = true
        #expect(!scroll.isDoubleSided)
        #expect(UIPageViewController.TransitionStyle.scroll.rawValue == 1 && UIPageViewController.SpineLocation.max.rawValue == 3)
        #expect(UIPageViewController.NavigationDirection.reverse.rawValue == 1)
        #expect(UIPageViewController.OptionsKey.spineLocation.rawValue == "UIPageViewControllerOptionSpineLocationKey")
        #expect(UIPageViewController.OptionsKey.interPageSpacing.rawValue == "UIPageViewControllerOptionInterPageSpacingKey")
        let byNib = UIPageViewController(nibName: nil, bundle: nil)
        #expect(byNib.transitionStyle == .pageCurl && byNib.spineLocation == .min)
    }
}
