import Foundation

// The entry points of the finger-driven paths. The pan gesture recognizer (UIScrollView+Gestures.swift) calls, in
// the scroll view's coordinates and at the event's media time:
//
//     touch down on the content          scrollView._trackingBegan()
//     pan .began                         scrollView._dragBegan()          (false: do not scroll)
//     pan .changed                       scrollView._dragMoved(translation: pan.translation(in: scrollView))
//     pan .ended                         scrollView._dragEnded(velocity: pan.velocity(in: scrollView))
//     pan .cancelled / .failed           scrollView._dragEnded(velocity: .zero)
//     touch up without a drag            scrollView._trackingEnded()
//
// Translation is the finger's total movement since the pan began, velocity the finger's in points per
// second (as UIPanGestureRecognizer reports them); the physics turns both into content movement.
// Deceleration, bouncing and paging then run by themselves on a display link.
extension UIScrollView {
    /// A finger went down on the content: `isTracking` becomes true, and a deceleration or animation in
    /// progress stops where it is (without end callbacks).
    package func _trackingBegan() {
        let caughtAnimation = _physics.isAnimating
        _physics.touchDown()
        _updateFrameLink()
        if caughtAnimation { (self as? _UIQueuingScrollView)?._touchStoppedScrollAnimation() }
    }

    /// The finger lifted without starting a drag; content it caught past an edge or between pages
    /// springs back or settles (a page view controller's paging view may name the page to settle on).
    package func _trackingEnded() {
        guard _physics.phase == .tracking else { return }
        let queuing = self as? _UIQueuingScrollView
        let actions = _physics.touchUp(offset: contentOffset, at: CACurrentMediaTime(), geometry: _scrollGeometry,
                                       restingAt: queuing?._restingOffsetAfterLift)
        _perform(actions)
        if actions.isEmpty { queuing?._liftedAtRest() }
    }

    /// The pan began: returns false (and does nothing) when scrolling is disabled.
    @discardableResult
    package func _dragBegan() -> Bool {
        guard isScrollEnabled else { return false }
        _physics.touchDown()
        _updateFrameLink()
        _perform(_physics.dragBegan(offset: contentOffset, geometry: _scrollGeometry))
        return true
    }

    /// The pan moved by `translation` in total since it began.
    package func _dragMoved(translation: CGPoint) {
        let geometry = _scrollGeometry
        _physics.dragOffsetChanged(to: contentOffset, geometry: geometry)
        _perform(_physics.dragMoved(translation: translation, geometry: geometry))
    }

    /// The finger lifted with `velocity` (points per second): the delegate may change where the content
    /// comes to rest, then it decelerates, bounces or snaps to a page frame by frame.
    package func _dragEnded(velocity: CGPoint) {
        let actions = _physics.dragEnded(velocity: velocity, at: CACurrentMediaTime(), geometry: _scrollGeometry) {
            velocity, target in
            guard let delegate = _delegate else { return }
            withUnsafeMutablePointer(to: &target) {
                delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0)
            }
        }
        _perform(actions)
    }

    /// The physics' view of this scroll view now.
    var _scrollGeometry: _ScrollGeometry {
        let range = _offsetRange
        return _ScrollGeometry(size: bounds.size, minOffset: range.min, maxOffset: range.max,
                               scrollsHorizontally: _scrollsHorizontally, scrollsVertically: _scrollsVertically,
                               bouncesHorizontally: _bouncesHorizontally, bouncesVertically: _bouncesVertically,
                               isPagingEnabled: isPagingEnabled, isDirectionalLockEnabled: isDirectionalLockEnabled,
                               decelerationRate: decelerationRate.rawValue,
                               pixel: 1 / (window?.screen.scale ?? UIScreen.main.scale))
    }

    /// Performs the physics' actions in order, then starts or stops the frames.
    func _perform(_ actions: [_ScrollPhysics.Action]) {
        for action in actions {
            switch action {
            case .scroll(let offset): contentOffset = offset
            case .willBeginDragging: _delegate?.scrollViewWillBeginDragging(self)
            case .didEndDragging(let decelerate): _delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
            case .willBeginDecelerating:
                _physics.decelerationAnnounced()
                _delegate?.scrollViewWillBeginDecelerating(self)
            case .didEndDecelerating: _delegate?.scrollViewDidEndDecelerating(self)
            case .didEndScrollingAnimation: _delegate?.scrollViewDidEndScrollingAnimation(self)
            }
            (self as? _UIQueuingScrollView)?._didPerform(action)
        }
        _updateFrameLink()
    }

    /// Keeps a display link while the physics or a zoom animation moves, and only then.
    func _updateFrameLink() {
        let needed = _physics.needsFrames || _zoom.animation != nil
        if needed, _frameLink == nil {
            let link = CADisplayLink { [weak self] link in
                guard let self else { link.invalidate(); return }
                self._frame(at: link.timestamp)
            }
            link.add(to: .main, forMode: .common)
            _frameLink = link
        } else if !needed, let link = _frameLink {
            link.invalidate()
            _frameLink = nil
        }
    }

    /// One display frame: the physics and the zoom move to where they are at `time`.
    func _frame(at time: CFTimeInterval) {
        if _zoom.animation != nil { _zoomFrame(at: time) }
        _perform(_physics.tick(at: time, geometry: _scrollGeometry))
    }
}
