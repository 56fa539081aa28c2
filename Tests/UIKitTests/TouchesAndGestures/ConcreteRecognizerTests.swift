import Testing
import UIKit
import UIKitTesting

/// A custom recognizer, as `UIGestureRecognizerSubclass` allows: recognizes a touch that goes down and
/// up without moving more than 5 pt ("a press"), and fails otherwise.
@MainActor final class PressRecognizer: UIGestureRecognizer {
    var start: CGPoint?
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: view)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let now = touches.first?.location(in: view) else { return }
        if hypot(now.x - start.x, now.y - start.y) > 5 { state = .failed }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .recognized }
    }
    override func reset() {
        super.reset()
        start = nil
        resets += 1
    }
}

@MainActor @Suite("Concrete gesture recognizers", .serialized, .checksForLeaks)
struct ConcreteRecognizerTests {
    let log = TouchLog()
    let window = makeTouchWindow(visible: false)

    func view() -> TouchLoggingView {
        // The suite's window starts hidden (see makeTouchWindow) and is shown once the test runs.
        window.isHidden = false
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.log = log
        window.addSubview(view)
        return view
    }

    func actions(_ prefix: String) -> [String] { log.entries.filter { $0.hasPrefix(prefix + ".") } }

    @Test("defaults and raw values are UIKit's")
    func defaults() {
        defer { window.isHidden = true }
        let gr = UIGestureRecognizer()
        #expect(gr.isEnabled && gr.cancelsTouchesInView && !gr.delaysTouchesBegan && gr.delaysTouchesEnded)
        #expect([UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTouchesRequired == 1
                && press.numberOfTapsRequired == 0)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect([UISwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        let edge = UIScreenEdgePanGestureRecognizer()
        #expect(edge.edges == [] && edge.delaysTouchesBegan && edge.maximumNumberOfTouches == 1)
        #expect(UIPinchGestureRecognizer().scale == 1 && UIRotationGestureRecognizer().rotation == 0)
        #expect([UITouch.Phase.began, .moved, .stationary, .ended, .cancelled].map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("tap: recognized at touch-up, the view's touch is cancelled; moving 50 pt fails it")
    func tap() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let tapper = target.attach(UITapGestureRecognizer(), "tap")
            v.addGestureRecognizer(tapper)
            UIKitTesting.tap(at: CGPoint(x: 40, y: 60), in: v)
            #expect(log.entries == ["v.began(1)", "v.cancelled", "tap.ended"])
            #expect(tapper.state == .possible)
            log.entries.removeAll()
            drag(v, from: CGPoint(x: 40, y: 60), to: CGPoint(x: 90, y: 60), duration: 0.05)
            #expect(actions("tap").isEmpty && log.entries.last == "v.ended")
        }
    }

    @Test("tap: the location is the first tap's centroid; two-finger taps need two fingers")
    func tapLocationAndTouches() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let twoFinger = target.attach(UITapGestureRecognizer(), "two")
            twoFinger.numberOfTouchesRequired = 2
            v.addGestureRecognizer(twoFinger)
            var location: CGPoint?
            target.onAction = { location = $0.location(in: v) }
            UIKitTesting.tap(at: CGPoint(x: 100, y: 100), in: v)
            #expect(actions("two").isEmpty)
            UIKitTesting.tap(at: CGPoint(x: 100, y: 100), in: v, touches: 2)
            #expect(actions("two") == ["two.ended"])
            #expect(location == CGPoint(x: 100, y: 100))
        }
    }

    @Test("swipe: a right flick recognizes during the move; a left flick fails a right swipe")
    func swipe() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let right = target.attach(UISwipeGestureRecognizer(), "right")
            v.addGestureRecognizer(right)
            UIKitTesting.swipe(v, direction: .right, distance: 200, duration: 0.15)
            #expect(actions("right") == ["right.ended"])
            let cancelled = try! #require(log.entries.firstIndex(of: "v.cancelled"))
            #expect(log.entries[cancelled + 1] == "right.ended")
            log.entries.removeAll()
            UIKitTesting.swipe(v, direction: .left, distance: 200, duration: 0.15)
            #expect(actions("right").isEmpty)
            // Too slow: 0.5 s pass before 50 pt.
            UIKitTesting.swipe(v, direction: .right, distance: 200, duration: 3)
            #expect(actions("right").isEmpty)
        }
    }

    @Test("pinch: scale follows the distance between the fingers; began, changed…, ended")
    func pinch() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pincher = target.attach(UIPinchGestureRecognizer(), "pinch")
            v.addGestureRecognizer(pincher)
            var lastScale: CGFloat = 0
            target.onAction = { _ in lastScale = pincher.scale }
            UIKitTesting.pinch(v, scale: 2, duration: 0.2)
            let states = actions("pinch")
            #expect(states.first == "pinch.began" && states.last == "pinch.ended")
            #expect(states.dropFirst().dropLast().allSatisfy { $0 == "pinch.changed" } && states.count > 3)
            #expect(abs(lastScale - 2) < 1e-9)
            #expect(pincher.scale == 1)
        }
    }

    @Test("rotation: two fingers turning a quarter turn report π/2")
    func rotation() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let rotator = target.attach(UIRotationGestureRecognizer(), "rot")
            v.addGestureRecognizer(rotator)
            var last: CGFloat = 0
            target.onAction = { _ in last = rotator.rotation }
            let c = CGPoint(x: 150, y: 150)
            let hand = SimulatedTouch.down(at: [CGPoint(x: c.x - 50, y: c.y), CGPoint(x: c.x + 50, y: c.y)], in: v)
            for step in 1...10 {
                clock.advance(by: 0.01)
                let angle = CGFloat(step) / 10 * .pi / 2
                SimulatedTouch.move(hand, to: [CGPoint(x: c.x - 50 * cos(angle), y: c.y - 50 * sin(angle)),
                                               CGPoint(x: c.x + 50 * cos(angle), y: c.y + 50 * sin(angle))], in: v)
            }
            SimulatedTouch.lift(hand)
            #expect(actions("rot").first == "rot.began" && actions("rot").last == "rot.ended")
            #expect(abs(last - .pi / 2) < 1e-9)
        }
    }

    @Test("screen-edge pan: begins from the configured edge only; the view's touch is withheld until it fails")
    func screenEdgePan() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let edge = target.attach(UIScreenEdgePanGestureRecognizer(), "edge")
            edge.edges = .left
            v.addGestureRecognizer(edge)
            edgeSwipe(from: .left, in: window, distance: 100, duration: 0.1)
            #expect(actions("edge").first == "edge.began" && actions("edge").last == "edge.ended")
            #expect(log.entries.filter { $0.hasPrefix("v.") }.isEmpty) // delaysTouchesBegan: never delivered
            log.entries.removeAll()
            drag(v, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
            #expect(actions("edge").isEmpty)
            #expect(log.entries.first == "v.began(1)" && log.entries.last == "v.ended")
        }
    }

    @Test("a custom subclass: recognized on touch-up, failed on movement, reset after each sequence")
    func customSubclass() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let press = target.attach(PressRecognizer(), "press")
            v.addGestureRecognizer(press)
            UIKitTesting.tap(v)
            #expect(actions("press") == ["press.ended"] && press.resets == 1 && press.state == .possible)
            drag(v, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), duration: 0.05)
            #expect(actions("press") == ["press.ended"] && press.resets == 2)
        }
    }

    @Test("the delegate is asked in iOS's order: receive event, receive touch, touchesBegan, should begin")
    func delegateOrder() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pan = target.attach(ObservedPan(), "pan")
            pan.log = log
            let delegate = LoggingGestureDelegate(log)
            pan.delegate = delegate
            v.addGestureRecognizer(pan)
            drag(v, from: CGPoint(x: 10, y: 10), to: CGPoint(x: 60, y: 10), duration: 0.05)
            let calls = log.entries.filter { !$0.hasPrefix("v.") && $0 != "pan.changed" }
            #expect(calls == ["d.shouldReceiveEvent", "d.shouldReceiveTouch", "pan.touchesBegan", "d.shouldBegin",
                              "pan.began", "pan.ended"])
            _ = delegate
        }
    }

    @Test("disabling a recognizer mid-gesture cancels it; location(ofTouch:) out of range raises NSRangeException")
    func disableAndRange() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pan = target.attach(UIPanGestureRecognizer(), "pan")
            v.addGestureRecognizer(pan)
            let finger = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: v)
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 40, y: 10), in: v)
            #expect(pan.numberOfTouches == 1 && pan.location(ofTouch: 0, in: v) == CGPoint(x: 40, y: 10))
            let exceptions = withCapturedExceptions { _ = pan.location(ofTouch: 1, in: v) }
            #expect(exceptions.map(\.name) == [.rangeException])
            #expect(exceptions.first?.reason == "-[UIPanGestureRecognizer locationOfTouch:inView:]: index (1) beyond bounds (1).")
            pan.isEnabled = false
            #expect(actions("pan") == ["pan.began", "pan.cancelled"])
            finger.lift()
            #expect(pan.state == .possible)
            pan.isEnabled = true
            v.removeGestureRecognizer(pan)
            #expect(pan.view == nil && v.gestureRecognizers == nil)
        }
    }
}
