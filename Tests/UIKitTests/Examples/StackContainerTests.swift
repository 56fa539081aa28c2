import StackContainer
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Examples/StackContainer: a navigation-like container from the seed recipes", .checksForLeaks)
struct StackContainerTests {
    @Test("push and pop deliver appearance and move callbacks with the right flags")
    func pushAndPop() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let stack = StackContainerViewController(rootViewController: a)
        let window = makeVisible(stack)
        #expect(log.take() == ["A.wM(<StackContainerViewController>)".replacingOccurrences(of: "<StackContainerViewController>", with: "\(stack)"),
                               "A.viewDidLoad", "A.dM(\(stack))", "A.wA(false)", "A.dA(false)"])
        var pushed = false
        stack.push(b, animated: true) { pushed = true }
        #expect(log.take() == ["B.wM(\(stack))", "B.viewDidLoad", "A.wD(true)", "B.wA(true, mTP=true)"])
        clock.advance(by: StackContainerViewController.transitionDuration + 0.02)
        #expect(pushed)
        #expect(log.take() == ["B.dA(true, mTP=true)", "A.dD(true)", "B.dM(\(stack))"])
        #expect(stack.children == [a, b] && stack.topViewController === b)
        #expect(b.view.frame == stack.view.bounds && a.view.superview == nil)

        let popped = stack.pop(animated: true)
        #expect(popped === b)
        // The lower view is revealed from below the outgoing one.
        #expect(stack.view.subviews == [a.view, b.view])
        #expect(log.take() == ["B.wM(nil)", "B.wD(true, mFP=true)", "A.wA(true)"])
        clock.advance(by: StackContainerViewController.transitionDuration + 0.02)
        #expect(log.take() == ["A.dA(true)", "B.dD(true, mFP=true)", "B.dM(nil)"])
        #expect(stack.children == [a] && b.parent == nil && b.view.superview == nil)
        #expect(a.view.frame == stack.view.bounds)
        _ = window
    }

    @Test("pop with only the root left does nothing")
    func popAtRoot() {
        let stack = StackContainerViewController(rootViewController: UIViewController())
        let window = makeVisible(stack)
        #expect(stack.pop(animated: false) == nil)
        #expect(stack.viewControllers.count == 1)
        _ = window
    }
}
