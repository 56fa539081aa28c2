import Foundation

/// A keyboard shortcut: a key and modifiers that send an action up the responder chain.
///
/// A responder offers commands through `keyCommands`. When a key goes down, UIKit looks for a command
/// with the key's input and exactly its modifiers, from the first responder up the chain; the first
/// match sends its action like a nil-targeted `sendAction(_:to:from:for:)` with the command as sender,
/// and the key press is not delivered to `pressesBegan(_:with:)`.
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key's characters (lowercase letters for letter keys) or one of the `input…` constants.
    open var input: String? { _input }
    /// The modifiers that must be held.
    open var modifierFlags: UIKeyModifierFlags { _modifierFlags }
    /// The action sent when the command fires.
    open var action: Selector? { _action }
    /// The name shown where shortcuts are listed.
    open var discoverabilityTitle: String?
    /// Whether the command fires before system behaviours (text editing) for the same key.
    open var wantsPriorityOverSystemBehavior = false

    let _input: String?
    let _modifierFlags: UIKeyModifierFlags
    let _action: Selector?

    /// Creates a command for `input` with `modifierFlags` that sends `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        _input = input
        _modifierFlags = modifierFlags
        _action = action
        super.init(title: "", image: nil)
    }

    /// Creates a command with a title, shown where shortcuts are listed.
    public init(title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                discoverabilityTitle: String? = nil) {
        _input = input
        _modifierFlags = modifierFlags
        _action = action
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: nil)
    }

    /// The input of the Up Arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The input of the Down Arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The input of the Left Arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The input of the Right Arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The input of the Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The input of the Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The input of the Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The input of the Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The input of the End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The input of the forward Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
}
