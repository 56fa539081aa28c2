import Foundation

/// A rectangle that takes part in Auto Layout without being a view: a spacer, or one of a view's own
/// guides (the safe area and the layout margins).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view that owns the guide; set by `UIView.addLayoutGuide(_:)`.
    open weak var owningView: UIView? {
        get { _owningView }
        set { _owningView = newValue }
    }
    /// A name for the guide, shown in constraint descriptions.
    open var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, after layout.
    open var layoutFrame: CGRect { _LayoutEngine.layoutFrame(of: self) }

    weak var _owningView: UIView?
    var _referencingConstraints: [NSLayoutConstraint] = []
    /// What the guide follows: nothing (a client guide), the safe area, or the layout margins.
    var _kind: _Kind = .client

    enum _Kind { case client, safeArea, layoutMargins, readableContent, keyboard }

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        super.init()
    }

    /// One of a view's own guides.
    static func _make(_ kind: _Kind, owningView: UIView) -> UILayoutGuide {
        let guide = kind == .keyboard ? UIKeyboardLayoutGuide() : UILayoutGuide()
        guide._kind = kind
        guide._owningView = owningView
        guide.identifier = switch kind {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIViewKeyboardLayoutGuide"
        case .client: ""
        }
        return guide
    }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    open override var description: String {
        MainActor.assumeIsolated {
            let f = layoutFrame
            return "<\(_objcClassName(type(of: self))): \(_objcAddressString(self)) - \"\(identifier)\", layoutFrame = {{\(_g(f.minX)), \(_g(f.minY))}, {\(_g(f.width)), \(_g(f.height))}}, owningView = \(owningView.map { "\($0)" } ?? "(null)")>"
        }
    }
}

extension UILayoutGuide: _LayoutItem {
    var _hostView: UIView? { _owningView }
}

/// A layout guide that follows something outside the layout, such as the keyboard.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// The guide for the area the keyboard covers. PortableUIKit has no keyboard, so the guide always sits
/// at the bottom of its view: as tall as the bottom safe-area inset (`usesBottomSafeArea`), else zero.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows an undocked or floating keyboard; stored.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top stays at or above the bottom of the safe area when no keyboard shows.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { _owningView?._layoutEngineMembership?.setNeedsSolve() } }
    }
    /// The distance above the keyboard at which an interactive dismissal starts; stored.
    open var keyboardDismissPadding: CGFloat = 0
}
