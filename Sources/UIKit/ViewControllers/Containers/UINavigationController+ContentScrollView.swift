import Foundation

// The navigation controller's bars follow the top view controller's content scroll view
// (`contentScrollView(for:)`): the navigation bar shows its scroll-edge appearance while the content is at its
// top edge, the toolbar while it is at its bottom edge (`_ScrollEdgeRule`), and a large title collapses as the
// content scrolls up under the bar and expands again as it comes back down.
//
// The large title (provisional model; iOS does not document one): the area below the bar's 44-point row is
// as high as the gap between that row and the top of the content, between 0 and 52 points. When the child's
// view extends under the bar, the gap is measured in the navigation controller's view (the bar's growth moves
// the content inset, not the content); when it stops at the bar, the gap is 52 less how far the content has
// scrolled (`contentOffset.y + adjustedContentInset.top`). Pulled past the top, the area stretches with the
// overscroll (`_LargeTitleMetrics.stretches`): the bar grows, but the children's safe area counts at most 52, so
// the content's insets stay put. A controller that stops being the top keeps the area it showed (its navigation
// item's `_largeTitleAreaHeight`) and shows it again when it is the top again (a popped-back-to controller that
// was scrolled stays collapsed); one that was never the top starts expanded. Who shows the large title changes
// with the push or pop that shows the new top (UINavigationController+LargeTitleTransition.swift), at once when
// the stack changes off screen. While the large title shows at all, the bar counts as at the scroll edge.
//
// The search area (a search controller in the top's navigation item, UINavigationBar+SearchBar.swift) is the same
// rule with a second band: the gap below the row is shared by the large-title area (upper) and the search area
// (lower, `_SearchAreaMetrics.height`, 52). Scrolling up collapses the search area first, then the large title;
// coming back the large title opens first, then the search bar (iOS's order; the split is provisional). With
// `hidesSearchBarWhenScrolling` false the search area stays: the gap never goes below it. The stretch goes to the
// large title; with no large title the search area does not stretch. The bar is at the scroll edge while more than
// the fixed part shows.

extension UINavigationController {
    /// The height the navigation bar takes: 44, plus the large-title area (stretched too) and the search area
    /// it shows.
    var _navigationBarHeight: CGFloat {
        _barRowHeight + _navigationBar._largeTitleHeight + _navigationBar._searchAreaHeight
    }

    /// The navigation bar's height as `controller`'s safe area counts it: the row plus `controller`'s own
    /// large-title and search areas, at most their full height (a stretched area does not move the content).
    /// The owner counts what it shows now, another child (one sliding out) what it showed when it stopped being
    /// the top.
    func _navigationBarHeight(over controller: UIViewController) -> CGFloat {
        let area = controller === _largeTitleState.owner ? min(_largeTitleState.height, _largeTitleState.full)
            : controller.navigationItem._largeTitleAreaHeight ?? 0
        return _barRowHeight + area
    }
    /// The height of the navigation bar's and the toolbar's row: 44 points, 32 when vertically compact.
    var _barRowHeight: CGFloat { _BarMetrics.barHeight(compact: traitCollection._usesCompactBars) }

    /// Whether the bar shows `controller`'s title large: the bar prefers large titles, and the first item
    /// from `controller` down the stack whose `largeTitleDisplayMode` is not `.automatic` says `.always`
    /// (none: the root's automatic mode shows it). Only `controller` on top is asked. A vertically compact
    /// bar (a phone in landscape) shows no large title (provisional).
    func _showsLargeTitle(for controller: UIViewController) -> Bool {
        guard _navigationBar.prefersLargeTitles, !traitCollection._usesCompactBars else { return false }
        for item in _stack.reversed().lazy.map(\.navigationItem) {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The search area `controller`'s navigation item asks for: its full height (0 without a search
    /// controller, or in a vertically compact bar [INFERRED]) and whether it collapses with scrolling.
    /// Every placement is stacked here (`.inline` is not built).
    func _searchArea(for controller: UIViewController) -> (height: CGFloat, collapses: Bool) {
        let item = controller.navigationItem
        guard item.searchController != nil else { return (0, true) }
        return (_SearchAreaMetrics.height, item.hidesSearchBarWhenScrolling)
    }

    /// At the start of each layout: follows the top's content scroll views and sets the bar's large-title
    /// area and both bars' scroll-edge state.
    func _updateBarsForContent() {
        let top = topViewController
        _contentTracking.follow(top: top?.contentScrollView(for: .top), bottom: top?.contentScrollView(for: .bottom)) {
            [weak self] scrollView in self?._contentScrollViewDidScroll(scrollView)
        }
        if top !== _largeTitleState.owner {
            // A new top shown by a transition takes the large title over when that transition starts.
            if !_hasPendingOnScreenTransition && !_transitionInFlight { _handLargeTitle(to: top) }
        } else if let top, _showsLargeTitle(for: top) != _largeTitleState.shows
                    || _searchArea(for: top) != (_largeTitleState.searchArea, _largeTitleState.searchCollapses) {
            _handLargeTitle(to: top)
        }
        if !_largeTitleTransitionInFlight { _showAreasInBar() }
        _updateScrollEdges()
    }

    /// Makes `top` the owner of the areas below the bar's row. The old owner keeps what it showed (for when it
    /// is the top again); `top` shows what it kept (within what it may show now), everything when it kept
    /// nothing, nothing when it has neither a large title nor a search bar. The same owner whose large title or
    /// search bar comes or goes shows everything.
    func _handLargeTitle(to top: UIViewController?) {
        let old = _largeTitleState
        if let owner = old.owner, owner !== top {
            owner.navigationItem._largeTitleAreaHeight = old.full > 0 ? min(old.height, old.full) : nil
        }
        var state = _LargeTitleState(owner: top)
        if let top {
            state.shows = _showsLargeTitle(for: top)
            (state.searchArea, state.searchCollapses) = _searchArea(for: top)
            let kept = top === old.owner ? nil : top.navigationItem._largeTitleAreaHeight
            state.height = min(state.full, max(state.minimum, kept ?? state.full))
        }
        _largeTitleState = state
    }

    /// Shows the owner's areas in the bar: the large title's and the search area's heights, and its search bar.
    func _showAreasInBar() {
        let state = _largeTitleState
        let searchBar = state.searchArea > 0 ? state.owner?.navigationItem.searchController?.searchBar : nil
        _navigationBar._setAreas(largeTitle: state.largeTitleHeight, search: state.searchHeight, searchBar: searchBar)
    }

    /// The content scrolled: the large title follows it, then the scroll-edge states.
    func _contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView === _contentTracking.top, _largeTitleState.isCollapsible, let container = _view,
           let top = topViewController, scrollView.isDescendant(of: container) {
            let height = _largeTitleHeight(following: scrollView, of: top, in: container)
            if height != _largeTitleState.height {
                _largeTitleState.height = height
                // During a push or pop the transition moves the bar; it takes the new height at its end.
                if !_largeTitleTransitionInFlight { _showAreasInBar() }
                container.setNeedsLayout()
            }
        }
        _updateScrollEdges()
    }

    /// How much of the areas below the row shows for the content of `scrollView` (the model at the top of this
    /// file).
    private func _largeTitleHeight(following scrollView: UIScrollView, of controller: UIViewController,
                                   in container: UIView) -> CGFloat {
        let full = _largeTitleState.full
        let gap: CGFloat
        if _GeometryRules.containerBars(over: controller).under.top > 0 {
            let contentTop = scrollView.convert(CGPoint(x: 0, y: -scrollView.contentInset.top), to: container).y
            gap = contentTop - (container.safeAreaInsets.top + _barRowHeight)
        } else {
            gap = full - (scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        }
        return _largeTitleState.clamped(gap)
    }

    /// The navigation bar is at the scroll edge while a large title or a collapsing search area shows or the top
    /// content is at its top; the toolbar while the bottom content is at its bottom.
    func _updateScrollEdges() {
        let state = _largeTitleState
        _navigationBar._setAtScrollEdge(state.height > state.minimum || _ScrollEdgeRule.isAtTopEdge(_contentTracking.top))
        _toolbar._setAtScrollEdge(_ScrollEdgeRule.isAtBottomEdge(_contentTracking.bottom))
    }
}

/// Whose areas below the row the bar shows: whether a large title shows, how high its search area is, and how
/// much of both shows together (`height`: more than `full` while stretched). One rule splits `height` into the
/// large title's part (upper) and the search area's (lower, which collapses first).
struct _LargeTitleState {
    weak var owner: UIViewController?
    var shows = false
    /// The search area's full height: `_SearchAreaMetrics.height` with a search controller, else 0.
    var searchArea: CGFloat = 0
    /// Whether the search area collapses with scrolling (`hidesSearchBarWhenScrolling`).
    var searchCollapses = true
    var height: CGFloat = 0

    /// Both areas fully open.
    var full: CGFloat { (shows ? _LargeTitleMetrics.areaHeight : 0) + searchArea }
    /// What always shows: a search area that does not collapse.
    var minimum: CGFloat { searchCollapses ? 0 : searchArea }
    /// Whether scrolling changes what shows.
    var isCollapsible: Bool { full > minimum }
    /// The search area's part of `height`: it fills after the large title, and is full while it stays.
    var searchHeight: CGFloat {
        guard searchArea > 0 else { return 0 }
        guard searchCollapses else { return searchArea }
        return min(searchArea, max(0, height - (shows ? _LargeTitleMetrics.areaHeight : 0)))
    }
    /// The large title's part of `height` (with the stretch).
    var largeTitleHeight: CGFloat { shows ? max(0, height - searchHeight) : 0 }
    /// A gap below the row made into a `height`: at least `minimum`, at most `full` unless a large title stretches.
    func clamped(_ gap: CGFloat) -> CGFloat {
        max(minimum, shows && _LargeTitleMetrics.stretches ? gap : min(full, gap))
    }
}
