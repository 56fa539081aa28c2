import Foundation

/// A page turn in flight: the one transition context it runs through, the pages on each side, and
/// whether the user (not `setViewControllers`) started it, in which case the delegate hears of its end.
@MainActor
final class _PageTurn {
    let context: _UIViewControllerTransitionContext
    let previous: [UIViewController]
    /// The pages the turn is heading for; a scroll drag that reverses past the current page onto the
    /// other side changes them (and `direction`) to that side's page.
    var incoming: [UIViewController]
    var direction: UIPageViewController.NavigationDirection
    /// Pages a reversing scroll drag left pending and then passed by (children until the turn ends).
    var passed: [UIViewController] = []
    let isUserDriven: Bool
    /// Where a released user's turn is heading: true to complete, false to go back; nil while held.
    var outcome: Bool?
    /// Set when `setViewControllers` without animation (or a spine change) ended the turn before its motion
    /// did, or a finger stopped its scroll animation (UIPageViewController+CaughtScrolls.swift).
    var wasInterrupted = false
    /// Set when the context completed.
    var hasEnded = false
    /// The curl style's folding sheet and how far it is folded (0 flat, 1 turned onto the spine).
    var sheet: _CurlSheet?
    var foldProgress: CGFloat = 0

    init(context: _UIViewControllerTransitionContext, previous: [UIViewController], incoming: [UIViewController],
         direction: UIPageViewController.NavigationDirection, isUserDriven: Bool) {
        self.context = context
        self.previous = previous
        self.incoming = incoming
        self.direction = direction
        self.isUserDriven = isUserDriven
    }
}

/// A page turn as an animator of the one transition path: `start` sets the motion going (a scroll
/// animation, a curl, or nothing when the finger drives it), and the page view controller completes
/// the context when the motion comes to rest.
@MainActor
final class _UIPageTurnAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let start: (UIViewControllerContextTransitioning) -> Void

    init(duration: TimeInterval, start: @escaping (UIViewControllerContextTransitioning) -> Void) {
        self.duration = duration
        self.start = start
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { start(transitionContext) }
}

extension UIPageViewController {
    /// `setViewControllers(_:direction:animated:completion:)`: checks the count (spec §17.2), then turns
    /// by the style's programmatic path. The first call, with no page shown yet, is never animated.
    ///
    /// While a turn is in flight (the user's or an animated call's), an animated call does nothing and
    /// does not call `completion` (the running turn holds the page view controller, spec §17.2); a call
    /// without animation first ends that turn where it stands (`_endTurnAtOnce`). While the delegate
    /// answers `spineLocationFor`, the pages are held for the spine it returns (`_askSpineLocation`).
    func _setViewControllers(_ pages: [UIViewController], direction: NavigationDirection, animated: Bool,
                             completion: ((Bool) -> Void)?) {
        if let query = _spineQuery {
            query.hold(pages, completion: completion)
            return
        }
        let animates = animated && _isCurrentPageSetValid
        guard _checkPageCount(pages.count, animated: animates) else { return }
        if let turn = _turn {
            guard !animates else { return }
            _endTurnAtOnce(turn)
        }
        switch _transitionStyle {
        case .scroll:
            if animates { _scrollAnimated(to: pages[0], direction: direction, completion: completion) }
            else { _scrollWithoutAnimation(to: pages[0], completion: completion) }
        case .pageCurl:
            if animates { _curlAnimated(to: pages, direction: direction, completion: completion) }
            else { _curlWithoutAnimation(to: pages, completion: completion) }
        }
    }

    /// Whether the pages shown are a complete set: one, or two for a mid spine.
    var _isCurrentPageSetValid: Bool {
        _viewControllers.count == (_spineLocation == .mid ? 2 : 1)
    }

    /// Raises UIKit's `NSInvalidArgumentException` when `count` pages cannot be shown: the scroll style
    /// takes one; an animated curl one, or two when double-sided; a curl without animation two for a mid
    /// spine, else one.
    func _checkPageCount(_ count: Int, animated: Bool) -> Bool {
        let bySpine = _transitionStyle == .pageCurl && !animated
        let required = bySpine ? (_spineLocation == .mid ? 2 : 1)
            : (_transitionStyle == .pageCurl && _isDoubleSided ? 2 : 1)
        guard count != required else { return true }
        let reason = bySpine
            ? "The number of provided view controllers (\(count)) doesn't match the number required (\(required)) for the requested spine location (\(_spineLocation._reasonName))"
            : "The number of view controllers provided (\(count)) doesn't match the number required (\(required)) for the requested transition"
        NSException(name: .invalidArgumentException, reason: reason).raise()
        return false
    }

    /// Whether the page view controller is on screen and appeared, so a turn is seen.
    var _isShowingPages: Bool { _appearState == .appeared && _view?.window != nil }

    /// Ends the turn in flight now, before its motion does [INFERRED: iOS's order here is not known]. A
    /// programmatic turn completes; a user's turn released towards a page ends there; one the finger
    /// still holds goes back (a curl first reverses its will-calls, as an abort does); a scroll released
    /// to decelerate ends on the page nearest. The delegate then hears `didFinishAnimating(false, …)`,
    /// and a scroll view's drag that is still held is cancelled (unless `cancellingHeldDrag` is false), so
    /// that it does not carry the content on.
    func _endTurnAtOnce(_ turn: _PageTurn, cancellingHeldDrag: Bool = true) {
        var completes = true
        if turn.isUserDriven {
            if let outcome = turn.outcome {
                completes = outcome
            } else if let scrollView = _scroll?.scrollView, !scrollView.isTracking {
                completes = _nearestSlotOffset == _slot(for: turn.direction) - 1
            } else {
                completes = false
            }
        }
        turn.wasInterrupted = true
        _scroll?.scrollView._stopMotion()
        if let sheet = turn.sheet {
            for view in [sheet.front, sheet.back].compactMap({ $0 }) { view.layer.removeAllAnimations() }
        }
        if _transitionStyle == .pageCurl, turn.isUserDriven, !completes, turn.outcome == nil {
            _reverseCurlAppearance(turn)
        }
        let pan = _scroll?.scrollView.panGestureRecognizer
        let held = cancellingHeldDrag && turn.isUserDriven && (pan?.state == .began || pan?.state == .changed)
        turn.context.completeTransition(completes)
        if held, let pan {
            pan.isEnabled = false
            pan.isEnabled = true
        }
    }

    /// Starts a turn from `previous` to `incoming` through the one transition driver: `willPhase` begins
    /// the appearance transitions, `animator` sets the motion going, and `end` runs when the context
    /// completes (with the turn and whether it completed).
    @discardableResult
    func _runTurn(from previous: [UIViewController], to incoming: [UIViewController], direction: NavigationDirection,
                  animated: Bool, userDriven: Bool, animator: UIViewControllerAnimatedTransitioning,
                  willPhase: () -> Void, end: @escaping (_PageTurn, Bool) -> Void) -> _PageTurn {
        let context = _UIViewControllerTransitionContext(
            container: view, animated: animated, from: previous.first, to: incoming.first, animator: animator,
            interactor: nil, defaultDuration: 0)
        let turn = _PageTurn(context: context, previous: previous, incoming: incoming, direction: direction,
                             isUserDriven: userDriven)
        _turn = turn
        context.completionHandler = { [weak self] completed in
            turn.hasEnded = true
            if self?._turn === turn { self?._turn = nil }
            end(turn, completed)
        }
        _UITransitionDriver.run(context, willPhase: willPhase)
        return turn
    }

    /// Tells the delegate a user's turn ended; `finished` is false when the turn was ended early.
    func _tellDelegateTurnEnded(_ turn: _PageTurn, completed: Bool) {
        guard turn.isUserDriven else { return }
        _delegate?.pageViewController(self, didFinishAnimating: !turn.wasInterrupted, previousViewControllers: turn.previous,
                                      transitionCompleted: completed)
    }

    /// The data source's page next to `page` in `direction`, or nil.
    func _neighbour(of page: UIViewController, _ direction: NavigationDirection) -> UIViewController? {
        guard let dataSource = _dataSource else { return nil }
        switch direction {
        case .forward: return dataSource.pageViewController(self, viewControllerAfter: page)
        case .reverse: return dataSource.pageViewController(self, viewControllerBefore: page)
        }
    }

    /// Makes `page` a child as UIKit's page view controller does: `addChild`, then `didMove` at once.
    func _adoptPage(_ page: UIViewController) {
        guard page._parent !== self else { return }
        addChild(page)
        page._sendDidMove(toParent: self)
    }

    /// Takes `page` out: `willMove(nil)` unless already sent, its view removed, `removeFromParent()`.
    func _releasePage(_ page: UIViewController, sendWillMove: Bool = true) {
        guard page._parent === self else { return }
        if sendWillMove { page._sendWillMove(toParent: nil) }
        page._view?.removeFromSuperview()
        page.removeFromParent()
    }
}
