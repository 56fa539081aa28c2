import Testing
@testable import UIKit
import UIKitTesting

/// A finger dragging a scroll view inside a sheet (spec §16.5, `prefersScrollingExpandsWhenScrolledToEdge`),
/// on the phone screen (393 × 852 points, safe area 59/34): the large detent's top is at 69, the medium
/// detent's at 852 − 34 − 749 / 2 = 443.5. The scroll view's pan starts after its 10-point hysteresis,
/// so a finger moving d points moves things by d − 10.
@MainActor @Suite("Sheets: a scroll view at its top edge hands the drag to the sheet (spec §16.5)", .checksForLeaks)
struct SheetScrollHandOffTests {
    private let mediumTop: CGFloat = 443.5
    private let largeTop: CGFloat = 69

    /// A visible A presenting B as a page sheet with `detents`; B's view is filled by a scroll view whose
    /// content is 3,000 points tall.
    private func presentedSheet(_ log: EventLog, detents: [UISheetPresentationController.Detent] = [.medium(), .large()],
                                selected: UISheetPresentationController.Detent.Identifier? = nil)
        -> (LoggingViewController, LoggingViewController, UISheetPresentationController, UIScrollView, UIWindow) {
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        a.logsFlags = false
        b.logsFlags = false
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = detents
        sheet.selectedDetentIdentifier = selected
        let scroll = UIScrollView(frame: b.view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 393, height: 3000)
        b.view.addSubview(scroll)
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        _ = log.take()
        return (a, b, sheet, scroll, window)
    }

    private func topEdge(of scroll: UIScrollView) -> CGFloat { -scroll.adjustedContentInset.top }

    @Test("Default true: dragging up at the top edge of a medium sheet expands the sheet instead of scrolling")
    func scrollingUpExpandsTheSheet() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (_, b, sheet, scroll, window) = presentedSheet(log)
        let delegate = CountingSheetDelegate()
        sheet.delegate = delegate
        #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(b.view.frame.minY == mediumTop)
        let finger = drag(window, from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 300), duration: 0.5, lift: false)
        #expect(b.view.frame.minY == mediumTop - 290, "the sheet follows the finger")
        #expect(scroll.contentOffset.y == topEdge(of: scroll), "the content does not scroll")
        finger.lift()
        clock.advance(by: 1)
        spin()
        // Released at 153.5: nearer the large detent (69) than the medium one (443.5).
        #expect(b.view.frame.minY == largeTop)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(delegate.changes == 1)
        #expect(scroll.contentOffset.y == topEdge(of: scroll), "no fling of the content")
        #expect(!scroll.isDecelerating)
        b.dismiss(animated: false)
        spin()
    }

    @Test("Default true: once the sheet reaches its largest detent, the rest of the same drag scrolls the content")
    func scrollingBeginsAtTheLargestDetent() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (_, b, _, scroll, window) = presentedSheet(log)
        let edge = topEdge(of: scroll)
        // 490 points of travel: 374.5 take the sheet from 443.5 to 69, the other 115.5 scroll.
        let finger = drag(window, from: CGPoint(x: 196, y: 700), to: CGPoint(x: 196, y: 200), duration: 0.5, lift: false)
        #expect(b.view.frame.minY == largeTop)
        #expect(abs(scroll.contentOffset.y - (edge + 115.5)) < 1e-9)
        #expect(scroll.isDragging)
        finger.lift()
        clock.advance(by: 2)
        spin()
        #expect(b.view.frame.minY == largeTop)
        #expect(scroll.contentOffset.y > edge + 115.5, "the content keeps the finger's velocity and decelerates")
        b.dismiss(animated: false)
        spin()
    }

    @Test("false: dragging up at the top edge scrolls the content; the medium sheet stays")
    func withoutExpansionTheContentScrolls() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (_, b, sheet, scroll, window) = presentedSheet(log)
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        let edge = topEdge(of: scroll)
        let finger = drag(window, from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 300), duration: 0.5, lift: false)
        #expect(b.view.frame.minY == mediumTop)
        #expect(scroll.contentOffset.y == edge + 290)
        finger.lift()
        clock.advance(by: 2)
        spin()
        #expect(b.view.frame.minY == mediumTop)
        #expect(sheet.selectedDetentIdentifier == nil)
        b.dismiss(animated: false)
        spin()
    }

    @Test("false: a pull-down at the top edge still drags the sheet, and pushing back up gives back only that")
    func withoutExpansionPullDownStillDragsTheSheet() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (_, b, sheet, scroll, window) = presentedSheet(log, selected: .large)
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        let edge = topEdge(of: scroll)
        let finger = SimulatedTouch.down(at: CGPoint(x: 196, y: 300), in: window)
        clock.advance(by: 0.016)
        finger.move(to: CGPoint(x: 196, y: 310), in: window)
        clock.advance(by: 0.016)
        finger.move(to: CGPoint(x: 196, y: 410), in: window)
        #expect(b.view.frame.minY == largeTop + 100)
        #expect(scroll.contentOffset.y == edge)
        // Up 150: 100 bring the sheet back to where the drag found it, 50 scroll the content.
        clock.advance(by: 0.016)
        finger.move(to: CGPoint(x: 196, y: 260), in: window)
        #expect(b.view.frame.minY == largeTop)
        #expect(scroll.contentOffset.y == edge + 50)
        clock.advance(by: 0.5)
        finger.lift()
        clock.advance(by: 2)
        spin()
        #expect(b.view.frame.minY == largeTop)
        b.dismiss(animated: false)
        spin()
    }

    @Test("Dragging down: scrolled content first scrolls back to its top edge, then the sheet follows to the medium detent")
    func pullDownScrollsBackThenDragsTheSheet() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (_, b, sheet, scroll, window) = presentedSheet(log, selected: .large)
        let delegate = CountingSheetDelegate()
        sheet.delegate = delegate
        let edge = topEdge(of: scroll)
        scroll.contentOffset.y = edge + 100
        // 390 points of travel: 100 scroll back to the edge, 290 move the sheet to 359.
        let finger = drag(window, from: CGPoint(x: 196, y: 200), to: CGPoint(x: 196, y: 600), duration: 0.5, lift: false)
        #expect(scroll.contentOffset.y == edge)
        #expect(b.view.frame.minY == largeTop + 290)
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(b.view.frame.minY == mediumTop, "359 is nearer 443.5 than 69")
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(delegate.changes == 1)
        #expect(scroll.contentOffset.y == edge)
        #expect(log.take().isEmpty)
        b.dismiss(animated: false)
        spin()
    }

    @Test("Dragging down past the smallest detent from the scroll view dismisses: shouldDismiss, willDismiss, B.wD, B.dD, didDismiss")
    func pullDownFromTheScrollViewDismisses() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, _, sheet, scroll, window) = presentedSheet(log, detents: [.large()])
        let delegate = LoggingAdaptiveDelegate(log: log)
        sheet.delegate = delegate
        drag(window, from: CGPoint(x: 196, y: 150), to: CGPoint(x: 196, y: 800), duration: 0.3)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss(coordinator=true)", "B.wD", "B.dD", "didDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(scroll._sheetHandOff == nil)
    }

    @Test("A short pull-down from the scroll view released early cancels the dismissal: B.wD, B.wA, B.dA, and no transition is left (fuzzer, seed 19, episode 15686461105721924681)")
    func shortPullDownCancelsAndEnds() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, _, _, window) = presentedSheet(log, detents: [.large()])
        drag(window, from: CGPoint(x: 196, y: 400), to: CGPoint(x: 252, y: 478), duration: 0.3)
        clock.advance(by: 2)
        spin()
        #expect(log.take() == ["B.wD", "B.wA", "B.dA"])
        #expect(b.transitionCoordinator == nil)
        #expect(!b.isBeingDismissed)
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == largeTop)
        b.dismiss(animated: false)
        spin()
    }

    @Test("The same pull-down in a popover adapted to a sheet in compact width cancels and leaves no transition")
    func shortPullDownInAnAdaptedPopover() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        a.logsFlags = false
        b.logsFlags = false
        b.modalPresentationStyle = .popover
        let scroll = UIScrollView(frame: b.view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 393, height: 3000)
        b.view.addSubview(scroll)
        let window = makeVisible(a)
        b.popoverPresentationController?.sourceView = a.view
        b.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 30, height: 30)
        a.present(b, animated: true)
        clock.advance(by: 1)
        spin()
        _ = log.take()
        let top = b.view.frame.minY
        let start = CGPoint(x: 196, y: top + 200)
        drag(window, from: start, to: CGPoint(x: start.x + 56, y: start.y + 78), duration: 0.3)
        clock.advance(by: 2)
        spin()
        #expect(log.take() == ["B.wD", "B.wA", "B.dA"])
        #expect(b.transitionCoordinator == nil)
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == top)
        b.dismiss(animated: false)
        spin()
    }

    @Test("A scroll view that does not scroll vertically leaves the drag to the sheet's own pan")
    func horizontalScrollViewLeavesTheSheetItsPan() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (_, b, _, scroll, window) = presentedSheet(log)
        scroll.contentSize = CGSize(width: 3000, height: 10)
        let finger = drag(window, from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 300), duration: 0.5, lift: false)
        #expect(b.view.frame.minY == mediumTop - 290)
        #expect(scroll.contentOffset == .zero)
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(b.view.frame.minY == largeTop)
        b.dismiss(animated: false)
        spin()
    }

    @Test("A tab bar controller swiped down from its tab's scroll view: its tab and it have a transition coordinator from the tab's viewWillDisappear until the dismissal ends (fuzzer, seed 19, episode 9589201963121027248)")
    func swipedTabBarControllerHasACoordinator() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log), v = LoggingViewController("V", log: log)
        a.logsFlags = false
        v.logsFlags = false
        let scroll = UIScrollView(frame: CGRect(x: 40, y: 100, width: 240, height: 400))
        scroll.contentSize = CGSize(width: 600, height: 1600)
        v.view.addSubview(scroll)
        let tabs = UITabBarController()
        tabs.viewControllers = [v]
        tabs.modalPresentationStyle = .pageSheet
        let window = makeVisible(a)
        a.present(tabs, animated: true)
        clock.advance(by: 1)
        spin()
        _ = log.take()
        let start = scroll.convert(CGPoint(x: scroll.bounds.midX, y: scroll.bounds.midY), to: window)
        drag(window, from: start, to: CGPoint(x: start.x + 44, y: start.y + 185), duration: 0.1)
        #expect(log.take() == ["V.wD"])
        #expect(tabs._isBeingDismissed)
        #expect(tabs.transitionCoordinator != nil)
        #expect(v.transitionCoordinator != nil)
        spin()
        #expect(tabs.transitionCoordinator != nil)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["V.dD"])
        #expect(a.presentedViewController == nil)
        #expect(tabs.transitionCoordinator == nil)
    }
}
