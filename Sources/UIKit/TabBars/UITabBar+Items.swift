import Foundation

// How a tab bar shows its items (phone metrics in _TabBarMetrics, all our readings of screenshots):
// - the layout: compact inline (image beside the title) in a vertically compact environment (not on an iPad), whose row is
//   32 points high; inline in a horizontally regular one; stacked (image over the title) otherwise, 49 high;
// - the positioning: the stacked appearance's `stackedItemPositioning` when the layout is stacked and it is
//   not automatic, else the bar's `itemPositioning`; automatic is `.fill` when horizontally compact (the
//   items share the safe area's width), `.centered` otherwise;
// - the colours: the item appearance's state colour (normal, selected, disabled) for the layout, else the
//   bar's `tintColor` for the selected item and `unselectedItemTintColor` (system grey when nil) for the
//   others; a disabled item without a disabled colour is drawn at the bar buttons' dimmed alpha.
// - a tap (touch up inside) on an enabled item: a standalone bar selects it and tells its delegate's
//   `tabBar(_:didSelect:)`; a bar a tab bar controller manages tells the controller, its delegate.

extension UITabBar {
    /// The layout the items use in the bar's environment.
    var _itemLayoutStyle: UITabBarItemAppearance.Style {
        if traitCollection._usesCompactBars { return .compactInline }
        return traitCollection.horizontalSizeClass == .regular ? .inline : .stacked
    }

    /// The height of the row of items (above the bottom safe area).
    var _rowHeight: CGFloat { _TabBarMetrics.height(compact: traitCollection._usesCompactBars) }

    /// An item changed: its button shows the change at the next layout.
    func _itemsNeedUpdate() { setNeedsLayout() }

    /// Makes one button per item, in order, and lays them out across the row. Buttons of removed items go.
    func _layoutItemButtons() {
        var kept: [ObjectIdentifier: _TabBarButton] = [:]
        var buttons: [_TabBarButton] = []
        buttons.reserveCapacity(_items.count)
        for item in _items {
            let key = ObjectIdentifier(item)
            let button = _itemButtons[key] ?? _TabBarButton(item: item) { [weak self] in self?._userTapped($0) }
            kept[key] = button
            buttons.append(button)
            item._bar = self
        }
        for (key, button) in _itemButtons where kept[key] == nil { button.removeFromSuperview() }
        _itemButtons = kept

        let appearance = _resolvedAppearance()
        let style = _itemLayoutStyle
        let itemAppearance = switch style {
        case .stacked: appearance.stackedLayoutAppearance
        case .inline: appearance.inlineLayoutAppearance
        case .compactInline: appearance.compactInlineLayoutAppearance
        }
        var positioning = itemPositioning
        var width = itemWidth, spacing = itemSpacing
        if style == .stacked, appearance.stackedItemPositioning != .automatic {
            positioning = appearance.stackedItemPositioning
        }
        if style == .stacked {
            if appearance.stackedItemWidth > 0 { width = appearance.stackedItemWidth }
            if appearance.stackedItemSpacing > 0 { spacing = appearance.stackedItemSpacing }
        }
        if positioning == .automatic { positioning = traitCollection.horizontalSizeClass == .regular ? .centered : .fill }
        let minX = safeAreaInsets.left
        let frames = _TabBarMetrics.itemFrames(count: buttons.count, minX: minX,
                                               width: bounds.width - minX - safeAreaInsets.right, rowHeight: _rowHeight,
                                               positioning: positioning, itemWidth: width, spacing: spacing)
        for (index, button) in buttons.enumerated() {
            if button.superview !== self { addSubview(button) }
            guard let item = button.item else { continue }
            button.apply(_look(of: item, style: style, appearance: itemAppearance))
            if button.frame != frames[index] { button.frame = frames[index] }
        }
    }

    /// What `item`'s button shows, by the rules at the top of this file.
    func _look(of item: UITabBarItem, style: UITabBarItemAppearance.Style, appearance: UITabBarItemAppearance) -> _TabBarItemLook {
        let selected = item === _selectedItem
        let state = !item.isEnabled ? appearance.disabled : selected ? appearance.selected : appearance.normal
        let base: UIColor = selected ? (appearance.selected.iconColor ?? tintColor)
            : (appearance.normal.iconColor ?? unselectedItemTintColor ?? _TabBarMetrics.unselectedColor)
        let icon = state.iconColor ?? base
        let attributes = state.titleTextAttributes
        let fontSize = style == .stacked ? _TabBarMetrics.stackedTitleFontSize : _TabBarMetrics.inlineTitleFontSize
        let badgeAttributes = state.badgeTextAttributes
        let dimmed = !item.isEnabled && appearance.disabled.iconColor == nil
        return _TabBarItemLook(
            style: style,
            image: selected ? (item.selectedImage ?? item._displayedImage) : item._displayedImage,
            title: item._displayedTitle,
            iconColor: icon,
            titleFont: attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: fontSize, weight: .medium),
            titleColor: attributes[.foregroundColor] as? UIColor ?? icon,
            titleOffset: UIOffset(horizontal: item.titlePositionAdjustment.horizontal + state.titlePositionAdjustment.horizontal,
                                  vertical: item.titlePositionAdjustment.vertical + state.titlePositionAdjustment.vertical),
            badge: item.badgeValue,
            badgeColor: item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed,
            badgeFont: badgeAttributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: _TabBarMetrics.badgeFontSize),
            badgeTextColor: badgeAttributes[.foregroundColor] as? UIColor ?? .white,
            badgeOffset: state.badgePositionAdjustment,
            isEnabled: item.isEnabled,
            alpha: dimmed ? _BarMetrics.disabledAlpha : 1)
    }

    /// The user lifted a finger inside `item`'s button.
    func _userTapped(_ item: UITabBarItem) {
        guard item.isEnabled, _customizing == nil, _items.contains(where: { $0 === item }) else { return }
        selectedItem = item
        if let controller = _tabBarController {
            controller.tabBar(self, didSelect: item)
        } else if let delegate = _delegate {
            delegate.tabBar(self, didSelect: item)
        }
    }

    /// The button that shows `item`, once the bar has laid it out.
    func _button(for item: UITabBarItem) -> _TabBarButton? { _itemButtons[ObjectIdentifier(item)] }
}

/// The tab bar's delegate: told when the user selects an item.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    /// Called after the user tapped `item` and the bar selected it (not for selections made in code).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Called before the Configure sheet shows `items` (`beginCustomizingItems(_:)`).
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// Called once the Configure sheet has slid in.
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// Called before the Configure sheet goes; `changed` tells whether the bar's items changed.
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// Called once the Configure sheet has gone.
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

// Optional on iOS.
extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        _optionalRequirementNotImplemented("tabBar(_:didSelect:)")
    }
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        _optionalRequirementNotImplemented("tabBar(_:willBeginCustomizing:)")
    }
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
        _optionalRequirementNotImplemented("tabBar(_:didBeginCustomizing:)")
    }
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        _optionalRequirementNotImplemented("tabBar(_:willEndCustomizing:changed:)")
    }
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        _optionalRequirementNotImplemented("tabBar(_:didEndCustomizing:changed:)")
    }
}
