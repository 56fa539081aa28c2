import Foundation

/// Turns the number (or three numbers) an animation interpolates into a transform, so that
/// "rotate by 2π" animates as a rotation instead of matrix entries.
@preconcurrency @MainActor
open class CAValueFunction: NSObject {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates the named function; nil for an unknown name.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName._all.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    package func _transform(for value: Any?) -> Any? {
        let numbers: [Double]
        if let array = value as? [Any] {
            numbers = array.compactMap { _AnimatableValue.components($0)?.1.first }
        } else if let (_, c) = _AnimatableValue.components(value), c.count == 1 {
            numbers = c
        } else {
            return value
        }
        func at(_ i: Int, _ fallback: Double) -> CGFloat { CGFloat(i < numbers.count ? numbers[i] : fallback) }
        let first = at(0, 0)
        switch name {
        case .rotateX: return CATransform3DMakeRotation(first, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(first, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(first, 0, 0, 1)
        case .scale:
            return numbers.count >= 3 ? CATransform3DMakeScale(at(0, 1), at(1, 1), at(2, 1))
                                      : CATransform3DMakeScale(first, first, first)
        case .scaleX: return CATransform3DMakeScale(first, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, first, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, first)
        case .translate: return CATransform3DMakeTranslation(at(0, 0), at(1, 0), at(2, 0))
        case .translateX: return CATransform3DMakeTranslation(first, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, first, 0)
        case .translateZ: return CATransform3DMakeTranslation(0, 0, first)
        default: return value
        }
    }
}

/// The names of the value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let _all: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                 .translate, .translateX, .translateY, .translateZ]
}
