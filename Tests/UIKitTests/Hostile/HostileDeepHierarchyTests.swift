import Testing
import UIKit
import UIKitTesting

/// Deep view hierarchies (issue 19, "Hostile input").
///
/// UIKit's public recursion stays recursive, as on iOS (`hitTest(_:with:)` calls itself per level).
/// Our own walks are iterative: attaching to and detaching from a window, the layout and display passes,
/// tint and constraint walks, the safe-area computation, conversion (which only walks up) and freeing a
/// tree. Measured (debug build, docs/STATUS.md): 100 000 levels attach, convert, re-tint, detach and free;
/// a layout pass costs O(depth) per view (the safe area is computed from the window down), so 1 000 levels
/// lay out in about half a second; the renderer walks with its own stack, so depth costs it nothing.
@MainActor @Suite("Hostile input: deep hierarchies", .serialized, .checksForLeaks)
struct HostileDeepHierarchyTests {
    /// A chain of `depth` views above `tip`, built from the bottom up (so that each `addSubview` is
    /// cheap), each 1 point right of its superview; returns the top.
    func chain(_ depth: Int, above tip: UIView) -> UIView {
        var top = tip
        for _ in 0..<depth {
            let next = UIView(frame: CGRect(x: 1, y: 0, width: 10, height: 10))
            next.addSubview(top)
            top = next
        }
        return top
    }

    @Test("Hostile: a chain of 100 000 views attaches, converts, re-tints, detaches and frees")
    func deepChain() {
        weak var weakTip: UIView?
        weak var weakTop: UIView?
        do {
            let window = shownWindow(CGRect(x: 0, y: 0, width: 50, height: 50))
            let log = EventLog()
            let tip = LayoutLogView("tip", log: log, frame: CGRect(x: 1, y: 0, width: 10, height: 10))
            let top = chain(100_000, above: tip)
            weakTip = tip
            weakTop = top
            window.addSubview(top)               // willMove/didMoveToWindow down 100 001 views
            #expect(tip.window === window)
            // Each of the 100 001 views is 1 point right of its superview.
            #expect(tip.convert(CGPoint.zero, to: window) == CGPoint(x: 100_001, y: 0))
            #expect(tip.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil).minX == 100_001)
            _ = log.take()
            top.tintColor = .green               // tintColorDidChange down the chain (the getter, public
            #expect(log.take() == ["tip.tintColorDidChange"])   // API, walks up recursively as UIKit's may)
            top.removeFromSuperview()            // and out of the window again
            #expect(tip.window == nil)
            window.isHidden = true
        }
        #expect(weakTop == nil && weakTip == nil)   // freed without recursing per level
    }

    @Test("Hostile: a chain of 1 000 views lays out in a window")
    func deepLayout() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 50, height: 50))
        let tip = UIView(frame: CGRect(x: 1, y: 0, width: 10, height: 10))
        let top = chain(2000, above: tip)
        window.addSubview(top)
        spin()
        #expect(!tip.layer.needsLayout() && !top.layer.needsLayout())
        window.isHidden = true
        top.removeFromSuperview()
    }

    @Test("Hostile: a chain of 2,000 layers renders (the renderer walks with its own stack)")
    func deepRender() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 4, height: 4))
        let tip = UIView(frame: CGRect(x: -2000, y: 0, width: 2, height: 2))
        tip.backgroundColor = .red
        let top = chain(2000, above: tip)
        top.frame.origin = .zero
        window.addSubview(top)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: window.bounds.size, format: format).image { window.layer.render(in: $0.cgContext) }
        // 1,999 one-point steps right and the tip's −2,000: the red square covers x = −1 ..< 1, so pixel 0 is
        // red and pixel 1 is not.
        #expect(tip.convert(CGPoint.zero, to: window) == CGPoint(x: -1, y: 0))
        #expect(image.pixel(0, 0) == Px.red)
        #expect(image.pixel(1, 0) == Px.clear)
        window.isHidden = true
        top.removeFromSuperview()
    }
}
