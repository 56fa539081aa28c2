import Foundation

/// An element of a menu: the base of `UIAction`, `UICommand` (and so `UIKeyCommand`), `UIMenu` and
/// `UIDeferredMenuElement`.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Whether an element shows as checked.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element is shown but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is shown in a destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    var _title: String
    var _image: UIImage?

    init(title: String, image: UIImage?) {
        _title = title
        _image = image
        super.init()
    }

    /// The element's title.
    open var title: String { _title }
    /// A second line of text under the title.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage? { _image }
}
