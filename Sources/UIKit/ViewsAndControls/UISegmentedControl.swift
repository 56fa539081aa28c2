import Foundation

/// A horizontal row of segments, each a title or an image, of which one (or none) is selected.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index that means "no segment is selected".
    public static let noSegment: Int = -1

    var _segments: [_Segment] = []
    var _selectedSegmentIndex = UISegmentedControl.noSegment
    var _titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// One view per segment, in order, and the selected segment's lifted background.
    var _segmentViews: [_SegmentView] = []
    let _background = UIView()
    let _selectionView = UIView()
    var _separators: [UIView] = []

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureSegmentedControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureSegmentedControl()
    }

    /// Creates a control with a segment per item: a `String` becomes a title, a `UIImage` an image
    /// (other items make empty segments). It is sized to fit them.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        _configureSegmentedControl()
        for item in items ?? [] { _segments.append(_Segment(item: item)) }
        _segmentsDidChange()
        bounds.size = intrinsicContentSize
    }

    /// Creates a control with a segment per action, showing each action's title or image; selecting a
    /// segment runs its action.
    public init(frame: CGRect, actions: [UIAction]) {
        super.init(frame: frame)
        _configureSegmentedControl()
        for action in actions { _segments.append(_Segment(action: action)) }
        _segmentsDidChange()
    }

    // MARK: Segments (UISegmentedControl+Segments.swift)

    /// How many segments there are.
    open var numberOfSegments: Int { _segments.count }
    /// Inserts a segment with `title` at `segment` (clamped to 0...numberOfSegments).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) { _insert(_Segment(title: title), at: segment) }
    /// Inserts a segment with `image` at `segment` (clamped to 0...numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) { _insert(_Segment(image: image), at: segment) }
    /// Inserts a segment that shows and runs `action` at `segment` (clamped to 0...numberOfSegments).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) { _insert(_Segment(action: action), at: segment) }
    /// Removes the segment at `segment`; removing the selected one leaves no segment selected.
    open func removeSegment(at segment: Int, animated: Bool) { _removeSegment(at: segment) }
    /// Removes every segment.
    open func removeAllSegments() { _removeAllSegments() }
    /// Sets the title of a segment (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { _update(segment) { $0.title = title; $0.image = nil } }
    /// The title of a segment; nil for an image segment or an index out of range.
    open func titleForSegment(at segment: Int) -> String? { _segment(segment)?.title }
    /// Sets the image of a segment (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { _update(segment) { $0.image = image; $0.title = nil } }
    /// The image of a segment; nil for a title segment or an index out of range.
    open func imageForSegment(at segment: Int) -> UIImage? { _segment(segment)?.image }
    /// Sets a segment's width; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { _update(segment) { $0.width = max(0, width) } }
    /// A segment's width as set; 0 means automatic.
    open func widthForSegment(at segment: Int) -> CGFloat { _segment(segment)?.width ?? 0 }
    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { _update(segment) { $0.isEnabled = enabled } }
    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool { _segment(segment)?.isEnabled ?? false }
    /// Makes `action` a segment's content and the closure run when it is selected.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) { _update(segment) { $0 = _Segment(action: action, keeping: $0) } }
    /// The action of a segment, if it has one.
    open func actionForSegment(at segment: Int) -> UIAction? { _segment(segment)?.action }
    /// The index of the segment whose action has `actionIdentifier`; `noSegment` when there is none.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        _segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    // MARK: Selection

    /// The selected segment's index, or `noSegment`. Setting it sends no action; an index out of range
    /// selects no segment.
    open var selectedSegmentIndex: Int {
        get { _selectedSegmentIndex }
        set { _selectedSegmentIndex = newValue >= 0 && newValue < _segments.count ? newValue : UISegmentedControl.noSegment; setNeedsLayout() }
    }
    /// Whether a selection shows only while the finger is down (false by default).
    open var isMomentary = false
    /// The colour of the selected segment's background; nil means the system's.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether automatic segment widths follow each segment's content (true) or are all equal (false,
    /// the default).
    open var apportionsSegmentWidthsByContent = false { didSet { _segmentsDidChange() } }

    // MARK: Appearance (UISegmentedControl+Appearance.swift)

    /// Sets the attributes (`.font`, `.foregroundColor`) of segment titles in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _titleTextAttributes[state.rawValue] = attributes
        _segmentsDidChange()
    }
    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { _titleTextAttributes[state.rawValue] }

    /// The width fitting every segment; the control's height.
    open override var intrinsicContentSize: CGSize { _segmentedIntrinsicSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _segmentedIntrinsicSize }
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutSegments()
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
    override func _controlStateDidChange() { setNeedsLayout() }
    override var _defaultActionIsSingleTap: Bool { true }
    override func _endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, _touchEndsInside(touch) else { return }
        _userDidSelectSegment(at: _segmentIndex(atX: touch.location(in: self).x))
    }
}
