import Foundation

// The tab bar slides with an animated push or pop that hides or shows it (`hidesBottomBarWhenPushed` on the
// navigation controller's top view controller): it moves across with the view it belongs to, in the
// transition's own animation (an alongside animation of its coordinator, so an interactive pop scrubs it).
// A push slides a bar that hides out to the left and one that shows in from the right; a pop slides a bar
// that hides out to the right and one that shows in from the left. It moves a full width (provisional: iOS
// moves it with the view underneath, which travels 30 % of the width, and covers it with the new view).
// While it slides the bar keeps its shown height; at the end it takes the place the new top gives it.

/// A slide in progress: the tab bar keeps its shown place on the vertical axis while its x animates.
struct _TabBarPushSlide {
    var isSliding = false
}

extension UITabBarController {
    /// Starts the slide for a transition of the selected navigation controller from `from` to `to`.
    func _slideTabBar(for navigation: UINavigationController, from: UIViewController, to: UIViewController,
                      isPush: Bool, coordinator: _UITransitionCoordinator) {
        guard navigation === _selectedBarTab, !_tabBar.isHidden,
              from.hidesBottomBarWhenPushed != to.hidesBottomBarWhenPushed, let container = _view else { return }
        let hiding = to.hidesBottomBarWhenPushed
        let width = container.bounds.width
        // Where the bar starts and ends, across: it leaves with the old view or arrives with the new one.
        let start: CGFloat = hiding ? 0 : (isPush ? width : -width)
        let end: CGFloat = hiding ? (isPush ? -width : width) : 0
        _pushSlide.isSliding = true
        _layoutBar(in: container)
        _tabBar.frame.origin.x = start
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?._tabBar.frame.origin.x = end
        }, completion: { [weak self] _ in
            guard let self else { return }
            _pushSlide.isSliding = false
            _tabBar.frame.origin.x = 0
            if let view = _view { _layoutBar(in: view) }
            _view?.setNeedsLayout()
        })
    }
}
