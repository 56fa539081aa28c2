import CoreGraphics
import Foundation
import Testing

@Suite("Applying transforms to points, sizes and rectangles")
struct CGGeometryApplyingTests {
    @Test("points take the translation, sizes do not")
    func pointsAndSizes() {
        let t = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 7, y: 10))
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 20, height: 60))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5)) == CGSize(width: 10, height: 20))
        // The linear part alone: a quarter turn maps (10, 20) to (a·10 + c·20, b·10 + d·20) = (−20, 10).
        #expect(near(CGSize(width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                     CGSize(width: -20, height: 10)))
    }

    @Test("a rectangle becomes the bounding box of its transformed corners")
    func rectangleBoundingBox() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        let scaleMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(r.applying(scaleMove) == CGRect(x: 12, y: 26, width: 6, height: 12))
        // A negative scale flips the box, which comes back standardized: y 0…20 ↦ −20…0.
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: -1))
                == CGRect(x: 0, y: -20, width: 20, height: 20))
        // Quarter turn: corners (10,20)→(−20,10), (40,20)→(−20,40), (10,60)→(−60,10), (40,60)→(−60,40).
        #expect(near(CGRect(x: 10, y: 20, width: 30, height: 40).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                     CGRect(x: -60, y: 10, width: 40, height: 30)))
        // An eighth turn of a 10-point square at the origin: corners at 0, (7.07, 7.07), (−7.07, 7.07), (0, 14.14).
        let h = 10 / 2.0.squareRoot()
        #expect(near(CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4)),
                     CGRect(x: -h, y: 0, width: 2 * h, height: 2 * h)))
    }

    @Test("a rectangle with a negative size is standardized first")
    func negativeSize() {
        // x 10 − 4 … 10 is 6…10; moved by 1 it is 7…11.
        let r = CGRect(x: 10, y: 0, width: -4, height: 2)
        #expect(r.applying(CGAffineTransform(translationX: 1, y: 1)) == CGRect(x: 7, y: 1, width: 4, height: 2))
        #expect(near(r.applying(CGAffineTransform(rotationAngle: .pi)), CGRect(x: -10, y: -2, width: 4, height: 2)))
    }

    @Test("null and infinite rectangles stay as they are")
    func nullAndInfinite() {
        let t = CGAffineTransform(translationX: 3, y: 4).rotated(by: 1)
        #expect(CGRect.null.applying(t).isNull)
        #expect(CGRect.infinite.applying(t).isInfinite)
        #expect(CGRect.zero.applying(CGAffineTransform(translationX: 3, y: 4)) == CGRect(x: 3, y: 4, width: 0, height: 0))
    }

    @Test("equalTo, the one geometry helper Linux Foundation lacks")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 5)))
    }

    @Test("Foundation's rectangle helpers behave as Apple's (divided, integral, insetBy, union, intersection)")
    func foundationHelpers() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50)
        let (slice, remainder) = r.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 0, y: 0, width: 30, height: 50))
        #expect(remainder == CGRect(x: 30, y: 0, width: 70, height: 50))
        let (top, rest) = r.divided(atDistance: 10, from: .maxYEdge)
        #expect(top == CGRect(x: 0, y: 40, width: 100, height: 10) && rest == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(CGRect(x: 0.5, y: 1.2, width: 2, height: 2).integral == CGRect(x: 0, y: 1, width: 3, height: 3))
        #expect(CGRect(x: 10, y: 10, width: -4, height: 2).standardized == CGRect(x: 6, y: 10, width: 4, height: 2))
        #expect(r.insetBy(dx: 10, dy: 5) == CGRect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.offsetBy(dx: -5, dy: 5) == CGRect(x: -5, y: 5, width: 100, height: 50))
        #expect(r.union(CGRect(x: 90, y: 40, width: 20, height: 20)) == CGRect(x: 0, y: 0, width: 110, height: 60))
        #expect(r.intersection(CGRect(x: 90, y: 40, width: 20, height: 20)) == CGRect(x: 90, y: 40, width: 10, height: 10))
        #expect(r.intersection(CGRect(x: 200, y: 0, width: 1, height: 1)).isNull)
    }
}
