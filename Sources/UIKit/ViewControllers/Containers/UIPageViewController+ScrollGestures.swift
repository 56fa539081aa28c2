import Foundation

// The scroll style's user-driven turns (spec §17.3). The paging scroll view's own pan moves the content;
// the page view controller watches where it goes:
//
//   the drag first leaves the current page towards a side   ask the data source for that side's page
//                                                            (nil: that side stays closed, the content
//                                                            rubber-bands); the page becomes a child
//                                                            (addChild + didMove), then
//                                                            willTransitionTo([N]), N.wA(true), Cur.wD(true)
//   the content comes to rest on N                           viewControllers = [N], N.dA, Cur.dD,
//                                                            didFinishAnimating(true, [Cur], true)
//   the content comes back to rest on Cur                    Cur.wA, Cur.dA, N.wD, N.dD,
//                                                            didFinishAnimating(true, [Cur], false)
//
// after which the page that is not shown leaves the children and the content is recentred. While a turn
// runs, the other side is closed, so a drag reveals at most the one page it asked for.
extension UIPageViewController {
    /// Any offset change: starts a turn when a drag first reveals a side.
    func _pageScrollDidScroll() {
        guard let state = _scroll, !state.isRecentering, _turn == nil else { return }
        let scrollView = state.scrollView
        guard scrollView.isDragging, scrollView.isTracking, let current = _viewControllers.first else { return }
        let displacement = _scrollDisplacement
        guard displacement != 0 else { return }
        let direction = _direction(towardsSlotOffset: displacement)
        if state.asked[direction] == nil { state.asked[direction] = .some(_neighbour(of: current, direction)) }
        guard let asked = state.asked[direction], let incoming = asked, incoming !== current else {
            _closeScrollSide(direction)
            return
        }
        _beginUserScrollTurn(from: current, to: incoming, direction: direction)
    }

    /// Stops the content at the current page on the `direction` side (the side has no page).
    func _closeScrollSide(_ direction: NavigationDirection) {
        guard let scrollView = _scroll?.scrollView else { return }
        var inset = scrollView.contentInset
        let slot = -_slotLength
        let towardsEnd = _slot(for: direction) == 2
        switch (_navigationOrientation, towardsEnd) {
        case (.horizontal, true): inset.right = slot
        case (.horizontal, false): inset.left = slot
        case (.vertical, true): inset.bottom = slot
        case (.vertical, false): inset.top = slot
        }
        scrollView.contentInset = inset
    }

    /// The drag revealed `incoming`: it becomes a child, the delegate hears of the pending page, and the
    /// turn begins its appearance transitions through the driver; the finger moves the content.
    func _beginUserScrollTurn(from current: UIViewController, to incoming: UIViewController,
                              direction: NavigationDirection) {
        _adoptPage(incoming)
        _place(incoming, inSlot: _slot(for: direction))
        _closeScrollSide(direction == .forward ? .reverse : .forward)
        _delegate?.pageViewController(self, willTransitionTo: [incoming])
        let animator = _UIPageTurnAnimator(duration: 0) { _ in }
        _runTurn(from: [current], to: [incoming], direction: direction, animated: true, userDriven: true,
                 animator: animator, willPhase: {
            incoming.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }, end: { [weak self] turn, completed in
            self?._endUserScrollTurn(turn, completed: completed)
        })
    }

    /// The content came to rest after a drag: a pending turn completes if it rests on the new page and
    /// is cancelled if it is back on the current one.
    func _pageScrollDidSettle() {
        guard let state = _scroll, !state.isRecentering else { return }
        guard let turn = _turn, turn.isUserDriven else {
            if _turn == nil { _recenterScrollPages() }
            return
        }
        turn.context.completeTransition(_nearestSlotOffset == _slot(for: turn.direction) - 1)
    }

    /// The end of a user's scroll turn, completed or cancelled (spec §17.3).
    func _endUserScrollTurn(_ turn: _PageTurn, completed: Bool) {
        guard let current = turn.previous.first, let incoming = turn.incoming.first else { return }
        if completed {
            _viewControllers = [incoming]
            incoming.endAppearanceTransition()
            current.endAppearanceTransition()
        } else {
            current._cancelAppearanceTransition()
            incoming._cancelAppearanceTransition()
        }
        _tellDelegateTurnEnded(turn, completed: completed)
        _releasePage(completed ? current : incoming)
        _recenterScrollPages()
        _updatePageControl()
    }
}
