import QuartzCore
import Testing
import UIKitTesting

/// The rectangle of half extents (`halfWidth`, `halfHeight`) around `center`.
func box(center: CGPoint, halfWidth: CGFloat, halfHeight: CGFloat) -> CGRect {
    CGRect(x: center.x - halfWidth, y: center.y - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
}

/// The worked numbers shared by the layer and view tests (issue 9, bug 3).
///
/// `a` is 100×50 with its centre at (100, 100), turned 30°; `b` is 100×100 with its centre at (300, 100),
/// turned 45°; both are children of one root. Core Animation maps `a.bounds` up to the root with one
/// transform and boxes it there, then maps that box down into `b` and boxes it again.
enum TwoLegs {
    static let r3 = CGFloat(3).squareRoot(), r2 = CGFloat(2).squareRoot()
    /// Up, boxed in the root: the corners (±50, ±25) turned 30° reach
    /// 50·cos 30° + 25·sin 30° = 25√3 + 12.5 ≈ 55.80127 across and 50·sin 30° + 25·cos 30° = 25 + 12.5√3 ≈ 46.65064
    /// down, around (100, 100): x 44.19873…155.80127, y 53.34936…146.65064.
    static let upHalfWidth = 25 * r3 + 12.5, upHalfHeight = 25 + 12.5 * r3
    static let inRoot = box(center: CGPoint(x: 100, y: 100), halfWidth: upHalfWidth, halfHeight: upHalfHeight)
    /// Down into `b`: the box's centre is (−200, 0) from b's position; turned −45° it is (−100√2, 100√2), plus
    /// b's anchor (50, 50): (50 − 100√2, 50 + 100√2) ≈ (−91.42136, 191.42136). The box turned 45° reaches
    /// (55.80127 + 46.65064)·√2/2 = 37.5·(1 + √3)/√2 ≈ 72.44444 each way: x −163.86580…, y 118.97692…, 144.88888 square.
    static let downHalf = (upHalfWidth + upHalfHeight) * r2 / 2
    static let inB = box(center: CGPoint(x: 50 - 100 * r2, y: 50 + 100 * r2), halfWidth: downHalf, halfHeight: downHalf)
    /// What one box at the end gives instead (the bug): the net turn of −15° boxes 100×50 to half extents
    /// 50·cos 15° + 25·sin 15° ≈ 54.76 and 50·sin 15° + 25·cos 15° ≈ 37.09, a smaller rectangle.
    static let cos15 = (CGFloat(6).squareRoot() + r2) / 4, sin15 = (CGFloat(6).squareRoot() - r2) / 4
    static let oneBoxHalfWidth = 50 * cos15 + 25 * sin15, oneBoxHalfHeight = 50 * sin15 + 25 * cos15
}

@MainActor @Suite("CALayer rect conversion boxes once per leg (issue 9, bug 3)", .checksForLeaks)
struct CALayerRectConversionTests {
    func layer(size: CGSize, center: CGPoint, in parent: CALayer, transform: CGAffineTransform = .identity) -> CALayer {
        let l = CALayer()
        l.bounds = CGRect(origin: .zero, size: size)
        l.position = center
        l.setAffineTransform(transform)
        parent.addSublayer(l)
        return l
    }

    /// The root, `a` (100×50 at (100, 100), 30°) and `b` (100×100 at (300, 100), 45°).
    func tree() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.position = CGPoint(x: 200, y: 100)
        let a = layer(size: CGSize(width: 100, height: 50), center: CGPoint(x: 100, y: 100), in: root,
                      transform: CGAffineTransform(rotationAngle: .pi / 6))
        let b = layer(size: CGSize(width: 100, height: 100), center: CGPoint(x: 300, y: 100), in: root,
                      transform: CGAffineTransform(rotationAngle: .pi / 4))
        return (root, a, b)
    }

    @Test("Rotations on both sides of the common ancestor: boxed in the ancestor, then again in the destination")
    func rotatedOnBothSides() {
        let (root, a, b) = tree()
        #expect(near(a.convert(a.bounds, to: root), TwoLegs.inRoot))
        #expect(near(a.convert(a.bounds, to: b), TwoLegs.inB))
        #expect(near(b.convert(a.bounds, from: a), TwoLegs.inB))
        // Not the single box of the composed −15° turn.
        #expect(!near(a.convert(a.bounds, to: b).width, 2 * TwoLegs.oneBoxHalfWidth))
        // Points map exactly, as before: a's centre (50, 25) is the root's (100, 100), (−200, 0) from b's
        // centre, which is b's (50 − 100√2, 50 + 100√2).
        #expect(near(a.convert(CGPoint(x: 50, y: 25), to: b), CGPoint(x: 50 - 100 * TwoLegs.r2, y: 50 + 100 * TwoLegs.r2)))
    }

    @Test("One side rotated only: the same box as before")
    func oneSideRotated() {
        let (root, a, _) = tree()
        let c = layer(size: CGSize(width: 100, height: 100), center: CGPoint(x: 300, y: 100), in: root)
        // Down into the unrotated c is a translation by (50, 50) − (300, 100) = (−250, −50).
        #expect(near(a.convert(a.bounds, to: c), TwoLegs.inRoot.offsetBy(dx: -250, dy: -50)))
        #expect(near(c.convert(a.bounds, from: a), TwoLegs.inRoot.offsetBy(dx: -250, dy: -50)))
        // The other way round the rotation is on the way down, which is one leg and one box: c's
        // 100×100 bounds are centred (200, 0) from a's centre in the root; turned −30° that is
        // (200·cos 30°, −200·sin 30°) = (100√3, −100), plus a's anchor (50, 25); the square's box is
        // 50·(cos 30° + sin 30°) = 25√3 + 25 each way.
        let half = 25 * TwoLegs.r3 + 25
        #expect(near(c.convert(c.bounds, to: a), box(center: CGPoint(x: 50 + 100 * TwoLegs.r3, y: -75), halfWidth: half, halfHeight: half)))
    }

    @Test("Ancestor and descendant: exactly one leg with the composed transform, boxed once")
    func sameBranch() {
        let (root, a, _) = tree()
        // d is 20×10, centred on a's centre and turned a further 45°: 75° from the root.
        let d = layer(size: CGSize(width: 20, height: 10), center: CGPoint(x: 50, y: 25), in: a,
                      transform: CGAffineTransform(rotationAngle: .pi / 4))
        // cos 75° = (√6 − √2)/4, sin 75° = (√6 + √2)/4: half extents 10·cos 75° + 5·sin 75° ≈ 7.41782 and
        // 10·sin 75° + 5·cos 75° ≈ 10.95336 around (100, 100). Boxing in a first would give ≈ 14.49 both ways.
        let cos75 = TwoLegs.sin15, sin75 = TwoLegs.cos15
        let expected = box(center: CGPoint(x: 100, y: 100), halfWidth: 10 * cos75 + 5 * sin75, halfHeight: 10 * sin75 + 5 * cos75)
        #expect(near(d.convert(d.bounds, to: root), expected))
        #expect(near(root.convert(d.bounds, from: d), expected))
        // Downwards: the root's 20×10 rect around (100, 100) turned −75° into d, around d's anchor (10, 5).
        let down = box(center: CGPoint(x: 10, y: 5), halfWidth: 10 * cos75 + 5 * sin75, halfHeight: 10 * sin75 + 5 * cos75)
        #expect(near(root.convert(CGRect(x: 90, y: 95, width: 20, height: 10), to: d), down))
        #expect(near(d.convert(CGRect(x: 90, y: 95, width: 20, height: 10), from: root), down))
    }

    @Test("Identity and scaled legs convert exactly, as before")
    func identityAndScaledLegs() {
        let (root, a, b) = tree()
        a.setAffineTransform(.identity)
        b.setAffineTransform(.identity)
        // a's origin is (50, 75) in the root, b's is (250, 50).
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: b) == CGRect(x: -200, y: 25, width: 10, height: 10))
        a.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        b.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        // Up: 200×100 around (100, 100), x 0…200, y 50…150. Down: (−300…−100, −50…50) from b's centre,
        // doubled (−600…−200, −100…100), plus b's anchor (50, 50).
        #expect(a.convert(a.bounds, to: b) == CGRect(x: -550, y: -50, width: 400, height: 200))
        #expect(b.convert(a.bounds, from: a) == CGRect(x: -550, y: -50, width: 400, height: 200))
        #expect(a.convert(a.bounds, to: root) == CGRect(x: 0, y: 50, width: 200, height: 100))
    }

    @Test("Null and infinite rectangles pass through unchanged")
    func nullAndInfinite() {
        let (root, a, b) = tree()
        #expect(a.convert(CGRect.null, to: b).isNull)
        #expect(b.convert(CGRect.null, from: a).isNull)
        #expect(a.convert(CGRect.infinite, to: b).isInfinite)
        #expect(b.convert(CGRect.infinite, from: a).isInfinite)
        #expect(a.convert(CGRect.null, to: nil).isNull)
        #expect(root.convert(CGRect.infinite, from: nil).isInfinite)
    }

    @Test("Separate trees meet in the global space: boxed there, then in the destination")
    func separateTrees() {
        // Two roots, each positioned in the global space with its frame at the origin.
        let (_, a, _) = tree()
        let other = CALayer()
        other.bounds = CGRect(x: 0, y: 0, width: 400, height: 200)
        other.position = CGPoint(x: 200, y: 100)
        let b = layer(size: CGSize(width: 100, height: 100), center: CGPoint(x: 300, y: 100), in: other,
                      transform: CGAffineTransform(rotationAngle: .pi / 4))
        #expect(near(a.convert(a.bounds, to: b), TwoLegs.inB))
        #expect(near(b.convert(a.bounds, from: a), TwoLegs.inB))
        #expect(near(a.convert(a.bounds, to: nil), TwoLegs.inRoot))
    }
}
