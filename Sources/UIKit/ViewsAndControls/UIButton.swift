import Foundation

/// A control that runs an action when tapped, showing a title, an image and a background.
///
/// Two ways to style it, as on iOS: the classic per-state API (`setTitle(_:for:)`, `setTitleColor(_:for:)`,
/// `setImage(_:for:)` …, with `buttonType` choosing the look) and, since iOS 15, a `configuration`
/// (`UIButton.Configuration.filled()` …) that the button renders for its current state. The button
/// draws with subviews: `titleLabel`, `imageView`, and its layer for a configuration's background.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The looks a classic button can have, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No styling: white title, no tint.
        case custom = 0
        /// The standard button: a title and image in the tint colour, dimmed while highlighted.
        case system = 1
        /// A circled "i" for showing details.
        case detailDisclosure = 2
        /// A circled "i" (light backgrounds on older systems; the same as `detailDisclosure` now).
        case infoLight = 3
        /// A circled "i" (dark backgrounds on older systems; the same as `detailDisclosure` now).
        case infoDark = 4
        /// A circled plus sign for adding a contact.
        case contactAdd = 5
        /// A plain button without the system's highlight effect.
        case plain = 6
        /// A close button: an "x" in a gray circle.
        case close = 7
        /// The pre-iOS 7 rounded rectangle, now the same as `system`.
        public static var roundedRect: ButtonType { .system }
    }

    var _buttonType: ButtonType = .custom
    /// Per-state content set through the classic API, keyed by the state's raw value.
    var _stateContent: [UInt: _ButtonStateContent] = [:]
    var _titleLabel: UILabel?
    var _imageView: UIImageView?
    var _backgroundImageView: UIImageView?
    var _subtitleLabel: UILabel?
    var _configurationBackgroundView: UIView?
    var _configuration: UIButton.Configuration?
    var _needsConfigurationUpdate = false

    /// Creates a custom button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureButton()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureButton()
    }

    /// Creates a button of the given type, sized to its content for the built-in glyph types.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        _buttonType = buttonType
        _configureButton()
    }

    /// Creates a button of the given type that runs `primaryAction` when tapped; the action's title and
    /// image become the button's normal title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { _adoptPrimaryAction(primaryAction) }
    }

    /// Creates a system button styled by `configuration` that runs `primaryAction` when tapped.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { _adoptPrimaryAction(primaryAction) }
    }

    /// The button's type, fixed when it was created.
    open var buttonType: ButtonType { _buttonType }

    // MARK: Per-state content (UIButton+Content.swift)

    /// Sets the title shown in `state`; a state with no title shows the normal state's.
    open func setTitle(_ title: String?, for state: UIControl.State) { _set(\.title, title, for: state) }
    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { _set(\.titleColor, color, for: state) }
    /// Sets the colour of the title's shadow for `state`.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) { _set(\.titleShadowColor, color, for: state) }
    /// Sets the image shown beside the title in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { _set(\.image, image, for: state) }
    /// Sets the image stretched behind the content in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _set(\.backgroundImage, image, for: state) }
    /// Sets the styled title for `state`; it takes precedence over the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { _set(\.attributedTitle, title, for: state) }

    /// The title for `state`, else the normal state's.
    open func title(for state: UIControl.State) -> String? { _value(\.title, for: state) }
    /// The title colour for `state`, else the normal state's, else the button type's default.
    open func titleColor(for state: UIControl.State) -> UIColor? { _titleColor(for: state) }
    /// The title shadow colour for `state`, else the normal state's (nil: no shadow, the default).
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { _value(\.titleShadowColor, for: state) }
    /// The image for `state`, else the normal state's, else the button type's glyph.
    open func image(for state: UIControl.State) -> UIImage? { _image(for: state) }
    /// The background image for `state`, else the normal state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _value(\.backgroundImage, for: state) }
    /// The styled title for `state`, else the normal state's.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? { _value(\.attributedTitle, for: state) }

    /// The title shown now.
    open var currentTitle: String? { _currentTitle }
    /// The title colour used now (never nil).
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow colour used now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The styled title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The label that shows the title; made on first use.
    open var titleLabel: UILabel? { _ensureTitleLabel() }
    /// The image view that shows the image; made on first use.
    open var imageView: UIImageView? { _ensureImageView() }
    /// The subtitle label of a configuration with a subtitle; nil otherwise.
    open var subtitleLabel: UILabel? { _configuration?.subtitle != nil ? _subtitleLabel : nil }

    // MARK: Classic layout (UIButton+Layout.swift)

    /// Insets around the title and image together; zero by default. Ignored with a configuration.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { _contentDidChange() } }
    /// Insets of the title's rectangle; zero by default. Ignored with a configuration.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { _contentDidChange() } }
    /// Insets of the image's rectangle; zero by default. Ignored with a configuration.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { _contentDidChange() } }
    /// Whether a custom button darkens its image while highlighted (stored; not drawn).
    open var adjustsImageWhenHighlighted = true
    /// Whether a custom button lightens its image while disabled (stored; not drawn).
    open var adjustsImageWhenDisabled = true
    /// Whether the title and image shine while highlighted (stored; not drawn).
    open var showsTouchWhenHighlighted = false
    /// The button's role in its interface (stored).
    open var role: Role = .normal

    /// The rectangle, inside `bounds`, that holds the title and image.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { _contentRect(forBounds: bounds) }
    /// Where the title goes inside `contentRect`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { _titleRect(forContentRect: contentRect) }
    /// Where the image goes inside `contentRect`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { _imageRect(forContentRect: contentRect) }
    /// Where the background image goes; the bounds by default.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The size the content needs, as iOS sizes buttons.
    open override var intrinsicContentSize: CGSize { _buttonIntrinsicSize }
    /// The content's size; the proposed size is ignored, as on iOS.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _buttonIntrinsicSize }
    /// Places the title, image and background for the current state.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutButton()
    }
    /// Picks the built-in glyph for the new interface style.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle { setNeedsLayout() }
    }
    /// Restyles the tinted parts.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _contentDidChange()
    }
    override var _defaultActionIsSingleTap: Bool { true }

    // MARK: Menus (UIControl+Menu.swift)

    /// The menu the button shows: on a touch down when `showsMenuAsPrimaryAction` is true. Setting it
    /// turns `isContextMenuInteractionEnabled` on (a menu) or off (nil).
    open var menu: UIMenu? {
        get { _menu }
        set { _menu = newValue; isContextMenuInteractionEnabled = newValue != nil }
    }
    /// Whether the button keeps a selection: without a menu a tap toggles `isSelected` (before
    /// `.touchUpInside`); with a menu shown as the primary action, choosing an action turns it on and
    /// the menu's other actions off. False by default.
    open var changesSelectionAsPrimaryAction = false
    var _menu: UIMenu?
    override var _menuToPresent: UIMenu? { _menu }
    override func _endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if changesSelectionAsPrimaryAction, _menu == nil, _touchEndsInside(touch) { isSelected.toggle() }
    }
    override func _controlStateDidChange() {
        if _configuration != nil { setNeedsUpdateConfiguration() }
        _contentDidChange()
    }

    // MARK: Configuration (UIButton+Configuration.swift, UIButton+ConfigurationRendering.swift)

    /// The configuration that styles the button; nil for a classic button. Setting it re-renders.
    open var configuration: UIButton.Configuration? {
        get { _configuration }
        set { _configuration = newValue; _contentDidChange() }
    }
    /// Run after `updateConfiguration()` whenever the button updates its configuration for a new state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether the button updates its configuration automatically (stored; updates always run).
    open var automaticallyUpdatesConfiguration = true
    /// Asks the button to update its configuration before its next layout.
    open func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }
    /// Updates the configuration for the current state; override to restyle. Does nothing by default;
    /// `configurationUpdateHandler` runs after it.
    open func updateConfiguration() {}
}
