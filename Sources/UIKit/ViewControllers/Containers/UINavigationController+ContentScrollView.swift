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
// scrolled (`contentOffset.y + adjustedContentInset.top`). A new top view controller starts expanded.
// While the large title shows at all, the bar counts as at the scroll edge.

extension UINavigationController {
    /// The height the navigation bar takes: 44, plus the large-title area it shows.
    var _navigationBarHeight: CGFloat { _barRowHeight + _navigationBar._largeTitleHeight }
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
        let shows = top.map(_showsLargeTitle(for:)) ?? false
        let owner = top.map(ObjectIdentifier.init)
        if owner != _largeTitleState.owner || shows != _largeTitleState.shows {
            _largeTitleState = _LargeTitleState(owner: owner, shows: shows, height: shows ? _LargeTitleMetrics.areaHeight : 0)
        }
        _navigationBar._setLargeTitleHeight(_largeTitleState.height)
        _updateScrollEdges()
    }

    /// The content scrolled: the large title follows it, then the scroll-edge states.
    func _contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView === _contentTracking.top, _largeTitleState.shows, let container = _view,
           let top = topViewController, scrollView.isDescendant(of: container) {
            let height = _largeTitleHeight(following: scrollView, of: top, in: container)
            if height != _largeTitleState.height {
                _largeTitleState.height = height
                _navigationBar._setLargeTitleHeight(height)
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
        return min(full, max(0, gap))
    }

    /// The navigation bar is at the scroll edge while a large title shows or the top content is at its top;
    /// the toolbar while the bottom content is at its bottom.
    func _updateScrollEdges() {
        _navigationBar._setAtScrollEdge(_largeTitleState.height > 0 || _ScrollEdgeRule.isAtTopEdge(_contentTracking.top))
        _toolbar._setAtScrollEdge(_ScrollEdgeRule.isAtBottomEdge(_contentTracking.bottom))
    }
}

/// Whose large title the bar shows, whether it shows one, and how much of its area shows.
struct _LargeTitleState {
    var owner: ObjectIdentifier?
    var shows = false
    var height: CGFloat = 0
}
