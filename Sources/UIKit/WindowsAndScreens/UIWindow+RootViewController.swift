import Foundation

extension UIWindow {
    /// Replaces the root view controller: the old root's view leaves first, then the new one is
    /// installed (at once when the window is visible, else when it is shown).
    func _setRootViewController(_ controller: UIViewController?) {
        guard controller !== _rootViewController else { return }
        let old = _rootViewController
        if let oldView = old?._view, oldView.superview === self { oldView.removeFromSuperview() }
        _rootViewController = controller
        if !isHidden { _installRootViewIfNeeded() }
    }

    /// Adds the root view controller's view, sized to the window, if it is not in the window yet and
    /// no presentation has taken it off screen (as UIKit's `addRootViewControllerViewIfPossible`:
    /// showing a window again must not put back a root that a full-screen presentation covers).
    func _installRootViewIfNeeded() {
        guard let controller = _rootViewController, !controller._isViewRemovedByPresentation else { return }
        let rootView = controller.view!
        guard rootView.superview !== self else { return }
        rootView.frame = bounds
        addSubview(rootView)
    }
}
