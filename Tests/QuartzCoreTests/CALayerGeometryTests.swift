import QuartzCore
import Testing
import UIKitTesting

@MainActor @Suite("CALayer frame and coordinate conversion", .checksForLeaks)
struct CALayerGeometryTests {
    func layer(bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
        let l = CALayer()
        l.bounds = bounds
        l.position = position
        l.anchorPoint = anchor
        return l
    }

    @Test("frame derives from position, anchor point and bounds size; bounds origin does not move it")
    func frameFromGeometry() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 40), position: CGPoint(x: 50, y: 50))
        // Centre anchor at (50, 50): x 0…100, y 30…70.
        #expect(l.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        l.anchorPoint = CGPoint(x: 0, y: 1)
        // Bottom-left corner at (50, 50): x 50…150, y 10…50.
        #expect(l.frame == CGRect(x: 50, y: 10, width: 100, height: 40))
        l.bounds.origin = CGPoint(x: 20, y: 20)
        #expect(l.frame == CGRect(x: 50, y: 10, width: 100, height: 40))
    }

    @Test("with a transform, frame is the bounding box of the transformed bounds around the anchor")
    func frameWithTransform() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 40), position: CGPoint(x: 50, y: 50))
        // Around the anchor the bounds span (−50, −20, 100, 40). A quarter turn gives (−20, −50, 40, 100).
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(near(l.frame, CGRect(x: 30, y: 0, width: 40, height: 100)))
        // Scale (2, 0.5): (−100, −10, 200, 20), moved to the position.
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 0.5))
        #expect(l.frame == CGRect(x: -50, y: 40, width: 200, height: 20))
        // With the anchor at the top-left corner, scaling grows right and down from the position.
        l.anchorPoint = .zero
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(l.frame == CGRect(x: 50, y: 50, width: 200, height: 80))
        // A 3D transform's affine part counts the same way.
        l.transform = CATransform3DMakeTranslation(5, 6, 0)
        #expect(l.frame == CGRect(x: 55, y: 56, width: 100, height: 40))
        #expect(l.affineTransform() == CGAffineTransform(translationX: 5, y: 6))
    }

    @Test("setting frame sets position and bounds size, keeping bounds origin")
    func frameSetter() {
        let l = CALayer()
        l.bounds = CGRect(x: 5, y: 5, width: 1, height: 1)
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.position == CGPoint(x: 25, y: 40))
        #expect(l.bounds == CGRect(x: 5, y: 5, width: 30, height: 40))
        l.anchorPoint = CGPoint(x: 0, y: 1)
        l.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(l.position == CGPoint(x: 10, y: 60))
        #expect(l.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        // A negative size is standardized: x −20…10.
        l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        l.frame = CGRect(x: 10, y: 20, width: -30, height: 40)
        #expect(l.frame == CGRect(x: -20, y: 20, width: 30, height: 40))
        #expect(l.position == CGPoint(x: -5, y: 40))
    }

    @Test("convert points and rects between sublayers, to and from the root")
    func convertBetweenLayers() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        b.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(a.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -75))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -85, y: -75))
        #expect(a.convert(CGPoint(x: 10, y: 20), from: root) == .zero)
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: b) == CGRect(x: -90, y: -80, width: 10, height: 10))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: a) == CGRect(x: -90, y: -80, width: 10, height: 10))
        // nil means the space the root is positioned in; the root here sits with its frame at the origin.
        #expect(a.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 11, y: 21))
        #expect(a.convert(CGPoint(x: 11, y: 21), from: nil) == CGPoint(x: 1, y: 1))
    }

    @Test("a bounds origin shifts where sublayers sit in the superlayer's space")
    func boundsOriginShift() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        root.addSublayer(a)
        root.bounds.origin = CGPoint(x: 5, y: 5)
        // In root's own coordinates nothing moved, but root's content scrolled up-left by (5, 5).
        #expect(a.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
        #expect(a.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: 15))
        #expect(a.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil) == CGRect(x: 5, y: 15, width: 50, height: 50))
        #expect(root.convert(CGPoint.zero, to: nil) == CGPoint(x: -5, y: -5))
    }

    @Test("convert through a rotated layer, and through a superlayer's sublayerTransform")
    func convertWithTransforms() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        let r = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 100, y: 100))
        root.addSublayer(r)
        r.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        // (0, 0) is (−50, −25) from the anchor; a quarter turn makes it (25, −50); plus the position.
        #expect(near(r.convert(CGPoint.zero, to: root), CGPoint(x: 125, y: 50)))
        #expect(near(r.convert(CGPoint(x: 125, y: 50), from: root), .zero))
        #expect(near(r.convert(r.bounds, to: root), r.frame))
        #expect(near(r.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        // A sublayerTransform acts around the superlayer's anchor (100, 100): (10, 20) ↦ (−80, −60).
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        root.addSublayer(a)
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        #expect(a.convert(CGPoint.zero, to: root) == CGPoint(x: -80, y: -60))
        #expect(a.convert(CGPoint(x: -80, y: -60), from: root) == .zero)
        #expect(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: -80, y: -60, width: 20, height: 20))
    }
}
