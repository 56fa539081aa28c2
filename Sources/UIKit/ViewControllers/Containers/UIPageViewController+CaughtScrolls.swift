import Foundation

// A finger that lands on the paging scroll view while it runs a turn's scroll animation (an animated
// `setViewControllers`, a page-control or accessibility turn). As on any scroll view the touch stops the
// animation where it is, with no `scrollViewDidEndScrollingAnimation` (spec §20.6), so the turn would
// never hear that its motion ended. The turn instead ends when the content comes to rest again:
//
//   the turn                         the finger lifts without dragging    the turn ends
//   setViewControllers(animated:)    the content settles on the turn's   on it: completed (its pages
//                                    page (paging rate); a drag's         are already `viewControllers`),
//                                    release that rests elsewhere         `completion(false)`
//                                    scrolls on to it
//   page control / accessibility     the content settles on the page     completed or cancelled by where
//                                    nearest, as after a held drag        it rests; `didFinishAnimating(
//                                                                         false, [Cur], completed)`
//
// The appearance calls of either end are those of the uninterrupted turn or of a cancelled drag, each
// once [INFERRED: iOS's queuing scroll view reports a caught scroll as a manual one and is known to
// assert there; the outcomes and the `false` flags (the scroll animation did not run to its end, as for
// any interrupted turn here) are the port's].
extension UIPageViewController {
    /// The scroll animation of the turn in flight was stopped by a finger: the turn is marked
    /// interrupted, and a user's turn is held by the finger from now (its outcome open again).
    func _pageScrollCaughtByTouch() {
        guard let turn = _turn, !turn.hasEnded, turn.sheet == nil else { return }
        turn.wasInterrupted = true
        if turn.isUserDriven { turn.outcome = nil }
    }

    /// Where caught content settles when the finger lifts: a programmatic turn's page; nil (the page
    /// nearest) otherwise.
    var _pageScrollRestingOffsetAfterLift: CGPoint? {
        guard let turn = _turn, !turn.hasEnded, !turn.isUserDriven, turn.context.isAnimated else { return nil }
        return _offset(ofSlot: _slot(for: turn.direction))
    }

    /// The finger lifted with the content already at rest: a turn in flight settles there.
    func _pageScrollLiftedAtRest() {
        if _turn != nil { _pageScrollDidSettle() }
    }

    /// The content came to rest during a programmatic turn (after a finger caught it): on the turn's
    /// page it completes, anywhere else (a drag took it away) it scrolls on to that page and completes
    /// at the end of that scroll.
    func _settleProgrammaticScroll(_ turn: _PageTurn) {
        guard turn.context.isAnimated, !turn.hasEnded, let scrollView = _scroll?.scrollView else { return }
        let target = _offset(ofSlot: _slot(for: turn.direction))
        if scrollView.contentOffset == target {
            turn.context.completeTransition(true)
        } else {
            scrollView.setContentOffset(target, animated: true)
        }
    }
}
