import Foundation

/// What a navigation bar shows for one view controller: its title, its left and right bar button items
/// and its back-button settings. A bar showing the item lays out again when one of them changes.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the title is shown when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
    /// Where the navigation bar places the search controller's search bar (iOS 16), with UIKit's raw values.
    public enum SearchBarPlacement: Int, Sendable {
        /// The bar decides for the current layout (stacked on a phone).
        case automatic = 0
        /// On the trailing edge of the title row, beside the other items.
        case inline = 1
        /// Below the title row (and the large title): the layout of iOS 11 to 15.
        case stacked = 2
    }
    /// What the back button shows for the item below the top, with UIKit's raw values.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous item's back title or title, or "Back" when that does not fit.
        case `default` = 0
        /// Always "Back".
        case generic = 1
        /// The chevron only.
        case minimal = 2
    }

    /// The bars showing the item (a navigation bar holds it in its stack).
    weak var _bar: UINavigationBar?
    /// The view controller whose `navigationItem` this is.
    weak var _owner: UIViewController?
    /// The search controller whose search bar the navigation bar shows while this item is on top (iOS 11): in
    /// the search area below the title row and the large title (UINavigationBar+SearchBar.swift). The search
    /// controller presents from the item's view controller.
    open var searchController: UISearchController? {
        didSet {
            if oldValue?._holdingItem === self { oldValue?._holdingItem = nil }
            searchController?._holdingItem = self
            if searchController !== oldValue { _bar?._largeTitlePreferenceDidChange() }
        }
    }
    /// Whether the search area collapses as the content scrolls up under it, and comes back as the content
    /// returns to its top (iOS 11); true by default. False: the search bar stays.
    open var hidesSearchBarWhenScrolling = true {
        didSet { if hidesSearchBarWhenScrolling != oldValue { _bar?._largeTitlePreferenceDidChange() } }
    }
    /// Where the bar places the search bar (iOS 16); `.automatic` by default. PortableUIKit stacks it below the
    /// title row for every placement: `.inline` (on the trailing edge of the row) is stored, not built.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic {
        didSet { if preferredSearchBarPlacement != oldValue { _bar?._largeTitlePreferenceDidChange() } }
    }
    /// Where the bar places the search bar (iOS 16): `.stacked`, the only placement PortableUIKit builds.
    open var searchBarPlacement: SearchBarPlacement { .stacked }
    var _leftItems: [UIBarButtonItem]?
    var _rightItems: [UIBarButtonItem]?
    /// The item groups (iOS 16); the left and right items are their items (UINavigationItem+ItemGroups.swift).
    var _leadingGroups: [UIBarButtonItemGroup] = []
    var _trailingGroups: [UIBarButtonItemGroup] = []
    /// How much of the areas below the bar's row (the large title's and the search bar's together) this item's
    /// controller showed when it last stopped being a navigation controller's top; nil when it showed neither
    /// or was never the top (UINavigationController+ContentScrollView.swift).
    var _largeTitleAreaHeight: CGFloat?

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
    open var title: String? {
        didSet { _itemDidChange() }
    }
    /// A line of text shown above the title.
    open var prompt: String?
    /// The title of the back button shown when this item is just below the top.
    open var backButtonTitle: String? {
        didSet { _itemDidChange() }
    }
    /// The item the bar shows as the back button when this item is just below the top: its title is
    /// the back title (its target and action are not used; the back button always pops).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { _itemDidChange() }
    }
    /// What the back button shows when this item is on top.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { _itemDidChange() }
    }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false {
        didSet { _itemDidChange() }
    }
    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Whether the left items go beside the back button rather than replace it.
    open var leftItemsSupplementBackButton = false {
        didSet { _itemDidChange() }
    }
    /// A custom view shown in place of the title.
    open var titleView: UIView? {
        didSet { _itemDidChange() }
    }

    /// The items at the leading edge, first item leftmost; they replace the back button unless
    /// `leftItemsSupplementBackButton`.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { _leftItems }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { _leftItems?.first }
        set { setLeftBarButton(newValue, animated: false) }
    }
    /// The items at the trailing edge, first item rightmost.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { _rightItems }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { _rightItems?.first }
        set { setRightBarButton(newValue, animated: false) }
    }
    /// Replaces the left items with `item` (none when nil); not animated in PortableUIKit.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }
    /// Replaces the left items; not animated in PortableUIKit.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _leftItems = items
        _adoptGroups(_groups(wrapping: items ?? []), leading: true)
        _itemDidChange()
    }
    /// Replaces the right items with `item` (none when nil); not animated in PortableUIKit.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }
    /// Replaces the right items; not animated in PortableUIKit.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _rightItems = items
        _adoptGroups(_groups(wrapping: Array((items ?? []).reversed())), leading: false)
        _itemDidChange()
    }
    /// Whether the bar shows this item's title large (when the bar `prefersLargeTitles`): `.automatic`
    /// follows the item below it (the root item shows it), `.always` shows it, `.never` and `.inline` do not.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { _bar?._largeTitlePreferenceDidChange() } }
    }

    /// Overrides the bar's `standardAppearance` while this item is on top. Assigning stores a copy.
    open var standardAppearance: UINavigationBarAppearance? {
        get { _appearances.standard }
        set { _appearances.standard = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }
    /// Overrides the bar's `compactAppearance` while this item is on top. Assigning stores a copy.
    open var compactAppearance: UINavigationBarAppearance? {
        get { _appearances.compact }
        set { _appearances.compact = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }
    /// Overrides the bar's `scrollEdgeAppearance` while this item is on top. Assigning stores a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.scrollEdge }
        set { _appearances.scrollEdge = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }
    /// Overrides the bar's `compactScrollEdgeAppearance` while this item is on top. Assigning stores a copy.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _appearances.compactScrollEdge }
        set { _appearances.compactScrollEdge = newValue?._adopted(by: self); _barAppearanceDidChange() }
    }
    var _appearances = _BarAppearanceSlots<UINavigationBarAppearance>()
}

extension UINavigationItem: _BarAppearanceObserver {
    func _itemDidChange() { _bar?.setNeedsLayout() }

    /// One of the item's appearances changed: the bar shows it if this item is on top.
    func _barAppearanceDidChange() {
        if let bar = _bar, bar.topItem === self { bar._barAppearanceDidChange() }
    }
}
