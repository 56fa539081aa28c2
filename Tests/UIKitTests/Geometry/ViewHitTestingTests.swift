import Testing
import UIKit
import UIKitTesting

@MainActor final class WideTouchView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

@MainActor @Suite("UIView hitTest(_:with:) and point(inside:with:)", .checksForLeaks)
struct ViewHitTestingTests {
    /// root (0, 0, 200, 200) ⊃ a (10, 10, 100, 100) ⊃ b (50, 50, 100, 100), which sticks out of a.
    func tree() -> (root: UIView, a: UIView, b: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(a)
        a.addSubview(b)
        return (root, a, b)
    }

    @Test("the deepest view containing the point; a point outside a view never reaches its subviews")
    func deepestAndClipping() {
        let (root, a, b) = tree()
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === b)
        // (130, 130) is in b's frame but outside a's bounds: a is not entered, so root is hit.
        #expect(root.hitTest(CGPoint(x: 130, y: 130), with: nil) === root)
        #expect(!a.clipsToBounds)
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
        #expect(root.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(!root.point(inside: CGPoint(x: 200, y: 100), with: nil))
    }

    @Test("hidden, nearly transparent and non-interactive views are skipped with their subtrees")
    func skippedViews() {
        let (root, a, b) = tree()
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === a)
        b.isHidden = false
        b.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === a)
        // alpha is stored as the layer's Float opacity, as in UIKit: 0.01 reads back as 0.00999999977,
        // just under the threshold, so the first value that is hit is slightly above it.
        b.alpha = 0.01
        #expect(b.alpha < 0.01)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === a)
        b.alpha = 0.011
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === b)
        a.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
        a.isUserInteractionEnabled = true
        a.alpha = 0
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    }

    @Test("later siblings are tried first")
    func frontToBack() {
        let (root, a, _) = tree()
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(c)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === c)
        root.bringSubviewToFront(a)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === c)
    }

    @Test("points go through bounds origins and transforms; point(inside:) overrides widen the target")
    func transformsAndOverrides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let r = UIView(frame: CGRect(x: 100, y: 125, width: 100, height: 50))
        root.addSubview(r)
        r.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Upright, r covers x 125…175, y 100…200.
        #expect(root.hitTest(CGPoint(x: 150, y: 190), with: nil) === r)
        #expect(root.hitTest(CGPoint(x: 110, y: 150), with: nil) === root)
        // The point is in root's own (bounds) coordinates: shifting the bounds origin leaves r where it
        // is in that space but moves the hittable area to x 100…400.
        root.bounds.origin = CGPoint(x: 100, y: 0)
        #expect(root.hitTest(CGPoint(x: 150, y: 190), with: nil) === r)
        #expect(root.hitTest(CGPoint(x: 50, y: 190), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 350, y: 190), with: nil) === root)
        let wide = WideTouchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.addSubview(wide)
        #expect(host.hitTest(CGPoint(x: 25, y: 25), with: nil) === wide)
        #expect(host.hitTest(CGPoint(x: 35, y: 25), with: nil) === host)
    }
}
