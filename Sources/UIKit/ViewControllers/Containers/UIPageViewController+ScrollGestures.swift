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
//   the finger takes the content back past Cur onto   ask the data source for that side's page once
//   the other side                                    (nil: the side stays closed and rubber-bands);
//                                                     the page becomes a child, willTransitionTo([P]),
//                                                     P.wA(true), N.wD(true), N.dD(true) (N is off
//                                                     screen again); the turn now heads for P
//
// after which the pages not shown leave the children and the content is recentred. While a turn runs,
// the side away from the pending page is closed until the finger pulls the content past the current
// page towards it, so a release (a fling or the deceleration after it) never carries the content onto a
// side whose page was not asked for [INFERRED: iOS's queuing scroll view keeps both neighbours loaded;
// when it asks the data source is not known beyond "while the user drags"].
extension UIPageViewController {
    /// Any offset change: starts a turn when a drag first reveals a side, or moves a pending turn to the
    /// other side when the drag reverses past the current page.
    func _pageScrollDidScroll() {
        guard let state = _scroll, !state.isRecentering else { return }
        let scrollView = state.scrollView
        let held = scrollView.isDragging && scrollView.isTracking
        guard let current = _viewControllers.first else { return }
        let displacement = _scrollDisplacement
        guard displacement != 0 else { return }
        let direction = _direction(towardsSlotOffset: displacement)
        if let turn = _turn {
            // A released drag may still carry the content across (a fling back over the current page),
            // but only onto a side already asked for.
            guard turn.isUserDriven, !turn.hasEnded, direction != turn.direction, turn.previous.first === current,
                  held || (scrollView.isDragging || scrollView.isDecelerating) && state.asked[direction] != nil
            else { return }
        } else if !held || !_isShowingPages {
            // A drag that moves the content while the page view controller is not shown (it is
            // disappearing under a sheet's swipe or an interactive pop) turns nothing; the content
            // goes back to the current page when it comes to rest (`_isShowingPages` [INFERRED]).
            return
        }
        if state.asked[direction] == nil { state.asked[direction] = .some(_neighbour(of: current, direction)) }
        guard let asked = state.asked[direction], let incoming = asked, incoming !== current else {
            _closeScrollSide(direction)
            return
        }
        if let turn = _turn {
            _reverseUserScrollTurn(turn, to: incoming, direction: direction)
        } else {
            _beginUserScrollTurn(from: current, to: incoming, direction: direction)
        }
    }

    /// Opens the content to the page on the `direction` side again (undoes `_closeScrollSide`).
    func _openScrollSide(_ direction: NavigationDirection) {
        guard let scrollView = _scroll?.scrollView else { return }
        var inset = scrollView.contentInset
        let towardsEnd = _slot(for: direction) == 2
        switch (_navigationOrientation, towardsEnd) {
        case (.horizontal, true): inset.right = 0
        case (.horizontal, false): inset.left = 0
        case (.vertical, true): inset.bottom = 0
        case (.vertical, false): inset.top = 0
        }
        scrollView.contentInset = inset
    }

    /// The drag took the content back past the current page onto the `direction` side, which has
    /// `page`: the turn now heads there. The page becomes a child (if it is not one yet), the delegate
    /// hears of it, it begins to appear, and the page left behind, off screen again, disappears
    /// (`wD`, `dD`) but stays a child until the turn ends. The current page stays disappearing.
    func _reverseUserScrollTurn(_ turn: _PageTurn, to page: UIViewController, direction: NavigationDirection) {
        _openScrollSide(direction)
        _adoptPage(page)
        _place(page, inSlot: _slot(for: direction))
        let left = turn.incoming
        turn.incoming = [page]
        turn.direction = direction
        turn.passed.removeAll { $0 === page }
        for pending in left where !turn.passed.contains(where: { $0 === pending }) { turn.passed.append(pending) }
        _delegate?.pageViewController(self, willTransitionTo: [page])
        page.beginAppearanceTransition(true, animated: true)
        for pending in left {
            pending.beginAppearanceTransition(false, animated: true)
            pending.endAppearanceTransition()
        }
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
        guard let turn = _turn else {
            _recenterScrollPages()
            return
        }
        guard turn.isUserDriven else {
            _settleProgrammaticScroll(turn)
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
        for page in turn.passed where page !== _viewControllers.first { _releasePage(page) }
        _recenterScrollPages()
        _updatePageControl()
    }
}
