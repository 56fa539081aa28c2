import Testing
@testable import UIKit
import UIKitTesting

/// A view controller that logs the content-container calls its children send it.
@MainActor
private final class SizeLoggingViewController: UIViewController {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        log.add("\(name).preferredContentSizeDidChange(\(Self.label(container)), \(Self.size(container)))")
    }
    static func label(_ container: UIContentContainer) -> String {
        (container as? SizeLoggingViewController)?.name ?? "\(container)"
    }
    static func size(_ container: UIContentContainer) -> String {
        "\(Int(container.preferredContentSize.width))×\(Int(container.preferredContentSize.height))"
    }
}

/// A presentation controller that logs what its presented controller tells it.
@MainActor
private final class SizeLoggingPresentationController: UIPresentationController {
    let log: EventLog
    init(presented: UIViewController, presenting: UIViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }
    override var frameOfPresentedViewInContainerView: CGRect {
        let size = presentedViewController.preferredContentSize
        return CGRect(origin: CGPoint(x: 10, y: 20), size: size)
    }
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        log.add("PC.preferredContentSizeDidChange(\(SizeLoggingViewController.label(container)), "
            + "\(SizeLoggingViewController.size(container)))")
        // The recipe of WWDC 2014's "A Look Inside Presentation Controllers": take the new size.
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

@MainActor
private final class SizeLoggingVendor: NSObject, UIViewControllerTransitioningDelegate {
    let log: EventLog
    private(set) var vended: SizeLoggingPresentationController?
    init(log: EventLog) { self.log = log }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = SizeLoggingPresentationController(presented: presented, presenting: presenting, log: log)
        vended = controller
        return controller
    }
}

/// `preferredContentSize` changes reach the container as on iOS (UIContentContainer: "a child view
/// controller or a presented view controller can issue a request … a parent view controller or a
/// presentation controller receives the callback"), and a shown popover or regular-width form sheet
/// takes the new size.
@MainActor @Suite("preferredContentSize forwarding to parents and presentation controllers (issue 12)", .checksForLeaks)
struct PreferredContentSizeForwardingTests {
    private let landscape = CGRect(x: 0, y: 0, width: 1024, height: 768)

    private func window(_ frame: CGRect, showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin()
        return window
    }

    @Test("A child's change goes to its parent only, once per new value; a presented controller's to its presentation controller")
    func childAndPresentedForwarding() {
        let log = EventLog()
        let a = SizeLoggingViewController("A", log: log)
        let b = SizeLoggingViewController("B", log: log), c = SizeLoggingViewController("C", log: log)
        let window = makeVisible(a)
        defer { window.isHidden = true }
        embed(c, in: b)
        let vendor = SizeLoggingVendor(log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        b.preferredContentSize = CGSize(width: 100, height: 50)
        #expect(log.take() == [], "not presented yet: no container to tell")

        a.present(b, animated: false)
        spin()
        #expect(log.take() == ["PC.preferredContentSizeDidChange(B, 100×50)"], "asked as the presentation starts (§14.4)")
        #expect(b.view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))

        b.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(log.take() == ["PC.preferredContentSizeDidChange(B, 300×200)"], "not A: A is not B's parent")
        #expect(b.view.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        b.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(log.take() == [], "an equal value tells nobody")

        c.preferredContentSize = CGSize(width: 40, height: 30)
        #expect(log.take() == ["B.preferredContentSizeDidChange(C, 40×30)"], "a child tells its parent, not the presentation")

        b.dismiss(animated: false)
        spin()
        b.preferredContentSize = CGSize(width: 10, height: 10)
        #expect(log.take() == [], "dismissed: no container to tell")
    }

    /// A popover of 200 × 150 below the anchor (400, 300, 80, 40) in a regular-width window.
    private func shownPopover(_ log: EventLog) -> (UIViewController, UIViewController, UIPopoverPresentationController,
                                                   LoggingPopoverDelegate, UIWindow) {
        let a = UIViewController(), b = UIViewController()
        let window = window(landscape, showing: a)
        let (popover, delegate) = anchorPopover(b, to: a, log: log)
        a.present(b, animated: false)
        spin()
        return (a, b, popover, delegate, window)
    }

    @Test("A shown popover animates to its content's new preferred size, placed again with its arrow on the anchor")
    func popoverFollowsPreferredContentSize() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (_, b, popover, delegate, window) = shownPopover(log)
        defer { window.isHidden = true }
        #expect(b.view.frame == CGRect(x: 340, y: 353, width: 200, height: 150))
        #expect(popover.arrowDirection == .up)

        b.preferredContentSize = CGSize(width: 300, height: 250)
        // Centred on the anchor's middle (440) below it, the arrow's 13 points away.
        let target = CGRect(x: 290, y: 353, width: 300, height: 250)
        #expect(b.view.frame == target, "the model value at once")
        #expect(popover.arrowDirection == .up)
        let chrome = try #require(popover._chromeView)
        // The box is the content plus the arrow above it, whose tip stays on the anchor's bottom middle.
        #expect(chrome.frame == CGRect(x: 290, y: 340, width: 300, height: 263))
        #expect(chrome.arrowTip == CGPoint(x: 150, y: 0))
        spin()
        clock.advance(by: UIPresentationController._preferredContentSizeAnimationDuration / 2)
        let midway = try #require(b.view.layer.presentation()).frame
        #expect(midway.width > 200 && midway.width < 300, "animated (Apple: the size change is animated)")
        #expect(abs(midway.midX - 440) < 0.5, "kept centred on the anchor while it grows")
        clock.advance(by: UIPresentationController._preferredContentSizeAnimationDuration)
        #expect(b.view.layer.presentation()?.frame == target)
        #expect(chrome.layer.presentation()?.frame == CGRect(x: 290, y: 340, width: 300, height: 263))
        #expect(log.take().filter { $0.hasPrefix("willReposition") } == [], "not a container resize")

        // A zero height is applied without animation (Apple's documented exception).
        b.preferredContentSize = CGSize(width: 300, height: 0)
        #expect(b.view.layer.animationKeys() ?? [] == [])
        #expect(b.view.frame.width == 300)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("A popover that no longer fits below its anchor moves above it; the arrow turns to point down at it")
    func popoverGrowingPastTheRoomBelow() throws {
        let log = EventLog()
        let a = UIViewController(), b = UIViewController()
        let window = window(landscape, showing: a)
        defer { window.isHidden = true }
        let anchor = CGRect(x: 400, y: 600, width: 80, height: 40)
        let room = window.bounds.height - window.safeAreaInsets.bottom - 10 - (anchor.maxY + 13)
        try #require(room > 50)
        let (popover, delegate) = anchorPopover(b, to: a, at: anchor, size: CGSize(width: 200, height: room - 5), log: log)
        a.present(b, animated: false)
        spin()
        #expect(popover.arrowDirection == .up)
        #expect(b.view.frame == CGRect(x: 340, y: anchor.maxY + 13, width: 200, height: room - 5))
        b.preferredContentSize = CGSize(width: 200, height: room + 20)
        #expect(popover.arrowDirection == .down)
        #expect(b.view.frame == CGRect(x: 340, y: anchor.minY - 13 - (room + 20), width: 200, height: room + 20))
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }

    @Test("A form sheet in regular width is centred at its preferred size (540 × 620 without one) and follows a change")
    func regularWidthFormSheet() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let a = UIViewController(), b = UIViewController()
        let window = window(landscape, showing: a)
        defer { window.isHidden = true }
        let area = window.bounds.inset(by: window.safeAreaInsets)
        func centred(_ width: CGFloat, _ height: CGFloat) -> CGRect {
            CGRect(x: (area.midX - width / 2).rounded(), y: (area.midY - height / 2).rounded(), width: width, height: height)
        }
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        spin()
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(b.view.frame == centred(540, 620), "no preferred size: the classic form sheet")
        #expect(b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                               .layerMaxXMaxYCorner], "a centred card rounds all four corners")

        b.preferredContentSize = CGSize(width: 400, height: 300)
        #expect(b.view.frame == centred(400, 300))
        spin()
        clock.advance(by: UIPresentationController._preferredContentSizeAnimationDuration / 2)
        let midway = b.view.layer.presentation()?.frame.width ?? 0
        #expect(midway > 400 && midway < 540, "animated")
        clock.advance(by: 1)
        #expect(b.view.layer.presentation()?.frame == centred(400, 300))

        b.preferredContentSize = CGSize(width: 2000, height: 300)
        #expect(b.view.frame == CGRect(x: area.minX, y: centred(400, 300).minY, width: area.width, height: 300),
                "no wider than the safe area")
        b.dismiss(animated: false)
        spin()
        #expect(window.subviews == [a.view])
    }

    @Test("A form sheet in compact width stays a sheet on the bottom edge whatever its preferred size")
    func compactWidthFormSheetIgnoresPreferredSize() {
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        defer { window.isHidden = true }
        b.modalPresentationStyle = .formSheet
        b.preferredContentSize = CGSize(width: 200, height: 200)
        a.present(b, animated: false)
        spin()
        let top = window.safeAreaInsets.top + 10
        let phoneSheet = CGRect(x: 0, y: top, width: window.bounds.width, height: window.bounds.height - top)
        #expect(b.view.frame == phoneSheet)
        b.preferredContentSize = CGSize(width: 300, height: 100)
        #expect(b.view.frame == phoneSheet)
        b.dismiss(animated: false)
        spin()
    }
}
