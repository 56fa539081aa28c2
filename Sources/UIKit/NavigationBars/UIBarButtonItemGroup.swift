import Foundation

/// A set of bar button items shown together: on a navigation bar through `UINavigationItem`'s
/// `leadingItemGroups`/`trailingItemGroups` (iOS 16), or on an iPad's shortcuts bar.
///
/// An item belongs to one group at most: putting it in a group takes it out of the group it was in,
/// as Apple documents. A hidden group's items are not shown.
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
    /// The items of the group, in order (leading to trailing).
    open var barButtonItems: [UIBarButtonItem] {
        get { _items }
        set { _setItems(newValue) }
    }
    /// The item shown in place of the group when there is not room for all of its items.
    open var representativeItem: UIBarButtonItem?
    /// Whether the group is hidden (iOS 16); its items are then left out of the bar.
    open var isHidden = false {
        didSet { if isHidden != oldValue { _navigationItem?._itemDidChange() } }
    }

    var _items: [UIBarButtonItem] = []
    /// How the group may be customised (iOS 16): fixed, movable or optional. Stored; PortableUIKit has
    /// no navigation bar customisation.
    enum _Kind: Equatable { case fixed, movable, optional(inDefaultCustomization: Bool) }
    var _kind: _Kind = .fixed
    var _customizationIdentifier: String?
    /// The navigation item that shows the group, told when the group changes.
    weak var _navigationItem: UINavigationItem?

    /// Creates a fixed group of `barButtonItems`, collapsing to `representativeItem`.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.representativeItem = representativeItem
        super.init()
        _setItems(barButtonItems)
    }

    /// Creates an empty group from an archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A group that cannot be moved or removed when the navigation bar is customised (iOS 16).
    open class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group that can be moved but not removed when the navigation bar is customised (iOS 16).
    open class func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                 items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group._kind = .movable
        group._customizationIdentifier = customizationIdentifier
        return group
    }

    /// A group that can be moved, added or removed when the navigation bar is customised (iOS 16).
    open class func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true,
                                  representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group._kind = .optional(inDefaultCustomization: isInDefaultCustomization)
        group._customizationIdentifier = customizationIdentifier
        return group
    }

    /// Whether the group shows its representative item instead of its items (never, here: PortableUIKit's
    /// bars show every group's items).
    open var isDisplayingRepresentativeItem: Bool { false }

    /// Takes `items` in: each leaves its previous group, and items no longer here leave this one.
    func _setItems(_ items: [UIBarButtonItem]) {
        let kept = Set(items.map(ObjectIdentifier.init))
        for item in _items where !kept.contains(ObjectIdentifier(item)) && item._group === self { item._group = nil }
        for item in items where item._group !== self {
            item._group?._remove(item)
            item._group = self
        }
        _items = items
        _groupDidChange()
    }

    /// `item` moved to another group. The navigation item showing this group keeps its left or right
    /// items as they were, so an item shared by two navigation items (as apps do with `rightBarButtonItem`)
    /// still shows on both.
    private func _remove(_ item: UIBarButtonItem) {
        _items.removeAll { $0 === item }
    }

    func _groupDidChange() {
        _navigationItem?._itemGroupsDidChange()
    }
}

extension UIBarButtonItem {
    /// The group the item belongs to, if any.
    public var buttonGroup: UIBarButtonItemGroup? { _group }

    /// Puts the item alone in a new fixed group (iOS 16), taking it out of its previous group.
    public func creatingFixedGroup() -> UIBarButtonItemGroup {
        UIBarButtonItemGroup.fixedGroup(items: [self])
    }

    /// Puts the item alone in a new movable group (iOS 16), taking it out of its previous group.
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup.movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// Puts the item alone in a new optional group (iOS 16), taking it out of its previous group.
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup.optionalGroup(customizationIdentifier: customizationIdentifier,
                                           isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }

    /// Whether the item shows in a bar: not hidden, nor in a hidden group.
    var _isShownInBar: Bool { !isHidden && !(_group?.isHidden ?? false) }
}
