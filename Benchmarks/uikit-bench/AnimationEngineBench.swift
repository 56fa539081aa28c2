// The animation engine part of uikit-bench: the cost per frame of ticking N concurrent animations,
// and how it grows with N.
//
// Each layer gets one long CABasicAnimation (so nothing finishes during the measurement); the virtual
// clock then advances frame by frame, which runs the animation engine's per-frame check on every
// running animation. A second measurement also builds every layer's presentation copy each frame, the
// work a renderer adds on top. Reported: microseconds per frame at 1,000 and 10,000 animations and the
// ratio between them (≈10 means linear growth). The best of several runs is reported, because on a
// shared machine the slower runs mostly measure other processes.
import Foundation
import QuartzCore
import UIKitTestingCore

@MainActor enum AnimationEngineBench {
    static func measure(animations count: Int, frames: Int, sampling: Bool) -> Double {
        let clock = VirtualClock.install(at: 1000)
        defer { clock.uninstall() }
        CATransaction.setDisableActions(true)
        var layers: [CALayer] = []
        layers.reserveCapacity(count)
        for i in 0..<count {
            let layer = CALayer()
            layer.position = CGPoint(x: i, y: 0)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: 0, y: 0)
            move.toValue = CGPoint(x: 100, y: 100)
            move.duration = 10_000
            move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(move, forKey: "move")
            layers.append(layer)
        }
        spin()                                   // commit: every animation starts
        precondition(_AnimationEngine.runningCount >= count)
        let frame = _FrameTicker.frameInterval
        var elapsedNanoseconds: UInt64 = 0
        for _ in 0..<frames {
            // Time the frame's work only, not the clock's own bookkeeping between frames.
            let start = DispatchTime.now().uptimeNanoseconds
            clock.advance(by: frame)
            if sampling {
                for layer in layers { _ = layer.presentation() }
            }
            elapsedNanoseconds += DispatchTime.now().uptimeNanoseconds - start
        }
        let elapsed = Double(elapsedNanoseconds) / 1e3
        for layer in layers { layer.removeAllAnimations() }
        spin()
        return elapsed / Double(frames)
    }

    /// The fastest of `runs` runs: on a shared machine, slower runs measure other processes' work.
    static func best(_ runs: Int, _ body: () -> Double) -> Double {
        (0..<runs).map { _ in body() }.min()!
    }

    /// Runs the measurements and prints the report.
    static func run() {
        if let n = ProcessInfo.processInfo.environment["UIKIT_BENCH_PROFILE"].flatMap(Int.init) {
            // Profiling aid (UIKIT_BENCH_PROFILE=n): µs per tick-only frame for n animations over 5,000 frames.
            // With UIKIT_BENCH_SAMPLING set, 100 frames that also build every presentation copy.
            let sampling = ProcessInfo.processInfo.environment["UIKIT_BENCH_SAMPLING"] != nil
            print(measure(animations: n, frames: sampling ? 100 : 5_000, sampling: sampling))
            return
        }
        _ = measure(animations: 1_000, frames: 20, sampling: false)   // warm up
        let frames = 3_000
        let tick1k = best(5) { measure(animations: 1_000, frames: frames, sampling: false) }
        let tick10k = best(5) { measure(animations: 10_000, frames: frames, sampling: false) }
        let sample1k = best(3) { measure(animations: 1_000, frames: 30, sampling: true) }
        let sample10k = best(3) { measure(animations: 10_000, frames: 30, sampling: true) }
        func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
        print("uikit-bench: animation engine, cost per frame (best of several runs)")
        print("  tick only:            1,000 animations: \(fmt(tick1k)) µs/frame   10,000: \(fmt(tick10k)) µs/frame   ratio \(String(format: "%.2f", tick10k / tick1k))×")
        print("  tick + presentation(): 1,000 animations: \(fmt(sample1k)) µs/frame   10,000: \(fmt(sample10k)) µs/frame   ratio \(String(format: "%.2f", sample10k / sample1k))×")
        print("  per animation: tick \(String(format: "%.1f", tick1k * 1000 / 1_000)) / \(String(format: "%.1f", tick10k * 1000 / 10_000)) ns,"
              + " tick + presentation \(fmt(sample1k / 1_000)) / \(fmt(sample10k / 10_000)) µs (1,000 / 10,000)")
        print("  (a ratio near 10× means the per-frame cost grows linearly with the number of animations; the tick")
        print("   also has a fixed per-frame cost of a few µs for the clock and the frame ticker, so its ratio is lower)")
    }
}
