import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIView convert(_:to:) and convert(_:from:)", .checksForLeaks)
struct ViewConvertTests {
    @Test("nested views in a window; nil means window coordinates")
    func nested() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
        #expect(b.convert(CGPoint.zero, to: window) == CGPoint(x: 15, y: 25))
        #expect(b.convert(CGPoint(x: 15, y: 25), from: nil) == .zero)
        #expect(window.convert(CGPoint(x: 15, y: 25), to: b) == .zero)
        #expect(a.convert(CGPoint(x: 1, y: 2), from: b) == CGPoint(x: 6, y: 7))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 15, y: 25, width: 10, height: 10))
        #expect(b.convert(CGRect(x: 15, y: 25, width: 10, height: 10), from: nil) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.convert(CGPoint(x: 3, y: 4), to: nil) == CGPoint(x: 3, y: 4))
    }

    @Test("a bounds origin shifts the subviews the other way")
    func boundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        a.bounds.origin = CGPoint(x: 0, y: 10)   // scrolled down by 10: b moves up by 10
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 15, y: 15))
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 5, y: 5))
        #expect(a.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 10))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil) == CGRect(x: 15, y: 15, width: 50, height: 50))
        #expect(root.convert(CGPoint(x: 15, y: 15), to: b) == .zero)
    }

    @Test("through a rotated superview: points map exactly, rects become bounding boxes")
    func rotated() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(a)
        a.addSubview(b)
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // b's origin is a's (0, 0): (−50, −25) from a's centre (150, 125); a quarter turn makes it (25, −50).
        #expect(near(b.convert(CGPoint.zero, to: root), CGPoint(x: 175, y: 75)))
        #expect(near(b.convert(CGPoint(x: 175, y: 75), from: root), .zero))
        #expect(near(root.convert(CGPoint(x: 175, y: 75), to: b), .zero))
        // b's corners (−50…−40, −25…−15) from the centre turn to x 15…25, y −50…−40.
        #expect(near(b.convert(b.bounds, to: root), CGRect(x: 165, y: 75, width: 10, height: 10)))
        #expect(near(a.convert(a.bounds, to: root), a.frame))
        #expect(near(a.frame, CGRect(x: 125, y: 75, width: 50, height: 100)))
    }

    @Test("through a scaled superview")
    func scaled() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(a)
        a.addSubview(b)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        // (10, 10) is (−40, −40) from a's centre (50, 50); doubled, (−80, −80); back, (−30, −30).
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: -30, y: -30))
        #expect(b.convert(b.bounds, to: root) == CGRect(x: -30, y: -30, width: 20, height: 20))
        #expect(b.convert(CGPoint(x: -30, y: -30), from: root) == .zero)
        #expect(root.convert(CGRect(x: -30, y: -30, width: 20, height: 20), to: b) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("across two windows at different frames, through screen coordinates")
    func acrossWindows() {
        let w1 = shownWindow(CGRect(x: 0, y: 0, width: 200, height: 200))
        let w2 = shownWindow(CGRect(x: 100, y: 300, width: 200, height: 200))
        defer { w1.isHidden = true; w2.isHidden = true }
        let v1 = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let v2 = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        w1.addSubview(v1)
        w2.addSubview(v2)
        // v1's origin is (10, 10) on screen; v2's is (105, 305).
        #expect(v1.convert(CGPoint.zero, to: v2) == CGPoint(x: -95, y: -295))
        #expect(v2.convert(CGPoint(x: -95, y: -295), to: v1) == .zero)
        #expect(v2.convert(CGPoint.zero, from: v1) == CGPoint(x: -95, y: -295))
        #expect(w1.convert(CGPoint(x: 150, y: 350), to: w2) == CGPoint(x: 50, y: 50))
        #expect(v1.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: v2) == CGRect(x: -95, y: -295, width: 5, height: 5))
        // nil is each view's own window, not the screen.
        #expect(v2.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: 5))
    }

    @Test("without a window, nil means the topmost superview")
    func noWindow() {
        let top = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        top.addSubview(v)
        #expect(v.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(v.convert(CGPoint(x: 10, y: 20), from: nil) == .zero)
    }
}
