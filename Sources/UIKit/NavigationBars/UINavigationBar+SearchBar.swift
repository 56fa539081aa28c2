import Foundation

/// The search area's metrics. iOS documents none; the figures are provisional (iOS 13 and later, read from
/// screenshots and view dumps: iOS 11 and 12 used 56).
enum _SearchAreaMetrics {
    /// The height of the search area below the row (and the large title), fully open (provisional: 52).
    static let height: CGFloat = 52
}

// The search area: the top item's search controller's search bar, stacked below the 44-point row and the
// large-title area (`UINavigationItem.SearchBarPlacement.stacked`). The navigation controller decides how much
// of it shows (UINavigationController+ContentScrollView.swift); the bar lays the search bar out in a clipping
// container that is that high, the search bar always 52 high with its bottom at the container's bottom, so that it
// slides up under the large title (or the row) as the area collapses. While it collapses it fades with it
// (opacity = shown / 52, provisional: iOS shrinks the field and fades its contents).

extension UINavigationBar {
    func _makeSearchBarContainer() -> UIView {
        let container = UIView(frame: .zero)
        container.clipsToBounds = true
        return container
    }

    /// Makes `searchBar` the one the search area shows. During a push or pop the old one stays, fading out
    /// in the transition's animation, and the new one starts transparent at its place.
    func _host(_ searchBar: UISearchBar?) {
        guard searchBar !== _hostedSearchBar else { return }
        let old = _hostedSearchBar
        _hostedSearchBar = searchBar
        if let old, old.superview === _searchBarContainer {
            if _largeTitleTransition != nil, _outgoingSearchBar == nil {
                _outgoingSearchBar = old
            } else {
                old.removeFromSuperview()
            }
        }
        if let searchBar {
            if searchBar === _outgoingSearchBar { _outgoingSearchBar = nil }
            UIView.performWithoutAnimation {
                if searchBar.superview !== _searchBarContainer { _searchBarContainer.addSubview(searchBar) }
                searchBar.frame = _searchBarFrame
                if _largeTitleTransition != nil { searchBar.alpha = 0 }
            }
        }
        setNeedsLayout()
    }

    /// The search bar's frame in its container: the bar's width, 52 high, its bottom at the container's bottom.
    var _searchBarFrame: CGRect {
        CGRect(x: 0, y: _searchAreaHeight - _SearchAreaMetrics.height, width: bounds.width, height: _SearchAreaMetrics.height)
    }

    /// The search area below the row and the large title, as high as it shows (0 high while collapsed); the
    /// container leaves the bar when the top item has no search bar.
    func _layoutSearchBar() {
        guard _hostedSearchBar != nil || _outgoingSearchBar != nil else {
            if _searchBarContainer.superview != nil { _searchBarContainer.removeFromSuperview() }
            return
        }
        if _searchBarContainer.superview !== self { addSubview(_searchBarContainer) }
        let containerFrame = CGRect(x: 0, y: _rowHeight + _largeTitleHeight, width: bounds.width, height: _searchAreaHeight)
        if _searchBarContainer.frame != containerFrame { _searchBarContainer.frame = containerFrame }
        if let hosted = _hostedSearchBar {
            if hosted.frame != _searchBarFrame { hosted.frame = _searchBarFrame }
            let alpha = min(1, _searchAreaHeight / _SearchAreaMetrics.height)
            if hosted.alpha != alpha { hosted.alpha = alpha }
        }
        if let outgoing = _outgoingSearchBar {
            outgoing.frame.origin.y = _searchAreaHeight - outgoing.frame.height
            if outgoing.alpha != 0 { outgoing.alpha = 0 }
        }
    }

    /// The push or pop ended: the old top's search bar leaves the bar and gets its opacity back.
    func _endSearchBarTransition() {
        guard let outgoing = _outgoingSearchBar else { return }
        _outgoingSearchBar = nil
        if outgoing.superview === _searchBarContainer { outgoing.removeFromSuperview() }
        outgoing.alpha = 1
    }
}
