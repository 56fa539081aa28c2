import CCairo
import Foundation

/// An immutable bitmap image: 8-bit premultiplied ARGB pixels in sRGB.
///
/// PortableUIKit stores every image as a Cairo ARGB32 image surface, which is the native-endian
/// 32-bit layout CoreGraphics calls `premultipliedFirst | byteOrder32Little` on little-endian machines.
/// Width and height are in pixels, row 0 is the top row.
public final class CGImage: @unchecked Sendable {
    /// The Cairo image surface (format ARGB32) that holds the pixels. The image owns one reference.
    ///
    /// Never draw into it: images are immutable once made.
    package let _surface: OpaquePointer

    /// Wraps `surface`, taking over the caller's reference. The surface must be an ARGB32 image surface.
    package init(_surface surface: OpaquePointer) {
        cairo_surface_flush(surface)
        _surface = surface
    }

    deinit { cairo_surface_destroy(_surface) }

    /// The width in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(_surface)) }
    /// The height in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(_surface)) }
    /// The bits in each colour component: always 8.
    public var bitsPerComponent: Int { 8 }
    /// The bits in each pixel: always 32.
    public var bitsPerPixel: Int { 32 }
    /// The bytes in one row of pixels, padding included.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(_surface)) }
    /// Where alpha is stored: first (in the high byte of each 32-bit pixel), premultiplied.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// The layout of the pixels: premultiplied alpha first, 32-bit little-endian words.
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    }
    /// The colour space of the pixels: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace.srgbSpace }
    /// Whether this is an image mask: never, here.
    public var isMask: Bool { false }
    /// Whether drawing the image scaled smooths it.
    public var shouldInterpolate: Bool { true }

    /// Creates a transparent image of `width` × `height` pixels.
    package convenience init(_width width: Int, height: Int) {
        self.init(_surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
    }

    /// Creates an image from packed premultiplied ARGB words, row 0 first, `width` words per row.
    package convenience init(_argbPixels pixels: [UInt32], width: Int, height: Int) {
        precondition(pixels.count == width * height, "pixel count must be width × height")
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            pixels.withUnsafeBufferPointer { source in
                for row in 0..<height {
                    let destination = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                    destination.update(from: source.baseAddress! + row * width, count: width)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(_surface: surface)
    }

    /// The pixels as packed premultiplied ARGB words (alpha in the high byte), row 0 first, without row padding.
    package var _argbPixels: [UInt32] {
        let w = width, h = height, stride = bytesPerRow
        guard w > 0, h > 0, let data = cairo_image_surface_get_data(_surface) else { return [] }
        var pixels = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeMutableBufferPointer { destination in
            for row in 0..<h {
                let source = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                (destination.baseAddress! + row * w).update(from: source, count: w)
            }
        }
        return pixels
    }

    /// The premultiplied ARGB word of the pixel at column `x`, row `y` (row 0 is the top).
    package func _pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        guard let data = cairo_image_surface_get_data(_surface) else { return 0 }
        return UnsafeRawPointer(data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)[x]
    }

    /// Returns the part of the image inside `rect` (in pixels, top-left origin), or nil when they do not overlap.
    ///
    /// The rectangle is first expanded to whole pixels, as CoreGraphics does.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        // Clipped to the image before rounding out (the same result, as the image's bounds are whole
        // pixels), so infinite and huge rectangles never reach `integral`; NaN crops to nothing.
        guard ![rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].contains(where: \.isNaN) else { return nil }
        let clipped = rect.isInfinite ? bounds : rect.standardized.intersection(bounds)
        guard !clipped.isNull else { return nil }
        let area = clipped.integral
        guard area.width > 0, area.height > 0 else { return nil }
        let w = Int(area.width), h = Int(area.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, _surface, -Double(area.minX), -Double(area.minY))
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(_surface: surface)
    }

    /// Returns an independent copy of a Cairo surface's pixels as an image (ARGB32).
    package static func _copying(_ surface: OpaquePointer) -> CGImage {
        cairo_surface_flush(surface)
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
        let cr = cairo_create(copy)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(_surface: copy)
    }
}

/// Where a bitmap stores alpha, and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// The layout of a bitmap's pixels: the alpha info in the low bits, plus byte order and float flags.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The mask that selects the `CGImageAlphaInfo` bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// Components are floating point.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The mask that selects the byte-order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order (big-endian).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian words.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian words.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian words.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian words.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
