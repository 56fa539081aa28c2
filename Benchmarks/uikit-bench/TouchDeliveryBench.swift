import Foundation
import UIKit
import UIKitTestingCore

/// Hit-testing and delivering one touch (down and up, each a full event through
/// `UIApplication.sendEvent`, the recognizers and the view) in trees of 1,000 and 10,000 views:
/// flat, with the point in the backmost view (every sibling is tried: linear), and a tree of fan-out 10
/// with the point in one leaf (only one branch contains it: depth × fan-out). The ratio of the two tree
/// sizes shows the growth: about 10 for linear, about 1 for logarithmic.
@MainActor
enum TouchDeliveryBench {
    static let touches = 200

    /// Median microseconds per touch for a tap at `point` in `window`.
    static func perTouch(at point: CGPoint, in window: UIWindow) -> Double {
        var samples: [Double] = []
        for _ in 0..<touches {
            samples.append(ContainmentBench.time {
                let finger = SimulatedTouch.down(at: point, in: window)
                finger.lift()
            } * 1000)
        }
        return samples.sorted()[samples.count / 2]
    }

    static func flat(_ count: Int) -> (UIWindow, CGPoint) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.windowLevel = UIWindow.Level(rawValue: 9000)
        for index in 0..<count {
            // The backmost view covers the point; the others are beside it.
            let frame = index == 0 ? CGRect(x: 0, y: 0, width: 10, height: 10) : CGRect(x: 20, y: 20, width: 10, height: 10)
            window.addSubview(UIView(frame: frame))
        }
        window.subviews[0].addGestureRecognizer(UITapGestureRecognizer())
        return (window, CGPoint(x: 5, y: 5))
    }

    static func tree(levels: Int) -> (UIWindow, CGPoint, Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        window.windowLevel = UIWindow.Level(rawValue: 9000)
        var count = 0
        func fill(_ parent: UIView, size: CGFloat, level: Int) {
            guard level < levels else { return }
            let child = size / 10
            for index in 0..<10 {
                let view = UIView(frame: CGRect(x: CGFloat(index) * child, y: 0, width: child, height: size))
                parent.addSubview(view)
                count += 1
                fill(view, size: child, level: level + 1)
            }
        }
        fill(window, size: 10_000, level: 0)
        return (window, CGPoint(x: 1, y: 1), count)
    }

    static func run() {
        print("uikit-bench: hit-test and deliver one touch (down + up, median of \(touches))")
        var flatTimes: [Double] = [], treeTimes: [Double] = []
        for count in [1_000, 10_000] {
            let (window, point) = flat(count)
            window.isHidden = false
            flatTimes.append(perTouch(at: point, in: window))
            window.isHidden = true
        }
        for levels in [3, 4] {
            let (window, point, _) = tree(levels: levels)
            window.isHidden = false
            treeTimes.append(perTouch(at: point, in: window))
            window.isHidden = true
        }
        func us(_ value: Double) -> String { String(format: "%8.1f µs", value) }
        print("  flat, point in the backmost view:   1,000 views \(us(flatTimes[0]))   10,000 views \(us(flatTimes[1]))   ratio \(String(format: "%.1f", flatTimes[1] / flatTimes[0]))×")
        print("  fan-out 10, point in one leaf:      1,110 views \(us(treeTimes[0]))   11,110 views \(us(treeTimes[1]))   ratio \(String(format: "%.1f", treeTimes[1] / treeTimes[0]))×")
    }
}
