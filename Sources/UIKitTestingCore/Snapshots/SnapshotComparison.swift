import CCairo
import Foundation
import UIKit

/// Renders `view` (laid out first) in its own bounds at `scale` and returns PNG data, for galleries and
/// for attaching images to reports.
@MainActor
public func snapshotPNG(of view: UIView, scale: CGFloat = 2) -> Data {
    view.layoutIfNeeded()
    return _FrameRenderer.image(of: view.layer, scale: scale).pngData()
}

package func _snapshotName(_ function: String) -> String {
    let trimmed = function.split(separator: "(").first.map(String.init) ?? function
    return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
}

/// Counts the pixels that differ by more than 1 in a channel and paints a diff image.
@MainActor
package func _compareSnapshots(_ expected: _PixelBuffer, _ actual: _PixelBuffer) -> (sizeMismatch: Bool, differing: Int, diff: _PixelBuffer?) {
    guard expected.width == actual.width, expected.height == actual.height else { return (true, 0, nil) }
    cairo_surface_flush(expected.surface)
    cairo_surface_flush(actual.surface)
    let diff = _PixelBuffer(width: actual.width, height: actual.height)
    cairo_surface_flush(diff.surface)
    var differing = 0
    let e = expected.data, a = actual.data, d = diff.data
    for y in 0..<actual.height {
        let er = UnsafeRawPointer(e + y * expected.stride).assumingMemoryBound(to: UInt32.self)
        let ar = UnsafeRawPointer(a + y * actual.stride).assumingMemoryBound(to: UInt32.self)
        let dr = UnsafeMutableRawPointer(d + y * diff.stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<actual.width {
            let p = er[x], q = ar[x]
            var same = true
            if p != q {
                for shift in stride(from: 0, through: 24, by: 8) where abs(Int((p >> UInt32(shift)) & 0xff) - Int((q >> UInt32(shift)) & 0xff)) > 1 {
                    same = false
                }
            }
            if same {
                // A faded copy of the reference: a quarter of its (premultiplied) value.
                let alpha = (p >> 24) / 4, r = ((p >> 16) & 0xff) / 4, g = ((p >> 8) & 0xff) / 4, b = (p & 0xff) / 4
                dr[x] = (alpha << 24) | (r << 16) | (g << 8) | b
            } else {
                differing += 1
                dr[x] = 0xffff0000
            }
        }
    }
    cairo_surface_mark_dirty(diff.surface)
    return (false, differing, diff)
}
