import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that logs the touch methods it gets.
final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if log.last != "moved" { log.append("moved") } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A button (a `UIControl`, so `touchesShouldCancel(in:)` is false for it) that logs its touch methods.
final class TouchLogButton: UIButton {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if log.last != "moved" { log.append("moved") } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A scroll view whose `touchesShouldBegin(_:with:in:)` refuses every content view.
final class RefusingScrollView: UIScrollView {
    var asked: [String] = []
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append("\(touches.count) in \(type(of: view))")
        return false
    }
}

// Scroll views driven by the touch driver: a window of 320 × 480, one move per 120 Hz frame. Fingers are
// placed in the window's coordinates: points in the scroll view's own would move with its content.
@MainActor @Suite("UIScrollView pan and pinch recognizers, content touches and nesting (spec §20.8)", .serialized, .checksForLeaks)
struct ScrollViewPanTests {
    /// A 320 × 480 scroll view (`makeScrollView`) filling a visible touch window.
    func scrollViewInWindow(_ s: UIScrollView = makeScrollView(contentSize: CGSize(width: 320, height: 100_000)))
        -> (UIWindow, UIScrollView) {
        let window = makeTouchWindow()
        window.addSubview(s)
        return (window, s)
    }

    @Test("fuzz bug: a touch that caught a bouncing scroll view and lifted without a drag left it resting past its edge")
    func caughtBounceSpringsBack() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow()
            drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.1)
            clock.advance(by: 0.05)
            #expect(s.contentOffset.y < -1, "pulled past the top edge and springing back")
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 240), in: window)
            clock.advance(by: 0.05)
            #expect(s.isTracking)
            let caught = s.contentOffset.y
            #expect(caught < -1, "the touch stops the spring where it is")
            finger.lift()
            #expect(s.isDecelerating, "released at rest past the edge: it springs back")
            clock.advance(by: 2)
            #expect(s.contentOffset == .zero)
            #expect(!s.isTracking && !s.isDragging && !s.isDecelerating)
            window.isHidden = true
        }
    }

    @Test("panGestureRecognizer belongs to the scroll view; pinchGestureRecognizer exists only while zooming is possible (W47)")
    func recognizers() {
        let s = makeScrollView()
        let pan = s.panGestureRecognizer
        #expect(pan === s.panGestureRecognizer && pan.view === s)
        #expect(s.gestureRecognizers?.contains { $0 === pan } == true)
        #expect(s.pinchGestureRecognizer == nil)
        s.maximumZoomScale = 3
        let pinch = s.pinchGestureRecognizer
        #expect(pinch != nil && pinch?.view === s && s.gestureRecognizers?.contains { $0 === pinch } == true)
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil && s.gestureRecognizers?.contains { $0 === pinch } == false)
        #expect(s.delaysContentTouches && s.canCancelContentTouches)
        #expect(s.touchesShouldCancel(in: UIView()) && !s.touchesShouldCancel(in: UIButton()))
        #expect(_ScrollTouchConstants.contentTouchDelay == 0.15 && _ScrollTouchConstants.scrollHysteresis == 10)
    }

    @Test("W43 by a real fling: 12 moves of 25 pt in 0.1 s, then exactly the §20.2 sequence at 3 pt/ms")
    func w43Fling() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow()
            defer { window.isHidden = true }
            let d = ScrollDelegateRecorder()
            s.delegate = d
            let finger = drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1, lift: false)
            #expect(s.isTracking && s.isDragging)
            // 300 pt less the 10 pt hysteresis: the first move (25 pt) begins the pan at 15 pt.
            #expect(d.scrolls.first == CGPoint(x: 0, y: 15) && s.contentOffset == CGPoint(x: 0, y: 290))
            finger.lift()
            #expect(abs(d.velocity!.y - 3) < 1e-6 && d.velocity!.x == 0)
            // The rest point: 290 + 3 pt/ms × −1/ln 0.998 ≈ 290 + 1498.5.
            let target = d.proposedTarget!
            #expect(abs(target.y - 1788.5) < 0.5)
            clock.advance(by: 6)
            let events = d.take()
            #expect(Array(events.prefix(5)) == [
                "willBeginDragging(tracking: true, dragging: true)", "didScroll×12", "willEndDragging",
                "didEndDragging(true; tracking: false, decelerating: false)",
                "willBeginDecelerating(dragging: true, decelerating: true)",
            ])
            #expect(events.count == 7 && events[5].hasPrefix("didScroll×"))
            #expect(events.last == "didEndDecelerating(dragging: false, decelerating: false)")
            #expect(s.contentOffset == target && !s.isDragging)
        }
    }

    @Test("W43 by a real drag released at rest, and a touch that lifts without dragging: tracking only")
    func w43ReleaseAtRestAndTracking() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow()
            defer { window.isHidden = true }
            let d = ScrollDelegateRecorder()
            s.delegate = d
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 300), in: window)
            #expect(s.isTracking && !s.isDragging)
            clock.advance(by: 0.2)
            finger.lift()
            #expect(!s.isTracking && d.take().isEmpty)

            // 60 pt up in one frame, then two frames without movement: the last two velocity samples are
            // zero, so the release is at rest.
            let slow = SimulatedTouch.down(at: CGPoint(x: 160, y: 300), in: window)
            clock.advance(by: 1.0 / 120)
            slow.move(to: CGPoint(x: 160, y: 240), in: window)
            clock.advance(by: 1.0 / 120)
            slow.move(to: CGPoint(x: 160, y: 240), in: window)
            clock.advance(by: 1.0 / 120)
            slow.move(to: CGPoint(x: 160, y: 240), in: window)
            slow.lift()
            #expect(d.velocity == .zero && d.proposedTarget == CGPoint(x: 0, y: 50))
            clock.advance(by: 1)
            #expect(d.take() == ["willBeginDragging(tracking: true, dragging: true)", "didScroll×1", "willEndDragging",
                                 "didEndDragging(false; tracking: false, decelerating: false)"])
            #expect(s.contentOffset == CGPoint(x: 0, y: 50) && !s.isDragging && !s.isTracking)
        }
    }

    @Test("W45 by a real drag: 110 pt down from the top shows 100·0.55·480/(480 + 55) ≈ 49.35 pt of overshoot; without bounces none")
    func w45RubberBand() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow(makeScrollView())
            defer { window.isHidden = true }
            let finger = drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 210), duration: 0.15, lift: false)
            let expected: CGFloat = -100 * 0.55 * 480 / (480 + 55)
            #expect(abs(s.contentOffset.y - expected) < 1e-6)
            finger.lift()
            clock.advance(by: 2)
            #expect(s.contentOffset == .zero && !s.isDragging)

            s.bounces = false
            drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 210), duration: 0.15, lift: false).lift()
            #expect(s.contentOffset == .zero)
            clock.advance(by: 1)
        }
    }

    @Test("the pan begins only along a scrollable axis, and not while isScrollEnabled is false")
    func scrollableAxes() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow(makeScrollView(contentSize: CGSize(width: 320, height: 480)))
            defer { window.isHidden = true }
            let d = ScrollDelegateRecorder()
            s.delegate = d
            var states: [UIGestureRecognizer.State] = []
            let watcher = StateWatcher { states.append($0.state) }
            s.panGestureRecognizer.addTarget(watcher, action: Selector("fire:", StateWatcher.fire(_:)))
            drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.1)
            #expect(d.take().isEmpty && states.isEmpty && s.contentOffset == .zero)

            s.alwaysBounceVertical = true
            drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.1)
            #expect(d.take().first == "willBeginDragging(tracking: true, dragging: true)" && states.first == .began)
            clock.advance(by: 2)
            #expect(s.contentOffset == .zero && d.take().last == "didEndDecelerating(dragging: false, decelerating: false)")

            // Horizontal movement does not begin a vertical-only pan.
            states.removeAll()
            drag(window, from: CGPoint(x: 300, y: 200), to: CGPoint(x: 20, y: 205), duration: 0.1)
            #expect(states.isEmpty && d.take().isEmpty)

            s.isScrollEnabled = false
            drag(window, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.1)
            #expect(states.isEmpty && d.take().isEmpty && s.contentOffset == .zero)
        }
    }

    @Test("paging by real drags: a slow drag short of half a page snaps back, past half goes on, a flick goes one page")
    func pagingByDrags() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow(makeScrollView(contentSize: CGSize(width: 960, height: 480)))
            defer { window.isHidden = true }
            s.isPagingEnabled = true
            let d = ScrollDelegateRecorder()
            s.delegate = d
            // 110 pt in 1.1 s: 100 pt/s (0.1 pt/ms, under the 0.2 flick speed), 100 pt of content.
            drag(window, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 190, y: 240), duration: 1.1)
            #expect(d.proposedTarget == .zero)
            clock.advance(by: 2)
            #expect(s.contentOffset == .zero)
            d.take()

            // 180 pt in 1.2 s: 150 pt/s, 170 pt of content: past half a page.
            drag(window, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 120, y: 240), duration: 1.2)
            #expect(d.proposedTarget == CGPoint(x: 320, y: 0))
            clock.advance(by: 2)
            #expect(s.contentOffset == CGPoint(x: 320, y: 0))
            let slow = d.take()
            #expect(slow.count == 7 && slow.last == "didEndDecelerating(dragging: false, decelerating: false)")

            // A flick of 60 pt in 0.05 s (1.2 pt/ms) goes one page on. The first 10 pt move only begins the
            // pan (translation zero), so five moves scroll.
            drag(window, from: CGPoint(x: 200, y: 240), to: CGPoint(x: 140, y: 240), duration: 0.05)
            #expect(abs(d.velocity!.x - 1.2) < 1e-6 && d.proposedTarget == CGPoint(x: 640, y: 0))
            clock.advance(by: 2)
            #expect(s.contentOffset == CGPoint(x: 640, y: 0))
            let events = d.take()
            #expect(Array(events.prefix(5)) == [
                "willBeginDragging(tracking: true, dragging: true)", "didScroll×5", "willEndDragging",
                "didEndDragging(true; tracking: false, decelerating: false)",
                "willBeginDecelerating(dragging: true, decelerating: true)",
            ])
            #expect(events.count == 7 && events[6] == "didEndDecelerating(dragging: false, decelerating: false)")
        }
    }

    @Test("delaysContentTouches: a tap on a button inside the scroll view reaches it at the lift; a quick drag never does")
    func delayedContentTouches() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow()
            defer { window.isHidden = true }
            let button = TouchLogButton(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            s.addSubview(button)

            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 100), in: window)
            clock.advance(by: 0.05)
            #expect(button.log.isEmpty)
            finger.lift()
            #expect(button.log == ["began", "ended"])
            button.log.removeAll()

            // Held past 0.15 s, the touch reaches the button.
            let held = SimulatedTouch.down(at: CGPoint(x: 160, y: 100), in: window)
            clock.advance(by: 0.14)
            #expect(button.log.isEmpty)
            clock.advance(by: 0.02)
            #expect(button.log == ["began"])
            held.lift()
            #expect(button.log == ["began", "ended"])
            button.log.removeAll()

            // A drag that starts within 0.15 s scrolls, and the button hears nothing.
            drag(window, from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 50), duration: 0.1)
            #expect(button.log.isEmpty && s.isDragging)
            clock.advance(by: 6)
        }
    }

    @Test("touchesShouldCancel: a held button keeps its touch (no scroll); held plain content is cancelled and the view scrolls")
    func cancellingContentTouches() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow()
            defer { window.isHidden = true }
            let button = TouchLogButton(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let plain = TouchLogView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
            s.addSubview(button)
            s.addSubview(plain)

            let onButton = SimulatedTouch.down(at: CGPoint(x: 160, y: 100), in: window)
            clock.advance(by: 0.2)
            for y in stride(from: 95, through: 20, by: -5) {
                clock.advance(by: 1.0 / 120)
                onButton.move(to: CGPoint(x: 160, y: CGFloat(y)), in: window)
            }
            onButton.lift()
            #expect(button.log == ["began", "moved", "ended"] && s.contentOffset == .zero && !s.isDragging)

            let onPlain = SimulatedTouch.down(at: CGPoint(x: 160, y: 300), in: window)
            clock.advance(by: 0.2)
            for y in stride(from: 295, through: 220, by: -5) {
                clock.advance(by: 1.0 / 120)
                onPlain.move(to: CGPoint(x: 160, y: CGFloat(y)), in: window)
            }
            // The pan began at 10 pt (the second move) and cancelled the plain view's touch.
            #expect(plain.log == ["began", "moved", "cancelled"] && s.contentOffset == CGPoint(x: 0, y: 70))
            onPlain.lift()
            #expect(plain.log == ["began", "moved", "cancelled"])
            clock.advance(by: 6)
            plain.log.removeAll()

            // canCancelContentTouches = false: content that got the touch keeps it.
            s.canCancelContentTouches = false
            s.setContentOffset(.zero, animated: false)
            let kept = SimulatedTouch.down(at: CGPoint(x: 160, y: 300), in: window)
            clock.advance(by: 0.2)
            for y in stride(from: 295, through: 220, by: -5) {
                clock.advance(by: 1.0 / 120)
                kept.move(to: CGPoint(x: 160, y: CGFloat(y)), in: window)
            }
            kept.lift()
            #expect(plain.log == ["began", "moved", "ended"] && s.contentOffset == .zero)
        }
    }

    @Test("delaysContentTouches = false delivers at once; touchesShouldBegin(_:with:in:) returning false keeps touches from the content")
    func noDelayAndTouchesShouldBegin() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow()
            defer { window.isHidden = true }
            s.delaysContentTouches = false
            let plain = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            s.addSubview(plain)
            let finger = SimulatedTouch.down(at: CGPoint(x: 160, y: 100), in: window)
            #expect(plain.log == ["began"])
            finger.lift()
            #expect(plain.log == ["began", "ended"])

            let refusing = RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            refusing.contentSize = CGSize(width: 320, height: 1000)
            let inner = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            refusing.addSubview(inner)
            window.addSubview(refusing)
            tap(at: CGPoint(x: 160, y: 100), in: refusing)
            clock.advance(by: 0.5)
            #expect(inner.log.isEmpty && refusing.asked == ["1 in TouchLogView"])
        }
    }

    @Test("nested: a horizontal pager of vertical scroll views; each pan wins on its own axis")
    func nestedPager() {
        withVirtualClock { clock in
            let (window, outer) = scrollViewInWindow(makeScrollView(contentSize: CGSize(width: 960, height: 480)))
            defer { window.isHidden = true }
            outer.isPagingEnabled = true
            let inner = makeScrollView(contentSize: CGSize(width: 320, height: 2000))
            outer.addSubview(inner)
            let outerLog = ScrollDelegateRecorder(), innerLog = ScrollDelegateRecorder()
            outer.delegate = outerLog
            inner.delegate = innerLog

            // Mostly horizontal: the inner pan fails at the hysteresis, the pager takes the drag.
            drag(window, from: CGPoint(x: 250, y: 240), to: CGPoint(x: 50, y: 250), duration: 0.1)
            clock.advance(by: 2)
            #expect(outer.contentOffset == CGPoint(x: 320, y: 0) && inner.contentOffset == .zero)
            #expect(innerLog.take().isEmpty && outerLog.take().last == "didEndDecelerating(dragging: false, decelerating: false)")

            // Back on page 0, a vertical drag scrolls the inner view only.
            outer.setContentOffset(.zero, animated: false)
            outerLog.take()
            let finger = drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 165, y: 200), duration: 0.2, lift: false)
            #expect(inner.contentOffset == CGPoint(x: 0, y: 190) && outer.contentOffset == .zero)
            finger.lift()
            clock.advance(by: 6)
            #expect(outerLog.take().isEmpty && innerLog.take().first == "willBeginDragging(tracking: true, dragging: true)")
        }
    }

    @Test("directional lock with a real drag: a mostly horizontal drag moves only x")
    func directionalLockByDrag() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow(makeScrollView(contentSize: CGSize(width: 2000, height: 2000)))
            defer { window.isHidden = true }
            s.isDirectionalLockEnabled = true
            drag(window, from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 230), duration: 0.2, lift: false).lift()
            #expect(s.contentOffset == CGPoint(x: 190, y: 0))
            clock.advance(by: 6)
            #expect(s.contentOffset.y == 0)
        }
    }

    @Test("W47 by a real pinch: the pinch zooms the delegate's view; without a zoom view it does nothing")
    func w47Pinch() {
        withVirtualClock { clock in
            let (window, s) = scrollViewInWindow(makeScrollView(contentSize: CGSize(width: 320, height: 480)))
            defer { window.isHidden = true }
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            s.addSubview(content)
            s.maximumZoomScale = 3
            let d = ScrollDelegateRecorder()
            s.delegate = d
            pinch(window, scale: 1.5)
            #expect(d.events.isEmpty && s.zoomScale == 1)

            d.zoomView = content
            pinch(window, scale: 2)
            clock.advance(by: 1)
            #expect(s.zoomScale > 1.5 && s.zoomScale <= 3)
            #expect(d.events.first == "willBeginZooming(true)" && d.events.last == "didEndZooming(\(s.zoomScale))")
        }
    }
}

/// A target that runs a closure on each action.
@MainActor final class StateWatcher: NSObject {
    let body: (UIGestureRecognizer) -> Void
    init(_ body: @escaping (UIGestureRecognizer) -> Void) { self.body = body }
    func fire(_ sender: UIGestureRecognizer) { body(sender) }
}
