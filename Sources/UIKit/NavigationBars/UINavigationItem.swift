import Foundation

/// What a navigation bar shows for one view controller: its title and back-button settings.
///
/// Bar button items are not built yet (they need target–action selectors).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the title is shown when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item with no title from an archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The title shown in the bar when this item is on top.
    open var title: String?
    /// A line of text shown above the title.
    open var prompt: String?
    /// The title of the back button shown when this item is just below the top.
    open var backButtonTitle: String?
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Whether the left items go beside the back button rather than replace it.
    open var leftItemsSupplementBackButton = false
    /// A custom view shown in place of the title.
    open var titleView: UIView?
    /// How a large title is shown for this item.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
}
