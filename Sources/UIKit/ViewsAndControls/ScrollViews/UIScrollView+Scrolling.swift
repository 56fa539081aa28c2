import Foundation

extension UIScrollView {
    func _setContentOffset(_ offset: CGPoint) {
        var b = bounds
        guard b.origin != offset else { return }
        b.origin = offset
        bounds = b
    }

    func _setContentSize(_ size: CGSize) {
        guard size != _contentSize else { return }
        _contentSize = size
        _scrollLayoutGuidesContentSizeDidChange()
        _updateAdjustedContentInset()
        _indicatorsNeedUpdate()
    }

    /// After every bounds change: a new origin is a scroll; a new size may change the adjusted inset.
    func _boundsDidChange(from old: CGRect) {
        let new = layer.bounds
        if new.size != old.size { _updateAdjustedContentInset() }
        guard new.origin != old.origin else { return }
        setNeedsLayout()
        _scrollLayoutGuidesOffsetDidChange()
        _indicatorsNeedUpdate()
        _delegate?.scrollViewDidScroll(self)
    }

    func _setContentOffset(_ offset: CGPoint, animated: Bool) {
        _stopMotion()
        if animated {
            _physics.animate(from: contentOffset, to: offset, at: CACurrentMediaTime(), pixel: _scrollGeometry.pixel)
            _updateFrameLink()
        } else {
            contentOffset = offset
        }
    }

    func _scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds.inset(by: _adjustedContentInset)
        guard !rect.isNull, !visible.contains(rect) else { return }
        func axis(_ lo: CGFloat, _ hi: CGFloat, _ visLo: CGFloat, _ visHi: CGFloat) -> CGFloat {
            // The least move that brings [lo, hi] inside [visLo, visHi]; the near edge when it is larger.
            if hi - lo > visHi - visLo || lo < visLo { return lo - visLo }
            if hi > visHi { return hi - visHi }
            return 0
        }
        var offset = contentOffset
        offset.x += axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
        offset.y += axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
        offset = Self._clamped(offset, to: _offsetRange)
        guard offset != contentOffset else { return }
        _setContentOffset(offset, animated: animated)
    }

    func _stopScrollingAndZooming() {
        let wasMoving = _physics.needsFrames
        _stopMotion()
        _stopZoomAnimation()
        guard wasMoving else { return }
        let range = _offsetRange
        var offset = Self._clamped(contentOffset, to: range)
        if isPagingEnabled, bounds.width > 0, bounds.height > 0 {
            offset = Self._clamped(CGPoint(x: (offset.x / bounds.width).rounded() * bounds.width,
                                           y: (offset.y / bounds.height).rounded() * bounds.height), to: range)
        }
        contentOffset = offset
    }

    /// Ends a deceleration or animation where it is, with no end callbacks.
    func _stopMotion() {
        guard _physics.needsFrames else { return }
        _physics.stop()
        _updateFrameLink()
    }

    /// UIView's observable properties plus `contentOffset`, built for `T`.
    static func _observedScrollViewKeys<T: UIScrollView>(_: T.Type) -> [_ObservedKey] {
        _observedViewKeys(T.self) + [_ObservedKey("contentOffset", \T.contentOffset)]
    }
}
