import Foundation

extension UITabBarController {
    /// The controller whose content the tab bar follows: the selected tab, or its top view controller when
    /// the tab is a navigation controller.
    var _tabContentController: UIViewController? {
        (_selectedBarTab as? UINavigationController)?.topViewController ?? _selectedBarTab
    }

    /// At the start of each layout: follows the content's bottom scroll view and sets the tab bar's
    /// scroll-edge state (`_ScrollEdgeRule`).
    func _updateTabBarForContent() {
        _contentTracking.follow(top: nil, bottom: _tabContentController?.contentScrollView(for: .bottom)) {
            [weak self] _ in self?._updateTabBarScrollEdge()
        }
        _updateTabBarScrollEdge()
    }

    func _updateTabBarScrollEdge() {
        _tabBar._setAtScrollEdge(_ScrollEdgeRule.isAtBottomEdge(_contentTracking.bottom))
    }
}
