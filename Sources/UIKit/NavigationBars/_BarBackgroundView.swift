import Foundation

/// What a bar draws behind its items for its resolved appearance: the blur, then the colour, then the image,
/// and the shadow line just outside the bar's content edge (below a navigation bar, above a toolbar or tab bar).
///
/// The view is the bar's first subview. A navigation bar's background reaches up over the status bar
/// (`extendsUp`), as on iOS. The shadow is a hairline (one pixel of the main screen) in `shadowColor`, or the
/// shadow image at its own height.
@preconcurrency @MainActor
final class _BarBackgroundView: UIView {
    enum ShadowEdge { case top, bottom }

    private var effectView: UIVisualEffectView?
    private let colorView = UIView(frame: .zero)
    private let imageView = UIImageView(frame: .zero)
    private let shadowView = UIImageView(frame: .zero)
    private(set) var background = _BarBackground()
    let shadowEdge: ShadowEdge
    /// How far above the bar's top the background reaches (the status bar's band for a navigation bar).
    var extendsUp: CGFloat = 0 { didSet { if extendsUp != oldValue { setNeedsLayout() } } }

    init(shadowEdge: ShadowEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [colorView, imageView, shadowView] {
            view.isUserInteractionEnabled = false
            view.isHidden = true
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `background`; views it does not use are hidden.
    func apply(_ background: _BarBackground) {
        self.background = background
        if let effect = background.effect {
            if let effectView {
                if effectView.effect !== effect { effectView.effect = effect }
            } else {
                let view = UIVisualEffectView(effect: effect)
                view.isUserInteractionEnabled = false
                insertSubview(view, at: 0)
                effectView = view
            }
        } else if let effectView {
            effectView.removeFromSuperview()
            self.effectView = nil
        }
        colorView.backgroundColor = background.color
        colorView.isHidden = background.color == nil
        imageView.image = background.image
        imageView.contentMode = background.imageContentMode
        imageView.isHidden = background.image == nil
        let showsShadow = background.showsShadow
        shadowView.isHidden = !showsShadow
        shadowView.image = background.shadowImage
        shadowView.tintColor = background.shadowColor
        shadowView.backgroundColor = showsShadow && background.shadowImage == nil ? background.shadowColor : nil
        let showsColor = (background.color?.cgColor.alpha ?? 0) > 0
        isHidden = background.effect == nil && !showsColor && background.image == nil && !showsShadow
        setNeedsLayout()
    }

    /// The shadow line's height: the shadow image's, else one pixel of the main screen.
    var shadowHeight: CGFloat { background.shadowImage?.size.height ?? 1 / UIScreen.main.scale }

    /// What tests read: the colour shown (nil when none), the shadow's frame, the area the fill covers.
    var _colorForTesting: UIColor? { colorView.isHidden || isHidden ? nil : colorView.backgroundColor }
    var _shadowFrameForTesting: CGRect? { shadowView.isHidden ? nil : shadowView.frame }
    var _areaForTesting: CGRect { colorView.frame }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = CGRect(x: 0, y: -extendsUp, width: bounds.width, height: bounds.height + extendsUp)
        effectView?.frame = area
        colorView.frame = area
        imageView.frame = area
        let y = shadowEdge == .bottom ? bounds.height : -shadowHeight
        shadowView.frame = CGRect(x: 0, y: y, width: bounds.width, height: shadowHeight)
    }
}
