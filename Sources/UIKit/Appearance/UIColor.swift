import Foundation

/// A colour, stored as extended sRGB (or gray) components, with UIKit's named and system colours.
///
/// Dynamic colours (`init(dynamicProvider:)` and the system colours) resolve against a trait collection:
/// `resolvedColor(with:)` takes one, and `cgColor` and `set()` use `UITraitCollection.current`, which
/// UIKit sets while a view draws, lays out or handles a trait change.
open class UIColor: NSObject, @unchecked Sendable {
    enum Storage {
        case rgb(CGFloat, CGFloat, CGFloat, CGFloat)
        case gray(CGFloat, CGFloat)
    }

    let _storage: Storage
    let _provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// Creates a colour from sRGB components (values outside 0...1 are extended sRGB).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _storage = .rgb(red, green, blue, alpha)
        _provider = nil
        super.init()
    }

    /// Creates a gray colour.
    public init(white: CGFloat, alpha: CGFloat) {
        _storage = .gray(white, alpha)
        _provider = nil
        super.init()
    }

    /// Creates a colour from hue, saturation and brightness (HSB), all in 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from a `CGColor`.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 1]
        _storage = c.count == 2 ? .gray(c[0], c[1]) : .rgb(c[0], c[1], c[2], c.count > 3 ? c[3] : 1)
        _provider = nil
        super.init()
    }

    /// Creates a colour that asks `dynamicProvider` for its value in each trait environment.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        _storage = light._storage
        _provider = dynamicProvider
        super.init()
    }

    /// Returns the colour for a trait collection (itself unless it is dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        _provider?(traitCollection) ?? self
    }

    /// The colour as a `CGColor`; a dynamic colour resolves against `UITraitCollection.current` first.
    open var cgColor: CGColor {
        if let provider = _provider { return provider(UITraitCollection.current).cgColor }
        switch _storage {
        case let .rgb(r, g, b, a): return CGColor(red: r, green: g, blue: b, alpha: a)
        case let .gray(w, a): return CGColor(gray: w, alpha: a)
        }
    }

    /// Makes this the fill and stroke colour of the current UIKit context.
    open func set() { _setInCurrentContext(fill: true, stroke: true) }
    /// Makes this the fill colour of the current UIKit context.
    open func setFill() { _setInCurrentContext(fill: true, stroke: false) }
    /// Makes this the stroke colour of the current UIKit context.
    open func setStroke() { _setInCurrentContext(fill: false, stroke: true) }

    /// The colour with a different alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider = _provider { return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) }) }
        switch _storage {
        case let .rgb(r, g, b, _): return UIColor(red: r, green: g, blue: b, alpha: alpha)
        case let .gray(w, _): return UIColor(white: w, alpha: alpha)
        }
    }

    /// Reads the sRGB components; gray colours report equal red, green and blue.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b, a) = _rgba
        red?.pointee = r; green?.pointee = g; blue?.pointee = b; alpha?.pointee = a
        return true
    }

    /// Reads the gray level; succeeds only for gray colours, as UIKit's does.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case let .gray(w, a) = _storage else { return false }
        white?.pointee = w; alpha?.pointee = a
        return true
    }

    /// Reads hue, saturation, brightness and alpha.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b, a) = _rgba
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
            else if maxC == g { h = (b - r) / delta + 2 } else { h = (r - g) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = a
        return true
    }

    /// The components, a dynamic colour's for `UITraitCollection.current`.
    var _rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        if let provider = _provider { return provider(UITraitCollection.current)._rgba }
        return _storedRGBA
    }

    /// The stored components (a dynamic colour's light value), which equality and hashing compare.
    var _storedRGBA: (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch _storage {
        case let .rgb(r, g, b, a): return (r, g, b, a)
        case let .gray(w, a): return (w, w, w, a)
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (_storage, other._storage) {
        case let (.rgb(r1, g1, b1, a1), .rgb(r2, g2, b2, a2)): return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        case let (.gray(w1, a1), .gray(w2, a2)): return w1 == w2 && a1 == a2
        default: return false
        }
    }

    open override var hash: Int {
        var hasher = Hasher()
        let (r, g, b, a) = _storedRGBA
        hasher.combine(r); hasher.combine(g); hasher.combine(b); hasher.combine(a)
        return hasher.finalize()
    }

    /// `UIExtendedSRGBColorSpace r g b a` or `UIExtendedGrayColorSpace w a`, as UIKit prints colours.
    open override var description: String {
        switch _storage {
        case let .rgb(r, g, b, a): return "UIExtendedSRGBColorSpace \(_g(r)) \(_g(g)) \(_g(b)) \(_g(a))"
        case let .gray(w, a): return "UIExtendedGrayColorSpace \(_g(w)) \(_g(a))"
        }
    }
}
