import Testing
@testable import UIKit
import UIKitTesting

/// Two loose ends of issue 12: a trait change while a presentation is still running (it re-adapts once
/// the transition has ended), and a chain whose lower member was presented through a custom or popover
/// presentation controller, dismissed from its bottom (nothing of either presentation is left behind).
@MainActor @Suite("Presentation chains and re-adaptation during a transition (spec §16.3, §16.4)", .checksForLeaks)
struct PresentationChainAndRunningReadaptationTests {
    private let landscape = CGRect(x: 0, y: 0, width: 1024, height: 768)
    private let portrait = CGRect(x: 0, y: 0, width: 768, height: 1024)

    private func window(_ frame: CGRect, showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin()
        return window
    }

    @Test("A resize to compact width during an animated popover presentation re-adapts once the presentation has ended")
    func readaptationWaitsForTheRunningPresentation() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController(), b = LoggingViewController("B", log: log)
        b.logsFlags = false
        let window = window(landscape, showing: a)
        defer { window.isHidden = true }
        let (popover, delegate) = anchorPopover(b, to: a, log: log)
        a.present(b, animated: true)
        spin()
        clock.advance(by: 0.05)
        #expect(b.isBeingPresented || a.presentedViewController === b)
        _ = log.take()

        window.frame = portrait
        spin()
        #expect(b.presentationController === popover, "not swapped under the running fade")
        #expect(!log.events.contains("B.wD"))
        clock.advance(by: 1)
        spin()
        let sheet = popover.adaptiveSheetPresentationController
        #expect(b.presentationController === sheet)
        #expect(b.view.superview === window, "shown as a sheet")
        #expect(popover.containerView == nil)
        #expect(log.take().filter { !$0.hasPrefix("adaptiveStyle") }
            == ["B.dA", "B.wD", "B.dD", "viewControllerForAdaptiveStyle(2)", "prepare(UISheetPresentationController)",
                "willPresentWithAdaptiveStyle(2, coordinator=true)", "B.wA", "B.dA"])

        // Two changes within one running dismissal leave nothing to adapt.
        b.dismiss(animated: true)
        spin()
        window.frame = landscape
        spin()
        window.frame = portrait
        spin()
        clock.advance(by: 1)
        spin()
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
        #expect(!log.take().contains("prepare(UISheetPresentationController)"))
        withExtendedLifetime(delegate) {}
    }

    @Test("A chain [custom B, D] dismissed from A leaves only A's view: no transition view, no dimming, no card",
          arguments: [(UIModalPresentationStyle.fullScreen, false), (.fullScreen, true), (.pageSheet, false), (.pageSheet, true)])
    func customChainDismissal(top style: UIModalPresentationStyle, animated: Bool) {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController(), b = UIViewController(), d = UIViewController()
        let vendor = PresentationControllerVendor(log: log)
        vendor.inset = 40
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        let controller = try! #require(vendor.vended)
        let container = try! #require(controller.containerView)
        #expect(window.subviews == [a.view, container])
        d.modalPresentationStyle = style
        b.present(d, animated: false)
        spin()

        a.dismiss(animated: animated)
        spin()
        clock.advance(by: 1)
        spin()
        #expect(a.presentedViewController == nil && b.presentingViewController == nil && d.presentingViewController == nil)
        #expect(window.subviews == [a.view])
        #expect(container.superview == nil)
        #expect(controller.containerView == nil)
        #expect(a.view.transform == .identity && container.transform == .identity)
        #expect(!(window.layer.sublayers ?? []).contains { $0 is _UISheetBackdropLayer })
        #expect(d.sheetPresentationController?._dimmingView == nil)

        // A presents again as if nothing had happened.
        let e = UIViewController()
        a.present(e, animated: false)
        spin()
        #expect(a.presentedViewController === e)
        e.dismiss(animated: false)
        spin()
    }

    @Test("A chain [popover B, D] dismissed from A takes the popover's box and dimming view out and gives back its corners")
    func popoverChainDismissal() {
        let log = EventLog()
        let a = UIViewController(), b = UIViewController(), d = UIViewController()
        let window = window(landscape, showing: a)
        defer { window.isHidden = true }
        let (popover, delegate) = anchorPopover(b, to: a, log: log)
        a.present(b, animated: false)
        spin()
        #expect(b.view.layer.cornerRadius == 13)
        d.modalPresentationStyle = .fullScreen
        b.present(d, animated: false)
        spin()
        a.dismiss(animated: false)
        spin()
        #expect(window.subviews == [a.view])
        #expect(popover._dimmingView == nil && popover._chromeView == nil)
        #expect(b.view.layer.cornerRadius == 0 && !b.view.layer.masksToBounds)
        #expect(popover.containerView == nil)
        withExtendedLifetime(delegate) {}
    }
}
