import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("ContainmentAuditor: UIKit's own containers and presentation are clean", .checksForLeaks)
struct ContainmentAuditorBuiltInTests {
    private func strictFindings(_ body: (VirtualClock) -> Void) -> [String] {
        var failures: [String] = []
        TestFailure.handler = { message, _ in failures.append(message) }
        defer { TestFailure.handler = nil }
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let auditor = ContainmentAuditor(mode: .strict)
        defer { auditor.stop() }
        body(clock)
        return failures
    }

    @Test("navigation push and pop, animated and not")
    func navigation() {
        var stack: [UIViewController] = []
        let failures = strictFindings { clock in
            let root = UIViewController(), second = UIViewController(), third = UIViewController()
            let nav = UINavigationController(rootViewController: root)
            let window = showInWindow(nav)
            nav.pushViewController(second, animated: true)
            clock.advance(by: 1)
            nav.pushViewController(third, animated: false)
            clock.advance(by: 0.1)
            _ = nav.popViewController(animated: true)
            clock.advance(by: 1)
            _ = nav.popViewController(animated: false)
            clock.advance(by: 0.1)
            stack = nav.viewControllers
            _ = window
        }
        #expect(failures == [])
        #expect(stack.count == 1)
    }

    @Test("tab bar: set tabs, switch, replace")
    func tabs() {
        let failures = strictFindings { clock in
            let first = UIViewController(), second = UIViewController(), third = UIViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let window = showInWindow(tabs)
            tabs.selectedIndex = 1
            clock.advance(by: 0.1)
            tabs.viewControllers = [third]
            clock.advance(by: 0.1)
            _ = window
        }
        #expect(failures == [])
    }

    @Test("present and dismiss, animated")
    func presentation() {
        let failures = strictFindings { clock in
            let presenter = UIViewController(), presented = UIViewController()
            let window = showInWindow(presenter)
            presenter.present(presented, animated: true)
            clock.advance(by: 1)
            presenter.dismiss(animated: true)
            clock.advance(by: 1)
            _ = window
        }
        #expect(failures == [])
    }
}
