import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that draws with UIKit string drawing in `draw(_:)`.
final class BadgeView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        "W".draw(at: CGPoint(x: 2, y: 0), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 30),
                                                           .foregroundColor: UIColor.blue])
    }
}

@MainActor @Suite("View drawing", .checksForLeaks)
struct ViewDrawingTests {
    func inkBox(_ img: _PixelBuffer, where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> (Int, Int, Int, Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<img.height { for x in 0..<img.width where test(img.pixel(x: x, y: y)) {
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        } }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }

    @Test("A view that overrides draw(_:) is drawn once into its backing store, again after setNeedsDisplay")
    func drawOverride() {
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .white
        let frames = _FrameRenderer(size: view.bounds.size, scale: 2)
        frames.render([view.layer])
        #expect(view.draws == 1)
        guard let box = inkBox(frames.buffer, where: { $0.b > 200 && $0.r < 100 }) else { Issue.record("no ink"); return }
        // A 30-point bold "W" starting 2 points in: blue ink inside the view, left edge near x = 4 pixels.
        #expect(box.0 >= 4 && box.0 <= 8)
        #expect(box.2 < 80 && box.3 < 80)
        frames.invalidate()
        frames.render([view.layer])
        #expect(view.draws == 1)
        view.setNeedsDisplay()
        frames.render([view.layer])
        #expect(view.draws == 2)
        // A new size stretches the drawn content (scaleToFill) without drawing again, as on iOS ...
        view.bounds.size = CGSize(width: 80, height: 40)
        let stretched = _FrameRenderer.image(of: view.layer, scale: 2)
        #expect(view.draws == 2)
        let wide = inkBox(stretched, where: { $0.b > 200 && $0.r < 100 })!
        #expect(wide.0 >= 8 && wide.0 <= 16)         // the "W" starts twice as far in
        // ... while contentMode .redraw draws again.
        view.contentMode = .redraw
        view.bounds.size = CGSize(width: 60, height: 40)
        _ = _FrameRenderer.image(of: view.layer, scale: 2)
        #expect(view.draws == 3)
        // A plain UIView has no backing store drawing at all.
        let plain = UIView(frame: view.bounds)
        _ = _FrameRenderer.image(of: plain.layer, scale: 1)
        #expect((plain.layer._backingStore as? _LayerStore)?.content == nil)
        #expect(UIView._overridesDraw[ObjectIdentifier(UIView.self)] == false)
        #expect(UIView._overridesDraw[ObjectIdentifier(BadgeView.self)] == true)
    }

    @Test("UILabel draws its text centred vertically, aligned, truncated inside its bounds")
    func labelPixels() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .red
        var img = _FrameRenderer.image(of: label.layer, scale: 1)
        guard let box = inkBox(img, where: { $0.a > 128 }) else { Issue.record("no ink"); return }
        // Centred vertically: the line box (about 23 points) sits from y ≈ 18.4 to 41.6.
        let lineHeight = label.font.lineHeight
        let top = (60 - lineHeight) / 2
        #expect(box.1 >= Int(top) && box.3 <= Int(top + lineHeight) + 1)
        #expect(box.0 < 5)                       // natural alignment: left
        #expect(img.pixel(x: box.0, y: box.1).a > 0)
        label.textAlignment = .right
        img = _FrameRenderer.image(of: label.layer, scale: 1)
        let right = inkBox(img, where: { $0.a > 128 })!
        #expect(right.2 > 190 && right.0 > 100)
        label.textAlignment = .center
        img = _FrameRenderer.image(of: label.layer, scale: 1)
        let centre = inkBox(img, where: { $0.a > 128 })!
        #expect(abs((centre.0 + centre.2) / 2 - 100) <= 2)
        // A long text is truncated with an ellipsis that stays inside the bounds.
        label.textAlignment = .left
        label.text = String(repeating: "truncate ", count: 20)
        img = _FrameRenderer.image(of: label.layer, scale: 1)
        let long = inkBox(img, where: { $0.a > 128 })!
        #expect(long.2 < 200 && long.2 > 150)
    }

    @Test("drawHierarchy draws the view tree into the current context, scaled to the rectangle")
    func drawHierarchy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        view.addSubview(child)
        // Without a current context it draws nothing and says so.
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 10), afterScreenUpdates: false) == false)
        let ctx = CGContext(_width: 80, height: 40, scale: 2, flipped: false)
        _UIGraphicsContextStack.push(ctx)
        defer { _UIGraphicsContextStack.pop() }
        // Drawn at twice its size (40×20 points = 80×40 pixels at scale 2).
        #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true))
        let img = _PixelBuffer(surface: ctx._surface!, scale: 2)
        #expect(img.pixel(x: 10, y: 20).r == 255 && img.pixel(x: 10, y: 20).b == 0)
        #expect(img.pixel(x: 39, y: 20).r == 255)
        #expect(img.pixel(x: 41, y: 20).b == 255 && img.pixel(x: 41, y: 20).r == 0)
        #expect(img.pixel(x: 79, y: 39).b == 255)
    }

    @Test("assertSnapshot fails on a different rendering and writes the actual and diff images")
    func snapshotFailure() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ViewDrawingTests")
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.backgroundColor = .green
        // Record a reference with a red view, then compare the green one against it.
        let red = UIView(frame: view.bounds)
        red.backgroundColor = .red
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let reference = dir.appendingPathComponent("swapped.png")
        _FrameRenderer.image(of: red.layer, scale: 1).writePNG(to: reference.path)
        defer {
            for name in ["swapped.png", "swapped.actual.png", "swapped.diff.png"] {
                try? FileManager.default.removeItem(at: dir.appendingPathComponent(name))
            }
            try? FileManager.default.removeItem(at: dir)
        }
        withKnownIssue {
            assertSnapshot(of: view, named: "swapped", scale: 1)
        }
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("swapped.actual.png").path))
        let diff = try #require(_PixelBuffer.readPNG(path: dir.appendingPathComponent("swapped.diff.png").path))
        #expect(diff.pixel(x: 4, y: 4).r == 255 && diff.pixel(x: 4, y: 4).g == 0)
        // Within tolerance (every pixel may differ) it passes.
        assertSnapshot(of: view, named: "swapped", scale: 1, tolerance: 1)
    }

    @Test("Attributed text draws each run in its own colour")
    func attributedColours() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let text = NSMutableAttributedString(string: "RED", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 24)])
        text.append(NSAttributedString(string: "BLUE", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.boldSystemFont(ofSize: 24)]))
        label.attributedText = text
        let img = _FrameRenderer.image(of: label.layer, scale: 1)
        let redInk = inkBox(img, where: { $0.a == 255 && $0.r == 255 && $0.b == 0 })
        let blueInk = inkBox(img, where: { $0.a == 255 && $0.b == 255 && $0.r == 0 })
        #expect(redInk != nil && blueInk != nil)
        if let r = redInk, let b = blueInk { #expect(r.2 < b.0) }    // red ink entirely left of the blue
        #expect(label.text == "REDBLUE")
    }

    @Test("layer.render(in:) and drawHierarchy work inside UIGraphicsImageRenderer")
    func imageRendererIntegration() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        view.layer.cornerRadius = 5
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        let image = renderer.image { ctx in
            view.layer.render(in: ctx.cgContext)
            ctx.cgContext.translateBy(x: 10, y: 0)
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
        let cg = try #require(image.cgImage)
        #expect(cg.width == 40 && cg.height == 20)
        let pixels = _PixelBuffer(surface: cg._surface, scale: 2)
        // Both copies: the centre is red, the rounded corner is empty.
        #expect(pixels.pixel(x: 10, y: 10).r == 255 && pixels.pixel(x: 10, y: 10).a == 255)
        #expect(pixels.pixel(x: 30, y: 10).r == 255 && pixels.pixel(x: 30, y: 10).a == 255)
        #expect(pixels.pixel(x: 0, y: 0).a == 0)
        #expect(pixels.pixel(x: 20, y: 0).a == 0)
    }

    @Test("adjustsFontSizeToFitWidth shrinks a one-line label's text to fit, down to minimumScaleFactor")
    func shrinkToFit() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "A rather long line of text"
        label.font = .systemFont(ofSize: 20)
        let natural = "A rather long line of text".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width
        #expect(natural > 200)
        label.adjustsFontSizeToFitWidth = true
        var img = _FrameRenderer.image(of: label.layer, scale: 1)
        var box = inkBox(img, where: { $0.a > 100 })!
        // Shrunk, not truncated: the ink spans most of the width and ends inside it.
        #expect(box.2 > 85 && box.2 < 100)
        // Not below half the size: at 10 points it is still too wide, so it is truncated at 10 points.
        label.minimumScaleFactor = 0.5
        img = _FrameRenderer.image(of: label.layer, scale: 1)
        box = inkBox(img, where: { $0.a > 100 })!
        #expect(box.3 - box.1 < 14)
        label.isHighlighted = true
        label.highlightedTextColor = .red
        img = _FrameRenderer.image(of: label.layer, scale: 1)
        #expect(inkBox(img, where: { $0.a > 150 && $0.r == 255 && $0.g == 0 }) != nil)
    }

    @Test("In a visible window, draw(_:) runs in the commit of the turn that asked for display")
    func drawInCommit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        window.isHidden = false
        spin()
        let first = view.draws
        #expect(first == 1)              // displayed on first appearance, as iOS does for draw(_:) overrides
        view.setNeedsDisplay()
        #expect(view.draws == first)     // not yet: display happens in the commit
        spin()
        #expect(view.draws == first + 1)
        // Rendering afterwards reuses the backing store drawn in the commit.
        _ = _FrameRenderer.image(of: window.layer, scale: UIScreen.main.scale)
        #expect(view.draws == first + 1)
        window.isHidden = true
    }

    @Test("snapshotView shows a picture of the view's tree; resizableSnapshotView a part of it")
    func snapshotViews() throws {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 10))
        view.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue
        view.addSubview(child)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.bounds.size == CGSize(width: 20, height: 10))
        #expect(snapshot.subviews.isEmpty)
        let scale = UIScreen.main.scale
        let original = _FrameRenderer.image(of: view.layer, scale: scale)
        let copy = _FrameRenderer.image(of: snapshot.layer, scale: scale)
        var differing = 0
        for y in 0..<original.height { for x in 0..<original.width where original.argb(x: x, y: y) != copy.argb(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
        let part = try #require(view.resizableSnapshotView(from: CGRect(x: 10, y: 0, width: 10, height: 10), afterScreenUpdates: false,
                                                           withCapInsets: .zero))
        let partImage = _FrameRenderer.image(of: part.layer, scale: 1)
        #expect(partImage.pixel(x: 5, y: 5).b == 255 && partImage.pixel(x: 5, y: 5).r == 0)
    }
}
