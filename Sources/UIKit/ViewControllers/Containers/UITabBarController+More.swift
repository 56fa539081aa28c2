import Foundation

// The More tab (phone idiom). With more than five tabs the bar shows the first four and a More item; the
// More item's child is `moreNavigationController`, whose root lists the other tabs. Choosing one (from the
// list, or in code through `selectedIndex`/`selectedViewController`) puts it on the More navigation
// controller's stack above the list, and the More item is selected. Children: the first four tabs and
// the More navigation controller are the tab bar controller's children; an overflow tab is a child of
// the More navigation controller while it is on its stack, else of nothing [INFERRED: Apple documents
// the pushing, not the parent chain]. `selectedViewController` is the overflow tab on the stack, else the
// More navigation controller itself (the list), when `selectedIndex` reads `NSNotFound`, as Apple documents.
// An overflow tab that is itself a navigation controller lends its stack to the More navigation controller
// while it is shown there (above the list, its root first; its own `viewControllers` are empty meanwhile) and
// gets it back, as far as it still stands (its root alone when the list shows again), once it leaves, after the
// More navigation controller's transition [INFERRED: iOS documents that its root shows in the More navigation
// controller, not how the stack moves]. The list's Edit item and its Configure sheet:
// UITabBarController+Customizing.swift.

extension UITabBarController {
    /// The most tabs a phone's bar shows before the More item takes the last place.
    static let _maximumBarTabs = 5

    /// Whether the More tab is in use: more than five tabs, not on the pad idiom.
    var _usesMoreTab: Bool {
        (_viewControllers?.count ?? 0) > Self._maximumBarTabs && UIDevice.current.userInterfaceIdiom != .pad
    }

    /// The view controllers the bar has items for: the first four tabs and the More navigation
    /// controller, or every tab.
    var _barTabs: [UIViewController] {
        let tabs = _viewControllers ?? []
        guard _usesMoreTab else { return tabs }
        return Array(tabs.prefix(Self._maximumBarTabs - 1)) + [moreNavigationController]
    }

    /// The tabs listed under More.
    var _overflowTabs: [UIViewController] {
        _usesMoreTab ? Array((_viewControllers ?? []).dropFirst(Self._maximumBarTabs - 1)) : []
    }

    func _isOverflowTab(_ controller: UIViewController) -> Bool {
        _overflowTabs.contains { $0 === controller }
    }

    /// The More navigation controller, made on first use (an ordinary navigation controller whose root
    /// lists the overflow tabs, with the system More item).
    func _makeMoreNavigationController() -> UINavigationController {
        if let more = _moreNavigation { return more }
        let list = _UIMoreListController(owner: self)
        let more = UINavigationController(rootViewController: list)
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        _moreNavigation = more
        return more
    }

    /// The overflow tab on the More navigation controller's stack, if any.
    var _overflowTabOnMoreStack: UIViewController? {
        guard let stack = _moreNavigation?.viewControllers, stack.count > 1 else { return nil }
        if let redirection = _moreRedirection, stack[1] === redirection.root { return redirection.navigation }
        return _isOverflowTab(stack[1]) ? stack[1] : nil
    }

    /// The selection as the app reads it: with the More tab selected, the overflow tab it shows, else the
    /// More navigation controller.
    var _currentSelection: UIViewController? {
        guard let selected = _selected, _usesMoreTab, let more = _moreNavigation,
              selected === more || _isOverflowTab(selected) else { return _selected }
        return _overflowTabOnMoreStack ?? more
    }

    /// The bar's child that shows the selection: the More navigation controller for an overflow tab.
    var _selectedBarTab: UIViewController? {
        guard let selected = _selected else { return nil }
        return _usesMoreTab && _isOverflowTab(selected) ? _moreNavigation : selected
    }

    /// The child that shows `controller`: itself, or for an overflow tab the More navigation controller
    /// with that tab put on its stack above the list (not animated).
    func _barTab(showing controller: UIViewController) -> UIViewController {
        guard _usesMoreTab, _isOverflowTab(controller) else { return controller }
        let more = moreNavigationController
        if _overflowTabOnMoreStack !== controller { _showOnMore(controller, animated: false) }
        return more
    }

    /// Puts `tab` above the More list (a navigation tab: its stack), and gives a navigation tab shown there
    /// before its controllers back.
    func _showOnMore(_ tab: UIViewController, animated: Bool) {
        let more = moreNavigationController
        guard let list = more.viewControllers.first else { return }
        var previous = _moreRedirection
        let shown = Array(more.viewControllers.dropFirst())
        _moreRedirection = nil
        var stack = [tab]
        if let navigation = tab as? UINavigationController {
            // Shown again before it got its stack back (the list showed off screen): lent as it stands.
            var own = navigation.viewControllers
            if let lent = previous, lent.navigation === navigation {
                own = lent.stack(returning: shown)
                previous = nil
            }
            if let root = own.first {
                stack = own
                navigation.setViewControllers([], animated: false)
                _moreRedirection = _MoreRedirection(navigation: navigation, root: root)
            }
        }
        more.setViewControllers([list] + stack, animated: animated)
        if let previous { _giveBack(previous, shown: shown, after: more) }
    }

    /// The list shows again, or the navigation tab shown above it is no longer an overflow tab: it gets its
    /// controllers back.
    func _leaveMoreRedirection() {
        guard let redirection = _moreRedirection, let more = _moreNavigation, let list = more.viewControllers.first else { return }
        _moreRedirection = nil
        let shown = Array(more.viewControllers.dropFirst())
        if !shown.isEmpty { more.setViewControllers([list], animated: false) }
        _giveBack(redirection, shown: shown, after: more)
    }

    /// Gives `redirection`'s navigation controller what is left of its stack (`shown`, or its root alone), once
    /// the More navigation controller's transition has taken those controllers off its own stack.
    private func _giveBack(_ redirection: _MoreRedirection, shown: [UIViewController], after more: UINavigationController) {
        let stack = redirection.stack(returning: shown)
        let navigation = redirection.navigation
        let giveBack = { navigation.setViewControllers(stack, animated: false) }
        if more._view?.window != nil, let coordinator = more.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil, completion: { _ in giveBack() })
        } else {
            giveBack()
        }
    }

    /// After the tabs change: a tab on the More stack that is no longer an overflow tab leaves it, so that
    /// it can become the tab bar controller's child (or go).
    func _releaseOverflowTab(keeping newOverflow: [UIViewController]) {
        if let redirection = _moreRedirection {
            if !newOverflow.contains(where: { $0 === redirection.navigation }) { _leaveMoreRedirection() }
            return
        }
        guard let more = _moreNavigation, more.viewControllers.count > 1, let list = more.viewControllers.first else { return }
        let tab = more.viewControllers[1]
        if !newOverflow.contains(where: { $0 === tab }) { more.setViewControllers([list], animated: false) }
    }

    /// The user chose `tab` in the More list: it is selected and pushed above the list (animated).
    func _moreListDidSelect(_ tab: UIViewController) {
        guard let more = _moreNavigation, _isOverflowTab(tab), more.topViewController is _UIMoreListController else { return }
        _selected = tab
        if tab is UINavigationController { _showOnMore(tab, animated: true) } else { more.pushViewController(tab, animated: true) }
    }
}

/// A navigation tab shown on the More navigation controller: its stack lent there, `root` its root.
struct _MoreRedirection {
    let navigation: UINavigationController
    let root: UIViewController

    /// What goes back to `navigation` when the More navigation controller showed `shown` above its list: all
    /// of it while its root still stands first, else the root alone.
    func stack(returning shown: [UIViewController]) -> [UIViewController] {
        shown.first === root ? shown : [root]
    }
}

/// The root of the More navigation controller: one row per overflow tab (its item's image and title, a
/// disclosure indicator), titled "More".
@preconcurrency @MainActor
final class _UIMoreListController: UITableViewController {
    private weak var owner: UITabBarController?

    init(owner: UITabBarController) {
        self.owner = owner
        super.init(style: .plain)
        title = "More"
        _updateEditItem()
    }

    /// The Edit item on the right while the tab bar controller has customizable tabs.
    func _updateEditItem() {
        let customizable = !(owner?._customizableViewControllers ?? []).isEmpty
        guard customizable != (navigationItem.rightBarButtonItem != nil) else { return }
        navigationItem.rightBarButtonItem = customizable ? UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
            self?.owner?._beginCustomizingTabs()
        }) : nil
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    /// The list shows again: a navigation tab shown above it gets its controllers back.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        owner?._leaveMoreRedirection()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        owner?._overflowTabs.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let tabs = owner?._overflowTabs ?? []
        guard tabs.indices.contains(indexPath.row) else { return cell }
        let item = tabs[indexPath.row].tabBarItem
        cell.textLabel?.text = item?._displayedTitle ?? tabs[indexPath.row].title
        cell.imageView?.image = item?._displayedImage
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let tabs = owner?._overflowTabs ?? []
        guard tabs.indices.contains(indexPath.row) else { return }
        owner?._moreListDidSelect(tabs[indexPath.row])
    }
}
