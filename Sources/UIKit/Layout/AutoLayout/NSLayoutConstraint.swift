import Foundation

/// A linear relationship between two layout attributes: `first.attribute (relation) multiplier ×
/// second.attribute + constant`, which the Auto Layout engine satisfies when laying out.
///
/// Items are views or layout guides. Activating a constraint installs it on the closest common ancestor
/// of its items; changing `constant` or `priority` of an active constraint takes effect at the next layout.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of an item's layout rectangle that a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        /// The last baseline (an older name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The two axes of layout, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    weak var _firstItem: AnyObject?
    weak var _secondItem: AnyObject?
    /// The first item of the constraint (a view or layout guide). Held weakly, as in UIKit.
    open var firstItem: AnyObject? { _firstItem }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides relate.
    public let relation: Relation
    /// The second item, or nil for a constraint against a constant. Held weakly, as in UIKit.
    open var secondItem: AnyObject? { _secondItem }
    /// The attribute of the second item; `.notAnAttribute` when there is none.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// The value added to the right-hand side. Changing it on an active constraint re-solves the layout
    /// at the next layout pass.
    ///
    /// A NaN or infinite value raises `NSInternalInconsistencyException` ("NSLayoutConstraint constant is
    /// not finite!  That's illegal. …") and leaves the constant unchanged, as Auto Layout does.
    open var constant: CGFloat {
        get { _constant }
        set {
            guard _isFiniteConstant(newValue) else { return }
            let oldValue = _constant
            _constant = newValue
            if newValue != oldValue { _engineOwner?._constraintDidChange(self) }
        }
    }
    var _constant: CGFloat
    /// The priority; 1000 (required) by default. An active constraint cannot switch between required and
    /// optional: that raises `NSInternalInconsistencyException`.
    open var priority: UILayoutPriority {
        get { _priority }
        set { _setPriority(newValue) }
    }
    /// A name for the constraint, shown in its description.
    open var identifier: String?
    /// Whether the constraint is in effect. Setting it activates or deactivates it (see `activate(_:)`).
    open var isActive: Bool {
        get { _owner != nil }
        set { newValue ? _activate() : _deactivate() }
    }
    /// Whether archiving keeps the constraint; kept for source compatibility.
    open var shouldBeArchived = false

    var _priority = UILayoutPriority.required
    /// The view the constraint is installed on while active.
    weak var _owner: UIView?
    /// The engine the constraint is in while active.
    weak var _engineOwner: _LayoutEngine?
    /// Activation order, for the order of the unsatisfiable-constraints report.
    var _sequence = 0

    /// Creates a constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        _firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        _secondItem = view2.map { $0 as AnyObject }
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        _constant = c.isFinite ? c : 0
        super.init()
        if !_isFiniteConstant(c) { _isInvalid = true; return }
        _validate(view1 as AnyObject)
    }

    /// Whether `value` may be a constant; raises Auto Layout's exception for NaN and infinity. The reason
    /// quotes the anchors, as UIKit's does: `constant:nan firstAnchor:<NSLayoutYAxisAnchor:0x… "V:0x….top">
    /// secondAnchor:(null)` (two spaces after each sentence, verified in crash reports).
    private func _isFiniteConstant(_ value: CGFloat) -> Bool {
        guard !value.isFinite else { return true }
        let second = secondAnchor.map { "\($0)" } ?? "(null)"
        NSException(name: .internalInconsistencyException, reason:
            "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(_g(value)) firstAnchor:\(firstAnchor) secondAnchor:\(second)").raise()
        return false
    }

    /// Set when the initialiser raised: such a constraint never activates.
    var _isInvalid = false

    /// UIKit's checks on the equation's shape, raised as `NSInvalidArgumentException` at creation.
    private func _validate(_ item: AnyObject) {
        let horizontalKinds: (NSLayoutConstraint.Attribute) -> Int = {
            switch $0 {
            case .leading, .trailing, .leadingMargin, .trailingMargin: 1
            case .left, .right, .leftMargin, .rightMargin: 2
            default: 0
            }
        }
        var reason: String?
        if firstAttribute._isLocation && (_secondItem == nil || multiplier == 0) {
            reason = "NSLayoutConstraint for \(_itemName(item)): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        } else if _secondItem != nil, horizontalKinds(firstAttribute) * horizontalKinds(secondAttribute) == 2 {
            reason = "NSLayoutConstraint for \(_itemName(item)): A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        }
        guard let reason else { return }
        _isInvalid = true
        NSException(name: .invalidArgumentException, reason: reason).raise()
    }

    /// Activates every constraint in `constraints`, as if each had `isActive` set to true.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: _firstItem, attribute: firstAttribute)
    }
    /// The second item's anchor for `secondAttribute`, or nil.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        _secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    /// `<NSLayoutConstraint:0x…; 'id' UIView:0x….width == 0.5*UIView:0x….width + 8 @750   (active)>`, like UIKit's.
    open override var description: String {
        MainActor.assumeIsolated { _description }
    }

    var _description: String {
        var text = "<\(_objcClassName(type(of: self))):\(_objcAddressString(self)) "
        if let identifier { text += "'\(identifier)' " }
        text += _equationText
        if !_priority._isRequired { text += " @\(_g(CGFloat(_priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    var _equationText: String {
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(_itemName(_firstItem)).\(firstAttribute._name) \(symbol) "
        if let second = _secondItem {
            if multiplier != 1 { text += "\(_g(multiplier))*" }
            text += "\(_itemName(second)).\(secondAttribute._name)"
            if constant != 0 { text += constant < 0 ? " - \(_g(-constant))" : " + \(_g(constant))" }
        } else {
            text += _g(constant)
        }
        return text
    }

    private func _setPriority(_ newValue: UILayoutPriority) {
        guard newValue != _priority else { return }
        if isActive && newValue._isRequired != _priority._isRequired {
            NSException(name: .internalInconsistencyException,
                        reason: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(_g(CGFloat(newValue.rawValue))) and the existing priority was \(_g(CGFloat(_priority.rawValue))).").raise()
            return
        }
        _priority = newValue
        _engineOwner?._constraintDidChange(self)
    }
}

/// How UIKit names an item in constraint descriptions: `UIView:0x…` or `UILayoutGuide:0x…'name'`.
@MainActor func _itemName(_ item: AnyObject?) -> String {
    guard let item else { return "(null)" }
    if let guide = item as? UILayoutGuide {
        return "\(_objcClassName(type(of: guide))):\(_objcAddressString(guide))'\(guide.identifier)'"
    }
    return "\(_objcClassName(type(of: item))):\(_objcAddressString(item))"
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a position (an edge, centre or baseline) rather than a size.
    var _isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }

    /// The attribute's name as UIKit prints it.
    var _name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
