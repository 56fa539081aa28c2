import UIKit

/// Premultiplied ARGB words for the UIKit drawing tests.
enum Px {
    static let clear: UInt32 = 0
    static let red: UInt32 = 0xFFFF_0000
    static let green: UInt32 = 0xFF00_FF00
    static let blue: UInt32 = 0xFF00_00FF
    static let black: UInt32 = 0xFF00_0000
}

extension UIImage {
    /// The pixel at column `x`, row `y` of the bitmap (row 0 on top).
    func pixel(_ x: Int, _ y: Int) -> UInt32 { cgImage!._pixel(x: x, y: y) }
    /// Every pixel, row by row.
    var pixels: [UInt32] { cgImage!._argbPixels }
}

/// A 1×2-pixel image, red on top of blue.
func redOverBlue(scale: CGFloat = 1) -> UIImage {
    UIImage(cgImage: CGImage(_argbPixels: [Px.red, Px.blue], width: 1, height: 2), scale: scale, orientation: .up)
}
