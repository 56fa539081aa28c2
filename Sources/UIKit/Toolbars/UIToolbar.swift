import Foundation

/// A bar of bar button items, usually at the bottom of a navigation controller.
///
/// Items are laid out in the top 44 points, left to right: the first 16 points in from the leading edge
/// of the safe area, 8 points apart; a fixed space takes its `width`, and the flexible spaces share what
/// is left equally (8-point gaps are not added beside them). Behind them the bar draws the background and
/// shadow of its resolved appearance (UIToolbar+Appearance.swift).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    var _items: [UIBarButtonItem] = [] {
        didSet { setNeedsLayout() }
    }
    var _installedItemViews: [UIView] = []
    var _appearances = _BarAppearanceSlots<UIToolbarAppearance>()
    /// The background shown and what it was resolved for; nil when it must be resolved again.
    var _shownBackground: _BarBackground?
    var _shownAppearance: UIToolbarAppearance?
    var _shownInputs: [Bool] = []
    /// Whether a navigation controller manages the toolbar, and whether its content is at the bottom edge.
    var _isManaged = false
    /// A navigation controller's toolbar: whether `isToolbarHidden` is true (UINavigationController+ToolbarSlide.swift).
    var _isHiddenByContainer = true
    var _isAtScrollEdge = true
    lazy var _backgroundView = _BarBackgroundView(shadowEdge: .top)

    /// The items, left to right; nil when there are none.
    open var items: [UIBarButtonItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }
    /// Replaces the items (not animated in PortableUIKit).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { _items = items ?? [] }

    /// The bar's style (stored).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (true). A container's child extends under a translucent bar, and under
    /// an opaque one only when it `extendedLayoutIncludesOpaqueBars`; a change lays the container out again.
    /// Legacy customisation: a change writes the background into the standard (and compact) appearance.
    open var isTranslucent = true {
        didSet { _translucencyDidChange(from: oldValue) }
    }
    /// The bar's background colour (legacy customisation): written into the standard (and compact)
    /// appearance's `backgroundColor`.
    open var barTintColor: UIColor? {
        didSet { _legacyCustomizationDidChange { $0.barTintColor = barTintColor } }
    }
    /// The legacy customisation, written into the appearances as it changes.
    var _legacy = _LegacyBarCustomization()

    /// Sets the background image for `barMetrics` (legacy customisation; every position shares one image).
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        _legacy.backgroundImages[barMetrics.rawValue] = backgroundImage
        _writeLegacyBackground()
    }
    /// The background image set for `barMetrics`.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _legacy.backgroundImages[barMetrics.rawValue]
    }
    /// Sets the shadow image (legacy customisation), shown only with a custom background image.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        _legacy.shadowImage = shadowImage
        _writeLegacyBackground()
    }
    /// The shadow image set.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { _legacy.shadowImage }

    /// The appearance of a regular-height toolbar; assigning stores a copy, and changes made through the
    /// stored copy show at once.
    open var standardAppearance: UIToolbarAppearance {
        get { _standard() }
        set { _appearances.standard = newValue._adopted(by: self); _barAppearanceDidChange() }
    }
    /// The appearance of a compact-height toolbar; nil: the standard appearance.
    open var compactAppearance: UIToolbarAppearance? {
        get { _appearances.compact }
        set { _appearances.compact = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }
    /// The appearance while the content's bottom edge is at the toolbar (managed toolbars only); nil: the
    /// standard appearance with a transparent background.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { _appearances.scrollEdge }
        set { _appearances.scrollEdge = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }
    /// The scroll-edge appearance of a compact-height toolbar; nil: `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { _appearances.compactScrollEdge }
        set { _appearances.compactScrollEdge = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }

    /// A toolbar is 44 points high (32 when vertically compact) and as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _BarMetrics.barHeight(compact: traitCollection._usesCompactBars))
    }

    /// Lays the items out again for the new size classes; the container lays the bar out at its new height.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _barTraitsDidChange(from: previousTraitCollection)
    }

    /// Lays out the items.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _applyAppearanceIfNeeded()
        if _backgroundView.frame != bounds { _backgroundView.frame = bounds }
        _layoutItems()
    }
}

extension UIToolbar {
    func _layoutItems() {
        let items = _items.filter { !$0.isHidden }
        if let shown = _shownAppearance {
            for item in items {
                guard !item._isFlexibleSpace, !item._isFixedSpace, item.customView == nil else { continue }
            (item._barView() as? _BarButtonView)?.appearance = item.style == .done ? shown.doneButtonAppearance : shown.buttonAppearance
            }
        }
        let widths = items.map { UINavigationBar._width(of: $0) }
        let content = CGRect(x: safeAreaInsets.left + _BarMetrics.edgeMargin, y: 0,
                             width: bounds.width - safeAreaInsets.left - safeAreaInsets.right - 2 * _BarMetrics.edgeMargin,
                             height: min(bounds.height, _BarMetrics.barHeight(compact: traitCollection._usesCompactBars)))
        var gaps = 0
        for index in items.indices.dropFirst() where !items[index]._isFlexibleSpace && !items[index - 1]._isFlexibleSpace {
            gaps += 1
        }
        let used = widths.reduce(0, +) + CGFloat(gaps) * _BarMetrics.interItemSpacing
        let flexibleCount = items.filter(\._isFlexibleSpace).count
        let flexibleWidth = flexibleCount == 0 ? 0 : max(0, content.width - used) / CGFloat(flexibleCount)

        var views: [UIView] = []
        var x = content.minX
        for (index, item) in items.enumerated() {
            if index > 0, !item._isFlexibleSpace, !items[index - 1]._isFlexibleSpace { x += _BarMetrics.interItemSpacing }
            let width = item._isFlexibleSpace ? flexibleWidth : widths[index]
            if !item._isFlexibleSpace, !item._isFixedSpace {
                let view = item._barView()
                item._bar = self
                let height = item.customView.map { $0.bounds.height } ?? content.height
                view.frame = CGRect(x: x, y: (content.height - height) / 2, width: width, height: height)
                views.append(view)
            }
            x += width
        }
        _installedItemViews = _installBarItemViews(views, in: self, replacing: _installedItemViews)
    }
}
