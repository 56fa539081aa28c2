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

    /// A colour with iOS's light value, and its dark value when the style is dark.
    private static func system(_ light: UIColor, dark: UIColor) -> UIColor {
        UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }
    private static func system(_ l: (CGFloat, CGFloat, CGFloat, CGFloat), dark d: (CGFloat, CGFloat, CGFloat, CGFloat)) -> UIColor {
        system(rgb255(l.0, l.1, l.2, l.3), dark: rgb255(d.0, d.1, d.2, d.3))
    }

    // MARK: System colours (dynamic: iOS's published light and dark values)
    public class var systemRed: UIColor { system((255, 59, 48, 1), dark: (255, 69, 58, 1)) }
    public class var systemGreen: UIColor { system((52, 199, 89, 1), dark: (48, 209, 88, 1)) }
    public class var systemBlue: UIColor { system((0, 122, 255, 1), dark: (10, 132, 255, 1)) }
    public class var systemOrange: UIColor { system((255, 149, 0, 1), dark: (255, 159, 10, 1)) }
    public class var systemYellow: UIColor { system((255, 204, 0, 1), dark: (255, 214, 10, 1)) }
    public class var systemPink: UIColor { system((255, 45, 85, 1), dark: (255, 55, 95, 1)) }
    public class var systemPurple: UIColor { system((175, 82, 222, 1), dark: (191, 90, 242, 1)) }
    public class var systemTeal: UIColor { system((48, 176, 199, 1), dark: (64, 200, 224, 1)) }
    public class var systemIndigo: UIColor { system((88, 86, 214, 1), dark: (94, 92, 230, 1)) }
    public class var systemBrown: UIColor { system((162, 132, 94, 1), dark: (172, 142, 104, 1)) }
    public class var systemMint: UIColor { system((0, 199, 190, 1), dark: (99, 230, 226, 1)) }
    public class var systemCyan: UIColor { system((50, 173, 230, 1), dark: (100, 210, 255, 1)) }
    public class var systemGray: UIColor { system((142, 142, 147, 1), dark: (142, 142, 147, 1)) }
    public class var systemGray2: UIColor { system((174, 174, 178, 1), dark: (99, 99, 102, 1)) }
    public class var systemGray3: UIColor { system((199, 199, 204, 1), dark: (72, 72, 74, 1)) }
    public class var systemGray4: UIColor { system((209, 209, 214, 1), dark: (58, 58, 60, 1)) }
    public class var systemGray5: UIColor { system((229, 229, 234, 1), dark: (44, 44, 46, 1)) }
    public class var systemGray6: UIColor { system((242, 242, 247, 1), dark: (28, 28, 30, 1)) }

    // MARK: Semantic colours (dynamic)
    public class var label: UIColor { system(UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1)) }
    public class var secondaryLabel: UIColor { system((60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)) }
    public class var tertiaryLabel: UIColor { system((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    public class var quaternaryLabel: UIColor { system((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)) }
    public class var link: UIColor { system((0, 122, 255, 1), dark: (9, 132, 255, 1)) }
    public class var placeholderText: UIColor { system((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    public class var separator: UIColor { system((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)) }
    public class var opaqueSeparator: UIColor { system((198, 198, 200, 1), dark: (56, 56, 58, 1)) }
    public class var systemBackground: UIColor { system(UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1)) }
    public class var secondarySystemBackground: UIColor { system((242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    public class var tertiarySystemBackground: UIColor { system(UIColor(white: 1, alpha: 1), dark: rgb255(44, 44, 46)) }
    public class var systemGroupedBackground: UIColor { system(rgb255(242, 242, 247), dark: UIColor(white: 0, alpha: 1)) }
    public class var secondarySystemGroupedBackground: UIColor { system(UIColor(white: 1, alpha: 1), dark: rgb255(28, 28, 30)) }
    public class var tertiarySystemGroupedBackground: UIColor { system((242, 242, 247, 1), dark: (44, 44, 46, 1)) }
    public class var systemFill: UIColor { system((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)) }
    public class var secondarySystemFill: UIColor { system((120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)) }
    public class var tertiarySystemFill: UIColor { system((118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)) }
    public class var quaternarySystemFill: UIColor { system((116, 116, 128, 0.08), dark: (118, 118, 128, 0.18)) }
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// The default tint colour.
    public class var tintColor: UIColor { systemBlue }
}
