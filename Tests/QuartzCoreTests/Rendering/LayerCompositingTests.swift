import Testing
import CoreGraphics
import CCairo
import UIKitTesting
@testable import QuartzCore

/// Pixel tests of the layer renderer. Every expected value is worked out by hand in the comment above it.
@MainActor @Suite("Layer compositing", .checksForLeaks)
struct LayerCompositingTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A white root layer of `size` points with its bounds at the origin.
    func root(_ w: CGFloat = 40, _ h: CGFloat = 40) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: w, height: h)
        layer.backgroundColor = .white
        return layer
    }
    func layer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }
    func rgb(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }
    func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 1) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("Background fills exactly the frame, at scale 1 and 3")
    func backgroundInsideOutside() {
        let r = root()
        r.addSublayer(layer(CGRect(x: 2, y: 3, width: 4, height: 5), red))
        let one = _FrameRenderer.image(of: r, scale: 1)
        // Frame (2,3)-(6,8): pixel (2,3) and (5,7) are inside; (1,3), (6,7), (5,8) outside.
        #expect(rgb(one.pixel(x: 2, y: 3)) == [255, 0, 0, 255])
        #expect(rgb(one.pixel(x: 5, y: 7)) == [255, 0, 0, 255])
        #expect(rgb(one.pixel(x: 1, y: 3)) == [255, 255, 255, 255])
        #expect(rgb(one.pixel(x: 6, y: 7)) == [255, 255, 255, 255])
        #expect(rgb(one.pixel(x: 5, y: 8)) == [255, 255, 255, 255])
        let three = _FrameRenderer.image(of: r, scale: 3)
        // At scale 3 the frame covers pixels 6..<18 by 9..<24.
        #expect(three.width == 120)
        #expect(rgb(three.pixel(x: 6, y: 9)) == [255, 0, 0, 255])
        #expect(rgb(three.pixel(x: 17, y: 23)) == [255, 0, 0, 255])
        #expect(rgb(three.pixel(x: 5, y: 9)) == [255, 255, 255, 255])
        #expect(rgb(three.pixel(x: 18, y: 23)) == [255, 255, 255, 255])
    }

    @Test("A fully rounded layer covers the centre, misses the corner and partly covers the edge of the arc")
    func cornerCoverage() {
        let l = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        l.cornerRadius = 10
        let img = _FrameRenderer.image(of: l, scale: 1)
        // Circle of radius 10 around (10,10). Pixel (0,0): its nearest point (1,1) is 12.7 away: empty.
        #expect(img.pixel(x: 0, y: 0).a == 0)
        // Pixel (10,10) is the centre: full.
        #expect(img.pixel(x: 10, y: 10).a == 255)
        // Pixel (2,2): nearest point (3,3) is 9.9 away, farthest (2,2) 11.3: partly covered.
        let partial = img.pixel(x: 2, y: 2).a
        #expect(partial > 0 && partial < 255)
        // Pixel (0,10) lies on the left edge of the straight-middle part: the arc reaches x = 0 only at
        // y = 10 exactly, so the pixel's coverage is below full but above half.
        let edge = img.pixel(x: 0, y: 10).a
        #expect(edge > 128 && edge < 255)
    }

    @Test("The fast corner path matches the plain vector fill pixel for pixel")
    func cornerFastPathMatchesVector() {
        let l = layer(CGRect(x: 0, y: 0, width: 30, height: 20), red)
        l.cornerRadius = 6
        l.borderWidth = 2
        l.borderColor = blue
        let img = _FrameRenderer.image(of: l, scale: 2)
        // Reference: the same outlines filled by Cairo directly.
        let ref = _PixelBuffer(width: 60, height: 40)
        let cr = cairo_create(ref.surface)!
        cairo_scale(cr, 2, 2)
        let radii = _CairoPaths.radii(cornerRadius: 6, masked: l.maskedCorners, size: l.bounds.size)
        _VectorShape(rect: l.bounds, radii: radii, curve: .circular, ringWidth: nil, color: red).addPath(cr)
        _CairoPaths.setSource(cr, red); cairo_fill(cr)
        _VectorShape(rect: l.bounds, radii: radii, curve: .circular, ringWidth: 2, color: blue).addPath(cr)
        _CairoPaths.setSource(cr, blue); cairo_fill(cr)
        cairo_destroy(cr)
        var differing = 0
        for y in 0..<40 { for x in 0..<60 where img.argb(x: x, y: y) != ref.argb(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test("Borders are drawn inside the bounds and above sublayers")
    func borderCoverage() {
        let l = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        l.borderWidth = 2
        l.borderColor = blue
        let img = _FrameRenderer.image(of: l, scale: 1)
        // Pixels 0 and 1 from each edge are border; pixel 2 is background.
        #expect(rgb(img.pixel(x: 0, y: 5)) == [0, 0, 255, 255])
        #expect(rgb(img.pixel(x: 1, y: 5)) == [0, 0, 255, 255])
        #expect(rgb(img.pixel(x: 2, y: 5)) == [255, 0, 0, 255])
        #expect(rgb(img.pixel(x: 9, y: 9)) == [0, 0, 255, 255])
        #expect(rgb(img.pixel(x: 7, y: 7)) == [255, 0, 0, 255])
        // A sublayer covering everything stays under the border.
        l.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), green))
        let covered = _FrameRenderer.image(of: l, scale: 1)
        #expect(rgb(covered.pixel(x: 0, y: 5)) == [0, 0, 255, 255])
        #expect(rgb(covered.pixel(x: 5, y: 5)) == [0, 255, 0, 255])
        // Half a point at scale 2 is exactly one pixel.
        l.borderWidth = 0.5
        let half = _FrameRenderer.image(of: l, scale: 2)
        #expect(rgb(half.pixel(x: 0, y: 10)) == [0, 0, 255, 255])
        #expect(rgb(half.pixel(x: 1, y: 10)) == [0, 255, 0, 255])
    }

    @Test("masksToBounds clips sublayers to the bounds and to the rounded corners")
    func clipping() {
        let r = root()
        let parent = layer(CGRect(x: 10, y: 10, width: 10, height: 10), nil)
        let child = layer(CGRect(x: 5, y: 5, width: 10, height: 10), green)
        parent.addSublayer(child)
        r.addSublayer(parent)
        // Unclipped: the child spans 15..<25 in the root.
        var img = _FrameRenderer.image(of: r, scale: 1)
        #expect(rgb(img.pixel(x: 22, y: 22)) == [0, 255, 0, 255])
        parent.masksToBounds = true
        img = _FrameRenderer.image(of: r, scale: 1)
        // Clipped to 10..<20.
        #expect(rgb(img.pixel(x: 19, y: 19)) == [0, 255, 0, 255])
        #expect(rgb(img.pixel(x: 20, y: 19)) == [255, 255, 255, 255])
        #expect(rgb(img.pixel(x: 22, y: 22)) == [255, 255, 255, 255])
        // Rounded: a child filling the parent loses the parent's corner pixel (10,10) (empty, see above).
        child.frame = parent.bounds
        parent.cornerRadius = 5
        img = _FrameRenderer.image(of: r, scale: 1)
        #expect(rgb(img.pixel(x: 10, y: 10)) == [255, 255, 255, 255])
        #expect(rgb(img.pixel(x: 15, y: 15)) == [0, 255, 0, 255])
    }

    @Test("Opacity composites sublayers as one group; without group opacity each layer fades alone")
    func groupOpacity() {
        let r = root()
        let parent = layer(CGRect(x: 0, y: 0, width: 20, height: 20), nil)
        parent.addSublayer(layer(CGRect(x: 0, y: 0, width: 15, height: 15), red))
        parent.addSublayer(layer(CGRect(x: 5, y: 5, width: 15, height: 15), blue))
        parent.opacity = 0.5
        r.addSublayer(parent)
        var img = _FrameRenderer.image(of: r, scale: 1)
        // As a group the overlap is plain blue at half alpha over white: (127.5, 127.5, 255).
        #expect(close(rgb(img.pixel(x: 10, y: 10)), [128, 128, 255, 255]))
        // Red alone: (255, 127.5, 127.5).
        #expect(close(rgb(img.pixel(x: 2, y: 2)), [255, 128, 128, 255]))
        parent.allowsGroupOpacity = false
        img = _FrameRenderer.image(of: r, scale: 1)
        // Red at half over white gives (255, 127.5, 127.5); blue at half over that: (127.5, 63.75, 191.25).
        #expect(close(rgb(img.pixel(x: 10, y: 10)), [128, 64, 191, 255]))
    }

    @Test("A shadow is drawn under the layer, displaced by shadowOffset")
    func shadowOffset() {
        let r = root()
        let l = layer(CGRect(x: 10, y: 10, width: 10, height: 10), .black)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowColor = red
        l.shadowOffset = CGSize(width: 3, height: 4)
        r.addSublayer(l)
        let img = _FrameRenderer.image(of: r, scale: 1)
        // The shadow covers 13..<23 by 14..<24; the layer 10..<20 by 10..<20 on top.
        #expect(rgb(img.pixel(x: 21, y: 15)) == [255, 0, 0, 255])
        #expect(rgb(img.pixel(x: 14, y: 22)) == [255, 0, 0, 255])
        #expect(rgb(img.pixel(x: 21, y: 12)) == [255, 255, 255, 255])
        #expect(rgb(img.pixel(x: 12, y: 21)) == [255, 255, 255, 255])
        #expect(rgb(img.pixel(x: 15, y: 15)) == [0, 0, 0, 255])
        // A blurred shadow is symmetric around the offset rectangle and fades out: at the shadow's edge
        // (x = 23) a Gaussian of deviation 2 gives half coverage, 3 pixels further nearly none.
        l.shadowRadius = 2
        let blurred = _FrameRenderer.image(of: r, scale: 1)
        let edge = Int(blurred.pixel(x: 23, y: 18).g)
        #expect(edge > 100 && edge < 160)
        #expect(blurred.pixel(x: 28, y: 18).g > 245)
        // masksToBounds hides the shadow, as on iOS.
        l.masksToBounds = true
        let masked = _FrameRenderer.image(of: r, scale: 1)
        #expect(rgb(masked.pixel(x: 21, y: 15)) == [255, 255, 255, 255])
    }

    @Test("Affine transforms turn around the anchor point; sublayerTransform moves the sublayers")
    func transforms() {
        let r = root(100, 100)
        let l = layer(CGRect(x: 45, y: 40, width: 10, height: 20), red)   // position (50, 50)
        l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        r.addSublayer(l)
        var img = _FrameRenderer.image(of: r, scale: 1)
        // Rotated a quarter turn around (50,50) it spans x 40..<60, y 45..<55.
        #expect(rgb(img.pixel(x: 41, y: 50)) == [255, 0, 0, 255])
        #expect(rgb(img.pixel(x: 50, y: 42)) == [255, 255, 255, 255])
        #expect(rgb(img.pixel(x: 50, y: 54)) == [255, 0, 0, 255])
        l.setAffineTransform(.identity)
        l.anchorPoint = .zero
        l.position = CGPoint(x: 10, y: 10)
        img = _FrameRenderer.image(of: r, scale: 1)
        // With anchor (0,0) the position is the top-left corner: 10..<20 by 10..<30.
        #expect(rgb(img.pixel(x: 10, y: 10)) == [255, 0, 0, 255])
        #expect(rgb(img.pixel(x: 9, y: 10)) == [255, 255, 255, 255])
        r.sublayerTransform = CATransform3DMakeTranslation(5, 0, 0)
        img = _FrameRenderer.image(of: r, scale: 1)
        #expect(rgb(img.pixel(x: 10, y: 10)) == [255, 255, 255, 255])
        #expect(rgb(img.pixel(x: 15, y: 10)) == [255, 0, 0, 255])
        // A scale of 2 around the centre of a 10×10 layer at (50,50) covers 40..<60.
        r.sublayerTransform = CATransform3DIdentity
        l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        l.frame = CGRect(x: 45, y: 45, width: 10, height: 10)
        l.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        img = _FrameRenderer.image(of: r, scale: 1)
        #expect(rgb(img.pixel(x: 40, y: 40)) == [255, 0, 0, 255])
        #expect(rgb(img.pixel(x: 59, y: 59)) == [255, 0, 0, 255])
        #expect(rgb(img.pixel(x: 60, y: 59)) == [255, 255, 255, 255])
    }

    @Test("zPosition orders siblings; hidden layers are not drawn")
    func zPositionAndHidden() {
        let r = root()
        let first = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        let second = layer(CGRect(x: 5, y: 0, width: 10, height: 10), blue)
        r.addSublayer(first)
        r.addSublayer(second)
        #expect(rgb(_FrameRenderer.image(of: r, scale: 1).pixel(x: 7, y: 5)) == [0, 0, 255, 255])
        first.zPosition = 1
        #expect(rgb(_FrameRenderer.image(of: r, scale: 1).pixel(x: 7, y: 5)) == [255, 0, 0, 255])
        first.isHidden = true
        #expect(rgb(_FrameRenderer.image(of: r, scale: 1).pixel(x: 7, y: 5)) == [0, 0, 255, 255])
        #expect(rgb(_FrameRenderer.image(of: r, scale: 1).pixel(x: 2, y: 5)) == [255, 255, 255, 255])
    }

    /// Changes layers without implicit animations (standalone layers animate their changes otherwise,
    /// and frames show presentation values).
    func quietly(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    @Test("A frame redraws only the regions that changed")
    func damageTracking() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let r = root(100, 100)
        let a = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        let b = layer(CGRect(x: 50, y: 50, width: 20, height: 20), blue)
        r.addSublayer(a)
        r.addSublayer(b)
        CATransaction.commit()
        let frames = _FrameRenderer(size: CGSize(width: 100, height: 100), scale: 2)
        #expect(frames.render([r]) == [CGRect(x: 0, y: 0, width: 200, height: 200)])
        #expect(frames.render([r]) == [])
        quietly { b.backgroundColor = green }
        // Only b's pixels: 100..<140 squared.
        #expect(frames.render([r]) == [CGRect(x: 100, y: 100, width: 40, height: 40)])
        #expect(rgb(frames.buffer.pixel(x: 120, y: 120)) == [0, 255, 0, 255])
        #expect(rgb(frames.buffer.pixel(x: 30, y: 30)) == [255, 0, 0, 255])
        // Moving a: its old and new boxes, (20..<60) and (40..<80) in pixels, merge into one.
        quietly { a.position.x += 10 }
        #expect(frames.render([r]) == [CGRect(x: 20, y: 20, width: 60, height: 40)])
        #expect(rgb(frames.buffer.pixel(x: 25, y: 30)) == [255, 255, 255, 255])
        #expect(rgb(frames.buffer.pixel(x: 75, y: 30)) == [255, 0, 0, 255])
        // The incremental frame equals a full redraw.
        let full = _FrameRenderer.image(of: r, scale: 2)
        var differing = 0
        for y in 0..<200 { for x in 0..<200 where full.argb(x: x, y: y) != frames.buffer.argb(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
    }

    @Test("maskedCorners rounds only the chosen corners; continuous corners reach further along the edges")
    func maskedAndContinuousCorners() {
        let l = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        l.cornerRadius = 10
        l.maskedCorners = [.layerMinXMinYCorner]
        var img = _FrameRenderer.image(of: l, scale: 1)
        // Only the top-left corner is rounded (layerMinXMinY is UIKit's top left).
        #expect(img.pixel(x: 0, y: 0).a == 0)
        #expect(img.pixel(x: 39, y: 0).a == 255)
        #expect(img.pixel(x: 0, y: 39).a == 255)
        #expect(img.pixel(x: 39, y: 39).a == 255)
        l.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        img = _FrameRenderer.image(of: l, scale: 1)
        // Circular: the curve meets the top edge at x = 10, so pixel (10, 0) is full.
        #expect(img.pixel(x: 10, y: 0).a == 255)
        l.cornerCurve = .continuous
        img = _FrameRenderer.image(of: l, scale: 1)
        // Continuous: the curve meets the edge 15.3 points in, so pixel (10, 0) is only partly covered,
        // while the diagonal midpoint matches the circle's (pixel (3, 3) is partly covered in both).
        #expect(img.pixel(x: 10, y: 0).a < 255)
        #expect(img.pixel(x: 16, y: 0).a == 255)
        #expect(img.pixel(x: 0, y: 0).a == 0)
    }

    @Test("A layer with no content of its own casts the shadow of its sublayers")
    func shadowFromSublayers() {
        let r = root()
        let container = layer(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
        container.shadowOpacity = 1
        container.shadowRadius = 0
        container.shadowColor = red
        container.shadowOffset = CGSize(width: 3, height: 4)
        container.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 10), blue))
        r.addSublayer(container)
        let img = _FrameRenderer.image(of: r, scale: 1)
        // The child covers 10..<20; its shadow 13..<23 by 14..<24, under the child.
        #expect(rgb(img.pixel(x: 21, y: 15)) == [255, 0, 0, 255])
        #expect(rgb(img.pixel(x: 15, y: 15)) == [0, 0, 255, 255])
        // Nothing where the container has no sublayer: (25, 25) is inside the container but outside both.
        #expect(rgb(img.pixel(x: 25, y: 25)) == [255, 255, 255, 255])
        #expect(rgb(img.pixel(x: 21, y: 12)) == [255, 255, 255, 255])
        // With a background of its own and a sublayer sticking out (x 20..<30 in the container, i.e.
        // 30..<40 in the root, past the container's right edge at 30), the shadow covers both.
        container.backgroundColor = green
        container.addSublayer(layer(CGRect(x: 20, y: 0, width: 10, height: 5), blue))
        let both = _FrameRenderer.image(of: r, scale: 1)
        #expect(rgb(both.pixel(x: 31, y: 25)) == [255, 0, 0, 255])      // the container's own shadow
        #expect(rgb(both.pixel(x: 38, y: 16)) == [255, 0, 0, 255])      // the protruding sublayer's shadow
        #expect(rgb(both.pixel(x: 38, y: 19)) == [255, 255, 255, 255])  // below that, nothing
    }

    @Test("A mask layer's alpha masks the layer and its sublayers")
    func maskLayer() {
        let r = root()
        let l = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        l.addSublayer(layer(CGRect(x: 0, y: 15, width: 20, height: 5), blue))
        let mask = layer(CGRect(x: 0, y: 0, width: 10, height: 20), .black)   // the left half, opaque
        l.mask = mask
        r.addSublayer(l)
        var img = _FrameRenderer.image(of: r, scale: 1)
        #expect(rgb(img.pixel(x: 15, y: 12)) == [255, 0, 0, 255])        // left half: the layer
        #expect(rgb(img.pixel(x: 15, y: 27)) == [0, 0, 255, 255])        // and its sublayer
        #expect(rgb(img.pixel(x: 25, y: 12)) == [255, 255, 255, 255])    // right half: masked out
        #expect(rgb(img.pixel(x: 25, y: 27)) == [255, 255, 255, 255])
        // A half-transparent mask lets half through: red at half over white is (255, 127.5, 127.5).
        mask.backgroundColor = CGColor(gray: 0, alpha: 0.5)
        l.opacity = 1
        img = _FrameRenderer.image(of: r, scale: 1)
        #expect(close(rgb(img.pixel(x: 15, y: 12)), [255, 128, 128, 255]))
        // With opacity 0.5 as well: a quarter.
        l.opacity = 0.5
        img = _FrameRenderer.image(of: r, scale: 1)
        #expect(close(rgb(img.pixel(x: 15, y: 12)), [255, 191, 191, 255]))
    }
}
