import Foundation

// iOS 13 and later keep the pre-appearance customisation API of bars (`barTintColor`, `isTranslucent`,
// `setBackgroundImage(_:for:)`, `shadowImage`, `titleTextAttributes`) and write each setting into the bar's
// standard appearance (and its compact appearance, for the compact metrics), the rule PortableUIKit uses:
// - the background: a translucent bar keeps the system blur, an opaque one drops it; the colour is
//   `barTintColor`, else none (translucent) or the system background (opaque); the image is the one set for
//   the metrics (compact falls back to default), and an image replaces the blur;
// - the shadow image shows only with a custom background image, as Apple documents for `shadowImage`;
// - title attributes replace the appearance's.
// The scroll-edge appearances are left alone: with no scroll-edge appearance a managed bar at the scroll
// edge is transparent, which is why a legacy `barTintColor` does not show there since iOS 15.

/// The legacy customisation a bar was given, kept so that each setting can be written again as a whole.
struct _LegacyBarCustomization {
    var barTintColor: UIColor?
    var isTranslucent = true
    /// The background images by `UIBarMetrics` raw value.
    var backgroundImages: [Int: UIImage] = [:]
    var shadowImage: UIImage?

    /// The image for `metrics`: a compact metrics falls back to its regular one.
    func backgroundImage(for metrics: UIBarMetrics) -> UIImage? {
        if let image = backgroundImages[metrics.rawValue] { return image }
        switch metrics {
        case .compact: return backgroundImages[UIBarMetrics.default.rawValue]
        case .compactPrompt: return backgroundImages[UIBarMetrics.defaultPrompt.rawValue] ?? backgroundImage(for: .compact)
        case .default, .defaultPrompt: return nil
        }
    }

    /// Writes the background and shadow into `appearance`, by the rules at the top of this file.
    @MainActor func writeBackground(into appearance: UIBarAppearance, metrics: UIBarMetrics) {
        let image = backgroundImage(for: metrics)
        let effect = isTranslucent && image == nil ? UIBlurEffect(style: .systemChromeMaterial) : nil
        if (appearance.backgroundEffect == nil) != (effect == nil) { appearance.backgroundEffect = effect }
        appearance.backgroundColor = barTintColor ?? (isTranslucent ? nil : .systemBackground)
        appearance.backgroundImage = image
        if image != nil, let shadowImage { appearance.shadowImage = shadowImage }
    }
}

/// A bar that takes legacy customisation into its appearances.
@MainActor
protocol _LegacyCustomizableBar: UIView, _BarAppearanceObserver {
    associatedtype Appearance: UIBarAppearance
    var _legacy: _LegacyBarCustomization { get set }
    var isTranslucent: Bool { get }
    var _appearances: _BarAppearanceSlots<Appearance> { get set }
    func _standard() -> Appearance
}

extension _LegacyCustomizableBar {
    /// `isTranslucent` changed: the container lays out again (the child may now stop at the bar), and the
    /// background is written again.
    func _translucencyDidChange(from old: Bool) {
        guard isTranslucent != old else { return }
        superview?.setNeedsLayout()
        _legacyCustomizationDidChange { $0.isTranslucent = isTranslucent }
    }

    /// Applies `change` to the legacy customisation and writes the background again.
    func _legacyCustomizationDidChange(_ change: (inout _LegacyBarCustomization) -> Void) {
        change(&_legacy)
        _writeLegacyBackground()
    }

    /// Writes the legacy background into the standard appearance, and into the compact one when there is
    /// one or a compact image asks for one (a copy of the standard appearance).
    func _writeLegacyBackground() {
        _legacy.writeBackground(into: _standard(), metrics: .default)
        if _appearances.compact == nil, _legacy.backgroundImages[UIBarMetrics.compact.rawValue] != nil {
            _appearances.compact = _standard()._adopted(by: self)
        }
        if let compact = _appearances.compact { _legacy.writeBackground(into: compact, metrics: .compact) }
    }
}
