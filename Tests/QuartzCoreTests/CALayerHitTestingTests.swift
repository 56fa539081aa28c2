import QuartzCore
import Testing
import UIKitTesting

@MainActor @Suite("CALayer hitTest and contains", .checksForLeaks)
struct CALayerHitTestingTests {
    func tree() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = named("R"), a = named("a"), b = named("b")
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        a.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        b.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
        root.addSublayer(a)
        root.addSublayer(b)
        return (root, a, b)
    }

    @Test("contains uses the bounds, including their origin, excluding the far edges")
    func contains() {
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(l.contains(.zero))
        #expect(l.contains(CGPoint(x: 49.9, y: 49.9)))
        #expect(!l.contains(CGPoint(x: 50, y: 10)))
        l.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(!l.contains(CGPoint(x: 5, y: 5)))
        #expect(l.contains(CGPoint(x: 55, y: 55)))
    }

    @Test("the frontmost sublayer wins; zPosition outranks order; hidden layers are skipped")
    func order() {
        let (root, a, b) = tree()
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === a)
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === b)
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 150)) == nil)
        a.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === a)
        a.zPosition = 0
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === a)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) == nil)
    }

    @Test("sublayers outside the bounds are hit unless the layer masks to bounds")
    func masksToBounds() {
        let (root, _, _) = tree()
        let outside = named("o")
        outside.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
        root.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 220, y: 220)) === outside)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 220, y: 220)) == nil)
        #expect(root.hitTest(CGPoint(x: 160, y: 160)) === outside)
    }

    @Test("the point is in the superlayer's space and goes through transforms and bounds origins")
    func transformsAndOrigins() {
        let (root, a, _) = tree()
        root.position = CGPoint(x: 150, y: 150)   // frame now (50, 50, 200, 200)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === a)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) == nil)
        root.bounds.origin = CGPoint(x: 10, y: 10)  // content shifts up-left by 10
        #expect(root.hitTest(CGPoint(x: 55, y: 55)) === a)
        let r = named("r")
        r.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        r.position = CGPoint(x: 150, y: 150)
        r.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(r)
        // Turned upright, r covers x 140…160, y 100…200 of root's space; outside, a point is root's
        // local point plus (40, 40) (position 150 minus the anchor 110), so x 180…200, y 140…240.
        #expect(root.hitTest(CGPoint(x: 190, y: 150)) === r)
        #expect(root.hitTest(CGPoint(x: 175, y: 150)) === root)
        #expect(root.hitTest(CGPoint(x: 230, y: 200)) === root)
    }
}
