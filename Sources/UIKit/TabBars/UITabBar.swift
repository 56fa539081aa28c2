import Foundation

/// A bar of tab items at the bottom of a tab bar controller's view.
///
/// The bar is 49 points plus the bottom safe area high (32 in a vertically compact environment). It draws
/// the background and shadow of its resolved appearance (UITabBar+Appearance.swift) and one button per item
/// (UITabBar+Items.swift); a tap on an enabled item selects it and tells the delegate, or the tab bar
/// controller that manages the bar.
@preconcurrency @MainActor
open class UITabBar: UIView {
    var _items: [UITabBarItem] = []
    weak var _selectedItem: UITabBarItem?
    var _appearances = _BarAppearanceSlots<UITabBarAppearance>()
    /// The background shown and what it was resolved for; nil when it must be resolved again.
    var _shownBackground: _BarBackground?
    var _shownInputs: [Bool] = []
    /// Whether a tab bar controller manages the bar, and whether its content is at the bottom edge.
    var _isManaged = false
    var _isAtScrollEdge = true
    lazy var _backgroundView = _BarBackgroundView(shadowEdge: .top)
    /// The item buttons, by item (UITabBar+Items.swift).
    var _itemButtons: [ObjectIdentifier: _TabBarButton] = [:]
    weak var _delegate: UITabBarDelegate?
    /// The tab bar controller that manages the bar: it is the bar's delegate.
    weak var _tabBarController: UITabBarController?
    /// The customizing session while the Configure sheet shows (UITabBar+Customizing.swift).
    var _customizing: _TabBarCustomizing?

    /// The items, in order.
    open var items: [UITabBarItem]? {
        get { _items }
        set { _items = newValue ?? []; setNeedsLayout() }
    }
    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    /// Shows the Configure sheet over the bar's superview, offering `items` (every item that may be on the
    /// bar) to drag onto it (UITabBar+Customizing.swift). Does nothing while customizing, with no items, or
    /// when the bar has no superview.
    open func beginCustomizingItems(_ items: [UITabBarItem]) { _beginCustomizing(items) }
    /// Takes the Configure sheet away (slid down when `animated`); false when the bar was not customizing.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool { _endCustomizing(animated: animated) }
    /// Whether the Configure sheet shows (from `beginCustomizingItems(_:)` until it has gone).
    open var isCustomizing: Bool { _customizing != nil }
    /// The highlighted item.
    open var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set { _selectedItem = newValue; setNeedsLayout() }
    }
    /// The object told of the user's selections. A tab bar controller's bar has the controller as its
    /// delegate, and setting another raises `NSInternalInconsistencyException`.
    open weak var delegate: UITabBarDelegate? {
        get { _tabBarController ?? _delegate }
        set {
            if _tabBarController != nil, newValue !== _tabBarController {
                NSException(name: .internalInconsistencyException,
                            reason: "Changing the delegate of a tab bar managed by a tab bar controller is not allowed.").raise()
                return
            }
            _delegate = newValue
        }
    }
    /// How the items are placed across the bar; `.automatic` fills a horizontally compact bar and centres
    /// the items otherwise.
    open var itemPositioning = ItemPositioning.automatic {
        didSet { setNeedsLayout() }
    }
    /// The width of centred items; 0 uses the system's.
    open var itemWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// The gap between centred items; 0 uses the system's.
    open var itemSpacing: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// The bar's style (stored).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (true). A container's child extends under a translucent bar, and under
    /// an opaque one only when it `extendedLayoutIncludesOpaqueBars`; a change lays the container out again.
    /// Legacy customisation: a change writes the background into the standard appearance.
    open var isTranslucent = true {
        didSet { _translucencyDidChange(from: oldValue) }
    }
    /// The bar's background colour (legacy customisation): written into the standard appearance's
    /// `backgroundColor`.
    open var barTintColor: UIColor? {
        didSet { _legacyCustomizationDidChange { $0.barTintColor = barTintColor } }
    }
    /// The background image (legacy customisation): written into the standard appearance.
    open var backgroundImage: UIImage? {
        get { _legacy.backgroundImages[UIBarMetrics.default.rawValue] }
        set { _legacy.backgroundImages[UIBarMetrics.default.rawValue] = newValue; _writeLegacyBackground() }
    }
    /// The shadow image (legacy customisation), shown only with a custom background image.
    open var shadowImage: UIImage? {
        get { _legacy.shadowImage }
        set { _legacy.shadowImage = newValue; _writeLegacyBackground() }
    }
    /// The image behind the selected item (legacy customisation): written into the standard appearance's
    /// `selectionIndicatorImage` (stored there, not drawn).
    open var selectionIndicatorImage: UIImage? {
        didSet { _standard().selectionIndicatorImage = selectionIndicatorImage }
    }
    /// The legacy customisation, written into the appearances as it changes.
    var _legacy = _LegacyBarCustomization()
    /// The colour of unselected items; nil for the system grey. (The selected item takes `tintColor`.)
    open var unselectedItemTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The appearance of the tab bar; assigning stores a copy, and changes made through the stored copy
    /// show at once.
    open var standardAppearance: UITabBarAppearance {
        get { _standard() }
        set { _appearances.standard = newValue._adopted(by: self); _barAppearanceDidChange() }
    }
    /// The appearance while the content's bottom edge is at the tab bar (managed tab bars only); nil: the
    /// standard appearance with a transparent background.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { _appearances.scrollEdge }
        set { _appearances.scrollEdge = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }

    /// Shows the resolved appearance's background behind the bar, and the item buttons in front of it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _applyAppearanceIfNeeded()
        if _backgroundView.frame != bounds { _backgroundView.frame = bounds }
        _layoutItemButtons()
    }

    /// Lays the items out again for the new size classes; the container lays the bar out at its new height.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _barTraitsDidChange(from: previousTraitCollection)
    }

    /// Lays the items out again inside the new safe area.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Shows the selected colour in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// A tab bar is 49 points high (32 when vertically compact) plus the bottom safe area, as wide as it is
    /// given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _rowHeight + (window?._windowSafeAreaInsets.bottom ?? 0))
    }
}
