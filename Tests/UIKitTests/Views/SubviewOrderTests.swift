import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Subview order API", .checksForLeaks)
struct SubviewOrderTests {
    func names(_ view: UIView) -> [String] { view.subviews.map { ($0 as? LoggingView)?.name ?? "?" } }

    /// The subviews' layers, in order, as they appear among the superview's sublayers.
    func layersMirror(_ view: UIView) -> Bool {
        let viewLayers = view.subviews.map(\.layer)
        let sublayers = (view.layer.sublayers ?? []).filter { layer in viewLayers.contains { $0 === layer } }
        return sublayers.count == viewLayers.count && zip(sublayers, viewLayers).allSatisfy { $0 === $1 }
    }

    func make(_ log: EventLog) -> (LoggingView, LoggingView, LoggingView, LoggingView) {
        let s = LoggingView("S", log: log)
        let a = LoggingView("a", log: log), b = LoggingView("b", log: log), c = LoggingView("c", log: log)
        [a, b, c].forEach(s.addSubview)
        return (s, a, b, c)
    }

    @Test("insertSubview at an index, above and below a sibling")
    func insert() {
        let log = EventLog()
        let (s, a, b, _) = make(log)
        let x = LoggingView("x", log: log), y = LoggingView("y", log: log), z = LoggingView("z", log: log)
        s.insertSubview(x, at: 1)
        #expect(names(s) == ["a", "x", "b", "c"])
        s.insertSubview(y, aboveSubview: b)
        #expect(names(s) == ["a", "x", "b", "y", "c"])
        s.insertSubview(z, belowSubview: a)
        #expect(names(s) == ["z", "a", "x", "b", "y", "c"])
        #expect(layersMirror(s))
        // Moving existing subviews.
        s.insertSubview(a, aboveSubview: y)
        #expect(names(s) == ["z", "x", "b", "y", "a", "c"])
        s.insertSubview(a, belowSubview: z)
        #expect(names(s) == ["a", "z", "x", "b", "y", "c"])
        s.insertSubview(z, at: 99)
        #expect(names(s) == ["a", "x", "b", "y", "c", "z"])
        #expect(layersMirror(s))
    }

    @Test("inserting uses addSubview's callbacks")
    func insertCallbacks() {
        let log = EventLog()
        let (s, _, b, _) = make(log)
        let x = LoggingView("x", log: log)
        _ = log.take()
        s.insertSubview(x, belowSubview: b)
        #expect(log.take() == ["x.willMoveToSuperview(S)", "x.didMoveToSuperview", "S.didAddSubview(x)"])
    }

    @Test("bring to front, send to back and exchange reorder without hierarchy callbacks")
    func reorder() {
        let log = EventLog()
        let (s, a, b, c) = make(log)
        let extra = CALayer()
        s.layer.insertSublayer(extra, at: 0)
        _ = log.take()
        s.bringSubviewToFront(a)
        #expect(names(s) == ["b", "c", "a"])
        s.sendSubviewToBack(c)
        #expect(names(s) == ["c", "b", "a"])
        s.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names(s) == ["a", "b", "c"])
        s.exchangeSubview(at: 1, withSubviewAt: 2)
        #expect(names(s) == ["a", "c", "b"])
        #expect(layersMirror(s))
        #expect(s.layer.sublayers?.first === extra)
        s.exchangeSubview(at: 0, withSubviewAt: 7)
        s.bringSubviewToFront(LoggingView("stranger", log: log))
        #expect(names(s) == ["a", "c", "b"])
        #expect(log.take() == [])
        _ = b
    }
}

@MainActor @Suite("Moving views, isDescendant(of:), viewWithTag", .checksForLeaks)
struct HierarchyMoveTests {
    @Test("moving v from S1 to S2 in the same window: no window callbacks (spec §9)")
    func moveSameWindow() {
        let log = EventLog()
        let window = shownWindow()
        defer { window.isHidden = true }
        let s1 = LoggingView("S1", log: log), s2 = LoggingView("S2", log: log)
        let v = LoggingView("v", log: log), u = LoggingView("u", log: log)
        window.addSubview(s1)
        window.addSubview(s2)
        s1.addSubview(v)
        v.addSubview(u)
        _ = log.take()
        s2.addSubview(v)
        #expect(log.take() == ["S1.willRemoveSubview(v)", "v.willMoveToSuperview(S2)", "v.didMoveToSuperview",
                               "S2.didAddSubview(v)"])
        #expect(s1.subviews.isEmpty && s2.subviews == [v] && v.superview === s2)
        #expect(v.layer.superlayer === s2.layer && s1.layer.sublayers == nil)
    }

    @Test("moving v from an on-screen S1 to an off-screen S2 sends the window callbacks in between")
    func moveOffscreen() {
        let log = EventLog()
        let window = shownWindow()
        defer { window.isHidden = true }
        let s1 = LoggingView("S1", log: log), s2 = LoggingView("S2", log: log)
        let v = LoggingView("v", log: log), u = LoggingView("u", log: log)
        window.addSubview(s1)
        s1.addSubview(v)
        v.addSubview(u)
        _ = log.take()
        s2.addSubview(v)
        #expect(log.take() == ["S1.willRemoveSubview(v)", "v.willMoveToWindow(nil)", "u.willMoveToWindow(nil)",
                               "v.willMoveToSuperview(S2)", "v.didMoveToWindow", "u.didMoveToWindow",
                               "v.didMoveToSuperview", "S2.didAddSubview(v)"])
        #expect(v.window == nil && u.window == nil)
        // And back: the window is W again.
        s1.addSubview(v)
        #expect(log.take() == ["S2.willRemoveSubview(v)", "v.willMoveToWindow(W)", "u.willMoveToWindow(W)",
                               "v.willMoveToSuperview(S1)", "v.didMoveToWindow", "u.didMoveToWindow",
                               "v.didMoveToSuperview", "S1.didAddSubview(v)"])
        #expect(u.window === window)
    }

    @Test("re-adding a subview moves it to the front without callbacks")
    func readd() {
        let log = EventLog()
        let s = LoggingView("S", log: log), a = LoggingView("a", log: log), b = LoggingView("b", log: log)
        s.addSubview(a)
        s.addSubview(b)
        _ = log.take()
        s.addSubview(a)
        #expect(s.subviews == [b, a])
        #expect(s.layer.sublayers?.last === a.layer)
        #expect(log.take() == [])
    }

    @Test("isDescendant(of:) includes the view itself")
    func descendant() {
        let root = UIView(), a = UIView(), b = UIView(), other = UIView()
        root.addSubview(a)
        a.addSubview(b)
        #expect(b.isDescendant(of: root) && b.isDescendant(of: a) && b.isDescendant(of: b))
        #expect(!a.isDescendant(of: b) && !root.isDescendant(of: a) && !b.isDescendant(of: other))
        let window = UIWindow(frame: .zero)
        window.addSubview(root)
        #expect(b.isDescendant(of: window) && b.window === window)
    }

    @Test("viewWithTag searches the view, then its subviews depth-first in order")
    func withTag() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        a.tag = 1; b.tag = 2; c.tag = 2; d.tag = 3
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        c.addSubview(d)
        #expect(root.viewWithTag(2) === b)
        #expect(root.viewWithTag(3) === d)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(99) == nil)
        #expect(c.viewWithTag(2) === c)
        #expect(a.viewWithTag(3) == nil)
    }
}
