import Testing
import UIKit
import UIKitTesting

/// An application that logs each touch event before passing it on, reading what hit-testing set.
@MainActor final class TouchLoggingApplication: UIApplication {
    var log: TouchLog?
    override func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] where touch.phase == .began {
            log?.add("app.sendEvent(view=\((touch.view as? TouchLoggingView)?.name ?? "nil"), grs=\(touch.gestureRecognizers?.count ?? 0))")
        }
        super.sendEvent(event)
    }
}

/// A window that logs each touch event, and can swallow them.
@MainActor final class TouchLoggingWindow: UIWindow {
    var log: TouchLog?
    var swallows = false
    override func sendEvent(_ event: UIEvent) {
        let phases = (event.allTouches ?? []).map { "\($0.phase.rawValue)" }.sorted().joined(separator: ",")
        log?.add("window.sendEvent(\(phases))")
        if !swallows { super.sendEvent(event) }
    }
}

/// A recognizer that logs its touch methods and never recognizes.
@MainActor final class ObservingRecognizer: UIGestureRecognizer {
    var log: TouchLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { log?.add("gr.began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("gr.ended")
        state = .failed
    }
}

@MainActor @Suite("Touches: delivery order through the application and the window", .serialized, .checksForLeaks)
struct DeliveryOrderTests {
    @Test("sendEvent overrides see touch.view and its recognizers; recognizers get touches before the view")
    func deliveryOrder() {
        let log = TouchLog()
        withSharedApplication(TouchLoggingApplication()) { app in
            (app as? TouchLoggingApplication)?.log = log
            let window = TouchLoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.windowLevel = UIWindow.Level(rawValue: 5000)
            window.isHidden = false
            defer { window.isHidden = true }
            window.log = log
            let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.log = log
            window.addSubview(view)
            let recognizer = ObservingRecognizer()
            recognizer.log = log
            recognizer.delaysTouchesEnded = false
            view.addGestureRecognizer(recognizer)
            let finger = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: view)
            finger.lift()
            #expect(log.entries == ["app.sendEvent(view=v, grs=1)", "window.sendEvent(0)", "gr.began", "v.began(1)",
                                    "window.sendEvent(3)", "gr.ended", "v.ended"])
            log.entries.removeAll()
            window.swallows = true
            tap(view)
            #expect(log.entries == ["app.sendEvent(view=v, grs=1)", "window.sendEvent(0)", "window.sendEvent(3)"])
        }
    }

    @Test("while the application ignores interaction events, touches are dropped")
    func ignoringDropsTouches() {
        let window = makeTouchWindow()
        defer { window.isHidden = true }
        let log = TouchLog()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.log = log
        window.addSubview(view)
        UIApplication.shared.beginIgnoringInteractionEvents()
        tap(view)
        UIApplication.shared.endIgnoringInteractionEvents()
        #expect(log.entries.isEmpty)
        tap(view)
        #expect(log.entries == ["v.began(1)", "v.ended"])
    }

    @Test("a touch knows its recognizers; a quick second tap in the same place has tapCount 2")
    func touchProperties() {
        withVirtualClock { clock in
            let window = makeTouchWindow()
            defer { window.isHidden = true }
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
            view.addGestureRecognizer(recognizer)
            let finger = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: view)
            #expect(finger.touch.gestureRecognizers?.count == 1 && finger.touch.gestureRecognizers?.first === recognizer)
            #expect(finger.touch.tapCount == 1 && finger.touch.type == .direct && finger.touch.force == 0)
            finger.lift()
            clock.advance(by: 0.1)
            let second = SimulatedTouch.down(at: CGPoint(x: 12, y: 10), in: view)
            #expect(second.touch.tapCount == 2)
            second.lift()
            clock.advance(by: 1)
            let third = SimulatedTouch.down(at: CGPoint(x: 12, y: 10), in: view)
            #expect(third.touch.tapCount == 1)
            third.lift()
        }
    }

    @Test("a tap timed on a removed virtual clock does not make the next clock's first tap a double tap")
    func tapCountDoesNotCarryAcrossClocks() {
        let window = makeTouchWindow()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        withVirtualClock { clock in
            clock.advance(by: 0.1)
            let finger = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: view)
            finger.lift()
        }
        // The next clock starts at the same virtual time as the last, so the tap above looks 0.1 s in its future.
        withVirtualClock { clock in
            let first = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: view)
            #expect(first.touch.tapCount == 1)
            first.lift()
            clock.advance(by: 0.1)
            let second = SimulatedTouch.down(at: CGPoint(x: 10, y: 10), in: view)
            #expect(second.touch.tapCount == 2)
            second.lift()
        }
    }
}
