import Foundation

/// A page turn in flight: the one transition context it runs through, the pages on each side, and
/// whether the user (not `setViewControllers`) started it, in which case the delegate hears of its end.
@MainActor
final class _PageTurn {
    let context: _UIViewControllerTransitionContext
    let previous: [UIViewController]
    let incoming: [UIViewController]
    let direction: UIPageViewController.NavigationDirection
    let isUserDriven: Bool

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
    func _setViewControllers(_ pages: [UIViewController], direction: NavigationDirection, animated: Bool,
                             completion: ((Bool) -> Void)?) {
        let animates = animated && _isCurrentPageSetValid
        guard _checkPageCount(pages.count, animated: animates) else { return }
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

    /// Starts a turn from `previous` to `incoming` through the one transition driver: `willPhase` begins
    /// the appearance transitions, `animator` sets the motion going, and `end` runs when the context
    /// completes (with whether the turn completed).
    @discardableResult
    func _runTurn(from previous: [UIViewController], to incoming: [UIViewController], direction: NavigationDirection,
                  animated: Bool, userDriven: Bool, animator: UIViewControllerAnimatedTransitioning,
                  willPhase: () -> Void, end: @escaping (Bool) -> Void) -> _PageTurn {
        let context = _UIViewControllerTransitionContext(
            container: view, animated: animated, from: previous.first, to: incoming.first, animator: animator,
            interactor: nil, defaultDuration: 0)
        let turn = _PageTurn(context: context, previous: previous, incoming: incoming, direction: direction,
                             isUserDriven: userDriven)
        _turn = turn
        context.completionHandler = { [weak self] completed in
            if self?._turn === turn { self?._turn = nil }
            end(completed)
        }
        _UITransitionDriver.run(context, willPhase: willPhase)
        return turn
    }

    /// Tells the delegate a user's turn ended.
    func _tellDelegateTurnEnded(_ turn: _PageTurn, finished: Bool, completed: Bool) {
        guard turn.isUserDriven else { return }
        _delegate?.pageViewController(self, didFinishAnimating: finished, previousViewControllers: turn.previous,
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
