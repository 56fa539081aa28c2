import Foundation

/// The context UIKit drawing goes to: the innermost pushed one on this thread, or nil outside drawing.
///
/// Inside `draw(_:)`, `UIGraphicsImageRenderer.image(actions:)` and between `UIGraphicsPushContext` and
/// `UIGraphicsPopContext` this is a context whose user space has UIKit's top-left origin in points.
public func UIGraphicsGetCurrentContext() -> CGContext? { _UIGraphicsContextStack.current }

/// Makes `context` the current UIKit context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { _UIGraphicsContextStack.push(context) }

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() { _UIGraphicsContextStack.pop() }

/// Starts drawing into a new bitmap of `size` points (legacy API; `UIGraphicsImageRenderer` replaces it).
///
/// A `scale` of 0 means the main screen's scale. The context becomes current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    if scale > 0 { format.scale = scale }
    format.opaque = opaque
    guard UIGraphicsImageRenderer._pixelSize(bounds: CGRect(origin: .zero, size: size), format: format) != nil else {
        // iOS 17's assertion when the bitmap cannot be made (an empty, negative or huge size); nothing is pushed.
        let info = opaque ? 0x2006 : 0x2002   // byte order 32 host | noneSkipFirst / premultipliedFirst
        NSException(name: .internalInconsistencyException, reason:
            "UIGraphicsBeginImageContext() failed to allocate CGBitampContext: size={\(_nsNumber(size.width)), \(_nsNumber(size.height))}, scale=\(String(format: "%f", Double(format.scale))), bitmapInfo=0x\(String(info, radix: 16)). Use UIGraphicsImageRenderer to avoid this assert.").raise()
        return
    }
    let context = UIGraphicsImageRenderer._makeContext(bounds: CGRect(origin: .zero, size: size), format: format)
    _UIGraphicsImageContexts.append(context)
    UIGraphicsPushContext(context)
}

/// Starts drawing into a new transparent bitmap of `size` points at scale 1 (legacy API).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// An image of what has been drawn so far into the current context begun with
/// `UIGraphicsBeginImageContextWithOptions`, or nil when none is current.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = _UIGraphicsContextStack.current, _UIGraphicsImageContexts.contains(where: { $0 === context }),
          let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: context._scale, orientation: .up)
}

/// Ends the image context begun last with `UIGraphicsBeginImageContextWithOptions`.
public func UIGraphicsEndImageContext() {
    guard let context = _UIGraphicsContextStack.current,
          let index = _UIGraphicsImageContexts.lastIndex(where: { $0 === context }) else { return }
    _UIGraphicsImageContexts.remove(at: index)
    UIGraphicsPopContext()
}

/// The contexts begun with `UIGraphicsBeginImageContextWithOptions` on this thread.
private var _UIGraphicsImageContexts: [CGContext] {
    get { (Thread.current.threadDictionary["PortableUIKit.UIGraphicsImageContexts"] as? _ContextList)?.contexts ?? [] }
    set {
        let list = (Thread.current.threadDictionary["PortableUIKit.UIGraphicsImageContexts"] as? _ContextList) ?? _ContextList()
        list.contexts = newValue
        Thread.current.threadDictionary["PortableUIKit.UIGraphicsImageContexts"] = list
    }
}

private final class _ContextList { var contexts: [CGContext] = [] }

/// Fills `rect` in the current context with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a 1-point frame just inside `rect` in the current context with the current fill colour.
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    ctx.saveGState()
    let inset = rect.insetBy(dx: 1, dy: 1)
    ctx.addRect(rect); ctx.addRect(inset)
    ctx.fillPath(using: .evenOdd)
    ctx.restoreGState()
}

/// A number as `NSStringFromCGSize` prints it (`%.17g`: "264.66666666666669", "0", "-6").
private func _nsNumber(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }
