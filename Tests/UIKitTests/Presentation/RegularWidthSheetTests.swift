import Testing
@testable import UIKit
import UIKitTesting

/// Page and form sheets in a horizontally regular window (a 1,024 × 768 landscape window: an iPad's
/// size classes; the page-sheet tests use the pad idiom, as a phone in landscape is vertically compact): a page sheet is a card centred on the bottom edge, a form sheet a card centred in the
/// safe area; both are dismissed by a finger's swipe down with the compact sheet's delegate calls
/// (spec §16.7), and both are laid out again when the window changes size.
@MainActor @Suite("Regular-width page and form sheets (issue 12, spec §16.5, §16.7)", .checksForLeaks)
struct RegularWidthSheetTests {
    private let landscape = CGRect(x: 0, y: 0, width: 1024, height: 768)

    /// A visible A (in a window of `frame`, landscape by default) presenting B with `style`.
    private func presented(_ style: UIModalPresentationStyle, log: EventLog, frame: CGRect? = nil)
        -> (LoggingViewController, LoggingViewController, UISheetPresentationController, LoggingAdaptiveDelegate, UIWindow) {
        presentedSheet(style, in: frame ?? landscape, log: log)
    }

    /// The page sheet's frame in `window` at its large detent: centred, on the bottom edge.
    private func pageSheetFrame(in window: UIWindow) -> CGRect {
        let insets = window.safeAreaInsets, area = window.bounds.inset(by: insets)
        let width = min(_UIPageSheetMetrics.regularWidthWidth, area.width)
        let top = insets.top + _UISheetTopPeek.pad
        return CGRect(x: (area.midX - width / 2).rounded(), y: top, width: width, height: window.bounds.height - top)
    }

    /// The form sheet's card in `window` without a preferred size.
    private func formSheetFrame(in window: UIWindow) -> CGRect {
        let area = window.bounds.inset(by: window.safeAreaInsets)
        let size = UISheetPresentationController._defaultFormSheetSize
        return CGRect(x: (area.midX - size.width / 2).rounded(), y: (area.midY - size.height / 2).rounded(),
                      width: size.width, height: size.height)
    }

    @Test("a page sheet in regular width is a card centred on the bottom edge, over the dimmed presenter, which is not scaled back")
    func pageSheetCard() {
        // A phone in landscape is vertically compact, where a page sheet fills the window
        // (CompactHeightSheetTests): the card is an iPad's.
        configureMainScreen(idiom: .pad)
        defer { configureMainScreen() }
        let log = EventLog()
        let (a, b, sheet, delegate, window) = presented(.pageSheet, log: log)
        #expect(b.view.frame == pageSheetFrame(in: window))
        #expect(b.view.frame == CGRect(x: 160, y: 79, width: 704, height: 689), "20 points below the top safe area on an iPad")
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner], "its top corners only")
        #expect(sheet._dimmingView?.alpha == 1)
        #expect(a.view.transform == .identity, "the presenter is scaled back in compact width only")
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("W21: a regular-width page sheet swiped down: shouldDismiss, willDismiss, B.wD, B.dD, didDismiss")
    func pageSheetSwipeDismisses() {
        // A phone in landscape is vertically compact, where a page sheet fills the window
        // (CompactHeightSheetTests): the card is an iPad's.
        configureMainScreen(idiom: .pad)
        defer { configureMainScreen() }
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, _, _, delegate, window) = presented(.pageSheet, log: log)
        drag(window, from: CGPoint(x: 512, y: 200), to: CGPoint(x: 512, y: 760), duration: 0.3)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD", "B.dD", "didDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
        withExtendedLifetime(delegate) {}
    }

    @Test("a regular-width page sheet dragged down a little keeps its width and place across, and settles back")
    func pageSheetDragKeepsItsColumn() {
        // A phone in landscape is vertically compact, where a page sheet fills the window
        // (CompactHeightSheetTests): the card is an iPad's.
        configureMainScreen(idiom: .pad)
        defer { configureMainScreen() }
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, sheet, delegate, window) = presented(.pageSheet, log: log)
        // `.medium()` is inactive in compact height (every regular-width window here is landscape).
        sheet.detents = [.custom(identifier: .init("half")) { $0.maximumDetentValue / 2 }, .large()]
        sheet.selectedDetentIdentifier = .large
        let finger = drag(window, from: CGPoint(x: 512, y: 200), to: CGPoint(x: 512, y: 260), duration: 0.3, lift: false)
        #expect(b.view.frame.minX == 160 && b.view.frame.width == 704)
        #expect(abs(b.view.frame.minY - (79 + 50)) < 0.001, "the finger's travel past the pan's 10-point hysteresis")
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(b.view.frame == pageSheetFrame(in: window))
        #expect(log.take().isEmpty)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("W21: a form sheet's card swiped down: it follows the finger, then shouldDismiss, willDismiss, B.wD, B.dD, didDismiss")
    func formSheetSwipeDismisses() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, _, delegate, window) = presented(.formSheet, log: log)
        let card = formSheetFrame(in: window)
        #expect(b.view.frame == card)
        let finger = drag(window, from: CGPoint(x: 512, y: card.minY + 40), to: CGPoint(x: 512, y: card.minY + 640),
                          duration: 0.3, lift: false)
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD"])
        #expect(b.view.frame.size == card.size, "the card moves down whole, it is not stretched")
        #expect(b.view.frame.minX == card.minX)
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["B.dD", "didDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
        withExtendedLifetime(delegate) {}
    }

    @Test("W21: a form sheet's card let go before half its height: the dismissal is cancelled (B.wD, B.wA, B.dA), the card goes back")
    func formSheetShortSwipeCancels() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, _, delegate, window) = presented(.formSheet, log: log)
        let card = formSheetFrame(in: window)
        drag(window, from: CGPoint(x: 512, y: card.minY + 40), to: CGPoint(x: 512, y: card.minY + 140), duration: 1)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD", "B.wA", "B.dA"])
        #expect(a.presentedViewController === b)
        #expect(b.view.frame == card)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("W21: a modal form sheet resists the swipe and springs back: only didAttemptToDismiss; a delegate saying no: shouldDismiss, didAttemptToDismiss")
    func formSheetRefusedSwipe() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, _, delegate, window) = presented(.formSheet, log: log)
        let card = formSheetFrame(in: window)
        b.isModalInPresentation = true
        let finger = drag(window, from: CGPoint(x: 512, y: card.minY + 40), to: CGPoint(x: 512, y: card.minY + 240),
                          duration: 0.3, lift: false)
        #expect(b.view.frame == card.offsetBy(dx: 0, dy: 190 * UISheetPresentationController._refusedDragResistance))
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["didAttemptToDismiss"])
        #expect(b.view.frame == card)

        b.isModalInPresentation = false
        delegate.shouldDismiss = false
        drag(window, from: CGPoint(x: 512, y: card.minY + 40), to: CGPoint(x: 512, y: card.minY + 640), duration: 0.3)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(a.presentedViewController === b)
        #expect(b.view.frame == card)
        b.dismiss(animated: false)
        spin()
    }

    @Test("a form sheet through window size changes: centred again, a bottom sheet in compact width, a card again in regular width")
    func formSheetThroughResizes() {
        let log = EventLog()
        let (a, b, _, delegate, window) = presented(.formSheet, log: log)
        window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
        #expect(b.view.frame == formSheetFrame(in: window), "centred in the new safe area")
        spin()

        window.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        let top = window.safeAreaInsets.top + 10
        #expect(b.view.frame == CGRect(x: 0, y: top, width: 768, height: 1024 - top))
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(a.view.transform.a == 0.92, "a sheet at the large detent in compact width scales the presenter back")
        spin()

        window.frame = landscape
        #expect(b.view.frame == formSheetFrame(in: window))
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                               .layerMaxXMaxYCorner])
        #expect(a.view.transform == .identity && a.view.frame == landscape, "the card let go, at the window's size")
        #expect(log.take().filter { !$0.contains("vWT") }.isEmpty, "no appearance callbacks: the same presentation")
        spin()
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("snapshot: a page sheet in a regular-width window, a centred card over the dimmed presenter")
    func regularWidthPageSheetSnapshot() {
        // A phone in landscape is vertically compact, where a page sheet fills the window
        // (CompactHeightSheetTests): the card is an iPad's.
        configureMainScreen(idiom: .pad)
        defer { configureMainScreen() }
        let a = UIViewController(), b = UIViewController()
        a.view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 40, y: 120, width: 944, height: 200))
        card.backgroundColor = .systemOrange
        a.view.addSubview(card)
        b.view.backgroundColor = .systemBlue
        b.modalPresentationStyle = .pageSheet
        let window = UIWindow(frame: landscape)
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        a.present(b, animated: false)
        spin()
        assertSnapshot(of: window, named: "page-sheet-regular-width", scale: 1)
        b.dismiss(animated: false)
        spin()
    }
}
