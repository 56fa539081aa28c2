import Foundation
import Testing
import UIKit
import UIKitTesting

/// Zero-sized and enormous image renderers and image contexts, and malformed PNG data (issue 19,
/// "Hostile input").
///
/// Verified (crash reports, iOS 17+): `UIGraphicsBeginImageContextWithOptions` with a size it cannot
/// allocate raises `NSInternalInconsistencyException` "UIGraphicsBeginImageContext() failed to allocate
/// CGBitampContext: size={0, 0}, scale=1.000000, bitmapInfo=0x2002. Use UIGraphicsImageRenderer to
/// avoid this assert." (sic), 0x2006 when opaque. `UIGraphicsImageRenderer` is the documented way to draw
/// any size; that it returns an empty image for a zero size (rather than asserting) is inferred from apps
/// that switched to it for exactly that case. Huge sizes are refused by `_BitmapLimits` (our constant;
/// iOS fails when memory runs out). `UIImage(data:)` is failable: nil for data it cannot decode.
@MainActor @Suite("Hostile input: image renderers and PNG data", .checksForLeaks)
struct HostileImageTests {
    @Test("Hostile: UIGraphicsImageRenderer of zero size")
    func zeroSizedRenderer() {
        var drew = false
        let image = UIGraphicsImageRenderer(size: .zero).image { context in
            drew = true
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(drew)
        #expect(image.size == .zero && image.cgImage == nil)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 5)).image { _ in }.size == .zero)
    }

    @Test("Hostile: UIGraphicsImageRenderer of enormous size")
    func enormousRenderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        // 100 000 points a side is over the 32 767-pixel side; nothing is allocated, the image is empty.
        let huge = UIGraphicsImageRenderer(size: CGSize(width: 100_000, height: 100_000), format: format).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(huge.size == .zero)
        let infinite = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.infinity, height: 1), format: format).image { _ in }
        #expect(infinite.size == .zero)
        // The largest square allowed (8192 × 8192 pixels = 2^26) still renders.
        format.scale = 2
        let largest = UIGraphicsImageRenderer(size: CGSize(width: 4096, height: 4096), format: format).image { _ in }
        #expect(largest.cgImage?.width == 8192 && largest.size == CGSize(width: 4096, height: 4096))
    }

    @Test("Hostile: UIGraphicsBeginImageContext of zero and enormous size")
    func zeroSizedImageContext() {
        let exceptions = withCapturedExceptions {
            UIGraphicsBeginImageContext(.zero)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 264.66666666666669, height: 0), true, 3)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 1e6, height: 1e6), false, 1)
        }
        #expect(exceptions.map(\.name) == Array(repeating: .internalInconsistencyException, count: 3))
        #expect(exceptions.map(\.reason) == [
            "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={0, 0}, scale=1.000000, bitmapInfo=0x2002. Use UIGraphicsImageRenderer to avoid this assert.",
            "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={264.66666666666669, 0}, scale=3.000000, bitmapInfo=0x2006. Use UIGraphicsImageRenderer to avoid this assert.",
            "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={1000000, 1000000}, scale=1.000000, bitmapInfo=0x2002. Use UIGraphicsImageRenderer to avoid this assert.",
        ])
        // Nothing was pushed.
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    /// A 2 × 2 PNG drawn by the renderer.
    func smallPNG() -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
    }

    @Test("Hostile: malformed PNG data")
    func malformedPNG() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not an image at all".utf8)) == nil)
        var corrupted = smallPNG()
        #expect(UIImage(data: corrupted) != nil)
        // Flip bytes inside the image data (after the signature and header): the checksum no longer matches.
        for index in 40..<min(60, corrupted.count) { corrupted[index] ^= 0xFF }
        #expect(UIImage(data: corrupted) == nil)
        // The signature alone, and a signature followed by garbage.
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        #expect(UIImage(data: Data(signature)) == nil)
        #expect(UIImage(data: Data(signature + [UInt8](repeating: 0xAB, count: 64))) == nil)
    }

    @Test("Hostile: truncated PNG data")
    func truncatedPNG() {
        let png = smallPNG()
        for length in [9, 16, 24, 33, png.count / 2, png.count - 1] {
            #expect(UIImage(data: png.prefix(length)) == nil, "prefix of \(length) bytes")
        }
        #expect(UIImage(data: png)?.size == CGSize(width: 2, height: 2))
    }

    @Test("Hostile: PNG declaring huge dimensions is refused before allocating")
    func hugePNG() {
        // A well-formed header (correct CRC) declaring 100 000 × 100 000 pixels, then a bit of data.
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let length = UInt32(body.count), crc = crc32(typed)
            return withUnsafeBytes(of: length.bigEndian, Array.init) + typed + withUnsafeBytes(of: crc.bigEndian, Array.init)
        }
        let side = withUnsafeBytes(of: UInt32(100_000).bigEndian, Array.init)
        let header = side + side + [8, 6, 0, 0, 0]   // 8-bit RGBA, no interlace
        let data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
                        + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", []))
        #expect(UIImage(data: data) == nil)
        // And a zero-width header.
        let zero = [UInt8](repeating: 0, count: 4) + side + [8, 6, 0, 0, 0]
        #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", zero) + chunk("IEND", []))) == nil)
    }
}

/// The PNG (zlib) CRC-32 of `bytes`.
private func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
