// The scroll view part of uikit-bench: a fling over 1,000 rows of labels, frame by frame under the
// virtual clock. Each frame is the whole of a frame's work: the deceleration step on the display link,
// the scroll (bounds change, scrollViewDidScroll), the turn's layout, and rendering the window with the
// layer renderer (damage tracking; a scroll damages the scroll view's whole area). Reported against the
// 8.33 ms budget of a 120 Hz display.
import CCairo
import Foundation
import UIKit
import UIKitTestingCore

@MainActor enum ScrollBench {
    final class Counter: NSObject, UIScrollViewDelegate {
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    static func run() {
        configureMainScreen(size: CGSize(width: 393, height: 852), scale: 3)
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        let rowHeight: CGFloat = 44, rows = 1_000
        for i in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: 393, height: rowHeight))
            row.backgroundColor = i % 2 == 0 ? .white : UIColor(white: 0.96, alpha: 1)
            let label = UILabel(frame: CGRect(x: 16, y: 11, width: 361, height: 22))
            label.text = "Row \(i): the quick brown fox jumps over the lazy dog"
            row.addSubview(label)
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: 393, height: CGFloat(rows) * rowHeight)
        let counter = Counter()
        scrollView.delegate = counter
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        spin()
        let frames = _FrameRenderer(size: UIScreen.main.bounds.size, scale: 3)
        var t0 = DispatchTime.now().uptimeNanoseconds
        frames.render([window.layer], background: .white)
        let coldMs = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6

        // A fling at 6 pt/ms (a fast flick): it travels about 3,000 points, over about 5 seconds.
        scrollView._trackingBegan()
        scrollView._dragBegan()
        scrollView._dragMoved(translation: CGPoint(x: 0, y: -20))
        scrollView._dragEnded(velocity: CGPoint(x: 0, y: -6000))
        var frameMs: [Double] = [], renderMs: [Double] = [], damaged: [Double] = [], repainted: [Double] = [], moves = 0
        let pixels = Double(frames.buffer.width * frames.buffer.height)
        while scrollView.isDecelerating && frameMs.count < 2_000 {
            t0 = DispatchTime.now().uptimeNanoseconds
            clock.advance(by: 1.0 / 120)
            let t1 = DispatchTime.now().uptimeNanoseconds
            let damage = frames.render([window.layer], background: .white)
            let t2 = DispatchTime.now().uptimeNanoseconds
            frameMs.append(Double(t2 - t0) / 1e6)
            renderMs.append(Double(t2 - t1) / 1e6)
            damaged.append(damage.reduce(0) { $0 + Double($1.width * $1.height) } / pixels)
            repainted.append(frames.lastRepainted.reduce(0) { $0 + Double($1.width * $1.height) } / pixels)
            if frames.lastShift != nil { moves += 1 }
        }
        let sorted = frameMs.sorted()
        let median = sorted[sorted.count / 2], p95 = sorted[sorted.count * 95 / 100], worst = sorted.last!
        let renderMedian = renderMs.sorted()[renderMs.count / 2]
        print("uikit-bench: UIScrollView fling over \(rows) rows of labels, 393x852 pt at scale 3, \(frameMs.count) frames at 120 Hz")
        print(String(format: "  frame (deceleration step + scroll + layout + render): median %.3f ms, p95 %.3f ms, worst %.3f ms, fastest %.3f ms",
                     median, p95, worst, sorted[0]))
        print(String(format: "  of which rendering: median %.3f ms; damage %.0f%% of the frame; %d scrollViewDidScroll calls; rested at y = %.1f",
                     renderMedian, damaged.sorted()[damaged.count / 2] * 100, counter.scrolls, scrollView.contentOffset.y))
        print(String(format: "  frames that moved pixels instead of repainting: %d of %d; repainted %.1f%% of the frame at the median",
                     moves, frameMs.count, repainted.sorted()[repainted.count / 2] * 100))
        print(String(format: "  one-off first frame (rasterizing the visible rows): %.1f ms", coldMs))
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
        print(String(format: "  120 Hz budget 8.33 ms: %@ at the median, %@ at p95 (load average %@ on %d cores while measuring)",
                     median < 8.33 ? "met" : "missed", p95 < 8.33 ? "met" : "missed", load,
                     ProcessInfo.processInfo.activeProcessorCount))
        // The same motion with the offsets set directly, once as computed and once rounded to pixels: how
        // much of the render is resampling rasters at fractional pixel positions.
        func replay(rounded: Bool) -> Double {
            var times: [Double] = []
            for k in 1...240 {
                var y = 20 + 3000 * (1 - pow(0.998, Double(k) * 1000 / 120))
                if rounded { y = (y * 3).rounded() / 3 }
                scrollView.contentOffset = CGPoint(x: 0, y: y)
                spin()
                let start = DispatchTime.now().uptimeNanoseconds
                frames.render([window.layer], background: .white)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            return times.sorted()[times.count / 2]
        }
        let fractional = replay(rounded: false), aligned = replay(rounded: true)
        print(String(format: "  rendering the same motion at fractional offsets: median %.3f ms; at pixel-aligned offsets: %.3f ms",
                     fractional, aligned))
        scrollView.removeFromSuperview()
        window.isHidden = true
    }
}
