import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("transition(from:to:duration:options:animations:completion:) (spec §3)", .checksForLeaks)
struct TransitionTests {
    static let selector = "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"

    @Test("T07a: the two controllers must be children of the receiver")
    func commonParentRequired() {
        let parent = UIViewController(), from = UIViewController(), to = UIViewController()
        parent.addChild(from)
        parent.view.addSubview(from.view)
        var completed = false
        let exceptions = withCapturedExceptions {
            parent.transition(from: from, to: to, duration: 0, options: [], animations: nil) { _ in completed = true }
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Children view controllers \(from) and \(to) must have a common parent view controller when calling \(Self.selector)")
        spin()
        #expect(!completed)
        #expect(to.viewIfLoaded?.superview == nil)
        #expect(from.view.superview === parent.view)
    }

    @Test("T07b: legacy containment is checked first, even with valid children")
    func legacyContainmentRaisesFirst() {
        final class Manual: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let parent = Manual(), from = UIViewController(), to = UIViewController()
        parent.addChild(from)
        parent.addChild(to)
        parent.view.addSubview(from.view)
        let exceptions = withCapturedExceptions {
            parent.transition(from: from, to: to, duration: 0, options: [], animations: nil, completion: nil)
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException])
        #expect(exceptions.first?.reason == "Parent view controller is using legacy containment in call to \(Self.selector)")
        #expect(from.view.superview === parent.view)
        #expect(!to.isViewLoaded)
    }

    @Test("T08: duration 0 happy path")
    func happyPathDurationZero() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let from = LoggingViewController("F", log: log), to = LoggingViewController("T", log: log)
        let window = makeVisible(parent)
        parent.addChild(from)
        parent.view.addSubview(from.view)
        from.didMove(toParent: parent)
        spin()
        parent.addChild(to)
        from.willMove(toParent: nil)
        _ = log.take()
        let container = from.view.superview
        var finishedValues: [Bool] = []
        var lines: [String] = []
        lines += withCapturedLog {
            parent.transition(from: from, to: to, duration: 0, options: [], animations: {}) { finished in
                finishedValues.append(finished)
            }
        }
        #expect(finishedValues.isEmpty)
        #expect(to.view.superview === container)
        lines += withCapturedLog { spin() }
        #expect(finishedValues == [true])
        #expect(from.view.superview == nil)
        let events = log.take()
        #expect(events.filter { $0.hasPrefix("T.") } == ["T.viewDidLoad", "T.wA(false, mTP=true)", "T.dA(false, mTP=true)"])
        #expect(events.filter { $0.hasPrefix("F.") } == ["F.wD(false, mFP=true)", "F.dD(false, mFP=true)"])
        #expect(lines.isEmpty)
        _ = window
    }

    @Test("T08 animated: callbacks wait for the animation; completion gets true after the duration")
    func animatedTransition() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let from = LoggingViewController("F", log: log), to = LoggingViewController("T", log: log)
        let window = makeVisible(parent)
        parent.addChild(from)
        parent.view.addSubview(from.view)
        from.didMove(toParent: parent)
        spin()
        parent.addChild(to)
        from.willMove(toParent: nil)
        to.loadViewIfNeeded()
        _ = log.take()
        var finishedValues: [Bool] = []
        parent.transition(from: from, to: to, duration: 0.25, options: [.transitionCrossDissolve],
                          animations: { to.view.alpha = 1 }) { finished in
            finishedValues.append(finished)
            from.removeFromParent()
            to.didMove(toParent: parent)
        }
        #expect(log.take() == ["F.wD(true, mFP=true)", "T.wA(true, mTP=true)"])
        clock.advance(by: 0.2)
        #expect(log.take() == [])
        #expect(finishedValues.isEmpty)
        clock.advance(by: 0.1)
        #expect(finishedValues == [true])
        #expect(log.take() == ["T.dA(true, mTP=true)", "F.dD(true, mFP=true)", "F.dM(nil)", "T.dM(P)"])
        #expect(parent.children == [to])
        _ = window
    }

    @Test("Adding the new view by hand before the transition logs Unbalanced (spec §3, whacky)")
    func manualAddBeforeTransitionIsUnbalanced() {
        let parent = UIViewController(), from = UIViewController(), to = UIViewController()
        let window = makeVisible(parent)
        parent.addChild(from)
        parent.view.addSubview(from.view)
        from.didMove(toParent: parent)
        spin()
        parent.addChild(to)
        parent.view.addSubview(to.view)
        let lines = withCapturedLog {
            parent.transition(from: from, to: to, duration: 0, options: [], animations: nil, completion: nil)
            spin()
        }
        #expect(lines == ["Unbalanced calls to begin/end appearance transitions for \(to)."])
        _ = window
    }
}
