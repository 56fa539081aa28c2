import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// These tests drive the drag entry points that the scroll view's pan recognizer calls (`_trackingBegan`,
// `_dragBegan`, `_dragMoved(translation:)`, `_dragEnded(velocity:)`), with the pan's units: the finger's
// total translation, and its velocity in points per second. Drags by real touches through
// `panGestureRecognizer` are in `ScrollViewPanTests`.
@MainActor @Suite("UIScrollView drags, deceleration, rubber band and paging (spec §20.2–§20.5)", .checksForLeaks)
struct ScrollViewDragTests {
    /// A finger that goes down, moves by `moves` in turn and lifts with `velocity` (points per second).
    func drag(_ s: UIScrollView, _ moves: [CGPoint], velocity: CGPoint) {
        s._trackingBegan()
        s._dragBegan()
        for move in moves { s._dragMoved(translation: move) }
        s._dragEnded(velocity: velocity)
    }

    @Test("W43: a fling sends exactly the §20.2 sequence, with isTracking/isDragging/isDecelerating as documented")
    func w43FlingOrder() {
        withVirtualClock { clock in
            let s = makeScrollView(contentSize: CGSize(width: 320, height: 100_000))
            let d = ScrollDelegateRecorder()
            s.delegate = d
            drag(s, [CGPoint(x: 0, y: -4), CGPoint(x: 0, y: -10)], velocity: CGPoint(x: 0, y: -1000))
            #expect(s.isDragging && s.isDecelerating && !s.isTracking)
            clock.advance(by: 6)
            let events = d.take()
            #expect(events.count == 7)
            #expect(Array(events.prefix(5)) == [
                "willBeginDragging(tracking: true, dragging: true)",
                "didScroll×2",
                "willEndDragging",
                "didEndDragging(true; tracking: false, decelerating: false)",
                "willBeginDecelerating(dragging: true, decelerating: true)",
            ])
            #expect(events[5].hasPrefix("didScroll×"))
            #expect(events[6] == "didEndDecelerating(dragging: false, decelerating: false)")
            #expect(!s.isDragging && !s.isDecelerating && s._frameLink == nil)
        }
    }

    @Test("W43: a drag released at rest sends willEndDragging with velocity zero and didEndDragging(false), no deceleration")
    func w43ReleaseAtRest() {
        withVirtualClock { clock in
            let s = makeScrollView()
            let d = ScrollDelegateRecorder()
            s.delegate = d
            drag(s, [CGPoint(x: 0, y: -30)], velocity: .zero)
            #expect(d.velocity == .zero && d.proposedTarget == CGPoint(x: 0, y: 30))
            clock.advance(by: 1)
            #expect(d.take() == ["willBeginDragging(tracking: true, dragging: true)", "didScroll×1", "willEndDragging",
                                 "didEndDragging(false; tracking: false, decelerating: false)"])
            #expect(s.contentOffset == CGPoint(x: 0, y: 30) && !s.isDragging && s._frameLink == nil)
        }
    }

    /// The fling of spec §20.3 from `start` at `v0` points per millisecond, frame by frame: every
    /// frame's offset is `x0 + v0 (r^t − 1) / ln r` (t in ms since the release), rounded to device
    /// pixels, until it is within half a pixel of the rest point `x0 − v0 / ln r`, where it stops exactly.
    func checkFling(rate: UIScrollView.DecelerationRate, v0: Double) {
        withVirtualClock { clock in
            let s = makeScrollView(contentSize: CGSize(width: 320, height: 100_000))
            s.decelerationRate = rate
            let d = ScrollDelegateRecorder()
            s.delegate = d
            let release = clock.now
            drag(s, [CGPoint(x: 0, y: -10)], velocity: CGPoint(x: 0, y: -v0 * 1000))
            let r = Double(rate.rawValue), x0 = 10.0
            let rest = x0 - v0 / log(r)
            #expect(d.velocity == CGPoint(x: 0, y: v0))
            #expect(abs(Double(d.proposedTarget!.y) - rest) < 1e-9)
            let halfPixel = 0.5 / Double(UIScreen.main.scale)
            let frameMs = 1000.0 / 120
            // The first frame within half a pixel of the rest point.
            let lastFrame = (1...100_000).first { k in v0 / -log(r) * pow(r, Double(k) * frameMs) < halfPixel }!
            d.take()
            // A frame that rounds to the pixel already shown does not scroll, so sends no didScroll.
            var shown = x0, moves = 0
            for k in 1...lastFrame {
                clock.advance(by: 1.0 / 120)
                let t = (clock.now - release) * 1000
                #expect(abs(t - Double(k) * frameMs) < 1e-6)
                // In motion the content shows at whole device pixels; it rests exactly on the rest point.
                let scale = Double(UIScreen.main.scale)
                let expected = k == lastFrame ? rest : ((x0 + v0 * (pow(r, t) - 1) / log(r)) * scale).rounded() / scale
                #expect(abs(Double(s.contentOffset.y) - expected) < 1e-6, "frame \(k)")
                if expected != shown { moves += 1; shown = expected }
                #expect(s.isDecelerating == (k < lastFrame))
            }
            #expect(moves > lastFrame / 3)
            #expect(d.take() == ["didScroll×\(moves)", "didEndDecelerating(dragging: false, decelerating: false)"])
            #expect(Double(s.contentOffset.y) == Double(CGFloat(rest)))
            clock.advance(by: 1)
            #expect(d.take() == [])
        }
    }

    @Test("a fling under the virtual clock matches the deceleration formula frame by frame (.normal)")
    func flingFrameByFrameNormal() { checkFling(rate: .normal, v0: 2) }

    @Test("a fling under the virtual clock matches the deceleration formula frame by frame (.fast)")
    func flingFrameByFrameFast() { checkFling(rate: .fast, v0: 2) }

    @Test("W44: release at 2 pt/ms from y = 0 rests near 998 (.normal) and 198 (.fast); the target is the rest point")
    func w44Projection() {
        for (rate, low, high) in [(UIScrollView.DecelerationRate.normal, 990.0, 1000.0), (.fast, 195.0, 200.0)] {
            withVirtualClock { clock in
                let s = makeScrollView(contentSize: CGSize(width: 320, height: 100_000))
                s.decelerationRate = rate
                let d = ScrollDelegateRecorder()
                s.delegate = d
                s._dragBegan()
                s._dragEnded(velocity: CGPoint(x: 0, y: -2000))
                let target = Double(d.proposedTarget!.y)
                #expect(target >= low && target <= high)
                clock.advance(by: 10)
                #expect(s.contentOffset == d.proposedTarget!)
            }
        }
    }

    @Test("W44: a target changed in willEndDragging is where the content comes to rest")
    func retargetedFling() {
        withVirtualClock { clock in
            let s = makeScrollView(contentSize: CGSize(width: 320, height: 100_000))
            let d = ScrollDelegateRecorder()
            d.retarget = CGPoint(x: 0, y: 300)
            s.delegate = d
            drag(s, [CGPoint(x: 0, y: -10)], velocity: CGPoint(x: 0, y: -2000))
            d.take()
            clock.advance(by: 6)
            #expect(s.contentOffset == CGPoint(x: 0, y: 300))
            #expect(d.scrolls == d.scrolls.sorted { $0.y < $1.y })
        }
    }

    @Test("W45: 100 pt past the top shows 100·0.55·480/(480 + 55) ≈ 49.35 pt; release springs back to the edge")
    func w45RubberBand() {
        withVirtualClock { clock in
            let s = makeScrollView(inset: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            s.contentOffset = CGPoint(x: 0, y: -20)
            let d = ScrollDelegateRecorder()
            s.delegate = d
            s._trackingBegan()
            s._dragBegan()
            s._dragMoved(translation: CGPoint(x: 0, y: 100))
            let overshoot = 100 * 0.55 * 480 / (480 + 55.0)
            #expect(abs(Double(s.contentOffset.y) - (-overshoot - 20)) < 1e-9)
            #expect(abs(overshoot - 49.35) < 0.01)
            // Back up by 40 points: the band follows the same curve.
            s._dragMoved(translation: CGPoint(x: 0, y: 60))
            #expect(abs(Double(s.contentOffset.y) - (-(60 * 0.55 * 480 / (480 + 33.0)) - 20)) < 1e-9)
            s._dragEnded(velocity: .zero)
            clock.advance(by: 2)
            #expect(s.contentOffset == CGPoint(x: 0, y: -20))
            let events = d.take()
            #expect(Array(events.prefix(4)) == ["willBeginDragging(tracking: true, dragging: true)", "didScroll×2", "willEndDragging",
                                                "didEndDragging(true; tracking: false, decelerating: false)"])
            #expect(events.last == "didEndDecelerating(dragging: false, decelerating: false)")
            #expect(d.proposedTarget == CGPoint(x: 0, y: -20))
        }
    }

    @Test("W45: with bounces false the offset stops at the edge and a release there does not decelerate")
    func w45NoBounce() {
        withVirtualClock { clock in
            let s = makeScrollView()
            s.bounces = false
            let d = ScrollDelegateRecorder()
            s.delegate = d
            drag(s, [CGPoint(x: 0, y: 100)], velocity: CGPoint(x: 0, y: 500))
            #expect(s.contentOffset == .zero)
            clock.advance(by: 1)
            #expect(d.take() == ["willBeginDragging(tracking: true, dragging: true)", "willEndDragging",
                                 "didEndDragging(false; tracking: false, decelerating: false)"])
        }
    }

    @Test("a fling towards the bottom edge overshoots it and bounces back to rest exactly on it")
    func flingBouncesOffTheEdge() {
        withVirtualClock { clock in
            let s = makeScrollView(contentSize: CGSize(width: 320, height: 2000))
            s.contentOffset = CGPoint(x: 0, y: 1400)
            let d = ScrollDelegateRecorder()
            s.delegate = d
            drag(s, [CGPoint(x: 0, y: -10)], velocity: CGPoint(x: 0, y: -2000))
            #expect(d.proposedTarget == CGPoint(x: 0, y: 1520))
            clock.advance(by: 5)
            #expect(s.contentOffset == CGPoint(x: 0, y: 1520))
            let highest = d.scrolls.map(\.y).max()!
            #expect(highest > 1530)                                  // past the edge, then back
            #expect(d.take().last == "didEndDecelerating(dragging: false, decelerating: false)")
        }
    }

    @Test("paging: a slow release snaps back to the page it started on; a flick goes one page, with the full delegate sequence")
    func pagingSnaps() {
        withVirtualClock { clock in
            let s = makeScrollView(contentSize: CGSize(width: 960, height: 480))
            s.isPagingEnabled = true
            let d = ScrollDelegateRecorder()
            s.delegate = d
            drag(s, [CGPoint(x: -100, y: 0)], velocity: .zero)
            #expect(d.proposedTarget == .zero)
            clock.advance(by: 2)
            #expect(s.contentOffset == .zero)
            d.take()

            drag(s, [CGPoint(x: -40, y: 0), CGPoint(x: -100, y: 0)], velocity: CGPoint(x: -500, y: 0))
            #expect(d.velocity == CGPoint(x: 0.5, y: 0))
            #expect(d.proposedTarget == CGPoint(x: 320, y: 0))
            clock.advance(by: 2)
            #expect(s.contentOffset == CGPoint(x: 320, y: 0))
            let events = d.take()
            #expect(events.count == 7)
            #expect(Array(events.prefix(5)) == [
                "willBeginDragging(tracking: true, dragging: true)", "didScroll×2", "willEndDragging",
                "didEndDragging(true; tracking: false, decelerating: false)",
                "willBeginDecelerating(dragging: true, decelerating: true)",
            ])
            #expect(events[5].hasPrefix("didScroll×"))
            #expect(events[6] == "didEndDecelerating(dragging: false, decelerating: false)")

            // However hard the flick, at most one page from where the drag started.
            drag(s, [CGPoint(x: -10, y: 0)], velocity: CGPoint(x: -20_000, y: 0))
            #expect(d.proposedTarget == CGPoint(x: 640, y: 0))
            clock.advance(by: 2)
            drag(s, [CGPoint(x: -10, y: 0)], velocity: CGPoint(x: -20_000, y: 0))
            #expect(d.proposedTarget == CGPoint(x: 640, y: 0))           // the last page
        }
    }

    @Test("directional lock keeps a mostly horizontal drag horizontal; without it both axes move")
    func directionalLock() {
        withVirtualClock { clock in
        let s = makeScrollView(contentSize: CGSize(width: 1000, height: 1000))
        s.isDirectionalLockEnabled = true
        s._dragBegan()
        s._dragMoved(translation: CGPoint(x: -30, y: -5))
        #expect(s.contentOffset == CGPoint(x: 30, y: 0))
        s._dragMoved(translation: CGPoint(x: -40, y: -25))
        #expect(s.contentOffset == CGPoint(x: 40, y: 0))
        s._dragEnded(velocity: .zero)
        s.isDirectionalLockEnabled = false
        s.contentOffset = .zero
        s._dragBegan()
        s._dragMoved(translation: CGPoint(x: -30, y: -5))
        #expect(s.contentOffset == CGPoint(x: 30, y: 5))
        s._dragEnded(velocity: .zero)
        clock.advance(by: 1)
        }
    }

    @Test("an axis whose content fits does not move unless alwaysBounce is set")
    func axisThatDoesNotScroll() {
        withVirtualClock { clock in
        let s = makeScrollView()                                 // 320 wide content in a 320 wide view
        s._dragBegan()
        s._dragMoved(translation: CGPoint(x: 50, y: 0))
        #expect(s.contentOffset == .zero)
        s._dragEnded(velocity: .zero)
        s.alwaysBounceHorizontal = true
        s._dragBegan()
        s._dragMoved(translation: CGPoint(x: 50, y: 0))
        #expect(abs(Double(s.contentOffset.x) + 50 * 0.55 * 320 / (320 + 27.5)) < 1e-9)
        s._dragEnded(velocity: .zero)
        clock.advance(by: 2)
        #expect(s.contentOffset == .zero)
        }
    }

    @Test("isScrollEnabled = false refuses the drag")
    func scrollDisabled() {
        let s = makeScrollView()
        let d = ScrollDelegateRecorder()
        s.delegate = d
        s.isScrollEnabled = false
        #expect(!s._dragBegan())
        s._dragMoved(translation: CGPoint(x: 0, y: -50))
        s._dragEnded(velocity: .zero)
        #expect(s.contentOffset == .zero && d.take() == [])
    }

    @Test("a finger that catches a deceleration stops it where it is, without didEndDecelerating")
    func catchingADeceleration() {
        withVirtualClock { clock in
            let s = makeScrollView(contentSize: CGSize(width: 320, height: 100_000))
            let d = ScrollDelegateRecorder()
            s.delegate = d
            drag(s, [CGPoint(x: 0, y: -10)], velocity: CGPoint(x: 0, y: -2000))
            clock.advance(by: 0.1)
            d.take()
            s._trackingBegan()
            let caught = s.contentOffset
            #expect(s.isTracking && !s.isDecelerating && !s.isDragging && s._frameLink == nil)
            clock.advance(by: 1)
            #expect(s.contentOffset == caught && d.take() == [])
            s._trackingEnded()
            #expect(!s.isTracking)
        }
    }

    @Test("a drag that catches a bouncing view continues from where it shows, without a jump")
    func catchingABounce() {
        withVirtualClock { clock in
            let s = makeScrollView()
            drag(s, [CGPoint(x: 0, y: 150)], velocity: .zero)
            clock.advance(by: 0.05)
            let shown = s.contentOffset.y
            #expect(shown < 0)
            s._trackingBegan()
            s._dragBegan()
            s._dragMoved(translation: CGPoint(x: 0, y: 0.0001))
            #expect(abs(s.contentOffset.y - shown) < 0.001)
            s._dragEnded(velocity: .zero)
            clock.advance(by: 2)
            #expect(s.contentOffset == .zero)
        }
    }
}
