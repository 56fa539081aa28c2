import Foundation

/// A segment's title or image.
final class _SegmentView: UIView {
    let label = UILabel()
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
    }

    private func _setUp() {
        isUserInteractionEnabled = false
        label.textAlignment = .center
        imageView.contentMode = .center
        addSubview(label)
        addSubview(imageView)
    }
}

extension UISegmentedControl {
    /// The control's height since iOS 13 (measured: 32 points; 28 before).
    static let _height: CGFloat = 32
    /// Padding on each side of a segment's content, the inset of the selected segment's background and
    /// the corner radii (ours, from screenshots).
    static let _segmentPadding: CGFloat = 12
    static let _selectionInset: CGFloat = 2
    static let _cornerRadius: CGFloat = 9
    static let _selectionCornerRadius: CGFloat = 7
    /// The title font: 13 points, medium normally and semibold when selected (measured).
    static let _titleFont = UIFont.systemFont(ofSize: 13, weight: .medium)
    static let _selectedTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    func _configureSegmentedControl() {
        isOpaque = false
        _background.isUserInteractionEnabled = false
        _background.layer.cornerRadius = UISegmentedControl._cornerRadius
        _background.layer.cornerCurve = .continuous
        _selectionView.isUserInteractionEnabled = false
        _selectionView.layer.cornerRadius = UISegmentedControl._selectionCornerRadius
        _selectionView.layer.cornerCurve = .continuous
        _selectionView.layer.shadowColor = UIColor.black.cgColor
        _selectionView.layer.shadowOpacity = 0.12
        _selectionView.layer.shadowRadius = 4
        _selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(_background)
        addSubview(_selectionView)
    }

    /// Rebuilds the segment views to match the segments; sizes change.
    func _segmentsDidChange() {
        while _segmentViews.count < _segments.count {
            let view = _SegmentView()
            _segmentViews.append(view)
            addSubview(view)
        }
        while _segmentViews.count > _segments.count { _segmentViews.removeLast().removeFromSuperview() }
        while _separators.count < max(0, _segments.count - 1) {
            let separator = UIView()
            separator.isUserInteractionEnabled = false
            _separators.append(separator)
            insertSubview(separator, aboveSubview: _background)
        }
        while _separators.count > max(0, _segments.count - 1) { _separators.removeLast().removeFromSuperview() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func _titleAttributes(selected: Bool, enabled: Bool) -> (font: UIFont, color: UIColor) {
        var font = selected ? UISegmentedControl._selectedTitleFont : UISegmentedControl._titleFont
        var color = _ControlColors.label
        var states: [UIControl.State] = [.normal]
        if selected { states.append(.selected) }
        if !enabled { states.append(.disabled) }
        for state in states {
            guard let attributes = _titleTextAttributes[state.rawValue] else { continue }
            if let value = attributes[.font] as? UIFont { font = value }
            if let value = attributes[.foregroundColor] as? UIColor { color = value }
        }
        return (font, enabled ? color : color.withAlphaComponent(color.cgColor.alpha * 0.3))
    }

    /// The natural width of a segment's content.
    func _contentWidth(of index: Int) -> CGFloat {
        let segment = _segments[index]
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        let font = _titleAttributes(selected: true, enabled: true).font
        return (title as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
    }

    /// Each segment's width for a control `total` points wide: explicit widths first; the rest is
    /// shared equally, or by content with `apportionsSegmentWidthsByContent`.
    func _segmentWidths(total: CGFloat?) -> [CGFloat] {
        let natural = _segments.indices.map { _contentWidth(of: $0) + 2 * UISegmentedControl._segmentPadding }
        let fixed = _segments.map(\.width)
        var widths: [CGFloat] = fixed.indices.map { fixed[$0] > 0 ? fixed[$0] : (apportionsSegmentWidthsByContent ? natural[$0] : natural.max() ?? 0) }
        guard let total else { return widths }
        let automatic = fixed.indices.filter { fixed[$0] == 0 }
        guard !automatic.isEmpty else { return widths }
        let remaining = total - fixed.reduce(0, +)
        let naturalSum = automatic.reduce(0) { $0 + widths[$1] }
        for index in automatic {
            widths[index] = apportionsSegmentWidthsByContent && naturalSum > 0
                ? remaining * widths[index] / naturalSum
                : remaining / CGFloat(automatic.count)
        }
        return widths
    }

    var _segmentedIntrinsicSize: CGSize {
        CGSize(width: _segmentWidths(total: nil).reduce(0, +), height: UISegmentedControl._height)
    }

    /// The segment under `x`, or `noSegment`.
    func _segmentIndex(atX x: CGFloat) -> Int {
        var edge: CGFloat = 0
        for (index, width) in _segmentWidths(total: bounds.width).enumerated() {
            edge += width
            if x < edge { return index }
        }
        return UISegmentedControl.noSegment
    }

    func _layoutSegments() {
        _background.frame = bounds
        _background.backgroundColor = _resolved(_ControlColors.tertiarySystemFill)
        let widths = _segmentWidths(total: bounds.width)
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for width in widths {
            frames.append(CGRect(x: x, y: 0, width: width, height: bounds.height))
            x += width
        }
        let selected = _selectedSegmentIndex
        for (index, view) in _segmentViews.enumerated() {
            let segment = _segments[index]
            view.frame = frames[index]
            let enabled = isEnabled && segment.isEnabled
            let attributes = _titleAttributes(selected: index == selected, enabled: enabled)
            view.label.isHidden = segment.title == nil
            view.label.text = segment.title
            view.label.font = attributes.font
            view.label.textColor = _resolved(attributes.color)
            view.label.frame = view.bounds.insetBy(dx: 4, dy: 0)
            view.imageView.isHidden = segment.image == nil
            view.imageView.image = segment.image
            view.imageView.tintColor = _resolved(attributes.color)
            view.imageView.frame = view.bounds
        }
        for (index, separator) in _separators.enumerated() {
            let edge = frames[index].maxX
            separator.frame = CGRect(x: edge - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
            separator.backgroundColor = _resolved(_ControlColors.separator)
            // Separators beside the selected segment are hidden, as on iOS.
            separator.isHidden = index == selected || index + 1 == selected
        }
        if frames.indices.contains(selected) {
            _selectionView.isHidden = false
            let inset = UISegmentedControl._selectionInset
            _selectionView.frame = frames[selected].insetBy(dx: inset, dy: inset)
            _selectionView.backgroundColor = _resolved(selectedSegmentTintColor ?? _ControlColors.selectedSegment)
        } else {
            _selectionView.isHidden = true
        }
    }
}
