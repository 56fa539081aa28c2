import Foundation

/// A bar of navigation items, one per view controller in a navigation controller's stack.
///
/// The bar is 44 points high. It shows the top item's title centred, its left and right bar button
/// items, and a back button for the item below (UINavigationBar+Layout.swift); tapping the back button
/// pops. It draws no background of its own.
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

    /// Whether the bar shows large titles when an item allows them (stored).
    open var prefersLargeTitles = false
    /// The bar's style; `.black` makes a navigation controller's status bar light (stored).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (true). A container's child extends under a translucent bar, and under
    /// an opaque one only when it `extendedLayoutIncludesOpaqueBars`; a change lays the container out again.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    /// The bar's background tint (stored).
    open var barTintColor: UIColor?

    /// A navigation bar is 44 points high and as wide as it is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: _BarMetrics.barHeight) }

    /// Lays out the top item's title, bar button items and the back button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutItems()
    }
}
