import CoreGraphics
import Testing

@Suite("CGContext fills, scale and coordinate spaces")
struct ContextFillTests {
    @Test("A filled rect covers exactly its pixels at scale 1")
    func fillRectScale1() {
        let ctx = CGContext.uikit(width: 10, height: 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 3, width: 4, height: 5))
        // Columns 2…5 and rows 3…7 are inside; their neighbours are not.
        #expect(ctx.pixel(2, 3) == ARGB.red)
        #expect(ctx.pixel(5, 7) == ARGB.red)
        #expect(ctx.pixel(1, 3) == ARGB.clear)
        #expect(ctx.pixel(6, 3) == ARGB.clear)
        #expect(ctx.pixel(2, 2) == ARGB.clear)
        #expect(ctx.pixel(2, 8) == ARGB.clear)
    }

    @Test("At scale 2 a 2×2 pt rect at (1, 1) pt covers pixels 2…5, and ctm is flipped and scaled")
    func fillRectScale2() {
        let ctx = CGContext.uikit(width: 10, height: 10, scale: 2)
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(ctx.pixel(2, 2) == ARGB.blue)
        #expect(ctx.pixel(5, 5) == ARGB.blue)
        #expect(ctx.pixel(1, 1) == ARGB.clear)
        #expect(ctx.pixel(6, 6) == ARGB.clear)
        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 10))
    }

    @Test("A CoreGraphics bitmap context has a bottom-left origin and an identity ctm")
    func bitmapContextIsBottomLeft() {
        let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        #expect(ctx.ctm == .identity)
        #expect(ctx.bytesPerRow == 16)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        // y = 0…1 in user space is the bottom row, which is the last row in memory.
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: bytes + 12 * 4, count: 4)) == [255, 0, 0, 255])
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 4)) == [0, 0, 0, 0])
    }

    @Test("A caller's RGBA buffer receives each drawing operation, and its contents are read in first")
    func callerBufferIsMirrored() {
        var buffer = [UInt8](repeating: 0, count: 2 * 1 * 4)
        buffer[4...7] = [0, 0, 255, 255] // pixel 1 starts blue
        buffer.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)!
            ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(buffer == [0, 255, 0, 255, 0, 0, 255, 255])
    }

    @Test("Unsupported bitmap layouts return nil")
    func unsupportedLayouts() {
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 4,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("setAlpha scales the fill: red at 0.6 is premultiplied 153")
    func globalAlpha() {
        let ctx = CGContext.uikit(width: 1, height: 1)
        ctx.setAlpha(0.6)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.pixel(0, 0) == 0x9999_0000)
    }

    @Test("Blend mode copy replaces the destination; clear(_:) empties pixels")
    func blendModes() {
        let ctx = CGContext.uikit(width: 3, height: 1)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        ctx.setBlendMode(.copy)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.6)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setBlendMode(.normal)
        ctx.clear(CGRect(x: 2, y: 0, width: 1, height: 1))
        // Copy ignores the blue underneath: red premultiplied by 0.6.
        #expect(ctx.row(0) == [0x9999_0000, ARGB.blue, ARGB.clear])
    }

    @Test("Save and restore bring back colour, alpha and CTM")
    func saveRestore() {
        let ctx = CGContext.uikit(width: 4, height: 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setAlpha(0)
        ctx.translateBy(x: 2, y: 0)
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.row(0) == [ARGB.red, ARGB.clear, ARGB.clear, ARGB.clear])
    }
}

@Suite("CGContext transparency layers")
struct TransparencyLayerTests {
    @Test("Overlapping fills in a transparency layer fade as one: the overlap is not darker")
    func groupAlpha() {
        let ctx = CGContext.uikit(width: 3, height: 1)
        ctx.setAlpha(0.6)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        ctx.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        ctx.endTransparencyLayer()
        // Inside the layer each pixel is opaque red; the layer is composited at 0.6 → premultiplied 153.
        #expect(ctx.row(0) == [0x9999_0000, 0x9999_0000, 0x9999_0000])
        // Without a layer the overlap would have been 0.6 + 0.6 × 0.4 = 0.84.
        let plain = CGContext.uikit(width: 3, height: 1)
        plain.setAlpha(0.6)
        plain.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        plain.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        plain.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect((213...215).contains(ARGB.alpha(plain.pixel(1, 0))))
    }
}
