import Foundation

/// A bar of tab items at the bottom of a tab bar controller's view.
///
/// PortableUIKit's bar is a view 49 points plus the bottom safe area high that keeps its items and the
/// selected one. It draws the background and shadow of its resolved appearance (UITabBar+Appearance.swift),
/// not its items. Taps are simulated with UIKitTesting's `simulateUserSelection(of:in:)`.
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

    /// The items, in order.
    open var items: [UITabBarItem]? {
        get { _items }
        set { _items = newValue ?? [] }
    }
    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    /// The highlighted item.
    open var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set { _selectedItem = newValue }
    }
    /// The bar's style (stored).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (true). A container's child extends under a translucent bar, and under
    /// an opaque one only when it `extendedLayoutIncludesOpaqueBars`; a change lays the container out again.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    /// The bar's background tint (stored).
    open var barTintColor: UIColor?
    /// The tint of unselected items (stored).
    open var unselectedItemTintColor: UIColor?

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

    /// Shows the resolved appearance's background behind the bar.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _applyAppearanceIfNeeded()
        if _backgroundView.frame != bounds { _backgroundView.frame = bounds }
    }

    /// A tab bar is 49 points high plus the bottom safe area, as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 49 + (window?._windowSafeAreaInsets.bottom ?? 0))
    }
}
