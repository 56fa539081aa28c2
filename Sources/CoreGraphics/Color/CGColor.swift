import Foundation

/// An immutable colour: components in a colour space, alpha last.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components, alpha last: (gray, alpha) or (red, green, blue, alpha).
    public let components: [CGFloat]?

    /// Creates a colour in sRGB.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace.srgbSpace
        components = [red, green, blue, alpha]
    }

    /// Creates a gray colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace.graySpace
        components = [gray, alpha]
    }

    /// Creates a colour from components in `space`, or nil when the count does not match the space.
    public init?(colorSpace space: CGColorSpace, components comps: UnsafePointer<CGFloat>) {
        colorSpace = space
        components = Array(UnsafeBufferPointer(start: comps, count: space.numberOfComponents + 1))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns the colour with its alpha replaced.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var comps = components, let space = colorSpace else { return nil }
        comps[comps.count - 1] = alpha
        return comps.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
    }

    /// The colour as sRGB red, green, blue and alpha; gray components expand to equal channels.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let c = components else { return (0, 0, 0, 0) }
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (0, 0, 0, 1)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        let comps = (components ?? []).map { String(describing: $0) }.joined(separator: " ")
        return "<CGColor> [\(colorSpace?.name ?? "unknown")] ( \(comps) )"
    }
}
