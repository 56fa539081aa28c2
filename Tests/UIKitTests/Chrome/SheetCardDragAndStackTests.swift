import Testing
@testable import UIKit
import UIKitTesting

/// The presenter's card behind a page sheet while a finger drags the sheet between detents, and cards
/// stacked by a sheet over a sheet (issue 12), on the phone screen: 393 × 852 points, safe area 59/34, so
/// the large detent's top edge is at 69, the maximum detent value 749 and the medium detent's top edge at
/// 852 − 34 − 374.5 = 443.5.
@MainActor @Suite("Sheet cards: following the finger, and stacked", .checksForLeaks)
struct SheetCardDragAndStackTests {
    let largeTop: CGFloat = 69
    let mediumTop: CGFloat = 443.5

    /// A visible A (white, with an orange box) presenting B as a page sheet at `detent` of
    /// [medium, large], not animated.
    func presentedSheet(at detent: UISheetPresentationController.Detent.Identifier)
        -> (UIViewController, UIViewController, UISheetPresentationController, UIWindow) {
        let a = boxedPresenter(), b = UIViewController()
        b.view.backgroundColor = .systemBackground
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = detent
        let window = makeVisible(a)
        a.present(b, animated: false)
        spin()
        return (a, b, sheet, window)
    }

    func isNear(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) < 0.0001 }

    @Test("Dragged 40 % of the way from the large to the medium detent, the card is 60 % scaled back, moved and rounded; snapshot")
    func cardFollowsTheFinger() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (a, b, sheet, window) = presentedSheet(at: .large)
        defer { window.isHidden = true }
        #expect(b.view.frame.minY == largeTop)
        #expect(a.view.transform.a == 0.92)

        // The pan's translation starts after its 10-point hysteresis.
        let travel = (mediumTop - largeTop) * 0.4
        let finger = drag(window, from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 310 + travel),
                          duration: 0.5, lift: false)
        #expect(isNear(b.view.frame.minY, largeTop + travel), "the sheet follows the finger")
        #expect(isNear(a.view.transform.a, CGFloat(1 - 0.08 * 0.6)), "scale 0.952")
        #expect(isNear(a.view.frame.minY, 59 * 0.6), "the card's top edge 60 % of the way up to the top safe area")
        #expect(isNear(a.view.frame.midX, 196.5), "about its centre")
        #expect(isNear(a.view.layer.cornerRadius, 6))
        #expect(a.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(window.layer.sublayers?.first is _UISheetBackdropLayer)
        #expect(sheet._dimmingView?.alpha == 1, "both detents are dimmed")
        assertScreenSnapshot(of: window, named: "sheet-mid-drag", scale: 1)

        finger.lift()
        spin()
        #expect(a.view.transform.a == 0.92, "nearer the large detent: the model value is the full card again")
        let onScreen = a.view.layer.presentation()?.affineTransform().a ?? 0
        #expect(onScreen > 0.951 && onScreen < 0.953, "on screen the settle starts where the finger left the card")
        clock.advance(by: 1)
        spin()
        #expect(b.view.frame.minY == largeTop)
        #expect(a.view.layer.cornerRadius == 10)
        #expect(sheet.selectedDetentIdentifier == .large)
        b.dismiss(animated: false)
        spin()
        #expect(a.view.transform == .identity)
    }

    @Test("Released nearer the medium detent, the card animates back on its backdrop and is let go once the settle is over")
    func releasedCardIsLetGoAfterTheSettle() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (a, b, sheet, window) = presentedSheet(at: .large)
        defer { window.isHidden = true }
        let travel = (mediumTop - largeTop) * 0.7
        drag(window, from: CGPoint(x: 196, y: 300), to: CGPoint(x: 196, y: 310 + travel), duration: 0.5)
        spin()
        #expect(a.view.transform == .identity, "the settle's end")
        let onScreen = a.view.layer.presentation()?.affineTransform().a ?? 0
        #expect(onScreen > 0.975 && onScreen < 0.977, "it starts at the finger's 30 %: scale 0.976")
        #expect(window.layer.sublayers?.first is _UISheetBackdropLayer, "the backdrop stays while the card grows back")
        #expect(a.view.layer.masksToBounds)
        clock.advance(by: 1)
        spin()
        #expect(b.view.frame.minY == mediumTop)
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(a.view.layer.cornerRadius == 0)
        #expect(!a.view.layer.masksToBounds)
        #expect(a.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(!(window.layer.sublayers ?? []).contains { $0 is _UISheetBackdropLayer })
        #expect(!_UISheetChrome.isScaledBack(a.view))
        b.dismiss(animated: false)
        spin()
    }

    @Test("From an undimmed medium detent up towards the large one, the dimming fades in and the card scales back in proportion")
    func dimmingFollowsTheFinger() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController(), b = UIViewController()
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.largestUndimmedDetentIdentifier = .medium
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        #expect(sheet._dimmingView?.alpha == 0)
        #expect(a.view.transform == .identity)

        let travel = (mediumTop - largeTop) * 0.75
        let finger = drag(window, from: CGPoint(x: 196, y: 600), to: CGPoint(x: 196, y: 590 - travel),
                          duration: 0.5, lift: false)
        #expect(isNear(b.view.frame.minY, mediumTop - travel))
        #expect(isNear(sheet._dimmingView?.alpha ?? -1, 0.75))
        #expect(isNear(a.view.transform.a, CGFloat(1 - 0.08 * 0.75)))
        #expect(sheet._dimmingView?.isUserInteractionEnabled == false, "still the resting detent's touch-through")
        finger.lift()
        clock.advance(by: 1)
        spin()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet._dimmingView?.alpha == 1)
        #expect(sheet._dimmingView?.isUserInteractionEnabled == true)
        #expect(a.view.transform.a == 0.92)
        b.dismiss(animated: false)
        spin()
    }

    @Test("A page sheet over a page sheet: the lower sheet becomes the card (0.92, top at the safe area), the first card stays behind")
    func stackedCards() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        a.view.backgroundColor = .white
        b.view.backgroundColor = .systemTeal
        c.view.backgroundColor = .systemBackground
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        let bSafeArea = b.view.safeAreaInsets
        b.present(c, animated: false)
        spin()
        let scale: CGFloat = 0.92
        #expect(c.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        let bFrame = b.view.frame
        #expect(isNear(bFrame.minY, 59), "the lower sheet's top edge moves up to the top safe area")
        #expect(isNear(bFrame.width, 393 * scale) && isNear(bFrame.height, 783 * scale))
        #expect(isNear(bFrame.midX, 196.5))
        #expect(b.view.layer.cornerRadius == 10 && b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(b.view.safeAreaInsets == bSafeArea, "the scaled card keeps its safe area")
        #expect(isNear(a.view.frame.minY, 59) && isNear(a.view.transform.a, scale), "the first card stays where it was")
        let sheetB = try! #require(b.sheetPresentationController), sheetC = try! #require(c.sheetPresentationController)
        #expect(window.subviews == [a.view, sheetB._dimmingView!, b.view, sheetC._dimmingView!, c.view])
        assertScreenSnapshot(of: window, named: "stacked-sheets", scale: 1)

        c.dismiss(animated: false)
        spin()
        #expect(b.view.transform == .identity)
        #expect(b.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        #expect(b.view.layer.cornerRadius == 10, "its own sheet's corners")
        #expect(a.view.transform.a == scale)

        // The whole chain at once: everything is put back, top-down.
        b.present(c, animated: false)
        spin()
        a.dismiss(animated: false)
        spin()
        #expect(window.subviews == [a.view])
        #expect(a.view.transform == .identity && b.view.transform == .identity)
        #expect(a.view.layer.cornerRadius == 0 && b.view.layer.cornerRadius == 0 && c.view.layer.cornerRadius == 0)
        #expect(!b.view.layer.masksToBounds)
        #expect(!(window.layer.sublayers ?? []).contains { $0 is _UISheetBackdropLayer })
        #expect(!_UISheetChrome.isScaledBack(a.view) && !_UISheetChrome.isScaledBack(b.view))
    }

    @Test("An animated dismissal of a stacked chain lets the first card go with the top sheet's slide")
    func stackedChainAnimatedDismissal() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        b.present(c, animated: false)
        spin()
        let sheetB = try! #require(b.sheetPresentationController)
        a.dismiss(animated: true)
        spin()
        #expect(b.view.superview == nil, "the sheet between leaves at once")
        #expect(a.view.transform == .identity, "the model value is the slide's end")
        let onScreen = a.view.layer.presentation()?.affineTransform().a ?? 0
        #expect(onScreen >= 0.92 && onScreen < 0.93, "on screen the card starts scaled back")
        #expect(sheetB._dimmingView?.alpha == 0, "the lower sheet's dimming fades with the slide")
        clock.advance(by: 1)
        spin()
        #expect(window.subviews == [a.view])
        #expect(a.view.layer.cornerRadius == 0)
        #expect(sheetB._dimmingView == nil)
        #expect(!(window.layer.sublayers ?? []).contains { $0 is _UISheetBackdropLayer })
    }
}
