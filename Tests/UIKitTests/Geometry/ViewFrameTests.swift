import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIView frame, bounds, center and transform", .checksForLeaks)
struct ViewFrameTests {
    @Test("init(frame:) gives bounds at the origin and the centre of the frame")
    func initFrame() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.layer.position == v.center && v.layer.bounds == v.bounds)
        #expect(v.transform.isIdentity)
    }

    @Test("setting frame sets center and bounds size; bounds origin stays")
    func setFrame() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.bounds.origin = CGPoint(x: 5, y: 7)
        v.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(v.center == CGPoint(x: 20, y: 15))
        #expect(v.bounds == CGRect(x: 5, y: 7, width: 40, height: 30))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test("setting center moves the frame; setting bounds size keeps the center")
    func centerAndBounds() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.center = .zero
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.center = CGPoint(x: 60, y: 45)
        v.bounds = CGRect(x: 0, y: 0, width: 50, height: 30)
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.frame == CGRect(x: 35, y: 30, width: 50, height: 30))
        // A bounds origin change moves neither the frame nor the center.
        v.bounds.origin = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 35, y: 30, width: 50, height: 30))
    }

    @Test("a transform keeps center and bounds but makes frame the bounding box")
    func transform() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Around the centre the bounds span (−50, −25, 100, 50); turned, (−25, −50, 50, 100).
        #expect(near(v.frame, CGRect(x: 35, y: -5, width: 50, height: 100)))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        v.transform = CGAffineTransform(translationX: 5, y: -5)
        #expect(v.frame == CGRect(x: 15, y: 15, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.transform = .identity
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.transform3D == CATransform3DIdentity)
        v.transform3D = CATransform3DMakeScale(3, 1, 1)
        #expect(v.transform == CGAffineTransform(scaleX: 3, y: 1))
        #expect(v.frame == CGRect(x: -90, y: 20, width: 300, height: 50))
    }

    @Test("a transformed view's bounds size change keeps the center and scales the new size")
    func boundsUnderTransform() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.bounds.size = CGSize(width: 10, height: 10)
        #expect(v.center == CGPoint(x: 50, y: 25))
        #expect(v.frame == CGRect(x: 40, y: 15, width: 20, height: 20))
    }
}
