import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIPresentationController (spec §16)", .checksForLeaks)
struct PresentationControllerTests {
    @Test("W15: defaults; init() raises NSInvalidArgumentException")
    func defaults() {
        let a = UIViewController(), b = UIViewController()
        let controller = UIPresentationController(presentedViewController: b, presenting: a)
        #expect(controller.shouldPresentInFullscreen)
        #expect(!controller.shouldRemovePresentersView)
        #expect(controller.containerView == nil)
        #expect(!b.isViewLoaded)
        #expect(controller.presentedView === b.view)
        #expect(b.isViewLoaded)
        #expect(controller.adaptivePresentationStyle == .none)
        #expect(controller.frameOfPresentedViewInContainerView == .zero)
        #expect(controller.presentedViewController === b)
        #expect(controller.presentingViewController === a)
        #expect(controller.delegate == nil)
        #expect(controller.overrideTraitCollection == nil)
        #expect(controller.size(forChildContentContainer: b, withParentContainerSize: CGSize(width: 3, height: 4))
                == CGSize(width: 3, height: 4))
        let raised = withCapturedExceptions { _ = UIPresentationController() }
        #expect(raised.map(\.name) == [.invalidArgumentException])
        #expect(raised.map(\.reason) == ["Don't call -[UIPresentationController init]."])
    }

    @Test("W15: presentationController by style; the vended one is used for .custom and kept")
    func presentationControllerProperty() {
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        #expect(b.presentationController?.shouldRemovePresentersView == true)
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(b.sheetPresentationController == nil)
        b.modalPresentationStyle = .overFullScreen
        #expect(b.presentationController?.shouldRemovePresentersView == false)
        b.modalPresentationStyle = .automatic
        #expect(b.presentationController is UISheetPresentationController)
        #expect(b.sheetPresentationController === b.presentationController)
        #expect(b.presentationController?.presentationStyle == .pageSheet)

        let log = EventLog()
        let a = UIViewController(), c = UIViewController()
        let vendor = PresentationControllerVendor(log: log)
        c.modalPresentationStyle = .custom
        c.transitioningDelegate = vendor
        let window = makeVisible(a)
        a.present(c, animated: false)
        spin()
        #expect(log.take().prefix(2) == ["presentationController(forPresented:)", "animationController(forPresented:)"])
        #expect(c.presentationController === vendor.vended)
        #expect(vendor.sources.count == 1 && vendor.sources[0] === a)
        #expect(vendor.vended?.presentingViewController === a)
        #expect(vendor.vended?.presentationStyle == .custom)
        #expect(vendor.vended?.containerView === c.view.superview)
        #expect(vendor.vended?.traitCollection.horizontalSizeClass == window.traitCollection.horizontalSizeClass)
        c.dismiss(animated: false)
        spin()
        #expect(vendor.vended?.containerView == nil)
    }

    @Test("W16: the container is above the presenter's view, fills the window, resizes; gone after dismissal")
    func containerPlacement() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = UIViewController(), b = UIViewController()
        let vendor = PresentationControllerVendor(log: log)
        vendor.inset = 20
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = vendor
        let window = makeVisible(a)
        let other = UIView()
        window.addSubview(other)
        a.present(b, animated: true)
        let container = try! #require(vendor.vended?.containerView)
        #expect(container.superview === window)
        #expect(window.subviews.firstIndex(of: container) == window.subviews.firstIndex(of: a.view)! + 1)
        #expect(container.frame == window.bounds)
        #expect(container.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(!container.clipsToBounds)
        #expect(b.view.superview === container)
        clock.advance(by: 1)
        #expect(b.view.frame == window.bounds.insetBy(dx: 20, dy: 20), "the default slide ends at the controller's frame")
        #expect(a.view.window === window)
        b.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(container.superview == nil)
        #expect(b.view.superview == nil)
        #expect(window.subviews == [a.view, other])
        #expect(a.presentedViewController == nil)
    }

    @Test("W17: hook order around the animator; no will-layout hook while dismissing")
    func hookOrder() {
        let t = CustomPresentationFixture(logsFlags: false)
        let (log, a, b) = (t.log, t.a, t.b)
        let vendor = PresentationControllerVendor(log: log)
        vendor.animator = t.animator
        b.transitioningDelegate = vendor
        a.present(b, animated: true) { log.add("pc") }
        #expect(log.take() == ["presentationController(forPresented:)", "animationController(forPresented:)",
                               "B.viewDidLoad", "presentationTransitionWillBegin(container=true)", "B.wA",
                               "frameOfPresentedViewInContainerView", "transitionDuration", "animateTransition",
                               "presentationTransitionDidEnd(true)", "B.dA", "pc",
                               "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        let container = try! #require(vendor.vended?.containerView)
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(log.take() == ["containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews"])
        t.animator.inspect = { _ in
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
        b.dismiss(animated: true) { log.add("dc") }
        #expect(log.take() == ["dismissalTransitionWillBegin", "B.wD", "transitionDuration", "animateTransition",
                               "containerViewDidLayoutSubviews", "dismissalTransitionDidEnd(true)", "B.dD", "dc",
                               "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(container.superview == nil)
    }

    @Test("W17: a presentation controller that removes the presenter's view; the presenter disappears")
    func removesPresentersView() {
        let t = CustomPresentationFixture(logsFlags: false)
        let (log, a, b, window) = (t.log, t.a, t.b, t.window)
        let vendor = PresentationControllerVendor(log: log)
        vendor.animator = t.animator
        vendor.removesPresentersView = true
        b.transitioningDelegate = vendor
        a.present(b, animated: false)
        #expect(log.take() == ["presentationController(forPresented:)", "animationController(forPresented:)",
                               "B.viewDidLoad", "presentationTransitionWillBegin(container=true)", "A.wD", "B.wA",
                               "frameOfPresentedViewInContainerView", "transitionDuration", "animateTransition",
                               "presentationTransitionDidEnd(true)", "B.dA", "A.dD",
                               "coordinatorCompletion(isCancelled=false)", "animationEnded(true)"])
        #expect(a.view.window == nil)
        b.dismiss(animated: false)
        #expect(a.view.superview === window)
        #expect(window.subviews == [a.view])
    }

    @Test("W17: a cancelled interactive presentation ends with didEnd(false) and removes the container")
    func cancelledPresentation() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let t = CustomPresentationFixture(logsFlags: false)
        let (log, a, b, window) = (t.log, t.a, t.b, t.window)
        let vendor = PresentationControllerVendor(log: log)
        let interactor = UIPercentDrivenInteractiveTransition()
        t.animator.animates = true
        vendor.animator = t.animator
        vendor.interactor = interactor
        b.transitioningDelegate = vendor
        a.present(b, animated: true)
        spin()
        interactor.cancel()
        clock.advance(by: 2)
        let events = log.take()
        #expect(events.contains("presentationTransitionDidEnd(false)"))
        #expect(!events.contains("presentationTransitionDidEnd(true)"))
        #expect(events == ["presentationController(forPresented:)", "animationController(forPresented:)", "B.viewDidLoad",
                           "presentationTransitionWillBegin(container=true)", "B.wA", "frameOfPresentedViewInContainerView",
                           "transitionDuration", "transitionDuration", "animateTransition",
                           "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
                           "presentationTransitionDidEnd(false)", "B.wD", "B.dD", "coordinatorCompletion(isCancelled=true)",
                           "animationEnded(false)"])
        #expect(vendor.vended?.containerView == nil)
        #expect(window.subviews == [a.view])
        #expect(a.presentedViewController == nil)
        #expect(b.presentationController === vendor.vended)
    }

    @Test("W18: only the compact-width question: asked in compact width, not in regular; .pageSheet is ignored")
    func adaptivityRules() {
        let b = UIViewController()
        let controller = UIPresentationController(presentedViewController: b, presenting: nil)
        let delegate = CompactOnlyAdaptiveDelegate(answer: .fullScreen)
        controller.delegate = delegate
        #expect(controller._adaptiveStyle(for: UITraitCollection(horizontalSizeClass: .regular)) == .none)
        #expect(delegate.asked == 0)
        #expect(controller._adaptiveStyle(for: UITraitCollection(horizontalSizeClass: .compact)) == .fullScreen)
        #expect(delegate.asked == 1)
        delegate.answer = .pageSheet
        #expect(controller._adaptiveStyle(for: UITraitCollection(horizontalSizeClass: .compact)) == .none)
        delegate.answer = .none
        #expect(controller._adaptiveStyle(for: UITraitCollection(horizontalSizeClass: .compact)) == .none)
        #expect(delegate.asked == 3)
    }
    @Test("W16/W17: the ContainmentAuditor finds nothing in presentations through a presentation controller",
          arguments: [false, true])
    func auditedPresentation(removesPresentersView: Bool) {
        let failures = strictContainmentFindings { clock in
            let log = EventLog()
            let a = UIViewController(), b = UIViewController()
            let vendor = PresentationControllerVendor(log: log)
            vendor.removesPresentersView = removesPresentersView
            vendor.inset = 10
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = vendor
            let window = makeVisible(a)
            a.present(b, animated: true)
            clock.advance(by: 1)
            spin()
            #expect(b.view.window === window)
            #expect((a.view.window == nil) == removesPresentersView)
            b.dismiss(animated: true)
            clock.advance(by: 1)
            spin()
            #expect(a.view.window === window)
            #expect(b.view.window == nil)
        }
        #expect(failures == [])
    }
}
