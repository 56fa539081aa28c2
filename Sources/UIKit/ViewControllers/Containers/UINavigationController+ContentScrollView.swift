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

extension UINavigationController {
    /// The height the navigation bar takes: 44, plus the large-title area it shows (stretched too).
    var _navigationBarHeight: CGFloat { _barRowHeight + _navigationBar._largeTitleHeight }

    /// The navigation bar's height as `controller`'s safe area counts it: the row plus `controller`'s own
    /// large-title area, at most the full area (a stretched area does not move the content). The large title's
    /// owner counts what it shows now, another child (one sliding out) what it showed when it stopped being the top.
    func _navigationBarHeight(over controller: UIViewController) -> CGFloat {
        let area = controller === _largeTitleState.owner ? _largeTitleState.height
            : controller.navigationItem._largeTitleAreaHeight ?? 0
        return _barRowHeight + min(area, _LargeTitleMetrics.areaHeight)
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
        } else if let top, _showsLargeTitle(for: top) != _largeTitleState.shows {
            _handLargeTitle(to: top)
        }
        if !_largeTitleTransitionInFlight { _navigationBar._setLargeTitleHeight(_largeTitleState.height) }
        _updateScrollEdges()
    }

    /// Makes `top` the large title's owner. The old owner keeps the area it showed (for when it is the top
    /// again); `top` shows the area it kept, the whole area when it kept none, nothing when it shows no large
    /// title. The same owner whose large title comes or goes shows the whole area or nothing.
    func _handLargeTitle(to top: UIViewController?) {
        let full = _LargeTitleMetrics.areaHeight
        if let old = _largeTitleState.owner, old !== top {
            old.navigationItem._largeTitleAreaHeight = _largeTitleState.shows ? min(_largeTitleState.height, full) : nil
        }
        let shows = top.map(_showsLargeTitle(for:)) ?? false
        let kept = top === _largeTitleState.owner ? nil : top?.navigationItem._largeTitleAreaHeight
        _largeTitleState = _LargeTitleState(owner: top, shows: shows, height: shows ? kept ?? full : 0)
    }

    /// The content scrolled: the large title follows it, then the scroll-edge states.
    func _contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView === _contentTracking.top, _largeTitleState.shows, let container = _view,
           let top = topViewController, scrollView.isDescendant(of: container) {
            let height = _largeTitleHeight(following: scrollView, of: top, in: container)
            if height != _largeTitleState.height {
                _largeTitleState.height = height
                // During a push or pop the transition moves the bar; it takes the new height at its end.
                if !_largeTitleTransitionInFlight { _navigationBar._setLargeTitleHeight(height) }
                container.setNeedsLayout()
            }
        }
        _updateScrollEdges()
    }

    /// The large-title area for the content of `scrollView` (the model at the top of this file).
    private func _largeTitleHeight(following scrollView: UIScrollView, of controller: UIViewController,
                                   in container: UIView) -> CGFloat {
        let full = _LargeTitleMetrics.areaHeight
        let gap: CGFloat
        if _GeometryRules.containerBars(over: controller).under.top > 0 {
            let contentTop = scrollView.convert(CGPoint(x: 0, y: -scrollView.contentInset.top), to: container).y
            gap = contentTop - (container.safeAreaInsets.top + _barRowHeight)
        } else {
            gap = full - (scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        }
        return max(0, _LargeTitleMetrics.stretches ? gap : min(full, gap))
    }

    /// The navigation bar is at the scroll edge while a large title shows or the top content is at its top;
    /// the toolbar while the bottom content is at its bottom.
    func _updateScrollEdges() {
        _navigationBar._setAtScrollEdge(_largeTitleState.height > 0 || _ScrollEdgeRule.isAtTopEdge(_contentTracking.top))
        _toolbar._setAtScrollEdge(_ScrollEdgeRule.isAtBottomEdge(_contentTracking.bottom))
    }
}

/// Whose large title the bar shows, whether it shows one, and how much of its area shows (more than
/// `_LargeTitleMetrics.areaHeight` while stretched).
struct _LargeTitleState {
    weak var owner: UIViewController?
    var shows = false
    var height: CGFloat = 0
}
