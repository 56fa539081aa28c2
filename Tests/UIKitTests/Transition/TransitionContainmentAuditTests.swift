import Testing
import UIKit
import UIKitTesting

/// How a transition is driven in the audited scenarios.
enum TransitionDrive: String, CaseIterable, CustomTestStringConvertible {
    case customAnimated, interactiveFinished, interactiveCancelled
    var testDescription: String { rawValue }
}

/// Runs the shared ContainmentAuditor (strict) on custom-animated, interactive-finished and
/// interactive-cancelled transitions of every kind.
@MainActor @Suite("ContainmentAuditor on custom and interactive transitions", .checksForLeaks)
struct TransitionContainmentAuditTests {
    private func strictFindings(_ body: (VirtualClock) -> Void) -> [String] { strictContainmentFindings(body) }

    /// The animator, and the interactor the drive needs.
    private func parts(_ drive: TransitionDrive, log: EventLog)
        -> (animator: LoggingAnimator, interactor: UIPercentDrivenInteractiveTransition?) {
        let animator = LoggingAnimator(log: log, animatingFor: 0.5)
        return (animator, drive == .customAnimated ? nil : UIPercentDrivenInteractiveTransition())
    }

    /// Lets the transition run: the animation to its end, or the interaction to 40 % and then its end.
    private func drive(_ drive: TransitionDrive, _ interactor: UIPercentDrivenInteractiveTransition?, _ clock: VirtualClock) {
        spin()
        if let interactor {
            interactor.update(0.4)
            spin()
            if drive == .interactiveFinished { interactor.finish() } else { interactor.cancel() }
        }
        clock.advance(by: 1)
    }

    @Test("present and dismiss", arguments: TransitionDrive.allCases)
    func presentation(_ mode: TransitionDrive) {
        var presented = false
        let failures = strictFindings { clock in
            let log = EventLog()
            let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
            b.modalPresentationStyle = .custom
            let (animator, interactor) = parts(mode, log: log)
            let delegate = TestTransitioningDelegate()
            delegate.animator = animator
            delegate.presentationInteractor = interactor
            delegate.dismissalInteractor = interactor
            b.transitioningDelegate = delegate
            let window = makeVisible(a)
            a.present(b, animated: true)
            drive(mode, interactor, clock)
            presented = a.presentedViewController === b
            if presented {
                b.dismiss(animated: true)
                drive(mode, interactor, clock)
            }
            _ = window
        }
        #expect(failures == [])
        #expect(presented == (mode != .interactiveCancelled))
    }

    @Test("push and pop", arguments: TransitionDrive.allCases)
    func navigation(_ mode: TransitionDrive) {
        var counts: [Int] = []
        let failures = strictFindings { clock in
            let log = EventLog()
            let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
            let nav = UINavigationController(rootViewController: a)
            let (animator, interactor) = parts(mode, log: log)
            let delegate = TestContainerDelegate()
            delegate.animator = animator
            delegate.interactor = interactor
            nav.delegate = delegate
            let window = makeVisible(nav)
            nav.pushViewController(b, animated: true)
            drive(mode, interactor, clock)
            counts.append(nav.children.count)
            if mode == .interactiveCancelled {
                delegate.interactor = nil
                nav.pushViewController(b, animated: true)
                drive(.customAnimated, nil, clock)
                delegate.interactor = interactor
            }
            _ = nav.popViewController(animated: true)
            drive(mode, interactor, clock)
            counts.append(nav.children.count)
            _ = window
        }
        #expect(failures == [])
        #expect(counts == (mode == .interactiveCancelled ? [1, 2] : [2, 1]))
    }

    @Test("tab switch", arguments: TransitionDrive.allCases)
    func tabs(_ mode: TransitionDrive) {
        var selected = -1
        let failures = strictFindings { clock in
            let log = EventLog()
            let first = LoggingViewController("A", log: log), second = LoggingViewController("B", log: log)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let (animator, interactor) = parts(mode, log: log)
            let delegate = TestContainerDelegate()
            delegate.animator = animator
            delegate.interactor = interactor
            tabs.delegate = delegate
            let window = makeVisible(tabs)
            tabs.selectedIndex = 1
            drive(mode, interactor, clock)
            selected = tabs.selectedIndex
            _ = window
        }
        #expect(failures == [])
        #expect(selected == (mode == .interactiveCancelled ? 0 : 1))
    }

    @Test("transition(from:to:) through the driver, animated")
    func transitionFromTo() {
        let failures = strictFindings { clock in
            let log = EventLog()
            let parent = UIViewController()
            let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
            let window = makeVisible(parent)
            embed(a, in: parent)
            spin()
            parent.addChild(b)
            a.willMove(toParent: nil)
            parent.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { _ in
                a.removeFromParent()
                b.didMove(toParent: parent)
            }
            clock.advance(by: 0.5)
            _ = window
        }
        #expect(failures == [])
    }
}

@MainActor @Suite("Custom tab switches", .checksForLeaks)
struct CustomTabTransitionTests {
    @Test("A tab bar delegate's animator gets the from and to views; a cancelled interactive switch keeps the selection")
    func customAndCancelledTabSwitch() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let first = LoggingViewController("A", log: log), second = LoggingViewController("B", log: log)
        first.logsFlags = false
        second.logsFlags = false
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let delegate = TestContainerDelegate()
        let animator = LoggingAnimator(log: log)
        delegate.animator = animator
        tabs.delegate = delegate
        let window = makeVisible(tabs)
        _ = log.take()
        var checks: [String: Bool] = [:]
        animator.inspect = { ctx in
            checks["from A"] = ctx.view(forKey: .from) === first.view
            checks["to B at final frame"] = ctx.view(forKey: .to) === second.view && second.view.frame == ctx.finalFrame(for: second)
            checks["container is the tab view"] = ctx.containerView === tabs.view
        }
        tabs.selectedIndex = 1
        #expect(log.take() == ["B.viewDidLoad", "B.wA", "A.wD", "transitionDuration", "animateTransition",
                               "A.dD", "B.dA", "animationEnded(true)"])
        #expect(checks == ["from A": true, "to B at final frame": true, "container is the tab view": true])
        #expect(first.view.superview == nil)
        #expect(tabs.view.subviews.last === tabs.tabBar, "content stays behind the bar")

        animator.animates = true
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.interactor = interactor
        tabs.selectedIndex = 0
        spin()
        interactor.update(0.5)
        spin()
        interactor.cancel()
        clock.advance(by: 1)
        #expect(log.take() == ["A.wA", "B.wD", "transitionDuration", "transitionDuration", "animateTransition",
                               "A.wD", "A.dD", "B.wA", "B.dA", "animationEnded(false)"])
        #expect(tabs.selectedViewController === second)
        #expect(first.view.superview == nil)
        #expect(second.view.superview === tabs.view)
        _ = window
    }
}
