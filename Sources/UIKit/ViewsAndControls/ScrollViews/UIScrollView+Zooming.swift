import Foundation

/// The zoom limits, the scale, and the zoom in progress (spec §20.7).
struct _ZoomState {
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var scale: CGFloat = 1
    var isZooming = false
    var isBouncing = false
    /// The scale when the pinch began.
    var pinchStartScale: CGFloat = 1
    var animation: Animation?

    /// An animated zoom: the scale and offset move together from `from` to `to`.
    struct Animation {
        var fromScale: CGFloat, toScale: CGFloat
        var fromOffset: CGPoint, toOffset: CGPoint
        var start: CFTimeInterval, duration: CFTimeInterval
        /// Whether the delegate hears `scrollViewDidEndZooming` at the end (after a pinch's bounce, and
        /// after animated programmatic zooms [INFERRED]).
        var endsZooming: Bool
    }

    /// Zooming is possible only when the maximum exceeds the minimum.
    var isEnabled: Bool { maximum > minimum }
}

// The pinch gesture recognizer (UIScrollView+Gestures.swift) calls `_pinchBegan()` when it begins (false: it does
// nothing), `_pinchChanged(scale:)` with its cumulative `scale`, and `_pinchEnded()`.
extension UIScrollView {
    /// The view the delegate zooms: nil when `viewForZooming(in:)` is unimplemented or returns nil.
    var _zoomView: UIView? {
        _delegate?.viewForZooming(in: self)
    }

    /// Whether the scroll view would have a pinch gesture recognizer (`pinchGestureRecognizer` is nil
    /// while zooming is disabled).
    var _wantsPinchGestureRecognizer: Bool { _zoom.isEnabled }

    func _setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = _zoomView else { return }
        let target = min(max(scale, _zoom.minimum), _zoom.maximum)
        _stopZoomAnimation()
        let offset = _offset(keepingCentreAt: target, from: _zoom.scale)
        if animated {
            _animateZoom(to: target, offset: offset, endsZooming: true)
        } else {
            _applyZoom(target, to: view, offset: offset)
        }
    }

    func _zoom(to rect: CGRect, animated: Bool) {
        guard _zoomView != nil, rect.width > 0 || rect.height > 0 else { return }
        let size = bounds.size
        let fit = min(rect.width > 0 ? size.width / rect.width : .infinity,
                      rect.height > 0 ? size.height / rect.height : .infinity)
        let target = min(max(fit, _zoom.minimum), _zoom.maximum)
        let offset = _clampedOffset(CGPoint(x: rect.midX * target - size.width / 2, y: rect.midY * target - size.height / 2),
                                    scale: target)
        _stopZoomAnimation()
        if animated {
            _animateZoom(to: target, offset: offset, endsZooming: true)
        } else if let view = _zoomView {
            _applyZoom(target, to: view, offset: offset)
        }
    }

    /// Scales the zoom view, makes `contentSize` its frame's size, moves to `offset`, and tells the
    /// delegate `scrollViewDidZoom(_:)`.
    func _applyZoom(_ scale: CGFloat, to view: UIView, offset: CGPoint) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        // Keep the frame's origin where it was: the transform scales around the centre.
        let frame = view.frame
        view.center = CGPoint(x: view.center.x + origin.x - frame.minX, y: view.center.y + origin.y - frame.minY)
        let changed = scale != _zoom.scale
        _zoom.scale = scale
        contentSize = CGSize(width: view.frame.maxX, height: view.frame.maxY)
        contentOffset = offset
        if changed { _delegate?.scrollViewDidZoom(self) }
    }

    /// The offset that keeps the visible centre in place when the scale goes from `old` to `new`.
    func _offset(keepingCentreAt new: CGFloat, from old: CGFloat) -> CGPoint {
        let size = bounds.size, offset = contentOffset
        let ratio = old > 0 ? new / old : 1
        return _clampedOffset(CGPoint(x: (offset.x + size.width / 2) * ratio - size.width / 2,
                                      y: (offset.y + size.height / 2) * ratio - size.height / 2), scale: new)
    }

    /// `offset` inside the valid range for the content size the zoom view has at `scale`.
    func _clampedOffset(_ offset: CGPoint, scale: CGFloat) -> CGPoint {
        let ratio = _zoom.scale > 0 ? scale / _zoom.scale : 1
        let content = CGSize(width: _contentSize.width * ratio, height: _contentSize.height * ratio)
        return Self._clamped(offset, to: _offsetRange(forContentSize: content))
    }

    func _animateZoom(to scale: CGFloat, offset: CGPoint, endsZooming: Bool) {
        _zoom.animation = _ZoomState.Animation(fromScale: _zoom.scale, toScale: scale, fromOffset: contentOffset,
                                               toOffset: offset, start: CACurrentMediaTime(),
                                               duration: _ScrollPhysics.scrollAnimationDuration, endsZooming: endsZooming)
        _updateFrameLink()
    }

    /// One frame of an animated zoom.
    func _zoomFrame(at time: CFTimeInterval) {
        guard let animation = _zoom.animation else { return }
        guard let view = _zoomView else { _stopZoomAnimation(); return }
        let progress = CGFloat(min(1, max(0, (time - animation.start) / animation.duration)))
        // Ease out, as a settling zoom looks.
        let eased = 1 - (1 - progress) * (1 - progress)
        let scale = animation.fromScale + (animation.toScale - animation.fromScale) * eased
        let offset = CGPoint(x: animation.fromOffset.x + (animation.toOffset.x - animation.fromOffset.x) * eased,
                             y: animation.fromOffset.y + (animation.toOffset.y - animation.fromOffset.y) * eased)
        _applyZoom(progress >= 1 ? animation.toScale : scale, to: view, offset: progress >= 1 ? animation.toOffset : offset)
        guard progress >= 1 else { return }
        _zoom.animation = nil
        let wasPinch = _zoom.isBouncing
        _zoom.isBouncing = false
        _updateFrameLink()
        if animation.endsZooming || wasPinch {
            _delegate?.scrollViewDidEndZooming(self, with: view, atScale: _zoom.scale)
        }
    }

    func _stopZoomAnimation() {
        guard _zoom.animation != nil else { return }
        _zoom.animation = nil
        _zoom.isBouncing = false
        _updateFrameLink()
    }

    // MARK: Pinch entry points

    /// A pinch began: needs zooming enabled and a zoom view from the delegate.
    @discardableResult
    package func _pinchBegan() -> Bool {
        guard _zoom.isEnabled, let view = _zoomView else { return false }
        _stopZoomAnimation()
        _zoom.isZooming = true
        _zoom.pinchStartScale = _zoom.scale
        _delegate?.scrollViewWillBeginZooming(self, with: view)
        return true
    }

    /// The pinch's cumulative scale changed: past the limits the zoom goes on at a damped rate with
    /// `bouncesZoom`, and stops at the limit without.
    package func _pinchChanged(scale pinch: CGFloat) {
        guard _zoom.isZooming, let view = _zoomView else { return }
        let wanted = _zoom.pinchStartScale * pinch
        let lo = _zoom.minimum, hi = _zoom.maximum
        var scale = min(max(wanted, lo), hi)
        if bouncesZoom {
            // Past a limit, move a quarter of the way (in log scale) [INFERRED: UIKit's constant is unknown].
            if wanted > hi { scale = hi * pow(wanted / hi, 0.25) }
            if wanted < lo, wanted > 0 { scale = lo * pow(wanted / lo, 0.25) }
        }
        _applyZoom(scale, to: view, offset: _offset(keepingCentreAt: scale, from: _zoom.scale))
    }

    /// The pinch ended: a scale past a limit springs back (`isZoomBouncing`), then the delegate hears
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    package func _pinchEnded() {
        guard _zoom.isZooming, let view = _zoomView else { _zoom.isZooming = false; return }
        _zoom.isZooming = false
        let target = min(max(_zoom.scale, _zoom.minimum), _zoom.maximum)
        guard target != _zoom.scale else {
            _delegate?.scrollViewDidEndZooming(self, with: view, atScale: _zoom.scale)
            return
        }
        _zoom.isBouncing = true
        _animateZoom(to: target, offset: _offset(keepingCentreAt: target, from: _zoom.scale), endsZooming: true)
    }
}
