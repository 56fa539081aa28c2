import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A header or footer view that counts its reuses.
@MainActor
final class CountingHeaderFooterView: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
}

/// Three sections of 3 rows; titles for headers and footers, and header views from the delegate when asked.
@MainActor
final class TitledSections: NSObject, UITableViewDataSource, UITableViewDelegate {
    var headerTitles: [String?] = ["Fruit", nil, "Trees"]
    var footerTitles: [String?] = [nil, "Two", nil]
    var dequeuedHeaders = false
    var asked: [String] = []
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        asked.append("header(\(section))"); return headerTitles[section]
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        asked.append("footer(\(section))"); return footerTitles[section]
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard dequeuedHeaders else { return nil }
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h")
        view?.textLabel?.text = "Custom \(section)"
        return view
    }
}

@MainActor @Suite("Table section titles and UITableViewHeaderFooterView", .serialized, .checksForLeaks)
struct TableHeaderFooterTests {
    func makeTable(_ source: TitledSections, height: CGFloat = 400) -> (UIWindow, UITableView) {
        let window = makeTouchWindow()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    @Test("Titles give automatic headers and footers their 28-pt height in a plain table; sections without one stay at 0")
    func titledHeights() {
        let source = TitledSections()
        let (window, table) = makeTable(source)
        // Section 0: header 28, rows 3 × 44 = 132; section 1: no header, rows, footer 28; section 2: header 28, rows.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 320, height: 0))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 292, width: 320, height: 28))
        #expect(table.rectForFooter(inSection: 0).height == 0)
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 320, width: 320, height: 28))
        let expectedHeight: CGFloat = 28 + 132 + 132 + 28 + 28 + 132
        #expect(table.contentSize.height == expectedHeight)
        // Every section's titles are asked on reload, headers and footers in section order.
        #expect(Array(source.asked.prefix(6)) == ["header(0)", "footer(0)", "header(1)", "footer(1)", "header(2)", "footer(2)"])
        // An explicit height wins over the title.
        table.sectionHeaderHeight = 40
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 0).height == 40 && table.rectForHeader(inSection: 1).height == 40)
        #expect(table.rectForFooter(inSection: 1).height == 28)
        _ = window
    }

    @Test("A title is shown in a UITableViewHeaderFooterView the table makes: headerView(forSection:)/footerView(forSection:), its textLabel, its frame")
    func titleViews() {
        let source = TitledSections()
        let (window, table) = makeTable(source)
        let header = table.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "Fruit")
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(header?.superview === table)
        #expect(table.headerView(forSection: 1) == nil && table.footerView(forSection: 0) == nil)
        #expect(table.footerView(forSection: 1)?.textLabel?.text == "Two")
        #expect(table.footerView(forSection: 1)?.frame == CGRect(x: 0, y: 292, width: 320, height: 28))
        // The label sits at the 16-pt leading margin, centred in the 28-pt header.
        header?.layoutIfNeeded()
        let label = header!.textLabel!
        #expect(label.frame.minX == 16 && label.frame.width == 288)
        #expect(abs(label.frame.midY - 14) <= 0.5)
        #expect(label.superview === header?.contentView && header?.contentView.frame == header?.bounds)
        // Section 2's header is at 320, inside the 400-pt bounds: shown.
        #expect(table.headerView(forSection: 2)?.textLabel?.text == "Trees")
        _ = window
    }

    @Test("register/dequeueReusableHeaderFooterView: a registered class is made with its identifier, unregistered gives nil; a header that scrolls away is queued and dequeued again after prepareForReuse")
    func registerAndDequeue() {
        let source = TitledSections()
        source.dequeuedHeaders = true
        let (window, table) = makeTable(source, height: 150)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nope") == nil)
        let first = table.headerView(forSection: 0)
        #expect(first is CountingHeaderFooterView && first?.reuseIdentifier == "h")
        #expect(first?.textLabel?.text == "Custom 0")
        // Scrolled so that only section 2 is in sight: section 0's header leaves and is queued, then
        // section 2's header dequeues it (sections leave before new ones are shown).
        table.contentOffset = CGPoint(x: 0, y: 330)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
        let reused = table.headerView(forSection: 2)
        #expect(reused === first)
        #expect((reused as? CountingHeaderFooterView)?.reuses == 1)
        #expect(reused?.textLabel?.text == "Custom 2")
        // Its place (320) is above the bounds' top (330): a plain table's header floats there.
        #expect(reused?.frame.minY == 330)
        #expect(table.rectForHeader(inSection: 2).minY == 320)
        _ = window
    }

    @Test("UITableViewHeaderFooterView: init(reuseIdentifier:), a content view that fills it, lazy labels, a background view behind")
    func headerFooterViewBasics() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "x")
        #expect(view.reuseIdentifier == "x" && view.contentView.superview === view)
        #expect(view._textLabel == nil)
        #expect(view.textLabel === view.textLabel && view.textLabel?.superview === view.contentView)
        let background = UIView()
        view.backgroundView = background
        #expect(view.subviews.first === background)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        view.layoutIfNeeded()
        #expect(background.frame == view.bounds && view.contentView.frame == view.bounds)
        #expect(UITableViewHeaderFooterView(frame: .zero).reuseIdentifier == nil)
    }
}
