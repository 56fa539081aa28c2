import Foundation

/// A visual effect a `UIVisualEffectView` shows: a blur or a vibrancy. Effects are immutable.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, NSCopying {
    public override init() { super.init() }
    /// Effects are immutable, so a copy is the effect itself.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of what lies behind the effect view, tinted by the style's material.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, with Apple's raw values. `regular`, `prominent` and the `system…Material` styles
    /// follow the interface style; the `…Light` and `…Dark` styles do not.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark
        /// tvOS's darkest style.
        case extraDark
        case regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    let _style: Style

    /// Creates a blur effect of `style`.
    public init(style: Style) {
        _style = style
        super.init()
    }

    open override var description: String { "<UIBlurEffect: \(_objcAddressString(self)) style=\(_style)>" }
}

/// The vibrancy styles of content over a blur, with Apple's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Vibrancy for content placed over a blur effect view (in a `UIVisualEffectView` inside the blur's
/// `contentView`). PortableUIKit draws the content with the style's opacity, without the blend.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    let _blurEffect: UIBlurEffect
    let _style: UIVibrancyEffectStyle

    /// A vibrancy effect for content over `blurEffect`, in the label style.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy effect for content over `blurEffect` in `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        _blurEffect = blurEffect
        _style = style
        super.init()
    }
}
