import Foundation

/// A menu element that sends an action up the responder chain: the base of `UIKeyCommand`.
///
/// A command has no target: when it fires, UIKit sends its action to the first responder that can
/// perform it (`target(forAction:withSender:)`), with the command as the sender.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// A longer title for discoverability interfaces.
    open var discoverabilityTitle: String?
    /// How the command looks and behaves; a `.disabled` command does not fire.
    open var attributes: UIMenuElement.Attributes
    /// Whether the command shows as checked.
    open var state: UIMenuElement.State
    /// The action sent when the command fires.
    open var action: Selector { _action }
    /// A value that tells commands with the same action apart; nil by default.
    open var propertyList: Any? { _propertyList }
    /// Other actions of the command, chosen with extra modifier keys.
    open var alternates: [UICommandAlternate] { _alternates }

    let _action: Selector
    let _propertyList: Any?
    let _alternates: [UICommandAlternate]

    /// The designated initializer behind the public ones (Apple's are convenience initializers).
    init(_title title: String, image: UIImage?, action: Selector, propertyList: Any?,
         alternates: [UICommandAlternate], discoverabilityTitle: String?,
         attributes: UIMenuElement.Attributes, state: UIMenuElement.State) {
        _action = action
        _propertyList = propertyList
        _alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// Creates a command that sends `action` up the responder chain.
    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(_title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// The command's title.
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }

    /// The command's image.
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }
}

/// Another action of a command, sent instead of the command's own when extra modifier keys are held.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The alternate's title.
    open var title: String { _title }
    /// The action the alternate sends.
    open var action: Selector { _action }
    /// The modifier keys that select the alternate, held together with the command's own.
    open var modifierFlags: UIKeyModifierFlags { _modifierFlags }

    let _title: String
    let _action: Selector
    let _modifierFlags: UIKeyModifierFlags

    /// Creates an alternate that sends `action` while `modifierFlags` are held.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        _title = title
        _action = action
        _modifierFlags = modifierFlags
        super.init()
    }
}
