// autolayout-bench: how Auto Layout scales with the number of constrained views. For n rows pinned in a
// visible 393×852 window (each row: leading, trailing, height, and a top edge either to the root, "flat",
// or to the previous row, "chain"), it measures the first layout (activation + commit) and then one
// constant change followed by one turn (the incremental path). Run with `make bench` (a release build);
// prints medians of 5 runs in milliseconds.
import Foundation
import UIKit
import UIKitTesting

@MainActor func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
@MainActor func median(_ xs: [Double]) -> Double { let s = xs.sorted(); return s[s.count / 2] }

@MainActor func run(rows n: Int, chain: Bool) -> (build: Double, change: Double) {
    let controller = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    spin()
    let root = controller.view!
    let start = now()
    var previous: UIView?
    var middle: NSLayoutConstraint?
    for i in 0..<n {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        let top = chain
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
    spin()
    let build = Double(now() - start) / 1e6
    var changes: [Double] = []
    for k in 0..<50 {
        let t = now()
        middle!.constant = CGFloat(k % 2)
        spin()
        changes.append(Double(now() - t) / 1e6)
    }
    window.isHidden = true
    return (build, median(changes))
}

print("rows  layout   first layout ms   constant change + turn ms")
for chain in [false, true] {
    for n in [100, 200, 400, 800] {
        var builds: [Double] = [], changes: [Double] = []
        for _ in 0..<5 {
            let (b, c) = run(rows: n, chain: chain)
            builds.append(b); changes.append(c)
        }
        let kind = chain ? "chain " : "flat  "
        print(String(format: "%4d  ", n) + kind + String(format: "  %15.2f   %25.3f", median(builds), median(changes)))
    }
}
