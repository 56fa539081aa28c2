import Foundation
import Testing
@testable import CoreGraphics

/// Zero-sized and enormous bitmap contexts, and image crops (issue 19, "Hostile input").
///
/// Apple's `CGContext(data:width:height:…)` is failable; a zero size fails (UIKit's iOS 17 assertion
/// "failed to allocate CGBitampContext: size={0, 0}" reports exactly that). The bytes-per-row line is
/// CoreGraphics' console text as developers quote it; the unsupported-combination line is verified in
/// quoted logs. Enormous sizes are refused by our `_BitmapLimits` (32 767 pixels a side, 2^26 pixels)
/// before allocating: Apple has no documented limit (it fails when memory runs out). On the main actor:
/// the diagnostics hook is process-wide, like the captures of the UIKit suites that run there.
@MainActor @Suite("Hostile input: bitmap contexts and crops")
struct HostileBitmapTests {
    let rgb = CGColorSpaceCreateDeviceRGB()
    let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue

    func capturingLog(_ body: () -> Void) -> [String] {
        let lines = _Locked()
        _Diagnostics.withLogHandler({ line in lines.append(line) }) { body() }
        return lines.values
    }

    @Test("Hostile: zero-sized bitmap context")
    func zeroSizedContext() {
        let lines = capturingLog {
            #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
            #expect(CGContext(data: nil, width: 10, height: 0, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
            #expect(CGContext(data: nil, width: -1, height: -1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        }
        #expect(lines.isEmpty)
        // One pixel is the smallest bitmap, and it works.
        let one = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast)
        #expect(one?.width == 1 && one?.makeImage()?.width == 1)
    }

    @Test("Hostile: enormous bitmap context")
    func enormousContext() {
        let lines = capturingLog {
            // 1 << 20 a side: over the 32 767-pixel side; 20 000 × 20 000: over 2^26 pixels. Neither allocates.
            #expect(CGContext(data: nil, width: 1 << 20, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
            #expect(CGContext(data: nil, width: 20_000, height: 20_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
            #expect(CGContext(data: nil, width: Int.max, height: Int.max, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast) == nil)
        }
        #expect(lines.isEmpty)
        #expect(_BitmapLimits.maximumPixelCount == 67_108_864)
        // Exactly at the limit is allowed: 8192 × 8192 = 2^26.
        #expect(_BitmapLimits.allows(width: 8192, height: 8192) && !_BitmapLimits.allows(width: 8192, height: 8193))
    }

    @Test("Hostile: bitmap context bytes per row too small, and unsupported layouts")
    func invalidRowBytes() {
        let lines = capturingLog {
            #expect(CGContext(data: nil, width: 1024, height: 1, bitsPerComponent: 8, bytesPerRow: 100, space: rgb,
                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue) == nil)
            #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                              bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil)
        }
        #expect(lines == ["CGBitmapContextCreate: invalid data bytes/row: should be at least 4096 for 8 integer bits/component, 3 components, kCGImageAlphaPremultipliedFirst.",
                          "CGBitmapContextCreate: unsupported parameter combination: set CGBITMAP_CONTEXT_LOG_ERRORS environmental variable to see the details"])
    }

    @Test("Hostile: CGImage crops with NaN, infinite, null and out-of-range rectangles")
    func hostileCrops() {
        let context = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb, bitmapInfo: premultipliedLast)!
        let image = context.makeImage()!
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 2)) == nil)
        #expect(image.cropping(to: .null) == nil)
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        // The infinite rectangle and one far larger than the image both crop to the whole image.
        #expect(image.cropping(to: .infinite).map { [$0.width, $0.height] } == [4, 4])
        #expect(image.cropping(to: CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)).map { [$0.width, $0.height] } == [4, 4])
    }
}

/// Lines collected from the diagnostics hook (which may call from any thread).
private final class _Locked: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var values: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
