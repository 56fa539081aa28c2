import Foundation

/// A button of an alert or action sheet: a title, a style, and a handler that runs after the alert
/// controller has been dismissed by a tap on the button.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// How an action's button is drawn, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A regular button.
        case `default` = 0
        /// The button that cancels: bold, and in an action sheet set apart at the bottom. One per alert.
        case cancel = 1
        /// A button whose action destroys data, drawn in red.
        case destructive = 2
    }

    private let _title: String?
    private let _style: Style
    let _handler: (@MainActor (UIAlertAction) -> Void)?
    var _isEnabled = true
    /// The alert controller the action was added to, told when `isEnabled` changes.
    weak var _alertController: UIAlertController?

    /// Creates an action titled `title` whose `handler` runs after the alert is dismissed by it.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        _title = title
        _style = style
        _handler = handler
        super.init()
    }

    /// The button's title.
    open var title: String? { _title }
    /// How the button is drawn.
    open var style: Style { _style }
    /// Whether the button can be tapped; a disabled button is drawn dimmed. True by default.
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            _isEnabled = newValue
            _alertController?._actionDidChange(self)
        }
    }

    /// A new action with the same title, style, handler and enabled state, in no alert controller.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: _title, style: _style, handler: _handler)
        copy._isEnabled = _isEnabled
        return copy
    }
}
