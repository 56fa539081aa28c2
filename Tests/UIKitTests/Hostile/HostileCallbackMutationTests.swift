import Testing
import UIKit
import UIKitTesting

/// A logging controller that runs extra work inside its callbacks.
@MainActor
final class HookedViewController: LoggingViewController {
    var onWillAppear: ((HookedViewController) -> Void)?
    var onDidAppear: ((HookedViewController) -> Void)?
    var onWillLayout: ((HookedViewController) -> Void)?
    var onDidLayout: ((HookedViewController) -> Void)?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let hook = onWillAppear; onWillAppear = nil; hook?(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let hook = onDidAppear; onDidAppear = nil; hook?(self)
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let hook = onWillLayout; onWillLayout = nil; hook?(self)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let hook = onDidLayout; onDidLayout = nil; hook?(self)
    }
}

/// A layout-logging view that runs extra work inside `layoutSubviews` (once).
@MainActor
final class HookedLayoutView: UIView {
    var name = ""
    var log: EventLog?
    var onLayout: ((HookedLayoutView) -> Void)?
    convenience init(_ name: String, log: EventLog) {
        self.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        self.name = name
        self.log = log
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log?.add("\(name).layoutSubviews")
        let hook = onLayout; onLayout = nil; hook?(self)
    }
}

/// The containment recipes, as a client writes them.
@MainActor
func addChildRecipe(_ child: UIViewController, to parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
}

@MainActor
func removeChildRecipe(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
}

/// Mutating subviews and children inside layout and appearance callbacks (issue 19, "Hostile input").
///
/// UIKit documents no answer here beyond "it works": apps do all of these. What we check is ours to
/// guarantee and matches what device logs show for the plain recipes: no crash, every callback exactly
/// once, no "Unbalanced calls" line, and parent/child/superview links that agree at the end. Child lists
/// that are iterated while calling out are snapshots taken after the callee's own callback.
@MainActor @Suite("Hostile input: mutations inside callbacks", .serialized, .checksForLeaks)
struct HostileCallbackMutationTests {
    @Test("Hostile: subviews mutated inside layoutSubviews")
    func subviewsMutatedInLayoutSubviews() {
        let log = EventLog()
        weak var weakRemoved: UIView?
        do {
            let window = shownWindow(CGRect(x: 0, y: 0, width: 100, height: 100))
            let parent = HookedLayoutView("P", log: log)
            let a = HookedLayoutView("A", log: log), b = HookedLayoutView("B", log: log), c = HookedLayoutView("C", log: log)
            weakRemoved = a
            parent.addSubview(a)
            parent.addSubview(b)
            // P's layout removes A and adds C; B's layout removes itself from P.
            parent.onLayout = { p in a.removeFromSuperview(); p.addSubview(c) }
            b.onLayout = { $0.removeFromSuperview() }
            window.addSubview(parent)
            let lines = withCapturedLog { spin() }
            #expect(lines.isEmpty)
            // The sublayers are read after P's own layout: A is gone, B and C (new, so needing layout) run once.
            // Adding C marked P for layout again, and the turn's layout pass runs until the tree is clean.
            #expect(log.take() == ["P.layoutSubviews", "B.layoutSubviews", "C.layoutSubviews", "P.layoutSubviews"])
            #expect(parent.subviews == [c] && c.superview === parent && b.superview == nil && a.superview == nil)
            #expect(parent.layer.sublayers == [c.layer])
            spin()
            #expect(log.take().isEmpty)
            window.isHidden = true
            parent.removeFromSuperview()
        }
        #expect(weakRemoved == nil)
    }

    @Test("Hostile: children mutated inside viewWillLayoutSubviews and viewDidLayoutSubviews")
    func childrenMutatedInLayoutCallbacks() {
        let log = EventLog()
        let parent = HookedViewController("P", log: log)
        let old = LoggingViewController("O", log: log), added = LoggingViewController("N", log: log)
        addChildRecipe(old, to: parent)
        let window = makeVisible(parent)
        _ = log.take()
        parent.onWillLayout = { p in addChildRecipe(added, to: p) }
        parent.onDidLayout = { _ in removeChildRecipe(old) }
        parent.view.setNeedsLayout()
        let lines = withCapturedLog { spin() }
        #expect(lines.isEmpty)
        // The plain add (spec §2.2) and removal (§2.5) sequences, each with its §2.4 didMove re-send.
        #expect(log.take() == ["N.wM(P)", "N.viewDidLoad", "N.wA(false, mTP=true)", "N.dM(P)",
                               "O.wM(nil)", "O.wD(false, mFP=true)", "O.dM(nil)",
                               "N.dA(false, mTP=true)", "N.dM(P)", "O.dD(false, mFP=true)", "O.dM(nil)"])
        #expect(parent.children == [added] && old.parent == nil && old.view.superview == nil)
        #expect(added.view.superview === parent.view)
        _ = window
    }

    @Test("Hostile: viewWillAppear adds one child and removes another")
    func childrenMutatedInViewWillAppear() {
        let log = EventLog()
        let parent = HookedViewController("P", log: log)
        let old = LoggingViewController("O", log: log), added = LoggingViewController("N", log: log)
        addChildRecipe(old, to: parent)
        _ = log.take()
        parent.onWillAppear = { p in
            removeChildRecipe(old)
            addChildRecipe(added, to: p)
        }
        var window: UIWindow?
        let lines = withCapturedLog { window = makeVisible(parent) }
        #expect(window != nil)
        #expect(lines.isEmpty)
        // O never appeared; N, added inside P's viewWillAppear, is forwarded both appearance callbacks once.
        #expect(log.take() == ["P.wA(false)", "O.wM(nil)", "O.dM(nil)",
                               "N.wM(P)", "N.viewDidLoad", "N.dM(P)", "N.wA(false)", "P.dA(false)", "N.dA(false)"])
        #expect(parent.children == [added])
    }

    @Test("Hostile: a child removes itself from its parent in viewDidAppear")
    func childRemovesItselfInViewDidAppear() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let leaving = HookedViewController("L", log: log), staying = LoggingViewController("S", log: log)
        addChildRecipe(leaving, to: parent)
        addChildRecipe(staying, to: parent)
        leaving.onDidAppear = { removeChildRecipe($0) }
        _ = log.take()
        var window: UIWindow?
        let lines = withCapturedLog { window = makeVisible(parent) }
        #expect(window != nil)
        #expect(lines.isEmpty)
        // S is still forwarded its viewDidAppear (the children were read before L removed itself). L's
        // removal is the plain §2.5 sequence: one didMove(nil), re-sent once after its viewDidDisappear.
        // (Before the fix, L's finishing viewDidAppear re-sent the removal's didMove(nil) at once: three in all.)
        #expect(log.take() == ["P.wA(false)", "L.wA(false)", "S.wA(false)", "P.dA(false)", "L.dA(false)",
                               "L.wM(nil)", "L.wD(false, mFP=true)", "L.dM(nil)", "S.dA(false)",
                               "L.dD(false, mFP=true)", "L.dM(nil)"])
        #expect(parent.children == [staying] && leaving.parent == nil && leaving.view.window == nil)
    }

    @Test("Hostile: re-entrant layoutIfNeeded on the same view")
    func reentrantLayoutIfNeededSameView() {
        let log = EventLog()
        let view = HookedLayoutView("V", log: log), sub = HookedLayoutView("S", log: log)
        view.addSubview(sub)
        view.onLayout = { v in v.setNeedsLayout(); v.layoutIfNeeded() }
        view.layoutIfNeeded()
        // The inner call lays V out again (it was marked), then the outer pass finishes with S, once each.
        #expect(log.take() == ["V.layoutSubviews", "V.layoutSubviews", "S.layoutSubviews"])
        #expect(!view.layer.needsLayout() && !sub.layer.needsLayout())
    }

    @Test("Hostile: re-entrant layoutIfNeeded on the superview")
    func reentrantLayoutIfNeededSuperview() {
        let log = EventLog()
        let top = HookedLayoutView("T", log: log), middle = HookedLayoutView("M", log: log), leaf = HookedLayoutView("L", log: log)
        top.addSubview(middle)
        middle.addSubview(leaf)
        // Inside M's layout: the superview asks for layout and lays out at once, and so does the leaf.
        middle.onLayout = { m in m.superview!.setNeedsLayout(); m.superview!.layoutIfNeeded(); leaf.layoutIfNeeded() }
        top.layoutIfNeeded()
        #expect(log.take() == ["T.layoutSubviews", "M.layoutSubviews", "T.layoutSubviews", "L.layoutSubviews"])
        #expect(!top.layer.needsLayout() && !middle.layer.needsLayout() && !leaf.layer.needsLayout())
    }
}
