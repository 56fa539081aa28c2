import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Containment: removing and re-parenting (spec §2.5–§2.8)", .checksForLeaks)
struct RemoveChildTests {
    /// The end state of T01: visible P with child C shown, after one turn.
    private func visibleParentWithChild(_ log: EventLog) -> (UIWindow, LoggingViewController, LoggingViewController) {
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        let window = makeVisible(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        spin()
        _ = log.take()
        return (window, parent, child)
    }

    @Test("T03: removal while visible")
    func removalWhileVisible() {
        let log = EventLog()
        let (window, parent, child) = visibleParentWithChild(log)
        var parentInsideDidMove: UIViewController? = parent
        final class Probe { var parent: UIViewController? }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        parentInsideDidMove = child.parent
        #expect(log.take() == ["C.wM(nil)", "C.wD(false, mFP=true)", "C.dM(nil)"])
        spin()
        // The second dM(nil) is the provisional §2.4 re-send (DECOMP).
        #expect(log.take() == ["C.dD(false, mFP=true)", "C.dM(nil)"])
        #expect(parentInsideDidMove == nil)
        #expect(parent.children.isEmpty)
        #expect(child.view.superview == nil)
        _ = window
    }

    @Test("T03: removal while offscreen sends only the move callbacks")
    func removalOffscreen() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log), child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = log.take()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        spin()
        #expect(log.take() == ["C.wM(nil)", "C.dM(nil)"])
    }

    @Test("T04: addChild sends willMove only; removeFromParent sends didMove(nil) only")
    func onlyTheAutomaticCallbacks() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log), child = LoggingViewController("C", log: log)
        parent.addChild(child)
        #expect(log.take() == ["C.wM(P)"])
        #expect(!child.isViewLoaded)
        child.removeFromParent()
        #expect(log.take() == ["C.dM(nil)"])
        child.removeFromParent()
        #expect(log.take() == [])
        #expect(!child.isViewLoaded)
    }

    @Test("T05: re-parenting removes from the old parent first")
    func reparenting() {
        let log = EventLog()
        let p1 = LoggingViewController("P1", log: log), p2 = LoggingViewController("P2", log: log)
        let child = LoggingViewController("C", log: log)
        p1.addChild(child)
        p2.addChild(child)
        #expect(log.take() == ["C.wM(P1)", "C.wM(nil)", "C.dM(nil)", "C.wM(P2)"])
        #expect(p1.children.isEmpty)
        #expect(p2.children == [child])
        #expect(child.parent === p2)
    }

    @Test("T05: adding a child twice moves it to the end without duplicates")
    func addingTwice() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        parent.addChild(a)
        parent.addChild(b)
        parent.addChild(a)
        #expect(parent.children == [b, a])
        #expect(log.take() == ["A.wM(P)", "B.wM(P)", "A.wM(nil)", "A.dM(nil)", "A.wM(P)"])
    }

    @Test("T06: one view cannot belong to two view controllers")
    func oneViewTwoControllers() {
        let vc1 = UIViewController(), vc2 = UIViewController()
        let view = vc1.view!
        let exceptions = withCapturedExceptions { vc2.view = view }
        #expect(exceptions.count == 1)
        #expect(exceptions.first?.name == .viewControllerHierarchyInconsistency)
        #expect(exceptions.first?.name.rawValue == "UIViewControllerHierarchyInconsistency")
        let reason = exceptions.first?.reason ?? ""
        #expect(reason.hasPrefix("A view can only be associated with at most one view controller at a time! View <UIView: 0x"))
        #expect(reason.hasSuffix("is associated with \(vc1). Clear this association before associating this view with \(vc2)."))
        // State unchanged: vc2 still has no view, vc1 keeps its own.
        #expect(!vc2.isViewLoaded)
        #expect(vc1.view === view)
    }

    @Test("Setting a new view puts it where the old one was, with the same frame (spec §2.8)")
    func replacingTheView() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let before = UIView(), after = UIView()
        let vc = UIViewController()
        vc.view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        container.addSubview(before)
        container.addSubview(vc.view)
        container.addSubview(after)
        let old = vc.view!
        let replacement = UIView()
        vc.view = replacement
        #expect(container.subviews == [before, replacement, after])
        #expect(replacement.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(old.superview == nil)
    }

    @Test("Adding a window's root view controller as a child raises (spec §2.1 step 4)")
    func addingARootRaises() {
        let root = UIViewController(), other = UIViewController()
        let window = makeVisible(root)
        let exceptions = withCapturedExceptions { other.addChild(root) }
        #expect(exceptions.map(\.name.rawValue) == ["UIViewControllerHierarchyInconsistency"])
        #expect(exceptions.first?.reason == "adding a root view controller \(root) as a child of view controller:\(other)")
        #expect(other.children.isEmpty && root.parent == nil)
        _ = window
    }

    @Test("Adding a child whose view is shown under another controller raises (spec §2.1 step 1)")
    func addingAShownOrphanRaises() {
        let owner = UIViewController(), orphan = UIViewController(), requested = UIViewController()
        let window = makeVisible(owner)
        owner.view.addSubview(orphan.view)
        let exceptions = withCapturedExceptions { requested.addChild(orphan) }
        #expect(exceptions.map(\.name.rawValue) == ["UIViewControllerHierarchyInconsistency"])
        #expect(exceptions.first?.reason == "child view controller:\(orphan) should have parent view controller:\(owner) but requested parent is:\(requested)")
        #expect(requested.children.isEmpty && orphan.parent == nil)
        _ = window
    }

    @Test("A controller cannot become its own ancestor (documented deviation, spec §2.8)")
    func cyclesAreRefused() {
        let a = UIViewController(), b = UIViewController()
        a.addChild(b)
        let exceptions = withCapturedExceptions {
            b.addChild(a)
            a.addChild(a)
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException, .invalidArgumentException])
        #expect(a.parent == nil && b.children.isEmpty && a.children == [b])
    }
}
