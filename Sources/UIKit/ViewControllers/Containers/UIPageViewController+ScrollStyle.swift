import Foundation

/// The scroll style's paging scroll view (UIKit's private `_UIQueuingScrollView`): three slots along
/// the navigation axis, the page before, the current page (the resting offset) and the page after.
/// Pages are placed in the side slots only while a drag or a programmatic turn needs them. It reports
/// its motion to the page view controller itself, so a client may still set its `delegate`.
final class _UIQueuingScrollView: UIScrollView {
    weak var _pageViewController: UIPageViewController?

    override var bounds: CGRect {
        get { super.bounds }
        set {
            let moved = newValue.origin != super.bounds.origin
            super.bounds = newValue
            if moved { _pageViewController?._pageScrollDidScroll() }
        }
    }

    /// An assistive technology's scroll turns one page (spec §17.2, with the delegate's calls of a
    /// user's turn): horizontally `.left` and `.next` forward, `.right` and `.previous` back (mirrored
    /// right to left); vertically `.up` and `.next` forward, `.down` and `.previous` back [INFERRED: the
    /// swipe moves the content, as VoiceOver's three-finger swipes do]. Across the axis: false.
    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let pageViewController = _pageViewController,
              let turn = pageViewController._pageTurnDirection(for: direction) else { return false }
        return pageViewController._turnUserScroll(turn)
    }

    /// A finger landed while a programmatic scroll ran and stopped it (UIScrollView+Dragging.swift).
    func _touchStoppedScrollAnimation() { _pageViewController?._pageScrollCaughtByTouch() }

    /// Where content caught by a finger settles when it lifts without dragging; nil: the page nearest.
    var _restingOffsetAfterLift: CGPoint? { _pageViewController?._pageScrollRestingOffsetAfterLift }

    /// A finger lifted without dragging and the content was already at rest where it settles.
    func _liftedAtRest() { _pageViewController?._pageScrollLiftedAtRest() }

    /// Called by the scroll view after each step of its motion (UIScrollView+Dragging.swift).
    func _didPerform(_ action: _ScrollPhysics.Action) {
        switch action {
        case .didEndDragging(willDecelerate: false), .didEndDecelerating: _pageViewController?._pageScrollDidSettle()
        case .didEndScrollingAnimation: _pageViewController?._pageScrollAnimationDidEnd()
        default: break
        }
    }
}

/// What the scroll style keeps: its scroll view and what the data source said during the current drag.
@MainActor
final class _PageScrollState {
    let scrollView = _UIQueuingScrollView(frame: .zero)
    /// The neighbours asked for during this drag: `.some(nil)` means the data source had none.
    var asked: [UIPageViewController.NavigationDirection: UIViewController?] = [:]
    /// True while the page view controller moves the content itself (no turn may start).
    var isRecentering = false

    init(owner: UIPageViewController) {
        scrollView._pageViewController = owner
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollsToTop = false
    }
}

// The scroll style's geometry and its programmatic turns (spec §17.2).
extension UIPageViewController {
    /// The length of one slot along the navigation axis: a page plus the spacing.
    var _slotLength: CGFloat {
        let size = _scroll?.scrollView.bounds.size ?? .zero
        return _navigationOrientation == .horizontal ? size.width : size.height
    }

    /// The content offset that shows slot `index` (0 before, 1 current, 2 after).
    func _offset(ofSlot index: Int) -> CGPoint {
        let length = _slotLength * CGFloat(index)
        return _navigationOrientation == .horizontal ? CGPoint(x: length, y: 0) : CGPoint(x: 0, y: length)
    }

    /// How far the content is from the current page's slot, along the axis (positive towards "after").
    var _scrollDisplacement: CGFloat {
        guard let scrollView = _scroll?.scrollView else { return 0 }
        let rest = _offset(ofSlot: 1)
        return _navigationOrientation == .horizontal
            ? scrollView.contentOffset.x - rest.x : scrollView.contentOffset.y - rest.y
    }

    /// The slot a turn in `direction` shows its page in: the page after sits after the current one along
    /// the axis, to the left when a horizontal page view controller lays out right to left.
    func _slot(for direction: NavigationDirection) -> Int { (direction == .forward) != _isAxisReversed ? 2 : 0 }

    /// The turn direction that shows the slot `offset` slots along the axis from the current one.
    func _direction(towardsSlotOffset offset: CGFloat) -> NavigationDirection {
        (offset > 0) != _isAxisReversed ? .forward : .reverse
    }

    /// The slot nearest the content now, relative to the current page's (-1, 0 or 1).
    var _nearestSlotOffset: Int {
        let length = _slotLength
        return length > 0 ? Int((_scrollDisplacement / length).rounded()) : 0
    }

    /// Sizes the scroll view (the page area widened by the spacing, which is split around each page)
    /// and its three slots, re-places the pages in their slots, and keeps the content at rest on the
    /// current slot unless something is moving it.
    func _layoutScrollPages(in area: CGRect) {
        guard let state = _scroll else { return }
        let scrollView = state.scrollView
        let spacing = _interPageSpacing
        let horizontal = _navigationOrientation == .horizontal
        let frame = horizontal ? area.insetBy(dx: -spacing / 2, dy: 0) : area.insetBy(dx: 0, dy: -spacing / 2)
        state.isRecentering = true
        defer { state.isRecentering = false }
        if scrollView.frame != frame { scrollView.frame = frame }
        let size = frame.size
        scrollView.contentSize = horizontal ? CGSize(width: size.width * 3, height: size.height)
            : CGSize(width: size.width, height: size.height * 3)
        for page in children where page._view?.superview === scrollView {
            _place(page, inSlot: _slotIndex(of: page))
        }
        let moving = scrollView.isDragging || scrollView.isDecelerating || scrollView.isScrollAnimating
        if !moving, _turn == nil { scrollView.contentOffset = _offset(ofSlot: 1) }
    }

    /// The slot `page`'s view is in now (1 unless it is a side page), read from its position.
    func _slotIndex(of page: UIViewController) -> Int {
        guard let view = page._view, _slotLength > 0 else { return 1 }
        let position = _navigationOrientation == .horizontal ? view.frame.midX : view.frame.midY
        return min(max(Int((position / _slotLength).rounded(.down)), 0), 2)
    }

    /// Puts `page`'s view in slot `index` of the scroll view, inset by half the spacing on each side.
    func _place(_ page: UIViewController, inSlot index: Int) {
        guard let scrollView = _scroll?.scrollView else { return }
        let view = page.view!
        let size = scrollView.bounds.size, origin = _offset(ofSlot: index), half = _interPageSpacing / 2
        let frame = _navigationOrientation == .horizontal
            ? CGRect(x: origin.x + half, y: 0, width: max(0, size.width - _interPageSpacing), height: size.height)
            : CGRect(x: 0, y: origin.y + half, width: size.width, height: max(0, size.height - _interPageSpacing))
        if view.superview !== scrollView { scrollView.addSubview(view) }
        if view.frame != frame { view.frame = frame }
    }

    /// The content back on the current page's slot, with both sides open again, without starting a turn.
    func _recenterScrollPages() {
        guard let state = _scroll else { return }
        state.isRecentering = true
        defer { state.isRecentering = false }
        state.asked = [:]
        state.scrollView.contentInset = .zero
        for page in _viewControllers { _place(page, inSlot: 1) }
        state.scrollView.contentOffset = _offset(ofSlot: 1)
        view.setNeedsLayout()
    }

    /// An animated programmatic scroll (spec §17.2): the old page gets `willMove(nil)`, the new one is
    /// added and gets `didMove` before any appearance call, then the content scrolls to it; at the end
    /// `new.dA`, `old.dD`, the completion, and the old page leaves. Turning to the page shown, or while a
    /// scroll is running, does nothing and does not call `completion`.
    func _scrollAnimated(to page: UIViewController, direction: NavigationDirection, completion: ((Bool) -> Void)?) {
        guard let current = _viewControllers.first, page !== current, _turn == nil else { return }
        guard _isShowingPages, let state = _scroll else {
            _scrollWithoutAnimation(to: page, completion: completion)
            return
        }
        current._sendWillMove(toParent: nil)
        _adoptPage(page)
        _viewControllers = [page]
        let slot = _slot(for: direction)
        let target = _offset(ofSlot: slot)
        let animator = _UIPageTurnAnimator(duration: _ScrollPhysics.scrollAnimationDuration) { _ in
            state.scrollView.setContentOffset(target, animated: true)
        }
        _runTurn(from: [current], to: [page], direction: direction, animated: true, userDriven: false,
                 animator: animator, willPhase: {
            _place(page, inSlot: slot)
            page.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }, end: { [weak self] turn, _ in
            page.endAppearanceTransition()
            current.endAppearanceTransition()
            completion?(!turn.wasInterrupted)
            self?._releasePage(current, sendWillMove: false)
            self?._recenterScrollPages()
        })
    }

    /// The scroll view finished a programmatic scroll (`setViewControllers` or a page-control or
    /// accessibility turn): the turn it carried completes.
    func _pageScrollAnimationDidEnd() {
        guard let turn = _turn, !turn.isUserDriven || turn.outcome == true else { return }
        turn.context.completeTransition(true)
    }

    /// A scroll without animation: the same containment steps, then the pages swap in place. On screen
    /// the appearance calls run through the one driver (`new.wA`, `old.wD` now; `new.dA`, `old.dD` and
    /// the completion after the commit); off screen nothing appears and the completion runs at once.
    func _scrollWithoutAnimation(to page: UIViewController, completion: ((Bool) -> Void)?) {
        let current = _viewControllers.first
        guard page !== current else { completion?(true); return }
        current?._sendWillMove(toParent: nil)
        _adoptPage(page)
        _viewControllers = [page]
        guard _isShowingPages, let current, _turn == nil else {
            if _scroll != nil { _place(page, inSlot: 1) }
            if let current { _releasePage(current, sendWillMove: false) }
            if _appearState == .appearing { page.beginAppearanceTransition(true, animated: false) }
            _updatePageControl()
            completion?(true)
            return
        }
        let animator = _UIImmediateTransitionAnimator(swap: { [self] in
            _place(page, inSlot: 1)
            current._view?.removeFromSuperview()
        })
        _runTurn(from: [current], to: [page], direction: .forward, animated: false, userDriven: false,
                 animator: animator, willPhase: {
            page.loadViewIfNeeded()
            page.beginAppearanceTransition(true, animated: false)
            current.beginAppearanceTransition(false, animated: false)
        }, end: { [weak self] _, _ in
            page.endAppearanceTransition()
            current.endAppearanceTransition()
            self?._releasePage(current, sendWillMove: false)
            self?._updatePageControl()
            completion?(true)
        })
    }
}
