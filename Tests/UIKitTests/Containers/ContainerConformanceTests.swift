import StackContainer
import Testing
import UIKit
import UIKitTesting

/// The shared checker run against each container: show a second child, then go back to the first,
/// animated and not.
@MainActor @Suite("Every container obeys the appearance state machine", .checksForLeaks)
struct ContainerConformanceTests {
    /// Drives a container from its first child to its second and back, advancing `clock`.
    typealias Scenario = (_ a: UIViewController, _ b: UIViewController, _ animated: Bool, _ clock: VirtualClock) -> UIViewController

    static func run(_ scenario: Scenario, animated: Bool, visibleAtEnd: Set<String> = ["A"]) -> [String] {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let container = scenario(a, b, animated, clock)
        clock.advance(by: 1)
        ContainerLifecycleChecker.check(log.events, children: ["A", "B"], visibleAtEnd: visibleAtEnd)
        _ = container
        return log.events
    }

    @Test("Examples/StackContainer", arguments: [false, true])
    func stackContainer(animated: Bool) {
        let events = Self.run({ a, b, animated, clock in
            let stack = StackContainerViewController(rootViewController: a)
            let window = makeVisible(stack)
            stack.push(b, animated: animated)
            clock.advance(by: 1)
            stack.pop(animated: animated)
            clock.advance(by: 1)
            withExtendedLifetime(window) {}
            return stack
        }, animated: animated)
        #expect(events.contains("B.dM(nil)"))
    }

    @Test("UINavigationController", arguments: [false, true])
    func navigationController(animated: Bool) {
        var window: UIWindow?
        let events = Self.run({ a, b, animated, clock in
            let nav = UINavigationController(rootViewController: a)
            window = makeVisible(nav)
            clock.advance(by: 0.1)
            nav.pushViewController(b, animated: animated)
            clock.advance(by: 1)
            _ = nav.popViewController(animated: animated)
            clock.advance(by: 1)
            return nav
        }, animated: animated)
        #expect(events.contains("B.dM(nil)"))
        _ = window
    }

    @Test("UITabBarController", arguments: [false, true])
    func tabBarController(animated: Bool) {
        var window: UIWindow?
        let events = Self.run({ a, b, _, clock in
            let tabs = UITabBarController()
            tabs.viewControllers = [a, b]
            window = makeVisible(tabs)
            clock.advance(by: 0.1)
            simulateUserSelection(of: b, in: tabs)
            clock.advance(by: 1)
            tabs.selectedIndex = 0
            clock.advance(by: 1)
            return tabs
        }, animated: animated)
        #expect(events.contains("B.dA(false)") && events.contains("B.dD(false)"))
        _ = window
    }

    @Test("Presentation (full screen)", arguments: [false, true])
    func presentation(animated: Bool) {
        var window: UIWindow?
        let events = Self.run({ a, b, animated, clock in
            window = makeVisible(a)
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: animated)
            clock.advance(by: 1)
            a.dismiss(animated: animated)
            clock.advance(by: 1)
            return a
        }, animated: animated)
        #expect(events.contains { $0.hasPrefix("B.dD(") })
        _ = window
    }

    @Test("the checker itself catches a did-callback without its will-callback")
    func checkerCatchesViolations() {
        withKnownIssue {
            ContainerLifecycleChecker.check(["B.wM(P)", "B.dA(false)"], children: ["B"], visibleAtEnd: ["B"])
        }
        withKnownIssue {
            ContainerLifecycleChecker.check(["B.wA(false)", "B.dA(false)"], children: ["B"], visibleAtEnd: [])
        }
    }
}
