import Foundation

/// The length and anchors of a view controller's top or bottom layout guide.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The guide's height: how far the unsafe band reaches into the view.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// A top or bottom layout guide: a guide in the controller's root view that spans the view's edge and
/// the safe area's edge, held in place by two constraints.
final class _UILayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    func _layoutSupportGuide(top: Bool) -> UILayoutSupport {
        let view = self.view!
        let identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        if let guide = view.layoutGuides.first(where: { $0.identifier == identifier && $0 is _UILayoutSupportGuide }) {
            return guide as! _UILayoutSupportGuide
        }
        let guide = _UILayoutSupportGuide()
        guide.identifier = identifier
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        let constraints = top
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safe.topAnchor)]
            : [guide.topAnchor.constraint(equalTo: safe.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        for constraint in constraints { constraint.identifier = "_UILayoutSupportConstraint" }
        NSLayoutConstraint.activate(constraints)
        return guide
    }
}
