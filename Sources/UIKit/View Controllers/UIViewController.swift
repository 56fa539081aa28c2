import Foundation

/// An object that manages a view hierarchy: its loading, its appearance, its children and what it presents.
///
/// Every appearance driver (the view entering or leaving a window, begin/end appearance transitions,
/// forwarding from a parent, `transition(from:to:…)`) goes through one state machine (spec §1.1), so the
/// callbacks arrive in UIKit's order with UIKit's flags.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    // MARK: Stored state

    var _nibName: String?
    var _nibBundle: Bundle?
    var _view: UIView?
    weak var _parent: UIViewController?
    var _children: [UIViewController] = []

    /// The appearance state machine (spec §1.1).
    var _appearState: _AppearState = .disappeared
    var _isSettingAppearState = false
    var _appearanceCallbackDepth = 0
    var _pendingViewIsAppearing = false
    var _pendingViewIsAppearingAnimated = false
    /// Bumped to discard a pending window-path did-callback.
    var _windowDidToken = 0
    /// begin/end bookkeeping (spec §4).
    var _appearanceLevel = 0
    var _appearanceDirectionIsAppearing = true
    var _appearanceAnimated = false
    /// The containment flag behind isMovingToParent/FromParent (spec §1.4), and the didMove re-send (§2.4).
    var _containmentChanging = false
    var _didMoveCleanupPending = false

    /// Presentation state (spec §6).
    var _presentedViewController: UIViewController?
    weak var _presentingViewController: UIViewController?
    var _isBeingPresented = false
    var _isBeingDismissed = false
    var _presentationInProgress = false
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
    open var title: String?

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
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after `viewWillAppear`, once the view is in the hierarchy and laid out.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared: after the transaction that put it on screen committed.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the on-screen hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the on-screen hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}
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
    open var isBeingPresented: Bool { _isBeingPresented && _appearanceCallbackDepth > 0 }
    /// True inside the disappearance callbacks of a view controller that is being dismissed.
    open var isBeingDismissed: Bool { _isBeingDismissed && _appearanceCallbackDepth > 0 }

    // MARK: Containment (UIViewController+Containment.swift)

    /// The parent view controller, or nil.
    open var parent: UIViewController? { _parent }
    /// The children, in the order they were added.
    open var children: [UIViewController] { _children }

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
    /// Called before the trait collection changes; does nothing by default.
    open func willTransition(to newCollection: UITraitCollection,
                             with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Insets added to the safe area of the root view.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            _view?.setNeedsLayout()
            _view?._layoutEngineMembership?.setNeedsSolve()
        }
    }

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
