import Foundation

extension UITabBarController: _DisplayedChildContainer {
    /// Replaces the tabs: removed tabs leave `children` (the shown one disappears first), new ones are
    /// added with willMove/didMove. As Apple documents it, the selected controller stays selected if it
    /// is still a tab; else the tab at the same index as the old selection; else the first tab.
    func _setTabs(_ tabs: [UIViewController]?) {
        let newTabs = tabs ?? []
        let previousIndex = _selected.flatMap { selected in _viewControllers?.firstIndex { $0 === selected } }
        let oldBarTabs = _barTabs
        _viewControllers = tabs
        _customizableViewControllers = tabs
        _customizableTabsDidChange()
        // The bar's children: the tabs, or the first four and the More navigation controller.
        let newBarTabs = _barTabs
        _releaseOverflowTab(keeping: _overflowTabs)
        let newIDs = Set(newBarTabs.map(ObjectIdentifier.init))
        for old in oldBarTabs where !newIDs.contains(ObjectIdentifier(old)) && old._parent === self {
            old._sendWillMove(toParent: nil)
            if old === _displayedTab { _takeDisplayedTabOffScreen() }
            old.removeFromParent()
        }
        for tab in newBarTabs where tab._parent !== self {
            addChild(tab)
            tab._sendDidMove(toParent: self)
        }
        _children = _ChildList(newBarTabs + _children.filter { !newIDs.contains(ObjectIdentifier($0)) })
        _syncTabBarItems()
        let keptMore = _selected.flatMap { $0 === _moreNavigation && _usesMoreTab ? $0 : nil }
        let keptSelection = _selected.flatMap { selected in newTabs.first { $0 === selected } } ?? keptMore
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
        guard let controller, let tabs = _viewControllers,
              tabs.contains(where: { $0 === controller }) || (controller === _moreNavigation && _usesMoreTab) else {
            NSException(name: .internalInconsistencyException,
                        reason: "Attempting to select a view controller that isn't a child! \(controller.map { "\($0)" } ?? "(null)")").raise()
            return
        }
        guard controller !== _currentSelection else { return }
        let previousSelection = _selected
        _selected = controller
        // An overflow tab goes onto the More navigation controller's stack; that controller is shown.
        let shown = _barTab(showing: controller)
        _tabBar.selectedItem = shown.tabBarItem
        _select(shownChild: shown, previousSelection: previousSelection)
    }

    /// Shows `controller`, the bar's child for the new selection (spec §7.3).
    private func _select(shownChild controller: UIViewController, previousSelection: UIViewController?) {
        guard controller !== _displayedTab else { return }
        guard _appearState == .appeared, let container = _view, container.window != nil else {
            if _appearState == .disappeared { _swapTabViewSilently() }
            return
        }
        let from = _displayedTab
        _displayedTab = controller
        let custom = from.flatMap { from in _customAnimator(from: from, to: controller) }
        let animator = custom?.animator ?? _UIImmediateTransitionAnimator(swap: { [self] in
            _installDisplayedChild(controller, in: container)
            from?._view?.removeFromSuperview()
        })
        let context = _UIViewControllerTransitionContext(container: container, animated: custom != nil, from: from,
                                                         to: controller, animator: animator,
                                                         interactor: custom?.interactor, defaultDuration: 0)
        context.initialFrames = (from?._view?.frame ?? .zero, .zero)
        context.finalFrames = (from?._view?.frame ?? .zero, container.bounds)
        // UIKit's own switch is immediate and has no coordinator; a custom animator's has one.
        if custom != nil { _transitionCoordinator = context.coordinator }
        context.completionHandler = { [self] didComplete in
            if custom != nil { _transitionCoordinator = nil }
            guard didComplete else {
                controller._view?.removeFromSuperview()
                _displayedTab = from
                _selected = previousSelection
                _tabBar.selectedItem = from?.tabBarItem
                controller._cancelAppearanceTransition()
                from?._cancelAppearanceTransition()
                return
            }
            if custom != nil {
                from?._view?.removeFromSuperview()
                controller._view?.removeFromSuperview()
                _installDisplayedChild(controller, in: container)
            }
            from?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
        _UITransitionDriver.run(context) {
            controller.beginAppearanceTransition(true, animated: custom != nil)
            from?.beginAppearanceTransition(false, animated: custom != nil)
            if custom != nil { controller.view.frame = container.bounds }
        }
    }

    /// The delegate's animator for switching from `from` to `to`, and its interactor.
    private func _customAnimator(from: UIViewController, to: UIViewController)
        -> (animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?)? {
        guard let delegate,
              let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        else { return nil }
        return (animator, delegate.tabBarController(self, interactionControllerFor: animator))
    }

    /// The user tapped `controller`'s tab: asks the delegate, selects, then tells the delegate.
    /// Tapping the selected tab calls the delegate, and pops a navigation controller's stack to its root
    /// (animated) in between.
    package func _userDidSelect(_ controller: UIViewController) {
        let isMore = controller === _moreNavigation && _usesMoreTab
        guard isMore || _viewControllers?.contains(where: { $0 === controller }) == true else { return }
        // A delegate without the method lets every tab be selected, as on iOS.
        if let delegate, !(_ifImplemented("tabBarController(_:shouldSelect:)", {
            delegate.tabBarController(self, shouldSelect: controller)
        }) ?? true) { return }
        if controller === _selectedBarTab, let navigation = controller as? UINavigationController,
           navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: true)
            // Re-tapping More goes back to the list.
            if isMore { _selected = controller }
        }
        _select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    func _swapTabViewSilently() {
        let shown = _selectedBarTab
        guard let container = _view, _displayedTab !== shown else { return }
        _displayedTab?._takeOffScreenAsDisplayedChild()
        _displayedTab = shown
        if let selected = shown, selected.isViewLoaded { _installDisplayedChild(selected, in: container) }
    }

    /// Makes the bar's items (and its selected item) the tabs' items.
    func _syncTabBarItems() {
        _tabBar.setItems(_barTabs.map { $0.tabBarItem }, animated: false)
        _tabBar.selectedItem = _selectedBarTab?.tabBarItem
    }

    /// Puts the tab bar in front, at the bottom, 49 points plus the bottom safe area high.
    @discardableResult
    func _layoutBar(in container: UIView) -> UIView {
        let bar = _tabBar
        if bar.superview !== container { container.addSubview(bar) }
        let height = _tabBarRowHeight + container.safeAreaInsets.bottom
        // A bar the selected navigation controller's top hides (`hidesBottomBarWhenPushed`) sits below the view,
        // except while it slides with the push or pop (UITabBarController+PushSlide.swift), when only its x moves.
        let sliding = _pushSlide.isSliding
        let y = container.bounds.height - (_hidesTabBarForPush && !sliding ? 0 : height)
        let frame = CGRect(x: sliding ? bar.frame.minX : 0, y: y, width: container.bounds.width, height: height)
        if bar.frame != frame { bar.frame = frame }
        return bar
    }

    /// The height of the tab bar's row of items: 49 points, 32 when vertically compact.
    var _tabBarRowHeight: CGFloat { _TabBarMetrics.height(compact: traitCollection._usesCompactBars) }

    /// Whether the tab bar shows over the selected child: not hidden, and not hidden by a pushed controller.
    var _showsTabBar: Bool { !_tabBar.isHidden && !_hidesTabBarForPush }

    /// Whether the selected navigation controller's top view controller hides bottom bars.
    var _hidesTabBarForPush: Bool {
        (_selectedBarTab as? UINavigationController)?.topViewController?.hidesBottomBarWhenPushed == true
    }

    /// The child the tab bar controller forwards appearance to: the tab it shows.
    var _displayedChild: UIViewController? { _displayedTab }

    /// Before appearing, shows the selected tab (a selection made off screen).
    func _settleDisplayedChild() {
        let shown = _selectedBarTab
        if _displayedTab !== shown { _displayedTab?._takeOffScreenAsDisplayedChild(); _displayedTab = shown }
    }
}
