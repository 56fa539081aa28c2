import Foundation

/// What each blur style draws: the blur's deviation and the material's tint over it, in light and dark.
///
/// The deviation and tints approximate iOS's materials (Apple publishes neither): thinner materials
/// let more of the blurred backdrop through, `light`/`dark` are the classic iOS 8 styles.
enum _BlurMaterial {
    /// The blur's Gaussian deviation, in points.
    static let blurRadius: CGFloat = 10

    /// The tint drawn over the blur for `style` in `traits`.
    static func tint(_ style: UIBlurEffect.Style, _ traits: UITraitCollection) -> UIColor {
        let dark = traits.userInterfaceStyle == .dark
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.82)
        case .light: return UIColor(white: 0.97, alpha: 0.6)
        case .dark: return UIColor(white: 0.11, alpha: 0.73)
        case .extraDark: return UIColor(white: 0.05, alpha: 0.85)
        case .regular: return tint(dark ? .dark : .light, traits)
        case .prominent: return tint(dark ? .extraDark : .extraLight, traits)
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
            return material(thickness(style), dark: dark)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
             .systemChromeMaterialLight:
            return material(thickness(style), dark: false)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return material(thickness(style), dark: true)
        }
    }

    /// 0 (ultra thin) to 4 (chrome), from the style's place in its group of five.
    private static func thickness(_ style: UIBlurEffect.Style) -> Int {
        (style.rawValue - UIBlurEffect.Style.systemUltraThinMaterial.rawValue) % 5
    }

    private static func material(_ thickness: Int, dark: Bool) -> UIColor {
        let alpha: [CGFloat] = [0.35, 0.55, 0.7, 0.85, 0.78]
        return dark ? UIColor(white: 0.13, alpha: alpha[thickness]) : UIColor(white: 0.96, alpha: alpha[thickness])
    }

    /// The opacity of vibrant content in `style`.
    static func vibrancyAlpha(_ style: UIVibrancyEffectStyle) -> CGFloat {
        switch style {
        case .label, .fill: return 1
        case .secondaryLabel, .secondaryFill: return 0.6
        case .tertiaryLabel, .tertiaryFill: return 0.3
        case .quaternaryLabel, .separator: return 0.18
        }
    }
}
