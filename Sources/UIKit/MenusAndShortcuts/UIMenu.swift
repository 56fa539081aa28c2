import Foundation

/// A menu: a titled group of actions and submenus. A button shows its `menu` when the menu is its
/// primary action; bar button items keep theirs without presenting it.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, with UIKit's raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are shown in a destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child can be on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The actions and submenus, in order.
    open private(set) var children: [UIMenuElement]

    /// Creates a menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of this menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
