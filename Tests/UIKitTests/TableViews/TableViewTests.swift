import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell that counts its creations and reuses.
@MainActor
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var created = 0
    var reuses = 0
    required init(style: CellStyle, reuseIdentifier: String?) {
        CountingCell.created += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
}

/// A data source and delegate that logs each call.
@MainActor
final class TableRecorder: NSObject, UITableViewDataSource, UITableViewDelegate {
    var events: [String] = []
    var rows: [Int] = [20]
    var heights = false
    var refuseSelection: IndexPath?
    func take() -> [String] { defer { events.removeAll() }; return events }
    static func name(_ p: IndexPath) -> String { "\(p.section).\(p.row)" }

    func numberOfSections(in tableView: UITableView) -> Int { events.append("sections"); return rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        events.append("rows(\(section))"); return rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events.append("cell(\(Self.name(indexPath)))")
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay(\(Self.name(indexPath)))")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying(\(Self.name(indexPath)))")
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight(\(Self.name(indexPath)))"); return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        events.append("didHighlight(\(Self.name(indexPath)))")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        events.append("didUnhighlight(\(Self.name(indexPath)))")
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect(\(Self.name(indexPath)))")
        return indexPath == refuseSelection ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect(\(Self.name(indexPath)))")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect(\(Self.name(indexPath)))"); return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect(\(Self.name(indexPath)))")
    }
}

@MainActor @Suite("UITableView, UITableViewCell and UITableViewController", .serialized, .checksForLeaks)
struct TableViewTests {
    /// A 320 × 200 table at the window's top, rows of 44 pt (the automatic height), cells registered as "c".
    func makeTable(_ recorder: TableRecorder, style: UITableView.Style = .plain) -> (UIWindow, UITableView) {
        let window = makeTouchWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: style)
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingCell.self, forCellReuseIdentifier: "c")
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    @Test("Defaults and raw values are UIKit's")
    func defaults() {
        let table = UITableView(frame: .zero, style: .grouped)
        #expect(table.style == .grouped && UITableView.Style.insetGrouped.rawValue == 2 && UITableView.Style.plain.rawValue == 0)
        #expect(UITableView.automaticDimension == -1 && table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension && table.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.allowsSelection && !table.allowsMultipleSelection && table.separatorStyle == .singleLine)
        #expect(UITableView(frame: .zero).style == .plain)
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "x")
        #expect(cell.reuseIdentifier == "x" && cell.selectionStyle == .default && cell.selectionStyle.rawValue == 3)
        #expect(cell.accessoryType == .none && UITableViewCell.AccessoryType.checkmark.rawValue == 3)
        #expect(cell.frame.height == 44 && cell.contentView.superview === cell)
        #expect(cell.detailTextLabel != nil && UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        let path = IndexPath(row: 3, section: 2)
        #expect(path.row == 3 && path.section == 2 && path == IndexPath(indexes: [2, 3]))
    }

    @Test("First layout: counts, then cells for the visible rows only, each cell then willDisplay")
    func firstLayoutOrder() {
        let recorder = TableRecorder()
        CountingCell.created = 0
        let (window, table) = makeTable(recorder)
        #expect(recorder.take() == ["sections", "rows(0)",
                                    "cell(0.0)", "willDisplay(0.0)", "cell(0.1)", "willDisplay(0.1)",
                                    "cell(0.2)", "willDisplay(0.2)", "cell(0.3)", "willDisplay(0.3)",
                                    "cell(0.4)", "willDisplay(0.4)"])
        #expect(table.contentSize == CGSize(width: 320, height: 20 * 44))
        #expect(CountingCell.created == 5 && table.visibleCells.count == 5)
        #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame == CGRect(x: 0, y: 176, width: 320, height: 44))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Row 1")
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 440, width: 320, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 450)) == IndexPath(row: 10, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 880)) == nil)
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 20)
        _ = window
    }

    @Test("Scrolling: rows that leave end displaying first, then new rows get reused cells (prepareForReuse)")
    func scrollReuse() {
        let recorder = TableRecorder()
        CountingCell.created = 0
        let (window, table) = makeTable(recorder)
        _ = recorder.take()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(recorder.take() == ["didEndDisplaying(0.0)", "didEndDisplaying(0.1)",
                                    "cell(0.5)", "willDisplay(0.5)", "cell(0.6)", "willDisplay(0.6)"])
        #expect(CountingCell.created == 5, "the two cells that left were reused")
        #expect(first?.reuses == 1 && first?.superview === table)
        #expect(table.indexPathsForVisibleRows == (2..<7).map { IndexPath(row: $0, section: 0) })
        table.contentOffset = CGPoint(x: 0, y: 680)
        table.layoutIfNeeded()
        #expect(CountingCell.created == 5 && table.visibleCells.count == 5)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 5)
        _ = window
    }

    @Test("Heights: the delegate's, sections' headers and footers, table header and footer, grouped spacing")
    func heightsAndSections() {
        @MainActor final class Heights: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { CGFloat(10 + indexPath.row) }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        }
        let source = Heights()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), style: .plain)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 50))
        table.tableHeaderView = header
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        // 50 + 2 × (30 + 10 + 11 + 12 + 0)
        #expect(table.contentSize.height == CGFloat(50 + 2 * 63))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 113, width: 300, height: 63))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 164, width: 300, height: 12))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), style: .grouped)
        grouped.dataSource = source
        grouped.layoutIfNeeded()
        #expect(grouped.contentSize.height == CGFloat(2 * (18 + 3 * 44 + 18)), "no delegate: 44-pt rows, grouped spacing")
    }

    @Test("dequeueReusableCell(withIdentifier:for:) with an unregistered identifier raises UIKit's reason")
    func dequeueRaise() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        let exceptions = withCapturedExceptions {
            _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException])
        #expect(exceptions.map(\.reason) == ["unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
        table.register(CountingCell.self, forCellReuseIdentifier: "ok")
        #expect(table.dequeueReusableCell(withIdentifier: "ok") is CountingCell)
    }

    @Test("A tap on a row highlights then selects it in iOS's order; the next tap deselects the previous row")
    func tapSelects() {
        let recorder = TableRecorder()
        let (window, table) = makeTable(recorder)
        _ = recorder.take()
        tap(at: CGPoint(x: 100, y: 60), in: window)
        spin()
        #expect(recorder.take() == ["shouldHighlight(0.1)", "didHighlight(0.1)", "didUnhighlight(0.1)",
                                    "willSelect(0.1)", "didSelect(0.1)"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        tap(at: CGPoint(x: 100, y: 150), in: window)
        spin()
        #expect(recorder.take() == ["shouldHighlight(0.3)", "didHighlight(0.3)", "didUnhighlight(0.3)",
                                    "willSelect(0.3)", "willDeselect(0.1)", "didDeselect(0.1)", "didSelect(0.3)"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        recorder.refuseSelection = IndexPath(row: 0, section: 0)
        tap(at: CGPoint(x: 100, y: 10), in: window)
        spin()
        #expect(recorder.take().suffix(1) == ["willSelect(0.0)"], "willSelect returning nil cancels")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        _ = window
    }

    @Test("A drag that scrolls the table does not select a row")
    func dragDoesNotSelect() {
        let recorder = TableRecorder()
        let (window, table) = makeTable(recorder)
        _ = recorder.take()
        drag(window, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 50), duration: 0.3)
        spin()
        #expect(table.contentOffset.y > 0)
        #expect(!recorder.events.contains { $0.hasPrefix("willSelect") || $0.hasPrefix("didSelect") })
        #expect(table.indexPathForSelectedRow == nil)
        _ = window
    }

    @Test("selectRow and deselectRow do not call the delegate; single selection keeps one row")
    func programmaticSelection() {
        let recorder = TableRecorder()
        let (window, table) = makeTable(recorder)
        _ = recorder.take()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil && recorder.events.isEmpty)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 440)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(880 - 200), "clamped to the end")
        _ = window
    }

    @Test("10 000 rows: the first layout makes cells only for the visible rows")
    func manyRows() {
        let recorder = TableRecorder()
        recorder.rows = [10_000]
        CountingCell.created = 0
        let (window, table) = makeTable(recorder)
        #expect(CountingCell.created == 5 && table.contentSize.height == 440_000)
        table.scrollToRow(at: IndexPath(row: 9_000, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 9_000, section: 0) && CountingCell.created == 5)
        _ = window
    }

    @Test("UITableViewController: its view is the table, it feeds it, and it clears the selection on appearing")
    func controller() {
        final class Controller: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .value1, reuseIdentifier: nil)
            }
        }
        let controller = Controller(style: .insetGrouped)
        let table = controller.tableView!
        #expect(table === controller.view && table.style == .insetGrouped && controller.clearsSelectionOnViewWillAppear)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.numberOfRows(inSection: 0) == 30)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 44, "no height override: 44-pt rows")
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
