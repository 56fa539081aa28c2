import Foundation

/// A keyboard shortcut: a command whose key and modifiers send its action up the responder chain.
///
/// A responder offers commands through `keyCommands`; they apply to the whole chain. When a key goes
/// down, UIKit looks at the commands from the first responder up the chain for one with the key's
/// input and exactly its modifiers (or one of its `alternates`, with the alternate's modifiers added),
/// and sends the action to `target(forAction:withSender:)` of the first responder, the command being
/// the sender. A command whose action no responder performs, or that is `.disabled`, is passed over.
/// A command that fires takes the key: neither the press nor its release reaches `pressesBegan`.
///
/// As on iOS 15, a text input that is first responder gets the keys it uses (typed characters,
/// Backspace, Return, Tab; arrows, Home, End and the page keys for a `UITextInput`) before the key
/// commands, unless a command sets `wantsPriorityOverSystemBehavior`.
///
/// Deviation: on iOS, `UIKeyCommand.action` reads as `Selector?`; here it is `UICommand`'s `Selector`
/// (Swift cannot override a property with another type).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key's characters (lowercase letters for letter keys) or one of the `input…` constants.
    open var input: String? { _input }
    /// The modifiers that must be held.
    open var modifierFlags: UIKeyModifierFlags { _modifierFlags }
    /// Whether the command gets keys before a text input that is first responder; false by default.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may localize the shortcut for the keyboard layout; stored (there is no
    /// layout-dependent remapping here).
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror the shortcut in right-to-left layouts; stored.
    open var allowsAutomaticMirroring = true

    let _input: String?
    let _modifierFlags: UIKeyModifierFlags

    init(_title title: String, image: UIImage?, action: Selector, input: String, modifierFlags: UIKeyModifierFlags,
         propertyList: Any?, alternates: [UICommandAlternate], discoverabilityTitle: String?,
         attributes: UIMenuElement.Attributes, state: UIMenuElement.State) {
        _input = input
        _modifierFlags = modifierFlags
        super.init(_title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a command for `input` with `modifierFlags` that sends `action`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(_title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags, propertyList: nil,
                  alternates: [], discoverabilityTitle: nil, attributes: [], state: .off)
    }

    /// Creates a command with a title (shown where shortcuts are listed), image, property list,
    /// alternates, attributes and state.
    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(_title: title, image: image, action: action, input: input, modifierFlags: modifierFlags,
                  propertyList: propertyList, alternates: alternates, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, state: state)
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
