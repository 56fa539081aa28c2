import CCairo
import Testing
import UIKitTesting
@testable import QuartzCore

/// Layer content: drawn content, contents gravity, shape, gradient and text layers, presentation values.
@MainActor @Suite("Layer content", .checksForLeaks)
struct LayerContentTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    func rgba(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    /// A solid `w`×`h`-pixel image.
    func solidImage(_ w: Int, _ h: Int, _ argb: UInt32) -> CGImage {
        CGImage(_argbPixels: Array(repeating: argb, count: w * h), width: w, height: h)
    }

    final class Filler: CALayerDelegate {
        var calls = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            calls += 1
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))     // top-left quarter (UIKit coordinates)
        }
    }

    @Test("draw(in:) content appears after setNeedsDisplay, at the top left, and is cached")
    func delegateDrawing() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let filler = Filler()
        layer.delegate = filler
        // Never displayed: no content.
        #expect(_FrameRenderer.image(of: layer, scale: 2).pixel(x: 1, y: 1).a == 0)
        layer.setNeedsDisplay()
        let frames = _FrameRenderer(size: CGSize(width: 10, height: 10), scale: 2)
        frames.render([layer])
        #expect(rgba(frames.buffer.pixel(x: 1, y: 1)) == [0, 0, 255, 255])
        #expect(frames.buffer.pixel(x: 10, y: 1).a == 0)
        #expect(frames.buffer.pixel(x: 10, y: 10).a == 0)
        #expect(filler.calls == 1)
        // A new frame reuses the backing store.
        layer.position.x += 0
        frames.invalidate()
        frames.render([layer])
        #expect(filler.calls == 1)
        layer.setNeedsDisplay()
        frames.render([layer])
        #expect(filler.calls == 2)
    }

    @Test("contentsGravity places the image; .bottomLeft is UIKit's top left, as on iOS")
    func contentsGravity() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contents = solidImage(4, 4, 0xffff0000)
        layer.contentsGravity = .center
        var img = _FrameRenderer.image(of: layer, scale: 1)
        // 4×4 centred: pixels 3..<7.
        #expect(rgba(img.pixel(x: 3, y: 3)) == [255, 0, 0, 255])
        #expect(rgba(img.pixel(x: 6, y: 6)) == [255, 0, 0, 255])
        #expect(img.pixel(x: 2, y: 5).a == 0)
        #expect(img.pixel(x: 7, y: 5).a == 0)
        layer.contentsGravity = .bottomLeft
        img = _FrameRenderer.image(of: layer, scale: 1)
        #expect(rgba(img.pixel(x: 0, y: 0)) == [255, 0, 0, 255])
        #expect(img.pixel(x: 0, y: 9).a == 0)
        layer.contentsGravity = .top
        img = _FrameRenderer.image(of: layer, scale: 1)
        // Core Animation's top is the maximum y: UIKit's bottom edge, centred horizontally.
        #expect(rgba(img.pixel(x: 4, y: 9)) == [255, 0, 0, 255])
        #expect(img.pixel(x: 4, y: 0).a == 0)
        layer.contentsGravity = .resize
        img = _FrameRenderer.image(of: layer, scale: 1)
        #expect(rgba(img.pixel(x: 0, y: 0)) == [255, 0, 0, 255])
        #expect(rgba(img.pixel(x: 9, y: 9)) == [255, 0, 0, 255])
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        layer.contentsGravity = .resizeAspect
        img = _FrameRenderer.image(of: layer, scale: 1)
        // A square image fit into 20×10: 10×10 centred at x 5..<15.
        #expect(img.pixel(x: 3, y: 5).a == 0)
        #expect(rgba(img.pixel(x: 6, y: 5)) == [255, 0, 0, 255])
        #expect(img.pixel(x: 16, y: 5).a == 0)
        layer.contentsGravity = .resizeAspectFill
        img = _FrameRenderer.image(of: layer, scale: 1)
        #expect(rgba(img.pixel(x: 0, y: 0)) == [255, 0, 0, 255])
        #expect(rgba(img.pixel(x: 19, y: 9)) == [255, 0, 0, 255])
        // contentsScale 2 halves the natural size: the 4-pixel image is 2 points wide at .center.
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.contentsScale = 2
        layer.contentsGravity = .center
        img = _FrameRenderer.image(of: layer, scale: 1)
        #expect(img.pixel(x: 3, y: 5).a == 0)
        #expect(rgba(img.pixel(x: 4, y: 4)) == [255, 0, 0, 255])
    }

    @Test("CAShapeLayer fills with its rule, strokes part of the path and dashes")
    func shapeLayer() {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        shape.path = path
        shape.fillColor = red
        var img = _FrameRenderer.image(of: shape, scale: 1)
        // Non-zero: both rectangles wind the same way, so the inner one is filled too.
        #expect(rgba(img.pixel(x: 20, y: 20)) == [255, 0, 0, 255])
        shape.fillRule = .evenOdd
        img = _FrameRenderer.image(of: shape, scale: 1)
        #expect(img.pixel(x: 20, y: 20).a == 0)
        #expect(rgba(img.pixel(x: 5, y: 5)) == [255, 0, 0, 255])
        // A horizontal line 40 long, 4 wide, stroked up to half its length.
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 20))
        line.addLine(to: CGPoint(x: 40, y: 20))
        shape.path = line
        shape.fillColor = nil
        shape.strokeColor = blue
        shape.lineWidth = 4
        shape.strokeEnd = 0.5
        img = _FrameRenderer.image(of: shape, scale: 1)
        #expect(rgba(img.pixel(x: 10, y: 19)) == [0, 0, 255, 255])
        #expect(img.pixel(x: 30, y: 19).a == 0)
        #expect(img.pixel(x: 10, y: 23).a == 0)
        // Dashes of 5 on, 5 off: x 0..<5 painted, 5..<10 not.
        shape.strokeEnd = 1
        shape.lineDashPattern = [5, 5]
        img = _FrameRenderer.image(of: shape, scale: 1)
        #expect(rgba(img.pixel(x: 2, y: 19)) == [0, 0, 255, 255])
        #expect(img.pixel(x: 7, y: 19).a == 0)
        #expect(rgba(img.pixel(x: 12, y: 19)) == [0, 0, 255, 255])
        // A path outside the (zero) bounds still draws, as on iOS.
        let loose = CAShapeLayer()
        loose.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        loose.fillColor = red
        let holder = CALayer()
        holder.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        holder.addSublayer(loose)
        #expect(rgba(_FrameRenderer.image(of: holder, scale: 1).pixel(x: 8, y: 8)) == [255, 0, 0, 255])
    }

    @Test("CAGradientLayer interpolates between its colours along the axis")
    func gradientLayer() {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        g.colors = [red, blue]
        let img = _FrameRenderer.image(of: g, scale: 1)
        // Pixel row y samples at y + 0.5: t = 0.005, 0.505 and 0.995.
        #expect(rgba(img.pixel(x: 5, y: 0))[0] >= 252)
        let mid = rgba(img.pixel(x: 5, y: 50))
        #expect(abs(mid[0] - 126) <= 2 && abs(mid[2] - 129) <= 2)
        #expect(rgba(img.pixel(x: 5, y: 99))[2] >= 252)
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.locations = [0.5, 1]
        let h = _FrameRenderer.image(of: g, scale: 1)
        // Before the first location the first colour holds.
        #expect(rgba(h.pixel(x: 2, y: 50)) == [255, 0, 0, 255])
        // Conic around the centre, starting to the right (towards the end point), clockwise on screen:
        // red at 0°, blue at 360°; a quarter turn (straight down) is a quarter of the way to blue.
        let c = CAGradientLayer()
        c.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        c.type = .conic
        c.colors = [red, blue]
        c.startPoint = CGPoint(x: 0.5, y: 0.5)
        c.endPoint = CGPoint(x: 1, y: 0.5)
        let conic = _FrameRenderer.image(of: c, scale: 1)
        let down = rgba(conic.pixel(x: 50, y: 90)), left = rgba(conic.pixel(x: 10, y: 50)), up = rgba(conic.pixel(x: 50, y: 10))
        #expect(abs(down[0] - 191) <= 4 && abs(down[2] - 64) <= 4)
        #expect(abs(left[0] - 128) <= 4 && abs(left[2] - 128) <= 4)
        #expect(abs(up[0] - 64) <= 4 && abs(up[2] - 191) <= 4)
    }

    @Test("CATextLayer draws its string in its foreground colour")
    func textLayer() {
        let t = CATextLayer()
        t.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        t.string = "Hello"
        t.fontSize = 20
        t.foregroundColor = red
        let img = _FrameRenderer.image(of: t, scale: 2)
        var inked = 0, redInk = 0
        for y in 0..<60 { for x in 0..<200 { let p = img.pixel(x: x, y: y); if p.a > 200 { inked += 1; if p.r == 255 && p.g == 0 { redInk += 1 } } } }
        #expect(inked > 100)
        #expect(redInk == inked)
        // Nothing beyond the text's width: "Hello" at 20 points is about 55 points wide.
        for y in 0..<60 { #expect(img.pixel(x: 150, y: y).a == 0) }
    }

    @Test("Animated layers are drawn with their presentation values")
    func presentationValues() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.backgroundColor = .white
        let layer = CALayer()
        layer.frame = root.bounds
        layer.backgroundColor = .black
        root.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        spin()
        clock.advance(by: 0.25)
        // Linear timing: opacity 0.25, black over white = 191.25.
        let g = Int(_FrameRenderer.image(of: root, scale: 1, presentation: true).pixel(x: 5, y: 5).g)
        #expect(abs(g - 191) <= 1)
        // render(in:) and snapshots show the model value (opacity 1): black.
        #expect(_FrameRenderer.image(of: root, scale: 1).pixel(x: 5, y: 5).g == 0)
        clock.advance(by: 1)
        #expect(_FrameRenderer.image(of: root, scale: 1, presentation: true).pixel(x: 5, y: 5).g == 0)
    }

    @Test("A moving container drawn from its cached subtree raster matches drawing every layer")
    func cachedSubtreeMatchesDirect() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        root.backgroundColor = .white
        let container = CALayer()
        container.frame = CGRect(x: 10, y: 5, width: 30, height: 30)
        container.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1)
        container.cornerRadius = 6
        for i in 0..<5 {
            let child = CALayer()
            child.frame = CGRect(x: CGFloat(i) * 5, y: CGFloat(i) * 4, width: 12, height: 12)
            child.backgroundColor = i % 2 == 0 ? red : blue
            child.cornerRadius = 3
            child.borderWidth = 1
            child.shadowOpacity = i == 2 ? 0.5 : 0
            container.addSublayer(child)
        }
        container.opacity = 0.8
        root.addSublayer(container)
        CATransaction.commit()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 20
        move.toValue = 30
        move.duration = 1
        container.add(move, forKey: "move")
        spin()
        clock.advance(by: 0.5)     // position.x = 25: the frame's x is 10, a whole pixel at scale 2
        let cached = _FrameRenderer(size: root.bounds.size, scale: 2)
        let plain = _FrameRenderer(size: root.bounds.size, scale: 2)
        plain.renderer.cachesSubtrees = false
        cached.render([root])
        #expect((container._backingStore as? _LayerStore)?.subtree != nil)
        plain.render([root])
        var differing = 0
        for y in 0..<80 { for x in 0..<120 where cached.buffer.argb(x: x, y: y) != plain.buffer.argb(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
        // The container is in its animated place: its left edge at x = 10 points (20 pixels).
        #expect(plain.buffer.pixel(x: 19, y: 40).b == 255 && plain.buffer.pixel(x: 19, y: 40).r == 255)
        #expect(plain.buffer.pixel(x: 21, y: 30).r < 255)
    }
}
