import Foundation

// The curl style's user-driven turns (spec §17.3): a pan that the finger drives and a tap in the strips
// at either end. Both ask the data source for the page first and do nothing without one; then
// `willTransitionTo`, `incoming.wA(true)`, `outgoing.wD(true)`, the curl, and at the end
// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`.

/// The curl pan: it begins only when the page view controller has a page for the pan's direction.
final class _UIPageCurlPanGestureRecognizer: UIPanGestureRecognizer {
    weak var _pageViewController: UIPageViewController?

    override func _canBeginMoving(dx: CGFloat, dy: CGFloat) -> Bool {
        _pageViewController?._curlPanMayBegin(translation: CGPoint(x: dx, y: dy), velocity: velocity(in: view)) ?? false
    }
}

/// The curl tap: it fails at once when the finger goes down outside the two end strips.
final class _UIPageCurlTapGestureRecognizer: UITapGestureRecognizer {
    weak var _pageViewController: UIPageViewController?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let controller = _pageViewController, let touch = touches.first,
              controller._tapDirection(at: touch.location(in: controller._view)) != nil else {
            state = .failed
            return
        }
    }
}

extension UIPageViewController {
    /// A flick faster than this along the navigation axis decides a curl's direction by its sign
    /// (points per second, spec §17.3).
    static let _curlFlickVelocity: CGFloat = 300
    /// The width of the tap strips at the ends of a curl-style view (60 points for a mid spine).
    static let _curlTapStrip: CGFloat = 80
    static let _curlTapStripMidSpine: CGFloat = 60

    func _makeCurlGestures() -> (pan: UIPanGestureRecognizer, tap: UITapGestureRecognizer) {
        let pan = _UIPageCurlPanGestureRecognizer(
            target: self, action: Selector("handleCurlPan:", UIPageViewController._handleCurlPan(_:)))
        pan._pageViewController = self
        let tap = _UIPageCurlTapGestureRecognizer(
            target: self, action: Selector("handleCurlTap:", UIPageViewController._handleCurlTap(_:)))
        tap._pageViewController = self
        return (pan, tap)
    }

    /// The component of `point` along the navigation axis.
    func _along(_ point: CGPoint) -> CGFloat { _navigationOrientation == .horizontal ? point.x : point.y }

    /// The sign of a finger movement along the axis that turns forward: towards the start of the axis,
    /// or towards its end when the axis runs right to left.
    var _forwardSign: CGFloat { _isAxisReversed ? 1 : -1 }

    /// The direction a finger movement turns: a fast flick by its sign, else the translation's sign.
    func _curlDirection(translation: CGPoint, velocity: CGPoint) -> NavigationDirection {
        let speed = _along(velocity)
        let decisive = abs(speed) > Self._curlFlickVelocity ? speed : _along(translation)
        return decisive * _forwardSign > 0 ? .forward : .reverse
    }

    /// Whether the pan may begin: no turn running, the pages shown (the page view controller appeared
    /// and in a window), a complete page set, and the data source's pages for the pan's direction (kept
    /// for the turn).
    func _curlPanMayBegin(translation: CGPoint, velocity: CGPoint) -> Bool {
        guard _turn == nil, _isShowingPages, _isCurrentPageSetValid else { return false }
        let direction = _curlDirection(translation: translation, velocity: velocity)
        guard let incoming = _curlNeighbours(direction) else { return false }
        _pendingCurl = (direction, incoming)
        return true
    }

    /// The data source's pages beyond the shown ones in `direction`, in reading order: one, or for a
    /// double-sided curl two (the next page and the one after it). A double-sided curl whose data source
    /// has only the first raises UIKit's transition count reason and turns nothing.
    func _curlNeighbours(_ direction: NavigationDirection) -> [UIViewController]? {
        guard let edge = direction == .forward ? _viewControllers.last : _viewControllers.first,
              let first = _neighbour(of: edge, direction) else { return nil }
        guard _isDoubleSided else { return [first] }
        guard let second = _neighbour(of: first, direction) else {
            NSException(name: .invalidArgumentException,
                        reason: "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition").raise()
            return nil
        }
        return direction == .forward ? [first, second] : [second, first]
    }

    /// The direction a tap at `point` turns: the leading strip goes back, the trailing one forward (the
    /// leading strip is on the right when the axis runs right to left).
    func _tapDirection(at point: CGPoint) -> NavigationDirection? {
        guard let root = _view else { return nil }
        let length = _navigationOrientation == .horizontal ? root.bounds.width : root.bounds.height
        let strip = min(_spineLocation == .mid ? Self._curlTapStripMidSpine : Self._curlTapStrip, length / 2)
        let position = _along(point)
        let atStart: NavigationDirection = _isAxisReversed ? .forward : .reverse
        if position < strip { return atStart }
        if position > length - strip { return atStart == .forward ? .reverse : .forward }
        return nil
    }

    /// Starts a user's curl towards `pending`, driven by the finger (`animate` false) or animated (a
    /// tap's, which is bound to complete).
    func _beginUserCurl(to pending: [UIViewController], direction: NavigationDirection, animate: Bool) {
        _delegate?.pageViewController(self, willTransitionTo: pending)
        let turn = _runCurlTurn(from: _viewControllers, to: pending, direction: direction, userDriven: true,
                                animate: animate) { [weak self] turn, completed in
            self?._tellDelegateTurnEnded(turn, completed: completed)
        }
        if animate { turn.outcome = true }
    }

    func _handleCurlPan(_ sender: UIGestureRecognizer) {
        guard let pan = sender as? UIPanGestureRecognizer, let root = _view else { return }
        switch pan.state {
        case .began:
            guard let pending = _pendingCurl else { return }
            _pendingCurl = nil
            _beginUserCurl(to: pending.1, direction: pending.0, animate: false)
        case .changed:
            guard let turn = _turn, turn.isUserDriven, turn.outcome == nil, let sheet = turn.sheet else { return }
            let length = _along(CGPoint(x: root.bounds.width, y: root.bounds.height))
            let moved = length > 0 ? min(max(abs(_along(pan.translation(in: root))) / length, 0), 1) : 0
            turn.foldProgress = sheet.start + (sheet.end - sheet.start) * moved
            _drawFold(sheet, at: turn.foldProgress)
        case .ended, .cancelled, .failed:
            guard let turn = _turn, turn.isUserDriven, turn.outcome == nil else { return }
            let completes = pan.state == .ended && _curlCompletes(turn, velocity: pan.velocity(in: root),
                                                                  location: pan.location(in: root), in: root.bounds)
            _finishUserCurl(turn, completes: completes)
        default:
            break
        }
    }

    /// Whether a released curl turns: a fast flick in the turn's direction, else a finger past the middle.
    func _curlCompletes(_ turn: _PageTurn, velocity: CGPoint, location: CGPoint, in bounds: CGRect) -> Bool {
        let speed = _along(velocity)
        let middle = _along(CGPoint(x: bounds.midX, y: bounds.midY))
        let forward = turn.direction == .forward
        if abs(speed) > Self._curlFlickVelocity { return forward == (speed * _forwardSign > 0) }
        return forward == ((_along(location) - middle) * _forwardSign > 0)
    }

    /// Ends a finger-driven curl: it completes with the fold running on, or aborts (the pages' will-calls
    /// reverse at once, `incoming.wD`, `outgoing.wA`) and the fold returns.
    func _finishUserCurl(_ turn: _PageTurn, completes: Bool) {
        turn.outcome = completes
        if !completes { _reverseCurlAppearance(turn) }
        _animateFold(turn, to: completes ? (turn.sheet?.end ?? 1) : (turn.sheet?.start ?? 0), completing: completes)
    }

    /// An aborted curl's will-calls: the incoming pages begin to disappear, the outgoing ones to appear.
    func _reverseCurlAppearance(_ turn: _PageTurn) {
        for page in turn.incoming { page.beginAppearanceTransition(false, animated: true) }
        for page in turn.previous { page.beginAppearanceTransition(true, animated: true) }
    }

    func _handleCurlTap(_ sender: UIGestureRecognizer) {
        guard sender.state == .ended, _turn == nil, _isShowingPages, _isCurrentPageSetValid,
              let direction = _tapDirection(at: sender.location(in: _view)),
              let incoming = _curlNeighbours(direction) else { return }
        _beginUserCurl(to: incoming, direction: direction, animate: true)
    }
}
