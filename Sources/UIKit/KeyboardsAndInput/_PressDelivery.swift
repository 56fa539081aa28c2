import Foundation

/// Where hardware keys enter UIKit: a window host reports keys going down and up and text typed, and
/// this turns them into key commands, `UIPress`es of the app's presses event, and `UIKeyInput` calls.
///
/// A key goes to the key window (else the frontmost visible window). A matching `UIKeyCommand` from
/// the first responder up the chain fires first and takes the key (its release is not delivered
/// either); otherwise the press goes to the first responder (else the window) with `pressesBegan`, and
/// travels up the chain from there by the responders' default forwarding.
@MainActor package enum _PressDelivery {
    /// The app's presses event: one object for all presses, as on iOS.
    static let event = UIPressesEvent(_presses: [])
    /// Keys taken by a key command, whose release is swallowed too.
    private static var keysTakenByCommands: Set<Int> = []

    /// The window keys go to.
    static var targetWindow: UIWindow? {
        _WindowList.keyWindow ?? UIApplication.shared.windows.last { !$0.isHidden }
    }

    /// A key went down at `timestamp` (media time). Returns the press delivered, or nil when a key
    /// command took the key or no window is shown. Gesture recognizers of the first responder's view and
    /// its superviews that accept the press get it first (`_GestureEnvironment.bind`).
    @discardableResult
    package static func keyDown(_ key: UIKey, timestamp: TimeInterval) -> UIPress? {
        guard let window = targetWindow else { return nil }
        let first: UIResponder = window._firstResponder ?? window
        if let (command, action) = matchingCommand(for: key, from: first) {
            keysTakenByCommands.insert(key.keyCode.rawValue)
            if let target = first.target(forAction: action, withSender: command) {
                UIApplication.shared.sendAction(action, to: target, from: command, for: event)
            }
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

    /// The first command up the chain from `responder` whose input and modifiers match `key`.
    static func matchingCommand(for key: UIKey, from responder: UIResponder) -> (UIKeyCommand, Selector)? {
        let input = commandInput(for: key)
        let modifiers = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        var current: UIResponder? = responder
        while let candidate = current {
            for command in candidate.keyCommands ?? [] {
                guard let action = command.action, command.modifierFlags == modifiers,
                      command.input?.lowercased() == input else { continue }
                return (command, action)
            }
            current = candidate.next
        }
        return nil
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
