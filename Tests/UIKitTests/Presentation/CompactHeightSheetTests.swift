import Testing
@testable import UIKit
import UIKitTesting

/// Sheets in a vertically compact window (a phone in landscape, 852 × 393 here): Apple documents that a
/// sheet "defaults to a full screen appearance at compact height" unless `prefersEdgeAttachedInCompactHeight`
/// is true, which "causes the sheet to only attach to the screen on its bottom edge", as wide as the
/// container's safe area or, with `widthFollowsPreferredContentSizeWhenEdgeAttached`, as its controller's
/// preferred content size; the top edge rests 8 points below the top safe area at its largest (spec §16.5,
/// D13); `.medium()` is inactive there.
@MainActor @Suite("Sheets in compact height: full screen, or attached to the bottom edge (issue 12, spec §16.5)", .checksForLeaks)
struct CompactHeightSheetTests {
    private let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)
    private let portrait = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// A visible A in a window of `frame` (landscape by default) presenting B as a page sheet.
    private func presented(log: EventLog, frame: CGRect? = nil, configure: (UISheetPresentationController, UIViewController) -> Void = { _, _ in })
        -> (LoggingViewController, LoggingViewController, UISheetPresentationController, LoggingAdaptiveDelegate, UIWindow) {
        presentedSheet(.pageSheet, in: frame ?? landscape, log: log, configure: configure)
    }

    /// The edge-attached sheet's frame at its largest height, `width` wide (the safe area's by default).
    private func edgeAttachedFrame(in window: UIWindow, width: CGFloat? = nil) -> CGRect {
        let insets = window.safeAreaInsets, area = window.bounds.inset(by: insets)
        let w = width ?? area.width
        let top = insets.top + _UISheetTopPeek.compactHeight
        return CGRect(x: (area.midX - w / 2).rounded(), y: top, width: w, height: window.bounds.height - top)
    }

    @Test("a page sheet in compact height fills the window with square corners; the presenter is not scaled back")
    func pageSheetFillsTheWindow() {
        let log = EventLog()
        let (a, b, sheet, delegate, window) = presented(log: log)
        #expect(window.traitCollection.verticalSizeClass == .compact)
        #expect(b.view.frame == window.bounds)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(b.view.layer.cornerRadius == 0)
        #expect(a.view.transform == .identity)
        #expect(sheet.prefersEdgeAttachedInCompactHeight == false, "Apple's default")
        #expect(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached == false, "Apple's default")
        b.dismiss(animated: false)
        spin()
        #expect(b.view.layer.cornerRadius == 0 && window.subviews == [a.view])
        withExtendedLifetime(delegate) {}
    }

    @Test("W21: a full-screen sheet in compact height is still swiped down to dismiss: shouldDismiss, willDismiss, B.wD, B.dD, didDismiss")
    func fullScreenSheetSwipeDismisses() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, _, delegate, window) = presented(log: log)
        let finger = drag(window, from: CGPoint(x: 426, y: 40), to: CGPoint(x: 426, y: 340), duration: 0.3, lift: false)
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD"])
        #expect(b.view.frame.minY > 0 && b.view.frame.width == 852, "the sheet follows the finger down")
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["B.dD", "didDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
        withExtendedLifetime(delegate) {}
    }

    @Test("a short swipe on a full-screen sheet in compact height cancels and the sheet goes back to fill the window")
    func fullScreenSheetShortSwipeCancels() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, _, delegate, window) = presented(log: log)
        drag(window, from: CGPoint(x: 426, y: 40), to: CGPoint(x: 426, y: 100), duration: 1)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD", "B.wA", "B.dA"])
        #expect(a.presentedViewController === b)
        #expect(b.view.frame == window.bounds)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("prefersEdgeAttachedInCompactHeight: as wide as the safe area, on the bottom edge, 8 points below the top safe area; .medium() is inactive")
    func edgeAttachedSheet() {
        let log = EventLog()
        let (a, b, sheet, delegate, window) = presented(log: log) { sheet, _ in
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
        }
        #expect(b.view.frame == edgeAttachedFrame(in: window), "the medium detent is inactive: the sheet rests at large")
        #expect(b.view.frame == CGRect(x: 0, y: 67, width: 852, height: 326))
        #expect(b.view.layer.cornerRadius == _UISheetChromeMetrics.defaultCornerRadius)
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(sheet._resolutionContext(in: window).maximumDetentValue == CGFloat(393 - (59 + 8)))
        #expect(a.view.transform == .identity)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("an edge-attached sheet in compact height rests at a custom detent: its height plus the bottom safe area")
    func edgeAttachedCustomDetent() {
        let log = EventLog()
        let (_, b, sheet, delegate, window) = presented(log: log) { sheet, _ in
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.detents = [.custom(identifier: .init("small")) { _ in 200 }, .large()]
        }
        #expect(b.view.frame == CGRect(x: 0, y: 393 - 200, width: 852, height: 200))
        sheet.selectedDetentIdentifier = .large
        sheet.invalidateDetents()
        #expect(b.view.frame == edgeAttachedFrame(in: window))
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("widthFollowsPreferredContentSizeWhenEdgeAttached: the preferred width, centred, following a change while shown")
    func widthFollowsPreferredContentSize() {
        let log = EventLog()
        let (_, b, _, delegate, window) = presented(log: log) { sheet, b in
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            b.preferredContentSize = CGSize(width: 400, height: 0)
        }
        #expect(b.view.frame == edgeAttachedFrame(in: window, width: 400))
        #expect(b.view.frame == CGRect(x: 226, y: 67, width: 400, height: 326))
        b.preferredContentSize = CGSize(width: 500, height: 0)
        #expect(b.view.frame == edgeAttachedFrame(in: window, width: 500))
        b.preferredContentSize = CGSize(width: 2000, height: 0)
        #expect(b.view.frame == edgeAttachedFrame(in: window), "at most the safe area's width")
        b.preferredContentSize = .zero
        #expect(b.view.frame == edgeAttachedFrame(in: window), "no preferred width: the safe area's")
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("widthFollowsPreferredContentSizeWhenEdgeAttached has no effect when the sheet is not edge attached, nor in compact width and regular height")
    func widthFollowsHasNoEffectElsewhere() {
        let log = EventLog()
        let (_, b, _, delegate, window) = presented(log: log) { sheet, b in
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            b.preferredContentSize = CGSize(width: 400, height: 0)
        }
        #expect(b.view.frame == window.bounds, "not edge attached: full screen")
        b.dismiss(animated: false)
        spin()
        let (_, c, _, delegate2, portraitWindow) = presented(log: log, frame: portrait) { sheet, c in
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            c.preferredContentSize = CGSize(width: 300, height: 0)
        }
        let top = portraitWindow.safeAreaInsets.top + _UISheetTopPeek.regular
        #expect(c.view.frame == CGRect(x: 0, y: top, width: 393, height: 852 - top))
        c.dismiss(animated: false)
        spin()
        withExtendedLifetime((delegate, delegate2)) {}
    }

    @Test("setting prefersEdgeAttachedInCompactHeight on a shown sheet moves it at once; inside animateChanges it animates")
    func changingEdgeAttachmentWhileShown() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (_, b, sheet, delegate, window) = presented(log: log)
        #expect(b.view.frame == window.bounds)
        sheet.prefersEdgeAttachedInCompactHeight = true
        #expect(b.view.frame == edgeAttachedFrame(in: window))
        #expect(b.view.layer.cornerRadius == _UISheetChromeMetrics.defaultCornerRadius)
        sheet.animateChanges { sheet.prefersEdgeAttachedInCompactHeight = false }
        #expect(b.view.layer.presentation()?.frame.minY == 67, "the move starts where the sheet was")
        #expect(b.view.frame == window.bounds, "the model is at its end")
        clock.advance(by: UISheetPresentationController._detentChangeAnimationDuration / 2)
        let midway = b.view.layer.presentation()?.frame.minY ?? -1
        #expect(midway > 0 && midway < 67)
        clock.advance(by: 1)
        spin()
        #expect(b.view.layer.presentation()?.frame.minY ?? -1 == 0)
        #expect(b.view.layer.cornerRadius == 0)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("a shown page sheet through a rotation: full screen in landscape, a sheet scaling the presenter back in portrait again")
    func pageSheetThroughRotation() {
        let log = EventLog()
        let (a, b, _, delegate, window) = presented(log: log, frame: portrait)
        let top = window.safeAreaInsets.top + _UISheetTopPeek.regular
        #expect(b.view.frame == CGRect(x: 0, y: top, width: 393, height: 852 - top))
        #expect(a.view.transform.a == _UISheetChromeMetrics.presenterScale)
        window.frame = landscape
        #expect(b.view.frame == window.bounds)
        #expect(b.view.layer.cornerRadius == 0)
        #expect(a.view.transform == .identity, "no card in compact height")
        spin()
        window.frame = portrait
        #expect(b.view.frame == CGRect(x: 0, y: top, width: 393, height: 852 - top))
        #expect(b.view.layer.cornerRadius == _UISheetChromeMetrics.defaultCornerRadius)
        #expect(a.view.transform.a == _UISheetChromeMetrics.presenterScale)
        #expect(log.take().filter { !$0.contains("vWT") }.isEmpty, "no appearance callbacks: the same presentation")
        spin()
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("the presented controller is told the sheet's size for a rotation into compact height: the whole window, or the edge-attached sheet's")
    func sizeForRotationIntoCompactHeight() {
        let log = EventLog()
        let a = UIViewController(), b = TraitLoggingViewController("B", log: log)
        b.logsFlags = false
        b.modalPresentationStyle = .pageSheet
        let sheet = try! #require(b.sheetPresentationController)
        let window = UIWindow(frame: portrait)
        window.rootViewController = a
        window.makeKeyAndVisible()
        a.present(b, animated: false)
        spin()
        #expect(sheet.size(forChildContentContainer: b, withParentContainerSize: landscape.size) == landscape.size)
        _ = log.take()
        window.frame = landscape
        #expect(log.take().filter { $0.contains("vWT") } == ["B.vWT(852x393)"])
        #expect(b.view.frame == window.bounds)
        spin()
        window.frame = portrait
        spin()
        sheet.prefersEdgeAttachedInCompactHeight = true
        _ = log.take()
        window.frame = landscape
        #expect(log.take().filter { $0.contains("vWT") } == ["B.vWT(852x326)"], "852 wide, 393 − (59 + 8) tall")
        #expect(b.view.frame == CGRect(x: 0, y: 67, width: 852, height: 326))
        spin()
        b.dismiss(animated: false)
        spin()
    }

    @Test("a form sheet in a regular-width, compact-height window stays a centred card")
    func formSheetInCompactHeightStaysACard() {
        let a = UIViewController(), b = UIViewController()
        b.modalPresentationStyle = .formSheet
        b.preferredContentSize = CGSize(width: 400, height: 300)
        let window = UIWindow(frame: landscape)
        window.rootViewController = a
        window.makeKeyAndVisible()
        a.present(b, animated: false)
        spin()
        let area = window.bounds.inset(by: window.safeAreaInsets)
        #expect(b.view.frame == CGRect(x: (area.midX - 200).rounded(), y: (area.midY - 150).rounded(), width: 400, height: 300))
        b.dismiss(animated: false)
        spin()
    }

    @Test("snapshot: an edge-attached sheet in compact height, 500 points wide from its preferred content size, with a grabber")
    func edgeAttachedSnapshot() {
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        let band = UIView(frame: CGRect(x: 20, y: 80, width: 812, height: 120))
        band.backgroundColor = .systemOrange
        a.view.addSubview(band)
        b.view.backgroundColor = .systemBlue
        b.modalPresentationStyle = .pageSheet
        b.preferredContentSize = CGSize(width: 500, height: 0)
        let sheet = try! #require(b.sheetPresentationController)
        sheet.prefersEdgeAttachedInCompactHeight = true
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet.prefersGrabberVisible = true
        let window = UIWindow(frame: landscape)
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        a.present(b, animated: false)
        spin()
        #expect(b.view.frame == CGRect(x: 176, y: 67, width: 500, height: 326))
        assertSnapshot(of: window, named: "edge-attached-compact-height", scale: 1)
        b.dismiss(animated: false)
        spin()
    }
}
