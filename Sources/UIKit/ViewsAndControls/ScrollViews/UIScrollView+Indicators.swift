import Foundation

/// The scroll indicators: two thin rounded layers at the trailing and bottom edges, shown while the
/// content moves (a drag, a deceleration, an animated scroll) or flashes, and faded out half a second
/// after it stops.
///
/// Geometry and colours are approximations of iOS's [INFERRED: 3 points thick, 3 points from the
/// edges, at least 36 points long, shorter while the content is past an edge; 35 % black, or 50 % white
/// for `.white`]. The layers are sublayers of the scroll view's layer, kept in front of the content's;
/// they are not views, so `subviews` does not list them.
struct _ScrollIndicators {
    static let thickness: CGFloat = 3
    static let edgeInset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let fadeDelay: CFTimeInterval = 0.5

    var vertical: CALayer?
    var horizontal: CALayer?
    /// The media time of the last `flashScrollIndicators()`.
    var lastFlash: CFTimeInterval?
    /// How many times the indicators were flashed.
    var flashCount = 0
    /// Bumped whenever the indicators show, so that only the latest scheduled fade hides them.
    var generation = 0
    var isShowing = false
}

extension UIScrollView {
    func _flashScrollIndicators() {
        _indicators.lastFlash = CACurrentMediaTime()
        _indicators.flashCount += 1
        _showIndicators()
    }

    /// Called when the offset or content size changed: moving content shows the indicators.
    func _indicatorsNeedUpdate() {
        if _indicators.isShowing || _physics.isTracking || _physics.needsFrames { _showIndicators() }
    }

    /// Places and shows the indicators, and schedules their fade.
    func _showIndicators() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let wantsVertical = showsVerticalScrollIndicator && _scrollsVertically
        let wantsHorizontal = showsHorizontalScrollIndicator && _scrollsHorizontally
        if wantsVertical { _place(&_indicators.vertical, frame: _verticalIndicatorFrame) }
        if wantsHorizontal { _place(&_indicators.horizontal, frame: _horizontalIndicatorFrame) }
        _indicators.vertical?.opacity = wantsVertical ? 1 : 0
        _indicators.horizontal?.opacity = wantsHorizontal ? 1 : 0
        _bringIndicatorsToFront()
        CATransaction.commit()
        _indicators.isShowing = true
        _indicators.generation += 1
        let generation = _indicators.generation
        _MediaTimers.schedule(after: _ScrollIndicators.fadeDelay) { [weak self] in
            MainActor.assumeIsolated { self?._fadeIndicators(generation) }
        }
    }

    /// Fades the indicators out (an implicit opacity animation) unless they showed again since.
    func _fadeIndicators(_ generation: Int) {
        guard generation == _indicators.generation else { return }
        if _physics.isTracking || _physics.needsFrames || _zoom.animation != nil {
            _showIndicators()
            return
        }
        _indicators.isShowing = false
        _indicators.vertical?.opacity = 0
        _indicators.horizontal?.opacity = 0
    }

    private func _place(_ slot: inout CALayer?, frame: CGRect) {
        let indicator: CALayer
        if let existing = slot { indicator = existing } else {
            indicator = CALayer()
            indicator.cornerRadius = _ScrollIndicators.thickness / 2
            slot = indicator
        }
        indicator.backgroundColor = (indicatorStyle == .white ? UIColor(white: 1, alpha: 0.5) : UIColor(white: 0, alpha: 0.35)).cgColor
        indicator.frame = frame
    }

    /// Keeps the indicators the frontmost sublayers: a subview added since they were placed goes below.
    private func _bringIndicatorsToFront() {
        let mine = [_indicators.vertical, _indicators.horizontal].compactMap { $0 }
        // Only the last sublayers are read: the content's (a thousand rows) are not copied each frame.
        let count = layer._sublayerCount
        let onTop = mine.count <= count
            && (count - mine.count..<count).allSatisfy { i in mine.contains { $0 === layer._sublayer(at: i) } }
        guard !onTop else { return }
        for indicator in mine {
            indicator.removeFromSuperlayer()
            layer.addSublayer(indicator)
        }
    }

    /// The vertical indicator's frame in the scroll view's coordinates (it moves with the bounds).
    var _verticalIndicatorFrame: CGRect {
        let b = bounds, insets = _effectiveVerticalIndicatorInsets, e = _ScrollIndicators.edgeInset
        let track = max(0, b.height - insets.top - insets.bottom - 2 * e)
        let range = _offsetRange
        let (length, position) = _indicatorSpan(track: track, visible: b.height, content: _contentSize.height
                                                    + _adjustedContentInset.top + _adjustedContentInset.bottom,
                                                offset: b.minY, min: range.min.y, max: range.max.y)
        return CGRect(x: b.maxX - insets.right - e - _ScrollIndicators.thickness, y: b.minY + insets.top + e + position,
                      width: _ScrollIndicators.thickness, height: length)
    }

    /// The horizontal indicator's frame in the scroll view's coordinates.
    var _horizontalIndicatorFrame: CGRect {
        let b = bounds, insets = _effectiveHorizontalIndicatorInsets, e = _ScrollIndicators.edgeInset
        let track = max(0, b.width - insets.left - insets.right - 2 * e)
        let range = _offsetRange
        let (length, position) = _indicatorSpan(track: track, visible: b.width, content: _contentSize.width
                                                    + _adjustedContentInset.left + _adjustedContentInset.right,
                                                offset: b.minX, min: range.min.x, max: range.max.x)
        return CGRect(x: b.minX + insets.left + e + position, y: b.maxY - insets.bottom - e - _ScrollIndicators.thickness,
                      width: length, height: _ScrollIndicators.thickness)
    }

    /// The indicator's length and its distance from the start of its track.
    private func _indicatorSpan(track: CGFloat, visible: CGFloat, content: CGFloat, offset: CGFloat,
                                min lo: CGFloat, max hi: CGFloat) -> (CGFloat, CGFloat) {
        guard content > 0, track > 0 else { return (0, 0) }
        let t = _ScrollIndicators.thickness
        var length = min(track, max(_ScrollIndicators.minimumLength, track * visible / content))
        let overshoot = offset < lo ? lo - offset : offset > hi ? offset - hi : 0
        length = max(t * 2, length - overshoot)
        let fraction = hi > lo ? min(1, max(0, (offset - lo) / (hi - lo))) : 0
        return (length, (track - length) * fraction)
    }

    /// The vertical indicator's track insets: the stored insets, plus the safe area when
    /// `automaticallyAdjustsScrollIndicatorInsets` is true.
    var _effectiveVerticalIndicatorInsets: UIEdgeInsets {
        _indicatorInsets(verticalScrollIndicatorInsets)
    }

    /// The horizontal indicator's track insets, as for the vertical one.
    var _effectiveHorizontalIndicatorInsets: UIEdgeInsets {
        _indicatorInsets(horizontalScrollIndicatorInsets)
    }

    private func _indicatorInsets(_ stored: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return stored }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: stored.top + safe.top, left: stored.left + safe.left,
                            bottom: stored.bottom + safe.bottom, right: stored.right + safe.right)
    }
}
