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

    /// The direction a finger movement turns: a fast flick by its sign, else the translation's sign;
    /// moving towards the start of the axis turns forward.
    func _curlDirection(translation: CGPoint, velocity: CGPoint) -> NavigationDirection {
        let speed = _along(velocity)
        let decisive = abs(speed) > Self._curlFlickVelocity ? speed : _along(translation)
        return decisive < 0 ? .forward : .reverse
    }

    /// Whether the pan may begin: no turn running, a complete page set, and a page from the data source
    /// for the pan's direction (kept for the turn).
    func _curlPanMayBegin(translation: CGPoint, velocity: CGPoint) -> Bool {
        guard _turn == nil, _isCurrentPageSetValid else { return false }
        let direction = _curlDirection(translation: translation, velocity: velocity)
        guard let incoming = _curlNeighbour(direction) else { return false }
        _pendingCurl = (direction, incoming)
        return true
    }

    /// The data source's page beyond the shown ones in `direction`.
    func _curlNeighbour(_ direction: NavigationDirection) -> UIViewController? {
        guard let edge = direction == .forward ? _viewControllers.last : _viewControllers.first else { return nil }
        return _neighbour(of: edge, direction)
    }

    /// The direction a tap at `point` turns: the leading strip goes back, the trailing one forward.
    func _tapDirection(at point: CGPoint) -> NavigationDirection? {
        guard let root = _view else { return nil }
        let length = _navigationOrientation == .horizontal ? root.bounds.width : root.bounds.height
        let strip = min(_spineLocation == .mid ? Self._curlTapStripMidSpine : Self._curlTapStrip, length / 2)
        let position = _along(point)
        if position < strip { return .reverse }
        if position > length - strip { return .forward }
        return nil
    }

    /// Starts a user's curl towards `incoming`, driven by the finger (`animate` false) or animated.
    func _beginUserCurl(to incoming: UIViewController, direction: NavigationDirection, animate: Bool) {
        _delegate?.pageViewController(self, willTransitionTo: [incoming])
        _runCurlTurn(from: _viewControllers, to: [incoming], direction: direction, userDriven: true,
                     animate: animate) { [weak self] turn, completed in
            self?._tellDelegateTurnEnded(turn, finished: true, completed: completed)
        }
    }

    func _handleCurlPan(_ sender: UIGestureRecognizer) {
        guard let pan = sender as? UIPanGestureRecognizer, let root = _view else { return }
        switch pan.state {
        case .began:
            guard let pending = _pendingCurl else { return }
            _pendingCurl = nil
            _beginUserCurl(to: pending.1, direction: pending.0, animate: false)
        case .changed:
            guard let turn = _turn, turn.isUserDriven else { return }
            let length = _along(CGPoint(x: root.bounds.width, y: root.bounds.height))
            let progress = length > 0 ? min(max(abs(_along(pan.translation(in: root))) / length, 0), 1) : 0
            for page in turn.previous {
                page.view.transform = _foldTransform(progress: progress, size: page.view.bounds.size)
            }
        case .ended, .cancelled, .failed:
            guard let turn = _turn, turn.isUserDriven else { return }
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
        if abs(speed) > Self._curlFlickVelocity { return forward == (speed < 0) }
        return forward == (_along(location) < middle)
    }

    /// Ends a finger-driven curl: it completes with the fold running on, or aborts (the pages' will-calls
    /// reverse at once, `incoming.wD`, `outgoing.wA`) and the fold returns.
    func _finishUserCurl(_ turn: _PageTurn, completes: Bool) {
        if !completes {
            for page in turn.incoming { page.beginAppearanceTransition(false, animated: true) }
            for page in turn.previous { page.beginAppearanceTransition(true, animated: true) }
        }
        _animateFold(of: turn.previous, to: completes ? 1 : 0, completing: completes, context: turn.context)
    }

    func _handleCurlTap(_ sender: UIGestureRecognizer) {
        guard sender.state == .ended, _turn == nil, _isCurrentPageSetValid,
              let direction = _tapDirection(at: sender.location(in: _view)),
              let incoming = _curlNeighbour(direction) else { return }
        _beginUserCurl(to: incoming, direction: direction, animate: true)
    }
}
