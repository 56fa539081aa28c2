import Foundation

/// A view or layout guide that constraints can relate.
@MainActor protocol _LayoutItem: AnyObject {
    /// The active constraints that name this item.
    var _referencingConstraints: [NSLayoutConstraint] { get set }
    /// The view this item lives in: the view itself, or a guide's owning view.
    var _hostView: UIView? { get }
}

extension NSLayoutConstraint {
    func _activate() {
        guard _owner == nil, !_isInvalid else { return }
        guard let first = _firstItem as? _LayoutItem else { return }
        let second = _secondItem as? _LayoutItem
        var owner = first._hostView
        if let second {
            if let a = first._hostView, let b = second._hostView {
                owner = a._closestCommonAncestor(with: b)
            } else {
                owner = nil
            }
        }
        guard let owner else {
            let secondText = _secondItem.map { _anchorText($0, secondAttribute) } ?? "(null)"
            NSException(name: .genericException,
                        reason: "Unable to activate constraint with anchors \(_anchorText(first, firstAttribute)) and \(secondText) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.").raise()
            return
        }
        _install(on: owner)
    }

    /// Installs the constraint on `owner` and adds it to the engine of `owner`'s tree.
    func _install(on owner: UIView) {
        guard _owner == nil, !_isInvalid else { return }
        _owner = owner
        owner._installedConstraints.append(self)
        (_firstItem as? _LayoutItem)?._referencingConstraints.append(self)
        if let second = _secondItem as? _LayoutItem, second !== _firstItem { second._referencingConstraints.append(self) }
        _LayoutEngine.engine(forRootOf: owner).addConstraint(self)
    }

    func _deactivate() {
        guard let owner = _owner else { return }
        _engineOwner?.removeConstraint(self)
        if let index = owner._installedConstraints.lastIndex(where: { $0 === self }) {
            owner._installedConstraints.remove(at: index)
        }
        for item in [_firstItem, _secondItem].compactMap({ $0 as? _LayoutItem }) {
            if let index = item._referencingConstraints.lastIndex(where: { $0 === self }) {
                item._referencingConstraints.remove(at: index)
            }
        }
        _owner = nil
    }

    private func _anchorText(_ item: AnyObject, _ attribute: Attribute) -> String {
        let anchorClass: String = switch attribute {
        case .width, .height: "NSLayoutDimension"
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            "NSLayoutYAxisAnchor"
        default: "NSLayoutXAxisAnchor"
        }
        return "<\(anchorClass):\(_objcAddressString(self)) \"\(_itemName(item)).\(attribute._name)\">"
    }
}

extension UIView: _LayoutItem {
    var _hostView: UIView? { self }

    /// The closest view that is both this view (or an ancestor) and `other` (or an ancestor).
    func _closestCommonAncestor(with other: UIView) -> UIView? {
        _nearestCommonAncestor(self, other) { $0._superview }
    }

    /// The topmost ancestor (the window, for an on-screen view).
    var _rootView: UIView {
        var top = self
        while let parent = top._superview { top = parent }
        return top
    }
}
