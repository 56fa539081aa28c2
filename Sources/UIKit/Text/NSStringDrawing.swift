import CCairo
import Foundation

// Drawing and measuring strings with UIKit's attributes, laid out by Pango. Sizes are fractional points,
// as on iOS; round them up before using them as view sizes.

extension NSAttributedString {
    /// The size of the string laid out on one line per paragraph.
    public func size() -> CGSize {
        nonisolated(unsafe) let string = self
        return MainActor.assumeIsolated { _TextBridge.layout(_TextBridge.inputs(string), width: nil).size }
    }

    /// Draws the string on one line per paragraph, its top-left corner at `point`, into the current context.
    public func draw(at point: CGPoint) {
        nonisolated(unsafe) let string = self
        MainActor.assumeIsolated {
            guard let ctx = _UIGraphicsContextStack.current else { return }
            let inputs = _TextBridge.inputs(string)
            let layout = _TextBridge.layout(inputs, width: nil)
            ctx._withCairo { layout.draw(in: $0, at: point, color: inputs.color) }
        }
    }

    /// Draws the string wrapped to `rect`'s width and clipped to `rect`, into the current context.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect`: wrapped with `.usesLineFragmentOrigin`, else on one line.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        nonisolated(unsafe) let string = self
        nonisolated(unsafe) let context = context
        MainActor.assumeIsolated {
            guard let ctx = _UIGraphicsContextStack.current else { return }
            let inputs = _TextBridge.inputs(string)
            let layout = _TextBridge.layout(inputs, width: options.contains(.usesLineFragmentOrigin) ? rect.width : nil)
            ctx._withCairo { layout.draw(in: $0, at: rect.origin, color: inputs.color, clip: rect) }
            context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
        }
    }

    /// The rectangle the string takes: wrapped to `size.width` with `.usesLineFragmentOrigin`, else one line.
    /// The origin is zero and the size fractional.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        nonisolated(unsafe) let string = self
        nonisolated(unsafe) let context = context
        return MainActor.assumeIsolated {
            let wrap = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width < CGFloat(Int32.max / 2048)
            let layout = _TextBridge.layout(_TextBridge.inputs(string), width: wrap ? size.width : nil)
            let rect = CGRect(origin: .zero, size: layout.size)
            context?.totalBounds = rect
            return rect
        }
    }
}

extension NSString {
    /// The size of the string with `attrs`, laid out on one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }
    /// Draws the string with `attrs`, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }
    /// Draws the string with `attrs`, wrapped to `rect`'s width and clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }
    /// Draws the string with `attrs` in `rect` with the drawing `options`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
    /// The rectangle the string takes with `attributes` (see `NSAttributedString.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension String {
    /// The size of the string with `attrs`, laid out on one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self, attributes: attrs).size()
    }
    /// Draws the string with `attrs`, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(at: point)
    }
    /// Draws the string with `attrs`, wrapped to `rect`'s width and clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attrs).draw(in: rect)
    }
    /// Draws the string with `attrs` in `rect` with the drawing `options`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }
    /// The rectangle the string takes with `attributes` (see `NSAttributedString.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
