import Foundation

// Item groups (iOS 16) and the left and right items are two views of one list. Setting the groups
// replaces the left or right items, as Apple documents: the left items become the leading groups' items in
// order, the right items the trailing groups' items from the trailing edge inwards (the first right
// item is rightmost, so it is the last item of the last trailing group). Setting the left or right items
// makes one fixed group of them. [INFERRED: that the items read back from the groups, and the groups
// from the items, is our reading of "replaces"; the trailing groups' order, leading to trailing, is
// ours.] A hidden group's items stay in the lists and are left out of the bar.

extension UINavigationItem {
    /// The groups at the leading edge of the navigation bar, leading to trailing (iOS 16). Setting
    /// them replaces `leftBarButtonItems`.
    public var leadingItemGroups: [UIBarButtonItemGroup] {
        get { _leadingGroups }
        set {
            _adoptGroups(newValue, leading: true)
            _itemGroupsDidChange()
        }
    }

    /// The groups at the trailing edge of the navigation bar, leading to trailing (iOS 16). Setting
    /// them replaces `rightBarButtonItems`.
    public var trailingItemGroups: [UIBarButtonItemGroup] {
        get { _trailingGroups }
        set {
            _adoptGroups(newValue, leading: false)
            _itemGroupsDidChange()
        }
    }

    /// One fixed group of `items`; none when there are none.
    func _groups(wrapping items: [UIBarButtonItem]) -> [UIBarButtonItemGroup] {
        items.isEmpty ? [] : [UIBarButtonItemGroup.fixedGroup(items: items)]
    }

    /// Makes `groups` the leading or trailing groups, the old ones no longer reporting to this item.
    func _adoptGroups(_ groups: [UIBarButtonItemGroup], leading: Bool) {
        for group in leading ? _leadingGroups : _trailingGroups where group._navigationItem === self {
            group._navigationItem = nil
        }
        for group in groups { group._navigationItem = self }
        if leading { _leadingGroups = groups } else { _trailingGroups = groups }
    }

    /// A group or its items changed: the left and right items follow the groups, and the bar lays out.
    func _itemGroupsDidChange() {
        let leading = _leadingGroups.flatMap(\.barButtonItems)
        let trailing = _trailingGroups.flatMap(\.barButtonItems)
        _leftItems = leading.isEmpty ? nil : leading
        _rightItems = trailing.isEmpty ? nil : Array(trailing.reversed())
        _itemDidChange()
    }
}
