import Foundation
import UIKit

/// The cost of key-value observation in a setter: 1M `frame` sets on a view that nothing observes,
/// once with no observation anywhere and once with an observation on another view. The ratio should be
/// about 1 (the unobserved setter pays one nil check); sets on the observed view itself are shown too.
@MainActor
enum KeyValueObservingBench {
    static let sets = 1_000_000

    /// Best of three runs of `sets` frame sets on `view`, in milliseconds.
    static func frameSets(on view: UIView) -> Double {
        (0..<3).map { _ in
            ContainmentBench.time {
                for i in 0..<sets { view.frame = CGRect(x: CGFloat(i & 255), y: 0, width: 100, height: 100) }
            }
        }.min()!
    }

    static func run() {
        print("uikit-bench: key-value observation, \(sets / 1_000_000)M frame sets (best of 3)")
        let view = UIView(frame: .zero), other = UIView(frame: .zero)
        let without = frameSets(on: view)
        var changes = 0
        let observation = other.observe(\.frame) { _, _ in changes += 1 }
        let with = frameSets(on: view)
        let observed = frameSets(on: other)
        observation.invalidate()
        func ms(_ value: Double) -> String { String(format: "%7.1f", value) }
        print("  no observer anywhere: \(ms(without)) ms   one observer on another view: \(ms(with)) ms   ratio \(String(format: "%.2f", with / without))×")
        print("  sets on the observed view itself: \(ms(observed)) ms (\(changes) changes reported)")
    }
}
