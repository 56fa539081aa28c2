import Testing
import UIKit
import UIKitTesting

/// A sheet delegate that counts detent-change callbacks.
@MainActor
final class CountingSheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    private(set) var changes = 0
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        changes += 1
    }
}

@MainActor @Suite("UISheetPresentationController and swipe-to-dismiss (spec §16.5, §16.7)", .checksForLeaks)
struct SheetAndSwipeDismissalTests {
    @Test("W19: sheet defaults and detent identifiers")
    func sheetDefaults() {
        let b = UIViewController()
        let sheet = try! #require(b.sheetPresentationController)
        #expect(sheet.detents.map(\.identifier) == [.large])
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(sheet.largestUndimmedDetentIdentifier == nil)
        #expect(!sheet.prefersGrabberVisible)
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(!sheet.prefersEdgeAttachedInCompactHeight)
        #expect(!sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
        #expect(sheet.preferredCornerRadius == UISheetPresentationController.automaticDimension)
        #expect(sheet.sourceView == nil)
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
        let dynamic = UISheetPresentationController.Detent.custom { _ in 100 }
        #expect(dynamic.identifier.rawValue.hasPrefix("com.apple.UIKit.dynamic."))
        #expect(dynamic.identifier != UISheetPresentationController.Detent.custom { _ in 100 }.identifier)
        let named = UISheetPresentationController.Detent.custom(identifier: .init("small")) { $0.maximumDetentValue / 4 }
        #expect(named.identifier.rawValue == "small")
    }

    @Test("W19: the sheet's frame on a phone at the large, medium and custom detents")
    func sheetFrames() {
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        let insets = window.safeAreaInsets
        let maximum = window.bounds.height - (insets.top + 10 + insets.bottom)
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.custom(identifier: .init("small")) { _ in 120 }, .medium(), .large()]
        a.present(b, animated: false)
        spin()
        #expect(b.presentationController === sheet)
        #expect(b.view.frame == CGRect(x: 0, y: window.bounds.height - 120 - insets.bottom,
                                       width: window.bounds.width, height: 120 + insets.bottom),
                "no selection rests at the smallest detent")
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(b.view.frame.height == maximum / 2 + insets.bottom)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(b.view.frame.minY == insets.top + 10)
        #expect(b.view.frame.maxY == window.bounds.height)
        b.dismiss(animated: false)
        spin()
    }

    @Test("W20: setting selectedDetentIdentifier in code does not call the sheet delegate")
    func sheetDelegateNotCalledForCode() {
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        let sheet = try! #require(b.sheetPresentationController)
        let delegate = CountingSheetDelegate()
        sheet.delegate = delegate
        sheet.detents = [.medium(), .large()]
        a.present(b, animated: false)
        spin()
        sheet.selectedDetentIdentifier = .large
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(delegate.changes == 0)
        #expect(b.view.window === window)
        b.dismiss(animated: false)
        spin()
    }

    /// A visible A presenting B as a page sheet, B's presentation controller delegate logging.
    private func presentedSheet(_ log: EventLog)
        -> (LoggingViewController, LoggingViewController, LoggingAdaptiveDelegate, UIWindow) {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        a.logsFlags = false
        b.logsFlags = false
        let delegate = LoggingAdaptiveDelegate(log: log)
        b.presentationController?.delegate = delegate
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        _ = log.take()
        return (a, b, delegate, window)
    }

    @Test("W21: isModalInPresentation refuses a swipe: didAttemptToDismiss, no willDismiss")
    func swipeRefusedWhenModal() {
        let log = EventLog()
        let (a, b, delegate, window) = presentedSheet(log)
        b.isModalInPresentation = true
        b.presentationController?._performUserDismissal()
        spin()
        let events = log.take()
        #expect(events.contains("didAttemptToDismiss"))
        #expect(!events.contains { $0.hasPrefix("willDismiss") })
        #expect(!events.contains("didDismiss"))
        #expect(a.presentedViewController === b)
        withExtendedLifetime((delegate, window)) {}
        b.dismiss(animated: false)
        spin()
    }

    @Test("W21: a delegate that says no refuses the swipe")
    func swipeRefusedByDelegate() {
        let log = EventLog()
        let (a, b, delegate, window) = presentedSheet(log)
        delegate.shouldDismiss = false
        b.presentationController?._performUserDismissal()
        spin()
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(a.presentedViewController === b)
        withExtendedLifetime((delegate, window)) {}
        b.dismiss(animated: false)
        spin()
    }

    @Test("W21: a completed swipe: shouldDismiss, willDismiss, B.wD, B.dD, didDismiss")
    func swipeCompletes() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, delegate, window) = presentedSheet(log)
        b.presentationController?._performUserDismissal()
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD", "B.dD", "didDismiss"])
        #expect(a.presentedViewController == nil)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test("W21: programmatic dismissal sends none of the delegate calls")
    func programmaticDismissalIsSilent() {
        let log = EventLog()
        let (a, b, delegate, window) = presentedSheet(log)
        b.dismiss(animated: false)
        spin()
        #expect(log.take() == ["B.wD", "B.dD"])
        #expect(a.presentedViewController == nil)
        withExtendedLifetime((delegate, window)) {}
    }

    @Test("W21: a swipe on a custom presentation runs its controller's dismissal hooks")
    func swipeOnCustomPresentation() {
        let log = EventLog()
        let a = UIViewController(), b = LoggingViewController("B", log: log)
        b.logsFlags = false
        let vendor = PresentationControllerVendor(log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        let delegate = LoggingAdaptiveDelegate(log: log)
        b.presentationController?.delegate = delegate
        _ = log.take()
        b.presentationController?._performUserDismissal(animated: false)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "dismissalTransitionWillBegin", "B.wD",
                               "dismissalTransitionDidEnd(true)", "B.dD", "didDismiss"])
        #expect(a.presentedViewController == nil)
        withExtendedLifetime((delegate, window)) {}
    }
    @Test("W21: a swipe released early: the interactive dismissal is cancelled and didDismiss is not sent")
    func swipeCancelled() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController(), b = LoggingViewController("B", log: log)
        b.logsFlags = false
        let vendor = PresentationControllerVendor(log: log)
        let animator = LoggingAnimator(log: log)
        animator.animates = true
        vendor.animator = animator
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        let window = makeVisible(a)
        a.present(b, animated: true)
        clock.advance(by: 2)
        spin()
        let interactor = UIPercentDrivenInteractiveTransition()
        vendor.interactor = interactor
        let delegate = LoggingAdaptiveDelegate(log: log)
        b.presentationController?.delegate = delegate
        _ = log.take()
        b.presentationController?._performUserDismissal()
        spin()
        interactor.update(0.2)
        spin()
        interactor.cancel()
        clock.advance(by: 2)
        spin()
        let events = log.take().filter { !$0.hasPrefix("containerView") && !$0.hasPrefix("transitionDuration") }
        #expect(events == ["shouldDismiss", "willDismiss(coordinator=true)", "dismissalTransitionWillBegin", "B.wD",
                           "animateTransition", "dismissalTransitionDidEnd(false)", "B.wA", "B.dA", "animationEnded(false)"])
        #expect(a.presentedViewController === b)
        #expect(b.view.window === window)
        withExtendedLifetime(delegate) {}
        vendor.interactor = nil
        b.dismiss(animated: false)
        spin()
    }
}
