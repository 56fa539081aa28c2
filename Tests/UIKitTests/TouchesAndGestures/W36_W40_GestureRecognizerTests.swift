import Testing
import UIKit
import UIKitTesting

/// A delegate that logs its calls and answers as configured.
@MainActor final class LoggingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    let log: TouchLog
    var name = "d"
    var receives = true
    var shouldBegin = true
    var simultaneous = false
    init(_ log: TouchLog) { self.log = log }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        log.add("\(name).shouldReceiveEvent")
        return true
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.add("\(name).shouldReceiveTouch")
        return receives
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.add("\(name).shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}

/// A pan that logs when its touchesBegan runs.
@MainActor final class ObservedPan: UIPanGestureRecognizer {
    var log: TouchLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("pan.touchesBegan")
        super.touchesBegan(touches, with: event)
    }
}

@MainActor @Suite("Gesture recognizers (W36–W40)", .serialized, .checksForLeaks)
struct GestureRecognizerSpecTests {
    let log = TouchLog()
    let window = makeTouchWindow(visible: false)

    func view(_ frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 300), in superview: UIView? = nil) -> TouchLoggingView {
        // The suite's window starts hidden (see makeTouchWindow) and is shown once the test runs.
        window.isHidden = false
        let view = TouchLoggingView(frame: frame)
        view.log = log
        (superview ?? window).addSubview(view)
        return view
    }

    @Test("W36: no began before 10 pt; at 12 pt began with translation.x == 2; velocity 0.2·2000 + 0.8·1000")
    func w36PanThresholds() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pan = target.attach(UIPanGestureRecognizer(), "pan")
            v.addGestureRecognizer(pan)
            var translations: [CGPoint] = []
            target.onAction = { _ in translations.append(pan.translation(in: v)) }
            let finger = SimulatedTouch.down(at: CGPoint(x: 100, y: 100), in: v)
            for x in 1...9 {
                clock.advance(by: 0.001)
                finger.move(to: CGPoint(x: 100 + CGFloat(x), y: 100), in: v)
            }
            #expect(pan.state == .possible && !log.entries.contains("pan.began"))
            clock.advance(by: 0.001)
            finger.move(to: CGPoint(x: 112, y: 100), in: v)
            #expect(log.entries.filter { $0.hasPrefix("pan.") } == ["pan.began"])
            #expect(translations == [CGPoint(x: 2, y: 0)])
            // Velocity: Δx 10 pt in 10 ms, then 20 pt in 10 ms.
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 122, y: 100), in: v)
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 142, y: 100), in: v)
            #expect(abs(pan.velocity(in: v).x - 1200) < 1e-6 && pan.velocity(in: v).y == 0)
            #expect(pan.translation(in: v) == CGPoint(x: 32, y: 0))
            pan.setTranslation(.zero, in: v)
            #expect(pan.translation(in: v) == .zero)
            finger.lift()
            #expect(log.entries.filter { $0.hasPrefix("pan.") } == ["pan.began", "pan.changed", "pan.changed", "pan.ended"])
            #expect(pan.state == .possible)
        }
    }

    @Test("W36: a pan that waited for a failure requirement begins with translation zero")
    func w36PanAfterWaiting() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pan = target.attach(UIPanGestureRecognizer(), "pan")
            let press = target.attach(UILongPressGestureRecognizer(), "press")
            press.allowableMovement = 50
            pan.require(toFail: press)
            v.addGestureRecognizer(pan)
            v.addGestureRecognizer(press)
            var began: CGPoint?
            target.onAction = { recognizer in
                if recognizer === pan && pan.state == .began { began = pan.translation(in: v) }
            }
            let finger = SimulatedTouch.down(at: CGPoint(x: 100, y: 100), in: v)
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 120, y: 100), in: v)
            #expect(pan.state == .possible)
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 160, y: 100), in: v) // the press fails: 60 pt > 50
            #expect(log.entries.filter { $0.hasPrefix("pan.") || $0.hasPrefix("press.") } == ["pan.began"])
            #expect(began == .zero)
            finger.lift()
        }
    }

    @Test("W37: held 0.49 s nothing; 0.5 s began; moving 11 pt before fails; after began moves change, lift ends")
    func w37LongPress() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let press = target.attach(UILongPressGestureRecognizer(), "press")
            v.addGestureRecognizer(press)
            let finger = SimulatedTouch.down(at: CGPoint(x: 100, y: 100), in: v)
            clock.advance(by: 0.49)
            #expect(!log.entries.contains("press.began"))
            clock.advance(by: 0.01)
            #expect(log.entries.filter { $0.hasPrefix("press.") } == ["press.began"])
            finger.move(to: CGPoint(x: 200, y: 100), in: v)
            finger.lift()
            #expect(log.entries.filter { $0.hasPrefix("press.") } == ["press.began", "press.changed", "press.ended"])
            log.entries.removeAll()
            let second = SimulatedTouch.down(at: CGPoint(x: 100, y: 100), in: v)
            clock.advance(by: 0.3)
            second.move(to: CGPoint(x: 111, y: 100), in: v)
            #expect(press.state == .failed)
            clock.advance(by: 0.5)
            second.lift()
            #expect(log.entries.filter { $0.hasPrefix("press.") }.isEmpty)
            #expect(press.state == .possible)
        }
    }

    @Test("W38: single requiring double to fail fires 0.35 s after the touch-up; a double tap fires only double")
    func w38TapVersusDoubleTap() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let single = target.attach(UITapGestureRecognizer(), "single")
            let double = target.attach(UITapGestureRecognizer(), "double")
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            v.addGestureRecognizer(single)
            v.addGestureRecognizer(double)
            var firedAt: [CFTimeInterval] = []
            target.onAction = { _ in firedAt.append(clock.now) }
            let finger = SimulatedTouch.down(at: CGPoint(x: 50, y: 50), in: v)
            clock.advance(by: 0.05)
            finger.lift()
            let touchUp = clock.now
            clock.advance(by: 0.34)
            #expect(log.entries.filter { $0.hasPrefix("single.") || $0.hasPrefix("double.") }.isEmpty)
            clock.advance(by: 0.02)
            #expect(log.entries.filter { $0.hasPrefix("single.") || $0.hasPrefix("double.") } == ["single.ended"])
            #expect(firedAt.count == 1 && abs(firedAt[0] - (touchUp + 0.35)) < 1e-6)
            log.entries.removeAll()
            clock.advance(by: 1)
            tap(v, taps: 2)
            clock.advance(by: 1)
            #expect(log.entries.filter { $0.hasPrefix("single.") || $0.hasPrefix("double.") } == ["double.ended"])
        }
    }

    @Test("W39: the view gets began, moved…, then cancelled once the pan begins; with cancelsTouchesInView false, ended")
    func w39CancelsTouchesInView() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pan = target.attach(UIPanGestureRecognizer(), "pan")
            v.addGestureRecognizer(pan)
            drag(v, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
            let first = log.entries
            #expect(first.first == "v.began(1)")
            let cancelled = try! #require(first.firstIndex(of: "v.cancelled"))
            #expect(first[cancelled + 1] == "pan.began")
            #expect(!first.contains("v.ended"))
            #expect(first.filter { $0 == "v.cancelled" }.count == 1)
            #expect(first.last == "pan.ended")
            log.entries.removeAll()
            pan.cancelsTouchesInView = false
            drag(v, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
            #expect(!log.entries.contains("v.cancelled"))
            #expect(log.entries.contains("v.ended") && log.entries.contains("pan.began"))
        }
    }

    @Test("W40: shouldReceive false keeps .possible and skips touchesBegan; shouldBegin false fails silently")
    func w40DelegateVeto() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pan = target.attach(ObservedPan(), "pan")
            pan.log = log
            let delegate = LoggingGestureDelegate(log)
            delegate.receives = false
            pan.delegate = delegate
            v.addGestureRecognizer(pan)
            let finger = SimulatedTouch.down(at: CGPoint(x: 100, y: 100), in: v)
            #expect(pan.state == .possible)
            finger.move(to: CGPoint(x: 150, y: 100), in: v)
            finger.lift()
            #expect(log.entries == ["d.shouldReceiveEvent", "d.shouldReceiveTouch", "v.began(1)", "v.moved", "v.ended"])
            log.entries.removeAll()
            delegate.receives = true
            delegate.shouldBegin = false
            drag(v, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.05)
            #expect(log.entries.filter { !$0.hasPrefix("v.") } == ["d.shouldReceiveEvent", "d.shouldReceiveTouch",
                                                                 "pan.touchesBegan", "d.shouldBegin"])
            #expect(log.entries.last == "v.ended")
        }
    }

    @Test("W40: two pans on nested views: only one recognizes; with simultaneity from either delegate, both")
    func w40Simultaneity() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log)
            let outer = view(), inner = view(CGRect(x: 50, y: 50, width: 200, height: 200), in: outer)
            let outerPan = target.attach(UIPanGestureRecognizer(), "outer")
            let innerPan = target.attach(UIPanGestureRecognizer(), "inner")
            outer.addGestureRecognizer(outerPan)
            inner.addGestureRecognizer(innerPan)
            drag(inner, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1)
            let began = log.entries.filter { $0.hasSuffix(".began") && !$0.hasPrefix("v.") }
            #expect(began == ["inner.began"])
            log.entries.removeAll()
            let delegate = LoggingGestureDelegate(log)
            delegate.simultaneous = true
            outerPan.delegate = delegate
            drag(inner, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1)
            #expect(log.entries.filter { $0.hasSuffix(".began") && !$0.hasPrefix("v.") } == ["inner.began", "outer.began"])
            #expect(log.entries.filter { $0.hasSuffix(".ended") && !$0.hasPrefix("v.") }.sorted() == ["inner.ended", "outer.ended"])
        }
    }
}
