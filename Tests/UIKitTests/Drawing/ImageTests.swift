import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIImage", .checksForLeaks)
struct UIImageTests {
    @Test("PNG data decodes at scale 1; pngData round-trips the pixels byte for byte")
    func pngRoundTrip() throws {
        let pixels: [UInt32] = [Px.red, 0x8040_2010, 0, Px.blue, 0x0100_0001, 0xFFAB_CDEF]
        let image = UIImage(cgImage: CGImage(_argbPixels: pixels, width: 3, height: 2))
        let data = try #require(image.pngData())
        let decoded = try #require(UIImage(data: data))
        #expect(decoded.scale == 1)
        #expect(decoded.size == CGSize(width: 3, height: 2))
        #expect(decoded.pixels == pixels)
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
    }

    @Test("contentsOfFile reads the scale from an @2x or @3x name")
    func fileScale() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try #require(UIImage(cgImage: CGImage(_argbPixels: Array(repeating: Px.red, count: 12), width: 6, height: 2)).pngData())
        for (name, scale) in [("icon.png", 1.0), ("icon@2x.png", 2.0), ("icon@3x.png", 3.0)] {
            let path = directory.appendingPathComponent(name).path
            try data.write(to: URL(fileURLWithPath: path))
            let image = try #require(UIImage(contentsOfFile: path))
            #expect(image.scale == CGFloat(scale))
            #expect(image.size == CGSize(width: 6 / scale, height: 2 / scale))
            // An opaque PNG is stored as RGB; it decodes with alpha 255 everywhere.
            #expect(image.pixels == Array(repeating: Px.red, count: 12))
        }
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
    }

    @Test("size is in points and swaps for left/right orientations; an empty image has zero size")
    func sizes() {
        let bitmap = CGImage(_argbPixels: Array(repeating: Px.red, count: 6), width: 3, height: 2)
        #expect(UIImage(cgImage: bitmap, scale: 2, orientation: .up).size == CGSize(width: 1.5, height: 1))
        #expect(UIImage(cgImage: bitmap, scale: 1, orientation: .left).size == CGSize(width: 2, height: 3))
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
    }

    @Test("draw(in:) draws upright in a UIKit context; draw(at:) uses the size in points")
    func drawUpright() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { _ in
            // A scale-2 image of 1×2 pixels is 0.5×1 pt; drawn at (0.5, 1) it lands on pixel column 1, rows 2…3.
            redOverBlue(scale: 2).draw(at: CGPoint(x: 0.5, y: 1))
        }
        #expect(image.pixels == [0, 0, 0, 0, 0, Px.red, 0, Px.blue])
    }

    @Test("A .down image is drawn turned half round")
    func drawDown() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let down = UIImage(cgImage: redOverBlue().cgImage!, scale: 1, orientation: .down)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { _ in
            down.draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(image.pixels == [Px.blue, Px.red])
    }

    @Test("withTintColor draws the image's alpha in the tint colour; withRenderingMode keeps the pixels")
    func templateTinting() {
        let source = UIImage(cgImage: CGImage(_argbPixels: [0x8080_0000, Px.green, 0], width: 3, height: 1))
        #expect(source.renderingMode == .automatic)
        let template = source.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.cgImage === source.cgImage)
        let tinted = source.withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysTemplate)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 1), format: format).image { _ in
            tinted.draw(at: .zero)
        }
        // Blue at the source's alpha: 0x80 premultiplied blue, then opaque blue, then nothing.
        #expect(image.pixels == [0x8000_0080, Px.blue, 0])
    }

    /// A 4×1 image: red caps around a green-blue middle, caps of 1 point on the left and right.
    func capped(_ mode: UIImage.ResizingMode) -> UIImage {
        UIImage(cgImage: CGImage(_argbPixels: [Px.red, Px.green, Px.blue, Px.red], width: 4, height: 1))
            .resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1), resizingMode: mode)
    }

    func drawn(_ image: UIImage, width: CGFloat) -> [UInt32] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: 1), format: format).image { ctx in
            ctx.cgContext.interpolationQuality = .none
            image.draw(in: CGRect(x: 0, y: 0, width: width, height: 1))
        }.pixels
    }

    @Test("A resizable image keeps its caps; the middle stretches or tiles")
    func resizableImages() {
        let stretch = capped(.stretch), tile = capped(.tile)
        #expect(stretch.capInsets == UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        #expect(stretch.resizingMode == .stretch && UIImage().resizingMode == .tile)
        // Width 6: the 2-pixel middle becomes 4 pixels, each source pixel doubled (stretch) or repeated (tile).
        #expect(drawn(stretch, width: 6) == [Px.red, Px.green, Px.green, Px.blue, Px.blue, Px.red])
        #expect(drawn(tile, width: 6) == [Px.red, Px.green, Px.blue, Px.green, Px.blue, Px.red])
        // Narrower than the caps: the caps shrink to share the width and the middle vanishes.
        #expect(drawn(stretch, width: 2) == [Px.red, Px.red])
        // Derived images keep the caps.
        #expect(stretch.withRenderingMode(.alwaysOriginal).capInsets == stretch.capInsets)
    }

    @Test("An image view draws a resizable image at its own size")
    func resizableInImageView() {
        let view = UIImageView(image: capped(.tile))
        view.frame = CGRect(x: 0, y: 0, width: 6, height: 1)
        view.layoutIfNeeded()
        #expect((view.layer.contents as? CGImage)?._argbPixels == [Px.red, Px.green, Px.blue, Px.green, Px.blue, Px.red])
    }
}
