import Foundation

/// The scroll views a view controller was given for its top and bottom edges.
struct _ContentScrollViews {
    weak var top: UIScrollView?
    weak var bottom: UIScrollView?
}

/// How a view controller finds the scroll view its bars follow when none was set (provisional: iOS does not
/// document its search). The view itself when it is a scroll view, else the first of its direct subviews,
/// in subview order, that is a scroll view; deeper scroll views are not found.
enum _ContentScrollViewRule {
    @MainActor static func automatic(in view: UIView?) -> UIScrollView? {
        guard let view else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        for subview in view.subviews { if let scrollView = subview as? UIScrollView { return scrollView } }
        return nil
    }
}

extension UIViewController {
    /// Sets the scroll view the bars follow on all edges (`setContentScrollView(_:for: .all)`).
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    func _contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        switch edge {
        case .top: return _contentScrollViews.top ?? _ContentScrollViewRule.automatic(in: _view)
        case .bottom: return _contentScrollViews.bottom ?? _ContentScrollViewRule.automatic(in: _view)
        default:
            // iOS documents a raise for any other edge; the reason text is provisional (not checked on iOS).
            _Diagnostics.raiseInvalidArgument("contentScrollViewForEdge: accepts only NSDirectionalRectEdgeTop or NSDirectionalRectEdgeBottom")
            return nil
        }
    }

    func _setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { _contentScrollViews.top = scrollView }
        if edge.contains(.bottom) { _contentScrollViews.bottom = scrollView }
        // The bars over this controller look again at the next layout.
        _parent?._view?.setNeedsLayout()
        (_parent?._parent as? UITabBarController)?._view?.setNeedsLayout()
    }
}
