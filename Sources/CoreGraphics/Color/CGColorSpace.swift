import Foundation

/// A colour space. PortableUIKit draws in sRGB; gray colours keep their own model.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The colour model of a colour space.
    public enum Model: Int32, Sendable { case unknown = -1, monochrome = 0, rgb = 1 }

    /// The name of the colour space, such as `CGColorSpace.sRGB`.
    public let name: CFStringName?
    /// The colour model.
    public let model: Model
    /// The number of colour components, not counting alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// Names of the standard colour spaces.
    public typealias CFStringName = String
    /// The standard sRGB colour space name.
    public static let sRGB: CFStringName = "kCGColorSpaceSRGB"
    /// The generic gray colour space name (gamma 2.2).
    public static let genericGrayGamma2_2: CFStringName = "kCGColorSpaceGenericGrayGamma2_2"
    /// The extended sRGB colour space name.
    public static let extendedSRGB: CFStringName = "kCGColorSpaceExtendedSRGB"

    /// Creates a colour space from one of the standard names, or returns nil for an unknown name.
    public init?(name: CFStringName) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB: model = .rgb
        case CGColorSpace.genericGrayGamma2_2: model = .monochrome
        default: return nil
        }
        self.name = name
    }

    static let srgbSpace = CGColorSpace(name: CGColorSpace.sRGB)!
    static let graySpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Creates the device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.srgbSpace }
/// Creates the device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.graySpace }
