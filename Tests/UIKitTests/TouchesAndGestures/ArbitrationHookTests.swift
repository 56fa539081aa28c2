import Testing
import UIKit
import UIKitTesting

/// A delegate that makes failure requirements with one named recognizer.
@MainActor final class FailureRequirementDelegate: NSObject, UIGestureRecognizerDelegate {
    var requireFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?
    /// `(asked, other)` for every call, as `"require"`/`"requiredBy"`.
    var asked: [String] = []
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("require")
        return otherGestureRecognizer === requireFailureOf
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("requiredBy")
        return otherGestureRecognizer === requiredToFailBy
    }
}

/// A tap whose failure requirements come from the subclass hooks.
@MainActor final class DependentTap: UITapGestureRecognizer {
    var requiresFailureOf: UIGestureRecognizer?
    var mustFailBefore: UIGestureRecognizer?
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === requiresFailureOf
    }
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === mustFailBefore
    }
}

/// A pan whose prevention hooks can be turned off; it records the recognizers it was asked about.
@MainActor final class PreventionPan: UIPanGestureRecognizer {
    var prevents = true
    var preventable = true
    var askedCanPrevent: [UIGestureRecognizer] = []
    var askedCanBePrevented: [UIGestureRecognizer] = []
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        askedCanPrevent.append(preventedGestureRecognizer)
        return prevents
    }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        askedCanBePrevented.append(preventingGestureRecognizer)
        return preventable
    }
}

/// A view that refuses (or allows) recognizers leaving `.possible`, and remembers who asked.
@MainActor final class RefusingView: UIView {
    var refuses = true
    var asked: [UIGestureRecognizer] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append(gestureRecognizer)
        return !refuses
    }
}

/// A view that keeps the event of its last touch method.
@MainActor final class EventKeepingView: UIView {
    var lastEvent: UIEvent?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { lastEvent = event }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { lastEvent = event }
}

@MainActor @Suite("Arbitration hooks, pan touch counts, UIEvent and UITouch details", .serialized, .checksForLeaks)
struct ArbitrationHookTests {
    let log = TouchLog()
    let window = makeTouchWindow(visible: false)

    func view() -> TouchLoggingView { addLoggingView(to: window, log: log) }

    func actions(_ name: String) -> [String] { log.entries.filter { $0.hasPrefix(name + ".") } }

    /// One tap on a view with `single` and a double tap: how long after the touch-up `single` fired
    /// (nil if it did not within a second), and whether the double tap fired.
    func singleDelay(_ single: UITapGestureRecognizer, _ double: UITapGestureRecognizer,
                     clock: VirtualClock) -> TimeInterval? {
        let target = GestureTarget(log), v = view()
        target.attach(single, "single")
        target.attach(double, "double")
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        var firedAt: CFTimeInterval?
        target.onAction = { recognizer in if recognizer === single { firedAt = clock.now } }
        let finger = SimulatedTouch.down(at: CGPoint(x: 50, y: 50), in: v)
        clock.advance(by: 0.05)
        finger.lift()
        let touchUp = clock.now
        clock.advance(by: 1)
        #expect(actions("double").isEmpty)
        return firedAt.map { $0 - touchUp }
    }

    @Test("W38 by the delegate: shouldRequireFailureOf makes the single tap wait 0.35 s for the double tap")
    func delegateShouldRequireFailureOf() throws {
        try withVirtualClock { clock in
            defer { window.isHidden = true }
            let unrelated = singleDelay(UITapGestureRecognizer(), UITapGestureRecognizer(), clock: clock)
            #expect(unrelated == 0)
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            let delegate = FailureRequirementDelegate()
            delegate.requireFailureOf = double
            single.delegate = delegate
            let delay = try #require(singleDelay(single, double, clock: clock))
            #expect(abs(delay - 0.35) < 1e-6)
            #expect(delegate.asked.contains("require") && !delegate.asked.contains("requiredBy"))
        }
    }

    @Test("W38 by the other delegate: shouldBeRequiredToFailBy on the double tap makes the single tap wait")
    func delegateShouldBeRequiredToFailBy() throws {
        try withVirtualClock { clock in
            defer { window.isHidden = true }
            let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
            let delegate = FailureRequirementDelegate()
            delegate.requiredToFailBy = single
            double.delegate = delegate
            let delay = try #require(singleDelay(single, double, clock: clock))
            #expect(abs(delay - 0.35) < 1e-6)
            // A delegate answering for a recognizer that is not involved changes nothing.
            let other = UITapGestureRecognizer(), double2 = UITapGestureRecognizer()
            let stray = FailureRequirementDelegate()
            stray.requiredToFailBy = UITapGestureRecognizer()
            double2.delegate = stray
            #expect(singleDelay(other, double2, clock: clock) == 0)
            #expect(stray.asked.contains("requiredBy"))
        }
    }

    @Test("W38 by subclassing: shouldRequireFailure(of:) and shouldBeRequiredToFail(by:) make the single tap wait")
    func subclassFailureRequirements() throws {
        try withVirtualClock { clock in
            defer { window.isHidden = true }
            let single = DependentTap(), double = UITapGestureRecognizer()
            single.requiresFailureOf = double
            let first = try #require(singleDelay(single, double, clock: clock))
            #expect(abs(first - 0.35) < 1e-6)
            let single2 = UITapGestureRecognizer(), double2 = DependentTap()
            double2.mustFailBefore = single2
            let second = try #require(singleDelay(single2, double2, clock: clock))
            #expect(abs(second - 0.35) < 1e-6)
        }
    }

    @Test("W40 with prevention hooks: canPrevent false or canBePrevented(by:) false lets two pans on nested views both begin")
    func preventionHooks() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log)
            let outer = view(), inner = TouchLoggingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
            outer.addSubview(inner)
            let outerPan = target.attach(PreventionPan(), "outer")
            let innerPan = target.attach(PreventionPan(), "inner")
            outer.addGestureRecognizer(outerPan)
            inner.addGestureRecognizer(innerPan)
            @MainActor func began() -> [String] { log.entries.filter { $0 == "inner.began" || $0 == "outer.began" } }
            drag(inner, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1)
            #expect(began() == ["inner.began"])
            #expect(innerPan.askedCanPrevent.first === outerPan && outerPan.askedCanBePrevented.first === innerPan)
            log.entries.removeAll()
            innerPan.prevents = false
            drag(inner, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1)
            #expect(began() == ["inner.began", "outer.began"])
            log.entries.removeAll()
            innerPan.prevents = true
            outerPan.preventable = false
            drag(inner, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1)
            #expect(began() == ["inner.began", "outer.began"])
            #expect(actions("inner").last == "inner.ended" && actions("outer").last == "outer.ended")
        }
    }

    @Test("pan minimumNumberOfTouches 2: one finger never pans; two fingers pan by their centroid")
    func panMinimumTouches() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pan = target.attach(UIPanGestureRecognizer(), "pan")
            pan.minimumNumberOfTouches = 2
            v.addGestureRecognizer(pan)
            drag(v, from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), duration: 0.1)
            #expect(actions("pan").isEmpty && log.entries.last == "v.ended")
            log.entries.removeAll()
            var translation: CGPoint?
            target.onAction = { _ in if pan.state == .began { translation = pan.translation(in: v) } }
            let hand = SimulatedTouch.down(at: [CGPoint(x: 50, y: 100), CGPoint(x: 50, y: 200)], in: v)
            for step in 1...10 {
                clock.advance(by: 0.01)
                let x = 50 + CGFloat(step) * 3
                SimulatedTouch.move(hand, to: [CGPoint(x: x, y: 100), CGPoint(x: x, y: 200)], in: v)
            }
            #expect(pan.numberOfTouches == 2 && pan.location(in: v) == CGPoint(x: 80, y: 150))
            SimulatedTouch.lift(hand)
            #expect(actions("pan").first == "pan.began" && actions("pan").last == "pan.ended")
            // Began at 12 pt (the 4th move): 2 pt past the hysteresis.
            #expect(translation == CGPoint(x: 2, y: 0))
        }
    }

    @Test("pan maximumNumberOfTouches 1: a second finger is ignored; UIEvent.touches(for: recognizer) leaves it out")
    func panMaximumTouches() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log)
            let v = EventKeepingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            v.isMultipleTouchEnabled = true
            window.isHidden = false
            window.addSubview(v)
            let pan = target.attach(UIPanGestureRecognizer(), "pan")
            pan.maximumNumberOfTouches = 1
            v.addGestureRecognizer(pan)
            let first = SimulatedTouch.down(at: CGPoint(x: 100, y: 100), in: v)
            clock.advance(by: 0.01)
            let second = SimulatedTouch.down(at: CGPoint(x: 200, y: 200), in: v)
            #expect(pan.numberOfTouches == 1)
            #expect(first.touch.gestureRecognizers?.contains(pan) == true)
            #expect(second.touch.gestureRecognizers?.contains(pan) != true)
            let event = v.lastEvent
            #expect(event?.touches(for: pan) == [first.touch])
            #expect(event?.touches(for: v) == [first.touch, second.touch])
            clock.advance(by: 0.01)
            second.move(to: CGPoint(x: 260, y: 200), in: v)
            #expect(pan.state == .possible)
            clock.advance(by: 0.01)
            first.move(to: CGPoint(x: 130, y: 100), in: v)
            #expect(pan.state == .began && pan.translation(in: v) == CGPoint(x: 20, y: 0))
            SimulatedTouch.lift([first, second])
            #expect(actions("pan") == ["pan.began", "pan.ended"])
        }
    }

    @Test("UIEvent.touches(for:) by view, window and recognizer; UITouch.timestamp follows the virtual clock")
    func eventTouchesAndTimestamps() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            window.isHidden = false
            let left = EventKeepingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let right = EventKeepingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            window.addSubview(left)
            window.addSubview(right)
            let tap = UITapGestureRecognizer()
            right.addGestureRecognizer(tap)
            let elsewhere = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let downTime = clock.now
            let a = SimulatedTouch.down(at: CGPoint(x: 50, y: 50), in: left)
            func at(_ offset: TimeInterval, _ time: TimeInterval?) -> Bool { abs((time ?? -1) - (downTime + offset)) < 1e-9 }
            #expect(at(0, a.touch.timestamp) && at(0, left.lastEvent?.timestamp))
            clock.advance(by: 0.25)
            let b = SimulatedTouch.down(at: CGPoint(x: 50, y: 50), in: right)
            let event = try! #require(right.lastEvent)
            #expect(event === left.lastEvent)
            #expect(event.allTouches == [a.touch, b.touch])
            #expect(event.touches(for: left) == [a.touch] && event.touches(for: right) == [b.touch])
            #expect(event.touches(for: window) == [a.touch, b.touch])
            #expect(event.touches(for: elsewhere)?.isEmpty ?? true)
            #expect(event.touches(for: tap) == [b.touch])
            // The stationary touch keeps the time of its last change; the new one has the event's time.
            #expect(at(0, a.touch.timestamp) && at(0.25, b.touch.timestamp) && at(0.25, event.timestamp))
            clock.advance(by: 0.125)
            a.move(to: CGPoint(x: 60, y: 50), in: left)
            #expect(at(0.375, a.touch.timestamp) && at(0.25, b.touch.timestamp))
            SimulatedTouch.lift([a, b])
        }
    }

    @Test("an overridden UIView.gestureRecognizerShouldBegin(_:) refusing fails a superview's pan; the view keeps its touch")
    func viewRefusesRecognizer() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), container = view()
            let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.addSubview(refusing)
            let pan = target.attach(UIPanGestureRecognizer(), "pan")
            container.addGestureRecognizer(pan)
            drag(refusing, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 90, y: 20), duration: 0.1)
            #expect(refusing.asked.count == 1 && refusing.asked.first === pan)
            #expect(actions("pan").isEmpty && pan.state == .possible)
            // Outside the refusing view the same pan recognizes; the refusing view is not asked.
            drag(container, from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), duration: 0.1)
            #expect(actions("pan").first == "pan.began" && refusing.asked.count == 1)
            refusing.refuses = false
            log.entries.removeAll()
            drag(refusing, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 90, y: 20), duration: 0.1)
            #expect(actions("pan").first == "pan.began" && refusing.asked.count == 2)
        }
    }

    @Test("delaysTouchesEnded: a double tap that fails releases the held touchesEnded 0.35 s later; off, it comes at once")
    func delayedEndedAfterFailure() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let double = target.attach(UITapGestureRecognizer(), "double")
            double.numberOfTapsRequired = 2
            v.addGestureRecognizer(double)
            UIKitTesting.tap(v)
            #expect(log.entries == ["v.began(1)"])
            clock.advance(by: 0.34)
            #expect(log.entries == ["v.began(1)"])
            clock.advance(by: 0.02)
            #expect(log.entries == ["v.began(1)", "v.ended"])
            log.entries.removeAll()
            double.delaysTouchesEnded = false
            UIKitTesting.tap(v)
            #expect(log.entries == ["v.began(1)", "v.ended"])
            clock.advance(by: 1)
            #expect(log.entries == ["v.began(1)", "v.ended"] && double.state == .possible)
        }
    }
}
