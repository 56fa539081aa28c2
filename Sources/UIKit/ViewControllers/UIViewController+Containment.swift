import Foundation

extension UIViewController {
    func _addChild(_ child: UIViewController) {
        // Spec §2.1 step 1: a child whose view is in a window under another controller's view.
        if child._parent == nil, let childView = child._view, childView.window != nil,
           let owner = childView.superview?._owningViewController, owner !== self {
            NSException(name: .viewControllerHierarchyInconsistency,
                        reason: "child view controller:\(child) should have parent view controller:\(owner) but requested parent is:\(self)").raise()
            return
        }
        if _presentedViewController === child {
            NSException(name: .invalidArgumentException,
                        reason: "trying to add child view controller that is already presented: \(child)").raise()
            return
        }
        if child === self || _isDescendantController(of: child) {
            // UIKit has no guard here and builds a cycle; we refuse (documented deviation, spec §2.8).
            NSException(name: .invalidArgumentException,
                        reason: "child view controller:\(child) cannot be added to its own descendant:\(self)").raise()
            return
        }
        if _WindowList.all.contains(where: { $0.window?._rootViewController === child }) {
            NSException(name: .viewControllerHierarchyInconsistency,
                        reason: "adding a root view controller \(child) as a child of view controller:\(self)").raise()
            return
        }
        if child._parent != nil {
            child._sendWillMove(toParent: nil)
            child.removeFromParent()
        }
        child._parent = self
        _children.append(child)
        if _LifecycleEvents.isActive { _LifecycleEvents.emit(_LifecycleEvent(.addChild, self, other: child)) }
        child._sendWillMove(toParent: self)
    }

    func _removeFromParent() {
        guard let parent = _parent else { return }
        if _LifecycleEvents.isActive { _LifecycleEvents.emit(_LifecycleEvent(.removeFromParent, self, other: parent)) }
        if let index = parent._children.index(ofIdentical: self) { parent._children.remove(at: index) }
        _parent = nil
        _sendDidMove(toParent: nil)
    }

    /// UIKit's own willMove/didMove calls. Observers see these here, and a client's direct call only when
    /// it reaches the base implementation (overrides must call super).
    func _sendWillMove(toParent parent: UIViewController?) {
        guard _LifecycleEvents.isActive else { return willMove(toParent: parent) }
        _LifecycleEvents.uikitContainmentCall(.willMoveToParent, self, parent: parent) { willMove(toParent: parent) }
    }

    func _sendDidMove(toParent parent: UIViewController?) {
        guard _LifecycleEvents.isActive else { return didMove(toParent: parent) }
        _LifecycleEvents.uikitContainmentCall(.didMoveToParent, self, parent: parent) { didMove(toParent: parent) }
    }

    func _baseWillMove(toParent parent: UIViewController?) {
        if _LifecycleEvents.isActive { _LifecycleEvents.baseContainmentMethod(.willMoveToParent, self, parent: parent) }
        _appearance.willMove()
    }

    /// Keeps the flag (and schedules the §2.4 re-send) while the move's appearance transition is under way.
    func _baseDidMove(toParent parent: UIViewController?) {
        if _LifecycleEvents.isActive { _LifecycleEvents.baseContainmentMethod(.didMoveToParent, self, parent: parent) }
        _appearance.didMove(toParent: parent != nil)
    }

    /// Whether this controller is `ancestor` or below it in the parent chain.
    func _isDescendantController(of ancestor: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let controller = current {
            if controller === ancestor { return true }
            current = controller._parent
        }
        return false
    }
}

extension UIView {
    /// The view controller that owns this view or the nearest ancestor view.
    var _owningViewController: UIViewController? {
        var view: UIView? = self
        while let current = view {
            if let controller = current._viewController { return controller }
            view = current._superview
        }
        return nil
    }
}

extension UIViewController {
    /// The nearest ancestor (parent, its parent, …) of type `type`.
    func _nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = _parent
        while let controller = current {
            if let match = controller as? Container { return match }
            current = controller._parent
        }
        return nil
    }
}
