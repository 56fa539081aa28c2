import Foundation

extension UIScrollView {
    /// The content inset plus the safe area on the edges the behavior adjusts (spec §20.1), from the
    /// geometry now; `_updateAdjustedContentInset` takes it in.
    var _adjustedContentInsetFromGeometry: UIEdgeInsets {
        let safe = safeAreaInsets, edges = _adjustedEdges
        var insets = _contentInset
        if edges.vertical { insets.top += safe.top; insets.bottom += safe.bottom }
        if edges.horizontal { insets.left += safe.left; insets.right += safe.right }
        return insets
    }

    /// Which axes take the safe area under the current behavior.
    var _adjustedEdges: (horizontal: Bool, vertical: Bool) {
        switch _insetAdjustment {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (_scrollsHorizontally, _scrollsVertically)
        case .automatic:
            // The legacy rule: the root view of a view controller in a navigation controller always
            // takes the top and bottom safe area.
            let inNavigation = _viewController?.navigationController != nil
            return (_scrollsHorizontally, _scrollsVertically || inNavigation)
        }
    }

    /// Whether the content is wider than the view, or horizontal bounces are asked for always.
    var _scrollsHorizontally: Bool { alwaysBounceHorizontal || _contentSize.width > bounds.width }
    /// Whether the content is taller than the view, or vertical bounces are asked for always.
    var _scrollsVertically: Bool { alwaysBounceVertical || _contentSize.height > bounds.height }

    func _setContentInset(_ inset: UIEdgeInsets) {
        guard inset != _contentInset else { return }
        _contentInset = inset
        _updateAdjustedContentInset(keepingRestingOffset: false)
    }

    func _setInsetAdjustment(_ behavior: ContentInsetAdjustmentBehavior) {
        guard behavior != _insetAdjustment else { return }
        _insetAdjustment = behavior
        _updateAdjustedContentInset(keepingRestingOffset: false)
    }

    /// Reports a changed adjusted inset: `adjustedContentInsetDidChange()`, then the delegate.
    ///
    /// When the geometry moved the inset (the safe area, noticed at layout, or the size), a view resting
    /// at its top (or left) edge stays at the new edge [INFERRED: how a scroll view under a bar starts at
    /// `−adjustedContentInset.top`]. Setting `contentInset` or the behavior leaves the offset alone, as
    /// setting `contentInset` does on iOS.
    func _updateAdjustedContentInset(keepingRestingOffset: Bool = true) {
        let new = _adjustedContentInsetFromGeometry, old = _adjustedContentInset
        guard new != old else { return }
        _adjustedContentInset = new
        adjustedContentInsetDidChange()
        _delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if keepingRestingOffset && !_physics.isTracking && !_physics.needsFrames {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            if offset != contentOffset { contentOffset = offset }
        }
    }

    /// The valid content offsets on each axis (spec §20.1): from `−adjusted.left` to
    /// `max(min, contentSize.width + adjusted.right − bounds.width)`, the same for y.
    var _offsetRange: (min: CGPoint, max: CGPoint) { _offsetRange(forContentSize: _contentSize) }

    /// The valid offsets if the content had `content` as its size (a zoom in progress).
    func _offsetRange(forContentSize content: CGSize) -> (min: CGPoint, max: CGPoint) {
        let inset = _adjustedContentInset, size = bounds.size
        let lo = CGPoint(x: -inset.left, y: -inset.top)
        let hi = CGPoint(x: max(lo.x, content.width + inset.right - size.width),
                         y: max(lo.y, content.height + inset.bottom - size.height))
        return (lo, hi)
    }

    /// `offset` moved into `range` on each axis.
    static func _clamped(_ offset: CGPoint, to range: (min: CGPoint, max: CGPoint)) -> CGPoint {
        CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }
}
