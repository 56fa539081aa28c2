import Foundation

/// An item on a bar: a title, an image and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Creates an empty item.
    public override init() { super.init() }
    /// Creates an empty item from an archive.
    public required init?(coder: NSCoder) { super.init() }

    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// A number the app uses to identify the item.
    open var tag = 0
    /// Whether the item is enabled.
    open var isEnabled = true
}

/// The item that represents a view controller in a tab bar.
///
/// A tab bar shows each item as a button: the image over the title (beside it in a compact-height or
/// regular-width bar), in the selected or unselected colour, with a badge when `badgeValue` is set. Every
/// change shows at the bar's next layout.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The bar that shows the item, told when the item changes.
    weak var _bar: UITabBar?
    /// The system item the item was made as (UITabBarItem+SystemItem.swift).
    var _systemItem: SystemItem?

    /// Creates an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    /// Creates an item with a title and images for the normal and selected states.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
    /// Creates an empty item.
    public override init() { super.init() }
    /// Creates an empty item from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The item's title, shown under (or beside) the image.
    open override var title: String? {
        didSet { _itemDidChange() }
    }
    /// The item's image, drawn as a template in the item's colour unless its rendering mode is
    /// `.alwaysOriginal`.
    open override var image: UIImage? {
        didSet { _itemDidChange() }
    }
    /// Whether the item can be tapped; a disabled item is drawn dimmed and ignores taps.
    open override var isEnabled: Bool {
        didSet { _itemDidChange() }
    }
    /// The image shown while the item is selected; `image` when nil.
    open var selectedImage: UIImage? {
        didSet { _itemDidChange() }
    }
    /// The text of the badge on the item's top trailing corner, or nil for none; an empty string shows
    /// the badge without text.
    open var badgeValue: String? {
        didSet { _itemDidChange() }
    }
    /// The badge's colour; nil for the system red.
    open var badgeColor: UIColor? {
        didSet { _itemDidChange() }
    }
    /// How far the title moves from its place.
    open var titlePositionAdjustment = UIOffset.zero {
        didSet { _itemDidChange() }
    }

    func _itemDidChange() { _bar?._itemsNeedUpdate() }
}
