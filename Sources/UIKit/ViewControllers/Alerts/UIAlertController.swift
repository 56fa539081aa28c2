import Foundation

/// A view controller that shows an alert or an action sheet: a title, a message, buttons for its
/// actions and, for an alert, text fields.
///
/// Present it with `present(_:animated:completion:)`. It presents itself the way iOS does on a phone
/// (`modalPresentationStyle` is always `.custom`, with its own transitioning delegate): over a dimming
/// view, an alert fades in at the centre and an action sheet slides up from the bottom. A tap on an
/// enabled action's button dismisses the controller and then runs the action's handler. A tap on the
/// dimming view outside an action sheet dismisses it through its cancel action, when it has one.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// What the controller shows, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A sheet of buttons rising from the bottom of the screen, for a choice about the current task.
        case actionSheet = 0
        /// A modal box at the centre of the screen.
        case alert = 1
    }

    var _preferredStyle: Style = .actionSheet
    var _message: String?
    var _actions: [UIAlertAction] = []
    var _cancelAction: UIAlertAction?
    var _preferredAction: UIAlertAction?
    var _textFields: [UITextField] = []
    /// The action whose tap is dismissing the controller; its handler runs when the dismissal ends.
    var _triggeringAction: UIAlertAction?
    /// Kept strongly: `transitioningDelegate` is weak, and the alert owns the delegate it presents with.
    let _ownedTransitioningDelegate = _UIAlertControllerTransitioningDelegate()

    /// Creates an alert controller showing `title` and `message` in `preferredStyle`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        _message = message
        _preferredStyle = preferredStyle
    }

    /// Creates an action sheet with no title, message or actions.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioningDelegate = _ownedTransitioningDelegate
    }

    /// Creates an alert controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        transitioningDelegate = _ownedTransitioningDelegate
    }

    /// The style given at creation.
    open var preferredStyle: Style { _preferredStyle }
    /// The text below the title.
    open var message: String? {
        get { _message }
        set { _message = newValue; _contentDidChange() }
    }
    /// The bold text at the top.
    open override var title: String? {
        didSet { _contentDidChange() }
    }
    /// The actions, in the order they were added.
    open var actions: [UIAlertAction] { _actions }
    /// Adds `action`'s button. A second `.cancel` action raises `NSInternalInconsistencyException`
    /// and is not added.
    open func addAction(_ action: UIAlertAction) { _addAction(action) }
    /// The action the user is most likely to take, drawn bold. It must be one of `actions` (or nil);
    /// another raises `NSInternalInconsistencyException`.
    open var preferredAction: UIAlertAction? {
        get { _preferredAction }
        set { _setPreferredAction(newValue) }
    }
    /// Adds a text field below the message and lets `configurationHandler` set it up. Only alerts have
    /// text fields: on an action sheet this raises `NSInternalInconsistencyException`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        _addTextField(configurationHandler: configurationHandler)
    }
    /// The text fields, in the order they were added; nil when there are none.
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

    /// Always `.custom` on a phone, whatever is set: the alert controller decides how it is presented.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { _resolvedModalPresentationStyle }
        set {}
    }

    /// Loads the view that draws the alert or action sheet.
    open override func loadView() { view = _UIAlertControllerView(controller: self) }
}
