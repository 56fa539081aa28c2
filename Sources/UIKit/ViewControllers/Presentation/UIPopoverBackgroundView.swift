import Foundation

/// The metrics a popover's background view class gives: UIKit asks them once, as the popover is
/// presented, and places the content and arrow by them.
@preconcurrency @MainActor
public protocol UIPopoverBackgroundViewMethods {
    /// The width of the arrow at its base.
    static func arrowBase() -> CGFloat
    /// How far the content sits inside the background, edge by edge, not counting the arrow.
    static func contentViewInsets() -> UIEdgeInsets
    /// The arrow's height from its base to its tip.
    static func arrowHeight() -> CGFloat
}

/// The background of a popover with a custom look, named by `popoverBackgroundViewClass`: a subclass
/// draws the box and the arrow, and the popover puts its content on top.
///
/// A subclass overrides the three class methods of `UIPopoverBackgroundViewMethods` and both
/// `arrowOffset` and `arrowDirection` (with storage of its own, not calling `super`); the popover
/// sets the two properties whenever it places itself, so their setters usually call `setNeedsLayout()`.
/// This class's own versions raise. The popover creates the view through `init(frame:)`, so a subclass
/// that writes initialisers overrides `init(frame:)` and `init?(coder:)`, as on iOS.
@preconcurrency @MainActor
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    /// The arrow's offset from the view's centre along the edge it sits on (negative: towards the left
    /// or top edge). Subclasses must override it.
    open var arrowOffset: CGFloat {
        get { Self._mustOverride("arrowOffset", instance: true); return 0 }
        set { Self._mustOverride("setArrowOffset:", instance: true) }
    }
    /// The direction the arrow points. Subclasses must override it.
    open var arrowDirection: UIPopoverArrowDirection {
        get { Self._mustOverride("arrowDirection", instance: true); return .unknown }
        set { Self._mustOverride("setArrowDirection:", instance: true) }
    }
    /// Whether the popover keeps its own look for the content (its rounded corners); true by default.
    /// Deprecated on iOS 13.
    open class var wantsDefaultContentAppearance: Bool { true }

    /// Subclasses must override it.
    open class func arrowBase() -> CGFloat { _mustOverride("arrowBase", instance: false); return 0 }
    /// Subclasses must override it.
    open class func contentViewInsets() -> UIEdgeInsets { _mustOverride("contentViewInsets", instance: false); return .zero }
    /// Subclasses must override it.
    open class func arrowHeight() -> CGFloat { _mustOverride("arrowHeight", instance: false); return 0 }

    /// How the popover makes an instance of a subclass from its metatype: a subclass inherits this
    /// initialiser as long as it inherits or overrides both `init(frame:)` and `init?(coder:)`, and it
    /// runs the subclass's `init(frame:)`. (Swift calls only required initialisers through a metatype,
    /// and iOS subclasses write a plain `override init(frame:)`.)
    public required convenience init(_popoverBackgroundFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// The raise of a member a subclass did not override [provisional: iOS documents that these raise,
    /// not the exception's reason].
    private static func _mustOverride(_ selector: String, instance: Bool) {
        let name = "\(instance ? "-" : "+")[\(_objcClassName(self)) \(selector)]"
        _Diagnostics.raise(NSException(name: .internalInconsistencyException,
                                       reason: "\(name) must be implemented by subclassers.", userInfo: nil))
    }
}
