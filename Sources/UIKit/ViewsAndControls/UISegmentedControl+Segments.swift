import Foundation

/// One segment: its content, width, enabled flag and action.
@MainActor
struct _Segment {
    var title: String?
    var image: UIImage?
    var width: CGFloat = 0
    var isEnabled = true
    var action: UIAction?

    init(title: String?) { self.title = title }
    init(image: UIImage?) { self.image = image }
    init(item: Any) {
        if let title = item as? String { self.title = title } else if let image = item as? UIImage { self.image = image }
    }
    /// A segment showing `action`'s title, else its image.
    init(action: UIAction, keeping old: _Segment? = nil) {
        if !action.title.isEmpty { title = action.title } else { image = action.image }
        self.action = action
        width = old?.width ?? 0
        isEnabled = old?.isEnabled ?? true
    }
}

extension UISegmentedControl {
    func _segment(_ index: Int) -> _Segment? {
        _segments.indices.contains(index) ? _segments[index] : nil
    }

    func _update(_ index: Int, _ change: (inout _Segment) -> Void) {
        guard _segments.indices.contains(index) else { return }
        change(&_segments[index])
        _segmentsDidChange()
    }

    func _insert(_ segment: _Segment, at index: Int) {
        let index = min(max(index, 0), _segments.count)
        _segments.insert(segment, at: index)
        // The selection stays on the segment it was on.
        if _selectedSegmentIndex >= index { _selectedSegmentIndex += 1 }
        _segmentsDidChange()
    }

    func _removeSegment(at index: Int) {
        guard _segments.indices.contains(index) else { return }
        _segments.remove(at: index)
        if _selectedSegmentIndex == index {
            _selectedSegmentIndex = UISegmentedControl.noSegment
        } else if _selectedSegmentIndex > index {
            _selectedSegmentIndex -= 1
        }
        _segmentsDidChange()
    }

    func _removeAllSegments() {
        _segments.removeAll()
        _selectedSegmentIndex = UISegmentedControl.noSegment
        _segmentsDidChange()
    }

    /// The user selected the segment at `index` (touch tracking calls this when the touch ends on it).
    /// A disabled or out-of-range segment does nothing; a new selection runs the segment's action, then
    /// sends `.valueChanged`; a momentary control shows no lasting selection.
    func _userDidSelectSegment(at index: Int) {
        guard let segment = _segment(index), segment.isEnabled, isEnabled else { return }
        let changed = index != _selectedSegmentIndex || isMomentary
        _selectedSegmentIndex = isMomentary ? UISegmentedControl.noSegment : index
        setNeedsLayout()
        guard changed else { return }
        if let action = segment.action { sendAction(action) }
        sendActions(for: .valueChanged)
    }
}
