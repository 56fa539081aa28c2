import QuartzCore
import Testing
import UIKitTesting

@MainActor @Suite("CALayer layout", .checksForLeaks)
struct CALayerLayoutTests {
    func tree(_ log: Log) -> (LoggingLayer, LoggingLayer, LoggingLayer) {
        let r = LoggingLayer("R", log: log), a = LoggingLayer("A", log: log), b = LoggingLayer("B", log: log)
        r.addSublayer(a)
        a.addSublayer(b)
        return (r, a, b)
    }

    @Test("new layers need layout; layoutIfNeeded lays out top-down, then does nothing")
    func topDown() {
        let log = Log()
        let (r, a, b) = tree(log)
        #expect(r.needsLayout() && a.needsLayout() && b.needsLayout())
        r.layoutIfNeeded()
        #expect(log.take() == ["R.layout", "A.layout", "B.layout"])
        #expect(!r.needsLayout() && !b.needsLayout())
        r.layoutIfNeeded()
        #expect(log.take() == [])
    }

    @Test("the parent lays out before the child even when the child was marked first")
    func parentFirst() {
        let log = Log()
        let (r, a, b) = tree(log)
        r.layoutIfNeeded()
        _ = log.take()
        b.setNeedsLayout()
        a.setNeedsLayout()
        r.layoutIfNeeded()
        #expect(log.take() == ["A.layout", "B.layout"])
        b.setNeedsLayout()
        r.layoutIfNeeded()
        #expect(log.take() == ["B.layout"])
    }

    @Test("layoutIfNeeded on a child starts at the outermost ancestor that needs layout")
    func climbs() {
        let log = Log()
        let (r, a, b) = tree(log)
        r.layoutIfNeeded()
        _ = log.take()
        a.setNeedsLayout()
        b.setNeedsLayout()
        b.layoutIfNeeded()
        #expect(log.take() == ["A.layout", "B.layout"])
        // The climb stops at the first ancestor that does not need layout (A), so R waits.
        r.setNeedsLayout()
        b.layoutIfNeeded()
        #expect(log.take() == [])
        r.layoutIfNeeded()
        #expect(log.take() == ["R.layout"])
    }

    @Test("a layer resized during its parent's layout is laid out in the same pass")
    func samePass() {
        let log = Log()
        let (r, a, b) = tree(log)
        r.layoutIfNeeded()
        _ = log.take()
        a.onLayout = { b.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        a.setNeedsLayout()
        r.layoutIfNeeded()
        #expect(log.take() == ["A.layout", "B.layout"])
    }

    @Test("commit lays out only trees that are on screen")
    func onlyOnScreen() {
        let log = Log()
        let (r, _, b) = tree(log)
        spin()
        #expect(log.take() == [], "an off-screen tree waits for layoutIfNeeded")
        r._setContextRoot(true)
        defer { r._setContextRoot(false) }
        spin()
        #expect(log.take() == ["R.layout", "A.layout", "B.layout"])
        b.setNeedsLayout()
        spin()
        #expect(log.take() == ["B.layout"])
        // A layer taken out of the on-screen tree no longer lays out at commit.
        b.removeFromSuperlayer()
        b.setNeedsLayout()
        spin()
        #expect(log.take() == [])
        b.layoutIfNeeded()
        #expect(log.take() == ["B.layout"])
    }
}
