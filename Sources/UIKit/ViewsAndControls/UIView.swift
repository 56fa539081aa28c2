import Foundation

/// An object that manages the content of a rectangular area on screen, backed by a `CALayer`.
///
/// The view is its layer's delegate. Geometry (`frame`, `bounds`, `center`, `transform`) lives in the
/// layer; the view adds the hierarchy callbacks, layout, autoresizing and hit-testing of UIKit.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
    /// The class of the layer a new view creates; override to use a `CALayer` subclass.
    ///
    /// QuartzCore's own layer classes are supported. A client `CALayer` subclass returned here gets an
    /// instance of its nearest QuartzCore ancestor (Swift cannot call a non-required `init()` through a
    /// metatype); see docs/STATUS.md.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer.
    public let layer: CALayer

    /// Readable from the nonisolated deinit, which hands the subviews to `_IterativeRelease`.
    nonisolated(unsafe) var _subviews = _ChildList<UIView>()
    /// Frees a deep tree of subviews without recursing once per level (see `_IterativeRelease`).
    deinit { _IterativeRelease.release(&_subviews) }
    weak var _superview: UIView?
    /// The view controller whose root view this is.
    weak var _viewController: UIViewController?

    /// The view's tag, for `viewWithTag(_:)`.
    open var tag = 0
    /// Whether touches are delivered to the view; views that are not enabled are skipped by hit-testing.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether the view handles touches exclusively.
    open var isExclusiveTouch = false
    /// Whether the view resizes its subviews by their autoresizing masks when its bounds size changes.
    open var autoresizesSubviews = true
    /// How the view resizes when its superview's bounds size changes.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { _layoutEngineMembership?.structureDidChange(self) } }
    }
    /// Whether the view's frame and autoresizing mask act as constraints in Auto Layout (true by default).
    /// Set it to false for a view that constraints place: the engine then sets its frame during layout.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue { _layoutEngineMembership?.structureDidChange(self) }
        }
    }
    /// How the view's content is laid out when its bounds change.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode._gravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// Whether the layout margins include the safe area.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Whether the view adopts its superview's margins where they overlap (stored).
    open var preservesSuperviewLayoutMargins = false
    var _storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The safe area last reported through `safeAreaInsetsDidChange()`.
    var _reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The bounds origin when the safe area was last looked at; a new one (a scroll) may move subviews'.
    var _reportedSafeAreaOrigin = CGPoint.zero
    var _storedBackgroundColor: UIColor?
    /// Auto Layout state (Layout/Auto Layout): the constraints installed here, the active constraints that
    /// name this view, the engine of the tree when this is its root, and the engine this view is in.
    var _installedConstraints: [NSLayoutConstraint] = []
    var _referencingConstraints: [NSLayoutConstraint] = []
    var _layoutEngine: _LayoutEngine?
    weak var _layoutEngineMembership: _LayoutEngine?
    /// This view's record in `_layoutEngineMembership`, so that layout reads a frame without a look-up.
    var _layoutRecord: _LayoutEngine.Record?
    var _needsUpdateConstraints = true
    var _layoutGuides: [UILayoutGuide] = []
    var _safeAreaGuide: UILayoutGuide?
    var _marginsGuide: UILayoutGuide?
    var _readableGuide: UILayoutGuide?
    var _keyboardGuide: UIKeyboardLayoutGuide?
    var _contentHugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var _compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var _storedTintColor: UIColor?

    // MARK: UIView+Hierarchy

    /// The view that contains this one.
    open var superview: UIView? { _superview }
    /// The subviews, back to front.
    open var subviews: [UIView] { _subviews.array }
    /// The window the view is in, or nil. A hidden window still counts.
    open var window: UIWindow? { _window }
    /// Adds `view` at the front of the subviews, removing it from its current superview first.
    ///
    /// Callbacks, in UIKit's order: the old superview's `willRemoveSubview(_:)`, `willMove(toWindow:)`
    /// down `view`'s subtree (only if the window changes), `willMove(toSuperview:)`, the change itself,
    /// `didMoveToWindow()` down the subtree (again only if the window changes), `didMoveToSuperview()`
    /// and this view's `didAddSubview(_:)`. Raises `NSInvalidArgumentException` ("Can't add self as
    /// subview") when `view` is this view or one of its ancestors.
    open func addSubview(_ view: UIView) {
        _insertSubview(view, at: _subviews.count)
    }
    /// Inserts `view` at `index` in the subviews (clamped to the end), with `addSubview(_:)`'s callbacks.
    open func insertSubview(_ view: UIView, at index: Int) {
        _insertSubview(view, at: index)
    }
    /// Inserts `view` just above `siblingSubview`; adds it at the front when `siblingSubview` is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        _insertSubview(view, relativeTo: siblingSubview, offset: 1)
    }
    /// Inserts `view` just below `siblingSubview`; adds it at the front when `siblingSubview` is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        _insertSubview(view, relativeTo: siblingSubview, offset: 0)
    }
    /// Moves `view` to the front of the subviews. Sends no hierarchy callbacks.
    open func bringSubviewToFront(_ view: UIView) { _bringSubviewToFront(view) }
    /// Moves `view` to the back of the subviews. Sends no hierarchy callbacks.
    open func sendSubviewToBack(_ view: UIView) { _sendSubviewToBack(view) }
    /// Swaps the subviews at two indices. Sends no hierarchy callbacks.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { _exchangeSubview(at: index1, withSubviewAt: index2) }
    /// Removes the view from its superview, with UIKit's callbacks: the superview's
    /// `willRemoveSubview(_:)`, `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` down the subtree,
    /// the change, `didMoveToWindow()` down the subtree, then `didMoveToSuperview()`.
    /// Does nothing when the view has no superview.
    open func removeFromSuperview() { _removeFromSuperview() }
    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { _isDescendant(of: view) }
    /// Returns the first view with `tag`, searching this view and then its subviews depth-first.
    open func viewWithTag(_ tag: Int) -> UIView? { _viewWithTag(tag) }
    /// Called after a subview is added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the superview changes. Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed. Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the window changes. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed. Does nothing by default.
    open func didMoveToWindow() {}

    // MARK: UIView+Geometry

    /// The view's rectangle in its superview's coordinates. Setting it changes `center` and `bounds.size`;
    /// with a non-identity `transform` its value is undefined, as Apple documents.
    open var frame: CGRect {
        get { _frame }
        set { _notifyingObservers("frame") { _frame = newValue } }
    }
    /// The view's own coordinate space. Its origin shifts where subviews appear; its size is the view's size.
    open var bounds: CGRect {
        get { _bounds }
        set { _notifyingObservers("bounds") { _bounds = newValue } }
    }
    /// The centre of the view's frame, in its superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            _notifyingObservers("center") {
                layer.position = newValue
                _constraintGeometryDidChange()
            }
        }
    }
    /// The transform applied around the view's centre.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The 3D transform of the view's layer.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// The scale from points to the view's backing pixels.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }
    /// Converts a point from this view's coordinates to `view`'s, or to its window's when `view` is nil.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(layer._transform(to: _conversionLayer(for: view)))
    }
    /// Converts a point from `view`'s coordinates (its window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(_conversionLayer(for: view)._transform(to: layer))
    }
    /// Converts a rectangle from this view's coordinates to `view`'s (its window's when nil).
    ///
    /// As on iOS, the rectangle is boxed (replaced by its axis-aligned bounding box) where the two views'
    /// branches meet, at their nearest common ancestor (the screen for views in two windows), and again
    /// in `view`'s coordinates.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer._convert(rect, to: _conversionLayer(for: view))
    }
    /// Converts a rectangle from `view`'s coordinates (its window's when nil) to this view's, boxed at
    /// the common ancestor and again here (see `convert(_:to:)`).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        _conversionLayer(for: view)._convert(rect, to: layer)
    }

    // MARK: UIView+HitTesting

    /// Returns the frontmost descendant (or this view) that contains `point`, given in this view's coordinates.
    ///
    /// A view that is hidden, has user interaction disabled or has alpha below 0.01 is skipped with its
    /// subtree, and so is a point outside `point(inside:with:)`; so a subview outside its superview's
    /// bounds is never hit. Subviews are tried front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { _hitTest(point, with: event) }
    /// Whether `point`, in this view's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers (TouchesAndGestures/UIView+GestureRecognizers.swift)

    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// The recognizers attached to the view, in the order they were added; nil when there are none.
    /// Setting it replaces them all.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set { _setGestureRecognizers(newValue ?? []) }
    }
    /// Attaches `gestureRecognizer` to the view (detaching it from its previous view first). It then
    /// receives the touches that begin in the view or in its descendants. Adding it again does nothing.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { _addGestureRecognizer(gestureRecognizer) }
    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { _removeGestureRecognizer(gestureRecognizer) }
    /// Whether `gestureRecognizer` may leave the possible state for touches in this view; true by
    /// default. Asked of the views the recognizer's touches were hit-tested to.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Interactions (MenusAndShortcuts/UIView+Interactions.swift)

    var _interactions: [any UIInteraction] = []
    /// The interactions attached to the view, in the order they were added. Setting it replaces them.
    open var interactions: [any UIInteraction] {
        get { _interactions }
        set { _setInteractions(newValue) }
    }
    /// Attaches `interaction` (detaching it from its previous view first): it is told `willMove(to:)`,
    /// then `didMove(to:)` with this view. Adding it again does nothing.
    open func addInteraction(_ interaction: any UIInteraction) { _addInteraction(interaction) }
    /// Detaches `interaction`: `willMove(to: nil)`, then `didMove(to: nil)`.
    open func removeInteraction(_ interaction: any UIInteraction) { _removeInteraction(interaction) }

    // MARK: UIView+Layout

    /// Marks the view as needing layout; `layoutSubviews()` runs in this turn's commit (on screen) or at
    /// the next `layoutIfNeeded()`.
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out the view's tree now if layout is pending; does nothing (and calls nothing) otherwise.
    open func layoutIfNeeded() {
        _solveConstraintsIfNeeded()
        layer.layoutIfNeeded()
    }
    /// Lays out subviews. Autoresizing already happened when the bounds changed; subviews placed by
    /// constraints get their frames from the engine (already before this method runs, and again here if
    /// constraints changed since).
    open func layoutSubviews() { _applyConstraintFrames() }
    /// Runs a view controller's `viewWillLayoutSubviews()`, the view's `layoutSubviews()`, then
    /// `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) { _layoutSublayers(of: layer) }
    /// The size that best fits `size`; the current bounds size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin.
    open func sizeToFit() { _sizeToFit() }
    /// The natural size of the view's content; `noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    /// The view whose first baseline a constraint on this view's `firstBaselineAnchor` uses: the view
    /// itself by default. Return a subview (a label inside a custom view) to align on its text.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline a constraint on this view's `lastBaselineAnchor` uses: the view itself
    /// by default.
    open var forLastBaselineLayout: UIView { self }
    /// Where the view's first (or last) baseline is, as `heightFactor × height + offset` below its top
    /// edge. A view without text has its baselines at its bottom edge.
    func _baselineFromTop(last: Bool) -> (heightFactor: CGFloat, offset: CGFloat) { (1, 0) }
    /// Called when the bounds width changed (a view whose baselines depend on its width tells the engine).
    func _boundsWidthDidChange() {}
    /// Tells the view that its intrinsic size changed: Auto Layout re-solves at the next layout (without
    /// Auto Layout, the superview is marked for layout).
    open func invalidateIntrinsicContentSize() { _invalidateIntrinsicContentSize() }
    /// The insets that keep content clear of the window's unsafe edges (status bar, home indicator), as
    /// far as they overlap this view, plus its view controller's additional insets.
    open var safeAreaInsets: UIEdgeInsets { _safeAreaInsets }
    /// Called when the safe area changes. Does nothing by default.
    /// Called when the view's safe area changed: noticed when the view next lays out, before its
    /// controller's `viewWillLayoutSubviews`. Does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// The default spacing around the view's content: 8 points on each side, plus the safe area
    /// when `insetsLayoutMarginsFromSafeArea` is true.
    open var layoutMargins: UIEdgeInsets {
        get { _layoutMargins }
        set { _layoutMargins = newValue }
    }
    /// The layout margins with leading and trailing edges (left-to-right layout).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { _directionalLayoutMargins }
        set { _directionalLayoutMargins = newValue }
    }
    /// Called when the layout margins changed (set, or moved with the safe area). Tells the view's
    /// controller; does nothing else by default.
    open func layoutMarginsDidChange() {
        _viewController?.viewLayoutMarginsDidChange()
    }

    // MARK: Auto Layout (Layout/AutoLayout/UIView+Constraints.swift)

    /// The constraints installed on this view (activation installs a constraint on the closest common
    /// ancestor of its items).
    open var constraints: [NSLayoutConstraint] { _installedConstraints }
    /// Installs and activates `constraint` on this view.
    open func addConstraint(_ constraint: NSLayoutConstraint) { _addConstraint(constraint) }
    /// Installs and activates each constraint on this view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }
    /// Deactivates `constraint` if it is installed on this view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { _removeConstraint(constraint) }
    /// Deactivates each of the constraints that is installed on this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { removeConstraint(c) } }
    /// Updates the view's constraints in the update-constraints pass, which runs before layout, subviews
    /// first. Does nothing by default; overrides change constraints here and call super last.
    open func updateConstraints() {}
    /// Runs the update-constraints pass on this view's subtree now, for the views that need it.
    open func updateConstraintsIfNeeded() { _updateConstraintsPass() }
    /// Marks the view so that `updateConstraints()` runs before the next layout.
    open func setNeedsUpdateConstraints() { _setNeedsUpdateConstraints() }
    /// Whether the view's constraints need updating (true for a new view).
    open func needsUpdateConstraints() -> Bool { _needsUpdateConstraints }
    /// Whether the class needs Auto Layout even without constraints; false by default.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// The smallest size that satisfies the constraints of the view's subtree, at fitting priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The size closest to `targetSize` (held at the given priorities) that satisfies the constraints of
    /// the view's subtree.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// How strongly the view resists growing beyond its intrinsic size on `axis`; 250 by default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? _contentHugging.horizontal : _contentHugging.vertical
    }
    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { _contentHugging.horizontal = priority } else { _contentHugging.vertical = priority }
        _contentPriorityDidChange()
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? _compressionResistance.horizontal : _compressionResistance.vertical
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { _compressionResistance.horizontal = priority } else { _compressionResistance.vertical = priority }
        _contentPriorityDidChange()
    }

    // MARK: UIView+Appearance

    /// Whether the view is hidden. A hidden view still counts as being in its window, so hiding it
    /// sends no appearance callbacks.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            _notifyingObservers("hidden") { layer.isHidden = newValue }
            (_superview as? UIStackView)?._arrangedSubviewHiddenDidChange(self)
        }
    }
    /// The view's opacity, from 0 to 1 (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { _notifyingObservers("alpha") { layer.opacity = Float(newValue) } }
    }
    /// The view's background colour; nil (transparent) by default.
    open var backgroundColor: UIColor? {
        get { _storedBackgroundColor }
        set {
            _storedBackgroundColor = newValue
            // A dynamic colour is resolved for the view's traits, and again when its style changes.
            layer.backgroundColor = newValue.map { $0._provider == nil ? $0.cgColor : $0.resolvedColor(with: traitCollection).cgColor }
        }
    }
    /// Whether subviews are clipped to the view's bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether the view promises to be fully opaque; true by default for views.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }
    /// The tint colour: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { _storedTintColor ?? _superview?.tintColor ?? .systemBlue }
        set {
            _storedTintColor = newValue
            _tintColorDidChangeDownTree()
        }
    }
    /// Called when the effective tint colour changes. Does nothing by default.
    open func tintColorDidChange() {}

    // MARK: Accessibility and layout direction (UIView+Accessibility.swift, UIView+SemanticContent.swift)

    var _accessibility: _AccessibilityStorage?
    var _semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// Whether assistive technologies see this view as one element; false for plain views, true for
    /// labels and controls.
    open var isAccessibilityElement: Bool {
        get { _isAccessibilityElement }
        set { _accessibilityStorage.isElement = newValue }
    }
    /// The element's name as spoken; nil by default, a label's text for a label.
    open var accessibilityLabel: String? {
        get { _accessibilityLabel }
        set { _accessibilityStorage.label = newValue }
    }
    /// What happens when the element is activated; nil by default.
    open var accessibilityHint: String? {
        get { _accessibility?.hint }
        set { _accessibilityStorage.hint = newValue }
    }
    /// The element's current value, as spoken; nil by default.
    open var accessibilityValue: String? {
        get { _accessibility?.value }
        set { _accessibilityStorage.value = newValue }
    }
    /// What kind of element this is; `.staticText` for labels, `.image` for image views, else none.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibilityTraits }
        set { _accessibilityStorage.traits = newValue }
    }
    /// A string that identifies the element to UI tests; nil by default.
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier }
        set { _accessibilityStorage.identifier = newValue }
    }
    /// The element's frame in screen coordinates; the view's bounds there unless set.
    open var accessibilityFrame: CGRect {
        get { _accessibilityFrame }
        set { _accessibilityStorage.frame = newValue }
    }
    /// Whether the elements inside this view are hidden from assistive technologies; false by default.
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { _accessibilityStorage.elementsHidden = newValue }
    }
    /// Whether assistive technologies ignore the view's siblings; false by default.
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { _accessibilityStorage.viewIsModal = newValue }
    }
    /// The elements inside this container, in order; nil by default.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements }
        set { _accessibilityStorage.elements = newValue }
    }

    /// How the view's content relates to the layout direction; `.unspecified` by default.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { _semanticContentAttribute }
        set { _semanticContentAttribute = newValue }
    }
    /// The direction the view lays out in: forced by `semanticContentAttribute`, left to right for
    /// playback and spatial content, else the app's direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView._layoutDirection(for: _semanticContentAttribute, relativeTo: UIView._applicationLayoutDirection)
    }
    /// The direction content with `attribute` lays out in, in the app's layout direction.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        _layoutDirection(for: attribute, relativeTo: _applicationLayoutDirection)
    }
    /// The direction content with `semanticContentAttribute` lays out in, relative to `layoutDirection`.
    open class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        _layoutDirection(for: semanticContentAttribute, relativeTo: layoutDirection)
    }

    // MARK: Traits (UIViewController+Traits.swift)

    /// The view's traits: its view controller's for a root view, else its superview's, else the main screen's.
    /// The view's own overrides (`overrideUserInterfaceStyle`, `traitOverrides`) apply on top.
    open var traitCollection: UITraitCollection {
        let base: UITraitCollection
        if let controller = _viewController { base = controller.traitCollection }
        else if let superview = _superview { base = superview.traitCollection }
        else { base = UIScreen.main.traitCollection }
        return _traitOverrides._applied(to: base)
    }
    /// The style this view and its subviews use whatever their environment's; `.unspecified` (the
    /// default) inherits it. The same override as `traitOverrides.userInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { _traitOverrides._overriddenStyle }
        set { traitOverrides._setOverriddenStyle(newValue) }
    }
    var _traitOverrides = UITraitOverrides()
    var _traitRegistry: _TraitChangeRegistry?
    /// Called after the view's traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Marks the whole view as needing to be redrawn with `draw(_:)`.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks part of the view as needing to be redrawn.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
    /// Draws the view's content in `rect` into the current UIKit context. Does nothing by default.
    ///
    /// Views whose class overrides it get a backing store drawn at the screen's scale, redrawn after
    /// `setNeedsDisplay()`.
    open func draw(_ rect: CGRect) { UIView._baseDrawRan = true }
    /// Draws the layer's content: runs `draw(_:)` with `ctx` as the current UIKit context.
    open func draw(_ layer: CALayer, in ctx: CGContext) { _drawLayer(layer, in: ctx) }
    /// Renders the view's whole tree, as it appears on screen, into the current context, scaled to fill
    /// `rect`. Returns false when there is no current context. With `afterScreenUpdates` pending layout
    /// and display run first.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        _drawHierarchy(in: rect, afterScreenUpdates: afterUpdates)
    }
    /// Returns a new view showing a picture of this view's tree as it is on screen now (its size, no
    /// subviews), or of its state after pending updates with `afterScreenUpdates`.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        _snapshotView(of: bounds, afterScreenUpdates: afterUpdates, capInsets: .zero)
    }
    /// Returns a new view showing the part `rect` of this view's tree; `capInsets` are stored (the picture
    /// is not stretched by caps).
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        _snapshotView(of: rect, afterScreenUpdates: afterUpdates, capInsets: capInsets)
    }

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        _UIRenderingHooks.installOnce()
        layer = (Self.layerClass as? CALayer.Type)?._makeLayer() ?? CALayer()
        super.init()
        layer.delegate = self
        layer.isOpaque = true
        layer.frame = frame
        _didInit()
        _requestInitialDisplay()
    }

    /// Creates a view from an archive; PortableUIKit has no archives, so this makes an empty view.
    public required init?(coder: NSCoder) {
        _UIRenderingHooks.installOnce()
        layer = (Self.layerClass as? CALayer.Type)?._makeLayer() ?? CALayer()
        super.init()
        layer.delegate = self
        layer.isOpaque = true
        _didInit()
        _requestInitialDisplay()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The observable properties: UIView's table (UIView+KeyValueObserving.swift), built for this class.
    nonisolated package override class func _observedKeys() -> [_ObservedKey] {
        MainActor.assumeIsolated { _observedViewKeys(Self.self) }
    }

    /// Per-class set-up after the layer exists (windows register here).
    func _didInit() {}

    /// The next responder: the view controller that owns this view, else the superview.
    open override var next: UIResponder? {
        if let controller = _viewController { return controller }
        return _superview
    }

    override var _responderWindow: UIWindow? { window }

    /// The view's layout actions come from the layer delegate path; views return `NSNull` outside
    /// animation blocks so that their layers change without implicit animation.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIView._actionProvider?(self, layer, event) ?? UIView._noAction
    }

    /// The `NSNull` that ends an action search: one instance, since every change of a view's layer
    /// outside an animation block asks for an action.
    private static let _noAction = NSNull()

    /// Supplies the actions of views' layers inside animation blocks; the animation engine installs it.
    static var _actionProvider: ((UIView, CALayer, String) -> CAAction?)?

    /// `<UIView: 0x…; frame = (x y; w h); …; layer = <CALayer: 0x…>>`, like UIKit's.
    open override var description: String {
        MainActor.assumeIsolated { _description }
    }

    private var _description: String {
        var parts = ["frame = (\(_g(frame.origin.x)) \(_g(frame.origin.y)); \(_g(frame.width)) \(_g(frame.height)))"]
        if layer.masksToBounds { parts.append("clipsToBounds = YES") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(_g(alpha))") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if tag != 0 { parts.append("tag = \(tag)") }
        parts.append("layer = \(layer)")
        return "<\(_objcClassName(type(of: self))): \(_objcAddressString(self)); \(parts.joined(separator: "; "))>"
    }
}
