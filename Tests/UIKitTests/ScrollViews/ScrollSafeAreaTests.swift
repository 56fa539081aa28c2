import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that logs its safe-area reports and counts its layouts.
@MainActor
final class SafeAreaCountingView: UIView {
    var changes: [UIEdgeInsets] = []
    var layouts = 0
    override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
    override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
}

/// A scroll view that logs its own safe-area reports.
@MainActor
final class SafeAreaCountingScrollView: UIScrollView {
    var changes: [UIEdgeInsets] = []
    override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
}

/// Subviews of a scroll view hear of their safe area as the content scrolls them into and out of the
/// window's unsafe bands (59 pt at the top, 34 at the bottom), and only then.
@MainActor @Suite("UIScrollView content safe area while scrolling", .checksForLeaks)
struct ScrollSafeAreaTests {
    /// A window with a scroll view at `frame` holding `count` rows 44 pt high, each with a label
    /// (16, 11, 361, 22); shown and laid out, offset zero.
    func makeRows(frame: CGRect = UIScreen.main.bounds, count: Int = 30)
        -> (UIWindow, SafeAreaCountingScrollView, [SafeAreaCountingView], [SafeAreaCountingView]) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let scrollView = SafeAreaCountingScrollView(frame: frame)
        scrollView.contentInsetAdjustmentBehavior = .never
        var rows: [SafeAreaCountingView] = [], labels: [SafeAreaCountingView] = []
        for i in 0..<count {
            let row = SafeAreaCountingView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 393, height: 44))
            let label = SafeAreaCountingView(frame: CGRect(x: 16, y: 11, width: 361, height: 22))
            row.addSubview(label)
            scrollView.addSubview(row)
            rows.append(row)
            labels.append(label)
        }
        scrollView.contentSize = CGSize(width: 393, height: CGFloat(count) * 44)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        spin()
        return (window, scrollView, rows, labels)
    }

    func top(_ t: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: t, left: 0, bottom: 0, right: 0) }
    func bottom(_ b: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: b, right: 0) }

    @Test("a scroll reports to exactly the rows whose reach into a band changed, and to their subviews")
    func scrollReportsTheRowsThatMoveInABand() {
        let (window, scrollView, rows, labels) = makeRows()
        // At offset 0: row 0 (0–44) is deep in the top band, row 1 (44–88) 15 pt in; row 18 (792–836)
        // reaches 18 pt into the bottom band (from 818), row 19 and below the whole band.
        #expect(rows[0].changes == [top(59)])
        #expect(rows[1].changes == [top(15)])
        #expect(rows[2].changes == [])
        #expect(rows[18].changes == [bottom(18)])
        #expect(rows[19].changes == [bottom(34)])
        #expect(labels[1].changes == [top(4)])
        let layouts = rows.map(\.layouts), labelLayouts = labels.map(\.layouts)
        let scrollChanges = scrollView.changes
        for row in rows + labels { row.changes = [] }

        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        spin()
        // Row 1 is now 25 pt in (its label 14), row 18 8 pt (the band starts at 828); rows 0 and 19 stay
        // at the full band, the rest outside both bands.
        #expect(rows[1].changes == [top(25)])
        #expect(labels[1].changes == [top(14)])
        #expect(rows[18].changes == [bottom(8)])
        #expect(labels[18].changes == [.zero])                 // its label (803–825) leaves the band (828)
        for (i, row) in rows.enumerated() where i != 1 && i != 18 {
            #expect(row.changes == [], "row \(i)")
            #expect(row.layouts == layouts[i], "row \(i) laid out")
        }
        for (i, label) in labels.enumerated() where i != 1 && i != 18 {
            #expect(label.changes == [], "label \(i)")
            #expect(label.layouts == labelLayouts[i], "label \(i) laid out")
        }
        #expect(scrollView.changes == scrollChanges)           // its own insets did not move
        #expect(rows[1].safeAreaInsets == top(25) && rows[18].safeAreaInsets == bottom(8))
        window.isHidden = true
    }

    @Test("scrolling by thirds of a point tells the scroll view nothing and lays out no row outside the bands")
    func fractionalOffsetsAreNotSafeAreaChanges() {
        let (window, scrollView, rows, _) = makeRows()
        let own = scrollView.changes
        #expect(own == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        for row in rows { row.changes = [] }
        let layouts = rows.map(\.layouts)
        // 178/3 pt: its box, taken from bounds with this origin, carries rounding noise.
        scrollView.contentOffset = CGPoint(x: 0, y: 178.0 / 3)
        spin()
        #expect(scrollView.changes == own)
        // Rows 1–2 are in the top band (1 moves from 15 to the full 59, 2 from 0 to 30 1/3); rows 19–20
        // in the bottom one (19 from 34 to 34; 20 unchanged at 34). Rows 3…17 and 21… lay out no more.
        #expect(rows[1].changes == [top(59)])
        #expect(rows[2].changes.count == 1 && abs(rows[2].changes[0].top - 59 - 178.0 / 3 + 88) < 1e-9)
        for i in [5, 10, 15, 25, 29] {
            #expect(rows[i].layouts == layouts[i], "row \(i)")
            #expect(rows[i].changes == [], "row \(i)")
        }
        window.isHidden = true
    }

    @Test("a scroll view wholly inside the safe region lays out no row and reports nothing as it scrolls")
    func noSafeAreaNoWalk() {
        let (window, scrollView, rows, labels) = makeRows(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        #expect(scrollView.safeAreaInsets == .zero)
        let layouts = rows.map(\.layouts)
        for y in [10.0, 178.0 / 3, 300, 0] as [CGFloat] {
            scrollView.contentOffset = CGPoint(x: 0, y: y)
            spin()
        }
        #expect(rows.map(\.layouts) == layouts)
        #expect((rows + labels).allSatisfy { $0.changes.isEmpty })
        #expect(scrollView.changes.isEmpty)
        window.isHidden = true
    }

    @Test("a row moved by a scroll while outside any band, then into one, reports once it arrives")
    func scrollIntoBandLater() {
        let (window, scrollView, rows, _) = makeRows()
        rows[5].changes = []
        scrollView.contentOffset = CGPoint(x: 0, y: 100)   // row 5 (220–264) still below the band (159)
        spin()
        #expect(rows[5].changes == [])
        scrollView.contentOffset = CGPoint(x: 0, y: 200)   // band ends at 259: 39 pt in
        spin()
        #expect(rows[5].changes == [top(39)])
        scrollView.contentOffset = CGPoint(x: 0, y: 0)     // back out
        spin()
        #expect(rows[5].changes == [top(39), .zero])
        window.isHidden = true
    }
}
