import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure with a title and an image: what a control (`addAction(_:for:)`, `init(frame:primaryAction:)`)
/// or a menu runs when the user triggers it.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The name of an action, unique within a control: adding an action whose identifier is already
    /// there replaces the earlier one.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// A longer title for discoverability interfaces.
    open var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows as checked.
    open var state: UIMenuElement.State
    /// The image shown while the action is on.
    open var selectedImage: UIImage?
    /// The object that triggered the action (the control, for a control's action) while the handler
    /// runs; nil otherwise.
    open var sender: Any? { _sender }
    /// What to anchor a popover to while the handler runs (iOS 16): the button whose menu the action
    /// was chosen from; nil otherwise.
    open var presentationSourceItem: UIPopoverPresentationControllerSourceItem? { _presentationSourceItem }

    let _handler: UIActionHandler
    var _sender: Any?
    var _presentationSourceItem: UIPopoverPresentationControllerSourceItem?

    /// Creates an action that runs `handler`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        _handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The action's title.
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }

    /// The action's image.
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }

    /// Runs the handler with `sender` as the action's sender for the duration of the call.
    func _perform(sender: Any?) {
        let previous = _sender
        _sender = sender
        defer { _sender = previous }
        _handler(self)
    }
}

extension UIAction {
    /// Runs the handler for a choice in `control`'s menu: the control (a bar button item's view: the
    /// item) is the sender and the presentation source item while it runs.
    func _perform(chosenFrom control: UIControl) {
        let source = control._menuChoiceSource
        let previous = _presentationSourceItem
        _presentationSourceItem = source
        defer { _presentationSourceItem = previous }
        _perform(sender: source)
    }
}
