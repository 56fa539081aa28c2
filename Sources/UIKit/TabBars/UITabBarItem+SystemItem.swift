import Foundation

extension UITabBarItem {
    /// The items the system defines for tab bars, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// Creates a system item with `tag`. Its title and image are the system's ("More", "Favorites", …);
    /// `title` and `image` read nil, as for a system bar button item.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        _systemItem = systemItem
        self.tag = tag
    }

    /// The English title iOS shows for a system item.
    var _systemTitle: String? {
        switch _systemItem {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        case nil: nil
        }
    }

    /// The title the bar shows: the item's own, else a system item's.
    var _displayedTitle: String? { title ?? _systemTitle }
    /// The image the bar shows: the item's own, else the More item's three dots (the other system items'
    /// symbols are not drawn).
    var _displayedImage: UIImage? { image ?? (_systemItem == .more ? _TabBarMoreGlyph.image : nil) }
}

/// The More item's glyph: three dots in a row, a template image of our own (iOS draws the
/// "ellipsis" symbol), 25 points square like the tab bar's icons.
@MainActor
enum _TabBarMoreGlyph {
    static let side: CGFloat = 25
    static let image: UIImage = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
        UIColor.black.setFill()
        for index in 0..<3 {
            UIBezierPath(ovalIn: CGRect(x: 2.5 + CGFloat(index) * 8, y: 10.5, width: 4, height: 4)).fill()
        }
    }.withRenderingMode(.alwaysTemplate)
}
