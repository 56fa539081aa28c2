import Foundation

extension UITabBar {
    /// How a tab bar places its items across its width, with UIKit's raw values.
    public enum ItemPositioning: Int, Sendable {
        /// `.fill` in a horizontally compact environment, `.centered` otherwise.
        case automatic = 0
        /// The items share the whole width.
        case fill = 1
        /// The items sit together in the middle, `itemWidth` wide and `itemSpacing` apart.
        case centered = 2
    }
}

/// The appearance of a tab bar: the background and shadow of every bar appearance, the item appearances of
/// the three layouts, the stacked layout's positioning, and the selection indicator.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    var _tab = _TabBarAppearanceValues()

    /// Creates an appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        _adoptItemAppearances()
    }

    /// Creates an appearance with the background and shadow of `barAppearance`, and its item and layout
    /// settings when it is a tab bar appearance.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let source = barAppearance as? UITabBarAppearance { _tab = source._tab.copied() }
        _adoptItemAppearances()
    }

    /// Creates a default appearance from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _adoptItemAppearances()
    }

    nonisolated open override func copy(with zone: NSZone? = nil) -> Any {
        let result: UITabBarAppearance = MainActor.assumeIsolated { UITabBarAppearance(barAppearance: self) }
        return result
    }

    /// The items' look when the title is below the icon (iPhone portrait). Assigning copies the appearance.
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { _tab.stacked }
        set { _tab.stacked = newValue.copy(); _adoptItemAppearances(); _appearanceDidChange() }
    }
    /// The items' look when the title is beside the icon (regular width). Assigning copies the appearance.
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { _tab.inline }
        set { _tab.inline = newValue.copy(); _adoptItemAppearances(); _appearanceDidChange() }
    }
    /// The items' look when the title is beside the icon in a compact-height bar. Assigning copies it.
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { _tab.compactInline }
        set { _tab.compactInline = newValue.copy(); _adoptItemAppearances(); _appearanceDidChange() }
    }
    /// How stacked items are placed across the bar; `.automatic` by default.
    open var stackedItemPositioning: UITabBar.ItemPositioning {
        get { _tab.stackedItemPositioning }
        set { _tab.stackedItemPositioning = newValue; _appearanceDidChange() }
    }
    /// The gap between centred stacked items; 0 (the system's) by default.
    open var stackedItemSpacing: CGFloat {
        get { _tab.stackedItemSpacing }
        set { _tab.stackedItemSpacing = newValue; _appearanceDidChange() }
    }
    /// The width of centred stacked items; 0 (the system's) by default.
    open var stackedItemWidth: CGFloat {
        get { _tab.stackedItemWidth }
        set { _tab.stackedItemWidth = newValue; _appearanceDidChange() }
    }
    /// The tint of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor? {
        get { _tab.selectionIndicatorTintColor }
        set { _tab.selectionIndicatorTintColor = newValue; _appearanceDidChange() }
    }
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage? {
        get { _tab.selectionIndicatorImage }
        set { _tab.selectionIndicatorImage = newValue; _appearanceDidChange() }
    }

    func _adoptItemAppearances() {
        for appearance in [_tab.stacked, _tab.inline, _tab.compactInline] { appearance._observer = self }
    }
}

/// A tab bar appearance's own settings, as one value.
struct _TabBarAppearanceValues {
    var stacked: UITabBarItemAppearance
    var inline: UITabBarItemAppearance
    var compactInline: UITabBarItemAppearance
    var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    var stackedItemSpacing: CGFloat = 0
    var stackedItemWidth: CGFloat = 0
    var selectionIndicatorTintColor: UIColor?
    var selectionIndicatorImage: UIImage?

    @MainActor init() {
        stacked = UITabBarItemAppearance(style: .stacked)
        inline = UITabBarItemAppearance(style: .inline)
        compactInline = UITabBarItemAppearance(style: .compactInline)
    }

    @MainActor func copied() -> _TabBarAppearanceValues {
        var copy = self
        copy.stacked = stacked.copy()
        copy.inline = inline.copy()
        copy.compactInline = compactInline.copy()
        return copy
    }
}

/// How tab bar items look in one layout, one state appearance per control state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The three layouts of tab bar items, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case stacked = 0, inline = 1, compactInline = 2
    }

    weak var _observer: (any _BarAppearanceObserver)?
    /// The look of an unselected item.
    public let normal: UITabBarItemStateAppearance
    /// The look of the selected item.
    public let selected: UITabBarItemStateAppearance
    /// The look of a disabled item.
    public let disabled: UITabBarItemStateAppearance
    /// The look of a focused item.
    public let focused: UITabBarItemStateAppearance

    /// Creates the default appearance of items in `style`.
    public init(style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
        super.init()
        for state in _states { state._owner = self }
    }

    /// Creates the default appearance of stacked items.
    public convenience override init() { self.init(style: .stacked) }

    /// Creates the default appearance of stacked items from an archive.
    public required convenience init?(coder: NSCoder) { self.init(style: .stacked) }

    /// A copy of this appearance, its four state appearances copied too.
    public func copy() -> Self { copy(with: nil) as! Self }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let result: UITabBarItemAppearance = MainActor.assumeIsolated {
            let copy = UITabBarItemAppearance(style: .stacked)
            for (target, source) in zip(copy._states, _states) { target._values = source._values }
            return copy
        }
        return result
    }

    /// Resets every state to the default look of items in `style`.
    open func configureWithDefault(for style: Style) {
        for state in _states { state._values = _TabBarItemStateValues() }
        _observer?._barAppearanceDidChange()
    }

    var _states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }
}

/// How tab bar items look in one state: the title, the icon's colour and the badge. Only an item
/// appearance makes these.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    weak var _owner: UITabBarItemAppearance?
    var _values = _TabBarItemStateValues()

    override init() { super.init() }

    /// Attributes of the item's title; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { _values.titleTextAttributes }
        set { _values.titleTextAttributes = newValue; _changed() }
    }
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset {
        get { _values.titlePositionAdjustment }
        set { _values.titlePositionAdjustment = newValue; _changed() }
    }
    /// The colour of the item's icon; nil for the system's.
    open var iconColor: UIColor? {
        get { _values.iconColor }
        set { _values.iconColor = newValue; _changed() }
    }
    /// How far the badge moves from its place.
    open var badgePositionAdjustment: UIOffset {
        get { _values.badgePositionAdjustment }
        set { _values.badgePositionAdjustment = newValue; _changed() }
    }
    /// The badge's background colour; nil for the system's.
    open var badgeBackgroundColor: UIColor? {
        get { _values.badgeBackgroundColor }
        set { _values.badgeBackgroundColor = newValue; _changed() }
    }
    /// Attributes of the badge's text; empty by default.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] {
        get { _values.badgeTextAttributes }
        set { _values.badgeTextAttributes = newValue; _changed() }
    }
    /// How far the badge's text moves inside the badge.
    open var badgeTitlePositionAdjustment: UIOffset {
        get { _values.badgeTitlePositionAdjustment }
        set { _values.badgeTitlePositionAdjustment = newValue; _changed() }
    }

    func _changed() { _owner?._observer?._barAppearanceDidChange() }
}

/// The settings of one tab bar item state appearance, as one value to copy.
struct _TabBarItemStateValues {
    var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var titlePositionAdjustment = UIOffset.zero
    var iconColor: UIColor?
    var badgePositionAdjustment = UIOffset.zero
    var badgeBackgroundColor: UIColor?
    var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    var badgeTitlePositionAdjustment = UIOffset.zero
}
