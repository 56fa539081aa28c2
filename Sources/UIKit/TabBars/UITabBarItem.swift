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
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
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

    /// The image shown while the item is selected; `image` when nil.
    open var selectedImage: UIImage?
    /// The text of the badge on the item, or nil for none.
    open var badgeValue: String?
    /// The badge's colour (stored).
    open var badgeColor: UIColor?
}
