import Foundation
import Testing
import UIKit
import UIKitTesting

/// The actions the key-command tests send; responders that adopt it perform them. Not `@MainActor`,
/// for the reason given at `TapHandling`; the main-actor classes conform with `@preconcurrency`.
protocol DocumentEditing: AnyObject {
    func save(_ sender: Any?)
    func saveAs(_ sender: Any?)
    func jump(_ sender: Any?)
}

@MainActor enum DocumentActions {
    static let save = Selector("save:", DocumentEditing.save(_:))
    static let saveAs = Selector("saveAs:", DocumentEditing.saveAs(_:))
    static let jump = Selector("jump:", DocumentEditing.jump(_:))
}

/// A view controller that declares shortcuts (⌘S with ⌥⌘S as its alternate, ⌘J disabled-able, space,
/// Backspace and ← with a priority flag) and performs the document actions, logging `vc.action`.
@MainActor final class ShortcutViewController: UIViewController, @preconcurrency DocumentEditing {
    var log: [String] = []
    var commands: [UIKeyCommand] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }
    /// `name`, then the sending command's title when it has one.
    func record(_ name: String, _ sender: Any?) {
        let title = (sender as? UIKeyCommand)?.title ?? "no command"
        log.append(title.isEmpty ? name : "\(name) \(title)")
    }
    func save(_ sender: Any?) { record("vc.save", sender) }
    func saveAs(_ sender: Any?) { record("vc.saveAs", sender) }
    func jump(_ sender: Any?) { log.append("vc.jump") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.append("vc.pressesBegan \(press.key?.charactersIgnoringModifiers ?? "")") }
    }
}

/// A first-responder view that performs the document actions too, unless `refuses` names them.
@MainActor final class EditingView: UIView, @preconcurrency DocumentEditing {
    var log: (String) -> Void = { _ in }
    var refuses: Set<String> = []
    override var canBecomeFirstResponder: Bool { true }
    func save(_ sender: Any?) { log("view.save") }
    func saveAs(_ sender: Any?) { log("view.saveAs") }
    func jump(_ sender: Any?) { log("view.jump") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        refuses.contains(action.description) ? false : super.canPerformAction(action, withSender: sender)
    }
}

@MainActor @Suite("UICommand and UIKeyCommand", .serialized, .checksForLeaks)
struct KeyCommandTests {
    func key(_ code: UIKeyboardHIDUsage, _ characters: String, _ flags: UIKeyModifierFlags = []) -> UIKey {
        UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: characters.lowercased(), modifierFlags: flags)
    }

    /// Presses and releases a key; returns whether the press was delivered (no command took it).
    @discardableResult
    func press(_ key: UIKey) -> Bool {
        let delivered = _PressDelivery.keyDown(key, timestamp: 1) != nil
        _PressDelivery.keyUp(key.keyCode, timestamp: 2)
        return delivered
    }

    func withShownController(_ body: (ShortcutViewController) -> Void) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ShortcutViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        body(controller)
        window.isHidden = true
        window.rootViewController = nil
    }

    @Test("UIKeyCommand is a UICommand: Apple's initializers, defaults and stored properties; UICommandAlternate")
    func commandProperties() {
        let plain = UIKeyCommand(input: "s", modifierFlags: .command, action: DocumentActions.save)
        let asCommand: UICommand = plain
        #expect(asCommand.action == DocumentActions.save && plain.input == "s" && plain.modifierFlags == .command)
        #expect(plain.title == "" && plain.image == nil && plain.propertyList == nil && plain.alternates.isEmpty)
        #expect(plain.discoverabilityTitle == nil && plain.attributes == [] && plain.state == .off)
        #expect(!plain.wantsPriorityOverSystemBehavior && plain.allowsAutomaticLocalization && plain.allowsAutomaticMirroring)

        let alternate = UICommandAlternate(title: "Save As…", action: DocumentActions.saveAs, modifierFlags: .alternate)
        #expect(alternate.title == "Save As…" && alternate.action == DocumentActions.saveAs && alternate.modifierFlags == .alternate)
        let full = UIKeyCommand(title: "Save", action: DocumentActions.save, input: "s", modifierFlags: .command,
                                propertyList: "document", alternates: [alternate], discoverabilityTitle: "Save Document",
                                attributes: .destructive, state: .on)
        #expect(full.title == "Save" && full.propertyList as? String == "document" && full.alternates == [alternate])
        #expect(full.discoverabilityTitle == "Save Document" && full.attributes == .destructive && full.state == .on)
        full.title = "Save Now"
        full.state = .mixed
        #expect(full.title == "Save Now" && full.state == .mixed)

        let command = UICommand(title: "Refresh", action: DocumentActions.jump)
        #expect(command.title == "Refresh" && command.action == DocumentActions.jump && command.propertyList == nil)
        #expect(command.alternates.isEmpty && command.attributes == [] && command.state == .off && command.image == nil)
        #expect(UIMenuElement.State.mixed.rawValue == 2)
    }

    @Test("A command declared by an ancestor sends its action to the first responder that can perform it, with the command as sender")
    func actionGoesUpFromTheFirstResponder() {
        withShownController { controller in
            controller.commands = [UIKeyCommand(title: "Save", action: DocumentActions.save, input: "s", modifierFlags: .command)]
            let editor = EditingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            editor.log = { [weak controller] in controller?.log.append($0) }
            controller.view.addSubview(editor)
            #expect(editor.becomeFirstResponder())
            #expect(!press(key(.keyboardS, "s", .command)))
            // The view refuses: the next responder that can perform it (the controller) gets it.
            editor.refuses = ["save:"]
            #expect(!press(key(.keyboardS, "s", .command)))
            #expect(controller.log == ["view.save", "vc.save Save"])
            editor.resignFirstResponder()
        }
    }

    @Test("No responder performs the action, or the command is disabled: the command is passed over and the key is delivered as a press")
    func unperformedAndDisabledCommandsPassOver() {
        withShownController { controller in
            let refused = UIKeyCommand(input: "j", modifierFlags: .command, action: Selector("unknown:"))
            let disabled = UIKeyCommand(title: "Jump", action: DocumentActions.jump, input: "j", modifierFlags: .command,
                                        attributes: .disabled)
            controller.commands = [refused, disabled]
            #expect(controller.becomeFirstResponder())
            #expect(press(key(.keyboardJ, "j", .command)))
            // A later command for the same key whose action is performed fires.
            controller.commands = [refused, disabled, UIKeyCommand(input: "j", modifierFlags: .command, action: DocumentActions.jump)]
            #expect(!press(key(.keyboardJ, "j", .command)))
            #expect(controller.log == ["vc.pressesBegan j", "vc.jump"])
            controller.resignFirstResponder()
        }
    }

    @Test("An alternate fires with its modifiers added to the command's; the command's own modifiers still send the command's action")
    func alternates() {
        withShownController { controller in
            let alternate = UICommandAlternate(title: "Save As…", action: DocumentActions.saveAs, modifierFlags: .alternate)
            controller.commands = [UIKeyCommand(title: "Save", action: DocumentActions.save, input: "s", modifierFlags: .command,
                                                alternates: [alternate])]
            controller.becomeFirstResponder()
            #expect(!press(key(.keyboardS, "s", .command)))
            // Option changes the characters (ß), not the characters without modifiers, which commands match.
            #expect(!press(UIKey(keyCode: .keyboardS, characters: "ß", charactersIgnoringModifiers: "s",
                                 modifierFlags: [.command, .alternate])))
            #expect(press(key(.keyboardS, "s", .alternate)))
            #expect(controller.log == ["vc.save Save", "vc.saveAs Save", "vc.pressesBegan s"])
            controller.resignFirstResponder()
        }
    }

    @Test("A text field that is first responder keeps typing, Backspace and arrows from commands, unless wantsPriorityOverSystemBehavior (iOS 15)")
    func textInputComesFirst() {
        withShownController { controller in
            let space = UIKeyCommand(input: " ", modifierFlags: [], action: DocumentActions.jump)
            let left = UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], action: DocumentActions.saveAs)
            let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: DocumentActions.save)
            let save = UIKeyCommand(input: "s", modifierFlags: .command, action: DocumentActions.save)
            controller.commands = [space, left, escape, save]
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            // The field takes space and ←; Escape and ⌘S are not text editing, so their commands fire.
            #expect(press(key(.keyboardSpacebar, " ")))
            #expect(press(key(.keyboardLeftArrow, UIKeyCommand.inputLeftArrow)))
            #expect(!press(key(.keyboardEscape, UIKeyCommand.inputEscape)))
            #expect(!press(key(.keyboardS, "s", .command)))
            #expect(controller.log == ["vc.pressesBegan  ", "vc.save", "vc.save"])
            // With priority, the command takes the key, and the host's text for it is dropped.
            space.wantsPriorityOverSystemBehavior = true
            #expect(_PressDelivery.keyDown(key(.keyboardSpacebar, " "), timestamp: 3) == nil)
            #expect(!_PressDelivery.insertText(" "))
            _PressDelivery.keyUp(.keyboardSpacebar, timestamp: 4)
            #expect(_PressDelivery.insertText(" "))
            #expect(controller.log.suffix(2) == ["vc.save", "vc.jump"] && field.text == " ")
            field.resignFirstResponder()
            // Without a text input as first responder, the plain space fires its command at once.
            space.wantsPriorityOverSystemBehavior = false
            controller.becomeFirstResponder()
            #expect(!press(key(.keyboardSpacebar, " ")))
            #expect(controller.log.last == "vc.jump")
            controller.resignFirstResponder()
        }
    }
}
