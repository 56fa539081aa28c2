import Foundation

/// The settings of an image renderer: scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of a renderer's images.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    /// Device pixels per point of the images; the main screen's scale by default.
    open var scale: CGFloat = UIGraphicsImageRendererFormat._mainScreenScale()
    /// Whether the images are fully opaque: undrawn pixels are then black instead of transparent.
    open var opaque = false
    /// The colour range asked for. PortableUIKit draws in standard 8-bit sRGB whatever is asked.
    open var preferredRange: Range = .automatic
    /// Whether an extended range is preferred (deprecated in UIKit in favour of `preferredRange`).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// Creates a format with the main screen's scale, not opaque, automatic range.
    public required init() { super.init() }

    /// Creates a format that matches a trait collection's display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The format that best matches the main screen.
    open class func preferred() -> Self { self.init() }

    override open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIGraphicsImageRendererFormat()
        copy.bounds = bounds
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }

    /// The main screen's scale, read on the main thread; other threads see the last value read there (3 before any).
    static func _mainScreenScale() -> CGFloat {
        if Thread.isMainThread {
            let scale = MainActor.assumeIsolated { UIScreen.main.scale }
            _lastMainScreenScale.withLock { $0 = scale }
            return scale
        }
        return _lastMainScreenScale.withLock { $0 }
    }
    private static let _lastMainScreenScale = _Locked<CGFloat>(3)
}

/// The context an image renderer's actions draw into.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// An image of everything drawn so far.
    open var currentImage: UIImage {
        let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? 1
        guard let cgImage = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }
}

/// Draws images: each call runs an actions block with a fresh bitmap context whose user space is the
/// renderer's bounds in points, top-left origin, at `format.scale` pixels per point.
///
/// The bitmap is `ceil(bounds.size × scale)` pixels. During the block the context is also the current
/// UIKit context, so `UIBezierPath.fill()`, `UIImage.draw(in:)` and string drawing go to it.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A block that draws with a renderer context.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// Creates a renderer for images of `size` points with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// Creates a renderer for images of `size` points.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// Creates a renderer for images of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default()) }

    /// Creates a renderer whose images show `bounds` (in points) of the drawing.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    override open var allowsImageOutput: Bool { true }

    /// Runs `actions` and returns what it drew as an image at the format's scale.
    open func image(actions: DrawingActions) -> UIImage {
        let format = self.format as! UIGraphicsImageRendererFormat
        let context = UIGraphicsImageRenderer._makeContext(bounds: format.bounds, format: format)
        let rendererContext = UIGraphicsImageRendererContext(_cgContext: context, format: format)
        UIGraphicsPushContext(context)
        context.saveGState()
        actions(rendererContext)
        context.restoreGState()
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }

    /// Runs `actions` and returns what it drew as PNG data.
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Makes the bitmap context for `bounds` at the format's scale, translated so that `bounds.origin` is the top-left pixel.
    /// The pixel size of a bitmap for `bounds` at `format`'s scale; nil when it is empty, not finite or
    /// over `_BitmapLimits`.
    package static func _pixelSize(bounds: CGRect, format: UIGraphicsImageRendererFormat) -> (width: Int, height: Int)? {
        let scale = format.scale > 0 ? format.scale : 1
        guard let width = _BitmapLimits.pixels(bounds.width, scale: scale),
              let height = _BitmapLimits.pixels(bounds.height, scale: scale),
              _BitmapLimits.allows(width: width, height: height) else { return nil }
        return (width, height)
    }

    /// A context for `bounds`. An empty, non-finite or over-limit size gets a context of no pixels, which
    /// draws nothing and makes an empty image: a zero size is legal for a renderer (unlike for
    /// `UIGraphicsBeginImageContext`), and a huge one is refused before allocating.
    package static func _makeContext(bounds: CGRect, format: UIGraphicsImageRendererFormat) -> CGContext {
        let scale = format.scale > 0 ? format.scale : 1
        let size = _pixelSize(bounds: bounds, format: format)
        let width = size?.width ?? 0, height = size?.height ?? 0
        let context = CGContext(_width: width, height: height, scale: scale, flipped: false)
        if format.opaque {
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale))
        }
        if bounds.minX.isFinite && bounds.minY.isFinite { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        return context
    }
}

/// A value guarded by a lock.
final class _Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock(); defer { lock.unlock() }
        return body(&value)
    }
}
