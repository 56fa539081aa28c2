import Foundation

/// The priority of a layout constraint, from 1 to 1000; constraints at 1000 are required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must be satisfied.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a window-resizing drag that can resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene prefers to keep its size.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a window-resizing drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority of a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority at which a view hugs its fitting size in `systemLayoutSizeFitting(_:)`.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    var _isRequired: Bool { rawValue >= 1000 }
    /// The weight the solver gives a constraint of this priority.
    var _strength: Double { _isRequired ? _SimplexSolver.required : Double(max(rawValue, 0)) }
}
