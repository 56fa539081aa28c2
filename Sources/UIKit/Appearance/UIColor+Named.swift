import Foundation

extension UIColor {
    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    // MARK: Fixed colours
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // MARK: System colours (light-mode values)
    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    public class var systemGreen: UIColor { rgb255(52, 199, 89) }
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    public class var systemPurple: UIColor { rgb255(175, 82, 222) }
    public class var systemTeal: UIColor { rgb255(48, 176, 199) }
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    public class var systemBrown: UIColor { rgb255(162, 132, 94) }
    public class var systemMint: UIColor { rgb255(0, 199, 190) }
    public class var systemCyan: UIColor { rgb255(50, 173, 230) }
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    public class var systemGray2: UIColor { rgb255(174, 174, 178) }
    public class var systemGray3: UIColor { rgb255(199, 199, 204) }
    public class var systemGray4: UIColor { rgb255(209, 209, 214) }
    public class var systemGray5: UIColor { rgb255(229, 229, 234) }
    public class var systemGray6: UIColor { rgb255(242, 242, 247) }

    // MARK: Semantic colours (light-mode values)
    public class var label: UIColor { UIColor(white: 0, alpha: 1) }
    public class var secondaryLabel: UIColor { rgb255(60, 60, 67, 0.6) }
    public class var tertiaryLabel: UIColor { rgb255(60, 60, 67, 0.3) }
    public class var quaternaryLabel: UIColor { rgb255(60, 60, 67, 0.18) }
    public class var link: UIColor { rgb255(0, 122, 255) }
    public class var placeholderText: UIColor { rgb255(60, 60, 67, 0.3) }
    public class var separator: UIColor { rgb255(60, 60, 67, 0.29) }
    public class var opaqueSeparator: UIColor { rgb255(198, 198, 200) }
    public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    public class var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    public class var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    public class var systemFill: UIColor { rgb255(120, 120, 128, 0.2) }
    public class var secondarySystemFill: UIColor { rgb255(120, 120, 128, 0.16) }
    public class var tertiarySystemFill: UIColor { rgb255(118, 118, 128, 0.12) }
    public class var quaternarySystemFill: UIColor { rgb255(116, 116, 128, 0.08) }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// The default tint colour.
    public class var tintColor: UIColor { systemBlue }
}
