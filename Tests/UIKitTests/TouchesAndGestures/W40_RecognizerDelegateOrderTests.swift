import Testing
import UIKit
import UIKitTesting

/// The concrete recognizers the delegate-order test runs over (the pan has its own, `delegateOrder`).
enum ConcreteRecognizerKind: String, CaseIterable, Sendable {
    case tap, swipe, longPress, pinch, rotation, screenEdgePan
}

@MainActor @Suite("W40: the delegate's calls in iOS's order, and failures, per recognizer", .serialized, .checksForLeaks)
struct RecognizerDelegateOrderTests {
    let log = TouchLog()
    let window = makeTouchWindow(visible: false)

    func view() -> TouchLoggingView { addLoggingView(to: window, log: log) }

    /// The log without the view's touches and without `.changed` actions.
    var calls: [String] { log.entries.filter { !$0.hasPrefix("v.") && !$0.hasSuffix(".changed") } }

    func actions(_ name: String) -> [String] { log.entries.filter { $0.hasPrefix(name + ".") && !$0.hasSuffix(".touchesBegan") } }

    /// Makes the recognizer of `kind`, attached to `v` with a logging delegate and target, and returns it
    /// with the gesture that recognizes it.
    func setUp(_ kind: ConcreteRecognizerKind, on v: UIView, target: GestureTarget,
               delegate: LoggingGestureDelegate) -> (any ProbedRecognizer, (VirtualClock) -> Void) {
        let recognizer: any ProbedRecognizer
        let gesture: (VirtualClock) -> Void
        let center = CGPoint(x: 150, y: 150)
        switch kind {
        case .tap:
            recognizer = ProbedTap()
            gesture = { _ in UIKitTesting.tap(v) }
        case .swipe:
            recognizer = ProbedSwipe()
            gesture = { _ in UIKitTesting.swipe(v, direction: .right) }
        case .longPress:
            recognizer = ProbedLongPress()
            gesture = { _ in UIKitTesting.longPress(v, duration: 0.6) }
        case .pinch, .rotation:
            recognizer = kind == .pinch ? ProbedPinch() : ProbedRotation()
            // The fingers land in two events, so each event has one new touch.
            gesture = { clock in
                let start = twoFingers(about: center)
                let first = SimulatedTouch.down(at: start[0], in: v)
                clock.advance(by: 0.01)
                let second = SimulatedTouch.down(at: start[1], in: v)
                for step in 1...10 {
                    clock.advance(by: 0.01)
                    let progress = CGFloat(step) / 10
                    let points = kind == .pinch ? twoFingers(about: center, halfSpan: 50 + 50 * progress)
                                                : twoFingers(about: center, angle: progress * .pi / 2)
                    SimulatedTouch.move([first, second], to: points, in: v)
                }
                SimulatedTouch.lift([first, second])
            }
        case .screenEdgePan:
            let edge = ProbedEdgePan()
            edge.edges = .left
            recognizer = edge
            gesture = { _ in edgeSwipe(from: .left, in: window, distance: 100, duration: 0.1) }
        }
        recognizer.probe.log = log
        recognizer.probe.name = "gr"
        target.attach(recognizer, "gr")
        recognizer.delegate = delegate
        v.addGestureRecognizer(recognizer)
        return (recognizer, gesture)
    }

    @Test("W40: shouldReceive event → shouldReceive touch → touchesBegan → shouldBegin → actions", arguments: ConcreteRecognizerKind.allCases)
    func delegateOrder(_ kind: ConcreteRecognizerKind) {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view(), delegate = LoggingGestureDelegate(log)
            let (recognizer, gesture) = setUp(kind, on: v, target: target, delegate: delegate)
            gesture(clock)
            let receive = ["d.shouldReceiveEvent", "d.shouldReceiveTouch", "gr.touchesBegan"]
            let expected: [String] = switch kind {
            case .tap, .swipe: receive + ["d.shouldBegin", "gr.ended"]
            case .longPress, .screenEdgePan: receive + ["d.shouldBegin", "gr.began", "gr.ended"]
            case .pinch, .rotation: receive + receive + ["d.shouldBegin", "gr.began", "gr.ended"]
            }
            #expect(calls == expected)
            if kind == .pinch || kind == .rotation || kind == .screenEdgePan { #expect(log.entries.contains("gr.changed")) }
            #expect(recognizer.state == .possible)
            _ = delegate
        }
    }

    @Test("W40: a refused shouldBegin fails each recognizer: the delegate is asked once, no action, the view keeps its touch",
          arguments: ConcreteRecognizerKind.allCases)
    func refusedBegin(_ kind: ConcreteRecognizerKind) {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view(), delegate = LoggingGestureDelegate(log)
            delegate.shouldBegin = false
            let (recognizer, gesture) = setUp(kind, on: v, target: target, delegate: delegate)
            gesture(clock)
            #expect(log.entries.filter { $0 == "d.shouldBegin" }.count == 1)
            #expect(actions("gr").isEmpty)
            #expect(!log.entries.contains("v.cancelled"))
            // The screen-edge pan withholds touchesBegan until it fails, then the view gets the whole touch.
            #expect(log.entries.filter { $0.hasPrefix("v.") }.first == "v.began(1)")
            #expect(log.entries.last?.hasPrefix("v.ended") == true)
            #expect(recognizer.state == .possible)
            _ = delegate
        }
    }

    @Test("pinch: fingers that move less than the hysteresis fail it when one lifts; no action")
    func pinchFails() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pinch = target.attach(ProbedPinch(), "pinch")
            v.addGestureRecognizer(pinch)
            let center = CGPoint(x: 150, y: 150)
            let hand = SimulatedTouch.down(at: twoFingers(about: center), in: v)
            clock.advance(by: 0.01)
            // 106 pt apart: 6 pt less than the 8 pt a pinch needs.
            SimulatedTouch.move(hand, to: twoFingers(about: center, halfSpan: 53), in: v)
            #expect(pinch.state == .possible)
            hand[0].lift()
            #expect(pinch.state == .failed && pinch.probe.requests == [.failed])
            hand[1].lift()
            #expect(actions("pinch").isEmpty && pinch.state == .possible && pinch.scale == 1)
            // One finger alone never pinches, however far it moves.
            drag(v, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 250), duration: 0.1)
            #expect(actions("pinch").isEmpty && pinch.probe.requests == [.failed, .failed])
        }
    }

    @Test("rotation: fingers turning less than the hysteresis fail it when one lifts; no action")
    func rotationFails() {
        withVirtualClock { clock in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let rotation = target.attach(ProbedRotation(), "rot")
            v.addGestureRecognizer(rotation)
            let center = CGPoint(x: 150, y: 150)
            let hand = SimulatedTouch.down(at: twoFingers(about: center), in: v)
            clock.advance(by: 0.01)
            SimulatedTouch.move(hand, to: twoFingers(about: center, angle: 0.05), in: v) // under 0.07 rad
            #expect(rotation.state == .possible)
            hand[1].lift()
            #expect(rotation.state == .failed && rotation.probe.requests == [.failed])
            hand[0].lift()
            #expect(actions("rot").isEmpty && rotation.state == .possible && rotation.rotation == 0)
        }
    }

    @Test("pan: a finger that never moves past the 10 pt hysteresis fails it at the lift; no action, the view gets ended")
    func panFails() {
        withVirtualClock { _ in
            defer { window.isHidden = true }
            let target = GestureTarget(log), v = view()
            let pan = target.attach(ProbedPan(), "pan")
            v.addGestureRecognizer(pan)
            drag(v, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 109, y: 109), duration: 0.1)
            #expect(pan.probe.requests == [.failed])
            #expect(actions("pan").isEmpty && pan.state == .possible)
            #expect(log.entries.first == "v.began(1)" && log.entries.last == "v.ended" && !log.entries.contains("v.cancelled"))
        }
    }
}
