import Foundation

/// A view that shows a visual effect: a blur of what lies behind it (`UIBlurEffect`), or vibrancy for
/// content over a blur (`UIVibrancyEffect`). Add content to `contentView`, not to the view itself.
///
/// The blur is drawn by the renderer from the pixels behind the view, with the style's tint over it.
/// Setting `effect` inside an animation block fades the effect in or out (to nil), as on iOS.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Draws the blurred backdrop and the material's tint.
    let _backdropView = UIView()
    let _contentView = UIView()
    var _effect: UIVisualEffect?

    /// Creates an effect view that shows `effect` (nil: none).
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        _configureEffectView()
        self.effect = effect
    }

    /// Creates an effect view with no effect.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureEffectView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureEffectView()
    }

    /// The effect shown; setting it inside an animation block animates the change.
    open var effect: UIVisualEffect? {
        get { _effect }
        set { _setEffect(newValue) }
    }

    /// The view to add content to; it fills the effect view, above the effect.
    open var contentView: UIView { _contentView }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _applyEffect()
    }
    /// Resolves the material for the traits of the window the view joined (a dark window's traits reach
    /// it without a trait change).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        _applyEffect()
    }
}
