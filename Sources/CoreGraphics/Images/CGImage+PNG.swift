import CCairo
import Foundation

extension CGImage {
    /// Decodes PNG bytes into an ARGB32 image, or returns nil when they are not a readable PNG.
    ///
    /// Opaque PNGs come back with alpha 255 in every pixel; translucent ones are premultiplied. The size
    /// declared in the header is checked against `_BitmapLimits` before anything is decoded, so a small
    /// file claiming a huge image is refused without allocating it.
    package static func _decodePNG(_ data: Data) -> CGImage? {
        guard data.count > 8, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        guard let size = _declaredPNGSize(data), _BitmapLimits.allows(width: size.width, height: size.height) else { return nil }
        let reader = _PNGReader(data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<_PNGReader>.fromOpaque(closure).takeUnretainedValue()
                return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        // Cairo hands opaque PNGs back as RGB24, whose high byte is undefined: normalise to ARGB32.
        return CGImage._copying(surface)
    }

    /// The width and height in the PNG's IHDR chunk (which must come first), or nil when there is none.
    private static func _declaredPNGSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else { return nil }   // "IHDR"
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Encodes the image as a PNG (8-bit RGBA, straight alpha), or returns nil when Cairo fails.
    package func _encodePNG() -> Data? {
        let writer = _PNGWriter()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(_surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<_PNGWriter>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }
}

/// Feeds PNG bytes to Cairo's stream reader.
private final class _PNGReader {
    let bytes: [UInt8]
    var offset = 0
    init(_ data: Data) { bytes = [UInt8](data) }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: count) }
        offset += count
        return true
    }
}

/// Collects PNG bytes from Cairo's stream writer.
private final class _PNGWriter {
    var data = Data()
}
