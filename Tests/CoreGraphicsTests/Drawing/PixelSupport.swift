import CoreGraphics

/// Premultiplied ARGB words used across the drawing tests.
enum ARGB {
    static let clear: UInt32 = 0x0000_0000
    static let red: UInt32 = 0xFFFF_0000
    static let green: UInt32 = 0xFF00_FF00
    static let blue: UInt32 = 0xFF00_00FF
    static let black: UInt32 = 0xFF00_0000
    static let white: UInt32 = 0xFFFF_FFFF

    static func alpha(_ word: UInt32) -> Int { Int(word >> 24) }
    static func red(_ word: UInt32) -> Int { Int((word >> 16) & 0xFF) }
    static func blue(_ word: UInt32) -> Int { Int(word & 0xFF) }
}

extension CGContext {
    /// A UIKit-style context (top-left origin, `scale` pixels per point) of `width` × `height` pixels.
    static func uikit(width: Int, height: Int, scale: CGFloat = 1) -> CGContext {
        CGContext(_width: width, height: height, scale: scale, flipped: false)
    }

    /// The pixel at column `x`, row `y` (row 0 at the top of memory).
    func pixel(_ x: Int, _ y: Int) -> UInt32 { makeImage()!._pixel(x: x, y: y) }

    /// One row of pixels.
    func row(_ y: Int) -> [UInt32] {
        let image = makeImage()!
        return (0..<image.width).map { image._pixel(x: $0, y: y) }
    }
}
