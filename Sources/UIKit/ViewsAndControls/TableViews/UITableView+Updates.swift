import Foundation

extension UITableView {
    /// How inserted, deleted and reloaded rows are animated (UIKit's raw values). Stored only: the
    /// updates take effect at once here.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }
}

/// The changes collected between `beginUpdates()` and the matching `endUpdates()`. Deletions, reloads
/// and move sources name rows and sections as they were before the batch; insertions and move
/// destinations as they are after it (UIKit's rule).
struct _TableUpdate {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    /// Old index path → new index path.
    var moves: [IndexPath: IndexPath] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && moves.isEmpty
    }
}

/// The old → new index mapping of one batch, built once per batch in time linear in the batch and the
/// section count; each lookup costs a binary search.
struct _TableUpdateMap {
    /// Old section → new section, nil for a deleted one.
    var sections: [Int?]
    /// Per old section: the sorted rows that leave it (deleted or moved away).
    var removed: [Int: [Int]]
    /// Per new section: the sorted rows that arrive (inserted or moved in).
    var arrived: [Int: [Int]]
    var moves: [IndexPath: IndexPath]
    var deletedRows: Set<IndexPath>

    init(_ update: _TableUpdate, oldSectionCount: Int) {
        let deleted = update.deletedSections.filter { $0 >= 0 && $0 < oldSectionCount }.sorted()
        let inserted = update.insertedSections.sorted()
        sections = (0..<oldSectionCount).map { old in
            if update.deletedSections.contains(old) { return nil }
            return _TableUpdateMap.slot(old - _TableUpdateMap.count(deleted, below: old), skipping: inserted)
        }
        var removed: [Int: [Int]] = [:], arrived: [Int: [Int]] = [:]
        for path in update.deletedRows { removed[path.section, default: []].append(path.row) }
        for path in update.insertedRows { arrived[path.section, default: []].append(path.row) }
        for (from, to) in update.moves {
            removed[from.section, default: []].append(from.row)
            arrived[to.section, default: []].append(to.row)
        }
        self.removed = removed.mapValues { Array(Set($0)).sorted() }
        self.arrived = arrived.mapValues { Array(Set($0)).sorted() }
        moves = update.moves
        deletedRows = update.deletedRows
    }

    /// How many values of the ascending `values` are below `value`.
    static func count(_ values: [Int], below value: Int) -> Int {
        _partitionIndex(values.count) { values[$0] >= value }
    }

    /// The index of the `position`-th (from 0) slot that the ascending, distinct `taken` leaves free.
    /// `taken[i] - i` does not decrease, so the taken slots before the answer are found by bisection.
    static func slot(_ position: Int, skipping taken: [Int]) -> Int {
        position + _partitionIndex(taken.count) { taken[$0] - $0 > position }
    }

    /// Where the row at the old `path` is after the batch; nil when it was deleted (or its section was).
    func newPath(for path: IndexPath) -> IndexPath? {
        guard path.section >= 0, path.section < sections.count, let section = sections[path.section] else { return nil }
        if let moved = moves[path] { return moved }
        if deletedRows.contains(path) { return nil }
        let position = path.row - _TableUpdateMap.count(removed[path.section] ?? [], below: path.row)
        return IndexPath(row: _TableUpdateMap.slot(position, skipping: arrived[section] ?? []), section: section)
    }
}

extension UITableView {
    /// Starts a batch: the row and section changes until the matching `endUpdates()` are checked and
    /// applied together. Batches nest.
    public func beginUpdates() {
        if _updateDepth == 0 { _pendingUpdate = _TableUpdate() }
        _updateDepth += 1
    }

    /// Ends a batch; the outermost one checks the data source's new counts against the changes and applies them.
    public func endUpdates() {
        guard _updateDepth > 0 else { return }
        _updateDepth -= 1
        guard _updateDepth == 0, let update = _pendingUpdate else { return }
        _pendingUpdate = nil
        _apply(update)
    }

    /// Runs `updates` as one batch, then `completion` with true (at once: the changes are not animated here, provisional).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Inserts rows at the given index paths (after-the-update indexes).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.insertedRows.formUnion(indexPaths) }
    }
    /// Deletes the rows at the given index paths (before-the-update indexes).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.deletedRows.formUnion(indexPaths) }
    }
    /// Asks the data source again for the cells of these rows (before-the-update indexes).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        _record { $0.reloadedRows.formUnion(indexPaths) }
    }
    /// Moves the row at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        _record { $0.moves[indexPath] = newIndexPath }
    }
    /// Inserts whole sections (after-the-update indexes).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes whole sections (before-the-update indexes).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.deletedSections.formUnion(sections) }
    }
    /// Asks the data source again for these sections' rows, heights and cells (before-the-update indexes).
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        _record { $0.reloadedSections.formUnion(sections) }
    }

    /// Adds a change to the open batch, or makes it a batch of its own.
    func _record(_ change: (inout _TableUpdate) -> Void) {
        beginUpdates()
        change(&_pendingUpdate!)
        endUpdates()
    }

    /// Checks the batch against the data source's new counts (UIKit's `NSInternalInconsistencyException`
    /// reasons; the table keeps its old state when one is raised), then moves the visible cells,
    /// headers, footers and selection to their new index paths and rebuilds the offsets once.
    func _apply(_ update: _TableUpdate) {
        if _needsReload { _reloadIfNeeded(); return } // never loaded: the data source's counts are the state [INFERRED]
        if update.isEmpty { return }
        let old = _rowCounts
        for path in update.deletedRows.union(update.reloadedRows).sorted()
        where old.indices.contains(path.section) && !update.deletedSections.contains(path.section) && path.row >= old[path.section] {
            _raiseUpdate("attempt to \(update.deletedRows.contains(path) ? "delete" : "reload") row \(path.row) from section \(path.section) which only contains \(old[path.section]) rows before the update")
            return
        }
        let new = _askedRowCounts()
        let deletedSections = update.deletedSections.filter { old.indices.contains($0) }.count
        if new.count != old.count - deletedSections + update.insertedSections.count {
            _raiseUpdate("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new.count)) must be equal to the number of sections contained in the table view before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(update.insertedSections.count) inserted, \(deletedSections) deleted).")
            return
        }
        let map = _TableUpdateMap(update, oldSectionCount: old.count)
        var inserted: [Int: Int] = [:], deleted: [Int: Int] = [:], movedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:]
        for path in update.insertedRows { inserted[path.section, default: 0] += 1 }
        for path in update.deletedRows { deleted[path.section, default: 0] += 1 }
        for (from, to) in update.moves where map.sections.indices.contains(from.section) && map.sections[from.section] != to.section {
            movedOut[from.section, default: 0] += 1
            movedIn[to.section, default: 0] += 1
        }
        for (oldSection, mapped) in map.sections.enumerated() {
            guard let section = mapped, !update.reloadedSections.contains(oldSection), new.indices.contains(section) else { continue }
            let ins = inserted[section] ?? 0, del = deleted[oldSection] ?? 0
            let into = movedIn[section] ?? 0, outOf = movedOut[oldSection] ?? 0
            if new[section] != old[oldSection] + ins - del + into - outOf {
                _raiseUpdate("Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(new[section])) must be equal to the number of rows contained in that section before the update (\(old[oldSection])), plus or minus the number of rows inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of rows moved into or out of that section (\(into) moved in, \(outOf) moved out).")
                return
            }
        }
        for path in update.insertedRows.sorted() where new.indices.contains(path.section) && path.row >= new[path.section] {
            _raiseUpdate("attempt to insert row \(path.row) into section \(path.section), but there are only \(new[path.section]) rows in section \(path.section) after the update")
            return
        }

        // Cells of rows that leave or reload end displaying (in row order); the others take their new paths.
        let gone = { (path: IndexPath) in update.reloadedRows.contains(path) || update.reloadedSections.contains(path.section) }
        var moved: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in _visibleCells.sorted(by: { $0.key < $1.key }) {
            if !gone(path), let target = map.newPath(for: path) { moved[target] = cell } else { _retire(cell, at: path) }
        }
        _visibleCells = moved
        _selectedRows = _selectedRows.compactMap { gone($0) ? nil : map.newPath(for: $0) }
        for (viewsPath, isHeader) in [(_headerViews, true), (_footerViews, false)] {
            var remapped: [Int: UIView] = [:]
            for (section, view) in viewsPath {
                if !update.reloadedSections.contains(section), section < map.sections.count, let target = map.sections[section] {
                    remapped[target] = view
                } else { view.removeFromSuperview() }
            }
            if isHeader { _headerViews = remapped } else { _footerViews = remapped }
        }
        _rowCounts = new
        _rebuildGeometry()
        _layoutTable()
    }

    func _raiseUpdate(_ reason: String) {
        NSException(name: .internalInconsistencyException, reason: reason).raise()
    }
}
