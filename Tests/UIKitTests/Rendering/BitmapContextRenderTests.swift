import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// One of the bitmap layouts `CGContext(data:width:height:…)` accepts, with the bytes it stores for a
/// premultiplied ARGB pixel (written out by hand per layout, not derived from the library).
struct BitmapFormat: CustomTestStringConvertible, Sendable {
    let name: String
    let gray: Bool
    let info: UInt32
    let bytesPerPixel: Int
    /// The bytes in memory for the premultiplied pixel (a, r, g, b).
    let bytes: @Sendable (_ a: UInt8, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> [UInt8]
    /// The word `makeImage()` holds for that pixel: skip layouts are opaque, gray is grey, alpha-only is black.
    let imageWord: @Sendable (_ a: UInt8, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32
    /// Whether undrawn (zero) pixels keep zero bytes: not for skip layouts, whose skipped byte is written.
    var keepsZeroBytes: Bool { !name.contains("Skip") }

    var testDescription: String { name }

    static func argb(_ a: UInt8, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        let high: UInt32 = UInt32(a) << 24 | UInt32(r) << 16
        return high | UInt32(g) << 8 | UInt32(b)
    }
    /// Rec. 601 luma, rounded: what a gray context stores.
    static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let weighted: Int = Int(r) * 299 + Int(g) * 587 + Int(b) * 114
        return UInt8((weighted + 500) / 1000)
    }

    static let little = CGBitmapInfo.byteOrder32Little.rawValue, big = CGBitmapInfo.byteOrder32Big.rawValue
    static let all: [BitmapFormat] = [
        BitmapFormat(name: "premultipliedFirst, 32Little (native)", gray: false,
                     info: CGImageAlphaInfo.premultipliedFirst.rawValue | little, bytesPerPixel: 4,
                     bytes: { a, r, g, b in [b, g, r, a] }, imageWord: { a, r, g, b in argb(a, r, g, b) }),
        BitmapFormat(name: "premultipliedFirst, default order", gray: false,
                     info: CGImageAlphaInfo.premultipliedFirst.rawValue, bytesPerPixel: 4,
                     bytes: { a, r, g, b in [a, r, g, b] }, imageWord: { a, r, g, b in argb(a, r, g, b) }),
        BitmapFormat(name: "premultipliedFirst, 32Big", gray: false,
                     info: CGImageAlphaInfo.premultipliedFirst.rawValue | big, bytesPerPixel: 4,
                     bytes: { a, r, g, b in [a, r, g, b] }, imageWord: { a, r, g, b in argb(a, r, g, b) }),
        BitmapFormat(name: "premultipliedLast, default order", gray: false,
                     info: CGImageAlphaInfo.premultipliedLast.rawValue, bytesPerPixel: 4,
                     bytes: { a, r, g, b in [r, g, b, a] }, imageWord: { a, r, g, b in argb(a, r, g, b) }),
        BitmapFormat(name: "premultipliedLast, 32Big", gray: false,
                     info: CGImageAlphaInfo.premultipliedLast.rawValue | big, bytesPerPixel: 4,
                     bytes: { a, r, g, b in [r, g, b, a] }, imageWord: { a, r, g, b in argb(a, r, g, b) }),
        BitmapFormat(name: "premultipliedLast, 32Little", gray: false,
                     info: CGImageAlphaInfo.premultipliedLast.rawValue | little, bytesPerPixel: 4,
                     bytes: { a, r, g, b in [a, b, g, r] }, imageWord: { a, r, g, b in argb(a, r, g, b) }),
        BitmapFormat(name: "noneSkipFirst, default order", gray: false,
                     info: CGImageAlphaInfo.noneSkipFirst.rawValue, bytesPerPixel: 4,
                     bytes: { _, r, g, b in [255, r, g, b] }, imageWord: { _, r, g, b in argb(255, r, g, b) }),
        BitmapFormat(name: "noneSkipFirst, 32Little", gray: false,
                     info: CGImageAlphaInfo.noneSkipFirst.rawValue | little, bytesPerPixel: 4,
                     bytes: { _, r, g, b in [b, g, r, 255] }, imageWord: { _, r, g, b in argb(255, r, g, b) }),
        BitmapFormat(name: "noneSkipLast, default order", gray: false,
                     info: CGImageAlphaInfo.noneSkipLast.rawValue, bytesPerPixel: 4,
                     bytes: { _, r, g, b in [r, g, b, 255] }, imageWord: { _, r, g, b in argb(255, r, g, b) }),
        BitmapFormat(name: "noneSkipLast, 32Little", gray: false,
                     info: CGImageAlphaInfo.noneSkipLast.rawValue | little, bytesPerPixel: 4,
                     bytes: { _, r, g, b in [255, b, g, r] }, imageWord: { _, r, g, b in argb(255, r, g, b) }),
        BitmapFormat(name: "gray, none", gray: true, info: CGImageAlphaInfo.none.rawValue, bytesPerPixel: 1,
                     bytes: { _, r, g, b in [luma(r, g, b)] },
                     imageWord: { _, r, g, b in let l = luma(r, g, b); return argb(255, l, l, l) }),
        BitmapFormat(name: "alphaOnly", gray: true, info: CGImageAlphaInfo.alphaOnly.rawValue, bytesPerPixel: 1,
                     bytes: { a, _, _, _ in [a] }, imageWord: { a, _, _, _ in argb(a, 0, 0, 0) }),
    ]

    func makeContext(width: Int, height: Int, data: UnsafeMutableRawPointer? = nil) -> CGContext {
        CGContext(data: data, width: width, height: height, bitsPerComponent: 8, bytesPerRow: data == nil ? 0 : width * bytesPerPixel,
                  space: gray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
    }
}

extension CGContext {
    /// The bytes of pixel (x, y), row 0 first in memory.
    func bytes(_ x: Int, _ y: Int) -> [UInt8] {
        let size = bitsPerPixel / 8
        let start = data!.assumingMemoryBound(to: UInt8.self) + y * bytesPerRow + x * size
        return Array(UnsafeBufferPointer(start: start, count: size))
    }
    /// Flips user space to UIKit's top-left origin, as snapshot code does before `render(in:)`.
    func flipToUIKit() {
        translateBy(x: 0, y: CGFloat(height))
        scaleBy(x: 1, y: -1)
    }
}

/// The premultiplied (a, r, g, b) of an ARGB word.
private func parts(_ word: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
    (UInt8(word >> 24), UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
}

/// A view with a subview, a hard shadow, a gradient layer and a label: every path of the layer renderer.
@MainActor private func compositeView() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    root.backgroundColor = .blue
    let red = UIView(frame: CGRect(x: 2, y: 2, width: 8, height: 8))
    red.backgroundColor = .red
    root.addSubview(red)
    let casting = UIView(frame: CGRect(x: 20, y: 2, width: 6, height: 6))
    casting.backgroundColor = .green
    casting.layer.shadowOpacity = 1
    casting.layer.shadowRadius = 0
    casting.layer.shadowOffset = CGSize(width: 2, height: 2)
    root.addSubview(casting)
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 2, y: 14, width: 16, height: 8)
    gradient.colors = [UIColor.red.cgColor, UIColor.green.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    root.layer.addSublayer(gradient)
    let label = UILabel(frame: CGRect(x: 20, y: 12, width: 20, height: 18))
    label.text = "Hi"
    label.font = .boldSystemFont(ofSize: 14)
    label.textColor = .white
    root.addSubview(label)
    return root
}

@MainActor @Suite("layer.render(in:) into CoreGraphics bitmap contexts (issue 9, bug 2)", .checksForLeaks)
struct BitmapContextRenderTests {
    /// UIColor(red: 1, green: 0.2, blue: 0.6): 255, 51, 153 exactly (k/255 survives Cairo's 16-bit colours).
    static let pink: UInt32 = 0xFFFF_3399

    @Test("render(in:) of a coloured view reaches data and makeImage() in every accepted bitmap format",
          arguments: BitmapFormat.all)
    func coloredViewReachesTheBytes(format: BitmapFormat) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 3))
        view.backgroundColor = UIColor(red: 1, green: 0.2, blue: 0.6, alpha: 1)
        // Two columns more than the view: they stay empty.
        let ctx = format.makeContext(width: 6, height: 3)
        view.layer.render(in: ctx)
        let (a, r, g, b) = parts(Self.pink)
        for y in 0..<3 {
            for x in 0..<4 { #expect(ctx.bytes(x, y) == format.bytes(a, r, g, b), "pixel (\(x), \(y))") }
            if format.keepsZeroBytes { #expect(ctx.bytes(5, y) == [UInt8](repeating: 0, count: format.bytesPerPixel)) }
        }
        let image = try #require(ctx.makeImage())
        #expect(image._pixel(x: 0, y: 0) == format.imageWord(a, r, g, b))
        #expect(image._pixel(x: 3, y: 2) == format.imageWord(a, r, g, b))
        #expect(image._pixel(x: 5, y: 1) == format.imageWord(0, 0, 0, 0))
    }

    @Test("render(in:) reaches a caller-provided buffer in every accepted bitmap format", arguments: BitmapFormat.all)
    func callerBufferReceivesTheRender(format: BitmapFormat) throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        view.backgroundColor = UIColor(red: 1, green: 0.2, blue: 0.6, alpha: 1)
        var buffer = [UInt8](repeating: 0, count: 3 * 2 * format.bytesPerPixel)
        var image: CGImage?
        buffer.withUnsafeMutableBytes { raw in
            let ctx = format.makeContext(width: 3, height: 2, data: raw.baseAddress)
            view.layer.render(in: ctx)
            image = ctx.makeImage()
        }
        let (a, r, g, b) = parts(Self.pink)
        let n = format.bytesPerPixel
        for y in 0..<2 {
            for x in 0..<2 {
                let start = (y * 3 + x) * n
                #expect(Array(buffer[start..<start + n]) == format.bytes(a, r, g, b), "pixel (\(x), \(y))")
            }
            if format.keepsZeroBytes { #expect(Array(buffer[(y * 3 + 2) * n..<(y * 3 + 3) * n]) == [UInt8](repeating: 0, count: n)) }
        }
        #expect(try #require(image)._pixel(x: 1, y: 1) == format.imageWord(a, r, g, b))
    }

    @Test("Subviews, a shadow, a gradient layer and text reach data and makeImage() in every format, pixel for pixel",
          arguments: BitmapFormat.all)
    func compositeReachesTheBytes(format: BitmapFormat) throws {
        let view = compositeView()
        // The reference: Cairo's own layout, drawn straight into the context's memory.
        let native = CGContext(data: nil, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(),
                               bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        native.flipToUIKit()
        view.layer.render(in: native)
        let ctx = format.makeContext(width: 40, height: 30)
        ctx.flipToUIKit()
        view.layer.render(in: ctx)
        func word(_ x: Int, _ y: Int) -> UInt32 {
            let p = native.bytes(x, y)
            return BitmapFormat.argb(p[3], p[2], p[1], p[0])
        }
        // Worked out by hand: the blue background, the red subview, the green view and its hard black
        // shadow (offset 2, 2: it shows at x 26…27 and y 8…9 beside the green view); the gradient, red on its
        // left end (x 2) and green on its right (x 17), opaque.
        #expect(word(1, 1) == 0xFF00_00FF)
        #expect(word(5, 5) == 0xFFFF_0000)
        #expect(word(21, 3) == 0xFF00_FF00)
        #expect(word(27, 9) == 0xFF00_0000)
        let left = parts(word(2, 18)), right = parts(word(17, 18))
        #expect(left.0 == 255 && left.1 > 240 && left.2 < 15 && left.3 == 0)
        #expect(right.0 == 255 && right.2 > 240 && right.1 < 15 && right.3 == 0)
        // Text ink: some pixel inside the label is neither the background nor empty.
        var inked = false
        for y in 12..<30 { for x in 20..<40 where word(x, y) != 0xFF00_00FF { inked = true } }
        #expect(inked)
        let image = try #require(ctx.makeImage())
        var mismatches = 0
        for y in 0..<30 {
            for x in 0..<40 {
                let (a, r, g, b) = parts(word(x, y))
                if ctx.bytes(x, y) != format.bytes(a, r, g, b) || image._pixel(x: x, y: y) != format.imageWord(a, r, g, b) {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("String drawing with UIGraphicsPushContext reaches a premultipliedLast context's data")
    func stringDrawingReachesTheBytes() throws {
        func draw(into ctx: CGContext) {
            ctx.flipToUIKit()
            UIGraphicsPushContext(ctx)
            "W".draw(at: .zero, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.red])
            UIGraphicsPopContext()
        }
        let native = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(),
                               bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        draw(into: native)
        let rgba = try #require(BitmapFormat.all.first { $0.name == "premultipliedLast, default order" })
        let ctx = rgba.makeContext(width: 20, height: 20)
        draw(into: ctx)
        var ink = 0, mismatches = 0
        for y in 0..<20 {
            for x in 0..<20 {
                let p = native.bytes(x, y)
                if p[3] > 0 { ink += 1 }
                if ctx.bytes(x, y) != [p[2], p[1], p[0], p[3]] { mismatches += 1 }
            }
        }
        #expect(ink > 10)
        #expect(mismatches == 0)
    }
}
