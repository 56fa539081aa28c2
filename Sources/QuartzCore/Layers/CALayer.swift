import Foundation

/// An object that manages image-based content and its geometry: the model layer tree.
///
/// Property changes take effect at once in the model. When a change has an action (an implicit
/// animation), the action runs; the presentation layer then shows the animated values.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Geometry
    /// The layer's own coordinate space: origin and size.
    ///
    /// A rectangle with a NaN component raises `CALayerInvalidGeometry` ("CALayer bounds contains NaN: …")
    /// and leaves the bounds unchanged, as Core Animation does; infinite and negative sizes are stored.
    open var bounds: CGRect {
        get { _storedBounds }
        set {
            guard _isValidGeometry(bounds: newValue) else { return }
            _kvoRegistry?.willChange(self, key: "bounds")
            defer { _kvoRegistry?.didChange(self, key: "bounds") }
            let oldValue = _storedBounds
            _storedBounds = newValue
            // Copies (presentation, committed state) are set with reports suppressed and never redraw.
            guard newValue != oldValue, !CALayer._suppressChangeReports else { return }
            _boundsDidChange(from: oldValue)
            if newValue.size != oldValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            }
        }
    }
    /// Where the anchor point sits, in the superlayer's coordinate space.
    ///
    /// A point with a NaN coordinate raises `CALayerInvalidGeometry` ("CALayer position contains NaN: …")
    /// and leaves the position unchanged, as Core Animation does; infinite coordinates are stored.
    open var position: CGPoint {
        get { _storedPosition }
        set {
            guard _isValidGeometry(position: newValue) else { return }
            _kvoRegistry?.willChange(self, key: "position")
            let oldValue = _storedPosition
            _storedPosition = newValue
            if newValue != oldValue { _positionDidChange(from: oldValue) }
            _kvoRegistry?.didChange(self, key: "position")
        }
    }
    var _storedBounds: CGRect = .zero
    var _storedPosition: CGPoint = .zero
    /// The layer's position on the z axis; higher values draw above and hit-test first among siblings.
    open var zPosition: CGFloat = 0 { didSet { if zPosition != oldValue { _didChange(\CALayer.zPosition, oldValue) } } }
    /// The point of the bounds, in unit coordinates, that `position` refers to and transforms turn around.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { if anchorPoint != oldValue { _didChange(\CALayer.anchorPoint, oldValue) } } }
    /// The anchor point's z component.
    open var anchorPointZ: CGFloat = 0 { didSet { if anchorPointZ != oldValue { _didChange(\CALayer.anchorPointZ, oldValue) } } }
    /// The transform applied to the layer, relative to its anchor point.
    open var transform: CATransform3D = CATransform3DIdentity { didSet { if transform != oldValue { _didChange(\CALayer.transform, oldValue) } } }
    /// The transform applied to the sublayers, relative to this layer's anchor point.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet { if sublayerTransform != oldValue { _didChange(\CALayer.sublayerTransform, oldValue) } }
    }

    // MARK: Appearance
    /// Whether the layer (and its sublayers) are hidden.
    open var isHidden = false { didSet { if isHidden != oldValue { _didChange(\CALayer.isHidden, oldValue) } } }
    /// The layer's opacity, from 0 to 1, applied to the layer and its sublayers as a group.
    open var opacity: Float = 1 { didSet { if opacity != oldValue { _didChange(\CALayer.opacity, oldValue) } } }
    /// The colour filling the bounds behind the contents.
    open var backgroundColor: CGColor? { didSet { if backgroundColor != oldValue { _didChange(\CALayer.backgroundColor, oldValue) } } }
    /// The radius of the rounded corners of the background and border.
    open var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { _didChange(\CALayer.cornerRadius, oldValue) } } }
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { _didChange(\CALayer.maskedCorners, oldValue) } }
    }
    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular { didSet { if cornerCurve != oldValue { _didChange(\CALayer.cornerCurve, oldValue) } } }
    /// The width of the border, drawn inside the bounds.
    open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { _didChange(\CALayer.borderWidth, oldValue) } } }
    /// The colour of the border; opaque black by default.
    open var borderColor: CGColor? = .black { didSet { if borderColor != oldValue { _didChange(\CALayer.borderColor, oldValue) } } }
    /// Whether sublayers are clipped to the bounds (and corner radius).
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { _didChange(\CALayer.masksToBounds, oldValue) } } }
    /// Whether the layer promises to fill its bounds with opaque content.
    open var isOpaque = false { didSet { if isOpaque != oldValue { _didChange(\CALayer.isOpaque, oldValue) } } }
    /// Whether the back of the layer shows when it is turned away from the viewer.
    open var isDoubleSided = true { didSet { if isDoubleSided != oldValue { _didChange(\CALayer.isDoubleSided, oldValue) } } }
    /// A layer whose alpha masks this layer's content.
    open var mask: CALayer? { didSet { if mask !== oldValue { _didChange(\CALayer.mask, oldValue) } } }

    // MARK: Shadow
    /// The colour of the shadow; opaque black by default.
    open var shadowColor: CGColor? = .black { didSet { if shadowColor != oldValue { _didChange(\CALayer.shadowColor, oldValue) } } }
    /// The opacity of the shadow; 0 (no shadow) by default.
    open var shadowOpacity: Float = 0 { didSet { if shadowOpacity != oldValue { _didChange(\CALayer.shadowOpacity, oldValue) } } }
    /// The offset of the shadow; (0, −3) by default.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { if shadowOffset != oldValue { _didChange(\CALayer.shadowOffset, oldValue) } } }
    /// The blur radius of the shadow; 3 by default.
    open var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { _didChange(\CALayer.shadowRadius, oldValue) } } }
    /// The outline of the shadow; nil derives it from the layer's alpha (slower to compute on iOS too).
    open var shadowPath: CGPath? { didSet { if shadowPath != oldValue { _didChange(\CALayer.shadowPath, oldValue) } } }

    // MARK: Contents
    /// The layer's content, typically a `CGImage`.
    open var contents: Any? { didSet { _didChange(\CALayer.contents, oldValue) } }
    /// How the contents are placed in the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { if contentsGravity != oldValue { _didChange(\CALayer.contentsGravity, oldValue) } } }
    /// The scale of the contents: device pixels per point.
    open var contentsScale: CGFloat = 1 { didSet { if contentsScale != oldValue { _didChange(\CALayer.contentsScale, oldValue) } } }
    /// The part of the contents to show, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { if contentsRect != oldValue { _didChange(\CALayer.contentsRect, oldValue) } } }
    /// Whether a change of bounds size requires redrawing the contents.
    open var needsDisplayOnBoundsChange = false {
        didSet { if needsDisplayOnBoundsChange != oldValue { _didChange(\CALayer.needsDisplayOnBoundsChange, oldValue) } }
    }
    /// Whether the layer is drawn once into an image that is then composited.
    open var shouldRasterize = false { didSet { if shouldRasterize != oldValue { _didChange(\CALayer.shouldRasterize, oldValue) } } }
    /// The scale at which the layer is rasterized.
    open var rasterizationScale: CGFloat = 1 {
        didSet { if rasterizationScale != oldValue { _didChange(\CALayer.rasterizationScale, oldValue) } }
    }
    /// Whether sublayers are composited with the layer's opacity as one group.
    open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { _didChange(\CALayer.allowsGroupOpacity, oldValue) } }
    }
    /// Whether edges of transformed layers are antialiased.
    open var allowsEdgeAntialiasing = false {
        didSet { if allowsEdgeAntialiasing != oldValue { _didChange(\CALayer.allowsEdgeAntialiasing, oldValue) } }
    }

    // MARK: Identity and actions
    /// The layer's name, for debugging and lookups.
    open var name: String?
    /// The delegate: draws, lays out and supplies actions. A view is its layer's delegate.
    open weak var delegate: CALayerDelegate?
    /// Actions per key, searched after the delegate.
    open var actions: [String: CAAction]?
    /// Default values searched after `actions`, including an "actions" dictionary.
    open var style: [AnyHashable: Any]?

    // MARK: Tree state
    /// Readable from the nonisolated deinit, which hands the sublayers to `_IterativeRelease`.
    nonisolated(unsafe) var _sublayers = _ChildList<CALayer>()
    /// Frees a deep tree of sublayers without recursing once per level (see `_IterativeRelease`);
    /// associated objects live exactly as long as the layer.
    deinit {
        _AssociatedObjects.ownerDeallocated(ObjectIdentifier(self))
        _IterativeRelease.release(&_sublayers)
    }
    /// The layer that contains this one.
    open internal(set) weak var superlayer: CALayer?
    /// New layers need layout, as in Core Animation.
    package var _needsLayout = true
    package var _subtreeNeedsLayout = false
    var _needsDisplay = false
    /// Whether this root layer is on screen (a window's layer): only such trees lay out at commit.
    package var _isContextRoot = false
    /// The layer's backing store, drawn by `display()`; the renderer fills it.
    package var _backingStore: AnyObject?
    /// A visual effect's blur of what lies behind the layer: the Gaussian deviation in points (0: none).
    /// The renderer blurs the pixels under the layer's bounds (clipped to its corners) before drawing it.
    package var _backdropBlurRadius: CGFloat = 0
    /// The layer's record of its values as of the last commit (`_CommittedState`), kept from turn to turn.
    var _committedEntry: _CommittedState.Entry?
    /// The renderer's cached reach of the subtree, in the layer's coordinates, while `_reachIsValid`
    /// (`_LayerRenderer+Culling.swift`).
    var _cachedReach = CGRect.null
    var _reachIsValid = false

    // MARK: Hierarchy (CALayer+Hierarchy.swift)

    /// The sublayers, back to front. Setting it replaces every sublayer.
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers.array }
        set { _replaceSublayers(with: newValue ?? []) }
    }
    /// Appends `layer` to the sublayers, removing it from its current superlayer first.
    open func addSublayer(_ layer: CALayer) { _addSublayer(layer) }
    /// Inserts `layer` at `idx` in the sublayers (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _insertSublayer(layer, at: idx) }
    /// Inserts `layer` directly below `sibling`, or at the back when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { _insertSublayer(layer, below: sibling) }
    /// Inserts `layer` directly above `sibling`, or at the front when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { _insertSublayer(layer, above: sibling) }
    /// Replaces `oldLayer` with `newLayer` at the same index; does nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { _replaceSublayer(oldLayer, with: newLayer) }
    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() { _removeFromSuperlayer() }

    // MARK: Geometry (CALayer+Geometry.swift)

    /// The layer's rectangle in its superlayer's coordinates, derived from bounds, position, anchor point
    /// and transform. With a non-identity transform it is the bounding box of the transformed bounds.
    open var frame: CGRect {
        get { _frame }
        set { _frame = newValue }
    }
    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets `transform` from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    /// Converts a point from this layer's coordinates to `l`'s (the global space when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { p.applying(_transform(to: l)) }
    /// Converts a point from `l`'s coordinates (the global space when nil) to this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { _convert(p, from: l) }
    /// Converts a rectangle from this layer's coordinates to `l`'s (the global space when nil).
    ///
    /// The rectangle is mapped up to the two layers' nearest common ancestor and replaced there by its
    /// bounding box, then mapped down to `l` and boxed again, as Core Animation does; so with rotations on
    /// both sides the result is larger than the box of the composed transform.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { _convert(r, to: l) }
    /// Converts a rectangle from `l`'s coordinates (the global space when nil) to this layer's, boxed at
    /// the common ancestor and again here (see `convert(_:to:)`).
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { _convert(r, from: l) }
    /// Whether `p`, in the layer's own coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// Returns the frontmost descendant (or this layer) containing `p`, given in the superlayer's coordinates.
    ///
    /// Hidden layers are skipped. Sublayers are tried front to back, by `zPosition` then by order; a layer
    /// that masks to bounds does not look at sublayers outside its bounds.
    open func hitTest(_ p: CGPoint) -> CALayer? { _hitTest(p) }
    /// The preferred size of the layer in its superlayer's coordinates.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Layout (CALayer+Layout.swift)

    /// Marks the layer as needing layout; it is laid out in this turn's commit (when on screen) or by
    /// the next `layoutIfNeeded()`.
    open func setNeedsLayout() { _setNeedsLayout() }
    /// Whether the layer has been marked as needing layout.
    open func needsLayout() -> Bool { _needsLayout }
    /// Lays out the layer's tree now if any part of it is pending, top-down, starting at the outermost
    /// ancestor that itself needs layout.
    open func layoutIfNeeded() { _layoutIfNeeded() }
    /// Lays out the sublayers: asks the delegate. Views run `layoutSubviews` here.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    // MARK: Display (CALayer+Display.swift)

    /// Marks the contents as needing to be redrawn in this turn's commit.
    open func setNeedsDisplay() { _setNeedsDisplay() }
    /// Marks part of the contents as needing to be redrawn; the whole layer is redrawn here.
    open func setNeedsDisplay(_ r: CGRect) { _setNeedsDisplay() }
    /// Whether the layer has been marked as needing display.
    open func needsDisplay() -> Bool { _needsDisplay }
    /// Redraws the contents now if they are marked as needing it.
    open func displayIfNeeded() {
        guard _needsDisplay else { return }
        // Cleared before display() so that an override of display() that draws by itself still
        // leaves the layer clean.
        _needsDisplay = false
        display()
    }
    /// Redraws the contents: the delegate's `display(_:)` when it provides one, else the backing store.
    open func display() { _display() }

    // MARK: Rendering (Rendering/CALayer+Rendering.swift)

    /// Draws the layer's content into `ctx` (the backing store, top-left origin in points); the default
    /// asks the delegate's `draw(_:in:)`. Called when the layer displays, never directly.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space, as Core
    /// Animation composes them (the presentation values while animations run).
    open func render(in ctx: CGContext) { _render(in: ctx) }

    /// Bumped whenever the drawn content must be redrawn (`display()` of the backing store).
    package var _displayVersion = 0
    /// Whether the layer has drawn content (its backing store was displayed at least once).
    package var _hasDrawnContent = false
    /// Whether this layer class draws content of its own (shape, gradient, text layers override it).
    package func _drawsOwnContent() -> Bool { false }
    /// The rectangle, in the layer's coordinates, that the layer's own content covers.
    package func _ownContentBox() -> CGRect { bounds }
    /// A value that changes whenever the layer's own content changes (nil for layers without own content).
    package func _ownContentKey() -> AnyHashable? { nil }
    /// Draws the layer's own content with Cairo, in the layer's coordinates.
    package func _drawOwnContent(_ cr: OpaquePointer) {}

    // MARK: Timing (CAMediaTiming; CALayer+Animations.swift)

    /// The layer's begin time in its superlayer's time space.
    open var beginTime: CFTimeInterval = 0 { didSet { if !CALayer._suppressChangeReports { CALayer._timingGeneration &+= 1 } } }
    /// The layer's duration; stored only (a layer's own active period is unlimited here).
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time (and so its animations and its sublayers') runs relative to its superlayer's.
    open var speed: Float = 1 { didSet { if !CALayer._suppressChangeReports { CALayer._timingGeneration &+= 1 } } }
    /// An offset added to the layer's local time; with `speed` 0 it freezes the subtree at that time.
    open var timeOffset: CFTimeInterval = 0 { didSet { if !CALayer._suppressChangeReports { CALayer._timingGeneration &+= 1 } } }
    /// Stored only for layers.
    open var repeatCount: Float = 0
    /// Stored only for layers.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored only for layers.
    open var autoreverses = false
    /// Stored only for layers.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Converts a time from `l`'s local time space (global media time when nil) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        _localTime(fromGlobal: l?._globalTime(fromLocal: t) ?? t)
    }
    /// Converts a time from this layer's local time space to `l`'s (global media time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = _globalTime(fromLocal: t)
        return l?._localTime(fromGlobal: global) ?? global
    }

    // MARK: Animations (CALayer+Animations.swift)

    /// Adds a copy of `anim` under `key` (nil for no key), replacing the animation with the same key.
    ///
    /// The replaced animation stops with `finished == false`. The copy starts at the commit of the current
    /// transaction (its begin time becomes the commit time when it is 0), and holds the completion blocks
    /// of the open transactions until it stops.
    open func add(_ anim: CAAnimation, forKey key: String?) { _addAnimation(anim, forKey: key) }
    /// The animation added under `key`: the layer's copy, not the object passed to `add(_:forKey:)`.
    open func animation(forKey key: String) -> CAAnimation? { _animation(forKey: key) }
    /// The keys of the attached animations in the order they were added, or nil when there are none.
    open func animationKeys() -> [String]? { _animationKeys() }
    /// Removes the animation under `key`; its delegate gets `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) { _removeAnimation(forKey: key) }
    /// Removes every animation; each delegate gets `animationDidStop(_:finished: false)`.
    open func removeAllAnimations() { _removeAllAnimations() }
    /// A copy of the layer showing what is on screen now: the model values with every animation applied
    /// at the current media time. The model itself is unchanged. The copy has no sublayers, and unlike
    /// Core Animation a copy is returned even before the layer's first commit.
    open func presentation() -> Self? {
        if _modelLayer != nil { return self }
        return _presentation(at: CACurrentMediaTime()) as? Self
    }
    /// The model layer of a presentation copy; the layer itself otherwise.
    open func model() -> Self { (_modelLayer as? Self) ?? self }

    /// The value of an animatable property by key path ("opacity", "position.x", "transform.scale", …).
    open func value(forKeyPath keyPath: String) -> Any? { _LayerKeyPath.value(of: self, at: keyPath) }
    /// Sets an animatable property by key path; unknown key paths are ignored.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _LayerKeyPath.setValue(value, of: self, at: keyPath) }

    /// Bumped whenever a layer's time space may have changed (timing properties, the tree), so that the
    /// animation engine recomputes its end times.
    package static var _timingGeneration = 0
    /// The animations attached to the layer, in the order they were added.
    package var _animationEntries: [_RunningAnimation] = []
    /// For a presentation copy, the layer it presents.
    package var _modelLayer: CALayer?
    /// The turn the layer was created in. Like Core Animation, a layer gets no implicit (default) actions
    /// before it has been through a commit, so configuring a new layer does not animate.
    package let _creationTurn = _Turn.number

    // MARK: Actions (CALayer+Actions.swift)

    /// Returns the action for `event`, searching the delegate, `actions`, `style` and then
    /// `defaultAction(forKey:)`. An `NSNull` found on the way ends the search with no action.
    open func action(forKey event: String) -> CAAction? { _action(forKey: event) }
    /// The default action for `event`: the implicit animation of an animatable property.
    open class func defaultAction(forKey event: String) -> CAAction? { _defaultActionProvider?(event) }

    // MARK: Key-value observing (CALayer+KeyValueObserving.swift)

    /// Receives a change registered with `addObserver(_:forKeyPath:options:context:)`.
    ///
    /// Declared here because NSObject on Linux has no such method, so a layer subclass overrides it as on
    /// iOS. The default raises `NSInternalInconsistencyException`, as NSObject's does.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        _raiseUnhandledObservation(observer: self, keyPath: keyPath, object: object, change: change, context: context)
    }
    /// The layer's key-value observers; nil until something observes it.
    nonisolated(unsafe) package var _kvoRegistry: _KVORegistry?
    /// The properties that report changes (CALayer+KeyValueObserving.swift), built for this class.
    nonisolated package class func _observedKeys() -> [_ObservedKey] {
        MainActor.assumeIsolated { _observedLayerKeys(Self.self) }
    }

    /// Creates a layer with default property values.
    public override init() {
        super.init()
        _ObjectCreation.didCreate(self)
    }

    /// Creates a copy of `layer` for use as a presentation or model copy. Subclasses copy their own state.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { _copyModelProperties(from: other) }
    }

    /// Creates a layer of this class for a view's `layerClass`. QuartzCore's layer subclasses override it.
    package class func _makeLayer() -> CALayer { CALayer() }

    /// `<CALayer: 0x…>`, the form UIKit's descriptions quote.
    open override var description: String {
        "<\(_objcClassName(type(of: self))): \(_objcAddressString(self))>"
    }

    /// The default value of a property key; nil means the property's built-in default.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether changes of `key` require the layer to redraw.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Copies every model property (not the tree, not the mask) from `other`: the properties of
    /// `_LayerProperty.all` that this layer's class has.
    package func _copyModelProperties(from other: CALayer) {
        let suppressed = CALayer._suppressChangeReports
        CALayer._suppressChangeReports = true
        defer { CALayer._suppressChangeReports = suppressed }
        for property in _LayerProperty.properties(of: type(of: self)) where property.copying == .value {
            property.copy(self, other)
        }
    }

    /// Observers of property changes, for the animation engine and the renderer's damage tracking.
    package static var _changeObservers: [(CALayer, String, Any?) -> Void] = []
    /// While true, property changes are not reported (used when building presentation copies).
    package static var _suppressChangeReports = false

    /// Reports a change of the property at `keyPath` under its key in `_LayerProperty.all`.
    func _didChange(_ keyPath: AnyKeyPath, _ oldValue: Any?) {
        guard !CALayer._suppressChangeReports else { return }
        let index = _LayerProperty.index(of: keyPath)
        _CommittedState.record(self, property: index, oldValue: oldValue)
        _reportChange(_LayerProperty.all[index].key, oldValue)
    }

    /// Reports a change under `key`: a property of `_LayerProperty.all`, or "sublayers" (which the
    /// committed state records as a list of its own).
    func _didChange(_ key: String, _ oldValue: Any?) {
        // The renderer's reach is invalidated even for a change it is not told of (a copy's sublayers).
        _invalidateReach()
        guard !CALayer._suppressChangeReports else { return }
        if key != "sublayers", let index = _LayerProperty.index(ofKey: key) {
            _CommittedState.record(self, property: index, oldValue: oldValue)
        }
        _reportChange(key, oldValue)
    }

    /// The report of a position change. Layout moves many layers a turn, so the old value goes to the
    /// committed state typed, and is boxed only for an observer or an action.
    func _positionDidChange(from oldValue: CGPoint) {
        guard !CALayer._suppressChangeReports else { return }
        _CommittedState.record(self, position: oldValue)
        _reportChange("position", oldValue)
    }

    /// The report of a bounds change (see `_positionDidChange(from:)`).
    func _boundsDidChange(from oldValue: CGRect) {
        guard !CALayer._suppressChangeReports else { return }
        _CommittedState.record(self, bounds: oldValue)
        _reportChange("bounds", oldValue)
    }

    /// The funnel every property change goes through: it dirties the turn and runs the key's action.
    /// `oldValue` is evaluated only when an observer or an action takes it.
    private func _reportChange(_ key: String, _ oldValue: @autoclosure () -> Any?) {
        _invalidateReach()
        CATransaction._ensureImplicit()
        _Turn.setNeedsCommit()
        if Self.needsDisplay(forKey: key) { setNeedsDisplay() }
        let observers = CALayer._changeObservers
        if !observers.isEmpty {
            let old = oldValue()
            for observer in observers { observer(self, key, old) }
        }
        if !CATransaction.disableActions(), let action = action(forKey: key) {
            // The previous value goes in unwrapped; a property that was nil has no entry.
            var arguments: [AnyHashable: Any] = [:]
            if let oldValue = oldValue() { arguments["previousValue"] = oldValue }
            action.run(forKey: key, object: self, arguments: arguments)
        }
    }
}

/// The corners that `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner in UIKit's flipped coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner in UIKit's flipped coordinates.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner in UIKit's flipped coordinates.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner in UIKit's flipped coordinates.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve used for rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") curve.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents are placed within its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
