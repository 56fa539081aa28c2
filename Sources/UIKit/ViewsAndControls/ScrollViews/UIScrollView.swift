import Foundation

/// A view that shows a larger content area through its bounds: the bounds origin is the content
/// offset, and drags, flings, paging and zooming move it with iOS's physics.
///
/// The finger-driven paths (drags, deceleration, rubber-banding, paging, pinch zoom) run through a
/// scrolling state machine fed by the pan and pinch gesture recognizers (UIScrollView+Dragging.swift,
/// UIScrollView+Zooming.swift); everything else (programmatic and animated scrolling, insets, the
/// layout guides, zooming, the delegate) works on its own. See docs/STATUS.md for what is not built.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    weak var _delegate: UIScrollViewDelegate?
    var _contentSize = CGSize.zero
    var _contentInset = UIEdgeInsets.zero
    var _insetAdjustment = ContentInsetAdjustmentBehavior.automatic
    /// The adjusted inset last reported through `adjustedContentInsetDidChange()`: what
    /// `adjustedContentInset` returns and the offset range is made from.
    var _adjustedContentInset = UIEdgeInsets.zero
    /// Drags, deceleration and programmatic animations (spec §20).
    var _physics = _ScrollPhysics()
    /// Zoom scales and the zoom in progress.
    var _zoom = _ZoomState()
    /// The display link that runs `_physics` and zoom animations frame by frame while they move.
    var _frameLink: CADisplayLink?
    /// `contentLayoutGuide` and `frameLayoutGuide`, made on first use.
    var _guides: _ScrollLayoutGuides?
    var _indicators = _ScrollIndicators()
    var _refreshControl: UIRefreshControl?
    var _bouncesHorizontally = true
    var _bouncesVertically = true
    /// The pan, the content-touch delay and the pinch (UIScrollView+Gestures.swift).
    let _pan = _UIScrollViewPanGestureRecognizer(target: nil, action: nil)
    let _delayRecognizer = _UIScrollViewDelayedTouchesBeganGestureRecognizer(target: nil, action: nil)
    var _pinch: _UIScrollViewPinchGestureRecognizer?
    /// The sheet this view's drag hands movement over to (UISheetPresentationController+ScrollHandOff.swift).
    var _sheetHandOff: _SheetScrollHandOff?

    // MARK: Content geometry (UIScrollView+ContentInsets.swift, UIScrollView+Scrolling.swift)

    /// The object told of scrolling and zooming.
    open weak var delegate: UIScrollViewDelegate? {
        get { _delegate }
        set { _delegate = newValue }
    }
    /// The point of the content shown at the view's top-left corner: the bounds origin. Setting it
    /// tells the delegate `scrollViewDidScroll(_:)` when it changes.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { _setContentOffset(newValue) }
    }
    /// The size of the content; `.zero` by default. With constraints to `contentLayoutGuide` that fix
    /// the guide's size, layout sets it.
    open var contentSize: CGSize {
        get { _contentSize }
        set { _setContentSize(newValue) }
    }
    /// Extra space around the content, on top of the safe area the adjustment behavior adds.
    open var contentInset: UIEdgeInsets {
        get { _contentInset }
        set { _setContentInset(newValue) }
    }
    /// The content inset plus the parts of the safe area that `contentInsetAdjustmentBehavior` adds.
    ///
    /// A stored value, as on iOS: it changes only together with `adjustedContentInsetDidChange()`, at once
    /// for a new `contentInset`, behavior, content size or view size, and for a new safe area when the view
    /// notices it at layout (so not while it is out of a window, where it is not laid out).
    open var adjustedContentInset: UIEdgeInsets { _adjustedContentInset }
    /// Called when `adjustedContentInset` changed, before the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`. Does nothing by default.
    open func adjustedContentInsetDidChange() {}
    /// Which parts of the safe area are added to the content inset; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { _insetAdjustment }
        set { _setInsetAdjustment(newValue) }
    }
    /// Whether the scroll indicators' insets include the safe area; true by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Insets of the vertical scroll indicator's track.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Insets of the horizontal scroll indicator's track.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets; reads the vertical one (deprecated on iOS in favour of the two above).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// A guide for the content area: constrain the content to its edges, and its size becomes
    /// `contentSize` at layout.
    open var contentLayoutGuide: UILayoutGuide { _scrollLayoutGuides.content }
    /// A guide for the scroll view's untransformed frame: content constrained to it does not scroll.
    open var frameLayoutGuide: UILayoutGuide { _scrollLayoutGuides.frame }

    // MARK: Scrolling behaviour (UIScrollView+Dragging.swift)

    /// Whether drags scroll the content; true by default. Programmatic scrolling works either way.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the view's bounds; false by default.
    open var isPagingEnabled = false
    /// Whether the content can go past its edges and spring back; true by default. Setting it sets both
    /// axes; it reads true when either axis bounces.
    open var bounces: Bool {
        get { _bouncesHorizontally || _bouncesVertically }
        set { _bouncesHorizontally = newValue; _bouncesVertically = newValue }
    }
    /// Whether the content can go past its left and right edges.
    open var bouncesHorizontally: Bool {
        get { _bouncesHorizontally }
        set { _bouncesHorizontally = newValue }
    }
    /// Whether the content can go past its top and bottom edges.
    open var bouncesVertically: Bool {
        get { _bouncesVertically }
        set { _bouncesVertically = newValue }
    }
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    open var alwaysBounceVertical = false {
        didSet { _updateAdjustedContentInset() }
    }
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false {
        didSet { _updateAdjustedContentInset() }
    }
    /// Whether a drag that starts along one axis stays on it; false by default.
    open var isDirectionalLockEnabled = false
    /// How fast the content slows down after a fling; `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a finger is down on the content (it may not have started a drag yet).
    open var isTracking: Bool { _physics.isTracking }
    /// Whether the user is scrolling: true from the start of a drag until its deceleration ends.
    open var isDragging: Bool { _physics.isDragging }
    /// Whether the content is moving on after the finger lifted.
    open var isDecelerating: Bool { _physics.isDecelerating }
    /// Whether an animated `setContentOffset` or `scrollRectToVisible` is running (deceleration is not).
    open var isScrollAnimating: Bool { _physics.isAnimating }

    // MARK: Gestures and content touches (UIScrollView+Gestures.swift)

    /// The pan that scrolls the content. It belongs to the scroll view and is one of its gesture
    /// recognizers; it begins once the finger has moved 10 points along an axis the view scrolls on.
    open var panGestureRecognizer: UIPanGestureRecognizer { _pan }
    /// The pinch that zooms the content; nil unless zooming is possible (`maximumZoomScale` above
    /// `minimumZoomScale`).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        _updatePinchGestureRecognizer()
        return _pinch
    }
    /// Whether the content gets `touchesBegan` only after 0.15 s without a drag (or when the finger lifts
    /// first); true by default. Without it the content gets touches at once and a drag cancels them.
    open var delaysContentTouches = true
    /// Whether a drag may start (and cancel the content's touches) after the content got `touchesBegan`;
    /// true by default. With false, content that is tracking a finger keeps it.
    open var canCancelContentTouches = true
    /// Asked before the content view `view` gets `touchesBegan` for `touches`; false keeps the touches
    /// from it. True by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    /// Whether a drag starting in `view`, which already got the touches, cancels them and scrolls: true
    /// unless `view` is a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }
    /// The scroll view's own recognizers: the pan begins only while `isScrollEnabled`, the pinch only with
    /// a view to zoom.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _gestureRecognizerShouldBegin(gestureRecognizer)
    }
    /// Whether an inner scroll view at its edge hands further horizontal scrolling to its parent (stored).
    open var transfersHorizontalScrollingToParent = true
    /// Whether an inner scroll view at its edge hands further vertical scrolling to its parent (stored).
    open var transfersVerticalScrollingToParent = true
    /// Whether a tap on the status bar scrolls this view to the top; true by default (stored: there is no
    /// status bar to tap).
    open var scrollsToTop = true
    /// How a drag dismisses the keyboard; `.none` by default (stored: there is no keyboard).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Programmatic scrolling (UIScrollView+Scrolling.swift)

    /// Moves the content to `contentOffset`; with `animated`, at constant speed over a short animation
    /// that ends with `scrollViewDidEndScrollingAnimation(_:)`. Stops a deceleration in progress.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        _setContentOffset(contentOffset, animated: animated)
    }
    /// Scrolls the least distance that makes `rect` (in content coordinates) visible; does nothing when
    /// it is already fully visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { _scrollRectToVisible(rect, animated: animated) }
    /// Stops any deceleration, animation or zoom where it is, inside the valid range (on a page boundary
    /// when paging).
    open func stopScrollingAndZooming() { _stopScrollingAndZooming() }

    // MARK: Zooming (UIScrollView+Zooming.swift)

    /// The smallest zoom scale; 1 by default.
    open var minimumZoomScale: CGFloat {
        get { _zoom.minimum }
        set { _zoom.minimum = newValue; _updatePinchGestureRecognizer() }
    }
    /// The largest zoom scale; 1 by default. Zooming needs it above `minimumZoomScale`.
    open var maximumZoomScale: CGFloat {
        get { _zoom.maximum }
        set { _zoom.maximum = newValue; _updatePinchGestureRecognizer() }
    }
    /// The scale of the zoom view; 1 by default. Setting it zooms without animation.
    open var zoomScale: CGFloat {
        get { _zoom.scale }
        set { _setZoomScale(newValue, animated: false) }
    }
    /// Zooms to `scale`, clamped to the limits, keeping the visible centre in place.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { _setZoomScale(scale, animated: animated) }
    /// Zooms so that `rect`, in the zoom view's coordinates, fills the view as far as the limits allow.
    open func zoom(to rect: CGRect, animated: Bool) { _zoom(to: rect, animated: animated) }
    /// Whether the zoom view may go past the scale limits while pinching and spring back; true by default.
    open var bouncesZoom = true
    /// Whether a pinch is zooming the content.
    open var isZooming: Bool { _zoom.isZooming }
    /// Whether the zoom scale is springing back into its limits after a pinch.
    open var isZoomBouncing: Bool { _zoom.isBouncing }

    // MARK: Scroll indicators (UIScrollView+Indicators.swift)

    /// Whether the vertical indicator shows while scrolling; true by default.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling; true by default.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour scheme; `.default` by default.
    open var indicatorStyle: IndicatorStyle = .default
    /// Shows the scroll indicators for a moment.
    open func flashScrollIndicators() { _flashScrollIndicators() }

    // MARK: Refreshing (UIRefreshControl.swift)

    /// The refresh control shown above the content; it becomes a subview of the scroll view.
    open var refreshControl: UIRefreshControl? {
        get { _refreshControl }
        set { _setRefreshControl(newValue) }
    }

    // MARK: UIView overrides

    /// The bounds; a change of origin is a scroll (`scrollViewDidScroll(_:)`, a layout pass, and a
    /// `contentOffset` change to key-value observers).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            if newValue.origin != old.origin {
                _notifyingObservers("contentOffset") { super.bounds = newValue }
            } else {
                super.bounds = newValue
            }
            _boundsDidChange(from: old)
        }
    }
    /// The frame; a new size can change which axes scroll, and so the adjusted inset.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.bounds
            super.frame = newValue
            _boundsDidChange(from: old)
        }
    }
    /// Lays out the content; a `contentLayoutGuide` whose size the constraints fix sets `contentSize`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _adoptContentLayoutGuideSize()
    }
    /// Notices a changed safe area (and so adjusted inset) before the layout callbacks.
    open override func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { _updateAdjustedContentInset() }
        super.layoutSublayers(of: layer)
    }

    /// Creates a scroll view with the given frame; it clips its content to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.masksToBounds = true
        _installGestureRecognizers()
    }

    /// Creates an empty scroll view (PortableUIKit has no archives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.masksToBounds = true
        _installGestureRecognizers()
    }

    /// UIView's observable properties plus `contentOffset`.
    nonisolated package override class func _observedKeys() -> [_ObservedKey] {
        MainActor.assumeIsolated { _observedScrollViewKeys(Self.self) }
    }
}
