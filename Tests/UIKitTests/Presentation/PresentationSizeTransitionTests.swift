import Testing
@testable import UIKit
import UIKitTesting

/// Whether two frames agree to within a thousandth of a point (detent heights are thirds).
private func resizedFrameMatches(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
        && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// A presentation controller that logs the content-container calls of a size change and its container
/// layout hooks; its presented view sits `inset` points inside the container, and it puts the view back
/// at that frame in `containerViewWillLayoutSubviews` when `laysOutPresentedView` (Apple's sample does;
/// UIKit itself does not ask `frameOfPresentedViewInContainerView` again after the presentation).
@MainActor
final class ResizeLoggingPresentationController: UIPresentationController {
    let log: EventLog
    var inset: CGFloat = 20
    var laysOutPresentedView = true

    init(presented: UIViewController, presenting: UIViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        log.add("PC.frameOfPresentedViewInContainerView")
        return (containerView?.bounds ?? .zero).insetBy(dx: inset, dy: inset)
    }
    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width - 2 * inset, height: parentSize.height - 2 * inset)
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("PC.willTransition(h=\(newCollection.horizontalSizeClass.rawValue))")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log.add("PC.vWT(\(Int(size.width))x\(Int(size.height)))")
        coordinator.animate(alongsideTransition: { _ in self.log.add("PC.alongside") },
                            completion: { _ in self.log.add("PC.completion") })
        super.viewWillTransition(to: size, with: coordinator)
    }
    override func containerViewWillLayoutSubviews() {
        log.add("PC.containerViewWillLayoutSubviews(\(Int(containerView?.bounds.width ?? 0)))")
        if laysOutPresentedView { presentedView?.frame = frameOfPresentedViewInContainerView }
    }
    override func containerViewDidLayoutSubviews() { log.add("PC.containerViewDidLayoutSubviews") }
}

/// A transitioning delegate vending a `ResizeLoggingPresentationController`.
@MainActor
final class ResizeLoggingVendor: NSObject, UIViewControllerTransitioningDelegate {
    let log: EventLog
    var laysOutPresentedView = true
    private(set) var vended: ResizeLoggingPresentationController?
    init(log: EventLog) { self.log = log }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = ResizeLoggingPresentationController(presented: presented, presenting: presenting, log: log)
        controller.laysOutPresentedView = laysOutPresentedView
        vended = controller
        return controller
    }
}

/// A delegate that logs the adaptivity questions of a trait change and answers `.none`.
@MainActor
final class NoAdaptationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        log.add("adaptiveStyle(\(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"))")
        return .none
    }
}

/// Shown presentations laid out again when the window changes size (issue 12): the presentation
/// controller is a `UIContentContainer` between the presenter and the presented controller (Apple's
/// `UIContentContainer` documentation: "Presentation controllers forward the size change to their
/// presented view controller"), a custom presentation's container resizes with the window and calls the
/// layout hooks, system sheets resolve their detents again and a form sheet's card is centred again.
@MainActor @Suite("Presentations through a window size change (issue 12, spec §8, §16.3–§16.5)", .checksForLeaks)
struct PresentationSizeTransitionTests {
    private let portrait = CGRect(x: 0, y: 0, width: 393, height: 852)
    private let landscape = CGRect(x: 0, y: 0, width: 1024, height: 768)

    private func window(_ frame: CGRect, showing root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.rootViewController = root
        window.makeKeyAndVisible()
        spin()
        return window
    }

    @Test("W17: a rotation reaches the custom presentation controller between presenter and presented; then its container lays out")
    func customPresentationRotation() {
        let log = EventLog()
        let a = TraitLoggingViewController("A", log: log), b = TraitLoggingViewController("B", log: log)
        for controller in [a, b] { controller.logsFlags = false }
        let vendor = ResizeLoggingVendor(log: log)
        let adaptive = NoAdaptationDelegate(log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        let window = window(portrait, showing: a)
        a.present(b, animated: false)
        spin()
        let controller = try! #require(vendor.vended)
        controller.delegate = adaptive
        #expect(b.view.frame == CGRect(x: 20, y: 20, width: 353, height: 812))
        _ = log.take()

        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(log.take() == ["A.willTransition(h=2)", "PC.willTransition(h=2)", "B.willTransition(h=2)",
                               "A.vWT(852x393)", "PC.vWT(852x393)", "B.vWT(812x353)",
                               "A.alongside", "PC.alongside", "B.alongside",
                               "A.tCDC(h=1->2)", "B.tCDC(h=1->2)", "adaptiveStyle(regular)"])
        #expect(controller.containerView?.frame == window.bounds, "the container follows the window")
        window.layoutIfNeeded()
        #expect(log.take() == ["PC.containerViewWillLayoutSubviews(852)", "PC.frameOfPresentedViewInContainerView",
                               "PC.containerViewDidLayoutSubviews"])
        #expect(b.view.frame == CGRect(x: 20, y: 20, width: 812, height: 353))
        spin()
        #expect(log.take() == ["A.completion", "PC.completion", "B.completion"])

        // A size change that keeps the traits: only the sizes.
        window.bounds = CGRect(x: 0, y: 0, width: 800, height: 393)
        #expect(log.take() == ["A.vWT(800x393)", "PC.vWT(800x393)", "B.vWT(760x353)",
                               "A.alongside", "PC.alongside", "B.alongside"])
        spin()
        #expect(log.take() == ["PC.containerViewWillLayoutSubviews(800)", "PC.frameOfPresentedViewInContainerView",
                               "PC.containerViewDidLayoutSubviews", "A.completion", "PC.completion", "B.completion"])
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime((vendor, adaptive)) {}
    }

    @Test("a presentation controller that lays nothing out in its hook: UIKit does not ask frameOfPresentedViewInContainerView again")
    func customFrameNotAskedAgain() {
        let log = EventLog()
        let a = UIViewController(), b = UIViewController()
        let vendor = ResizeLoggingVendor(log: log)
        vendor.laysOutPresentedView = false
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        let window = window(portrait, showing: a)
        a.present(b, animated: false)
        spin()
        _ = log.take()
        window.frame = CGRect(x: 0, y: 0, width: 393, height: 752)
        spin()
        #expect(log.take() == ["PC.vWT(393x752)", "PC.alongside",
                               "PC.containerViewWillLayoutSubviews(393)", "PC.containerViewDidLayoutSubviews",
                               "PC.completion"])
        #expect(b.view.frame == CGRect(x: 20, y: 20, width: 353, height: 712),
                "the presented view only followed its autoresizing mask")
        b.dismiss(animated: false)
        spin()
    }

    @Test("W19: a shown sheet's detents are resolved again for the new window, and its controller is told the sheet's new size")
    func sheetDetentsResolvedAgain() {
        let log = EventLog()
        let a = UIViewController(), b = TraitLoggingViewController("B", log: log)
        b.logsFlags = false
        var maxima: [CGFloat] = []
        let sheet = try! #require(b.sheetPresentationController)
        sheet.detents = [.custom(identifier: .init("third")) { context in
            maxima.append(context.maximumDetentValue)
            return context.maximumDetentValue / 3
        }, .large()]
        let window = window(portrait, showing: a)
        a.present(b, animated: false)
        spin()
        func thirdFrame() -> CGRect {
            let insets = window.safeAreaInsets, height = window.bounds.height
            let sheetHeight = ((height - (insets.top + 10 + insets.bottom)) / 3) + insets.bottom
            return CGRect(x: 0, y: height - sheetHeight, width: window.bounds.width, height: sheetHeight)
        }
        #expect(resizedFrameMatches(b.view.frame, thirdFrame()))
        _ = log.take()
        maxima.removeAll()

        // 700 points tall: the window no longer reaches the screen's bottom edge, so no bottom safe area.
        window.frame = CGRect(x: 0, y: 0, width: 393, height: 700)
        #expect(window.safeAreaInsets.bottom == 0)
        let told = log.take().filter { $0.contains("vWT") }
        #expect(resizedFrameMatches(b.view.frame, thirdFrame()))
        #expect(told == ["B.vWT(393x\(Int(b.view.frame.height)))"], "told the sheet's size at the new height, before the change")
        #expect(maxima.contains(700 - (window.safeAreaInsets.top + 10)), "the resolver was asked for the new container")
        #expect(sheet._dimmingView?.frame == window.bounds)
        spin()

        // A phone in landscape is vertically compact: a sheet not attached to the bottom edge fills the
        // window (CompactHeightSheetTests); attached, it rests at its detent 8 points below the top safe area.
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        #expect(b.view.frame == window.bounds)
        spin()
        sheet.prefersEdgeAttachedInCompactHeight = true
        let li = window.safeAreaInsets
        let height = (393 - (li.top + 8 + li.bottom)) / 3 + li.bottom
        #expect(b.view.frame == CGRect(x: li.left, y: 393 - height, width: 852 - li.left - li.right, height: height))
        #expect(b.view.frame.maxY == 393, "on the bottom edge")
        spin()
        b.dismiss(animated: false)
        spin()
    }
}

/// The size change and the re-adaptation of a shown popover in one log.
@MainActor @Suite("A popover through a rotation: size calls, then re-adaptation (issue 12, spec §16.4)", .checksForLeaks)
struct PopoverRotationOrderTests {
    @Test("W18: a rotation to compact width: A and B are told the sizes, then the delegate re-adapts the popover to its sheet")
    func popoverRotationOrder() {
        let log = EventLog()
        let a = TraitLoggingViewController("A", log: log), b = TraitLoggingViewController("B", log: log)
        for controller in [a, b] { controller.logsFlags = false }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        let (_, delegate) = anchorPopover(b, to: a, log: log)
        a.present(b, animated: false)
        spin()
        _ = log.take()

        window.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
        spin()
        let lines = log.take().filter { !$0.contains("alongside") && !$0.contains("completion") && !$0.hasPrefix("willReposition") }
        #expect(lines == ["A.willTransition(h=1)", "B.willTransition(h=1)", "A.vWT(768x1024)", "B.vWT(768x1024)",
                          "A.tCDC(h=2->1)", "B.tCDC(h=2->1)", "adaptiveStyle(compact)", "B.wD", "B.dD",
                          "viewControllerForAdaptiveStyle(2)", "prepare(UISheetPresentationController)",
                          "willPresentWithAdaptiveStyle(2, coordinator=true)", "B.wA", "B.dA"])
        #expect(b.presentationController is UISheetPresentationController)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(delegate) {}
    }
}
