import Foundation

/// A bar of tab items at the bottom of a tab bar controller's view.
///
/// PortableUIKit's bar is a plain view, 49 points plus the bottom safe area high, that keeps its items
/// and the selected one; it draws nothing. Taps are simulated with UIKitTesting's
/// `simulateUserSelection(of:in:)`.
@preconcurrency @MainActor
open class UITabBar: UIView {
    var _items: [UITabBarItem] = []
    weak var _selectedItem: UITabBarItem?

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

    /// A tab bar is 49 points high plus the bottom safe area, as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 49 + (window?._windowSafeAreaInsets.bottom ?? 0))
    }
}
