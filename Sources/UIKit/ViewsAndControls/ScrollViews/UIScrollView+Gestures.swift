import Foundation

// The scroll view's gesture recognizers and what they feed (spec §20.8):
//
//   - a pan (`panGestureRecognizer`) that tracks from touch down, begins once the finger has moved the
//     10 pt hysteresis along an axis the view scrolls on, and drives the drag entry points of
//     UIScrollView+Dragging.swift;
//   - a recognizer that withholds `touchesBegan` from the content for 0.15 s (`delaysContentTouches`),
//     so a drag that starts in that time never reaches the content; it fails, releasing the touches,
//     when the time is up or the finger lifts first (so a quick tap still reaches a button);
//   - a pinch (`pinchGestureRecognizer`), only while zooming is possible.
//
// Nesting follows from the per-axis rule: a vertical-only inner scroll view fails on a drag that crosses
// the hysteresis horizontally first, and the outer horizontal one (a pager) takes it; a drag the inner one
// takes prevents the outer one, since both pans share the touch.

/// The numbers of spec §20.8.
enum _ScrollTouchConstants {
    /// How long the content waits for `touchesBegan` while the scroll view looks for a drag
    /// (`_touchDelayForScrollDetection`, DECOMP).
    static let contentTouchDelay: TimeInterval = 0.15
    /// How far the finger moves along an axis before a drag starts (`_scrollHysteresis`, DECOMP).
    static let scrollHysteresis: CGFloat = 10
}

/// The pan a scroll view owns: tracking starts at touch down, and it begins only along a scrollable axis.
final class _UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var _scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirst = _touches.count == touches.count
        super.touchesBegan(touches, with: event)
        if isFirst, state == .possible { _scrollView?._trackingBegan() }
    }

    override func reset() {
        super.reset()
        // The touches are over; a finger that never dragged ends its tracking (a drag already ended it).
        _scrollView?._trackingEnded()
    }

    override var _hysteresisDistance: CGFloat { _ScrollTouchConstants.scrollHysteresis }

    override func _canBeginMoving(dx: CGFloat, dy: CGFloat) -> Bool {
        guard let scrollView = _scrollView, scrollView.gestureRecognizerShouldBegin(self) else { return false }
        return scrollView._panMayBegin(dx: dx, dy: dy, touches: _touches)
    }
}

/// Withholds new touches from the content for `contentTouchDelay`, then fails (which delivers them).
final class _UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    weak var _scrollView: UIScrollView?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView = _scrollView, state == .possible else { return }
        _askContent(scrollView, about: touches, event: event)
        guard scrollView.delaysContentTouches else { state = .failed; return }
        if _touches.count == touches.count {
            _schedule(after: _ScrollTouchConstants.contentTouchDelay) { recognizer in
                if recognizer.state == .possible { recognizer.state = .failed }
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The finger lifted before the delay was up: the content gets began and ended together.
        if state == .possible { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// `touchesShouldBegin(_:with:in:)` for each content view the touches went to; a refusal keeps the
    /// touches from that view.
    private func _askContent(_ scrollView: UIScrollView, about touches: Set<UITouch>, event: UIEvent) {
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in touches {
            guard let view = touch._view, view !== scrollView else { continue }
            if let index = byView.firstIndex(where: { $0.0 === view }) { byView[index].1.insert(touch) }
            else { byView.append((view, [touch])) }
        }
        for (view, set) in byView where !scrollView.touchesShouldBegin(set, with: event, in: view) {
            for touch in set { touch._delivery = .suppressed }
        }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// The pinch a scroll view owns while zooming is possible; it and the scroll view's pan run together.
final class _UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var _scrollView: UIScrollView?

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== _scrollView?._pan
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== _scrollView?._pan
    }
}

extension UIScrollView {
    /// Makes and adds the pan and the content-touch delay; called once from the initializers.
    func _installGestureRecognizers() {
        _delayRecognizer._scrollView = self
        addGestureRecognizer(_delayRecognizer)
        _pan.addTarget(self, action: Selector("handlePan:", UIScrollView._handlePan(_:)))
        _pan._scrollView = self
        addGestureRecognizer(_pan)
    }

    /// Adds the pinch when zooming becomes possible and removes it when it no longer is.
    func _updatePinchGestureRecognizer() {
        if _wantsPinchGestureRecognizer, _pinch == nil {
            let pinch = _UIScrollViewPinchGestureRecognizer(
                target: self, action: Selector("handlePinch:", UIScrollView._handlePinch(_:)))
            pinch._scrollView = self
            addGestureRecognizer(pinch)
            _pinch = pinch
        } else if !_wantsPinchGestureRecognizer, let pinch = _pinch {
            removeGestureRecognizer(pinch)
            _pinch = nil
        }
    }

    func _gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === _pan { return isScrollEnabled }
        if gestureRecognizer === _pinch { return _wantsPinchGestureRecognizer && _zoomView != nil }
        return true
    }

    /// Whether the pan may begin after the finger moved (`dx`, `dy`): along an axis that reached the
    /// hysteresis and that the view scrolls on, and only if content that already got the touches lets
    /// the drag cancel them (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    func _panMayBegin(dx: CGFloat, dy: CGFloat, touches: [UITouch]) -> Bool {
        let h = _ScrollTouchConstants.scrollHysteresis
        let horizontally = abs(dx) >= h && _scrollsHorizontally
        let vertically = abs(dy) >= h && _scrollsVertically
        guard horizontally || vertically else { return false }
        for touch in touches where touch._delivery == .delivered {
            guard let view = touch._view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    func _handlePan(_ sender: UIGestureRecognizer) {
        guard let pan = sender as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            guard _dragBegan() else { return }
            // Inside a sheet, the sheet takes its part of the finger's movement (the sheet's hand-over file).
            _beginSheetHandOff()
            let translation = _translationAfterSheetHandOff(pan.translation(in: self))
            if translation != .zero { _dragMoved(translation: translation) }
        case .changed:
            guard isDragging else { return }
            _dragMoved(translation: _translationAfterSheetHandOff(pan.translation(in: self)))
        case .ended:
            guard isDragging else { return }
            _dragEnded(velocity: _endSheetHandOff(velocity: pan.velocity(in: self), completed: true))
        case .cancelled, .failed:
            guard isDragging else { return }
            _ = _endSheetHandOff(velocity: .zero, completed: false)
            _dragEnded(velocity: .zero)
        default:
            break
        }
    }

    func _handlePinch(_ sender: UIGestureRecognizer) {
        guard let pinch = sender as? UIPinchGestureRecognizer else { return }
        switch pinch.state {
        case .began: _pinchBegan()
        case .changed: _pinchChanged(scale: pinch.scale)
        case .ended, .cancelled, .failed: _pinchEnded()
        default: break
        }
    }
}
