import Foundation

extension UITableView {
    /// Asks the data source for the counts and the delegate for every height, once per reload, and
    /// sums them into running offsets (linear in rows); sets `contentSize`.
    func _reloadIfNeeded() {
        guard _needsReload else { return }
        _needsReload = false
        _rowCounts = _askedRowCounts()
        _rebuildGeometry()
    }

    /// The data source's current section and row counts (negative answers count as 0).
    func _askedRowCounts() -> [Int] {
        let sections = _dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        return (0..<sections).map { max(0, _dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
    }

    /// Asks the delegate for every height of the sections in `_rowCounts` and sums them into the running
    /// offsets once (linear in rows); sets `contentSize`.
    func _rebuildGeometry() {
        let delegate = _tableDelegate
        let sections = _rowCounts.count
        var y = tableHeaderView?.frame.height ?? 0
        _sectionTops = []
        _headerHeights = []
        _footerHeights = []
        _rowTops = []
        for section in 0..<sections {
            _sectionTops.append(y)
            _headerHeights.append(_headerHeight(section))
            y += _headerHeights[section]
            var tops = [CGFloat]()
            tops.reserveCapacity(_rowCounts[section] + 1)
            for row in 0..<_rowCounts[section] {
                tops.append(y)
                let height = delegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                y += height < 0 ? UITableView._standardRowHeight : height
            }
            tops.append(y)
            _rowTops.append(tops)
            _footerHeights.append(_footerHeight(section))
            y += _footerHeights[section]
        }
        _sectionTops.append(y)
        y += tableFooterView?.frame.height ?? 0
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// An automatic header or footer is empty in a plain table and a fixed spacing in a grouped one.
    func _resolvedSupplementaryHeight(_ height: CGFloat) -> CGFloat {
        if height >= 0 { return height }
        return style == .plain ? 0 : UITableView._groupedSectionSpacing
    }

    /// The rectangle of `section`'s header, rows and footer, in content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        _reloadIfNeeded()
        guard _rowCounts.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: _sectionTops[section], width: bounds.width,
                      height: _sectionTops[section + 1] - _sectionTops[section])
    }
    /// The rectangle of `section`'s header.
    public func rectForHeader(inSection section: Int) -> CGRect {
        _reloadIfNeeded()
        guard _rowCounts.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: _sectionTops[section], width: bounds.width, height: _headerHeights[section])
    }
    /// The rectangle of `section`'s footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        _reloadIfNeeded()
        guard _rowCounts.indices.contains(section) else { return .zero }
        let bottom = _sectionTops[section + 1]
        return CGRect(x: 0, y: bottom - _footerHeights[section], width: bounds.width, height: _footerHeights[section])
    }
    /// The rectangle of the row at `indexPath`, in content coordinates; `.zero` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        _reloadIfNeeded()
        guard _isValid(indexPath) else { return .zero }
        let tops = _rowTops[indexPath.section]
        return CGRect(x: 0, y: tops[indexPath.row], width: bounds.width,
                      height: tops[indexPath.row + 1] - tops[indexPath.row])
    }
    /// The row whose rectangle holds `point` (content coordinates), or nil.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        _reloadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        for section in _sections(overlapping: point.y, point.y) {
            let tops = _rowTops[section]
            let row = _firstIndex(in: tops, after: point.y) - 1
            if row >= 0, row < _rowCounts[section], tops[row] <= point.y, point.y < tops[row + 1] {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }
    /// The rows whose rectangles intersect `rect`, in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        _reloadIfNeeded()
        return _rows(from: rect.minY, to: rect.maxY)
    }

    func _isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && _rowCounts.indices.contains(indexPath.section)
            && indexPath.row >= 0 && indexPath.row < _rowCounts[indexPath.section]
    }

    /// The index of the first value greater than `y` in an ascending array (binary search).
    func _firstIndex(in values: [CGFloat], after y: CGFloat) -> Int {
        _partitionIndex(values.count) { values[$0] > y }
    }

    /// The sections whose spans meet [minY, maxY].
    func _sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let count = _rowCounts.count
        guard count > 0 else { return 0..<0 }
        let first = max(0, _firstIndex(in: _sectionTops, after: minY) - 1)
        var end = first
        while end < count, _sectionTops[end] <= maxY { end += 1 }
        return min(first, count)..<max(end, min(first, count))
    }

    /// The rows whose rectangles meet the band [minY, maxY), in order; visits only those rows.
    func _rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for section in _sections(overlapping: minY, maxY) {
            let tops = _rowTops[section]
            var row = max(0, _firstIndex(in: tops, after: minY) - 1)
            while row < _rowCounts[section], tops[row] < maxY {
                if tops[row + 1] > minY, tops[row + 1] > tops[row] { result.append(IndexPath(row: row, section: section)) }
                row += 1
            }
        }
        return result
    }
}
