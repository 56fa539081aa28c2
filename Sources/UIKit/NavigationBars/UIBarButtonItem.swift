import Foundation

/// A button on a navigation bar or a toolbar: a title, an image, a system item, a custom view or a
/// space, with a target–action, a `primaryAction` or a `menu`.
///
/// Tapping the item's view (through touch delivery) runs `primaryAction` when there is one; otherwise
/// it sends `action` to `target` through `UIApplication.shared.sendAction(_:to:from:for:)` with the item
/// as the sender — a nil target means the responder chain from the first responder.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item's title is drawn, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A regular-weight title.
        case plain = 0
        /// Deprecated: the same as `.plain` since iOS 7.
        case bordered = 1
        /// A semibold title, for the item that completes a task.
        case done = 2
    }

    /// The items the system defines, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// Deprecated: no longer supported.
        case pageCurl = 23
        case close = 24
    }

    var _style: Style = .plain
    var _systemItem: SystemItem?
    weak var _target: AnyObject?
    var _action: Selector?
    var _primaryAction: UIAction?
    var _menu: UIMenu?
    var _customView: UIView?
    var _width: CGFloat = 0
    var _tintColor: UIColor?
    var _possibleTitles: Set<String>?
    /// The view that shows the item in a bar, made when a bar first lays it out.
    var _itemView: _BarButtonView?
    /// The bar that shows the item, told when the item changes.
    weak var _bar: UIView?
    /// The group the item belongs to (`buttonGroup`).
    weak var _group: UIBarButtonItemGroup?

    /// Creates an empty plain item.
    public override init() { super.init() }
    /// Creates an empty plain item from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an item with a title that sends `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        _configure(title: title, image: nil, style: style, target: target, action: action)
    }

    /// Creates an item with an image that sends `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        _configure(title: nil, image: image, style: style, target: target, action: action)
    }

    /// Creates an item with an image and a landscape image (the landscape one is kept, not used).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// Creates a system item that sends `action` to `target` when tapped. `.done` and `.save` use the
    /// `.done` style.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        _configure(systemItem: systemItem, target: target, action: action)
    }

    /// Creates an item shown by `customView`; the item sends no action of its own.
    public convenience init(customView: UIView) {
        self.init()
        _customView = customView
    }

    /// Creates an item that runs `primaryAction` when tapped, or shows `menu`; a nil title or image
    /// comes from the action.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        _configure(title: title, image: image, primaryAction: primaryAction, menu: menu)
    }

    /// Creates a plain item with a title and an image that sends `action` to `target` when tapped, and
    /// shows `menu` on a long press (on a tap when there is no `action`) (iOS 16).
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init()
        _configure(title: title, image: image, style: .plain, target: target, action: action)
        _menu = menu
    }

    /// Creates a system item that runs `primaryAction` when tapped, or shows `menu`; the system item
    /// keeps its own title and glyph rather than the action's.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        _configure(systemItem: systemItem, target: nil, action: nil)
        _primaryAction = primaryAction
        _menu = menu
    }

    /// Creates an item that runs `primaryAction` when tapped, titled from the action.
    public convenience init(primaryAction: UIAction?) {
        self.init()
        _configure(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// A flexible space: it shares the room left in a toolbar with the other flexible spaces.
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A fixed space `width` points wide.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// How the title is drawn.
    open var style: Style {
        get { _style }
        set { _style = newValue; _itemDidChange() }
    }
    /// The object that receives `action`; nil sends it along the responder chain. Not retained.
    open weak var target: AnyObject? {
        get { _target }
        set { _target = newValue }
    }
    /// The selector sent when the item is tapped and has no `primaryAction`.
    open var action: Selector? {
        get { _action }
        set { _action = newValue; _itemDidChange() }
    }
    /// The action run when the item is tapped; it takes precedence over `target` and `action`.
    /// Setting it gives the item the action's title and image (not a system item's).
    open var primaryAction: UIAction? {
        get { _primaryAction }
        set { _setPrimaryAction(newValue); _itemDidChange() }
    }
    /// The menu the item shows: on a tap when the item has neither `primaryAction` nor `action`, else
    /// on a long press. Shown as a button's menu is, below the item (above it in a bottom toolbar).
    open var menu: UIMenu? {
        get { _menu }
        set { _menu = newValue; _itemDidChange() }
    }
    /// The view that shows the item instead of a title or image.
    open var customView: UIView? {
        get { _customView }
        set { _customView = newValue; _itemDidChange() }
    }
    /// The item's width; 0 (the default) sizes it to its content. A fixed space is this wide.
    open var width: CGFloat {
        get { _width }
        set { _width = newValue; _itemDidChange() }
    }
    /// The colour of the title and image; nil uses the bar's tint colour.
    open var tintColor: UIColor? {
        get { _tintColor }
        set { _tintColor = newValue; _itemDidChange() }
    }
    /// Titles the item may show, so that it is sized for the widest (kept, not used in sizing).
    open var possibleTitles: Set<String>? {
        get { _possibleTitles }
        set { _possibleTitles = newValue }
    }
    /// The image shown in landscape on a phone (stored).
    open var landscapeImagePhone: UIImage?
    /// Whether the item is hidden (iOS 16).
    open var isHidden = false {
        didSet { _itemDidChange() }
    }
    /// Whether the item can be tapped; a disabled item is drawn dimmed and sends nothing.
    open override var isEnabled: Bool {
        didSet { _itemDidChange() }
    }
    /// The item's title.
    open override var title: String? {
        didSet { _itemDidChange() }
    }
    /// The item's image.
    open override var image: UIImage? {
        didSet { _itemDidChange() }
    }
}
