import Testing
import UIKit
import UIKitTesting

/// The coordinator of a push or pop exists as soon as the call returns (the completion idiom of real apps:
/// `push`, then `transitionCoordinator?.animate(alongsideTransition: nil, completion:)`).
@MainActor @Suite("Navigation: the transition coordinator right after push and pop (spec §7.1, §14)", .checksForLeaks)
struct NavigationCoordinatorTests {
    @Test("T17: asking for the coordinator right after an animated push starts the push; its completion runs when it ends")
    func coordinatorRightAfterPush() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let n = LoggingViewController.label(nav)
        let window = makeVisible(nav)
        _ = log.take()

        nav.pushViewController(b, animated: true)
        #expect(log.events == ["B.wM(\(n))"])
        let coordinator = try #require(nav.transitionCoordinator, "the push's coordinator exists once push returns")
        #expect(log.events == ["B.wM(\(n))", "B.viewDidLoad", "A.wD(true)", "B.wA(true, mTP=true)"],
                "reading it starts the deferred transition")
        #expect(coordinator.isAnimated && !coordinator.isInteractive && coordinator.transitionDuration == 0.35)
        #expect(coordinator.viewController(forKey: .from) === a && coordinator.viewController(forKey: .to) === b)
        #expect(b.transitionCoordinator === coordinator && a.transitionCoordinator === coordinator,
                "both children reach it through their parent")
        var alongside: [CGFloat] = []
        let registered = coordinator.animate(alongsideTransition: { _ in alongside.append(b.view.frame.minX) },
                                             completion: { context in
                                                 log.add("completion(cancelled=\(context.isCancelled))")
                                             })
        #expect(registered)
        spin()
        #expect(alongside.count == 1, "the alongside block runs with the slide")
        #expect(log.events.count == 4, "nothing more before the slide ends")
        clock.advance(by: 0.4)
        #expect(log.take() == ["B.wM(\(n))", "B.viewDidLoad", "A.wD(true)", "B.wA(true, mTP=true)",
                               "A.dD(true)", "B.dA(true, mTP=true)", "B.dM(\(n))", "completion(cancelled=false)"])
        #expect(nav.transitionCoordinator == nil && b.view.frame == nav.view.bounds)
        _ = window
    }

    @Test("T17: the same for an animated pop")
    func coordinatorRightAfterPop() throws {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        nav.pushViewController(b, animated: false)
        spin()
        _ = log.take()

        nav.popViewController(animated: true)
        let coordinator = try #require(nav.transitionCoordinator)
        #expect(log.take() == ["B.wM(nil)", "B.wD(true, mFP=true)", "A.wA(true)"])
        var completed = false
        coordinator.animate(alongsideTransition: nil) { _ in completed = true }
        clock.advance(by: 0.3)
        #expect(!completed)
        clock.advance(by: 0.1)
        #expect(completed && log.take() == ["B.dD(true, mFP=true)", "A.dA(true)", "B.dM(nil)"])
        _ = window
    }

    @Test("T17: off screen a push has no transition, so no coordinator, and the stack settles silently")
    func noCoordinatorOffScreen() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: true)
        #expect(nav.transitionCoordinator == nil)
        #expect(!b.isViewLoaded && nav.topViewController === b)
    }

    @Test("T17: a non-animated push read right away gives a non-animated coordinator whose completion runs that turn")
    func coordinatorOfANonAnimatedPush() throws {
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let window = makeVisible(nav)
        _ = log.take()
        nav.pushViewController(b, animated: false)
        let coordinator = try #require(nav.transitionCoordinator)
        #expect(!coordinator.isAnimated)
        coordinator.animate(alongsideTransition: nil) { _ in log.add("completion") }
        spin()
        #expect(log.take().suffix(4) == ["A.dD(false)", "B.dA(false, mTP=true)", "B.dM(\(LoggingViewController.label(nav)))", "completion"])
        _ = window
    }
}
