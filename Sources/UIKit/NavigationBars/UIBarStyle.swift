import Foundation

/// The look of a navigation bar, toolbar or tab bar, with UIKit's raw values.
public enum UIBarStyle: Int, Sendable {
    /// The light bar of the current interface style.
    case `default` = 0
    /// A dark bar.
    case black = 1
    /// A dark translucent bar (deprecated: use `.black` with `isTranslucent`).
    case blackTranslucent = 2

    /// A dark opaque bar (deprecated name of `.black`).
    public static var blackOpaque: UIBarStyle { .black }
}
