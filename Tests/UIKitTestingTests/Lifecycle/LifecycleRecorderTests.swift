import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("LifecycleRecorder: exact logs with no subclassing", .checksForLeaks)
struct LifecycleRecorderTests {
    @Test("T01 through the recorder: add a child while visible (spec §2.2)")
    func addChildWhileVisible() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "C": child])
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(recorder.take() == ["C.wM(P)", "C.viewDidLoad", "C.wA(false, mTP=true)", "C.dM(P)"])
        spin()
        // The second dM is UIKit's §2.4 re-send; the recorder sees it once, not also at the base method.
        #expect(recorder.log == ["C.dA(false, mTP=true)", "C.dM(P)"])
        #expect(recorder.events.map(\.sentByUIKit) == [false, true])
        _ = window
    }

    @Test("removal keeps the recorder on the removed child (spec §2.5)")
    func removal() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        addWithRecipe(child, to: parent)
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "C": child])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(recorder.take() == ["C.wM(nil)", "C.wD(false, mFP=true)", "C.dM(nil)"])
        spin()
        #expect(recorder.take() == ["C.dD(false, mFP=true)", "C.dM(nil)"])
        _ = window
    }

    @Test("T02 through the recorder: a tree appears parent first; default names are class names")
    func offscreenThenShown() {
        final class Container: UIViewController {
            let child = PlainViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                view.addSubview(child.view)
                child.didMove(toParent: self)
            }
        }
        let parent = Container()
        let recorder = LifecycleRecorder(observing: parent)
        let window = showInWindow(parent)
        #expect(recorder.log == ["Container.viewDidLoad", "PlainViewController.wM(Container)",
                                 "PlainViewController.viewDidLoad", "PlainViewController.dM(Container)",
                                 "Container.wA(false)", "PlainViewController.wA(false)",
                                 "Container.dA(false)", "PlainViewController.dA(false)"])
        // Every event carries its turn: the additions happen before the turn that shows P ends.
        let turns = recorder.events.map(\.turn)
        #expect(Set(turns).count == 1)
        _ = window
    }

    @Test("two instances of one class get distinct default names")
    func duplicateClassNames() {
        let recorder = LifecycleRecorder()
        let first = PlainViewController(), second = PlainViewController()
        #expect(recorder.name(of: first) == "PlainViewController")
        #expect(recorder.name(of: second) == "PlainViewController#2")
        #expect(recorder.name(of: first) == "PlainViewController")
        #expect(recorder.name(of: nil) == "nil")
    }

    @Test("the animated switch with calls recorded (seed recipe, spec §3)")
    func animatedSwitchWithCalls() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let parent = UIViewController(), oldVC = UIViewController(), newVC = UIViewController()
        let window = showInWindow(parent)
        addWithRecipe(oldVC, to: parent)
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "A": oldVC, "B": newVC],
                                         options: .calls)
        oldVC.willMove(toParent: nil)
        parent.addChild(newVC)
        newVC.view.frame = .zero
        parent.transition(from: oldVC, to: newVC, duration: 0.25, options: [], animations: {
            oldVC.view.frame = .zero
            newVC.view.frame = oldVC.view.frame
        }, completion: { _ in
            oldVC.removeFromParent()
            newVC.didMove(toParent: parent)
        })
        #expect(recorder.take() == [
            "A.wM(nil)", "P.addChild(B)", "B.wM(P)", "B.viewDidLoad",
            "P.transition(from: A, to: B, duration: 0.25)",
            "A.beginAppearanceTransition(false, animated: true)", "A.wD(true, mFP=true)",
            "B.beginAppearanceTransition(true, animated: true)", "B.wA(true, mTP=true)",
        ])
        let start = clock.now
        clock.advance(by: 0.3)
        #expect(recorder.log == [
            "B.endAppearanceTransition()", "B.dA(true, mTP=true)",
            "A.endAppearanceTransition()", "A.dD(true, mFP=true)",
            "A.removeFromParent()", "A.dM(nil)", "B.dM(P)",
            "P.transition(from: A, to: B) completed(true)",
        ])
        // Media time: the completion came after the 0.25 s animation.
        #expect(recorder.events.allSatisfy { $0.time >= start + 0.25 })
        _ = window
    }

    @Test("layout and viewIsAppearing options")
    func layoutOption() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "C": child],
                                         options: [.layout, .viewIsAppearing])
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        recorder.clear()
        spin()
        #expect(recorder.log == ["P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
                                 "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                                 "C.viewIsAppearing(false)", "C.dA(false, mTP=true)", "C.dM(P)"])
        _ = window
    }

    @Test("view events describe views by their controllers")
    func viewEvents() {
        let parent = UIViewController(), child = UIViewController()
        let window = showInWindow(parent)
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "C": child], options: .views)
        let label = UIView()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.addSubview(label)
        child.didMove(toParent: parent)
        label.removeFromSuperview()
        #expect(recorder.log == ["C.wM(P)", "C.viewDidLoad", "C.wA(false, mTP=true)",
                                 "C.view.didMoveToSuperview(P.view)", "UIView in C.view.didMoveToSuperview(C.view)",
                                 "C.dM(P)", "UIView in C.view.willRemoveFromSuperview(C.view)"])
        _ = window
    }

    @Test("a recorder observing one tree ignores other trees")
    func scoping() {
        let parent = UIViewController(), other = UIViewController()
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent])
        _ = other.view
        _ = parent.view
        #expect(recorder.log == ["P.viewDidLoad"])
    }

    @Test("assertLog reports a readable diff through TestFailure")
    func assertLogDiff() {
        var failures: [String] = []
        TestFailure.handler = { message, _ in failures.append(message) }
        defer { TestFailure.handler = nil }
        let parent = UIViewController(), child = UIViewController()
        let recorder = LifecycleRecorder(observing: parent, names: ["P": parent, "C": child])
        parent.addChild(child)
        child.didMove(toParent: parent)
        recorder.assertLog(["C.wM(P)", "C.dM(P)"], clearing: false)
        #expect(failures.isEmpty)
        recorder.assertLog(["C.wM(P)", "C.viewDidLoad", "C.dM(P)"])
        #expect(failures == ["""
            Lifecycle log mismatch (- expected, + actual):
              C.wM(P)
            - C.viewDidLoad
              C.dM(P)
            """])
        #expect(recorder.log.isEmpty)
    }
}

@MainActor @Suite("LifecycleRecorder: presentation", .checksForLeaks)
struct LifecycleRecorderPresentationTests {
    @Test("a full-screen animated present and dismiss, with isBeingPresented/isBeingDismissed (spec §6)")
    func presentAndDismiss() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let presenter = UIViewController(), presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        let window = showInWindow(presenter)
        let recorder = LifecycleRecorder(observing: presenter)
        recorder.setName("A", for: presenter)
        presenter.present(presented, animated: true)
        clock.advance(by: 1)
        // B was not named: it joins the observed tree by being presented from it.
        #expect(recorder.take() == ["UIViewController.viewDidLoad", "A.wD(true)", "UIViewController.wA(true, bP=true)",
                                    "UIViewController.dA(true, bP=true)", "A.dD(true)"])
        presenter.dismiss(animated: true)
        clock.advance(by: 1)
        #expect(recorder.take() == ["UIViewController.wD(true, bD=true)", "A.wA(true)",
                                    "A.dA(true)", "UIViewController.dD(true, bD=true)"])
        _ = window
    }
}
