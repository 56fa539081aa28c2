import Testing
@testable import UIKit
import UIKitTesting

/// A presenter for sheet pictures: white, with an orange box near its top.
@MainActor
func boxedPresenter() -> UIViewController {
    let a = UIViewController()
    a.view.backgroundColor = .white
    let box = UIView(frame: CGRect(x: 20, y: 120, width: 353, height: 160))
    box.backgroundColor = .systemOrange
    a.view.addSubview(box)
    return a
}

/// The drawn chrome of sheets and popovers (issue 12): the sheet's corners and grabber, the presenter
/// scaled back into a card at the large detent over a black backdrop, and the popover's box and arrow.
@MainActor @Suite("Sheet and popover chrome", .checksForLeaks)
struct SheetAndPopoverChromeTests {
    func presenter() -> UIViewController { boxedPresenter() }

    func rgb(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b)] }

    @Test("A page sheet at the large detent: the presenter is scaled to 0.92 with its top at the safe area, rounded, over black; all undone on dismissal")
    func pageSheetScalesThePresenterBack() {
        let a = presenter(), b = UIViewController()
        let window = makeVisible(a)
        defer { window.isHidden = true }
        let safeArea = a.view.safeAreaInsets
        a.present(b, animated: false)
        spin()
        let scale: CGFloat = 0.92
        #expect(a.view.transform == CGAffineTransform(scaleX: scale, y: scale)
            .concatenating(CGAffineTransform(translationX: 0, y: 59 - (426 - scale * 426))))
        #expect(abs(a.view.frame.minY - 59) < 0.001, "the card's top edge sits at the top safe area")
        #expect(abs(a.view.frame.width - 393 * scale) < 0.001)
        #expect(a.view.layer.cornerRadius == 10)
        #expect(a.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(a.view.layer.masksToBounds)
        #expect(a.view.safeAreaInsets == safeArea, "the scaled card keeps its safe area")
        #expect(b.view.layer.cornerRadius == 10, "the sheet's default radius")
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(b.view.layer.masksToBounds)
        #expect(window.layer.sublayers?.first is _UISheetBackdropLayer)
        #expect(window.subviews.count == 3, "the backdrop is a layer, not a view")
        let image = _FrameRenderer.image(of: window.layer, scale: 1)
        #expect(rgb(image.pixel(x: 5, y: 300)) == [0, 0, 0], "black beside the card")
        #expect(rgb(image.pixel(x: 196, y: 63)) == [153, 153, 153], "the card's strip above the sheet: white under 40 % black")

        b.dismiss(animated: false)
        spin()
        #expect(a.view.transform == .identity)
        #expect(a.view.layer.cornerRadius == 0)
        #expect(!a.view.layer.masksToBounds)
        #expect(a.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(b.view.layer.cornerRadius == 0)
        #expect(!b.view.layer.masksToBounds)
        #expect(!(window.layer.sublayers ?? []).contains { $0 is _UISheetBackdropLayer })
    }

    @Test("The card follows the detent: none at medium, scaled at large, released at medium again")
    func cardFollowsTheDetent() {
        let a = presenter(), b = UIViewController()
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        #expect(a.view.transform == .identity)
        #expect(a.view.layer.cornerRadius == 0)
        #expect(b.view.layer.cornerRadius == 10)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(a.view.transform.a == 0.92)
        #expect(window.layer.sublayers?.first is _UISheetBackdropLayer)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(a.view.transform == .identity)
        #expect(!(window.layer.sublayers ?? []).contains { $0 is _UISheetBackdropLayer })
        b.dismiss(animated: false)
        spin()
    }

    @Test("An animated presentation scales the card back in its slide; the dismissal's slide brings it back")
    func animatedCard() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = presenter(), b = UIViewController()
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: true)
        spin()
        #expect(a.view.transform.a == 0.92, "the model value is the end of the slide")
        let start = a.view.layer.presentation()?.affineTransform().a ?? 0
        #expect(start > 0.92 && start <= 1, "on screen the card starts unscaled")
        clock.advance(by: 1)
        spin()
        #expect(a.view.layer.presentation()?.affineTransform().a == 0.92)
        b.dismiss(animated: true)
        spin()
        #expect(a.view.transform == .identity)
        clock.advance(by: 1)
        spin()
        #expect(a.view.layer.cornerRadius == 0)
        #expect(a.presentedViewController == nil)
    }

    @Test("preferredCornerRadius is drawn, also when changed while shown; the automatic value draws 10 points")
    func preferredCornerRadius() {
        let a = presenter(), b = UIViewController()
        let sheet = try! #require(b.sheetPresentationController)
        #expect(sheet.preferredCornerRadius == UISheetPresentationController.automaticDimension)
        sheet.preferredCornerRadius = 24
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        #expect(b.view.layer.cornerRadius == 24)
        sheet.preferredCornerRadius = 4
        #expect(b.view.layer.cornerRadius == 4)
        sheet.preferredCornerRadius = UISheetPresentationController.automaticDimension
        #expect(b.view.layer.cornerRadius == 10)
        b.dismiss(animated: false)
        spin()
    }

    @Test("prefersGrabberVisible draws a 36×5 capsule 5 points below the sheet's top, above its content, and hides it again")
    func grabber() {
        let a = presenter(), b = UIViewController()
        b.view.backgroundColor = .white
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 40))
        content.backgroundColor = .white
        b.view.addSubview(content)
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.medium()]
        sheet.prefersGrabberVisible = true
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        let grabber = try! #require(b.view.layer.sublayers?.first { $0 !== content.layer })
        #expect(grabber.frame == CGRect(x: 179, y: 5, width: 36, height: 5))
        #expect(grabber.cornerRadius == 2.5)
        #expect(b.view.subviews == [content], "the grabber is no subview")
        let image = _FrameRenderer.image(of: b.view.layer, scale: 1)
        let p = image.pixel(x: 196, y: 7)
        #expect(p.r < 240 && p.r == p.g, "the grabber's gray over the white content")
        #expect(rgb(image.pixel(x: 196, y: 20)) == [255, 255, 255])
        sheet.prefersGrabberVisible = false
        #expect(b.view.layer.sublayers?.contains { $0 === grabber } == false)
        b.dismiss(animated: false)
        spin()
    }

    @Test("snapshot: a medium sheet with a grabber and 24-point corners, and a dark-mode page sheet over its card")
    func sheetChromeSnapshots() {
        let a = presenter(), b = UIViewController()
        b.view.backgroundColor = .systemBackground
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.medium()]
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 24
        let window = makeVisible(a)
        defer { window.isHidden = true }
        a.present(b, animated: false)
        spin()
        assertScreenSnapshot(of: window, named: "medium-sheet-grabber", scale: 1)
        b.dismiss(animated: false)
        spin()

        let c = presenter(), d = UIViewController()
        c.view.backgroundColor = .systemBackground
        d.view.backgroundColor = .secondarySystemBackground
        d.sheetPresentationController?.prefersGrabberVisible = true
        let dark = makeVisible(c)
        defer { dark.isHidden = true }
        dark.overrideUserInterfaceStyle = .dark
        c.present(d, animated: false)
        spin()
        assertScreenSnapshot(of: dark, named: "page-sheet-dark", scale: 1)
        d.dismiss(animated: false)
        spin()
    }

    func popoverWindow() -> (UIWindow, UIViewController, UIView) {
        let a = UIViewController()
        a.view.backgroundColor = .white
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        let source = UIView(frame: CGRect(x: 260, y: 80, width: 80, height: 40))
        source.backgroundColor = .systemGreen
        a.view.addSubview(source)
        return (window, a, source)
    }

    @Test("The popover's box: behind the content, with the arrow's tip on the anchor's middle, for each direction",
          arguments: [(UIPopoverArrowDirection.up, CGFloat(80), CGRect(x: 180, y: 120, width: 240, height: 173), CGPoint(x: 120, y: 0)),
                      (.down, 300, CGRect(x: 180, y: 127, width: 240, height: 173), CGPoint(x: 120, y: 173)),
                      // The window reaches the screen's top unsafe band (59 points): the box is pushed below it.
                      (.left, 80, CGRect(x: 340, y: 59, width: 253, height: 160), CGPoint(x: 0, y: 41)),
                      (.right, 80, CGRect(x: 7, y: 59, width: 253, height: 160), CGPoint(x: 253, y: 41))])
    func popoverArrow(direction: UIPopoverArrowDirection, sourceY: CGFloat, chromeFrame: CGRect, tip: CGPoint) throws {
        let (window, a, source) = popoverWindow()
        defer { window.isHidden = true }
        let b = UIViewController()
        b.view.backgroundColor = .systemBlue
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 240, height: 160)
        let popover = try #require(b.popoverPresentationController)
        source.frame.origin.y = sourceY
        popover.sourceView = source
        popover.permittedArrowDirections = direction
        popover.popoverLayoutMargins = .zero
        a.present(b, animated: false)
        spin()
        #expect(popover.arrowDirection == direction)
        let chrome = try #require(popover._chromeView)
        #expect(chrome.superview === b.view.superview)
        let siblings = b.view.superview?.subviews ?? []
        #expect(siblings.firstIndex(of: chrome)! + 1 == siblings.firstIndex(of: b.view)!, "just behind the content")
        #expect(chrome.frame == chromeFrame)
        #expect(chrome.arrowTip == tip)
        #expect(b.view.layer.cornerRadius == 13)
        #expect(b.view.layer.masksToBounds)
        b.dismiss(animated: false)
        spin()
        #expect(popover._chromeView == nil)
        #expect(chrome.superview == nil)
        #expect(b.view.layer.cornerRadius == 0)
        #expect(!b.view.layer.masksToBounds)
    }

    @Test("The popover's backgroundColor fills its box and arrow, also when set while shown; nil draws white")
    func popoverBackgroundColor() throws {
        let (window, a, source) = popoverWindow()
        defer { window.isHidden = true }
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 240, height: 160)
        let popover = try #require(b.popoverPresentationController)
        popover.sourceView = source
        a.present(b, animated: false)
        spin()
        let tipArea = CGPoint(x: 300, y: 128)  // inside the arrow, below the anchor
        #expect(rgb(_FrameRenderer.image(of: window.layer, scale: 1).pixel(at: tipArea)) == [255, 255, 255])
        #expect(rgb(_FrameRenderer.image(of: window.layer, scale: 1).pixel(at: CGPoint(x: 300, y: 200))) == [255, 255, 255])
        popover.backgroundColor = .systemRed
        let image = _FrameRenderer.image(of: window.layer, scale: 1)
        #expect(rgb(image.pixel(at: tipArea)) == [255, 59, 48])
        #expect(rgb(image.pixel(at: CGPoint(x: 300, y: 200))) == [255, 59, 48], "the content is clear: the box shows")
        #expect(rgb(image.pixel(at: CGPoint(x: 270, y: 128))) != [255, 59, 48], "beside the arrow is the presenter")
        b.dismiss(animated: false)
        spin()
    }

    @Test("An animated popover fades its box in and out with its content")
    func popoverFades() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (window, a, source) = popoverWindow()
        defer { window.isHidden = true }
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = source
        a.present(b, animated: true)
        spin()
        let chrome = try #require(b.popoverPresentationController?._chromeView)
        #expect(chrome.layer.presentation()?.opacity == 0)
        #expect(chrome.alpha == 1)
        clock.advance(by: 1)
        spin()
        b.dismiss(animated: true)
        spin()
        #expect(chrome.alpha == 0)
        clock.advance(by: 1)
        spin()
        #expect(chrome.superview == nil)
    }

    @Test("snapshot: popovers in red to the right of the anchor and in dark mode below it")
    func popoverChromeSnapshots() throws {
        let (window, a, source) = popoverWindow()
        defer { window.isHidden = true }
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 200, height: 120)
        let popover = try #require(b.popoverPresentationController)
        popover.sourceView = source
        popover.permittedArrowDirections = .left
        popover.backgroundColor = .systemRed
        a.present(b, animated: false)
        spin()
        assertSnapshot(of: window, named: "popover-red-left", scale: 1)
        b.dismiss(animated: false)
        spin()
        window.overrideUserInterfaceStyle = .dark
        a.view.backgroundColor = .systemBackground
        let c = UIViewController()
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 22))
        label.text = "Popover"
        c.view.addSubview(label)
        c.modalPresentationStyle = .popover
        c.preferredContentSize = CGSize(width: 240, height: 120)
        c.popoverPresentationController?.sourceView = source
        a.present(c, animated: false)
        spin()
        assertSnapshot(of: window, named: "popover-dark", scale: 1)
        c.dismiss(animated: false)
        spin()
    }
}
