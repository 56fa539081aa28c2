import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Sections of 5 rows (44 pt), with delegate header and footer views of the given heights, dequeued as "h"
/// (a `UITableViewHeaderFooterView` with a grey background), and cells "c" that show their row.
@MainActor
final class FloatingSections: NSObject, UITableViewDataSource, UITableViewDelegate {
    let sections: Int
    let headerHeight: CGFloat
    let footerHeight: CGFloat
    init(sections: Int = 3, headerHeight: CGFloat = 30, footerHeight: CGFloat = 20) {
        self.sections = sections
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }

    /// Registers the cell and header classes and becomes `table`'s data source and delegate.
    func attach(to table: UITableView) {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
        table.dataSource = self
        table.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { footerHeight }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(tableView, "Header \(section)", color: .systemGray5)
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(tableView, "Footer \(section)", color: .systemGray3)
    }

    private func supplementaryView(_ tableView: UITableView, _ text: String, color: UIColor) -> UIView? {
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
        view?.textLabel?.text = text
        if view?.backgroundView == nil {
            let background = UIView()
            background.backgroundColor = color
            view?.backgroundView = background
        }
        view?.backgroundView?.backgroundColor = color
        return view
    }
}

/// Geometry of the default `FloatingSections` (header 30, rows 5 × 44, footer 20: 270 pt a section):
/// section 0 spans 0–270 (header 0–30, footer 250–270), section 1 270–540 (header 270–300, footer
/// 520–540), section 2 540–810.
@MainActor @Suite("Floating section headers and footers in plain tables", .serialized, .checksForLeaks)
struct TableFloatingHeaderTests {
    /// A 320 × `height` table at the window's top, insets not adjusted.
    func makeTable(_ source: FloatingSections, style: UITableView.Style = .plain, height: CGFloat = 200,
                   offset: CGFloat = 0) -> (UIWindow, UITableView) {
        let window = makeTouchWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        table.contentInsetAdjustmentBehavior = .never
        source.attach(to: table)
        table.contentOffset = CGPoint(x: 0, y: offset)
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    func scroll(_ table: UITableView, to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    func frame(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 320, height: height) }

    @Test("Plain: the header of the section at the top is pinned to the top of the visible area, the next one scrolls with its rows")
    func headerPinnedAtTop() {
        let source = FloatingSections()
        let (window, table) = makeTable(source)
        #expect(table.headerView(forSection: 0)?.frame == frame(0, 30))
        scroll(table, to: 100)
        #expect(table.headerView(forSection: 0)?.frame == frame(100, 30))
        #expect(table.headerView(forSection: 1)?.frame == frame(270, 30))
        scroll(table, to: 150)
        #expect(table.headerView(forSection: 0)?.frame == frame(150, 30))
        // Back to the top: the header returns to its place in the content.
        scroll(table, to: 0)
        #expect(table.headerView(forSection: 0)?.frame == frame(0, 30))
        // A bounce past the top: the header follows the content down rather than staying pinned.
        scroll(table, to: -40)
        #expect(table.headerView(forSection: 0)?.frame == frame(0, 30))
        _ = window
    }

    @Test("Plain: the next section pushes the pinned header up; it stops at its own footer, then the next header is pinned")
    func headerPushedUpByNextSection() {
        // No footers: the pinned header's bottom meets the next header's top exactly.
        let bare = FloatingSections(headerHeight: 30, footerHeight: 0)
        let (window, table) = makeTable(bare)
        // Sections span 250: section 1's header is at 250–280.
        scroll(table, to: 220)
        #expect(table.headerView(forSection: 0)?.frame == frame(220, 30), "just touching the next header")
        scroll(table, to: 235)
        #expect(table.headerView(forSection: 0)?.frame == frame(220, 30), "pushed up by the next header")
        #expect(table.headerView(forSection: 1)?.frame == frame(250, 30))
        scroll(table, to: 245)
        #expect(table.headerView(forSection: 0)?.frame == frame(220, 30), "its last 5 pt still in sight")
        #expect(table.headerView(forSection: 1)?.frame == frame(250, 30))
        scroll(table, to: 260)
        #expect(table.headerView(forSection: 1)?.frame == frame(260, 30))
        #expect(table.headerView(forSection: 0) == nil, "section 0 (0–250) left the bounds: its header went to the queue")
        scroll(table, to: 300)
        #expect(table.headerView(forSection: 1)?.frame == frame(300, 30))
        // With footers: the header stops where its bottom meets its section's footer (250).
        let footed = FloatingSections()
        let (window2, table2) = makeTable(footed)
        scroll(table2, to: 230)
        #expect(table2.headerView(forSection: 0)?.frame == frame(220, 30))
        #expect(table2.footerView(forSection: 0)?.frame == frame(250, 20))
        _ = (window, window2)
    }

    @Test("Plain: a footer is pinned to the bottom of the visible area, never below its place, never above its section's header")
    func footerPinnedAtBottom() {
        let source = FloatingSections()
        let (window, table) = makeTable(source)
        // Bounds 0–200: section 0's footer (250–270) is pinned at 180.
        #expect(table.footerView(forSection: 0)?.frame == frame(180, 20))
        scroll(table, to: 30)
        #expect(table.footerView(forSection: 0)?.frame == frame(210, 20))
        // Bounds 150–350: footer 0 is back at its place; section 1's footer (520) pinned at 330.
        scroll(table, to: 150)
        #expect(table.footerView(forSection: 0)?.frame == frame(250, 20))
        #expect(table.footerView(forSection: 1)?.frame == frame(330, 20))
        #expect(table.headerView(forSection: 1)?.frame == frame(270, 30))
        #expect(table.headerView(forSection: 0)?.frame == frame(150, 30))
        // Bounds 90–290: section 1 shows only its header; its footer goes no higher than under the header
        // (300), below the bounds. The view made at 150 stays while its section is in sight, moved there.
        scroll(table, to: 90)
        #expect(table.footerView(forSection: 1)?.frame == frame(300, 20))
        // Shown first at 90, no view is asked for that footer.
        let (window2, fresh) = makeTable(FloatingSections(), offset: 90)
        #expect(fresh.footerView(forSection: 1) == nil && fresh.headerView(forSection: 1)?.frame == frame(270, 30))
        _ = (window, window2)
    }

    @Test("Plain with a content inset: headers pin below the top inset, footers above the bottom inset")
    func contentInsetBand() {
        let source = FloatingSections()
        let (window, table) = makeTable(source, height: 400)
        table.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
        scroll(table, to: -64)
        // Resting at the top: visible area 0–302 in content coordinates.
        #expect(table.headerView(forSection: 0)?.frame == frame(0, 30))
        #expect(table.footerView(forSection: 0)?.frame == frame(250, 20))
        #expect(table.headerView(forSection: 1)?.frame == frame(270, 30))
        #expect(table.footerView(forSection: 1)?.frame == frame(300, 20), "pinned under section 1's header")
        // Bounds 36–436: visible area 100–402.
        scroll(table, to: 36)
        #expect(table.headerView(forSection: 0)?.frame == frame(100, 30))
        #expect(table.footerView(forSection: 1)?.frame == frame(382, 20))
        _ = window
    }

    @Test("Plain under a translucent navigation bar: the pinned header sits at the bar's bottom (adjusted inset 103)")
    func underNavigationBar() {
        let source = FloatingSections(sections: 6)
        let table = UITableView(frame: .zero, style: .plain)
        source.attach(to: table)
        let controller = ScrollingViewController(table)
        let navigation = UINavigationController(rootViewController: controller)
        let window = makeVisible(navigation)
        #expect(table.adjustedContentInset.top == 103 && table.adjustedContentInset.bottom == 34)
        #expect(table.contentOffset == CGPoint(x: 0, y: -103))
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 393, height: 30))
        table.contentOffset = CGPoint(x: 0, y: 0)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 103, width: 393, height: 30))
        // Bounds 400–1252: visible area 503–1218. Section 1 (270–540) is pinned at 503, pushed to 490.
        table.contentOffset = CGPoint(x: 0, y: 400)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 490, width: 393, height: 30))
        #expect(table.headerView(forSection: 2)?.frame == CGRect(x: 0, y: 540, width: 393, height: 30))
        // Section 4's footer (1330–1350) is pinned above the home indicator: 1218 − 20.
        #expect(table.footerView(forSection: 4)?.frame == CGRect(x: 0, y: 1198, width: 393, height: 20))
        _ = window
    }

    @Test("Grouped and inset grouped: headers and footers stay at their places")
    func groupedDoesNotFloat() {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let source = FloatingSections()
            let (window, table) = makeTable(source, style: style)
            #expect(table.footerView(forSection: 0) == nil, "footer 0 (250) is below the bounds")
            scroll(table, to: 100)
            #expect(table.headerView(forSection: 0)?.frame == frame(0, 30), "kept while its section is in sight")
            #expect(table.footerView(forSection: 0)?.frame == frame(250, 20))
            scroll(table, to: 230)
            #expect(table.headerView(forSection: 0)?.frame == frame(0, 30))
            #expect(table.headerView(forSection: 1)?.frame == frame(270, 30))
            _ = window
        }
    }

    @Test("rectForHeader/rectForFooter/rect(forSection:) stay the places in the content while the views float")
    func rectsAreUnfloated() {
        let source = FloatingSections()
        let (window, table) = makeTable(source)
        scroll(table, to: 100)
        #expect(table.headerView(forSection: 0)?.frame == frame(100, 30))
        #expect(table.rectForHeader(inSection: 0) == frame(0, 30))
        #expect(table.rectForFooter(inSection: 0) == frame(250, 20))
        #expect(table.rect(forSection: 0) == frame(0, 270))
        _ = window
    }

    @Test("A section whose header's place is above the bounds while its rows show gets its header view, pinned")
    func headerOfScrolledSectionExists() {
        let source = FloatingSections()
        // Shown first at 300: section 1's header place (270–300) is above the bounds (300–500).
        let (window, table) = makeTable(source, offset: 300)
        let header = table.headerView(forSection: 1)
        #expect(header != nil && header?.superview === table)
        #expect(header?.textLabel?.text == "Header 1")
        #expect(header?.frame == frame(300, 30))
        #expect(table.headerView(forSection: 0) == nil)
        // Scrolled on within the section: the same view, not a reused one.
        scroll(table, to: 420)
        #expect(table.headerView(forSection: 1) === header)
        #expect(header?.frame == frame(420, 30))
        _ = window
    }

    @Test("Header and footer views are in front of the cells, also after new rows come into sight")
    func headersInFrontOfCells() {
        let source = FloatingSections()
        let (window, table) = makeTable(source)
        func inFront() -> Bool {
            let subviews = table.subviews
            let cells = table.visibleCells.compactMap { cell in subviews.firstIndex { $0 === cell } }
            let supplementary = [table.headerView(forSection: 0), table.headerView(forSection: 1),
                                 table.footerView(forSection: 0), table.footerView(forSection: 1)]
                .compactMap { $0 }.compactMap { view in subviews.firstIndex { $0 === view } }
            return !cells.isEmpty && !supplementary.isEmpty && supplementary.min()! > cells.max()!
        }
        #expect(inFront())
        scroll(table, to: 100)
        // Row 4 (206–250) came into sight after the header and footer views were placed.
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0)) != nil)
        #expect(inFront())
        let subviews = table.subviews
        let header0 = subviews.firstIndex { $0 === table.headerView(forSection: 0) }!
        let footer0 = subviews.firstIndex { $0 === table.footerView(forSection: 0) }!
        let header1 = subviews.firstIndex { $0 === table.headerView(forSection: 1) }!
        #expect(header0 < footer0 && footer0 < header1, "in section order, a header before its footer")
        // The floating header (100–130) covers rows 1 and 2 (74–118, 118–162): a touch there hits the header.
        #expect(table.hitTest(CGPoint(x: 100, y: 110), with: nil)?.isDescendant(of: table.headerView(forSection: 0)!) == true)
        _ = window
    }

    @Test("A tap on a floating header selects nothing; a tap below it selects the row")
    func tapOnFloatingHeader() {
        let source = FloatingSections()
        let (window, table) = makeTable(source)
        scroll(table, to: 100)
        tap(at: CGPoint(x: 100, y: 15), in: window)
        spin()
        #expect(table.indexPathForSelectedRow == nil)
        tap(at: CGPoint(x: 100, y: 60), in: window)
        spin()
        // Window y 60 is content 160: row 2 of section 0 (118–162).
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        _ = window
    }

    @Test("Snapshot: a plain table mid-scroll, section 0's header pinned over its rows, section 1's below")
    func floatingHeaderSnapshot() {
        let source = FloatingSections()
        let (window, table) = makeTable(source, height: 240)
        scroll(table, to: 120)
        assertSnapshot(of: table, named: "plain-mid-scroll", scale: 2)
        _ = window
    }
}
