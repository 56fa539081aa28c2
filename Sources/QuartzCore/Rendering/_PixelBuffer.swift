import CCairo
import Foundation

/// A premultiplied ARGB32 pixel buffer (a Cairo image surface) with its scale in pixels per point.
///
/// Snapshots, `drawHierarchy` and the gallery render into one of these. Pixels are read unpremultiplied.
package final class _PixelBuffer {
    /// The Cairo image surface; owned by the buffer.
    package let surface: OpaquePointer
    /// Size in pixels.
    package let width: Int, height: Int
    /// Pixels per point.
    package let scale: CGFloat

    /// Creates a transparent buffer of `width`×`height` pixels.
    package init(width: Int, height: Int, scale: CGFloat = 1) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
    }

    /// Creates a buffer for `size` points at `scale`, rounding the pixel size up.
    package convenience init(size: CGSize, scale: CGFloat) {
        self.init(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)), scale: scale)
    }

    /// Wraps an existing image surface, taking a reference to it.
    package init(surface: OpaquePointer, scale: CGFloat = 1) {
        self.surface = cairo_surface_reference(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
    }

    deinit { cairo_surface_destroy(surface) }

    /// Bytes per row.
    package var stride: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// The first byte of the pixels; call `cairo_surface_flush` first when Cairo drew last (done by `pixel`).
    package var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(surface)! }

    /// The raw premultiplied value of pixel (x, y): alpha in the top byte, then red, green, blue.
    package func argb(x: Int, y: Int) -> UInt32 {
        cairo_surface_flush(surface)
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
    }

    /// Pixel (x, y) as unpremultiplied 8-bit red, green, blue and alpha.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let v = argb(x: x, y: y)
        let a = UInt8(v >> 24), r = UInt8((v >> 16) & 0xff), g = UInt8((v >> 8) & 0xff), b = UInt8(v & 0xff)
        guard a != 0, a != 255 else { return (r, g, b, a) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (un(r), un(g), un(b), a)
    }

    /// The pixel containing the point `p` (in points).
    package func pixel(at p: CGPoint) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        pixel(x: Int((p.x * scale).rounded(.down)), y: Int((p.y * scale).rounded(.down)))
    }

    /// Fills the whole buffer with transparent black.
    package func clear() {
        cairo_surface_flush(surface)
        memset(data, 0, stride * height)
        cairo_surface_mark_dirty(surface)
    }

    /// Writes the buffer as a PNG file; returns whether it succeeded.
    @discardableResult
    package func writePNG(to path: String) -> Bool {
        cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }

    /// Encodes the buffer as PNG data.
    package func pngData() -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        return sink.data
    }

    /// Reads a PNG file into an ARGB32 buffer, or nil when it cannot be read.
    package static func readPNG(path: String, scale: CGFloat = 1) -> _PixelBuffer? {
        guard let image = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return nil }
        let buffer = _PixelBuffer(width: Int(cairo_image_surface_get_width(image)),
                                  height: Int(cairo_image_surface_get_height(image)), scale: scale)
        let cr = cairo_create(buffer.surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(buffer.surface)
        return buffer
    }
}
