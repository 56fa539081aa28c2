import QuartzCore
import Testing
import UIKitTesting

@MainActor final class DrawingDelegate: CALayerDelegate {
    var log: Log
    init(log: Log) { self.log = log }
    func display(_ layer: CALayer) { log.events.append("display(\(layer.name ?? "?"))") }
}

@MainActor final class RadiusRedrawLayer: CALayer {
    var log: Log?
    override class func needsDisplay(forKey key: String) -> Bool { key == "cornerRadius" }
    override func display() { log?.events.append("display") }
}

@MainActor @Suite("CALayer properties and display", .checksForLeaks)
struct CALayerPropertiesTests {
    @Test("default property values are Core Animation's")
    func defaults() {
        let l = CALayer()
        #expect(l.bounds == .zero && l.position == .zero && l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(l.zPosition == 0 && l.anchorPointZ == 0 && CATransform3DIsIdentity(l.transform))
        #expect(CATransform3DIsIdentity(l.sublayerTransform) && l.affineTransform().isIdentity)
        #expect(!l.isHidden && l.opacity == 1 && l.backgroundColor == nil && !l.masksToBounds && !l.isOpaque)
        #expect(l.cornerRadius == 0 && l.borderWidth == 0 && l.borderColor == CGColor.black)
        #expect(l.shadowColor == CGColor.black && l.shadowOpacity == 0)
        #expect(l.shadowOffset == CGSize(width: 0, height: -3) && l.shadowRadius == 3)
        #expect(l.contentsScale == 1 && l.contents == nil && l.contentsGravity == .resize)
        #expect(l.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.delegate == nil && l.superlayer == nil && l.mask == nil && l.name == nil)
        #expect(!l.needsDisplayOnBoundsChange && !l.needsDisplay())
        #expect(l.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(l.preferredFrameSize() == .zero)
    }

    @Test("setNeedsDisplay redraws once at the commit, through the delegate when there is one")
    func displayAtCommit() {
        let log = Log()
        let delegate = DrawingDelegate(log: log)
        let l = named("L")
        l.delegate = delegate
        spin()
        l.setNeedsDisplay()
        l.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(l.needsDisplay())
        #expect(log.take() == [])
        spin()
        #expect(log.take() == ["display(L)"])
        #expect(!l.needsDisplay())
        spin()
        #expect(log.take() == [])
        l.setNeedsDisplay()
        l.displayIfNeeded()
        #expect(log.take() == ["display(L)"])
        l.displayIfNeeded()
        #expect(log.take() == [])
        spin()
        #expect(log.take() == [])
    }

    @Test("needsDisplayOnBoundsChange and needsDisplay(forKey:) mark the layer for redrawing")
    func redrawTriggers() {
        let log = Log()
        let l = RadiusRedrawLayer()
        l.log = log
        spin()
        l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!l.needsDisplay())
        l.needsDisplayOnBoundsChange = true
        l.bounds.origin = CGPoint(x: 1, y: 1)
        #expect(!l.needsDisplay(), "only a size change redraws")
        l.bounds.size = CGSize(width: 20, height: 20)
        #expect(l.needsDisplay())
        spin()
        #expect(log.take() == ["display"])
        l.cornerRadius = 4
        #expect(l.needsDisplay())
        spin()
        #expect(log.take() == ["display"])
        l.borderWidth = 1
        #expect(!l.needsDisplay())
    }

    @Test("affineTransform and setAffineTransform go through transform")
    func affineTransform() {
        let l = CALayer()
        l.setAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(l.transform == CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
        l.transform = CATransform3DMakeScale(2, 3, 4)
        #expect(l.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
    }
}
