import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view controller that logs the presses that reach it and offers Control-K as a key command.
@MainActor final class PressLoggingViewController: UIViewController {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "k", modifierFlags: .control, action: Selector("find:", PressLoggingViewController.find(_:))),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("close:", PressLoggingViewController.close(_:)))]
    }
    func find(_ command: UIKeyCommand) { log.append("find \(command.input ?? "")") }
    func close(_ command: UIKeyCommand) { log.append("close") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            log.append("began \(press.key?.keyCode.rawValue ?? -1) \(press.key?.characters ?? "") phase=\(press.phase.rawValue) type=\(press.type.rawValue) all=\(event?.allPresses.count ?? -1)")
        }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.append("ended \(press.key?.keyCode.rawValue ?? -1) phase=\(press.phase.rawValue) force=\(press.force)") }
    }
}

@MainActor @Suite("Hardware keys: UIPress, UIKeyCommand and UIKeyInput", .serialized, .checksForLeaks)
struct PressDeliveryTests {
    func key(_ code: UIKeyboardHIDUsage, _ characters: String, _ flags: UIKeyModifierFlags = []) -> UIKey {
        UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: characters.lowercased(), modifierFlags: flags)
    }

    func withShownController(_ body: (UIWindow, PressLoggingViewController) -> Void) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = PressLoggingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        body(window, controller)
        window.isHidden = true
        window.rootViewController = nil
    }

    @Test("A key goes to the first responder as pressesBegan, its release as pressesEnded, with phases, types and the event's presses")
    func pressesTravelTheResponderChain() {
        withShownController { window, controller in
            #expect(controller.becomeFirstResponder())
            let press = _PressDelivery.keyDown(key(.keyboardA, "A", .shift), timestamp: 5)
            #expect(press?.responder === controller && press?.window === window && press?.timestamp == 5)
            _PressDelivery.keyDown(key(.keyboardUpArrow, UIKeyCommand.inputUpArrow), timestamp: 6)
            _PressDelivery.keyUp(.keyboardA, timestamp: 7)
            _PressDelivery.keyUp(.keyboardUpArrow, timestamp: 8)
            #expect(controller.log == [
                "began 4 A phase=0 type=4 all=1",
                "began 82 UIKeyInputUpArrow phase=0 type=0 all=2",
                "ended 4 phase=3 force=0.0",
                "ended 82 phase=3 force=0.0",
            ])
            #expect(press?.phase == .ended && press?.timestamp == 7)
        }
    }

    @Test("A matching UIKeyCommand up the chain takes the key: its action runs, and neither the press nor its release is delivered")
    func keyCommandTakesTheKey() {
        withShownController { _, controller in
            controller.becomeFirstResponder()
            #expect(_PressDelivery.keyDown(key(.keyboardK, "k", .control), timestamp: 1) == nil)
            _PressDelivery.keyUp(.keyboardK, timestamp: 2)
            // Caps Lock does not change the match; a different modifier set does not match.
            _PressDelivery.keyDown(key(.keyboardK, "K", [.control, .alphaShift]), timestamp: 3)
            _PressDelivery.keyUp(.keyboardK, timestamp: 4)
            _PressDelivery.keyDown(key(.keyboardK, "k", [.control, .shift]), timestamp: 5)
            _PressDelivery.keyUp(.keyboardK, timestamp: 6)
            _PressDelivery.keyDown(key(.keyboardEscape, UIKeyCommand.inputEscape), timestamp: 7)
            #expect(controller.log == ["find k", "find k", "began 14 k phase=0 type=4 all=1", "ended 14 phase=3 force=0.0", "close"])
            _PressDelivery.keyUp(.keyboardEscape, timestamp: 8)
        }
    }

    @Test("Typed text and backspace go to a first responder that adopts UIKeyInput, and nowhere else")
    func textGoesToTheKeyInputFirstResponder() {
        withShownController { _, controller in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            controller.view.addSubview(field)
            controller.becomeFirstResponder()
            #expect(!_PressDelivery.insertText("x"))
            #expect(field.becomeFirstResponder())
            #expect(_PressDelivery.insertText("Grüße"))
            #expect(_PressDelivery.insertText(" 日本"))
            #expect(_PressDelivery.deleteBackward())
            #expect(field.text == "Grüße 日")
            field.resignFirstResponder()
        }
    }
}
