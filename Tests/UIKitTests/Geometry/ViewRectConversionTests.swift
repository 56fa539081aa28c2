import Testing
import UIKit
import UIKitTesting

/// The rectangle of half extents `half` around `center`.
private func square(center: CGPoint, half: CGFloat) -> CGRect {
    CGRect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
}

/// Worked numbers: `a` is 80×40 centred at (100, 100), turned 45°; `b` is 60×60 centred at (260, 120),
/// turned 30°; they meet in their common superview (or, in two windows, on the screen).
private enum Worked {
    static let r2 = CGFloat(2).squareRoot(), r3 = CGFloat(3).squareRoot()
    /// Up, boxed where they meet: the corners (±40, ±20) turned 45° reach (40 + 20)·√2/2 = 30√2 ≈ 42.42641
    /// both ways around (100, 100).
    static let up = square(center: CGPoint(x: 100, y: 100), half: 30 * r2)
    /// Down into b: the centre is (−160, −20) from b's; turned −30° it is
    /// (−160·cos 30° − 20·sin 30°, 160·sin 30° − 20·cos 30°) = (−80√3 − 10, 80 − 10√3), plus b's anchor
    /// (30, 30): (20 − 80√3, 110 − 10√3) ≈ (−118.56406, 92.67949). The square turned 30° reaches
    /// 30√2·(cos 30° + sin 30°) = 15√2·(√3 + 1) ≈ 57.95555 each way. (One box of the composed 15° turn would
    /// be 40·cos 15° + 20·sin 15° ≈ 43.81 by 40·sin 15° + 20·cos 15° ≈ 29.67.)
    static let inB = square(center: CGPoint(x: 20 - 80 * r3, y: 110 - 10 * r3), half: 15 * r2 * (r3 + 1))
}

@MainActor @Suite("UIView rect conversion boxes once per leg (issue 9, bug 3)", .checksForLeaks)
struct ViewRectConversionTests {
    func view(size: CGSize, center: CGPoint, in parent: UIView, angle: CGFloat = 0) -> UIView {
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        v.center = center
        v.transform = CGAffineTransform(rotationAngle: angle)
        parent.addSubview(v)
        return v
    }

    @Test("Rotated views on both sides of the common superview: boxed there, then in the destination")
    func rotatedOnBothSides() {
        let window = shownWindow(CGRect(x: 0, y: 0, width: 400, height: 200))
        defer { window.isHidden = true }
        let root = view(size: CGSize(width: 400, height: 200), center: CGPoint(x: 200, y: 100), in: window)
        let a = view(size: CGSize(width: 80, height: 40), center: CGPoint(x: 100, y: 100), in: root, angle: .pi / 4)
        let b = view(size: CGSize(width: 60, height: 60), center: CGPoint(x: 260, y: 120), in: root, angle: .pi / 6)
        #expect(near(a.convert(a.bounds, to: b), Worked.inB))
        #expect(near(b.convert(a.bounds, from: a), Worked.inB))
        // One leg each: to the superview, to the window and to nil (window coordinates).
        #expect(near(a.convert(a.bounds, to: root), Worked.up))
        #expect(near(a.convert(a.bounds, to: nil), Worked.up))
        #expect(near(window.convert(a.bounds, from: a), Worked.up))
        #expect(near(b.convert(Worked.up, from: nil), Worked.inB))
        // Points map exactly: a's centre is (−160, −20) from b's centre, which is b's (20 − 80√3, 110 − 10√3).
        #expect(near(a.convert(CGPoint(x: 40, y: 20), to: b), CGPoint(x: 20 - 80 * Worked.r3, y: 110 - 10 * Worked.r3)))
    }

    @Test("Views in two windows meet on the screen: boxed there, then in the destination")
    func acrossWindows() {
        let w1 = shownWindow(CGRect(x: 0, y: 0, width: 400, height: 200))
        let w2 = shownWindow(CGRect(x: 100, y: 300, width: 400, height: 400))
        defer { w1.isHidden = true; w2.isHidden = true }
        let a = view(size: CGSize(width: 80, height: 40), center: CGPoint(x: 100, y: 100), in: w1, angle: .pi / 4)
        // (160, −180) in w2 is (260, 120) on the screen.
        let b = view(size: CGSize(width: 60, height: 60), center: CGPoint(x: 160, y: -180), in: w2, angle: .pi / 6)
        #expect(near(a.convert(a.bounds, to: b), Worked.inB))
        #expect(near(b.convert(a.bounds, from: a), Worked.inB))
        // nil is each view's own window: the box on the screen is (−100, −300) in w2's coordinates.
        #expect(near(b.convert(Worked.up.offsetBy(dx: -100, dy: -300), from: nil), Worked.inB))
        #expect(near(a.convert(a.bounds, to: w2), Worked.up.offsetBy(dx: -100, dy: -300)))
    }

    @Test("One side rotated, the same branch, and null or infinite rectangles")
    func oneLegCases() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let a = view(size: CGSize(width: 80, height: 40), center: CGPoint(x: 100, y: 100), in: root, angle: .pi / 4)
        let c = view(size: CGSize(width: 60, height: 60), center: CGPoint(x: 260, y: 120), in: root)
        // Down into the unrotated c is a translation by (30, 30) − (260, 120).
        #expect(near(a.convert(a.bounds, to: c), Worked.up.offsetBy(dx: -230, dy: -90)))
        // d sits on a's centre turned a further 45°: 90° from root, one leg, so 20×10 becomes exactly 10×20.
        let d = view(size: CGSize(width: 20, height: 10), center: CGPoint(x: 40, y: 20), in: a, angle: .pi / 4)
        #expect(near(d.convert(d.bounds, to: root), CGRect(x: 95, y: 90, width: 10, height: 20)))
        #expect(near(root.convert(CGRect(x: 95, y: 90, width: 10, height: 20), to: d), d.bounds))
        #expect(a.convert(CGRect.null, to: c).isNull)
        #expect(c.convert(CGRect.infinite, from: a).isInfinite)
        #expect(a.convert(CGRect.null, to: nil).isNull)
    }
}
