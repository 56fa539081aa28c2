import Testing
import TransitionContainers
import UIKit
import UIKitTesting

/// A visible custom-context container with children A and B (A shown), logging without flags.
@MainActor
private func makeCustomContextContainer()
    -> (EventLog, LoggingViewController, LoggingViewController, CustomContextContainerViewController, UIWindow) {
    let log = EventLog()
    let first = LoggingViewController("A", log: log), second = LoggingViewController("B", log: log)
    first.logsFlags = false
    second.logsFlags = false
    let container = CustomContextContainerViewController(viewControllers: [first, second])
    return (log, first, second, container, makeVisible(container))
}

@MainActor @Suite("Examples: a side menu and a container with its own transition context", .checksForLeaks)
struct TransitionContainersTests {
    @Test("Side menu: an interactive open follows the percent and finishes under the virtual clock")
    func sideMenuInteractiveFinish() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let menu = LoggingViewController("M", log: log)
        menu.logsFlags = false
        let container = SideMenuContainerViewController(content: UIViewController(), menu: menu)
        let window = makeVisible(container)
        let width = window.bounds.width * 0.8
        container.beginInteractiveOpen()
        spin()
        container.updateInteractiveOpen(0.5)
        spin()
        let x = menu.view.layer.presentation()?.frame.origin.x ?? 0
        #expect(abs(x + width / 2) < 0.01, "half way: \(x)")
        container.finishInteractiveOpen()
        clock.advance(by: 0.1)
        #expect(!log.events.contains("M.dA"), "the rest takes 0.15 s")
        clock.advance(by: 0.1)
        #expect(log.take() == ["M.viewDidLoad", "M.wA", "M.dA"])
        #expect(container.isMenuOpen)
        #expect(menu.view.frame == CGRect(x: 0, y: 0, width: width, height: window.bounds.height))
        #expect(container.contentViewController.view.window === window)

        container.closeMenu(animated: true)
        clock.advance(by: 0.4)
        #expect(log.take() == ["M.wD", "M.dD"])
        #expect(!container.isMenuOpen)
        #expect(menu.viewIfLoaded?.window == nil)
    }

    @Test("Side menu: a cancelled interactive open slides back and leaves the menu closed")
    func sideMenuInteractiveCancel() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let menu = LoggingViewController("M", log: log)
        menu.logsFlags = false
        let container = SideMenuContainerViewController(content: UIViewController(), menu: menu)
        let window = makeVisible(container)
        container.beginInteractiveOpen()
        spin()
        container.updateInteractiveOpen(0.4)
        spin()
        container.cancelInteractiveOpen()
        clock.advance(by: 0.1)
        #expect(container.isMenuOpen, "still running back: 0.12 s")
        clock.advance(by: 0.1)
        #expect(log.take() == ["M.viewDidLoad", "M.wA", "M.wD", "M.dD"])
        #expect(!container.isMenuOpen)
        #expect(menu.view.superview == nil)
        #expect(window.subviews == [container.view])
        // The menu can open again afterwards.
        container.openMenu(animated: false)
        spin()
        #expect(container.isMenuOpen)
    }

    @Test("Own context: an animated switch runs the animator with the container's context")
    func customContextAnimatedSwitch() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (log, first, second, container, window) = makeCustomContextContainer()
        _ = log.take()
        var finished: Bool?
        container.select(second, animated: true) { finished = $0 }
        clock.advance(by: 0.5)
        #expect(finished == true)
        #expect(container.selectedViewController === second)
        #expect(container.children == [second])
        #expect(first.view.superview == nil)
        #expect(second.view.frame == container.view.bounds)
        #expect(appearanceOnly(log.take()) == ["B.viewDidLoad", "B.wA", "B.dA", "A.wD", "A.dD"])
        _ = window
    }

    @Test("Own context: an interactive switch scrubs the interruptible animator; cancel keeps the old child, finish switches")
    func customContextInteractiveSwitch() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let (log, first, second, container, window) = makeCustomContextContainer()
        let width = container.view.bounds.width
        _ = log.take()
        container.beginInteractiveSelection(of: second)
        container.updateInteractiveSelection(0.25)
        spin()
        #expect(abs((second.view.layer.presentation()?.frame.origin.x ?? 0) - width * 0.75) < 0.5)
        container.cancelInteractiveSelection()
        clock.advance(by: 0.5)
        #expect(container.selectedViewController === first)
        #expect(container.children == [first])
        #expect(second.view.superview == nil)
        #expect(first.view.frame == container.view.bounds)
        #expect(appearanceOnly(log.take()) == ["B.viewDidLoad", "B.wA", "B.dA", "B.wD", "B.dD"])

        container.beginInteractiveSelection(of: second)
        container.updateInteractiveSelection(0.5)
        container.finishInteractiveSelection()
        clock.advance(by: 0.5)
        #expect(container.selectedViewController === second)
        #expect(container.children == [second])
        #expect(first.view.superview == nil)
        _ = window
    }
}
