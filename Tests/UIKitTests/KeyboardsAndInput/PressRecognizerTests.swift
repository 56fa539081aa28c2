import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A recognizer that logs the presses it gets and recognizes a press as iOS lets a subclass do: a
/// discrete one ends on release, a continuous one begins on the press and ends on release.
@MainActor final class KeyPressRecognizer: UIGestureRecognizer {
    let tag: String
    let continuous: Bool
    let decides: Bool
    var log: ControllerPressLog
    init(_ tag: String, log: ControllerPressLog, continuous: Bool = false, decides: Bool = true) {
        self.tag = tag
        self.log = log
        self.continuous = continuous
        self.decides = decides
        super.init(target: nil, action: nil)
        addTarget(self, action: Selector("fired:", KeyPressRecognizer.fired(_:)))
    }
    func fired(_ recognizer: UIGestureRecognizer) { log.entries.append("\(tag) action state=\(state.rawValue)") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        let press = presses.first!
        log.entries.append("\(tag) began \(press.key?.keyCode.rawValue ?? -1) mine=\(event.presses(for: self).count) grs=\(press.gestureRecognizers?.count ?? -1)")
        if continuous && decides { state = .began }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        log.entries.append("\(tag) ended")
        if decides { state = .ended }
    }
    override func reset() {
        super.reset()
        log.entries.append("\(tag) reset")
    }
}

@MainActor final class ControllerPressLog { var entries: [String] = [] }

/// A first responder controller that logs presses, cancellations included.
@MainActor final class PressResponderController: UIViewController {
    let log: ControllerPressLog
    init(_ log: ControllerPressLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.entries.append("vc began") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.entries.append("vc ended") }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.entries.append("vc cancelled phase=\(presses.first?.phase.rawValue ?? -1)")
    }
}

/// A delegate that refuses presses and logs the question.
@MainActor final class RefusingPressDelegate: NSObject, UIGestureRecognizerDelegate {
    var log: ControllerPressLog
    init(_ log: ControllerPressLog) { self.log = log }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        log.entries.append("shouldReceive press \(press.type.rawValue)")
        return false
    }
}

@MainActor @Suite("Presses to gesture recognizers (issue 13)", .serialized, .checksForLeaks)
struct PressRecognizerTests {
    func key(_ code: UIKeyboardHIDUsage, _ characters: String) -> UIKey {
        UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: characters, modifierFlags: [])
    }

    func withResponder(_ body: (PressResponderController, ControllerPressLog) -> Void) {
        let log = ControllerPressLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = PressResponderController(log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.becomeFirstResponder())
        body(controller, log)
        window.isHidden = true
        window.rootViewController = nil
    }

    @Test("Recognizers of the responder's view chain get a press before the responder; recognizing on release cancels it for the responder")
    func discreteRecognizerCancelsTheResponder() {
        withResponder { controller, log in
            let inner = UIView(), outerRecognizer = KeyPressRecognizer("outer", log: log, decides: false)
            controller.view.addSubview(inner)
            controller.view.addGestureRecognizer(outerRecognizer)
            let recognizer = KeyPressRecognizer("gr", log: log)
            controller.view.addGestureRecognizer(recognizer)
            let press = _PressDelivery.keyDown(key(.keyboardA, "a"), timestamp: 1)
            #expect(press?.gestureRecognizers?.count == 2)
            _PressDelivery.keyUp(.keyboardA, timestamp: 2)
            #expect(log.entries == [
                "outer began 4 mine=1 grs=2", "gr began 4 mine=1 grs=2", "vc began",
                "outer ended", "gr ended", "vc cancelled phase=4", "gr action state=3",
                "outer reset", "gr reset",
            ])
            #expect(recognizer.state == .possible && outerRecognizer.state == .possible)
        }
    }

    @Test("A continuous recognizer that begins on the press keeps it from the responder altogether")
    func continuousRecognizerTakesThePress() {
        withResponder { controller, log in
            let recognizer = KeyPressRecognizer("gr", log: log, continuous: true)
            controller.view.addGestureRecognizer(recognizer)
            _PressDelivery.keyDown(key(.keyboardB, "b"), timestamp: 1)
            #expect(recognizer.state == .began)
            _PressDelivery.keyUp(.keyboardB, timestamp: 2)
            #expect(log.entries == ["gr began 5 mine=1 grs=1", "gr action state=1", "gr ended", "gr action state=3", "gr reset"])
        }
    }

    @Test("allowedPressTypes (.select by default), the delegate's shouldReceive press and cancelsTouchesInView decide who gets the press")
    func filtersAndCancellation() {
        withResponder { controller, log in
            let recognizer = KeyPressRecognizer("gr", log: log)
            #expect(recognizer.allowedPressTypes == [NSNumber(value: UIPress.PressType.select.rawValue)])
            recognizer.allowedPressTypes = [NSNumber(value: UIPress.PressType.upArrow.rawValue)]
            controller.view.addGestureRecognizer(recognizer)
            // "a" is a .select press: not allowed.
            _PressDelivery.keyDown(key(.keyboardA, "a"), timestamp: 1)
            _PressDelivery.keyUp(.keyboardA, timestamp: 2)
            #expect(log.entries == ["vc began", "vc ended"])
            log.entries.removeAll()
            // The up arrow is allowed, but the delegate refuses it.
            let delegate = RefusingPressDelegate(log)
            recognizer.delegate = delegate
            _PressDelivery.keyDown(key(.keyboardUpArrow, UIKeyCommand.inputUpArrow), timestamp: 3)
            _PressDelivery.keyUp(.keyboardUpArrow, timestamp: 4)
            #expect(log.entries == ["shouldReceive press 0", "vc began", "vc ended"])
            log.entries.removeAll()
            // Without cancelsTouchesInView the responder keeps the press after the recognition.
            recognizer.delegate = nil
            recognizer.cancelsTouchesInView = false
            _PressDelivery.keyDown(key(.keyboardUpArrow, UIKeyCommand.inputUpArrow), timestamp: 5)
            _PressDelivery.keyUp(.keyboardUpArrow, timestamp: 6)
            #expect(log.entries == ["gr began 82 mine=1 grs=1", "vc began", "gr ended", "gr action state=3", "vc ended", "gr reset"])
            // A disabled recognizer gets nothing.
            log.entries.removeAll()
            recognizer.isEnabled = false
            _PressDelivery.keyDown(key(.keyboardUpArrow, UIKeyCommand.inputUpArrow), timestamp: 7)
            _PressDelivery.keyUp(.keyboardUpArrow, timestamp: 8)
            #expect(log.entries == ["vc began", "vc ended"])
        }
    }

    @Test("A tap recognizer takes no part in presses' outcome: the responder gets the press, and a later tap still recognizes")
    func builtInRecognizersLetPressesThrough() {
        withResponder { controller, log in
            var taps = 0
            let tapRecognizer = UITapGestureRecognizer(target: nil, action: nil)
            let target = TapCounter { taps += 1 }
            tapRecognizer.addTarget(target, action: Selector("tapped:", TapCounter.tapped(_:)))
            controller.view.addGestureRecognizer(tapRecognizer)
            _PressDelivery.keyDown(key(.keyboardA, "a"), timestamp: 1)
            _PressDelivery.keyUp(.keyboardA, timestamp: 2)
            #expect(log.entries == ["vc began", "vc ended"])
            #expect(tapRecognizer.state == .possible && taps == 0)
            withVirtualClock { clock in
                tap(controller.view)
                clock.advance(by: 0.5)
            }
            #expect(taps == 1)
        }
    }
}

@MainActor final class TapCounter: NSObject {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    func tapped(_ recognizer: UITapGestureRecognizer) { body() }
}
