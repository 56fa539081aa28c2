// uikit-bench: the cost per frame of ticking N concurrent animations, and how it grows with N.
//
// Each layer gets one long CABasicAnimation (so nothing finishes during the measurement); the virtual
// clock then advances frame by frame, which runs the animation engine's per-frame check on every
// running animation. A second measurement also builds every layer's presentation copy each frame, the
// work a renderer adds on top. Reported: microseconds per frame at 1,000 and 10,000 animations and the
// ratio between them (≈10 means linear growth).
import Foundation
import QuartzCore
import UIKitTesting

@MainActor
func measure(animations count: Int, frames: Int, sampling: Bool) -> Double {
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
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<frames {
        clock.advance(by: frame)
        if sampling {
            for layer in layers { _ = layer.presentation() }
        }
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
    for layer in layers { layer.removeAllAnimations() }
    spin()
    return elapsed / Double(frames)
}

@MainActor
func median(_ runs: Int, _ body: () -> Double) -> Double {
    let samples = (0..<runs).map { _ in body() }.sorted()
    return samples[samples.count / 2]
}

MainActor.assumeIsolated {
    _ = measure(animations: 1_000, frames: 20, sampling: false)   // warm up
    let frames = 120
    let tick1k = median(5) { measure(animations: 1_000, frames: frames, sampling: false) }
    let tick10k = median(5) { measure(animations: 10_000, frames: frames, sampling: false) }
    let sample1k = median(3) { measure(animations: 1_000, frames: frames / 4, sampling: true) }
    let sample10k = median(3) { measure(animations: 10_000, frames: frames / 4, sampling: true) }
    func fmt(_ v: Double) -> String { String(format: "%.1f", v) }
    print("uikit-bench: animation engine, cost per frame (median of runs, \(frames) frames each)")
    print("  tick only:            1,000 animations: \(fmt(tick1k)) µs/frame   10,000: \(fmt(tick10k)) µs/frame   ratio \(String(format: "%.2f", tick10k / tick1k))×")
    print("  tick + presentation(): 1,000 animations: \(fmt(sample1k)) µs/frame   10,000: \(fmt(sample10k)) µs/frame   ratio \(String(format: "%.2f", sample10k / sample1k))×")
    print("  (a ratio near 10× means the per-frame cost grows linearly with the number of animations)")
}
