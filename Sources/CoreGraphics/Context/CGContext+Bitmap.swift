import CCairo
import Foundation

extension CGContext {
    /// Creates a bitmap context that draws into `data`, or into memory it allocates when `data` is nil.
    ///
    /// Supported layouts (8 bits per component): RGB with `premultipliedFirst`, `premultipliedLast`,
    /// `noneSkipFirst` or `noneSkipLast` in either 32-bit byte order; gray with `none`; and `alphaOnly`.
    /// Returns nil for other combinations or a `bytesPerRow` too small for the width, logging CoreGraphics'
    /// line for each. A `bytesPerRow` of 0 means "compute it". User space is CoreGraphics' bottom-left
    /// origin in pixels.
    ///
    /// A zero or negative width or height returns nil, as CoreGraphics does. So does a bitmap over
    /// `_BitmapLimits` (32 767 pixels a side, 2^26 pixels in all), before anything is allocated.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard _BitmapLimits.allows(width: width, height: height) else { return nil }
        guard bitsPerComponent == 8, let layout = _BitmapLayout(space: space, bitmapInfo: bitmapInfo) else {
            _Diagnostics.log("CGBitmapContextCreate: unsupported parameter combination: set CGBITMAP_CONTEXT_LOG_ERRORS environmental variable to see the details")
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else {
            _Diagnostics.log("CGBitmapContextCreate: invalid data bytes/row: should be at least \(width * layout.bytesPerPixel) for 8 integer bits/component, \(layout.colorComponents) components, \(layout.alphaName).")
            return nil
        }
        self.init(_width: width, height: height, scale: 1, flipped: true)
        if let data {
            let mirror = _BitmapMirror(data: data, width: width, height: height, bytesPerRow: rowBytes, layout: layout, owned: false)
            mirror.readIn(to: _surface)
            _bitmapMirror = mirror
        } else if layout != .argbNative || rowBytes != width * 4 {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(rowBytes * height, 1), alignment: 16)
            buffer.initializeMemory(as: UInt8.self, repeating: 0, count: max(rowBytes * height, 1))
            _bitmapMirror = _BitmapMirror(data: buffer, width: width, height: height, bytesPerRow: rowBytes, layout: layout, owned: true)
        }
    }

    /// The pixel memory of a bitmap context, in the layout it was created with.
    public var data: UnsafeMutableRawPointer? {
        if let mirror = _bitmapMirror { return mirror.data }
        guard let _surface else { return nil }
        cairo_surface_flush(_surface)
        return cairo_image_surface_get_data(_surface).map { UnsafeMutableRawPointer($0) }
    }

    /// The width of a bitmap context in pixels.
    public var width: Int { _pixelWidth }
    /// The height of a bitmap context in pixels.
    public var height: Int { _pixelHeight }
    /// The bytes in each row of a bitmap context's memory.
    public var bytesPerRow: Int {
        if let mirror = _bitmapMirror { return mirror.bytesPerRow }
        return _surface.map { Int(cairo_image_surface_get_stride($0)) } ?? 0
    }
    /// The bits in each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// The bits in each pixel of a bitmap context's memory.
    public var bitsPerPixel: Int { (_bitmapMirror?.layout.bytesPerPixel ?? 4) * 8 }
    /// The layout of a bitmap context's pixels.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: (_bitmapMirror?.layout ?? .argbNative).bitmapInfo) }
    /// Where a bitmap context's pixels store alpha.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }
    /// The colour space of a bitmap context.
    public var colorSpace: CGColorSpace? {
        (_bitmapMirror?.layout == .gray8) ? CGColorSpace.graySpace : CGColorSpace.srgbSpace
    }

    /// Returns an image of the context's pixels as they are now, or nil when the context has no pixels.
    ///
    /// For a bitmap context the image is made from the bytes of `data`, in the context's layout: a gray
    /// context gives a grey image, a skip-alpha context an opaque one, an alpha-only context black with
    /// that alpha, and bytes the caller wrote into `data` appear in it.
    public func makeImage() -> CGImage? {
        guard let _surface, _pixelWidth > 0, _pixelHeight > 0 else { return nil }
        guard let mirror = _bitmapMirror else { return CGImage._copying(_surface) }
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(_pixelWidth), Int32(_pixelHeight))!
        mirror.readIn(to: copy)
        return CGImage(_surface: copy)
    }
}

/// The pixel layouts a bitmap context can expose to its caller.
enum _BitmapLayout: Equatable {
    /// Cairo's own ARGB32 (premultipliedFirst, 32-bit little-endian on the machines we run on).
    case argbNative
    /// Four bytes in memory order, with the given byte offsets of A, R, G, B (alpha offset nil: opaque, skipped).
    case bytes4(a: Int?, r: Int, g: Int, b: Int, info: UInt32)
    case gray8
    case alpha8

    init?(space: CGColorSpace, bitmapInfo: UInt32) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        let little = order == CGBitmapInfo.byteOrder32Little.rawValue
        guard order == 0 || little || order == CGBitmapInfo.byteOrder32Big.rawValue else { return nil }
        guard bitmapInfo & CGBitmapInfo.floatComponents.rawValue == 0 else { return nil }
        if alpha == .alphaOnly { self = .alpha8; return }
        if space.model == .monochrome {
            guard alpha == CGImageAlphaInfo.none else { return nil }
            self = .gray8; return
        }
        // Byte offsets in memory for a big-endian word; a little-endian word reverses them.
        func place(_ big: (a: Int?, r: Int, g: Int, b: Int)) -> _BitmapLayout {
            let flip = { (i: Int) in little ? 3 - i : i }
            return .bytes4(a: big.a.map(flip), r: flip(big.r), g: flip(big.g), b: flip(big.b), info: bitmapInfo)
        }
        switch alpha {
        case .premultipliedFirst?:
            if little { self = .argbNative; return }
            self = place((0, 1, 2, 3))
        case .noneSkipFirst?: self = place((nil, 1, 2, 3))
        case .premultipliedLast?: self = place((3, 0, 1, 2))
        case .noneSkipLast?: self = place((nil, 0, 1, 2))
        default: return nil
        }
    }

    /// The colour components, as CoreGraphics' messages count them.
    var colorComponents: Int {
        switch self {
        case .argbNative, .bytes4: return 3
        case .gray8: return 1
        case .alpha8: return 0
        }
    }

    /// The alpha layout's constant name, as CoreGraphics' messages print it.
    var alphaName: String {
        let names: [UInt32: String] = [0: "kCGImageAlphaNone", 1: "kCGImageAlphaPremultipliedLast",
                                       2: "kCGImageAlphaPremultipliedFirst", 3: "kCGImageAlphaLast", 4: "kCGImageAlphaFirst",
                                       5: "kCGImageAlphaNoneSkipLast", 6: "kCGImageAlphaNoneSkipFirst", 7: "kCGImageAlphaOnly"]
        return names[bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue] ?? "kCGImageAlphaNone"
    }

    var bytesPerPixel: Int {
        switch self {
        case .argbNative, .bytes4: return 4
        case .gray8, .alpha8: return 1
        }
    }

    var bitmapInfo: UInt32 {
        switch self {
        case .argbNative: return CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        case .bytes4(_, _, _, _, let info): return info
        case .gray8: return CGImageAlphaInfo.none.rawValue
        case .alpha8: return CGImageAlphaInfo.alphaOnly.rawValue
        }
    }
}

/// A caller-visible pixel buffer kept equal to the context's Cairo surface.
final class _BitmapMirror {
    let data: UnsafeMutableRawPointer
    let width: Int, height: Int, bytesPerRow: Int
    let layout: _BitmapLayout
    let owned: Bool

    init(data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, layout: _BitmapLayout, owned: Bool) {
        self.data = data; self.width = width; self.height = height
        self.bytesPerRow = bytesPerRow; self.layout = layout; self.owned = owned
    }

    deinit { if owned { data.deallocate() } }

    /// Copies the caller's pixels into `surface`, converting to ARGB32.
    func readIn(to surface: OpaquePointer?) {
        guard let surface, let pixels = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let src = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            let line = src + y * bytesPerRow
            for x in 0..<width {
                let a, r, g, b: UInt32
                switch layout {
                case .argbNative:
                    row[x] = UnsafeRawPointer(line).loadUnaligned(fromByteOffset: x * 4, as: UInt32.self); continue
                case let .bytes4(ao, ro, go, bo, _):
                    let p = line + x * 4
                    a = ao.map { UInt32(p[$0]) } ?? 255
                    r = UInt32(p[ro]); g = UInt32(p[go]); b = UInt32(p[bo])
                case .gray8: a = 255; r = UInt32(line[x]); g = r; b = r
                case .alpha8: a = UInt32(line[x]); r = 0; g = 0; b = 0
                }
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Copies `surface`'s pixels out to the caller's buffer in its layout.
    func writeBack(from surface: OpaquePointer?) {
        guard let surface, let pixels = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let dst = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            let line = dst + y * bytesPerRow
            for x in 0..<width {
                let word = row[x]
                let a = UInt8(word >> 24), r = UInt8((word >> 16) & 0xFF), g = UInt8((word >> 8) & 0xFF), b = UInt8(word & 0xFF)
                switch layout {
                case .argbNative:
                    UnsafeMutableRawPointer(line).storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                case let .bytes4(ao, ro, go, bo, _):
                    let p = line + x * 4
                    if let ao { p[ao] = a } else { p[6 - ro - go - bo] = 255 }
                    p[ro] = r; p[go] = g; p[bo] = b
                case .gray8:
                    let weighted: Int = Int(r) * 299 + Int(g) * 587 + Int(b) * 114
                    line[x] = UInt8((weighted + 500) / 1000)
                case .alpha8: line[x] = a
                }
            }
        }
    }
}
