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

    /// A presentation controller that logs its dismissal hooks under a name.
    @MainActor
    private final class NamedHooksController: UIPresentationController {
        let name: String
        let log: EventLog
        init(_ name: String, presented: UIViewController, presenting: UIViewController?, log: EventLog) {
            self.name = name
            self.log = log
            super.init(presentedViewController: presented, presenting: presenting)
        }
        override func presentationTransitionWillBegin() { log.add("\(name).presentationTransitionWillBegin") }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.add("\(name).presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() {
            log.add("\(name).dismissalTransitionWillBegin(container=\(containerView?.superview != nil))")
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            log.add("\(name).dismissalTransitionDidEnd(\(completed), container=\(containerView?.superview != nil))")
        }
    }

    @MainActor
    private final class NamedHooksVendor: NSObject, UIViewControllerTransitioningDelegate {
        let name: String
        let log: EventLog
        private(set) var vended: NamedHooksController?
        init(_ name: String, log: EventLog) {
            self.name = name
            self.log = log
        }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let controller = NamedHooksController(name, presented: presented, presenting: presenting, log: log)
            vended = controller
            return controller
        }
    }

    @Test("A chain dismissed from its bottom sends every custom member's controller its dismissal hooks, top-down (provisional)",
          arguments: [(UIModalPresentationStyle.fullScreen, false), (.fullScreen, true), (.pageSheet, false), (.pageSheet, true)])
    func chainDismissalHooksOfTheLowerMember(top style: UIModalPresentationStyle, animated: Bool) {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController(), b = LoggingViewController("B", log: log), d = LoggingViewController("D", log: log)
        b.logsFlags = false
        d.logsFlags = false
        let vendor = NamedHooksVendor("PB", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        d.modalPresentationStyle = style
        b.present(d, animated: false)
        spin()
        _ = log.take()

        a.dismiss(animated: animated)
        spin()
        if animated {
            #expect(log.events == (style == .fullScreen ? ["PB.dismissalTransitionWillBegin(container=true)", "D.wD"]
                                                        : ["PB.dismissalTransitionWillBegin(container=true)", "D.wD", "B.wD"]),
                    "the hook comes as the dismissal begins, before the appearance callbacks")
            #expect(b.view.superview == nil, "the lower member's view leaves at once")
            #expect(vendor.vended?.containerView?.superview === window, "its container stays until the end")
        }
        clock.advance(by: 1)
        spin()
        let expected = style == .fullScreen
            ? ["PB.dismissalTransitionWillBegin(container=true)", "D.wD",
               "PB.dismissalTransitionDidEnd(true, container=true)", "D.dD"]
            : ["PB.dismissalTransitionWillBegin(container=true)", "D.wD", "B.wD",
               "PB.dismissalTransitionDidEnd(true, container=true)", "D.dD", "B.dD"]
        #expect(log.take() == expected)
        #expect(vendor.vended?.containerView == nil)
        #expect(window.subviews == [a.view])
    }

    @Test("A chain of two custom members dismissed from its bottom: both controllers' hooks, the top's first (provisional)")
    func chainDismissalHooksOfTwoCustomMembers() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController(), b = LoggingViewController("B", log: log), d = LoggingViewController("D", log: log)
        b.logsFlags = false
        d.logsFlags = false
        let vendorB = NamedHooksVendor("PB", log: log), vendorD = NamedHooksVendor("PD", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendorB
        d.modalPresentationStyle = .custom
        d.transitioningDelegate = vendorD
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        b.present(d, animated: false)
        spin()
        #expect(log.take() == ["B.viewDidLoad", "PB.presentationTransitionWillBegin", "B.wA", "PB.presentationTransitionDidEnd(true)",
                               "B.dA", "D.viewDidLoad", "PD.presentationTransitionWillBegin", "D.wA",
                               "PD.presentationTransitionDidEnd(true)", "D.dA"])

        a.dismiss(animated: true)
        spin()
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["PD.dismissalTransitionWillBegin(container=true)", "PB.dismissalTransitionWillBegin(container=true)",
                               "D.wD", "B.wD",
                               "PD.dismissalTransitionDidEnd(true, container=true)", "PB.dismissalTransitionDidEnd(true, container=true)",
                               "D.dD", "B.dD"])
        #expect(vendorB.vended?.containerView == nil && vendorD.vended?.containerView == nil)
        #expect(window.subviews == [a.view])
        // A presents again as if nothing had happened, through the same kind of controller.
        a.present(b, animated: false)
        spin()
        #expect(log.take() == ["PB.presentationTransitionWillBegin", "B.wA", "PB.presentationTransitionDidEnd(true)", "B.dA"])
        b.dismiss(animated: false)
        spin()
        #expect(log.take() == ["PB.dismissalTransitionWillBegin(container=true)", "B.wD",
                               "PB.dismissalTransitionDidEnd(true, container=true)", "B.dD"])
    }
}
