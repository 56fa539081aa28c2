import Foundation

/// A container that shows a stack of view controllers, one at a time, with push and pop (spec §7.1).
///
/// Push and pop change `viewControllers` at once; the visible change (loading the new top's view,
/// appearance callbacks, the 0.35 s slide when animated) runs later, in the navigation controller's next
/// layout pass, as UIKit's deferred transition does. Only the top view controller's view is loaded.
/// The children's appearance is driven by hand (`shouldAutomaticallyForwardAppearanceMethods` is false).
/// There is no navigation bar: the top view controller's view fills the navigation controller's view.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, bottom first.
    var _stack: [UIViewController] = []
    /// The controller whose view is installed (the transition's "from").
    var _displayed: UIViewController?
    /// Controllers added since the last transition (they get didMove(toParent:) at its end).
    var _pendingAdded: [UIViewController] = []
    /// Controllers taken off the stack since the last transition (removed from `children` at its end).
    var _pendingRemoved: [UIViewController] = []
    var _pendingAnimated = false
    var _transitionInFlight = false
    weak var _delegate: UINavigationControllerDelegate?
    /// The interactive pop's recognizer owner (UINavigationController+InteractivePop.swift).
    var _interactivePopTransition: _UINavigationInteractiveTransition?
    /// Set while the pop recognizer starts a pop: the built-in interactor that pop may use.
    var _interactivePopInteractor: _UINavigationInteractiveTransition?
    var _interactivePopStartedWithBuiltinInteractor = false
    lazy var _navigationBar: UINavigationBar = {
        let bar = UINavigationBar(frame: .zero)
        bar.autoresizingMask = [.flexibleWidth]
        bar._navigationController = self
        return bar
    }()
    lazy var _toolbar: UIToolbar = {
        let toolbar = UIToolbar(frame: .zero)
        toolbar.isHidden = true
        toolbar._isManaged = true
        return toolbar
    }()
    /// What `isToolbarHidden` reads; the toolbar view's own `isHidden` follows at the end of a slide out. Kept
    /// on the toolbar, so that reading it makes the toolbar on first use, as reading its `isHidden` did.
    var _toolbarHidden: Bool {
        get { _toolbar._isHiddenByContainer }
        set { _toolbar._isHiddenByContainer = newValue }
    }
    var _toolbarSlide = _ToolbarSlide()
    /// The content scroll views the bars follow and the large title's state
    /// (UINavigationController+ContentScrollView.swift); the bar-hiding gestures (UINavigationController+BarHiding.swift).
    var _contentTracking = _ContentScrollTracking()
    var _largeTitleState = _LargeTitleState()
    /// Whether a push or pop moves the bar's large title (UINavigationController+LargeTitleTransition.swift).
    var _largeTitleTransitionInFlight = false
    var _barHiding = _BarHidingSettings()

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        _setStack([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Replaces the stack. The old top disappears and the new top appears; only the new top's view loads.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _setStack(viewControllers, animated: animated)
    }
    /// Pushes `viewController` on the stack and shows it (deferred to the next layout pass).
    ///
    /// Raises `NSInvalidArgumentException` when it is already in the stack or is a navigation controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _push(viewController, animated: animated)
    }
    /// Pops the top view controller and returns it; nil (and nothing happens) with one or none on the stack.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { _pop(animated: animated) }
    /// Pops everything above the root; returns what was popped, or nil when nothing was.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = _stack.first else { return nil }
        return _pop(to: root, animated: animated)
    }
    /// Pops everything above `viewController`; returns what was popped. Raises
    /// `NSInternalInconsistencyException` when `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        _pop(to: viewController, animated: animated)
    }
    /// The top of the stack.
    open var topViewController: UIViewController? { _stack.last }
    /// The controller presented by the navigation controller if any, else the top of the stack.
    open var visibleViewController: UIViewController? {
        var presented = _presentedViewController
        while let next = presented?._presentedViewController { presented = next }
        return presented ?? topViewController
    }
    /// Told when a view controller is about to be shown and once it was shown.
    open weak var delegate: UINavigationControllerDelegate? {
        get { _delegate }
        set { _delegate = newValue }
    }

    /// Pushes `vc` (animated).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// The bar at the top of the navigation controller's view: 44 points high, just below the top safe
    /// area, in front of the content (which fills the whole view). Its items follow the stack.
    open var navigationBar: UINavigationBar { _navigationBar }
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { _navigationBar.isHidden }
        set { _navigationBar.isHidden = newValue; _view?.setNeedsLayout() }
    }
    /// Hides or shows the navigation bar; animated, the children's layout for the new safe area runs in an
    /// animation of `hideShowBarDuration`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        _setBarHidden(animated: animated) { self.isNavigationBarHidden = hidden }
    }
    /// The toolbar at the bottom: 44 points plus the bottom safe area, showing the top view controller's
    /// `toolbarItems`. Hidden until `isToolbarHidden` is set false.
    open var toolbar: UIToolbar! { _toolbar }
    /// Whether the toolbar is hidden; true by default. Setting it shows or hides the toolbar at once, ending
    /// any slide of `setToolbarHidden(_:animated:)` where the new value wants it.
    open var isToolbarHidden: Bool {
        get { _toolbarHidden }
        set {
            _toolbarHidden = newValue
            _toolbarSlide.direction = nil
            _toolbarSlide.generation += 1
            _toolbar.isHidden = newValue
            _view?.setNeedsLayout()
        }
    }
    /// Hides or shows the toolbar. Animated, on screen, the toolbar slides off the bottom edge (or up from
    /// it) over `hideShowBarDuration` while the children are laid out for their new safe area in the same
    /// animation; `isToolbarHidden` reads the new value at once.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        _setToolbarHidden(hidden, animated: animated)
    }
    /// How long hiding or showing a bar animates: 0.2 s (UIKit's `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Whether an upward swipe hides the navigation bar and toolbar and a downward one shows them again
    /// (the toolbar only when the top view controller has toolbar items). False by default.
    open var hidesBarsOnSwipe: Bool {
        get { _barHiding.onSwipe }
        set { _barHiding.onSwipe = newValue; _barHidingSettingsDidChange() }
    }
    /// Whether a tap on the content (not on a control or a bar) hides or shows the bars. False by default.
    open var hidesBarsOnTap: Bool {
        get { _barHiding.onTap }
        set { _barHiding.onTap = newValue; _barHidingSettingsDidChange() }
    }
    /// Whether the bars hide when the keyboard appears; they stay hidden after it goes. False by default.
    open var hidesBarsWhenKeyboardAppears: Bool {
        get { _barHiding.whenKeyboardAppears }
        set { _barHiding.whenKeyboardAppears = newValue; _barHidingSettingsDidChange() }
    }
    /// Whether the bars hide in a vertically compact environment and show again in a regular one; while
    /// compact, a tap shows them. False by default.
    open var hidesBarsWhenVerticallyCompact: Bool {
        get { _barHiding.whenVerticallyCompact }
        set { _barHiding.whenVerticallyCompact = newValue; _barHidingSettingsDidChange(); _view?.setNeedsLayout() }
    }
    /// The pan that hides and shows the bars for `hidesBarsOnSwipe` (inactive while that is false). Keep its
    /// delegate, target and action.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { _barHidingController.swipe }
    /// The tap that hides and shows the bars for `hidesBarsOnTap` (inactive while that is false). Keep its
    /// delegate, target and action.
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { _barHidingController.tap }

    /// The left-edge pan on the navigation controller's view that pops the top view controller
    /// interactively. It begins only with more than one controller on the stack and no transition
    /// running; set its `delegate` or `isEnabled` to change that.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { _interactivePopGestureRecognizer }

    /// False: the navigation controller forwards appearance to its top view controller by hand.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Adds the interactive pop recognizer to the freshly loaded view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        _ = _interactivePopGestureRecognizer
        _installBarHidingRecognizers()
    }
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _forwardAppearanceToDisplayedChild(appearing: true, animated: animated)
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _endForwardedAppearance()
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        _forwardAppearanceToDisplayedChild(appearing: false, animated: animated)
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        _endForwardedAppearance()
    }

    // MARK: System preferences (UIViewController+ContainerPreferences.swift)

    /// With the navigation bar showing, the bar's `barStyle` decides: `.black` gives `.lightContent`.
    open override var preferredStatusBarStyle: UIStatusBarStyle { _navigationStatusBarStyle }
    /// The top view controller while the navigation bar is hidden, else nil (the bar decides).
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
    /// The top view controller.
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    /// The delegate's `navigationControllerSupportedInterfaceOrientations(_:)`, else the default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        _navigationSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    /// The delegate's `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`, else the default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        _navigationPreferredInterfaceOrientation ?? super.preferredInterfaceOrientationForPresentation
    }

    override func _willReadTransitionCoordinator() { _startPendingTransitionForCoordinator() }

    override func _containerWillLayout() {
        if let view = _view {
            _applyVerticallyCompactHiding()
            _updateBarsForContent()
            _layoutBar(in: view); _layoutToolbar(in: view)
            _layoutDisplayedChild(in: view, transitioning: _transitionInFlight)
        }
        _ = _interactivePopGestureRecognizer
        _startDeferredTransitionIfNeeded()
    }
}

/// The navigation controller's delegate: told around each transition.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called before `viewController` is shown, after its `viewWillAppear`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController` was shown, after its `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of a push or pop from `fromVC` to `toVC`; nil for UIKit's slide. Asked only while
    /// the navigation controller is on screen and both controllers exist.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interactor of a transition animated by `animationController`; asked only for a vended animator.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The orientations the navigation controller supports, asked instead of its own default.
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation to present the navigation controller in, asked instead of its own default.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
}

extension UINavigationController {
    /// The kind of stack change a navigation transition shows, with UIKit's raw values.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift).
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        _optionalRequirementNotImplemented("navigationController(_:willShow:animated:)")
    }
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        _optionalRequirementNotImplemented("navigationController(_:didShow:animated:)")
    }
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        _optionalRequirementNotImplemented("navigationController(_:animationControllerFor:from:to:)")
        return nil
    }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        _optionalRequirementNotImplemented("navigationController(_:interactionControllerFor:)")
        return nil
    }
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        _optionalRequirementNotImplemented("navigationControllerSupportedInterfaceOrientations(_:)")
        return .allButUpsideDown
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        _optionalRequirementNotImplemented("navigationControllerPreferredInterfaceOrientationForPresentation(_:)")
        return .portrait
    }
}
