import Foundation

/// A set of bar button items shown together, as on an iPad's shortcuts bar.
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
    /// The items of the group, in order.
    open var barButtonItems: [UIBarButtonItem]
    /// The item shown in place of the group when there is not room for all of its items.
    open var representativeItem: UIBarButtonItem?
    /// Whether the group is hidden (iOS 16).
    open var isHidden = false

    /// Creates a group of `barButtonItems`, collapsing to `representativeItem`.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
    }

    /// Creates an empty group from an archive.
    public required init?(coder: NSCoder) {
        barButtonItems = []
        super.init()
    }

    /// Whether the group shows its representative item instead of its items (never, here: there is
    /// always room in PortableUIKit's bars for the groups they hold).
    open var isDisplayingRepresentativeItem: Bool { false }
}
