import Foundation

extension UIViewController {
    /// Returns the root view, loading it (`loadView`, then `viewDidLoad`) on first use.
    func _loadedView() -> UIView {
        if let view = _view { return view }
        loadView()
        if _view == nil { _setView(UIView(frame: UIScreen.main.bounds)) }
        if _LifecycleEvents.isActive { _LifecycleEvents.emit(_LifecycleEvent(.viewDidLoad, self)) }
        viewDidLoad()
        return _view!
    }

    /// Associates `newView` with this view controller (spec §2.8).
    func _setView(_ newView: UIView?) {
        if let newView, let owner = newView._viewController, owner !== self {
            NSException(
                name: .viewControllerHierarchyInconsistency,
                reason: "A view can only be associated with at most one view controller at a time! View \(newView) is associated with \(owner). Clear this association before associating this view with \(self)."
            ).raise()
            return
        }
        let oldView = _view
        guard oldView !== newView else { return }
        if let oldView, let superview = oldView.superview, let newView {
            let index = superview._indexOfSubview(oldView) ?? superview.subviews.count
            newView.frame = oldView.frame
            oldView.removeFromSuperview()
            superview.insertSubview(newView, at: index)
        }
        oldView?._viewController = nil
        _view = newView
        newView?._viewController = self
    }
}

extension NSExceptionName {
    /// Raised when the view-controller hierarchy would become inconsistent.
    public static let viewControllerHierarchyInconsistency = NSExceptionName("UIViewControllerHierarchyInconsistency")
}
