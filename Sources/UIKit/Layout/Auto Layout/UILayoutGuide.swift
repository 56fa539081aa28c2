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
    let _kind: _Kind

    enum _Kind { case client, safeArea, layoutMargins }

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        _kind = .client
        super.init()
    }

    init(kind: _Kind, owningView: UIView) {
        _kind = kind
        _owningView = owningView
        super.init()
        identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
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
            return "<\(String(describing: type(of: self))): \(_addressString(self)) - \"\(identifier)\", layoutFrame = {{\(_g(f.minX)), \(_g(f.minY))}, {\(_g(f.width)), \(_g(f.height))}}, owningView = \(owningView.map { "\($0)" } ?? "(null)")>"
        }
    }
}

extension UILayoutGuide: _LayoutItem {
    var _hostView: UIView? { _owningView }
}
