import Foundation

extension UITableView {
    /// Registers the class that `dequeueReusableCell(withIdentifier:for:)` creates for `identifier`;
    /// nil removes the registration.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass = cellClass as? UITableViewCell.Type { _registeredClasses[identifier] = cellClass }
        else { _registeredClasses[identifier] = nil }
    }

    /// A queued cell of `identifier` (after its `prepareForReuse()`), a new one of the registered class,
    /// or nil when neither exists.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = _reuseQueues[identifier], let cell = queue.popLast() {
            _reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = _registeredClasses[identifier] else { return nil }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// Like `dequeueReusableCell(withIdentifier:)`, but the identifier must be registered: otherwise it
    /// raises `NSInternalInconsistencyException` with UIKit's reason (and returns an unqueued default cell).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard _registeredClasses[identifier] != nil else {
            NSException(name: .internalInconsistencyException,
                        reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard").raise()
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return dequeueReusableCell(withIdentifier: identifier)!
    }

    /// The cell shown for `indexPath`, or nil when that row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _visibleCells[indexPath] }
    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] { _visibleCells.sorted { $0.key < $1.key }.map(\.value) }
    /// The rows that have cells on screen, in order; nil when there are none.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = _visibleCells.keys.sorted()
        return rows.isEmpty ? nil : rows
    }
    /// The row of a visible cell.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        _visibleCells.first { $0.value === cell }?.key
    }

    /// Lays out the background, the table header and footer, and the cells of the rows in sight:
    /// rows that left the bounds give their cells up first, then new rows get cells in order.
    func _layoutTable() {
        _reloadIfNeeded()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        backgroundView?.frame = bounds
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height) }
        if let footer = tableFooterView, let end = _sectionTops.last {
            footer.frame = CGRect(x: 0, y: end, width: bounds.width, height: footer.frame.height)
        }
        let visible = _rows(from: bounds.minY, to: bounds.maxY)
        let wanted = Set(visible)
        for (indexPath, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            _retire(cell, at: indexPath)
        }
        for indexPath in visible {
            if let cell = _visibleCells[indexPath] { cell.frame = rectForRow(at: indexPath); continue }
            guard let cell = _dataSource?.tableView(self, cellForRowAt: indexPath) else { continue }
            cell.frame = rectForRow(at: indexPath)
            cell._setSelectedState(_selectedRows.contains(indexPath))
            _visibleCells[indexPath] = cell
            _tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            if cell.superview !== self { addSubview(cell) }
            cell.layoutIfNeeded()
        }
        _layoutSupplementaryViews()
    }

    /// Takes a cell off the table: the delegate's `didEndDisplaying`, then the reuse queue.
    func _retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        _visibleCells[indexPath] = nil
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.isHighlighted = false }
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { _reuseQueues[identifier, default: []].append(cell) }
    }

    /// Scrolls so the row sits at `position` (`.none`: the least move that shows it).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        _reloadIfNeeded()
        guard _isValid(indexPath) else {
            let section = indexPath.count == 2 ? indexPath.section : 0
            NSException(name: .invalidArgumentException,
                        reason: "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : 0)) when there are only \(numberOfRows(inSection: section)) rows in section \(section).").raise()
            return
        }
        let row = rectForRow(at: indexPath)
        let visibleHeight = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y: CGFloat
        switch position {
        case .top: y = row.minY - adjustedContentInset.top
        case .middle: y = row.midY - adjustedContentInset.top - visibleHeight / 2
        case .bottom: y = row.maxY - adjustedContentInset.top - visibleHeight
        case .none:
            scrollRectToVisible(row, animated: animated)
            return
        }
        let minY = -adjustedContentInset.top
        let maxY = max(minY, contentSize.height + adjustedContentInset.bottom - bounds.height)
        y = min(max(y, minY), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }
}
