import Foundation

/// Floating section headers and footers: in a plain table, a section's header stays pinned to the top of
/// the visible area while the section is in sight, and its footer to the bottom.
///
/// The visible area is the bounds less `adjustedContentInset`'s top and bottom, so a table under a
/// translucent navigation bar pins its headers just below the bar. A header never goes above its own
/// place in the content (so it scrolls with the rows while its section starts below the visible top,
/// and follows a bounce past the top) and never below the point where it would meet its section's
/// footer, which is where the next section's header pushes it up. A footer mirrors this: never below its
/// own place, never above its section's top plus the header's height. Grouped and inset-grouped tables
/// do not float, nor do `tableHeaderView` and `tableFooterView`.
///
/// `rectForHeader(inSection:)` and `rectForFooter(inSection:)` keep giving the places in the content,
/// not the floated ones: iOS's public call goes to its row data's unfloated rectangle (a crash trace of
/// `-[UITableView rectForHeaderInSection:]` shows `-[UITableViewRowData rectForHeaderInSection:heightCanBeGuessed:]`
/// under it, while the floated rectangle has its own private method), and code that compares the
/// content offset with `rectForHeader(inSection:).maxY` relies on that. [INFERRED: provisional.]
extension UITableView {
    /// Whether this table's section headers and footers float: only a plain table's do.
    var _floatsSectionHeaders: Bool { style == .plain }

    /// The top and bottom, in content coordinates, of the area that headers and footers pin to.
    var _floatingBand: (top: CGFloat, bottom: CGFloat) {
        let inset = adjustedContentInset
        return (bounds.minY + inset.top, bounds.maxY - inset.bottom)
    }

    /// Where `section`'s header is shown: its place in the content, moved down to the top of the
    /// visible area in a plain table, but no lower than its section's end less the footer and itself.
    func _displayedHeaderRect(inSection section: Int) -> CGRect {
        var rect = rectForHeader(inSection: section)
        guard _floatsSectionHeaders, _rowCounts.indices.contains(section) else { return rect }
        let lowest = _sectionTops[section + 1] - _footerHeights[section] - rect.height
        rect.origin.y = min(max(_floatingBand.top, rect.minY), lowest)
        return rect
    }

    /// Where `section`'s footer is shown: its place in the content, moved up to the bottom of the
    /// visible area in a plain table, but no higher than its section's top plus the header's height.
    func _displayedFooterRect(inSection section: Int) -> CGRect {
        var rect = rectForFooter(inSection: section)
        guard _floatsSectionHeaders, _rowCounts.indices.contains(section) else { return rect }
        let highest = _sectionTops[section] + _headerHeights[section]
        rect.origin.y = max(min(_floatingBand.bottom - rect.height, rect.minY), highest)
        return rect
    }

    /// Keeps the header and footer views in front of the cells, in section order, each section's
    /// header then footer: a cell added since they were placed goes behind them. Only the last
    /// subviews are read when they are in front already. [INFERRED: iOS keeps its headers above the
    /// rows; the order between one section's header and footer, which meet only when the visible area
    /// is shorter than both, is not known.]
    func _keepSupplementaryViewsInFront() {
        var front: [UIView] = []
        front.reserveCapacity(_headerViews.count + _footerViews.count)
        for section in Set(_headerViews.keys).union(_footerViews.keys).sorted() {
            if let header = _headerViews[section] { front.append(header) }
            if let footer = _footerViews[section] { front.append(footer) }
        }
        guard !front.isEmpty else { return }
        let count = _subviews.count
        let inFront = front.count <= count
            && front.indices.allSatisfy { _subviews[count - front.count + $0] === front[$0] }
        guard !inFront else { return }
        for view in front { bringSubviewToFront(view) }
    }

    /// Whether `view` is a header or footer view of this table, or inside one: a touch there is not a
    /// touch on the row behind it.
    func _isInSupplementaryView(_ view: UIView?) -> Bool {
        guard !_headerViews.isEmpty || !_footerViews.isEmpty else { return false }
        var current = view
        while let candidate = current, candidate !== self {
            if candidate._superview === self {
                return _headerViews.values.contains { $0 === candidate } || _footerViews.values.contains { $0 === candidate }
            }
            current = candidate._superview
        }
        return false
    }
}
