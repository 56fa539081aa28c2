// autolayout-bench: how Auto Layout scales with the number of constrained views, from 1k to 10k rows, in a
// visible 393×852 window. Four layouts:
//   independent  each row pinned to the root's leading, trailing and top edges (top = i), height 1;
//   chained      each row's top pinned to the previous row's bottom (the first to the safe area);
//   grid         cells in 10 columns: each cell's leading pinned to its left neighbour's trailing and its
//                top to the bottom of the cell above, width 30, height 10;
//   nested-stack a vertical UIStackView of horizontal stack views of 10 rows each (one row = one view
//                with a height constraint), pinned to the safe area.
// Each case measures the first layout (activation + one turn) and then one constant change followed by one
// turn (the incremental path, median of 21). Run with `make bench` (a release build); prints the best of 3
// first layouts in milliseconds and the 10k/1k ratio. `autolayout-bench 1000 2000` picks other sizes.
import Foundation
import UIKit
import UIKitTestingCore

@MainActor func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
@MainActor func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

enum Layout: String, CaseIterable { case independent, chained, grid, nestedStack = "nested-stack" }

/// Builds `n` rows of `layout` in `root`; returns the constraint whose constant the change step toggles.
@MainActor func build(_ layout: Layout, rows n: Int, in root: UIView) -> NSLayoutConstraint {
    var middle: NSLayoutConstraint?
    switch layout {
    case .independent, .chained:
        var previous: UIView?
        for i in 0..<n {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let top = layout == .chained
                ? row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.safeAreaLayoutGuide.topAnchor)
                : row.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i))
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                row.heightAnchor.constraint(equalToConstant: 1),
                top,
            ])
            if i == n / 2 { middle = top }
            previous = row
        }
    case .grid:
        let columns = 10
        var above: [UIView?] = Array(repeating: nil, count: columns)
        for i in 0..<n {
            let column = i % columns
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            let left = column == 0 ? root.leadingAnchor : above[column - 1]!.trailingAnchor
            let top = above[column].map { $0.bottomAnchor } ?? root.topAnchor
            let topConstraint = cell.topAnchor.constraint(equalTo: top, constant: 2)
            NSLayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: left, constant: 2),
                topConstraint,
                cell.widthAnchor.constraint(equalToConstant: 30),
                cell.heightAnchor.constraint(equalToConstant: 10),
            ])
            if i == n / 2 { middle = topConstraint }
            above[column] = cell
        }
    case .nestedStack:
        let outer = UIStackView()
        outer.axis = .vertical
        outer.spacing = 1
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            outer.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        for group in 0..<(n / 10) {
            let inner = UIStackView()
            inner.axis = .horizontal
            inner.distribution = .fillEqually
            inner.spacing = 2
            for i in 0..<10 {
                let row = UIView()
                inner.addArrangedSubview(row)
                let height = row.heightAnchor.constraint(equalToConstant: 1)
                height.isActive = true
                if group == n / 20 && i == 5 { middle = height }
            }
            outer.addArrangedSubview(inner)
        }
    }
    return middle!
}

/// The first layout: activation of every constraint plus one turn. Not inlined, so that a profiler can
/// collect it alone (`valgrind --tool=callgrind --toggle-collect='*firstLayout*'`).
@inline(never) @MainActor func firstLayout(_ layout: Layout, rows n: Int, in root: UIView) -> NSLayoutConstraint {
    let middle = build(layout, rows: n, in: root)
    spin()
    return middle
}

/// One constant change and the turn that lays it out (`--toggle-collect='*constantChange*'`).
@inline(never) @MainActor func constantChange(_ constraint: NSLayoutConstraint, by delta: CGFloat) {
    constraint.constant = constraint.constant + delta
    spin()
}

/// `AUTOLAYOUT_BENCH_RUNS` (default 3) runs per size and `AUTOLAYOUT_BENCH_CHANGES` (default 21) changes per
/// run; a profile needs only one of each.
let environment = ProcessInfo.processInfo.environment
let runCount = environment["AUTOLAYOUT_BENCH_RUNS"].flatMap { Int($0) } ?? 3
let changeCount = environment["AUTOLAYOUT_BENCH_CHANGES"].flatMap { Int($0) } ?? 21

@MainActor func run(_ layout: Layout, rows n: Int) -> (build: Double, change: Double) {
    let controller = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    spin()
    let root = controller.view!
    let start = now()
    let middle = firstLayout(layout, rows: n, in: root)
    let first = Double(now() - start) / 1e6
    var changes: [Double] = []
    for k in 0..<changeCount {
        let t = now()
        constantChange(middle, by: k % 2 == 0 ? 1 : -1)
        changes.append(Double(now() - t) / 1e6)
    }
    window.isHidden = true
    return (first, changes.isEmpty ? 0 : median(changes))
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let sizes = arguments.count == 2 ? arguments : [1_000, 10_000]
print("layout        rows   first layout ms   constant change + turn ms")
var table: [(Layout, [(Double, Double)])] = []
let only = environment["AUTOLAYOUT_BENCH_LAYOUT"]
for layout in Layout.allCases where only == nil || only == layout.rawValue {
    var results: [(Double, Double)] = []
    for n in sizes {
        var builds: [Double] = [], changes: [Double] = []
        for _ in 0..<runCount {
            let (b, c) = run(layout, rows: n)
            builds.append(b); changes.append(c)
        }
        let result = (builds.min()!, median(changes))
        results.append(result)
        print(layout.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
              + String(format: " %6d   %15.2f   %25.3f", n, result.0, result.1))
    }
    table.append((layout, results))
}
print("")
print("ratio \(sizes[1])/\(sizes[0])   first layout   constant change")
for (layout, results) in table where results.count == 2 {
    print(layout.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
          + String(format: "   %10.2f×   %13.2f×", results[1].0 / results[0].0, results[1].1 / results[0].1))
}
