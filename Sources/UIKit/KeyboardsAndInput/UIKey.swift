import Foundation

/// Modifier keys held with a key: the flags `UIKey.modifierFlags` and `UIKeyCommand.modifierFlags` use.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (Alt) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command (the Super or Windows key here) is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key on a hardware keyboard, as a press reports it: the characters it makes, with and without its
/// modifiers, the modifiers held, and its HID usage code.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The characters the key makes with the modifiers held.
    open var characters: String { _characters }
    /// The characters the key makes without modifiers (Shift included).
    open var charactersIgnoringModifiers: String { _charactersIgnoringModifiers }
    /// The modifier keys held when the key went down.
    open var modifierFlags: UIKeyModifierFlags { _modifierFlags }
    /// The key's HID usage code.
    open var keyCode: UIKeyboardHIDUsage { _keyCode }

    let _characters: String
    let _charactersIgnoringModifiers: String
    let _modifierFlags: UIKeyModifierFlags
    let _keyCode: UIKeyboardHIDUsage

    /// Made by the system (the window host) for each key press.
    package init(keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
                 modifierFlags: UIKeyModifierFlags) {
        _keyCode = keyCode
        _characters = characters
        _charactersIgnoringModifiers = charactersIgnoringModifiers
        _modifierFlags = modifierFlags
        super.init()
    }
}
