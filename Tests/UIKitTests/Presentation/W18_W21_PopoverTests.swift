import Testing
import UIKit
import UIKitTesting

/// A popover delegate that logs every call it gets; which optional methods it answers is chosen per test.
@MainActor
final class LoggingPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    let log: EventLog
    var adaptiveStyle: UIModalPresentationStyle?
    var shouldDismiss = true
    /// Wraps the presented controller for the adapted style (as apps put it in a navigation controller).
    var wrap: ((UIViewController) -> UIViewController)?
    private(set) var wrapper: UIViewController?
    var repositionTo: CGRect?
    init(log: EventLog) { self.log = log }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        log.add("adaptiveStyle(\(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"))")
        return adaptiveStyle ?? controller.adaptivePresentationStyle(for: traitCollection)
    }
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        log.add("viewControllerForAdaptiveStyle(\(style.rawValue))")
        wrapper = wrap?(controller.presentedViewController)
        return wrapper
    }
    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController) {
        log.add("prepare(\(type(of: adaptivePresentationController)))")
    }
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        log.add("willPresentWithAdaptiveStyle(\(style.rawValue), coordinator=\(transitionCoordinator != nil))")
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.add("prepareForPopoverPresentation")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("didAttemptToDismiss")
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        log.add("popoverDidDismiss")
    }
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>) {
        let r = rect.pointee
        log.add("willReposition(\(Int(r.minX)), \(Int(r.minY)), \(Int(r.width)), \(Int(r.height)))")
        if let repositionTo { rect.pointee = repositionTo }
    }
}

/// A delegate that answers only the popover's own (deprecated) dismissal question.
@MainActor
final class PopoverOnlyShouldDismissDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        log.add("popoverShouldDismiss")
        return false
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("didAttemptToDismiss")
    }
}

@MainActor @Suite("UIPopoverPresentationController (spec §16.4, §16.6; W18, W21)", .checksForLeaks)
struct PopoverTests {
    /// A visible A in a landscape iPad-sized window (horizontally regular), with a source view at
    /// (400, 300, 80, 40), and B set up as a popover of 200 × 150 points anchored to it.
    private func regularPopover() -> (UIViewController, UIViewController, UIPopoverPresentationController, UIView, UIWindow) {
        let a = UIViewController(), b = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        let source = UIView(frame: CGRect(x: 400, y: 300, width: 80, height: 40))
        a.view.addSubview(source)
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try! #require(b.popoverPresentationController)
        popover.sourceView = source
        return (a, b, popover, source, window)
    }

    @Test("a window wider than the screen has no unsafe band beyond the screen's edges")
    func windowPastTheScreenEdge() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let screen = UIScreen.main.bounds.size
        #expect(screen.width < 1024 && screen.height > 768, "the phone screen these tests use")
        #expect(window.safeAreaInsets.left == 0)
        #expect(window.safeAreaInsets.right == 0, "was 1024 − 393 = 631 before the clamp")
        #expect(window.safeAreaInsets.bottom == 0, "the window ends above the home indicator's band")
    }

    @Test("defaults, raw values, and popoverPresentationController only for the .popover style")
    func defaults() {
        let b = UIViewController()
        #expect(b.popoverPresentationController == nil, "a page sheet has no popover controller")
        b.modalPresentationStyle = .popover
        let popover = try! #require(b.popoverPresentationController)
        #expect(b.presentationController === popover)
        #expect(b.popoverPresentationController === popover, "kept for the presentation")
        #expect(popover.sourceView == nil)
        #expect(popover.sourceRect.isNull)
        #expect(popover.permittedArrowDirections == .any)
        #expect(popover.arrowDirection == .unknown)
        #expect(popover.passthroughViews == nil)
        #expect(popover.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(popover.backgroundColor == nil)
        #expect(!popover.canOverlapSourceViewRect)
        #expect(popover.presentationStyle == .popover)
        #expect(popover.adaptiveSheetPresentationController === popover.adaptiveSheetPresentationController)
        #expect(UIPopoverArrowDirection.up.rawValue == 1 && UIPopoverArrowDirection.down.rawValue == 2)
        #expect(UIPopoverArrowDirection.left.rawValue == 4 && UIPopoverArrowDirection.right.rawValue == 8)
        #expect(UIPopoverArrowDirection.any.rawValue == 15 && UIPopoverArrowDirection.unknown.rawValue == UInt.max)
    }

    @Test("W21: a popover with no anchor in regular width raises NSGenericException; nothing is presented")
    func noAnchorRaises() {
        let (a, b, popover, _, window) = regularPopover()
        popover.sourceView = nil
        let exceptions = withCapturedExceptions { a.present(b, animated: false) }
        spin()
        #expect(exceptions.map(\.name) == [.genericException])
        #expect(exceptions.first?.reason == "UIPopoverPresentationController (\(popover)) should have a non-nil "
            + "sourceView or barButtonItem set before the presentation occurs.")
        #expect(exceptions.first?.reason?.hasPrefix("UIPopoverPresentationController (<UIPopoverPresentationController: 0x") == true)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(window.subviews == [a.view])
        #expect(popover.arrowDirection == .unknown)
    }

    @Test("prepareForPopoverPresentation is the last chance to set the anchor")
    func anchorSetInPrepare() {
        let (a, b, popover, source, window) = regularPopover()
        popover.sourceView = nil
        @MainActor final class Anchoring: NSObject, UIPopoverPresentationControllerDelegate {
            let source: UIView
            init(source: UIView) { self.source = source }
            func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
                popoverPresentationController.sourceView = source
            }
        }
        let delegate = Anchoring(source: source)
        popover.delegate = delegate
        let exceptions = withCapturedExceptions { a.present(b, animated: false) }
        spin()
        #expect(exceptions.isEmpty)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime((delegate, window)) {}
    }

    @Test("regular width: below the anchor with the arrow up, in a container above A's view; each permitted side")
    func placementByArrowDirection() {
        let (a, b, popover, _, window) = regularPopover()
        a.present(b, animated: false)
        spin()
        // Anchor (400, 300, 80, 40): centred under it, 13 points (the arrow) below its bottom edge.
        #expect(b.view.frame == CGRect(x: 340, y: 353, width: 200, height: 150))
        #expect(popover.arrowDirection == .up)
        let container = try! #require(popover.containerView)
        #expect(window.subviews == [a.view, container])
        #expect(b.view.superview === container)
        b.dismiss(animated: false)
        spin()
        #expect(window.subviews == [a.view])

        let expected: [(UIPopoverArrowDirection, CGRect)] = [
            (.down, CGRect(x: 340, y: 300 - 13 - 150, width: 200, height: 150)),
            (.left, CGRect(x: 480 + 13, y: 245, width: 200, height: 150)),
            (.right, CGRect(x: 400 - 13 - 200, y: 245, width: 200, height: 150)),
        ]
        for (direction, frame) in expected {
            popover.permittedArrowDirections = direction
            a.present(b, animated: false)
            spin()
            #expect(b.view.frame == frame, "permitted \(direction.rawValue)")
            #expect(popover.arrowDirection == direction)
            b.dismiss(animated: false)
            spin()
        }
    }

    @Test("regular width: with no room below, the popover goes above the anchor with the arrow down")
    func fallsBackToAbove() {
        let (a, b, popover, source, window) = regularPopover()
        source.frame = CGRect(x: 400, y: 650, width: 80, height: 40)
        a.present(b, animated: false)
        spin()
        #expect(popover.arrowDirection == .down)
        #expect(b.view.frame == CGRect(x: 340, y: 650 - 13 - 150, width: 200, height: 150))
        popover.sourceRect = CGRect(x: 0, y: 30, width: 10, height: 10)
        b.dismiss(animated: false)
        spin()
        // A source rectangle in the source view's coordinates: 10 × 10 points at (400, 680) in the window.
        popover.permittedArrowDirections = [.left, .right]
        a.present(b, animated: false)
        spin()
        #expect(popover.arrowDirection == .left)
        let safeBottom = window.safeAreaInsets.bottom
        #expect(b.view.frame == CGRect(x: 410 + 13, y: 768 - safeBottom - 10 - 150, width: 200, height: 150),
                "centred on the anchor, clamped inside the bottom margin")
        b.dismiss(animated: false)
        spin()
    }

    @Test("a tap outside the popover: shouldDismiss, willDismiss, then didDismiss and the popover's own didDismiss")
    func tapOutsideDismisses() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let (a, b, popover, _, window) = regularPopover()
        let delegate = LoggingPopoverDelegate(log: log)
        popover.delegate = delegate
        a.present(b, animated: true)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["adaptiveStyle(regular)", "prepareForPopoverPresentation",
                               "willPresentWithAdaptiveStyle(-1, coordinator=true)"])
        #expect(b.view.alpha == 1, "faded in")
        tap(at: CGPoint(x: 900, y: 700), in: window)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["shouldDismiss", "willDismiss", "didDismiss", "popoverDidDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
    }

    /// Fuzzer, `--profile all --seed 7`, episode 4460619194129233514: the dismissal waited for the push
    /// and then ran without telling the delegate willDismiss, though didDismiss followed.
    @Test("W21: a tap outside a popover during a push inside it: willDismiss when the dismissal begins, before didDismiss")
    func tapOutsideDuringAPushInside() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        let source = UIView(frame: CGRect(x: 400, y: 300, width: 80, height: 40))
        a.view.addSubview(source)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.modalPresentationStyle = .popover
        navigation.preferredContentSize = CGSize(width: 300, height: 300)
        let popover = try! #require(navigation.popoverPresentationController)
        popover.sourceView = source
        let delegate = LoggingPopoverDelegate(log: log)
        popover.delegate = delegate
        a.present(navigation, animated: false)
        spin()
        _ = log.take()
        navigation.pushViewController(UIViewController(), animated: true)
        tap(at: CGPoint(x: 900, y: 700), in: window)
        #expect(log.take() == ["shouldDismiss"], "the dismissal waits for the push")
        #expect(a.presentedViewController === navigation)
        clock.advance(by: 1)
        spin()
        #expect(log.take() == ["willDismiss", "didDismiss", "popoverDidDismiss"])
        #expect(a.presentedViewController == nil)
    }

    /// The same wait when the navigation controller is a child of the presented controller: its push's
    /// coordinator holds the user's dismissal (the fuzzer's seed 19, episode 3973287595703698041, where a
    /// pop in such a child was sent its page's disappearance mid-appearance and logged "Unbalanced").
    @Test("W21: a tap outside during a push in a child of the popover's controller waits for the push")
    func tapOutsideDuringAPushInAChild() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = a
        window.makeKeyAndVisible()
        spin()
        let source = UIView(frame: CGRect(x: 400, y: 300, width: 80, height: 40))
        a.view.addSubview(source)
        let host = UIViewController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.addChild(navigation)
        host.view.addSubview(navigation.view)
        navigation.didMove(toParent: host)
        host.modalPresentationStyle = .popover
        host.preferredContentSize = CGSize(width: 300, height: 300)
        let popover = try! #require(host.popoverPresentationController)
        popover.sourceView = source
        let delegate = LoggingPopoverDelegate(log: log)
        popover.delegate = delegate
        a.present(host, animated: false)
        spin()
        _ = log.take()
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        spin()
        #expect(host.transitionCoordinator == nil && navigation.transitionCoordinator != nil)
        tap(at: CGPoint(x: 900, y: 700), in: window)
        #expect(log.take() == ["shouldDismiss"], "the dismissal waits for the push in the child")
        #expect(a.presentedViewController === host && host.transitionCoordinator == nil)
        let lines = withCapturedLog {
            clock.advance(by: 1)
            spin()
        }
        #expect(log.take() == ["willDismiss", "didDismiss", "popoverDidDismiss"])
        #expect(a.presentedViewController == nil)
        #expect(pushed.viewIfLoaded?.window == nil && navigation.topViewController === pushed)
        #expect(lines.isEmpty, "\(lines)")
    }

    @Test("a tap inside the popover does not dismiss; a tap on a passthrough view reaches it and keeps the popover")
    func passthroughViews() {
        let log = EventLog()
        let (a, b, popover, _, window) = regularPopover()
        let button = UIButton(frame: CGRect(x: 20, y: 600, width: 100, height: 44))
        button.addAction(UIAction { _ in log.add("button") }, for: .touchUpInside)
        a.view.addSubview(button)
        popover.passthroughViews = [button]
        let delegate = LoggingPopoverDelegate(log: log)
        popover.delegate = delegate
        a.present(b, animated: false)
        spin()
        _ = log.take()
        tap(b.view)
        tap(button)
        spin()
        #expect(log.take() == ["button"])
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(window) {}
    }

    @Test("the popover's own shouldDismiss answers instead of presentationControllerShouldDismiss; no means an attempt")
    func deprecatedShouldDismissWins() {
        let log = EventLog()
        let (a, b, popover, _, window) = regularPopover()
        let delegate = PopoverOnlyShouldDismissDelegate(log: log)
        popover.delegate = delegate
        a.present(b, animated: false)
        spin()
        tap(at: CGPoint(x: 900, y: 700), in: window)
        spin()
        #expect(log.take() == ["popoverShouldDismiss", "didAttemptToDismiss"])
        #expect(a.presentedViewController === b)
        b.isModalInPresentation = true
        tap(at: CGPoint(x: 900, y: 700), in: window)
        spin()
        #expect(log.take() == ["didAttemptToDismiss"], "modal in presentation: the delegate is not asked")
        b.dismiss(animated: false)
        spin()
    }

    @Test("W18: compact width: the popover adapts to its sheet with no anchor check; the delegate hears it in order")
    func compactWidthAdaptsToSheet() {
        let log = EventLog()
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        b.modalPresentationStyle = .popover
        let popover = try! #require(b.popoverPresentationController)
        let delegate = LoggingPopoverDelegate(log: log)
        popover.delegate = delegate
        let exceptions = withCapturedExceptions { a.present(b, animated: false) }
        spin()
        #expect(exceptions.isEmpty)
        #expect(log.take() == ["adaptiveStyle(compact)", "viewControllerForAdaptiveStyle(2)",
                               "prepare(UISheetPresentationController)",
                               "willPresentWithAdaptiveStyle(2, coordinator=true)"])
        let sheet = popover.adaptiveSheetPresentationController
        #expect(b.presentationController === sheet)
        #expect(b.popoverPresentationController === popover)
        #expect(sheet.presentedViewController === b)
        #expect(sheet.delegate === delegate)
        #expect(b.view.frame.minY == window.safeAreaInsets.top + 10, "a sheet at its large detent")
        #expect(popover.arrowDirection == .unknown)
        b.dismiss(animated: false)
        spin()
        #expect(b.presentationController === popover, "the popover is the controller again")
        #expect(window.subviews == [a.view])
    }

    @Test("W18: a delegate answering .none keeps a popover a popover in compact width")
    func noneKeepsPopover() {
        let log = EventLog()
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        let source = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 40))
        a.view.addSubview(source)
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 200, height: 100)
        let popover = try! #require(b.popoverPresentationController)
        popover.sourceView = source
        let delegate = LoggingPopoverDelegate(log: log)
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        popover.delegate = delegate
        a.present(b, animated: false)
        spin()
        #expect(log.take() == ["adaptiveStyle(compact)", "prepareForPopoverPresentation",
                               "willPresentWithAdaptiveStyle(-1, coordinator=true)"])
        #expect(b.presentationController === popover)
        #expect(popover.arrowDirection == .up)
        #expect(b.view.frame == CGRect(x: 20, y: 253, width: 200, height: 100))
        b.dismiss(animated: false)
        spin()
        withExtendedLifetime(window) {}
    }

    @Test("W18: viewControllerForAdaptivePresentationStyle swaps in the delegate's controller, shown as the sheet")
    func adaptedControllerSwappedIn() {
        let log = EventLog()
        let a = UIViewController(), b = UIViewController()
        let window = makeVisible(a)
        b.modalPresentationStyle = .popover
        let popover = try! #require(b.popoverPresentationController)
        let delegate = LoggingPopoverDelegate(log: log)
        delegate.wrap = { UINavigationController(rootViewController: $0) }
        popover.delegate = delegate
        a.present(b, animated: false)
        spin()
        let navigation = try! #require(delegate.wrapper as? UINavigationController)
        #expect(navigation.viewControllers == [b])
        #expect(a.presentedViewController === navigation)
        #expect(b.presentingViewController === a, "through its new parent")
        #expect(navigation.presentationController === popover.adaptiveSheetPresentationController)
        #expect(popover.adaptiveSheetPresentationController.presentedViewController === navigation)
        #expect(navigation.view.superview === window)
        #expect(b.view.window === window)
        a.dismiss(animated: false)
        spin()
        #expect(a.presentedViewController == nil)
        #expect(window.subviews == [a.view])
        withExtendedLifetime(delegate) {}
    }

    @Test("a container resize repositions a shown popover; the delegate may move the anchor first")
    func repositionOnResize() {
        let log = EventLog()
        let (a, b, popover, _, window) = regularPopover()
        let delegate = LoggingPopoverDelegate(log: log)
        delegate.repositionTo = CGRect(x: 0, y: 0, width: 80, height: 10)
        popover.delegate = delegate
        a.present(b, animated: false)
        spin()
        _ = log.take()
        window.frame = CGRect(x: 0, y: 0, width: 1100, height: 768)
        spin()
        #expect(log.take() == ["willReposition(0, 0, 80, 40)"])
        #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 80, height: 10))
        #expect(b.view.frame == CGRect(x: 340, y: 323, width: 200, height: 150))
        b.dismiss(animated: false)
        spin()
    }
}
