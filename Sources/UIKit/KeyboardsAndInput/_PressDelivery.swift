import Foundation

/// Where hardware keys enter UIKit: a window host reports keys going down and up and text typed, and
/// this turns them into key commands, `UIPress`es of the app's presses event, and `UIKeyInput` calls.
///
/// A key goes to the key window (else the frontmost visible window). A matching `UIKeyCommand` from
/// the first responder up the chain fires first and takes the key (its release is not delivered
/// either); otherwise the press goes to the first responder (else the window) with `pressesBegan`, and
/// travels up the chain from there by the responders' default forwarding. A text input that is first
/// responder keeps the keys it uses from commands that do not want priority (iOS 15's order).
@MainActor package enum _PressDelivery {
    /// The app's presses event: one object for all presses, as on iOS.
    static let event = UIPressesEvent(_presses: [])
    /// Keys taken by a key command, whose release is swallowed too.
    private static var keysTakenByCommands: Set<Int> = []
    /// The characters of the last key, when a command that wants priority took it from a text input:
    /// the host's text event for it is dropped.
    private static var textTakenByCommand: String?

    /// The window keys go to.
    static var targetWindow: UIWindow? {
        _WindowList.keyWindow ?? UIApplication.shared.windows.last { !$0.isHidden }
    }

    /// A key went down at `timestamp` (media time). Returns the press delivered, or nil when a key
    /// command took the key or no window is shown. Gesture recognizers of the first responder's view and
    /// its superviews that accept the press get it first (`_GestureEnvironment.bind`).
    @discardableResult
    package static func keyDown(_ key: UIKey, timestamp: TimeInterval) -> UIPress? {
        textTakenByCommand = nil
        guard let window = targetWindow else { return nil }
        let first: UIResponder = window._firstResponder ?? window
        if let (command, action, target) = firingCommand(for: key, from: first) {
            keysTakenByCommands.insert(key.keyCode.rawValue)
            // The host's text event for this key must not reach the text input the command overrode.
            if textInputTakes(key, first) { textTakenByCommand = key.characters }
            UIApplication.shared.sendAction(action, to: target, from: command, for: event)
            return nil
        }
        let press = UIPress(key: key, timestamp: timestamp)
        press._window = window
        press._responder = first
        for other in event._presses { other._phase = .stationary }
        event._presses.append(press)
        event._timestamp = timestamp
        _GestureEnvironment.bind(press, from: first, in: event)
        if !press._recognizers.isEmpty { _GestureEnvironment.deliver([press], in: event) }
        if press._delivery == .pending {
            press._delivery = .delivered
            first.pressesBegan([press], with: event)
        }
        _GestureEnvironment.finishPresses([press])
        return press
    }

    /// The key with `keyCode` was released at `timestamp`: its press ends (`pressesEnded`) and leaves
    /// the event.
    package static func keyUp(_ keyCode: UIKeyboardHIDUsage, timestamp: TimeInterval) {
        if keysTakenByCommands.remove(keyCode.rawValue) != nil { return }
        guard let index = event._presses.firstIndex(where: { $0.key?.keyCode == keyCode }) else { return }
        let press = event._presses[index]
        for other in event._presses { other._phase = .stationary }
        press._phase = .ended
        press._timestamp = timestamp
        event._timestamp = timestamp
        if !press._recognizers.isEmpty { _GestureEnvironment.deliver([press], in: event) }
        if press._delivery == .delivered {
            press._delivery = .finished
            (press._responder ?? press._window)?.pressesEnded([press], with: event)
        }
        _GestureEnvironment.finishPresses([press])
        if let index = event._presses.firstIndex(where: { $0 === press }) { event._presses.remove(at: index) }
    }

    /// A recognizer took the press: the responder gets `pressesCancelled` if it got `pressesBegan`, and
    /// nothing more of the press.
    static func cancelResponderPress(_ press: UIPress) {
        let delivered = press._delivery == .delivered
        press._delivery = .suppressed
        guard delivered, let responder = press._responder ?? press._window else { return }
        let phase = press._phase
        press._phase = .cancelled
        responder.pressesCancelled([press], with: event)
        press._phase = phase
    }

    /// Text typed (after the input method composed it) goes to the first responder when it takes text.
    /// Returns whether a responder took it.
    @discardableResult
    package static func insertText(_ text: String) -> Bool {
        if let taken = textTakenByCommand, taken == text {
            textTakenByCommand = nil
            return false
        }
        guard let input = targetWindow?._firstResponder as? UIKeyInput else { return false }
        input.insertText(text)
        return true
    }

    /// An input method's composition (SDL's text-editing event): the first responder, when it is a
    /// `UITextInput`, gets `setMarkedText(_:selectedRange:)` with the composed text and the cursor (UTF-16,
    /// relative to it); empty text ends the composition (`setMarkedText("", …)` removes the marked text).
    /// The committed text then arrives through `insertText(_:)`, which replaces the marked text. Returns
    /// whether a responder took it.
    @discardableResult
    package static func setMarkedText(_ text: String, selectedRange: NSRange) -> Bool {
        guard let input = targetWindow?._firstResponder as? any UITextInput else { return false }
        if text.isEmpty && input.markedTextRange == nil { return true }
        input.setMarkedText(text, selectedRange: selectedRange)
        return true
    }

    /// The UTF-16 range of `text` that a composition's cursor covers, given in Unicode scalars from the
    /// start (`start`) with `length` scalars, as SDL reports it; clamped to the text.
    package static func utf16Range(ofScalars start: Int, length: Int, in text: String) -> NSRange {
        let scalars = Array(text.unicodeScalars)
        let from = min(max(start, 0), scalars.count), to = min(from + max(length, 0), scalars.count)
        func utf16(_ count: Int) -> Int { scalars[..<count].reduce(0) { $0 + $1.utf16.count } }
        return NSRange(location: utf16(from), length: utf16(to) - utf16(from))
    }

    /// Backspace in the first responder when it takes text. Returns whether a responder took it.
    @discardableResult
    package static func deleteBackward() -> Bool {
        guard let input = targetWindow?._firstResponder as? UIKeyInput else { return false }
        input.deleteBackward()
        return true
    }

    /// The command that fires for `key`, its action and the action's target: the first command up the
    /// chain from `first` that matches the key (its own modifiers, or an alternate's added to them), is
    /// not `.disabled`, is not overridden by a text input that is first responder, and whose action a
    /// responder from `first` up performs (`target(forAction:withSender:)`, the command as sender).
    static func firingCommand(for key: UIKey, from first: UIResponder) -> (UIKeyCommand, Selector, Any)? {
        let input = commandInput(for: key)
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let textTakesKey = textInputTakes(key, first)
        var current: UIResponder? = first
        while let candidate = current {
            for command in candidate.keyCommands ?? [] {
                guard command.input?.lowercased() == input, !command.attributes.contains(.disabled),
                      command.wantsPriorityOverSystemBehavior || !textTakesKey,
                      let action = action(of: command, modifiers: modifiers),
                      let target = first.target(forAction: action, withSender: command) else { continue }
                return (command, action, target)
            }
            current = candidate.next
        }
        return nil
    }

    /// The action `command` sends for a key held with `modifiers`: its own for exactly its modifiers,
    /// else the first alternate whose modifiers, added to the command's, are exactly them.
    static func action(of command: UIKeyCommand, modifiers: UIKeyModifierFlags) -> Selector? {
        if command.modifierFlags == modifiers { return command.action }
        return command.alternates.first { command.modifierFlags.union($0.modifierFlags) == modifiers }?.action
    }

    /// Whether the first responder, as a text input, uses `key` itself (iOS 15 gives it such keys
    /// before key commands): without Command or Control, a key that types characters, Backspace,
    /// Return, Tab or forward Delete for any `UIKeyInput`, and the arrows, Home, End and page keys for a
    /// `UITextInput`, which moves its selection with them.
    static func textInputTakes(_ key: UIKey, _ first: UIResponder) -> Bool {
        guard first is UIKeyInput, key.modifierFlags.isDisjoint(with: [.command, .control]) else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace, .keyboardReturnOrEnter, .keypadEnter, .keyboardTab, .keyboardDeleteForward:
            return true
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
             .keyboardHome, .keyboardEnd, .keyboardPageUp, .keyboardPageDown:
            return first is any UITextInput
        case .keyboardEscape:
            return false
        default:
            return key.characters.unicodeScalars.contains { !CharacterSet.controlCharacters.contains($0) }
        }
    }

    /// The `UIKeyCommand.input` a key matches: the special-key constants, else its characters without
    /// modifiers, lowercased.
    static func commandInput(for key: UIKey) -> String {
        switch key.keyCode {
        case .keyboardUpArrow: UIKeyCommand.inputUpArrow.lowercased()
        case .keyboardDownArrow: UIKeyCommand.inputDownArrow.lowercased()
        case .keyboardLeftArrow: UIKeyCommand.inputLeftArrow.lowercased()
        case .keyboardRightArrow: UIKeyCommand.inputRightArrow.lowercased()
        case .keyboardEscape: UIKeyCommand.inputEscape.lowercased()
        case .keyboardPageUp: UIKeyCommand.inputPageUp.lowercased()
        case .keyboardPageDown: UIKeyCommand.inputPageDown.lowercased()
        case .keyboardHome: UIKeyCommand.inputHome.lowercased()
        case .keyboardEnd: UIKeyCommand.inputEnd.lowercased()
        case .keyboardDeleteForward: UIKeyCommand.inputDelete.lowercased()
        default: key.charactersIgnoringModifiers.lowercased()
        }
    }
}
