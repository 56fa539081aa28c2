import Testing
@testable import UIKit
import UIKitTesting

/// System sheets driven by a finger through the touch driver, and their dimming view, on the phone screen
/// (393 × 852 points; the numbers below come from the window's own safe area).
@MainActor @Suite("System sheets: finger drags and dimming (spec §16.5, §16.7; W19–W21)", .checksForLeaks)
struct SheetDragAndDimmingTests {
    /// A visible A presenting B as a page sheet with `detents`, not animated; B logs without flags.
    private func presentedSheet(_ log: EventLog, detents: [UISheetPresentationController.Detent] = [.large()])
        -> (LoggingViewController, LoggingViewController, UISheetPresentationController, UIWindow) {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        a.logsFlags = false
        b.logsFlags = false
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = detents
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        _ = log.take()
        return (a, b, sheet, window)
    }

    /// The top edge of the sheet at a detent of `height` points.
    private func top(ofDetentHeight height: CGFloat, in window: UIWindow) -> CGFloat {
        window.bounds.height - window.safeAreaInsets.bottom - height
    }

    private func maximumDetentValue(in window: UIWindow) -> CGFloat {
        let insets = window.safeAreaInsets
        return window.bounds.height - (insets.top + 10 + insets.bottom)
    }

    @Test("W20: a drag between detents follows the finger, settles at the nearest one; the delegate hears each change")
    func dragBetweenDetents() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, sheet, window) = presentedSheet(log, detents: [.medium(), .large()])
        let delegate = CountingSheetDelegate()
        sheet.delegate = delegate
        let mediumTop = top(ofDetentHeight: maximumDetentValue(in: window) / 2, in: window)
        let largeTop = window.safeAreaInsets.top + 10
        #expect(b.view.frame.minY == mediumTop)

        // Up 400 points (390 past the pan's hysteresis): past the large detent's top, held there.
        let finger = drag(window, from: CGPoint(x: 196, y: mediumTop + 50), to: CGPoint(x: 196, y: mediumTop - 350),
                          duration: 0.5, lift: false)
        #expect(b.view.frame.minY == largeTop, "clamped at the largest detent")
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(b.view.frame == CGRect(x: 0, y: largeTop, width: window.bounds.width, height: window.bounds.height - largeTop))
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(delegate.changes == 1)

        // Down 100 points: still nearest the large detent, so no change.
        drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 300), duration: 0.5)
        clock.advance(by: 1)
        spin()
        #expect(b.view.frame.minY == largeTop)
        #expect(delegate.changes == 1)

        // Down 300 points: nearest the medium detent.
        drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 500), duration: 0.5)
        clock.advance(by: 1)
        spin()
        #expect(b.view.frame.minY == mediumTop)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(delegate.changes == 2)
        #expect(log.take().isEmpty, "no appearance callbacks for a detent change")
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        spin()
    }

    @Test("W21: a finger drags the sheet down and lets go far down: shouldDismiss, willDismiss, B.wD, B.dD, didDismiss")
    func dragDownDismisses() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, sheet, window) = presentedSheet(log)
        let delegate = LoggingAdaptiveDelegate(log: log)
        sheet.delegate = delegate
        drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 800), duration: 0.3)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD", "B.dD", "didDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
        #expect(sheet._dimmingView == nil)
        #expect(b.view.gestureRecognizers == nil, "the drag recognizer leaves with the sheet")
    }

    @Test("W21: released early, the interactive dismissal is cancelled: B.wD, B.wA, B.dA and no didDismiss")
    func dragDownReleasedEarlyCancels() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, sheet, window) = presentedSheet(log)
        let delegate = LoggingAdaptiveDelegate(log: log)
        sheet.delegate = delegate
        let largeTop = window.safeAreaInsets.top + 10
        drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 300), duration: 1)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD", "B.wA", "B.dA"])
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == largeTop, "back at its detent")
        #expect(b.view.window === window)
        #expect(sheet._dimmingView?.alpha == 1)
        // The sheet can still be dragged away afterwards.
        drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 800), duration: 0.3)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD", "B.dD", "didDismiss"])
        #expect(a.presentedViewController == nil)
    }

    @Test("W21: isModalInPresentation: the sheet resists the drag and springs back; only didAttemptToDismiss")
    func modalSheetResists() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, sheet, window) = presentedSheet(log)
        let delegate = LoggingAdaptiveDelegate(log: log)
        sheet.delegate = delegate
        b.isModalInPresentation = true
        let largeTop = window.safeAreaInsets.top + 10
        let finger = drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 400), duration: 0.3, lift: false)
        // The pan's translation starts after its 10-point hysteresis: 190 of the finger's 200 points.
        #expect(b.view.frame.minY == largeTop + 190 * UISheetPresentationController._refusedDragResistance)
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["didAttemptToDismiss"])
        #expect(b.view.frame.minY == largeTop)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        spin()
    }

    @Test("W21: a delegate that says no: asked once per drag, didAttemptToDismiss, the sheet stays")
    func delegateRefusesDrag() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, sheet, window) = presentedSheet(log)
        let delegate = LoggingAdaptiveDelegate(log: log)
        delegate.shouldDismiss = false
        sheet.delegate = delegate
        drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 800), duration: 0.3)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        spin()
    }

    @Test("W19: the dimming view: black at 40 % under the sheet; clear and touch-through at an undimmed detent")
    func dimmingAndLargestUndimmedDetent() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController(), b = UIViewController()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        button.addAction(UIAction { _ in log.add("button") }, for: .touchUpInside)
        a.view.addSubview(button)
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        let dimming = try! #require(sheet._dimmingView)
        #expect(window.subviews == [a.view, dimming, b.view])
        #expect(dimming.frame == window.bounds)
        #expect(dimming.backgroundColor == UIColor(white: 0, alpha: 0.4))
        #expect(dimming.alpha == 1)

        sheet.largestUndimmedDetentIdentifier = .medium
        #expect(dimming.alpha == 0)
        tap(button)
        spin()
        #expect(log.take() == ["button"], "an undimmed detent lets touches reach the presenter")
        #expect(a.presentedViewController === b)

        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(dimming.alpha == 1, "the large detent is above the largest undimmed one")
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        sheet.largestUndimmedDetentIdentifier = nil
        let delegate = LoggingAdaptiveDelegate(log: log)
        sheet.delegate = delegate
        tap(button)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "didDismiss"],
                "a tap on the dimmed area is a user's dismissal")
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
    }

    @Test("W21: the ContainmentAuditor finds nothing in finger-driven sheet dismissals, cancelled and finished")
    func auditedDragDismissals() {
        let failures = strictContainmentFindings { clock in
            let a = UIViewController(), b = UIViewController()
            let window = makeVisible(a)
            a.present(b, animated: true)
            clock.advance(by: 1)
            spin()
            drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 300), duration: 1)
            clock.advance(by: 1)
            spin()
            #expect(a.presentedViewController === b)
            drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 800), duration: 0.3)
            clock.advance(by: 1)
            spin()
            #expect(a.presentedViewController == nil)
            #expect(b.view.window == nil)
        }
        #expect(failures == [])
    }

    @Test("W21: the ContainmentAuditor finds nothing in a popover shown in regular width and dismissed by a tap outside")
    func auditedPopover() {
        let failures = strictContainmentFindings { clock in
            let a = UIViewController(), b = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            window.rootViewController = a
            window.makeKeyAndVisible()
            spin()
            let source = UIView(frame: CGRect(x: 400, y: 300, width: 80, height: 40))
            a.view.addSubview(source)
            b.modalPresentationStyle = .popover
            b.popoverPresentationController?.sourceView = source
            a.present(b, animated: true)
            clock.advance(by: 1)
            spin()
            #expect(b.view.window === window)
            tap(at: CGPoint(x: 20, y: 700), in: window)
            clock.advance(by: 1)
            spin()
            #expect(a.presentedViewController == nil)
            #expect(b.view.window == nil)
            window.isHidden = true
        }
        #expect(failures == [])
    }

    @Test("snapshot: a medium-detent sheet over a dimmed presenter on the phone screen")
    func mediumSheetSnapshot() {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 120, width: 353, height: 160))
        card.backgroundColor = .systemOrange
        a.view.addSubview(card)
        b.view.backgroundColor = .systemBlue
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.medium()]
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        assertSnapshot(of: window, scale: 1)
        b.dismiss(animated: false)
        spin()
    }

    @Test("snapshot: a page sheet and a form sheet on the phone screen: the large detent over the dimmed presenter",
          arguments: [UIModalPresentationStyle.pageSheet, .formSheet])
    func largeSheetSnapshots(style: UIModalPresentationStyle) {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 120, width: 353, height: 160))
        card.backgroundColor = .systemOrange
        a.view.addSubview(card)
        b.view.backgroundColor = .systemBlue
        b.modalPresentationStyle = style
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        #expect(b.view.frame.minY == window.safeAreaInsets.top + 10)
        assertSnapshot(of: window, named: style == .pageSheet ? "pageSheet" : "formSheet", scale: 1)
        b.dismiss(animated: false)
        spin()
    }

    @Test("snapshot: a popover below its anchor in a regular-width window; the popover's dimming view is clear")
    func popoverSnapshot() {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        let source = UIView(frame: CGRect(x: 260, y: 80, width: 80, height: 40))
        source.backgroundColor = .systemGreen
        a.view.addSubview(source)
        b.view.backgroundColor = .systemBlue
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 240, height: 160)
        b.popoverPresentationController?.sourceView = source
        a.present(b, animated: false)
        spin()
        #expect(b.view.frame == CGRect(x: 180, y: 133, width: 240, height: 160))
        assertSnapshot(of: window, scale: 1)
        b.dismiss(animated: false)
        spin()
    }
}
