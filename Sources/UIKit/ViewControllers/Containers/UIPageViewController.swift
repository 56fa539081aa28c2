import Foundation

/// A container that shows one page (or two, facing each other around a spine) of content at a time and
/// turns pages by a scroll or a page curl (spec §17.1–§17.4).
///
/// Programmatic turns (`setViewControllers(_:direction:animated:completion:)`) ask neither the data
/// source nor the delegate. The user's turns (a drag of the scroll style's paging scroll view, or the
/// curl style's pan and tap) ask the data source for the neighbouring page and tell the delegate
/// before and after. The page view controller forwards appearance to its pages itself.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    let _transitionStyle: TransitionStyle
    let _navigationOrientation: NavigationOrientation
    var _spineLocation: SpineLocation
    var _isDoubleSided = false
    /// The scroll style's spacing between pages, rounded up to an even number of points.
    let _interPageSpacing: CGFloat
    var _viewControllers: [UIViewController] = []
    weak var _dataSource: UIPageViewControllerDataSource?
    weak var _delegate: UIPageViewControllerDelegate?
    /// The scroll style's paging scroll view and what a drag has asked of the data source.
    var _scroll: _PageScrollState?
    /// The curl style's pan and tap, made with the view.
    var _curlGestures: (pan: UIPanGestureRecognizer, tap: UITapGestureRecognizer)?
    /// The direction and pages the curl pan asked the data source for before it began.
    var _pendingCurl: (NavigationDirection, [UIViewController])?
    /// While the delegate answers `spineLocationFor`: the pages and double-sided flag it sets, held for
    /// the spine it returns.
    var _spineQuery: _SpineQuery?
    /// The page turn in flight, if any (one at a time, as on iOS).
    var _turn: _PageTurn?
    /// The built-in page control (scroll style, horizontal, data source with both presentation methods).
    var _pageControl: UIPageControl?

    /// Creates a page view controller. `options` may give the spine location (curl style,
    /// `.spineLocation`) and the space between pages (scroll style, `.interPageSpacing`).
    public init(transitionStyle style: TransitionStyle = .pageCurl,
                navigationOrientation: NavigationOrientation = .horizontal,
                options: [OptionsKey: Any]? = nil) {
        _transitionStyle = style
        _navigationOrientation = navigationOrientation
        let initial = Self._initialOptions(style: style, options: options)
        _spineLocation = initial.spine
        _isDoubleSided = initial.spine == .mid
        _interPageSpacing = initial.spacing
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl, horizontal page view controller with no options, as on iOS.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// A page-curl, horizontal page view controller (PortableUIKit has no archives).
    public required init?(coder: NSCoder) {
        _transitionStyle = .pageCurl
        _navigationOrientation = .horizontal
        _spineLocation = .min
        _interPageSpacing = 0
        super.init(coder: coder)
    }

    // MARK: Configuration (UIPageViewController+Options.swift)

    /// How pages turn: `.pageCurl` or `.scroll`, fixed at initialization.
    open var transitionStyle: TransitionStyle { _transitionStyle }
    /// The axis pages turn along, fixed at initialization.
    open var navigationOrientation: NavigationOrientation { _navigationOrientation }
    /// Where the spine sits: `.none` for the scroll style; `.min` by default for the curl style.
    open var spineLocation: SpineLocation { _spineLocation }
    /// Whether content shows on the back of a curled page; false by default, always true with a mid
    /// spine. Only the curl style can change it; turning it off with a mid spine raises
    /// `NSInvalidArgumentException`.
    open var isDoubleSided: Bool {
        get { _isDoubleSided }
        set { _setDoubleSided(newValue) }
    }
    /// The recognizers that turn pages: the pan and the tap for the curl style, none for the scroll style
    /// (its scroll view's pan turns the pages). Empty unless a data source is set when the view loads.
    open var gestureRecognizers: [UIGestureRecognizer] {
        guard let gestures = _curlGestures else { return [] }
        return [gestures.pan, gestures.tap]
    }

    /// Supplies the pages before and after the current one for the user's turns.
    open weak var dataSource: UIPageViewControllerDataSource? {
        get { _dataSource }
        set { _setDataSource(newValue) }
    }
    /// Told of the user's turns, and asked about the spine and orientations.
    open weak var delegate: UIPageViewControllerDelegate? {
        get { _delegate }
        set { _delegate = newValue }
    }

    // MARK: Pages (UIPageViewController+Turns.swift)

    /// The pages shown: one, or two facing pages for a mid spine. Nil until pages are set.
    open var viewControllers: [UIViewController]? { _viewControllers.isEmpty ? nil : _viewControllers }

    /// Shows `viewControllers`, turning the page towards `direction` when `animated`.
    ///
    /// The scroll style takes one page; the curl style takes one, or two for a mid spine (two for a
    /// double-sided animated turn); any other count raises `NSInvalidArgumentException`. The first call
    /// is never animated. Animating to the page already shown does nothing and does not call
    /// `completion`. Neither the data source nor the delegate is called.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        _setViewControllers(viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    // MARK: View and appearance (UIPageViewController+Appearance.swift)

    /// The plain root view, with the scroll style's paging scroll view or the curl style's gestures.
    open override func loadView() {
        super.loadView()
        _installContentViews()
    }

    /// False: the page view controller forwards appearance to its pages itself (spec §17.4).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _askSpineLocationForCurrentOrientation()
        _forwardBeginAppearance(true, animated: animated)
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _forwardEndAppearance()
    }
    /// A turn still under way ends at once first (`_endTurnAtOnce`), so the pages that disappear are the
    /// ones it leaves shown [INFERRED: otherwise its incoming page would appear after the page view
    /// controller left the window, once the turn's motion ended]. A finger still holding the pages'
    /// scroll view keeps its drag: it may be the one moving the sheet that takes the page view controller
    /// away (the scroll view hands its movement to the sheet), and while the page view controller is not
    /// shown the drag turns no page.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let turn = _turn, !turn.hasEnded { _endTurnAtOnce(turn, cancellingHeldDrag: false) }
        _forwardBeginAppearance(false, animated: animated)
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        _forwardEndAppearance()
    }

    /// The delegate's `pageViewControllerSupportedInterfaceOrientations(_:)`, else the default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        _pageSupportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    /// The delegate's `pageViewControllerPreferredInterfaceOrientationForPresentation(_:)`, else the default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        _pagePreferredInterfaceOrientation ?? super.preferredInterfaceOrientationForPresentation
    }

    /// Passes the size change on, then asks the curl style's delegate for the spine of the new
    /// orientation when it changes, rebuilding the pages for it.
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        _askSpineLocationForSizeTransition()
    }

    override func _containerWillLayout() { _layoutPages() }
}
