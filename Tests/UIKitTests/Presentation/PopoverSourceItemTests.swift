import Testing
@testable import UIKit
import UIKitTesting

/// Popovers anchored to bar button items and source items (issue 12), and iPad-idiom action sheets
/// (issue 17). Every window is a landscape 1024 × 768 (horizontally regular) with the screen's 59-point
/// top safe area and none at the bottom; the popover area is therefore (10, 69, 1004, 689).
@MainActor @Suite("UIPopoverPresentationController source items and iPad action sheets", .checksForLeaks)
struct PopoverSourceItemTests {
    private func window(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.windowLevel = UIWindow.Level(rawValue: 5000)
        // Regular height, as an iPad-sized window has: a vertically compact (landscape phone) window would
        // give the bars their compact 32-point height.
        window.traitOverrides.verticalSizeClass = .regular
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin()
        return window
    }

    /// Presents `b` from `a` without animation; returns what was raised, whether `b` was shown, its frame
    /// and its arrow direction, then dismisses it.
    private func present(_ b: UIViewController, from a: UIViewController)
        -> (exceptions: [NSException], shown: Bool, frame: CGRect, arrow: UIPopoverArrowDirection?) {
        let exceptions = withCapturedExceptions { a.present(b, animated: false) }
        spin()
        let result = (exceptions, a.presentedViewController === b, b.view.frame, b.popoverPresentationController?.arrowDirection)
        b.dismiss(animated: false)
        spin()
        return result
    }

    /// A 200 × 150 popover controller.
    private func popoverContent() -> UIViewController {
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 200, height: 150)
        return b
    }

    @Test("barButtonItem is the source item when that is a bar button item; setting it sets sourceItem")
    func barButtonItemMirrorsSourceItem() throws {
        let b = popoverContent()
        let popover = try #require(b.popoverPresentationController)
        #expect(popover.sourceItem == nil && popover.barButtonItem == nil)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        popover.barButtonItem = item
        #expect(popover.sourceItem === item)
        let view = UIView()
        popover.sourceItem = view
        #expect(popover.barButtonItem == nil, "a view source item is no bar button item")
        #expect(popover.sourceItem === view)
    }

    @Test("a navigation bar's right item anchors the popover below it, arrow up, at (814, 109, 200, 150)")
    func navigationBarItemAnchorsBelow() throws {
        let item = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        let a = UIViewController()
        a.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: a)
        let window = window(nav)
        defer { window.isHidden = true }
        // The bar starts at the 59-point safe area; a 30-point custom view is centred in its 44 points,
        // 16 points from the right edge.
        #expect(item.frame(in: window) == CGRect(x: 968, y: 66, width: 40, height: 30))
        let b = popoverContent()
        b.popoverPresentationController?.barButtonItem = item
        let shown = present(b, from: a)
        #expect(shown.exceptions.isEmpty && shown.shown)
        // Below the item (96 + 13-point arrow); centred on x = 988 it would end past the right margin,
        // so it is clamped to 1024 − 10 − 200 = 814.
        #expect(shown.frame == CGRect(x: 814, y: 109, width: 200, height: 150))
        #expect(shown.arrow == .up)
    }

    @Test("a toolbar item at the bottom anchors the popover above it, arrow down, at (814, 544, 200, 150)")
    func toolbarItemAnchorsAbove() throws {
        let a = UIViewController()
        let window = window(a)
        defer { window.isHidden = true }
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 700, width: 1024, height: 44))
        let item = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        toolbar.items = [.flexibleSpace(), item]
        a.view.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        #expect(item.frame(in: window) == CGRect(x: 968, y: 707, width: 40, height: 30))
        let b = popoverContent()
        b.popoverPresentationController?.sourceItem = item
        let shown = present(b, from: a)
        // Below there are 758 − 750 = 8 points; above, 694 − 69 = 625: the popover ends 13 points
        // above the item's top (707).
        #expect(shown.frame == CGRect(x: 814, y: 544, width: 200, height: 150))
        #expect(shown.arrow == .down)
    }

    @Test("a view as sourceItem anchors like sourceView with its bounds, and wins over sourceView")
    func viewSourceItem() throws {
        let a = UIViewController()
        let window = window(a)
        defer { window.isHidden = true }
        let source = UIView(frame: CGRect(x: 400, y: 300, width: 80, height: 40))
        let other = UIView(frame: CGRect(x: 20, y: 600, width: 10, height: 10))
        a.view.addSubview(source)
        a.view.addSubview(other)
        let b = popoverContent()
        let popover = try #require(b.popoverPresentationController)
        popover.sourceView = other
        popover.sourceItem = source
        let shown = present(b, from: a)
        // Below the source: y = 340 + 13, centred on x = 440.
        #expect(shown.frame == CGRect(x: 340, y: 353, width: 200, height: 150))
        #expect(shown.arrow == .up)
    }

    @Test("a source item alone passes the anchor check; an item no bar shows places the popover at .zero")
    func sourceItemPassesTheAnchorCheck() throws {
        let a = UIViewController()
        let window = window(a)
        defer { window.isHidden = true }
        let b = popoverContent()
        let item = UIBarButtonItem(title: "Loose", style: .plain, target: nil, action: nil)
        b.popoverPresentationController?.sourceItem = item
        #expect(item.frame(in: window) == nil)
        let shown = present(b, from: a)
        #expect(shown.exceptions.isEmpty && shown.shown)
        #expect(shown.frame == .zero)
    }

    @Test("the bar's other items become passthrough views; a tap on the anchor item dismisses the popover")
    func siblingItemsPassThrough() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        var taps: [String] = []
        let anchor = UIBarButtonItem(primaryAction: UIAction(title: "Anchor") { _ in taps.append("anchor") })
        let sibling = UIBarButtonItem(primaryAction: UIAction(title: "Sibling") { _ in taps.append("sibling") })
        let a = UIViewController()
        a.navigationItem.rightBarButtonItems = [anchor, sibling]
        let nav = UINavigationController(rootViewController: a)
        let window = window(nav)
        defer { window.isHidden = true }
        let b = popoverContent()
        let popover = try #require(b.popoverPresentationController)
        popover.barButtonItem = anchor
        a.present(b, animated: false)
        spin()
        let anchorView = try #require(anchor._itemView), siblingView = try #require(sibling._itemView)
        let passthrough = popover.passthroughViews ?? []
        #expect(passthrough.contains { $0 === siblingView })
        #expect(!passthrough.contains { $0 === anchorView })
        tap(siblingView)
        spin()
        #expect(taps == ["sibling"])
        #expect(a.presentedViewController === b, "a passthrough tap leaves the popover up")
        tap(anchorView)
        clock.advance(by: 1)
        spin()
        #expect(taps == ["sibling"], "the anchor's tap goes to the popover's dimming view")
        #expect(a.presentedViewController == nil)
    }

    @Test("on the phone idiom an action sheet is .custom and has no popover controller")
    func phoneActionSheetIsCustom() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.popoverPresentationController == nil)
    }

    @Test("configureMainScreen(idiom: .pad) makes the device and the screen's traits pad")
    func padIdiomConfiguration() {
        configureMainScreen(idiom: .pad)
        defer { configureMainScreen() }
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        #expect(alert.modalPresentationStyle == .popover)
        #expect(alert.popoverPresentationController != nil)
        let plain = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        #expect(plain.modalPresentationStyle == .custom, "only action sheets become popovers")
    }

    @Test("an iPad action sheet without location information raises iOS's NSGenericException and is not shown")
    func padActionSheetWithoutAnchorRaises() throws {
        configureMainScreen(idiom: .pad)
        defer { configureMainScreen() }
        let a = UIViewController()
        let window = window(a)
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let exceptions = withCapturedExceptions { a.present(alert, animated: false) }
        spin()
        #expect(exceptions.map(\.name) == [.genericException])
        let reason = try #require(exceptions.first?.reason)
        #expect(reason == "Your application has presented a UIAlertController (\(alert)) of style "
            + "UIAlertControllerStyleActionSheet from UIViewController (\(a)). The modalPresentationStyle of a "
            + "UIAlertController with this style is UIModalPresentationPopover. You must provide location information "
            + "for this popover through the alert controller's popoverPresentationController. You must provide either "
            + "a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the "
            + "alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method "
            + "-prepareForPopoverPresentation.")
        #expect(reason.hasPrefix("Your application has presented a UIAlertController (<UIAlertController: 0x"))
        #expect(reason.contains(" from UIViewController (<UIViewController: 0x"))
        #expect(a.presentedViewController == nil)
    }

    @Test("an iPad action sheet anchored to a bar button item is presented as a popover below it")
    func padActionSheetFromBarButtonItem() throws {
        configureMainScreen(idiom: .pad)
        defer { configureMainScreen() }
        let item = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        let a = UIViewController()
        a.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: a)
        let window = window(nav)
        defer { window.isHidden = true }
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        alert.preferredContentSize = CGSize(width: 300, height: 200)
        alert.popoverPresentationController?.barButtonItem = item
        #expect(alert.presentationController is UIPopoverPresentationController)
        let shown = present(alert, from: a)
        #expect(shown.exceptions.isEmpty && shown.shown)
        // 300 wide: clamped to 1024 − 10 − 300 = 714; below the item at 96 + 13.
        #expect(shown.frame == CGRect(x: 714, y: 109, width: 300, height: 200))
        #expect(shown.arrow == .up)
    }
}
