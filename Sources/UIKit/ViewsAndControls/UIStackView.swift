import Foundation

/// A view that lays out a row or a column of views with Auto Layout.
///
/// The stack view owns the constraints that place its arranged subviews, and names them as UIKit does
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`, `UISV-hiding`, …), so
/// they read the same in an unsatisfiable-constraints log. It rebuilds them in its update-constraints pass
/// after any change; a hidden arranged view collapses to zero length along the axis, and hiding or showing
/// one inside `UIView.animate` animates the collapse.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How a stack view sizes its arranged views along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; extra or missing space goes to the view whose hugging (or compression
        /// resistance) priority is lowest.
        case fill = 0
        /// The views fill the stack and all have the same length.
        case fillEqually = 1
        /// The views fill the stack, each as long as its share of the views' intrinsic lengths.
        case fillProportionally = 2
        /// The views keep their lengths; the gaps between them are equal (at least `spacing`).
        case equalSpacing = 3
        /// The views' centres are equally spaced; adjacent edges stay at least `spacing` apart.
        case equalCentering = 4
    }

    /// How a stack view places its arranged views across its axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across its axis.
        case fill = 0
        /// The views' leading edges (top edges in a horizontal stack) line up with the stack's.
        case leading = 1
        /// The views' first baselines line up (horizontal stacks; a vertical stack fills).
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views' trailing edges (bottom edges in a horizontal stack) line up with the stack's.
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks; a vertical stack fills).
        case lastBaseline = 5
        /// The top edges line up, in a horizontal stack (the same value as `leading`).
        public static var top: Alignment { .leading }
        /// The bottom edges line up, in a horizontal stack (the same value as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The value of `customSpacing(after:)` for a view with no custom spacing: the stack's `spacing` applies.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing value that asks for the system's standard spacing between two views (8 points).
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    var _arrangedSubviews: [UIView] = []
    var _customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var _arrangementConstraints: [NSLayoutConstraint] = []
    var _arrangementGuides: [UILayoutGuide] = []
    var _needsArrangement = false

    /// Creates an empty horizontal stack view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view without archives (PortableUIKit has none): an empty horizontal stack.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a horizontal stack view that arranges `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The views the stack arranges, in order (a subset of `subviews`, in its own order).
    open var arrangedSubviews: [UIView] { _arrangedSubviews }

    /// The axis along which the views are laid out; horizontal by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { _setNeedsArrangement() } } }
    /// How the views are sized along the axis; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { if distribution != oldValue { _setNeedsArrangement() } } }
    /// How the views are placed across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { if alignment != oldValue { _setNeedsArrangement() } } }
    /// The distance between adjacent views' edges (the least distance, for the equal distributions); 0 by
    /// default.
    open var spacing: CGFloat = 0 { didSet { if spacing != oldValue { _setNeedsArrangement() } } }
    /// Whether the spacing between views in a vertical stack is measured from baseline to baseline.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { _setNeedsArrangement() } }
    }
    /// Whether the views are laid out to the stack's layout margins rather than to its edges.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { _setNeedsArrangement() } }
    }

    /// Adds `view` to the end of the arranged views, and as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) { _insertArranged(view, at: _arrangedSubviews.count) }

    /// Inserts `view` into the arranged views at `stackIndex`, adding it as a subview if it is not one.
    /// An index past the end (greater than `arrangedSubviews.count`) raises
    /// `NSInternalInconsistencyException` and changes nothing.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard stackIndex >= 0, stackIndex <= _arrangedSubviews.count else {
            NSException(name: .internalInconsistencyException,
                        reason: Self._insertIndexOutOfBoundsReason(stackIndex, count: _arrangedSubviews.count)).raise()
            return
        }
        _insertArranged(view, at: stackIndex)
    }

    /// Stops arranging `view`. The view stays a subview; remove it from its superview to take it away.
    open func removeArrangedSubview(_ view: UIView) { _removeArranged(view) }

    /// Sets the spacing after `arrangedSubview` (to the next visible view), overriding `spacing` there.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        _setCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom spacing after `arrangedSubview`, or `UIStackView.spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The first visible arranged view's `forFirstBaselineLayout` (in either axis), or the stack itself
    /// when no arranged view is visible [INFERRED: UIKit's choice for horizontal stacks is undocumented].
    open override var forFirstBaselineLayout: UIView {
        _arrangedSubviews.first(where: { !$0.isHidden })?.forFirstBaselineLayout ?? self
    }
    /// The last visible arranged view's `forLastBaselineLayout` in a vertical stack, the first visible one's
    /// in a horizontal stack, or the stack itself when no arranged view is visible [INFERRED].
    open override var forLastBaselineLayout: UIView {
        let visible = axis == .vertical ? _arrangedSubviews.last(where: { !$0.isHidden })
                                        : _arrangedSubviews.first(where: { !$0.isHidden })
        return visible?.forLastBaselineLayout ?? self
    }

    /// Rebuilds the arrangement's constraints if anything changed, then runs `UIView`'s pass.
    open override func updateConstraints() {
        _arrangeIfNeeded()
        super.updateConstraints()
    }

    /// A removed subview stops being arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        _removeArranged(subview)
        super.willRemoveSubview(subview)
    }
}
