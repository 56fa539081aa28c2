import Foundation

/// A container that shows one of several view controllers, chosen by tab (spec §7.3).
///
/// Changing the selection in code sends the appearance callbacks (the new tab's `viewWillAppear`
/// before the old tab's `viewWillDisappear`, the did-callbacks after the commit, old first) and no
/// delegate calls; only a user's tap on a tab bar item (or UIKitTesting's `simulateUserSelection(of:in:)`)
/// asks the delegate.
/// The selected view controller's view fills the tab bar controller's view, behind `tabBar`.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var _viewControllers: [UIViewController]?
    weak var _selected: UIViewController?
    weak var _delegate: UITabBarControllerDelegate?
    /// The tab currently installed and forwarded appearance.
    weak var _displayedTab: UIViewController?
    lazy var _tabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        bar._isManaged = true
        bar._tabBarController = self
        return bar
    }()
    /// The content scroll view the tab bar follows (UITabBarController+ContentScrollView.swift).
    var _contentTracking = _ContentScrollTracking()
    /// The tab bar's slide with a push or pop (UITabBarController+PushSlide.swift).
    var _pushSlide = _TabBarPushSlide()
    /// The More navigation controller, once made (UITabBarController+More.swift).
    var _moreNavigation: UINavigationController?
    /// The navigation tab whose stack the More navigation controller shows, if any.
    var _moreRedirection: _MoreRedirection?
    var _customizableViewControllers: [UIViewController]?

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller with no tabs from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs, in order. Setting them makes them the children; the selection is kept when it is still
    /// a tab, else the tab at the old selection's index is selected, else the first tab.
    open var viewControllers: [UIViewController]? {
        get { _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Replaces the tabs.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        _setTabs(viewControllers)
    }
    /// The selected tab. Setting a view controller that is not a tab raises `NSInternalInconsistencyException`.
    /// With the More tab (more than five tabs on a phone), an overflow tab is shown on the More navigation
    /// controller; while the More list itself shows, this is `moreNavigationController`.
    open var selectedViewController: UIViewController? {
        get { _currentSelection }
        set { _select(newValue) }
    }
    /// The index of the selected tab; setting an index out of range does nothing. `NSNotFound` while the
    /// More list shows.
    open var selectedIndex: Int {
        get {
            guard let selected = _currentSelection else { return NSNotFound }
            return _viewControllers?.firstIndex(where: { $0 === selected }) ?? NSNotFound
        }
        set {
            guard let tabs = _viewControllers, tabs.indices.contains(newValue) else { return }
            _select(tabs[newValue])
        }
    }
    /// Asked before a user's tap selects a tab, and told after.
    open weak var delegate: UITabBarControllerDelegate? {
        get { _delegate }
        set { _delegate = newValue }
    }

    /// The bar at the bottom of the view, in front of the content (which fills the whole view): 49 points
    /// (32 when vertically compact) plus the bottom safe area high. Its items are the tabs' `tabBarItem`s,
    /// and the tab bar controller is its delegate.
    open var tabBar: UITabBar { _tabBar }

    /// The navigation controller of the More tab, shown when there are more than five tabs on a phone: its
    /// root lists the tabs after the fourth, and a chosen one is pushed above the list.
    open var moreNavigationController: UINavigationController { _makeMoreNavigationController() }

    /// The tabs the user may rearrange from the More list's Edit button (its Configure sheet); every tab each
    /// time `viewControllers` is set. Empty or nil: the list has no Edit button.
    open var customizableViewControllers: [UIViewController]? {
        get { _customizableViewControllers }
        set { _customizableViewControllers = newValue; _customizableTabsDidChange() }
    }

    /// The user tapped `item` on the tab bar: asks the delegate's `tabBarController(_:shouldSelect:)`,
    /// selects the item's tab (re-tapping a navigation controller's tab pops it to its root), then calls
    /// `tabBarController(_:didSelect:)`. When the delegate refuses, the bar shows the old selection again.
    /// Subclasses that override this call `super`; before it, `selectedIndex` is still the old tab.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard tabBar === _tabBar, let tab = _barTabs.first(where: { $0._tabBarItem === item }) else { return }
        _userDidSelect(tab)
        let shown = _selectedBarTab?.tabBarItem
        if _tabBar.selectedItem !== shown { _tabBar.selectedItem = shown }
    }

    /// False: the tab bar controller forwards appearance to the selected tab by hand.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _forwardAppearanceToDisplayedChild(appearing: true, animated: animated)
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _endDisplayedChildAppearance()
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        _forwardAppearanceToDisplayedChild(appearing: false, animated: animated)
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        _endDisplayedChildAppearance()
    }

    // MARK: System preferences (UIViewController+ContainerPreferences.swift)

    /// The selected view controller.
    open override var childForStatusBarStyle: UIViewController? { _selectedBarTab }
    /// The selected view controller.
    open override var childForStatusBarHidden: UIViewController? { _selectedBarTab }
    /// The delegate's `tabBarControllerSupportedInterfaceOrientations(_:)`, else the default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        _tabSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    /// The delegate's `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`, else the default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        _tabPreferredInterfaceOrientation ?? super.preferredInterfaceOrientationForPresentation
    }

    override func _containerWillLayout() {
        if let view = _view {
            _updateTabBarForContent()
            _layoutBar(in: view); _layoutDisplayedChild(in: view, transitioning: _transitionCoordinator != nil)
        }
    }
}

/// The tab bar controller's delegate: asked about and told of the user's tab selections.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the tapped tab may be selected; true by default.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a tap selected (or re-selected) a tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of a switch from `fromVC` to `toVC`; nil for UIKit's immediate switch.
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interactor of a switch animated by `animationController`; asked only for a vended animator.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// Called before the More list's Edit button shows the Configure sheet; `viewControllers` are the tabs.
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// Called before the Configure sheet goes, with the tabs in their new order; `changed` tells whether it changed.
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                          changed: Bool)
    /// Called once the Configure sheet has gone.
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                          changed: Bool)
    /// The orientations the tab bar controller supports, asked instead of its own default.
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The orientation to present the tab bar controller in, asked instead of its own default.
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift), and
// UIKit takes iOS's path for a delegate that does not respond to the selector.
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        _optionalRequirementNotImplemented("tabBarController(_:shouldSelect:)")
        return true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        _optionalRequirementNotImplemented("tabBarController(_:didSelect:)")
    }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        _optionalRequirementNotImplemented("tabBarController(_:animationControllerForTransitionFrom:to:)")
        return nil
    }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        _optionalRequirementNotImplemented("tabBarController(_:interactionControllerFor:)")
        return nil
    }
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        _optionalRequirementNotImplemented("tabBarController(_:willBeginCustomizing:)")
    }
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                                 changed: Bool) {
        _optionalRequirementNotImplemented("tabBarController(_:willEndCustomizing:changed:)")
    }
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                                 changed: Bool) {
        _optionalRequirementNotImplemented("tabBarController(_:didEndCustomizing:changed:)")
    }
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        _optionalRequirementNotImplemented("tabBarControllerSupportedInterfaceOrientations(_:)")
        return .allButUpsideDown
    }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        _optionalRequirementNotImplemented("tabBarControllerPreferredInterfaceOrientationForPresentation(_:)")
        return .portrait
    }
}
