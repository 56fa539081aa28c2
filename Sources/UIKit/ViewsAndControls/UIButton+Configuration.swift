import Foundation

extension UIButton {
    /// How a button looks: its style, content, colours, size and padding. The button renders
    /// `updated(for:)` of its configuration, so one configuration covers every state.
    ///
    /// Built: the eight styles, title, subtitle, image with placement and padding, title padding and
    /// alignment, base colours, corner style, button size, content insets. Not built: `background`
    /// (`UIBackgroundConfiguration`), `attributedTitle`/`attributedSubtitle` as `AttributedString` with
    /// UIKit attributes (Linux Foundation has no UIKit attribute scope; use `title`), symbol
    /// configurations, the text and colour transformers, `showsActivityIndicator` (no activity indicator).
    public struct Configuration: Hashable, Sendable {
        /// The corner rounding of a configured button's background.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// The background's own `cornerRadius`, unchanged by size.
            case fixed = -1
            /// A radius that follows the button size (the default).
            case dynamic = 0
            case small = 1, medium = 2, large = 3
            /// Fully rounded ends.
            case capsule = 4
        }

        /// A predefined size for the button's elements.
        public enum Size: Int, Hashable, Sendable {
            case medium = 0, small = 1, mini = 2, large = 3
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Hashable, Sendable {
            case automatic = 0, leading = 1, center = 2, trailing = 3
        }

        /// The styles, for rendering; public construction goes through the static factories.
        enum _Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        var _style: _Style
        var _usesDefaultInsets = true
        var _contentInsets = NSDirectionalEdgeInsets.zero
        /// The button's state this configuration was updated for; nil before `updated(for:)`.
        var _state: UIControl.State?
        /// The button's tint at `updated(for:)`.
        var _tint: UIColor?

        /// The title.
        public var title: String?
        /// The subtitle, shown below the title.
        public var subtitle: String?
        /// The image, placed beside or above the title by `imagePlacement`.
        public var image: UIImage?
        /// Which side of the title the image goes: `.leading` (default), `.trailing`, `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title; 0 until the button's default applies (see the
        /// rendering constants).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// The title's line break mode.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The colour of the title, subtitle and image; nil uses the style's colour.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil uses the style's colour.
        public var baseBackgroundColor: UIColor?
        /// The corner rounding of the background.
        public var cornerStyle: CornerStyle = .dynamic
        /// The predefined size of the button's elements.
        public var buttonSize: Size = .medium
        /// The background's corner radius with `cornerStyle = .fixed` (`background.cornerRadius` on iOS).
        var _fixedCornerRadius: CGFloat = 0
        /// Whether the button shows the title in its selected-state style when selected (stored).
        public var automaticallyUpdateForSelection = true

        init(_style: _Style) { self._style = _style }

        /// A button with no background, in the tint colour.
        public static func plain() -> Configuration { Configuration(_style: .plain) }
        /// A button with a light tinted background and tinted content.
        public static func tinted() -> Configuration { Configuration(_style: .tinted) }
        /// A button with a gray background and tinted content.
        public static func gray() -> Configuration { Configuration(_style: .gray) }
        /// A button with a background in the tint colour and white content.
        public static func filled() -> Configuration { Configuration(_style: .filled) }
        /// A button with no border or background.
        public static func borderless() -> Configuration { Configuration(_style: .borderless) }
        /// A bordered button: a gray background.
        public static func bordered() -> Configuration { Configuration(_style: .bordered) }
        /// A bordered button with a tinted background.
        public static func borderedTinted() -> Configuration { Configuration(_style: .borderedTinted) }
        /// A prominent bordered button: a background in the tint colour.
        public static func borderedProminent() -> Configuration { Configuration(_style: .borderedProminent) }

        /// The distance from the button's bounds to its content. Defaults to the style's insets for
        /// `buttonSize` until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { _usesDefaultInsets ? Configuration._defaultInsets(for: buttonSize) : _contentInsets }
            set { _contentInsets = newValue; _usesDefaultInsets = false }
        }

        /// Restores the style's default content insets.
        public mutating func setDefaultContentInsets() { _usesDefaultInsets = true }

        /// This configuration as it looks for `button`'s current state and tint.
        @MainActor public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy._state = button.state
            copy._tint = button.tintColor
            return copy
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a._style == b._style && a._usesDefaultInsets == b._usesDefaultInsets && a._contentInsets == b._contentInsets
                && a._state == b._state && a._tint == b._tint && a.title == b.title && a.subtitle == b.subtitle
                && a.image === b.image && a.imagePlacement == b.imagePlacement
                && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
                && a.titleLineBreakMode == b.titleLineBreakMode && a.baseForegroundColor == b.baseForegroundColor
                && a.baseBackgroundColor == b.baseBackgroundColor && a.cornerStyle == b.cornerStyle
                && a.buttonSize == b.buttonSize && a._fixedCornerRadius == b._fixedCornerRadius
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(_style)
            hasher.combine(title)
            hasher.combine(subtitle)
            hasher.combine(buttonSize)
        }
    }
}
