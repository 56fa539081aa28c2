import Foundation

/// The system colours the controls draw with, light and dark. `UIColor`'s named system colours carry
/// their light values only, so the controls use these dynamic versions (iOS's published light and dark
/// values) and resolve them against their own trait collection when they restyle.
enum _ControlColors {
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    private static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// The "on" colour of switches.
    static let systemGreen = dynamic(light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
    /// The default tint.
    static let systemBlue = dynamic(light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
    /// The fill of thin and medium shapes: switch tracks when off.
    static let secondarySystemFill = dynamic(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    /// The fill of large shapes: slider tracks, segmented control and stepper backgrounds.
    static let tertiarySystemFill = dynamic(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// The slider's maximum track.
    static let systemFill = dynamic(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    /// The fill of the largest shapes: disabled configured buttons.
    static let quaternarySystemFill = dynamic(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
    /// Disabled text.
    static let tertiaryLabel = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// Primary text.
    static let label = dynamic(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// Placeholder text.
    static let placeholderText = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// Separators between segments and stepper halves.
    static let separator = dynamic(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// The selected segment: white in light mode, a lifted gray in dark mode.
    static let selectedSegment = dynamic(light: rgb(255, 255, 255), dark: rgb(99, 99, 102))
    /// Page indicators other than the current one.
    static let pageIndicator = dynamic(light: rgb(0, 0, 0, 0.3), dark: rgb(255, 255, 255, 0.3))
    /// The current page indicator.
    static let currentPageIndicator = dynamic(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// Text field borders (`.line` and `.bezel`).
    static let fieldBorder = dynamic(light: rgb(0, 0, 0, 0.2), dark: rgb(255, 255, 255, 0.2))
    /// The background of a rounded-rect text field.
    static let fieldBackground = dynamic(light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
}

extension UIView {
    /// `color` resolved for this view's traits.
    func _resolved(_ color: UIColor) -> UIColor { color.resolvedColor(with: traitCollection) }
}
