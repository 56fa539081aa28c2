import Foundation

extension UITabBarController {
    func _setTabs(_ tabs: [UIViewController]?) {
        let newTabs = tabs ?? []
        let newIDs = Set(newTabs.map(ObjectIdentifier.init))
        for old in _viewControllers ?? [] where !newIDs.contains(ObjectIdentifier(old)) && old._parent === self {
            old._sendWillMove(toParent: nil)
            if old === _displayedTab, _appearState == .appeared {
                old.beginAppearanceTransition(false, animated: false)
                old._view?.removeFromSuperview()
                old.endAppearanceTransition()
                _displayedTab = nil
            } else if old === _displayedTab {
                old._view?.removeFromSuperview()
                _displayedTab = nil
            }
            old.removeFromParent()
        }
        _viewControllers = tabs
        for tab in newTabs where tab._parent !== self {
            addChild(tab)
            tab._sendDidMove(toParent: self)
        }
        _children = newTabs + _children.filter { !newIDs.contains(ObjectIdentifier($0)) }
        let keep = _selected.map { selected in newTabs.contains(where: { $0 === selected }) } ?? false
        let target = keep ? _selected : newTabs.first
        _selected = nil
        if let target { _select(target) } else { _selected = nil }
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
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        _select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    func _swapTabViewSilently() {
        guard let container = _view, _displayedTab !== _selected else { return }
        _displayedTab?._view?.removeFromSuperview()
        _displayedTab = _selected
        if let selected = _selected, selected.isViewLoaded { _installTab(selected, in: container) }
    }

    func _installTab(_ controller: UIViewController, in container: UIView) {
        let view = controller.view!
        guard view.superview !== container else { return }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
    }

    func _forwardTabAppearance(appearing: Bool, animated: Bool) {
        if appearing {
            if _displayedTab !== _selected { _displayedTab?._view?.removeFromSuperview(); _displayedTab = _selected }
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
