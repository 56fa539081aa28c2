import Foundation

extension UITableView {
    /// The first selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { _selectedRows.sorted().first }
    /// The selected rows in order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        _selectedRows.isEmpty ? nil : _selectedRows.sorted()
    }

    /// Selects the row without asking or telling the delegate (as on iOS); in single selection the
    /// previous row is deselected. Nil deselects every row. Scrolls the row to `scrollPosition`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _reloadIfNeeded()
        guard let indexPath else {
            for row in _selectedRows { _setSelected(false, row) }
            return
        }
        guard allowsSelection, _isValid(indexPath) else { return }
        if !allowsMultipleSelection { for row in _selectedRows where row != indexPath { _setSelected(false, row) } }
        _setSelected(true, indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without asking or telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { _setSelected(false, indexPath) }

    func _setSelected(_ selected: Bool, _ indexPath: IndexPath) {
        if selected { if !_selectedRows.contains(indexPath) { _selectedRows.append(indexPath) } }
        else { _selectedRows.removeAll { $0 == indexPath } }
        _visibleCells[indexPath]?.setSelected(selected, animated: false)
    }

    // MARK: Touches

    /// A touch that lands on a row highlights it when the delegate allows (the touch reaches the table
    /// through the cell's responder chain, after the scroll view's content-touch delay). A touch on a
    /// header or footer view (one floating over the rows included) reaches the table too, and selects nothing.
    func _tableTouchesBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, !isDragging, _touchedRow == nil, let touch = touches.first,
              !_isInSupplementaryView(touch.view),
              let indexPath = indexPathForRow(at: touch.location(in: self)), let cell = _visibleCells[indexPath] else { return }
        let delegate = _tableDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        _touchedRow = indexPath
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The lift selects the highlighted row: unhighlight, `willSelect` (nil cancels), the previous row's
    /// `willDeselect`/`didDeselect` in single selection, then `didSelect`. In multiple selection a
    /// selected row is deselected instead.
    func _tableTouchesEnded() {
        guard let touched = _touchedRow else { return }
        _touchedRow = nil
        let delegate = _tableDelegate
        _visibleCells[touched]?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: touched)
        if allowsMultipleSelection, _selectedRows.contains(touched) {
            if let row = delegate.map({ $0.tableView(self, willDeselectRowAt: touched) }) ?? touched {
                _setSelected(false, row)
                delegate?.tableView(self, didDeselectRowAt: row)
            }
            return
        }
        guard let row = delegate.map({ $0.tableView(self, willSelectRowAt: touched) }) ?? touched, _isValid(row) else { return }
        if !allowsMultipleSelection {
            for previous in _selectedRows.sorted() where previous != row {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: previous) }) ?? previous else { continue }
                _setSelected(false, deselected)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        _setSelected(true, row)
        delegate?.tableView(self, didSelectRowAt: row)
    }

    /// A cancelled touch (a drag that scrolls) removes the highlight and selects nothing.
    func _tableTouchesCancelled() {
        guard let touched = _touchedRow else { return }
        _touchedRow = nil
        _visibleCells[touched]?.setHighlighted(false, animated: false)
        _tableDelegate?.tableView(self, didUnhighlightRowAt: touched)
    }
}
