/// The largest bitmap PortableUIKit allocates, so that hostile sizes fail cleanly instead of exhausting
/// memory or overflowing Cairo's 32-bit dimensions.
///
/// Apple documents no limit (a bitmap fails when its memory cannot be allocated). Ours: each side at most
/// Cairo's 32 767 pixels, and at most 2^26 = 67 108 864 pixels in all (256 MiB at 4 bytes a pixel; a
/// 48-megapixel photo, 8064 × 6048, fits). Bitmap contexts, image renderers, image contexts and decoded
/// PNGs above it are refused.
package enum _BitmapLimits {
    /// The longest side of a bitmap, in pixels (Cairo's image surface limit).
    package static let maximumSide = 32_767
    /// The most pixels one bitmap may hold.
    package static let maximumPixelCount = 1 << 26

    /// Whether a bitmap of `width` × `height` pixels may be allocated: both sides positive and within limits.
    package static func allows(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return false }
        return width * height <= maximumPixelCount
    }

    /// The pixel count of a side of `points` at `scale`, rounded up; nil when it is not a finite number
    /// that fits a bitmap side.
    package static func pixels(_ points: Double, scale: Double) -> Int? {
        let value = (points * scale - 1e-9).rounded(.up)
        guard value.isFinite, value >= 0, value <= Double(maximumSide) else { return nil }
        return Int(value)
    }
}
