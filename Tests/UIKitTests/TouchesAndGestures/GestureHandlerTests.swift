import Testing
import UIKit
import UIKitTesting

/// The closure form of recognizer targets, a PortableUIKit addition (iOS has only target–action).
@MainActor @Suite("Recognizer handlers (closure targets, not Apple's API)", .serialized, .checksForLeaks)
struct GestureHandlerTests {
    let log = TouchLog()
    let window = makeTouchWindow(visible: false)

    func view() -> TouchLoggingView {
        window.isHidden = false
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        return view
    }

    @Test("init(handler:) gives the closure the recognizer as its own class; it runs when a tap is recognized")
    func handlerInit() {
        defer { window.isHidden = true }
        let v = view()
        let tap = UITapGestureRecognizer { [log] tap in
            let at = tap.location(in: tap.view)
            log.add("tap.\(tap.state._testName) taps=\(tap.numberOfTapsRequired) at=\(at.x),\(at.y)")
        }
        v.addGestureRecognizer(tap)
        UIKitTesting.tap(at: CGPoint(x: 40, y: 60), in: v)
        #expect(log.entries == ["tap.ended taps=1 at=40.0,60.0"])
        v.removeFromSuperview()
    }

    @Test("Handlers and selector targets run in the order they were added, on began, changed and ended, never on failed")
    func orderWithSelectorTargets() {
        defer { window.isHidden = true }
        let v = view()
        let target = GestureTarget(log)
        let pan = UIPanGestureRecognizer()
        target.attach(pan, "first")
        pan.addTarget { [log] pan in log.add("handler.\(pan.state._testName)") }
        let second = GestureTarget(log)
        second.attach(pan, "second")
        v.addGestureRecognizer(pan)
        drag(v, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 60, y: 20), duration: 0.1)
        let began = ["first.began", "handler.began", "second.began"]
        let ended = ["first.ended", "handler.ended", "second.ended"]
        #expect(Array(log.entries.prefix(3)) == began)
        #expect(Array(log.entries.suffix(3)) == ended)
        #expect(log.entries.count > 6 && log.entries.count % 3 == 0)
        #expect(log.entries.dropFirst(3).dropLast(3).allSatisfy { $0.hasSuffix(".changed") })
        // A drag too short for the pan: it fails, and nothing runs.
        log.entries.removeAll()
        drag(v, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 24, y: 20), duration: 0.05)
        #expect(log.entries.isEmpty && pan.state == .possible)
        v.removeFromSuperview()
    }

    @Test("removeTarget(handler, action: nil) removes one handler; removeTarget(nil, action: sel) keeps handlers; removeTarget(nil, action: nil) removes everything")
    func removal() {
        defer { window.isHidden = true }
        let v = view()
        let target = GestureTarget(log)
        let tap = UITapGestureRecognizer()
        target.attach(tap, "sel")
        let one = tap.addTarget { [log] _ in log.add("one") }
        tap.addTarget { [log] _ in log.add("two") }
        v.addGestureRecognizer(tap)
        UIKitTesting.tap(v)
        #expect(log.entries == ["sel.ended", "one", "two"])

        tap.removeTarget(one, action: GestureTarget.action)  // a handler has no action: nothing matches
        tap.removeTarget(one, action: nil)
        log.entries.removeAll()
        UIKitTesting.tap(v)
        #expect(log.entries == ["sel.ended", "two"])

        tap.removeTarget(nil, action: GestureTarget.action)
        log.entries.removeAll()
        UIKitTesting.tap(v)
        #expect(log.entries == ["two"])

        tap.addTarget(target, action: GestureTarget.action)
        tap.removeTarget(nil, action: nil)
        log.entries.removeAll()
        UIKitTesting.tap(v)
        #expect(log.entries.isEmpty && tap.state == .possible)
        v.removeFromSuperview()
    }

    @Test("The recognizer keeps its handler alive, and the handler does not keep the recognizer alive")
    func ownership() {
        weak var weakHandler: UIGestureRecognizer.Handler?
        weak var weakRecognizer: UILongPressGestureRecognizer?
        do {
            let press = UILongPressGestureRecognizer { _ in }
            weakRecognizer = press
            weakHandler = press.addTarget { _ in }
            #expect(weakHandler != nil)
        }
        #expect(weakRecognizer == nil && weakHandler == nil)
    }
}
