import Foundation

// Scroll-style turns the user asks for without dragging (spec §17.2: the delegate hears of these as of
// a drag): a tap on the built-in page control's half before or after the current dot, and an
// accessibility scroll. Each turns one page, animated, with the calls of a finger's completed turn:
//
//   the page becomes a child (addChild + didMove), willTransitionTo([N]), N.wA(true), Cur.wD(true),
//   a 0.3 s scroll of the paging scroll view, then viewControllers = [N], N.dA, Cur.dD,
//   didFinishAnimating(true, [Cur], true), Cur leaves, the page control reads the data source again.
//
// Nothing happens (and the page control goes back to the page shown) when the data source has no page
// on that side, the page view controller is not on screen, or a turn is already in flight.
extension UIPageViewController {
    /// The identifier of the action the page view controller adds to its page control.
    static let _pageControlActionIdentifier = UIAction.Identifier("com.apple.UIKit.pageViewController.pageControl")

    /// Makes the built-in page control turn the pages when the user changes its page.
    func _connectPageControl(_ control: UIPageControl) {
        let action = UIAction(identifier: Self._pageControlActionIdentifier) { [weak self, weak control] _ in
            guard let self, let control else { return }
            self._pageControlChanged(control)
        }
        control.addAction(action, for: .valueChanged)
    }

    /// The page control moved to a dot after (forward) or before (reverse) the page shown.
    func _pageControlChanged(_ control: UIPageControl) {
        let shown = _presentationIndex
        let direction: NavigationDirection = control.currentPage > (shown ?? control.currentPage) ? .forward : .reverse
        if !_turnUserScroll(direction) { _updatePageControl() }
    }

    /// The data source's `presentationIndex(for:)`, when it implements it.
    var _presentationIndex: Int? {
        guard let dataSource = _dataSource else { return nil }
        return _ifImplemented("presentationIndex(for:)", { dataSource.presentationIndex(for: self) })
    }

    /// Turns one page in `direction` by an animated scroll with the delegate's calls of a user's turn;
    /// false when it cannot (no page on that side, not on screen, a turn in flight, not scroll style).
    @discardableResult
    func _turnUserScroll(_ direction: NavigationDirection) -> Bool {
        guard _transitionStyle == .scroll, _turn == nil, _isShowingPages, let state = _scroll,
              !state.scrollView.isDragging, !state.scrollView.isDecelerating,
              let current = _viewControllers.first, let incoming = _neighbour(of: current, direction),
              incoming !== current else { return false }
        _adoptPage(incoming)
        let slot = _slot(for: direction)
        _place(incoming, inSlot: slot)
        _delegate?.pageViewController(self, willTransitionTo: [incoming])
        let target = _offset(ofSlot: slot)
        let animator = _UIPageTurnAnimator(duration: _ScrollPhysics.scrollAnimationDuration) { _ in
            state.scrollView.setContentOffset(target, animated: true)
        }
        let turn = _runTurn(from: [current], to: [incoming], direction: direction, animated: true, userDriven: true,
                            animator: animator, willPhase: {
            incoming.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }, end: { [weak self] turn, completed in
            self?._endUserScrollTurn(turn, completed: completed)
        })
        // Released towards the new page from the start: an interruption ends it there.
        if !turn.hasEnded { turn.outcome = true }
        return true
    }
}

extension UIPageViewController {
    /// The page turn an accessibility scroll in `direction` asks for, or nil for one across the axis.
    func _pageTurnDirection(for direction: UIAccessibilityScrollDirection) -> NavigationDirection? {
        switch (direction, _navigationOrientation) {
        case (.next, _): return .forward
        case (.previous, _): return .reverse
        case (.left, .horizontal): return _isAxisReversed ? .reverse : .forward
        case (.right, .horizontal): return _isAxisReversed ? .forward : .reverse
        case (.up, .vertical): return .forward
        case (.down, .vertical): return .reverse
        default: return nil
        }
    }
}
