import Foundation

/// An immutable image: a bitmap (`cgImage`) with a scale, an orientation and a rendering mode.
///
/// `size` is in points: the bitmap's pixel size divided by `scale` (width and height swap for the
/// left and right orientations). PNG is the file format PortableUIKit reads and writes.
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image's pixels are turned to show it upright.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Whether an image is drawn with its own colours or as a template tinted with a tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: image views draw the original colours.
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always a template: the image's alpha, filled with the tint colour.
        case alwaysTemplate
    }

    let _cgImage: CGImage?
    let _scale: CGFloat
    let _orientation: Orientation
    let _renderingMode: RenderingMode
    /// The colour given with `withTintColor(_:)`, used instead of the view's tint colour.
    let _tintColor: UIColor?
    /// The fixed borders of a resizable image, in points, and how its middle parts fill space.
    var _capInsets = UIEdgeInsets.zero
    var _resizingMode: ResizingMode = .tile

    /// Creates an empty image of zero size.
    public override init() {
        _cgImage = nil; _scale = 1; _orientation = .up; _renderingMode = .automatic; _tintColor = nil
        super.init()
    }

    /// Creates an image that shows `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

    /// Creates an image that shows `cgImage` at `scale` pixels per point in `orientation`.
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        _cgImage = cgImage
        _scale = scale > 0 ? scale : 1
        _orientation = orientation
        _renderingMode = .automatic
        _tintColor = nil
        super.init()
    }

    init(_cgImage: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode, tintColor: UIColor?) {
        self._cgImage = _cgImage
        _scale = scale
        _orientation = orientation
        _renderingMode = renderingMode
        _tintColor = tintColor
        super.init()
    }

    /// Decodes PNG `data` at scale 1, or returns nil when it is not a PNG PortableUIKit can read.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// Decodes PNG `data` at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage._decodePNG(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Reads a PNG file. A name ending in `@2x` or `@3x` (before the extension) sets the scale, as UIKit does.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage._scale(fromPath: path))
    }

    /// Loads `name` (a PNG) from the main bundle's resources, preferring the main screen's scale variant.
    public convenience init?(named name: String) {
        guard let path = UIImage._resourcePath(named: name, in: .main) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The bitmap, or nil for an empty image.
    open var cgImage: CGImage? { _cgImage }
    /// Pixels per point.
    open var scale: CGFloat { _scale }
    /// How the pixels are turned to show the image upright.
    open var imageOrientation: Orientation { _orientation }
    /// Whether the image draws its own colours or as a template.
    open var renderingMode: RenderingMode { _renderingMode }
    /// Whether this is an SF Symbol: never, here.
    open var isSymbolImage: Bool { false }

    /// The size in points, in the upright orientation.
    open var size: CGSize {
        guard let image = _cgImage else { return .zero }
        let w = CGFloat(image.width) / _scale, h = CGFloat(image.height) / _scale
        switch _orientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// Returns the same image with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        _variant(UIImage(_cgImage: _cgImage, scale: _scale, orientation: _orientation, renderingMode: renderingMode, tintColor: _tintColor))
    }

    /// Returns a template version of the image that is always drawn in `color`.
    open func withTintColor(_ color: UIColor) -> UIImage {
        _variant(UIImage(_cgImage: _cgImage, scale: _scale, orientation: _orientation, renderingMode: .alwaysTemplate, tintColor: color))
    }

    /// Returns a version of the image drawn in `color` with the given rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        _variant(UIImage(_cgImage: _cgImage, scale: _scale, orientation: _orientation, renderingMode: renderingMode, tintColor: color))
    }

    /// Carries the cap insets over to a derived image.
    private func _variant(_ image: UIImage) -> UIImage {
        image._capInsets = _capInsets
        image._resizingMode = _resizingMode
        return image
    }

    /// How the middle parts of a resizable image fill space.
    public enum ResizingMode: Int, Sendable {
        /// Repeat the middle parts at their natural size.
        case tile
        /// Stretch the middle parts.
        case stretch
    }

    /// The fixed borders of a resizable image, in points; zero for a plain image.
    open var capInsets: UIEdgeInsets { _capInsets }
    /// How the middle parts of a resizable image fill space.
    open var resizingMode: ResizingMode { _resizingMode }

    /// Returns a resizable version of the image whose borders `capInsets` keep their size; the middle parts tile.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// Returns a resizable version of the image whose borders `capInsets` keep their size when drawn larger
    /// or smaller; the middle parts tile or stretch as `resizingMode` says.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let copy = UIImage(_cgImage: _cgImage, scale: _scale, orientation: _orientation, renderingMode: _renderingMode, tintColor: _tintColor)
        copy._capInsets = capInsets
        copy._resizingMode = resizingMode
        return copy
    }

    /// Encodes the image's bitmap as PNG, or returns nil for an empty image.
    open func pngData() -> Data? { _cgImage?._encodePNG() }

    /// Draws the image upright with its top-left corner at `point`, at its size in points.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at `point` combined as `blendMode` says, with `alpha`.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image upright, scaled to fill `rect`, into the current UIKit context.
    open func draw(in rect: CGRect) { _draw(in: rect, blendMode: nil, alpha: nil) }

    /// Draws the image scaled to fill `rect`, combined as `blendMode` says, with `alpha`.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) { _draw(in: rect, blendMode: blendMode, alpha: alpha) }
}

/// Creates PNG data for `image`.
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }
