import CoreGraphics
import Foundation
import Testing

@Suite("CGImage pixels, cropping, PNG and drawing orientation")
struct ImageTests {
    @Test("PNG encode then decode gives back byte-identical premultiplied pixels, translucent ones included")
    func pngRoundTrip() throws {
        let pixels: [UInt32] = [ARGB.red, ARGB.green, 0x8040_2010, 0,
                                ARGB.blue, 0x0101_0000, 0xFF12_3456, 0x7F7F_7F7F]
        let image = CGImage(_argbPixels: pixels, width: 4, height: 2)
        let png = try #require(image._encodePNG())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(CGImage._decodePNG(png))
        #expect(decoded.width == 4 && decoded.height == 2)
        #expect(decoded._argbPixels == pixels)
    }

    @Test("Bytes that are not a PNG do not decode")
    func notPNG() {
        #expect(CGImage._decodePNG(Data([1, 2, 3, 4, 5, 6, 7, 8, 9])) == nil)
        #expect(CGImage._decodePNG(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0])) == nil)
    }

    @Test("Image geometry and cropping")
    func cropping() {
        let pixels = (0..<16).map { UInt32(0xFF00_0000) | UInt32($0) }
        let image = CGImage(_argbPixels: pixels, width: 4, height: 4)
        #expect(image.bytesPerRow == 16 && image.bitsPerPixel == 32 && image.bitsPerComponent == 8)
        let crop = image.cropping(to: CGRect(x: 1, y: 1, width: 2, height: 2))!
        #expect(crop._argbPixels == [pixels[5], pixels[6], pixels[9], pixels[10]])
        // Fractional edges grow to whole pixels; no overlap gives nil.
        #expect(image.cropping(to: CGRect(x: 2.5, y: 0, width: 10, height: 0.5))?.width == 2)
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2)) == nil)
    }

    /// A 1×2 image: red on top, blue below.
    let redOverBlue = CGImage(_argbPixels: [ARGB.red, ARGB.blue], width: 1, height: 2)

    @Test("draw(_:in:) is upright in a CoreGraphics bitmap context: the top row stays on top")
    func drawUprightInBitmapContext() {
        let ctx = CGContext(data: nil, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(ctx.makeImage()!._argbPixels == [ARGB.red, ARGB.blue])
    }

    @Test("draw(_:in:) in a UIKit context shows the image upside down, as on iOS")
    func drawFlippedInUIKitContext() {
        let ctx = CGContext.uikit(width: 1, height: 2)
        ctx.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(ctx.makeImage()!._argbPixels == [ARGB.blue, ARGB.red])
    }

    @Test("An image drawn at twice its size with interpolation off repeats each pixel")
    func scaledNearest() {
        let ctx = CGContext.uikit(width: 2, height: 4)
        ctx.interpolationQuality = .none
        ctx._drawImage(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 4), flipped: false)
        #expect(ctx.makeImage()!._argbPixels == [ARGB.red, ARGB.red, ARGB.red, ARGB.red,
                                                 ARGB.blue, ARGB.blue, ARGB.blue, ARGB.blue])
    }

    @Test("makeImage copies: later drawing does not change an image already made")
    func makeImageCopies() {
        let ctx = CGContext.uikit(width: 1, height: 1)
        let before = ctx.makeImage()!
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(before._pixel(x: 0, y: 0) == 0)
        #expect(ctx.pixel(0, 0) == ARGB.black)
    }
}
