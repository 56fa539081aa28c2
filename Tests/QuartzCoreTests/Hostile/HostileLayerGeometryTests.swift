import Testing
@testable import QuartzCore
import UIKitTesting

/// Hostile geometry on layers: Core Animation's answers (issue 19, "Hostile input").
///
/// Verified from crash reports quoted in public issue trackers: the exception name `CALayerInvalidGeometry`
/// and the reasons "CALayer position contains NaN: [75.75 nan]" and "CALayer bounds contains NaN: [0 nan;
/// 288 144]" (`%g` numbers), raised by `-[CALayer setPosition:]`/`setBounds:` (also from `setFrame:`, which
/// sets the position first); "sublayer with non-finite position [inf inf]" from `renderInContext:`; and
/// `CALayerInvalid` "layer <CALayer: 0x…> is a part of cycle in its layer tree". Not verified: that the
/// cycle is refused at insertion (Core Animation may detect it later), and which layer the reason quotes.
@MainActor @Suite("Hostile input: layer geometry", .checksForLeaks)
struct HostileLayerGeometryTests {
    @Test("Hostile: NaN layer position")
    func nanPosition() {
        weak var weakLayer: CALayer?
        do {
            let layer = CALayer()
            weakLayer = layer
            layer.position = CGPoint(x: 3, y: 4)
            let exceptions = withCapturedExceptions { layer.position = CGPoint(x: CGFloat.nan, y: 0) }
            #expect(exceptions.map(\.name.rawValue) == ["CALayerInvalidGeometry"])
            #expect(exceptions.map(\.reason) == ["CALayer position contains NaN: [nan 0]"])
            #expect(layer.position == CGPoint(x: 3, y: 4))
        }
        #expect(weakLayer == nil)
    }

    @Test("Hostile: NaN layer bounds")
    func nanBounds() {
        weak var weakLayer: CALayer?
        do {
            let layer = CALayer()
            weakLayer = layer
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            let exceptions = withCapturedExceptions { layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10) }
            #expect(exceptions.map(\.name.rawValue) == ["CALayerInvalidGeometry"])
            #expect(exceptions.map(\.reason) == ["CALayer bounds contains NaN: [0 0; nan 10]"])
            #expect(layer.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(weakLayer == nil)
    }

    @Test("Hostile: NaN layer frame raises once, for the position, and changes nothing")
    func nanFrame() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let exceptions = withCapturedExceptions { layer.frame = CGRect(x: 10, y: 20, width: CGFloat.nan, height: 40) }
        // position = (10 + 0.5 × nan, 20 + 0.5 × 40) = (nan, 40).
        #expect(exceptions.map(\.reason) == ["CALayer position contains NaN: [nan 40]"])
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(layer.position == CGPoint(x: 25, y: 40))
    }

    @Test("Hostile: infinite layer position and bounds are stored, not raised")
    func infiniteGeometry() {
        let layer = CALayer()
        let exceptions = withCapturedExceptions {
            layer.position = CGPoint(x: CGFloat.infinity, y: 1)
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 2)
        }
        #expect(exceptions.isEmpty)
        #expect(layer.position.x == .infinity && layer.bounds.width == .infinity)
    }

    @Test("Hostile: negative layer frame is standardized; negative bounds are kept")
    func negativeGeometry() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: -4, height: -6)
        // CGRectStandardize: origin (6, 4), size (4, 6).
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 4, height: 6))
        #expect(layer.position == CGPoint(x: 8, y: 7))
        layer.bounds = CGRect(x: 0, y: 0, width: -4, height: -6)
        #expect(layer.bounds.size == CGSize(width: -4, height: -6))
    }

    @Test("Hostile: NaN layer transform is stored; hit-testing and conversion do not crash")
    func nanTransform() {
        let root = CALayer(), layer = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(layer)
        let exceptions = withCapturedExceptions { layer.transform = CATransform3DMakeScale(CGFloat.nan, 1, 1) }
        #expect(exceptions.isEmpty)
        #expect(layer.frame.minX.isNaN)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === root)
        #expect(layer.convert(CGPoint(x: 1, y: 1), to: root).x.isNaN)
    }

    @Test("Hostile: rendering a layer with NaN transform and infinite bounds draws the rest")
    func renderNonFiniteGeometry() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let nanLayer = CALayer(), hugeLayer = CALayer()
        nanLayer.frame = root.bounds
        nanLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        nanLayer.transform = CATransform3DMakeScale(CGFloat.nan, 1, 1)
        hugeLayer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity)
        hugeLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        root.addSublayer(nanLayer)
        root.addSublayer(hugeLayer)
        let image = _FrameRenderer.image(of: root, scale: 1)
        #expect(image.pixel(x: 4, y: 4).r == 255)
    }

    @Test("Hostile: render(in:) of a sublayer with an infinite position raises and draws nothing")
    func renderInfinitePosition() {
        let root = CALayer(), sub = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        sub.position = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        root.addSublayer(sub)
        let context = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let exceptions = withCapturedExceptions { root.render(in: context) }
        #expect(exceptions.map(\.name.rawValue) == ["CALayerInvalidGeometry"])
        #expect(exceptions.map(\.reason) == ["sublayer with non-finite position [inf inf]"])
        #expect(context.data!.load(as: UInt32.self) == 0)
    }

    @Test("Hostile: CGRect.null and .infinite through layer conversions pass unchanged")
    func nullAndInfiniteRectConversion() {
        let root = CALayer(), layer = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        root.addSublayer(layer)
        #expect(layer.convert(CGRect.null, to: root).isNull)
        #expect(layer.convert(CGRect.infinite, to: root).isInfinite)
        #expect(root.convert(CGRect.null, from: layer).isNull)
        #expect(root.convert(CGRect.infinite, from: layer).isInfinite)
        #expect(layer.convert(CGRect.null, to: nil).isNull)
        // A point at infinity goes through the affine map as CGPointApplyAffineTransform takes it: x stays
        // infinite and y becomes 0 × ∞ + 20 = NaN (IEEE arithmetic, the same on Apple platforms).
        let far = layer.convert(CGPoint(x: CGFloat.infinity, y: 0), to: root)
        #expect(far.x == .infinity && far.y.isNaN)
    }

    @Test("Hostile: addSublayer of self raises CALayerInvalid and changes nothing")
    func addSublayerSelf() {
        weak var weakLayer: CALayer?
        do {
            let layer = CALayer()
            weakLayer = layer
            let exceptions = withCapturedExceptions { layer.addSublayer(layer) }
            #expect(exceptions.map(\.name.rawValue) == ["CALayerInvalid"])
            #expect(exceptions.map(\.reason) == ["layer \(layer) is a part of cycle in its layer tree"])
            #expect(layer.sublayers == nil && layer.superlayer == nil)
        }
        #expect(weakLayer == nil)
    }

    @Test("Hostile: addSublayer of an ancestor raises CALayerInvalid and changes nothing")
    func addSublayerAncestor() {
        weak var weakRoot: CALayer?
        do {
            let root = CALayer(), middle = CALayer(), leaf = CALayer()
            weakRoot = root
            root.addSublayer(middle)
            middle.addSublayer(leaf)
            let exceptions = withCapturedExceptions {
                leaf.addSublayer(root)
                leaf.insertSublayer(middle, at: 0)
                leaf.sublayers = [root]
            }
            #expect(exceptions.map(\.name.rawValue) == ["CALayerInvalid", "CALayerInvalid", "CALayerInvalid"])
            #expect(exceptions.map(\.reason) == ["layer \(root) is a part of cycle in its layer tree",
                                                 "layer \(middle) is a part of cycle in its layer tree",
                                                 "layer \(root) is a part of cycle in its layer tree"])
            #expect(root.superlayer == nil && root.sublayers == [middle] && middle.sublayers == [leaf])
            #expect(leaf.sublayers == nil)
        }
        #expect(weakRoot == nil)
    }
}
