import Foundation

extension UIVisualEffectView {
    func _configureEffectView() {
        for view in [_backdropView, _contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        _backdropView.isUserInteractionEnabled = false
        _backdropView.alpha = 0
    }

    /// Shows `effect`. A blur sets the backdrop's blur and tint and shows it; nil or a vibrancy hides the
    /// backdrop (through its alpha, so that an animation block fades it) and keeps the last blur while it
    /// fades. Vibrant content is drawn at the style's opacity.
    func _setEffect(_ effect: UIVisualEffect?) {
        _effect = effect
        _applyEffect()
        _backdropView.alpha = effect is UIBlurEffect ? 1 : 0
        _contentView.alpha = (effect as? UIVibrancyEffect).map { _BlurMaterial.vibrancyAlpha($0._style) } ?? 1
    }

    /// Puts the current blur's radius and tint, resolved for the view's traits, on the backdrop.
    func _applyEffect() {
        guard let blur = _effect as? UIBlurEffect else { return }
        _backdropView.layer._backdropBlurRadius = _BlurMaterial.blurRadius
        _backdropView.backgroundColor = _BlurMaterial.tint(blur._style, traitCollection)
    }
}
