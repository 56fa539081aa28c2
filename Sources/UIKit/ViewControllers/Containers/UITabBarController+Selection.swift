import Foundation

extension UITabBarController {
    /// Replaces the tabs: removed tabs leave `children` (the shown one disappears first), new ones are
    /// added with willMove/didMove. As Apple documents it, the selected controller stays selected if it
    /// is still a tab; else the tab at the same index as the old selection; else the first tab.
    func _setTabs(_ tabs: [UIViewController]?) {
        let newTabs = tabs ?? []
        let previousIndex = _selected.flatMap { selected in _viewControllers?.firstIndex { $0 === selected } }
        let newIDs = Set(newTabs.map(ObjectIdentifier.init))
        for old in _viewControllers ?? [] where !newIDs.contains(ObjectIdentifier(old)) && old._parent === self {
            old._sendWillMove(toParent: nil)
            if old === _displayedTab { _takeDisplayedTabOffScreen() }
            old.removeFromParent()
        }
        _viewControllers = tabs
        for tab in newTabs where tab._parent !== self {
            addChild(tab)
            tab._sendDidMove(toParent: self)
        }
        _children = _ChildList(newTabs + _children.filter { !newIDs.contains(ObjectIdentifier($0)) })
        _syncTabBarItems()
        let keptSelection = _selected.flatMap { selected in newTabs.first { $0 === selected } }
        let sameIndex = previousIndex.flatMap { newTabs.indices.contains($0) ? newTabs[$0] : nil }
        _selected = nil
        if let target = keptSelection ?? sameIndex ?? newTabs.first { _select(target) }
    }

    /// Removes the shown tab's view; the tab disappears at once, since it is going away.
    private func _takeDisplayedTabOffScreen() {
        guard let tab = _displayedTab else { return }
        _displayedTab = nil
        tab._takeOffScreenAsDisplayedChild()
    }

    /// Selects `controller` (spec §7.3). On screen: `to.begin(true)` then `from.begin(false)` now, the
    /// ends after the commit, from first. Off screen the view swap waits for the next appearance.
    func _select(_ controller: UIViewController?) {
        guard let controller, let tabs = _viewControllers, tabs.contains(where: { $0 === controller }) else {
            NSException(name: .internalInconsistencyException,
                        reason: "Attempting to select a view controller that isn't a child! \(controller.map { "\($0)" } ?? "(null)")").raise()
            return
        }
        guard controller !== _selected else { return }
        _selected = controller
        _tabBar.selectedItem = controller.tabBarItem
        guard controller !== _displayedTab else { return }
        guard _appearState == .appeared, let container = _view, container.window != nil else {
            if _appearState == .disappeared { _swapTabViewSilently() }
            return
        }
        let from = _displayedTab
        _displayedTab = controller
        controller.beginAppearanceTransition(true, animated: false)
        from?.beginAppearanceTransition(false, animated: false)
        _installTab(controller, in: container)
        from?._view?.removeFromSuperview()
        _Turn.enqueueAfterCommit {
            from?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
    }

    /// The user tapped `controller`'s tab: asks the delegate, selects, then tells the delegate.
    /// Tapping the selected tab calls the delegate but changes nothing else.
    package func _userDidSelect(_ controller: UIViewController) {
        guard _viewControllers?.contains(where: { $0 === controller }) == true else { return }
        // A delegate without the method lets every tab be selected, as on iOS.
        if let delegate, !(_ifImplemented("tabBarController(_:shouldSelect:)", {
            delegate.tabBarController(self, shouldSelect: controller)
        }) ?? true) { return }
        _select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    func _swapTabViewSilently() {
        guard let container = _view, _displayedTab !== _selected else { return }
        _displayedTab?._takeOffScreenAsDisplayedChild()
        _displayedTab = _selected
        if let selected = _selected, selected.isViewLoaded { _installTab(selected, in: container) }
    }

    func _installTab(_ controller: UIViewController, in container: UIView) {
        let view = controller.view!
        guard view.superview !== container else { return }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        _layoutTabBar(in: container)
        container.insertSubview(view, belowSubview: _tabBar)
    }

    /// Makes the bar's items (and its selected item) the tabs' items.
    func _syncTabBarItems() {
        _tabBar.setItems((_viewControllers ?? []).map { $0.tabBarItem }, animated: false)
        _tabBar.selectedItem = _selected?.tabBarItem
    }

    /// Puts the tab bar in front, at the bottom, 49 points plus the bottom safe area high.
    func _layoutTabBar(in container: UIView) {
        let bar = _tabBar
        if bar.superview !== container { container.addSubview(bar) }
        let height = 49 + container.safeAreaInsets.bottom
        let frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        if bar.frame != frame { bar.frame = frame }
    }

    func _forwardTabAppearance(appearing: Bool, animated: Bool) {
        if appearing {
            if _displayedTab !== _selected { _displayedTab?._takeOffScreenAsDisplayedChild(); _displayedTab = _selected }
            guard let tab = _displayedTab else { return }
            tab.beginAppearanceTransition(true, animated: animated)
            if let container = _view { _installTab(tab, in: container) }
        } else {
            _displayedTab?.beginAppearanceTransition(false, animated: animated)
        }
    }

    func _endTabAppearance() {
        guard let tab = _displayedTab, tab._appearanceLevel > 0 else { return }
        tab.endAppearanceTransition()
    }
}
