import Foundation

/// A bar of navigation items, one per view controller in a navigation controller's stack.
///
/// The bar is 44 points high (32 when vertically compact), plus the large-title area when it shows a large title
/// and the search area when the top item has a search controller. It shows the top item's
/// title centred, its left and right bar button items, and a back button for the item below
/// (UINavigationBar+Layout.swift); tapping the back button pops. Behind them it draws the background and
/// shadow of its resolved appearance (UINavigationBar+Appearance.swift).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    var _items: [UINavigationItem] = [] {
        didSet { _itemsDidChange() }
    }
    /// The navigation controller that owns the bar: its back button pops that controller.
    weak var _navigationController: UINavigationController?
    lazy var _titleLabel = _makeTitleLabel()
    var _backButtonView: _BarButtonView?
    /// The item views the last layout installed.
    var _installedItemViews: [UIView] = []
    /// The bar's own appearances (UINavigationBar+Appearance.swift).
    var _appearances = _BarAppearanceSlots<UINavigationBarAppearance>()
    /// The appearance shown, and what it was resolved for; nil when it must be resolved again.
    var _shownAppearance: UINavigationBarAppearance?
    var _shownAppearanceInputs: _AppearanceInputs?
    /// Whether the managing navigation controller's content scroll view is at its top edge.
    var _isAtScrollEdge = true
    /// The height of the large-title area below the 44-point row: 0 when no large title shows
    /// (UINavigationBar+LargeTitle.swift).
    var _largeTitleHeight: CGFloat = 0
    lazy var _backgroundView = _BarBackgroundView(shadowEdge: .bottom)
    lazy var _largeTitleContainer = _makeLargeTitleContainer()
    lazy var _largeTitleLabel = _makeLargeTitleLabel()
    /// A push's or pop's large-title animation in progress (UINavigationBar+LargeTitle.swift).
    var _largeTitleTransition: _LargeTitleBarTransition?
    /// The height of the search area below the row and the large title: 0 when no search bar shows
    /// (UINavigationBar+SearchBar.swift).
    var _searchAreaHeight: CGFloat = 0
    /// The top item's search controller's search bar, shown in the search area, and the old top's while a
    /// push or pop fades it out.
    weak var _hostedSearchBar: UISearchBar?
    weak var _outgoingSearchBar: UISearchBar?
    lazy var _searchBarContainer = _makeSearchBarContainer()

    /// The items, bottom first.
    open var items: [UINavigationItem]? {
        get { _items }
        set {
            _items = newValue ?? []
            for item in _items { item._bar = self }
        }
    }
    /// The item on top of the stack.
    open var topItem: UINavigationItem? { _items.last }
    /// The item just below the top one.
    open var backItem: UINavigationItem? { _items.count > 1 ? _items[_items.count - 2] : nil }
    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    /// Pushes `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) { _items.append(item) }
    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { _items.popLast() }

    /// Whether a navigation controller's bar shows the top item's title large, in an area below the bar's
    /// 44-point row, when the item's `largeTitleDisplayMode` allows it. False by default.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { _largeTitlePreferenceDidChange() } }
    }
    /// The bar's style; `.black` makes a navigation controller's status bar light (stored).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (true). A container's child extends under a translucent bar, and under
    /// an opaque one only when it `extendedLayoutIncludesOpaqueBars`; a change lays the container out again.
    /// Legacy customisation: a change writes the background into the standard (and compact) appearance, an
    /// opaque bar without a blur (_LegacyBarCustomization.swift).
    open var isTranslucent = true {
        didSet { _translucencyDidChange(from: oldValue) }
    }
    /// The bar's background colour (legacy customisation): written into the standard (and compact)
    /// appearance's `backgroundColor`.
    open var barTintColor: UIColor? {
        didSet { _legacyCustomizationDidChange { $0.barTintColor = barTintColor } }
    }
    /// The shadow image (legacy customisation): written into the appearances' `shadowImage`, and shown only
    /// with a custom background image, as on iOS.
    open var shadowImage: UIImage? {
        didSet { _legacy.shadowImage = shadowImage; _writeLegacyBackground() }
    }
    /// The title's attributes (legacy customisation): written into the standard (and compact) appearance.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { _writeLegacyTitles() }
    }
    /// The large title's attributes (legacy customisation): written into the standard (and compact) appearance.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { _writeLegacyTitles() }
    }
    /// The legacy customisation, written into the appearances as it changes.
    var _legacy = _LegacyBarCustomization()

    /// Sets the background image for bars of `barMetrics` (legacy customisation): written into the
    /// standard appearance (`.default`) or the compact one (`.compact`); the prompt metrics are kept only.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        _legacy.backgroundImages[barMetrics.rawValue] = backgroundImage
        _writeLegacyBackground()
    }
    /// Sets the background image for `barPosition` and `barMetrics`; every position shares one image here.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }
    /// The background image set for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { _legacy.backgroundImages[barMetrics.rawValue] }
    /// The background image set for `barPosition` and `barMetrics`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: barMetrics)
    }

    /// The appearance of a regular-height bar; assigning stores a copy, and changes made through the stored
    /// copy show at once.
    open var standardAppearance: UINavigationBarAppearance {
        get { _standard() }
        set { _appearances.standard = newValue._adopted(by: self); _barAppearanceDidChange() }
    }
    /// The appearance of a compact-height bar; nil: the standard appearance.
    open var compactAppearance: UINavigationBarAppearance? {
        get { _appearances.compact }
        set { _appearances.compact = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }
    /// The appearance while the content's top edge is at the bar (managed bars only); nil: the standard
    /// appearance with a transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.scrollEdge }
        set { _appearances.scrollEdge = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }
    /// The scroll-edge appearance of a compact-height bar; nil: `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.compactScrollEdge }
        set { _appearances.compactScrollEdge = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }

    /// A navigation bar is 44 points high (32 when vertically compact), plus the large-title and search areas
    /// it shows, and as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _rowHeight + _largeTitleHeight + _searchAreaHeight)
    }

    /// The height of the row of items and title: 44 points, 32 in a vertically compact environment.
    var _rowHeight: CGFloat { _BarMetrics.barHeight(compact: traitCollection._usesCompactBars) }

    /// Lays the bar out again for the new size classes; the container lays it out at its new height.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _barTraitsDidChange(from: previousTraitCollection)
    }

    /// Shows the resolved appearance, then lays out the top item's title, bar button items, the back button,
    /// the large title and the search bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _applyAppearanceIfNeeded()
        _layoutItems()
        _layoutBackground()
        _layoutLargeTitle()
        _layoutSearchBar()
    }
}
