import Foundation

/// The settings shared by graphics renderers: the drawing bounds.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The bounds the renderer draws in, in points.
    open var bounds: CGRect = .zero

    /// Creates a format with the default settings.
    public required override init() { super.init() }

    /// The default format.
    open class func `default`() -> Self { self.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.bounds = bounds
        return copy
    }
}

/// The drawing context a renderer hands to its actions block: a `CGContext` and conveniences.
open class UIGraphicsRendererContext: NSObject {
    /// The CoreGraphics context to draw into; user space has a top-left origin in points.
    public let cgContext: CGContext
    /// The format the renderer uses.
    public let format: UIGraphicsRendererFormat

    package init(_cgContext: CGContext, format: UIGraphicsRendererFormat) {
        cgContext = _cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour, combined as `blendMode` says.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a rectangle's outline with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes a rectangle's outline, combined as `blendMode` says.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The base of UIKit's graphics renderers: it owns a format and makes contexts.
open class UIGraphicsRenderer: NSObject {
    /// The renderer's format (a copy of the one passed in, with the renderer's bounds).
    public let format: UIGraphicsRendererFormat

    /// Creates a renderer that draws in `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = format.copy() as! UIGraphicsRendererFormat
        copy.bounds = bounds
        self.format = copy
        super.init()
    }

    /// Whether the renderer can produce images.
    open var allowsImageOutput: Bool { false }
}
