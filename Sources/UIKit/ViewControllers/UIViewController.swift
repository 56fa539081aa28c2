import Foundation

/// An object that manages a view hierarchy: its loading, its appearance, its children and what it presents.
///
/// Every appearance driver (the view entering or leaving a window, begin/end appearance transitions,
/// forwarding from a parent, `transition(from:to:…)`) goes through one state machine (spec §1.1), so the
/// callbacks arrive in UIKit's order with UIKit's flags.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer, UITraitEnvironment {
    // MARK: Stored state

    var _nibName: String?
    var _nibBundle: Bundle?
    var _view: UIView?
    weak var _parent: UIViewController?
    var _children = _ChildList<UIViewController>()

    /// The appearance state machine (spec §1.1, §1.4, §2.4, §4): phase, begin/end nesting, containment move.
    var _appearance = _AppearanceStateMachine()

    /// Presentation state (spec §6).
    var _presentedViewController: UIViewController?
    weak var _presentingViewController: UIViewController?
    /// This controller's part in a presentation or dismissal in flight (presenter, presented, dismissed).
    var _presentationState = _PresentationTransitionState()
    /// How this controller was presented and what its presentation took off screen (spec §6).
    var _presentation: _PresentationRecord?
    /// The coordinator of the presentation or container transition this controller takes part in.
    var _transitionCoordinator: UIViewControllerTransitionCoordinator?
    var _modalPresentationStyle: UIModalPresentationStyle = .automatic
    var _navigationItem: UINavigationItem?
    var _toolbarItems: [UIBarButtonItem]?
    var _tabBarItem: UITabBarItem?
    var _preferredContentSize = CGSize.zero
    var _overrideTraitCollections: [ObjectIdentifier: UITraitCollection] = [:]
    var _lastForwardedSize: CGSize?

    // MARK: Creating

    /// Creates a view controller. PortableUIKit has no nib files; the names are kept for clients.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibName = nibNameOrNil
        _nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive; PortableUIKit has no archives, so this makes an empty one.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The nib name given at creation.
    open var nibName: String? { _nibName }
    /// The nib bundle given at creation.
    open var nibBundle: Bundle? { _nibBundle }
    /// A human-readable title, used by containers.
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            _tabBarItem?.title = title
        }
    }

    // MARK: The view (UIViewController.swift)

    /// The root view, loaded on first access with `loadView()` and then `viewDidLoad()`.
    ///
    /// Setting a view that already belongs to another view controller raises
    /// `UIViewControllerHierarchyInconsistency`. Setting a new view while the old one is in a superview
    /// puts the new one in its place with the same frame.
    open var view: UIView! {
        get { _loadedView() }
        set { _setView(newValue) }
    }
    /// The root view if it is loaded, else nil; never loads it.
    open var viewIfLoaded: UIView? { _view }
    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { _view != nil }
    /// Creates the root view: a plain view the size of the main screen that resizes with its superview.
    open func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }
    /// Loads the root view now if it is not loaded.
    open func loadViewIfNeeded() { _ = _loadedView() }
    /// Called once, after the root view loads.
    open func viewDidLoad() {}

    // MARK: Appearance callbacks (UIViewController+Appearance.swift)

    /// Called before the view is added to a view hierarchy that is (or is about to be) on screen.
    open func viewWillAppear(_ animated: Bool) { _baseAppearanceMethod(.viewWillAppear, animated) }
    /// Called after `viewWillAppear`, once the view is in the hierarchy and laid out.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared: after the transaction that put it on screen committed.
    open func viewDidAppear(_ animated: Bool) { _baseAppearanceMethod(.viewDidAppear, animated) }
    /// Called before the view leaves the on-screen hierarchy.
    open func viewWillDisappear(_ animated: Bool) { _baseAppearanceMethod(.viewWillDisappear, animated) }
    /// Called after the view left the on-screen hierarchy.
    open func viewDidDisappear(_ animated: Bool) { _baseAppearanceMethod(.viewDidDisappear, animated) }
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the root view's safe area changed, before the layout that follows.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// Updates the view controller's constraints in the update-constraints pass, before
    /// `viewWillLayoutSubviews()`, when its view needs it. The default calls the view's `updateConstraints()`;
    /// overrides call super last.
    open func updateViewConstraints() { _view?.updateConstraints() }

    /// Whether appearance callbacks are forwarded to children automatically; true by default.
    /// A container that returns false must drive its children with begin/end appearance transitions.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition by hand: sends `viewWillAppear` or `viewWillDisappear`.
    ///
    /// Calls nest: a second begin in the same direction waits for a second end. A begin in the opposite
    /// direction reverses (cancels) the transition in flight.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _beginAppearanceTransition(isAppearing, animated: animated)
    }
    /// Ends an appearance transition by hand: sends `viewDidAppear` or `viewDidDisappear` synchronously.
    /// An end without a begin logs `Unbalanced calls to begin/end appearance transitions for <…>.`
    open func endAppearanceTransition() { _endAppearanceTransition() }

    /// True only inside an appearance callback of a view controller that is being added to a parent.
    open var isMovingToParent: Bool { _movingFlag(appearing: true) }
    /// True only inside an appearance callback of a view controller that is being removed from its parent.
    open var isMovingFromParent: Bool { _movingFlag(appearing: false) }
    /// True inside the appearance callbacks of a view controller that is being presented.
    open var isBeingPresented: Bool { _isBeingPresented && _appearance.isInsideCallback }
    /// True inside the disappearance callbacks of a view controller that is being dismissed.
    open var isBeingDismissed: Bool { _isBeingDismissed && _appearance.isInsideCallback }

    // MARK: Containment (UIViewController+Containment.swift)

    /// The parent view controller, or nil.
    open var parent: UIViewController? { _parent }
    /// The children, in the order they were added.
    open var children: [UIViewController] { _children.array }

    /// Adds `childController` as a child and sends it `willMove(toParent: self)`.
    ///
    /// The caller then adds the child's view and calls `didMove(toParent: self)`. A child that already has
    /// a parent (even this one) is first removed from it with `willMove(toParent: nil)` and
    /// `removeFromParent()`, so re-adding moves it to the end of `children`.
    open func addChild(_ childController: UIViewController) { _addChild(childController) }

    /// Removes this view controller from its parent and sends it `didMove(toParent: nil)`.
    ///
    /// It does not send `willMove(toParent: nil)` (the caller must, first) and does not touch the view.
    /// Does nothing when there is no parent.
    open func removeFromParent() { _removeFromParent() }

    /// Called when the view controller is about to be added to (or removed from, with nil) a parent.
    /// Overrides must call super: it sets the flag behind `isMovingToParent`/`isMovingFromParent`.
    open func willMove(toParent parent: UIViewController?) { _baseWillMove(toParent: parent) }
    /// Called after the view controller was added to (or removed from, with nil) a parent.
    /// Overrides must call super. Called mid-transition, UIKit sends it once more after the transition.
    open func didMove(toParent parent: UIViewController?) { _baseDidMove(toParent: parent) }

    /// Switches between two children of this view controller (spec §3).
    ///
    /// Adds `toViewController`'s view to `fromViewController`'s superview, runs `animations` with
    /// `options`, removes `fromViewController`'s view, delivers both children's appearance callbacks and
    /// then calls `completion` (on a later turn, even for duration 0). Raises `NSInvalidArgumentException`
    /// when this view controller forwards appearance manually, or when the two are not both its children.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _transition(from: fromViewController, to: toViewController, duration: duration,
                    options: options, animations: animations, completion: completion)
    }

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally, then calls `completion` once it is on screen (spec §6).
    ///
    /// The presenting view controller is this one's outermost ancestor, or for the context styles the
    /// nearest ancestor that `definesPresentationContext`. Animated presentations slide up over 0.35 s;
    /// non-animated ones finish at the end of the current turn. Raises `NSInvalidArgumentException` for
    /// a controller that has a parent, is already presented, or is this one; logs and does nothing
    /// (no completion) when the presenter already presents something, is not in a window, or is in
    /// the middle of a presentation.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the view controller this one presents (and everything above it), or, when it presents
    /// nothing, asks its presenter to dismiss it. Only the topmost controller animates; `completion` runs
    /// after the dismissed controller's `viewDidDisappear`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }
    /// Shows `vc` in the primary context: pushed (animated) by the nearest navigation controller, else
    /// presented modally (animated).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = navigationController {
            navigation.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
    /// Shows `vc` in the secondary context: through the nearest split view controller, else
    /// `present(_:animated:)`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
    /// The view controller presented by this one or, for a child, by its nearest presenting ancestor.
    open var presentedViewController: UIViewController? {
        _presentedViewController ?? _parent?.presentedViewController
    }
    /// The view controller that presented this one, or presented its outermost container.
    open var presentingViewController: UIViewController? {
        _presentingViewController ?? _parent?.presentingViewController
    }
    /// How the controller is shown when presented; `.automatic` (the default) means a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { _modalPresentationStyle }
        set { _modalPresentationStyle = newValue }
    }
    /// The animation used when the controller is presented full screen; stored, the port always slides.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Vends the animator (and interactor) of this controller's presentation and dismissal; used for
    /// the `.custom`, `.fullScreen`, `.overFullScreen` and `.overCurrentContext` styles.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether this controller's view is the area covered by `.currentContext` presentations from below it.
    open var definesPresentationContext = false
    /// Whether this controller, when it defines the context, also supplies the transition style.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the presentation refuses interactive dismissal: a swipe down on its sheet only tells the
    /// presentation controller's delegate that the user tried.
    open var isModalInPresentation = false
    /// The presentation controller of this controller's presentation (kept for the next one when it
    /// is read before presenting); see Presentation/UIPresentationController+Vending.swift.
    open var presentationController: UIPresentationController? { _presentationControllerImpl() }
    /// The sheet presentation controller, when this controller is (or will be) shown as a sheet.
    open var sheetPresentationController: UISheetPresentationController? { _sheetPresentationControllerImpl() }
    var _presentationControllerStorage: UIPresentationController?
    /// The popover presentation controller, when this controller is (or will be) shown as a popover; it
    /// stays while the popover is shown adapted to a sheet or full screen.
    open var popoverPresentationController: UIPopoverPresentationController? { _popoverPresentationControllerImpl() }
    /// The coordinator of the transition this controller (or an ancestor) is part of, if one runs.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        _willReadTransitionCoordinator()
        return _transitionCoordinator ?? _parent?.transitionCoordinator
    }

    // MARK: Containers (UINavigationController.swift, UITabBarController.swift)

    /// The nearest ancestor navigation controller.
    open var navigationController: UINavigationController? { _nearestAncestor(UINavigationController.self) }
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { _toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    /// Replaces `toolbarItems`; the navigation controller's toolbar follows (not animated here).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        _toolbarItems = toolbarItems
        navigationController?._view?.setNeedsLayout()
    }
    /// The item that represents this controller in a navigation bar; its title follows `title`.
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        item._owner = self
        _navigationItem = item
        return item
    }
    /// The item that represents this controller in a tab bar; its title follows `title` until set.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set {
            _tabBarItem = newValue
            (_parent as? UITabBarController)?._syncTabBarItems()
        }
    }
    /// Whether a tab bar hides while this controller is on a navigation stack (stored).
    open var hidesBottomBarWhenPushed = false
    /// The nearest ancestor tab bar controller.
    open var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }

    // MARK: Content scroll views (UIViewController+ContentScrollView.swift)

    /// The scroll views set with `setContentScrollView(_:for:)`, held weakly.
    var _contentScrollViews = _ContentScrollViews()
    /// The scroll view whose edge the bars over this controller follow, for `edge` (`.top` or `.bottom`):
    /// the one set with `setContentScrollView(_:for:)`, else one found in the view. Any other edge raises.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { _contentScrollView(for: edge) }
    /// Sets the scroll view the bars follow for `edge` (`.top`, `.bottom`, or several, such as `.all`;
    /// leading and trailing are ignored); nil goes back to finding one in the view.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        _setContentScrollView(scrollView, for: edge)
    }
    /// The nearest ancestor split view controller.
    open var splitViewController: UISplitViewController? { _nearestAncestor(UISplitViewController.self) }
    /// The view controller that handles `action` (`showViewController:sender:` or
    /// `showDetailViewController:sender:`): this one or the first ancestor (or presenter) that does.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        _targetViewController(forAction: action, sender: sender)
    }
    /// Hook for containers: runs before `viewWillLayoutSubviews` in the root view's layout, where
    /// UINavigationController starts its deferred transition.
    func _containerWillLayout() {}
    /// Hook for containers: runs when `transitionCoordinator` is read, before it answers, where
    /// UINavigationController starts a push or pop still waiting for its layout pass.
    func _willReadTransitionCoordinator() {}

    // MARK: Segues (UIViewController+Segues.swift)

    /// Performs the segue named `identifier` from this controller's storyboard. PortableUIKit has no
    /// storyboards, so this raises `NSInvalidArgumentException` with iOS's reason for a name the storyboard
    /// lacks: "Receiver (<…>) has no segue with identifier '…'".
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        _performSegue(withIdentifier: identifier, sender: sender)
    }
    /// Whether a segue that a storyboard triggers should run; true by default. Not asked by
    /// `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called just before a segue runs, to hand data to its destination; does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // MARK: Traits (UIViewController+Traits.swift)

    /// The traits of the controller's environment: its window's (or, for a child, its view's
    /// superview's or parent's, with the parent's override for it), or its presenter's; then the
    /// controller's own overrides (`overrideUserInterfaceStyle`, `traitOverrides`).
    open var traitCollection: UITraitCollection { _traitOverrides._applied(to: _computedTraitCollection) }
    /// The style this controller, its views and its children use whatever their environment's;
    /// `.unspecified` (the default) inherits it. The same override as `traitOverrides.userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _traitOverrides._overriddenStyle }
        set { traitOverrides._setOverriddenStyle(newValue) }
    }
    var _traitOverrides = UITraitOverrides()
    var _traitRegistry: _TraitChangeRegistry?
    /// Called after the trait collection changed; `previousTraitCollection` is the old one.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Overrides traits for `childViewController`; sends it `willTransition(to:with:)` and then
    /// `traitCollectionDidChange(_:)` when its effective collection changes.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        _setOverrideTraitCollection(collection, forChild: childViewController)
    }
    /// The traits this controller overrides for `childViewController`, or nil.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        _overrideTraitCollections[ObjectIdentifier(childViewController)]
    }

    // MARK: Content container (UIViewController+ContentContainer.swift)

    /// The size the view controller would like to have; setting a new value tells the parent.
    open var preferredContentSize: CGSize {
        get { _preferredContentSize }
        set { _setPreferredContentSize(newValue) }
    }
    /// Called when a child's preferred content size changes. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changes. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size to give a child when this view controller becomes `parentSize`; `parentSize` by default.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// Called before the view's size changes; forwards to children whose size changes.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        _forwardViewWillTransition(to: size, with: coordinator)
    }
    /// Called before the trait collection changes; forwards to children whose traits change.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: UIViewControllerTransitionCoordinator) {
        _forwardWillTransition(to: newCollection, with: coordinator)
    }
    /// Insets added to the safe area of the root view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            _safeAreaContributionDidChange()
        }
    }
    /// The edges on which the view extends under a container's bars (all of them by default); on an edge
    /// left out, the view stops at the bar and the bar adds nothing to its safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { _parent?._view?.setNeedsLayout() } }
    }
    /// Whether the view extends under opaque bars too (false: only under translucent ones).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { _parent?._view?.setNeedsLayout() } }
    }
    /// Marks the root view for layout and the layout engine for a solve after what adds to the view's
    /// safe area changed (`additionalSafeAreaInsets`, a container's bars).
    func _safeAreaContributionDidChange() {
        _view?.setNeedsLayout()
        _view?._layoutEngineMembership?.setNeedsSolve()
    }

    // MARK: System preferences (UIViewController+SystemPreferences.swift)

    /// The status bar style this controller prefers; `.default` unless overridden. The system reads it
    /// from the controller chosen as spec §18.2 says, after `setNeedsStatusBarAppearanceUpdate()`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden: false, except in a vertically compact
    /// environment.
    open var prefersStatusBarHidden: Bool { _defaultPrefersStatusBarHidden }
    /// How a change of the hidden state animates; `.fade` by default. Used only when the hidden state changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` the system uses instead of this controller's; nil (self) by default.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` the system uses instead of this controller's; nil (self) by default.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Tells the system to read the status bar preferences again, now. Inside an animation block a change
    /// of the hidden state animates with `preferredStatusBarUpdateAnimation`.
    open func setNeedsStatusBarAppearanceUpdate() { _setNeedsSystemUpdate(.statusBar) }
    /// Whether a presented controller that does not cover the screen takes over the status bar; false by
    /// default, and not needed for full-screen presentations, which always do.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The orientations this controller supports: `.all` for the pad idiom, else `.allButUpsideDown`.
    /// Asked of the window's root or the topmost presented controller that fills the window; must not be empty.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { _defaultSupportedInterfaceOrientations }
    /// The orientation to present this controller in full screen; by default the current one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { _currentInterfaceOrientation }
    /// Whether the controller's content rotates with the device; true by default (deprecated in iOS 16).
    open var shouldAutorotate: Bool { true }
    /// Tells the system to read `supportedInterfaceOrientations` again, now (iOS 16).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { _setNeedsSystemUpdate(.orientations) }
    /// Whether this controller prefers the home indicator to hide after a while; false by default.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` the system uses instead; nil (self) by default.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Tells the system to read the home-indicator preference again, now.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { _setNeedsSystemUpdate(.homeIndicator) }
    /// The screen edges whose system gestures wait for this controller's own gestures; none by default.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose deferred edges the system uses instead; nil (self) by default.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system to read the deferred edges again, now.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { _setNeedsSystemUpdate(.deferredEdges) }
    /// Whether this controller prefers the pointer locked (iPadOS 14); false by default.
    open var prefersPointerLocked: Bool { false }
    /// The child whose `prefersPointerLocked` the system uses instead; nil (self) by default.
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// Tells the system to read the pointer-lock preference again, now.
    open func setNeedsUpdateOfPrefersPointerLocked() { _setNeedsSystemUpdate(.pointerLock) }

    // MARK: Layout support guides (UIViewController+LayoutSupport.swift)

    /// The band from the top of the root view to the top of its safe area (deprecated on iOS 11: use
    /// `view.safeAreaLayoutGuide`).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    open var topLayoutGuide: UILayoutSupport { _layoutSupportGuide(top: true) }
    /// The band from the bottom of the root view's safe area to the bottom of the view (deprecated on
    /// iOS 11: use `view.safeAreaLayoutGuide`).
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    open var bottomLayoutGuide: UILayoutSupport { _layoutSupportGuide(top: false) }

    // MARK: Responder chain

    /// A view controller's next responder is its view's superview, else its parent.
    open override var next: UIResponder? {
        if let superview = _view?.superview { return superview }
        return _parent ?? _presentingViewController
    }

    override var _responderWindow: UIWindow? { _view?.window }
}

/// The four states of spec §1.1; the raw values match UIKit's for debugging output.
enum _AppearState: Int { case disappeared, appearing, appeared, disappearing }
