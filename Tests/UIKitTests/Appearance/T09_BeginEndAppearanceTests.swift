import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("begin/end appearance transitions (spec §4)", .checksForLeaks)
struct BeginEndAppearanceTests {
    @Test("T09: nesting, and Unbalanced on an extra end")
    func nestingAndUnbalanced() {
        let log = EventLog()
        let c = LoggingViewController("C", log: log)
        c.beginAppearanceTransition(true, animated: true)
        #expect(log.take() == ["C.viewDidLoad", "C.wA(true)"])
        c.beginAppearanceTransition(true, animated: true)
        #expect(log.take() == [])
        c.endAppearanceTransition()
        #expect(log.take() == [])
        c.endAppearanceTransition()
        #expect(log.take() == ["C.dA(true)"])
        let lines = withCapturedLog { c.endAppearanceTransition() }
        #expect(lines == ["Unbalanced calls to begin/end appearance transitions for \(c)."])
        #expect(lines.first?.hasPrefix("Unbalanced calls to begin/end appearance transitions for <UIKitTests.LoggingViewController: 0x") == true)
        #expect(log.take() == [])
    }

    @Test("T10: Unbalanced caused by a window-path viewWillAppear")
    func unbalancedAfterWindowPath() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log), x = LoggingViewController("X", log: log)
        let window = makeVisible(parent)
        _ = log.take()
        parent.view.addSubview(x.view)
        #expect(log.take() == ["X.viewDidLoad", "X.wA(false)"])
        var lines = withCapturedLog { x.beginAppearanceTransition(true, animated: false) }
        #expect(lines == [])
        #expect(log.take() == [])
        lines = withCapturedLog { x.endAppearanceTransition() }
        #expect(lines == ["Unbalanced calls to begin/end appearance transitions for \(x)."])
        #expect(log.take() == ["X.dA(false)"])
        spin()
        #expect(log.take() == [])
        _ = window
    }

    @Test("T11: cancelling an appearance")
    func cancelling() {
        let log = EventLog()
        let c = LoggingViewController("C", log: log)
        c.loadViewIfNeeded()
        _ = log.take()
        let lines = withCapturedLog {
            c.beginAppearanceTransition(true, animated: true)
            c.beginAppearanceTransition(false, animated: true)
            c.endAppearanceTransition()
        }
        #expect(log.take() == ["C.wA(true)", "C.wD(true)", "C.dD(true)"])
        #expect(lines == [])
        // Disappeared again: a fresh appearance starts with viewWillAppear.
        c.beginAppearanceTransition(true, animated: false)
        #expect(log.take() == ["C.wA(false)"])
    }

    @Test("begin(false) on a controller that never appeared still sends viewWillDisappear (spec §1.3)")
    func disappearFromDisappeared() {
        let log = EventLog()
        let c = LoggingViewController("C", log: log)
        c.loadViewIfNeeded()
        _ = log.take()
        c.beginAppearanceTransition(false, animated: false)
        c.endAppearanceTransition()
        #expect(log.take() == ["C.wD(false)", "C.dD(false)"])
    }

    @Test("begin(true) on an appeared controller sends viewWillAppear again (spec §1.3)")
    func reappearFromAppeared() {
        let log = EventLog()
        let c = LoggingViewController("C", log: log)
        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        _ = log.take()
        c.beginAppearanceTransition(true, animated: false)
        #expect(log.take() == ["C.wA(false)"])
        c.endAppearanceTransition()
        #expect(log.take() == ["C.dA(false)"])
    }

    @Test("T12: manual forwarding: the container gets callbacks, its child none (provisional)")
    func manualForwardingSilencesChildren() {
        let log = EventLog()
        final class ManualContainer: LoggingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let parent = ManualContainer("P", log: log), child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()
        let window = makeVisible(parent)
        #expect(log.take() == ["P.wA(false)", "P.dA(false)"])
        _ = window
    }

    @Test("T12: manual forwarding with begin/end in the container's callbacks")
    func manualForwardingDrivenByContainer() {
        let log = EventLog()
        final class ManualContainer: LoggingViewController {
            var child: UIViewController?
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                child?.beginAppearanceTransition(true, animated: animated)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                child?.endAppearanceTransition()
            }
        }
        let parent = ManualContainer("P", log: log), child = LoggingViewController("C", log: log)
        parent.child = child
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()
        let window = makeVisible(parent)
        #expect(log.take() == ["P.wA(false)", "C.wA(false)", "P.dA(false)", "C.dA(false)"])
        _ = window
    }

    @Test("T13: nested forwarding is pre-order, hidden children included; hiding sends nothing")
    func nestedForwarding() {
        let log = EventLog()
        let r = LoggingViewController("R", log: log)
        let c1 = LoggingViewController("C1", log: log), g1 = LoggingViewController("G1", log: log)
        let c2 = LoggingViewController("C2", log: log)
        for (parent, child) in [(r, c1), (c1, g1), (r, c2)] {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        g1.view.isHidden = true
        _ = log.take()
        let window = makeVisible(r)
        #expect(log.take() == ["R.wA(false)", "C1.wA(false)", "G1.wA(false)", "C2.wA(false)",
                               "R.dA(false)", "C1.dA(false)", "G1.dA(false)", "C2.dA(false)"])
        c2.view.isHidden = true
        c2.view.alpha = 0
        spin()
        c2.view.isHidden = false
        c2.view.alpha = 1
        spin()
        #expect(log.take() == [])
        _ = window
    }

    @Test("Removing a stand-alone root view: parent first, then children, did after the commit (spec §5)")
    func removingTheRootView() {
        let log = EventLog()
        let p = LoggingViewController("P", log: log), c = LoggingViewController("C", log: log)
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        let host = UIWindow(frame: UIScreen.main.bounds)
        host.makeKeyAndVisible()
        host.addSubview(p.view)
        spin()
        _ = log.take()
        p.view.removeFromSuperview()
        #expect(log.take() == ["P.wD(false)", "C.wD(false)"])
        spin()
        #expect(log.take() == ["P.dD(false)", "C.dD(false)"])
    }

    @Test("Replacing the root view controller: old disappears before the new appears (spec §5)")
    func replacingTheRoot() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let window = makeVisible(a)
        _ = log.take()
        window.rootViewController = b
        #expect(log.take() == ["A.wD(false)", "B.viewDidLoad", "B.wA(false)"])
        spin()
        #expect(log.take() == ["A.dD(false)", "B.dA(false)"])
    }

    @Test("An orphan view controller's view gets its own window-path callbacks (spec §2.9)")
    func orphanGetsItsOwnCallbacks() {
        let log = EventLog()
        let p = LoggingViewController("P", log: log), orphan = LoggingViewController("O", log: log)
        let window = makeVisible(p)
        _ = log.take()
        p.view.addSubview(orphan.view)
        spin()
        #expect(log.take() == ["O.viewDidLoad", "O.wA(false)", "O.dA(false)"])
        _ = window
    }

    @Test("isMovingToParent is false in viewDidLoad, willMove/didMove and completion blocks (spec §1.4)")
    func movingFlagOutsideCallbacks() {
        final class Probe: UIViewController {
            var samples: [String: Bool] = [:]
            override func viewDidLoad() { super.viewDidLoad(); samples["viewDidLoad"] = isMovingToParent }
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent); samples["willMove"] = isMovingToParent
            }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent); samples["didMove"] = isMovingToParent
            }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); samples["wA"] = isMovingToParent }
        }
        let parent = UIViewController(), child = Probe()
        let window = makeVisible(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.samples == ["willMove": false, "viewDidLoad": false, "wA": true, "didMove": false])
        #expect(!child.isMovingToParent)
        _ = window
    }

    @Test("T14: preferredContentSize tells the parent once, synchronously")
    func preferredContentSize() {
        final class Parent: UIViewController {
            var calls: [UIContentContainer] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                calls.append(container)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 100, height: 100)
        #expect(parent.calls.count == 1)
        #expect(parent.calls.first === child)
        child.preferredContentSize = CGSize(width: 100, height: 100)
        #expect(parent.calls.count == 1)
        #expect(child.preferredContentSize == CGSize(width: 100, height: 100))
    }
}
