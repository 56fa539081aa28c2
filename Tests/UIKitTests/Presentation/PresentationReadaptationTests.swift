import Testing
@testable import UIKit
import UIKitTesting

/// A shown presentation adapting again when its presenter's size classes change (spec §16.4): a popover in
/// a landscape 1,024 × 768 window (horizontally regular) becomes its sheet when the window turns portrait
/// (compact) and a popover again when it turns back, with the delegate's calls of a presentation's start.
@MainActor @Suite("Re-adaptation of a shown presentation on a trait change (spec §16.4)", .checksForLeaks)
struct PresentationReadaptationTests {
    private let landscape = CGRect(x: 0, y: 0, width: 1024, height: 768)
    private let portrait = CGRect(x: 0, y: 0, width: 768, height: 1024)

    /// A visible A in a landscape window with a source view at (400, 300, 80, 40), presenting B (which
    /// logs its appearance) as a 200 × 150 popover anchored to it, with a logging delegate.
    private func shownPopover(_ log: EventLog)
        -> (UIViewController, LoggingViewController, UIPopoverPresentationController, LoggingPopoverDelegate, UIWindow) {
        let a = UIViewController(), b = LoggingViewController("B", log: log)
        b.logsFlags = false
        let window = UIWindow(frame: landscape)
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        let (popover, delegate) = anchorPopover(b, to: a, log: log)
        a.present(b, animated: false)
        spin()
        _ = log.take()
        return (a, b, popover, delegate, window)
    }

    @Test("a window resize to compact width turns a shown popover into its sheet, and back to regular into the popover")
    func resizeReadaptsAPopover() {
        let log = EventLog()
        let (a, b, popover, delegate, window) = shownPopover(log)
        #expect(b.presentationController === popover)
        let popoverFrame = b.view.frame

        window.frame = portrait
        spin()
        #expect(log.take() == ["adaptiveStyle(compact)", "B.wD", "B.dD", "viewControllerForAdaptiveStyle(2)",
                               "prepare(UISheetPresentationController)", "willPresentWithAdaptiveStyle(2, coordinator=true)",
                               "B.wA", "B.dA"])
        let sheet = popover.adaptiveSheetPresentationController
        #expect(b.presentationController === sheet)
        #expect(b.popoverPresentationController === popover)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.view.superview === window, "shown as a sheet in the window, not in the popover's container")
        #expect(b.view.frame.minY == window.safeAreaInsets.top + 10)
        #expect(popover.containerView == nil)
        #expect(a.view.transform.a == 0.92, "the presenter is scaled back behind the sheet at its large detent")

        window.frame = landscape
        spin()
        #expect(log.take() == ["adaptiveStyle(regular)", "B.wD", "B.dD", "prepareForPopoverPresentation",
                               "willPresentWithAdaptiveStyle(-1, coordinator=true)", "B.wA", "B.dA"])
        #expect(b.presentationController === popover)
        #expect(b.view.frame == popoverFrame)
        #expect(a.view.transform == .identity && a.view.layer.cornerRadius == 0, "the sheet's card is let go")
        #expect(a.view.frame == landscape, "the window resized the card's unscaled box, not its scaled frame")
        #expect(b.view.layer.cornerRadius == 13 && b.view.layer.maskedCorners.rawValue == 15,
                "the popover's clip, none of the sheet's top-only corners")
        #expect(popover.arrowDirection == .up)
        #expect(sheet._dimmingView == nil)
        #expect(sheet._dragRecognizer == nil)

        b.dismiss(animated: false)
        spin()
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
        withExtendedLifetime(delegate) {}
    }

    @Test("no change of the adapted style, no re-adaptation: a resize that keeps the width regular only asks")
    func sameStyleDoesNothing() {
        let log = EventLog()
        let (a, b, popover, delegate, window) = shownPopover(log)
        window.frame = CGRect(x: 0, y: 0, width: 1100, height: 700)
        spin()
        #expect(log.take().filter { !$0.hasPrefix("willReposition") }.isEmpty, "the traits did not change")
        #expect(b.presentationController === popover)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime((delegate, window)) {}
    }

    @Test("a trait override on the window (iOS 17 traitOverrides) re-adapts the shown popover as well")
    func traitOverrideReadapts() {
        let log = EventLog()
        let (a, b, popover, delegate, window) = shownPopover(log)
        window.traitOverrides.horizontalSizeClass = .compact
        spin()
        #expect(log.take().first == "adaptiveStyle(compact)")
        #expect(b.presentationController === popover.adaptiveSheetPresentationController)
        #expect(a.presentedViewController === b)
        window.traitOverrides.horizontalSizeClass = .regular
        spin()
        #expect(b.presentationController === popover)
        #expect(popover.containerView?.superview === window)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("viewControllerForAdaptivePresentationStyle's wrapper is swapped in when compact, and taken out when regular")
    func wrapperSwappedInAndOut() {
        let log = EventLog()
        let (a, b, popover, delegate, window) = shownPopover(log)
        delegate.wrap = { UINavigationController(rootViewController: $0) }
        window.frame = portrait
        spin()
        let navigation = try! #require(delegate.wrapper as? UINavigationController)
        #expect(a.presentedViewController === navigation)
        #expect(navigation.viewControllers == [b])
        #expect(navigation.presentationController === popover.adaptiveSheetPresentationController)
        #expect(b.view.window === window)
        #expect(b.presentingViewController === a, "through its new parent")
        _ = log.take()

        delegate.wrap = nil
        window.frame = landscape
        spin()
        // The navigation controller disappears (B with it), lets go of B, and B is the popover again.
        #expect(log.take() == ["adaptiveStyle(regular)", "B.wD", "B.dD", "B.wM(nil)", "B.dM(nil)", "prepareForPopoverPresentation",
                               "willPresentWithAdaptiveStyle(-1, coordinator=true)", "B.wA", "B.dA"])
        #expect(a.presentedViewController === b)
        #expect(b.parent == nil)
        #expect(navigation.viewControllers.isEmpty)
        #expect(b.presentationController === popover)
        #expect(popover.containerView?.superview === window)
        b.dismiss(animated: false)
        spin()
        #expect(window.subviews == [a.view])
    }

    @Test("a delegate answering .none keeps the popover through the resize; the delegate is still asked")
    func noneKeepsThePopover() {
        let log = EventLog()
        let (a, b, popover, delegate, window) = shownPopover(log)
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        window.frame = portrait
        spin()
        #expect(log.take().filter { !$0.hasPrefix("willReposition") } == ["adaptiveStyle(compact)"])
        #expect(b.presentationController === popover)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        spin()
    }
}
