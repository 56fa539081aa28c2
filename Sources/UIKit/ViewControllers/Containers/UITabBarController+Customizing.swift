import Foundation

// Customizing the tabs from the More list (phone idiom). The list's navigation item has an Edit item on the
// right while `customizableViewControllers` holds a tab. Edit begins customizing the tab bar with the
// customizable tabs' items, in tab order (UITabBar+Customizing.swift): the bar tells the tab bar controller, its
// delegate, which tells its own: `tabBarController(_:willBeginCustomizing:)` with the tabs before the sheet
// shows. When the sheet goes, a changed bar first puts the tabs in its order (the tabs on the bar, left to right,
// then the others in their old order; `customizableViewControllers` is kept) [INFERRED: when iOS reorders
// `viewControllers` is not documented], then `tabBarController(_:willEndCustomizing:changed:)` with the tabs, the
// sheet goes, and `tabBarController(_:didEndCustomizing:changed:)`.

extension UITabBarController {
    /// `customizableViewControllers` changed: the More list shows or hides its Edit item.
    func _customizableTabsDidChange() {
        (_moreNavigation?.viewControllers.first as? _UIMoreListController)?._updateEditItem()
    }

    /// The tabs the user may move, in tab order.
    var _customizableTabs: [UIViewController] {
        guard let customizable = _customizableViewControllers, !customizable.isEmpty else { return [] }
        let ids = Set(customizable.map(ObjectIdentifier.init))
        return (_viewControllers ?? []).filter { ids.contains(ObjectIdentifier($0)) }
    }

    /// The More list's Edit item was tapped: shows the Configure sheet with the customizable tabs' items.
    func _beginCustomizingTabs() {
        let tabs = _customizableTabs
        guard !_tabBar.isCustomizing, !tabs.isEmpty else { return }
        _tabBar.beginCustomizingItems(tabs.compactMap { $0.tabBarItem })
    }

    func _tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        delegate?.tabBarController(self, willBeginCustomizing: _viewControllers ?? [])
    }

    func _tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}

    func _tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        if changed { _applyCustomizedOrder() }
        delegate?.tabBarController(self, willEndCustomizing: _viewControllers ?? [], changed: changed)
    }

    func _tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: _viewControllers ?? [], changed: changed)
    }

    /// Puts the tabs in the bar's order: the bar's tabs first, then the others as they were.
    private func _applyCustomizedOrder() {
        let tabs = _viewControllers ?? []
        var byItem: [ObjectIdentifier: UIViewController] = [:]
        for tab in tabs { byItem[ObjectIdentifier(tab.tabBarItem)] = tab }
        let onBar = _tabBar._items.compactMap { byItem[ObjectIdentifier($0)] }
        let onBarIDs = Set(onBar.map(ObjectIdentifier.init))
        let order = onBar + tabs.filter { !onBarIDs.contains(ObjectIdentifier($0)) }
        guard !order.elementsEqual(tabs, by: ===) else { return }
        let customizable = _customizableViewControllers
        _setTabs(order)
        _customizableViewControllers = customizable
        _customizableTabsDidChange()
        if let list = _moreNavigation?.viewControllers.first as? _UIMoreListController, list.isViewLoaded {
            list.tableView.reloadData()
        }
    }
}
