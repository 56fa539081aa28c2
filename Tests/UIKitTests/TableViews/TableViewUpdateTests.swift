import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("UITableView row and section updates", .serialized, .checksForLeaks)
struct TableViewUpdateTests {
    func makeTable(_ recorder: TableRecorder) -> (UIWindow, UITableView) {
        let window = makeTouchWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingCell.self, forCellReuseIdentifier: "c")
        table.dataSource = recorder
        table.delegate = recorder
        window.addSubview(table)
        table.layoutIfNeeded()
        _ = recorder.take()
        return (window, table)
    }
    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("RowAnimation raw values are UIKit's")
    func rowAnimationRawValues() {
        let values: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        #expect(values.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6, 100])
    }

    @Test("insertRows: the counts are asked, later cells shift down, the new row gets a cell; selection shifts")
    func insertShifts() {
        let recorder = TableRecorder()
        let (window, table) = makeTable(recorder)
        let second = table.cellForRow(at: path(0, 1))
        table.selectRow(at: path(0, 3), animated: false, scrollPosition: .none)
        recorder.rows = [21]
        table.insertRows(at: [path(0, 1)], with: .automatic)
        #expect(recorder.take() == ["sections", "rows(0)", "didEndDisplaying(0.5)", "cell(0.1)", "willDisplay(0.1)"])
        #expect(table.cellForRow(at: path(0, 2)) === second && second?.frame.minY == 88)
        #expect(table.numberOfRows(inSection: 0) == 21 && table.contentSize.height == 21 * 44)
        #expect(table.indexPathForSelectedRow == path(0, 4))
        _ = window
    }

    @Test("deleteRows in a batch with insertRows: deletes use old indexes, inserts new ones")
    func batchDeleteInsert() {
        let recorder = TableRecorder()
        let (window, table) = makeTable(recorder)
        let cells = (0..<5).map { table.cellForRow(at: path(0, $0)) }
        table.selectRow(at: path(0, 2), animated: false, scrollPosition: .none)
        recorder.rows = [19]
        var finished: Bool?
        table.performBatchUpdates({
            table.deleteRows(at: [path(0, 0), path(0, 2)], with: .fade)
            table.insertRows(at: [path(0, 0)], with: .fade)
            #expect(recorder.events.isEmpty, "nothing is asked before the batch ends")
        }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(recorder.take() == ["sections", "rows(0)", "didEndDisplaying(0.0)", "didEndDisplaying(0.2)",
                                    "cell(0.0)", "willDisplay(0.0)", "cell(0.4)", "willDisplay(0.4)"])
        #expect(table.cellForRow(at: path(0, 1)) === cells[1] && table.cellForRow(at: path(0, 2)) === cells[3])
        #expect(table.cellForRow(at: path(0, 3)) === cells[4])
        #expect(table.indexPathForSelectedRow == nil, "the selected row was deleted")
        _ = window
    }

    @Test("Invalid update: a count that does not match raises UIKit's reason and keeps the old state")
    func invalidRowCount() {
        let recorder = TableRecorder()
        let (window, table) = makeTable(recorder)
        let before = table.visibleCells
        recorder.rows = [20]
        let raised = withCapturedExceptions { table.deleteRows(at: [path(0, 0)], with: .automatic) }
        #expect(raised.map(\.name) == [.internalInconsistencyException])
        #expect(raised.first?.reason == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(table.visibleCells == before && table.numberOfRows(inSection: 0) == 20)
        #expect(!recorder.take().contains { $0.hasPrefix("didEndDisplaying") })
        _ = window
    }

    @Test("Invalid update: a section count that does not match raises UIKit's sections reason")
    func invalidSectionCount() {
        let recorder = TableRecorder()
        recorder.rows = [3, 3]
        let (window, table) = makeTable(recorder)
        let raised = withCapturedExceptions { table.deleteSections(IndexSet(integer: 0), with: .automatic) }
        #expect(raised.first?.reason == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        #expect(table.numberOfSections == 2)
        _ = window
    }

    @Test("Out-of-range delete and insert raise UIKit's reasons")
    func outOfRange() {
        let recorder = TableRecorder()
        let (window, table) = makeTable(recorder)
        var raised = withCapturedExceptions { table.deleteRows(at: [path(0, 99)], with: .none) }
        #expect(raised.first?.reason == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
        recorder.rows = [21]
        raised = withCapturedExceptions { table.insertRows(at: [path(0, 100)], with: .none) }
        #expect(raised.first?.reason == "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update")
        #expect(table.numberOfRows(inSection: 0) == 20)
        _ = window
    }

    @Test("moveRow between sections counts moved in and out; cells and selection follow the row")
    func moveBetweenSections() {
        let recorder = TableRecorder()
        recorder.rows = [2, 2]
        let (window, table) = makeTable(recorder)
        let moving = table.cellForRow(at: path(0, 0))
        table.selectRow(at: path(0, 0), animated: false, scrollPosition: .none)
        recorder.rows = [1, 3]
        table.moveRow(at: path(0, 0), to: path(1, 2))
        #expect(table.cellForRow(at: path(1, 2)) === moving && table.indexPathForSelectedRow == path(1, 2))
        #expect(table.numberOfRows(inSection: 0) == 1 && table.numberOfRows(inSection: 1) == 3)
        recorder.rows = [1, 3]
        let raised = withCapturedExceptions { table.moveRow(at: path(1, 0), to: path(0, 0)) }
        #expect(raised.first?.reason == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (1) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out).")
        _ = window
    }

    @Test("reloadRows and reloadSections ask for new cells; insertSections shifts later sections")
    func reloadsAndSections() {
        let recorder = TableRecorder()
        recorder.rows = [2, 2]
        let (window, table) = makeTable(recorder)
        let kept = table.cellForRow(at: path(0, 1))
        table.reloadRows(at: [path(0, 0)], with: .automatic)
        #expect(recorder.take() == ["sections", "rows(0)", "rows(1)", "didEndDisplaying(0.0)", "cell(0.0)", "willDisplay(0.0)"])
        #expect(table.cellForRow(at: path(0, 1)) === kept)
        recorder.rows = [2, 5]
        table.reloadSections(IndexSet(integer: 1), with: .automatic)
        #expect(table.numberOfRows(inSection: 1) == 5 && table.cellForRow(at: path(0, 1)) === kept)
        table.selectRow(at: path(1, 0), animated: false, scrollPosition: .none)
        recorder.rows = [1, 2, 5]
        table.beginUpdates()
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        table.beginUpdates()
        table.endUpdates()
        #expect(table.numberOfSections == 2, "the inner end does not apply the batch")
        table.endUpdates()
        #expect(table.numberOfSections == 3 && table.cellForRow(at: path(1, 1)) === kept)
        #expect(table.indexPathForSelectedRow == path(2, 0))
        _ = window
    }
}
