import Foundation

/// The settings shared by the appearances of navigation bars, toolbars and tab bars: the background (a blur,
/// a colour over it, an image over that) and the shadow line at the bar's edge.
///
/// Bars and navigation items copy an appearance when it is assigned (the properties are `@NSCopying` on
/// iOS), so changing the object you assigned afterwards changes nothing; changing the copy a bar returns
/// (`bar.standardAppearance.backgroundColor = …`) updates that bar.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// Who is told when a setting changes: the bar or item holding this appearance, or the appearance
    /// holding a nested item appearance.
    weak var _observer: (any _BarAppearanceObserver)?
    let _idiom: UIUserInterfaceIdiom

    /// Creates an appearance for `idiom`, configured with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        _idiom = idiom
        super.init()
        _configureBackground(.default)
    }

    /// Creates an appearance for the current device's idiom, configured with the default background.
    public convenience override init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// Creates an appearance with the shared settings of `barAppearance` (the background, the shadow and
    /// the idiom). A subclass also takes its own settings when `barAppearance` is of its class, so a
    /// toolbar appearance can seed a navigation bar appearance.
    public init(barAppearance: UIBarAppearance) {
        _idiom = barAppearance._idiom
        super.init()
        _background = barAppearance._background
    }

    /// Creates a default appearance from an archive.
    public required init?(coder: NSCoder) {
        _idiom = UIDevice.current.userInterfaceIdiom
        super.init()
        _configureBackground(.default)
    }

    /// A copy of this appearance, of the same class.
    public func copy() -> Self { copy(with: nil) as! Self }

    /// A copy of this appearance; each subclass returns an instance of its own class.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let result: UIBarAppearance = MainActor.assumeIsolated { UIBarAppearance(barAppearance: self) }
        return result
    }

    /// The idiom the appearance targets.
    open var idiom: UIUserInterfaceIdiom { _idiom }

    /// Replaces the background and shadow settings with the system's translucent ones: a
    /// `.systemChromeMaterial` blur, no colour or image, and the system's shadow line.
    open func configureWithDefaultBackground() { _configureBackground(.default) }
    /// Replaces the background and shadow settings with an opaque background in the system background
    /// colour and the system's shadow line.
    open func configureWithOpaqueBackground() { _configureBackground(.opaque) }
    /// Replaces the background and shadow settings with a clear background and no shadow.
    open func configureWithTransparentBackground() { _configureBackground(.transparent) }

    /// The blur drawn first, behind the colour and the image.
    open var backgroundEffect: UIBlurEffect? {
        get { _background.effect }
        set { _background.effect = newValue; _appearanceDidChange() }
    }
    /// A colour drawn over the blur.
    open var backgroundColor: UIColor? {
        get { _background.color }
        set { _background.color = newValue; _appearanceDidChange() }
    }
    /// An image drawn over the colour, fitted by `backgroundImageContentMode`.
    open var backgroundImage: UIImage? {
        get { _background.image }
        set { _background.image = newValue; _appearanceDidChange() }
    }
    /// How the background image fills the bar: `.scaleToFill` by default; `.redraw` reads as `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode {
        get { _background.imageContentMode }
        set { _background.imageContentMode = newValue == .redraw ? .scaleToFill : newValue; _appearanceDidChange() }
    }
    /// The colour of the shadow line. With no `shadowImage` it colours the system's hairline; with a template
    /// image it tints the image. Nil or clear means no shadow, unless the image is not a template.
    open var shadowColor: UIColor? {
        get { _background.shadowColor }
        set { _background.shadowColor = newValue; _appearanceDidChange() }
    }
    /// An image drawn as the shadow instead of the hairline.
    open var shadowImage: UIImage? {
        get { _background.shadowImage }
        set { _background.shadowImage = newValue; _appearanceDidChange() }
    }

    /// The background and shadow settings, as one value.
    var _background = _BarBackground()
}

/// Told when an appearance it holds changes.
@MainActor
protocol _BarAppearanceObserver: AnyObject {
    func _barAppearanceDidChange()
}

/// The background and shadow part of a bar appearance.
struct _BarBackground {
    var effect: UIBlurEffect?
    var color: UIColor?
    var image: UIImage?
    var imageContentMode: UIView.ContentMode = .scaleToFill
    var shadowColor: UIColor?
    var shadowImage: UIImage?

    /// Whether the shadow line shows: an image that is not a template always does; otherwise a colour that
    /// is not nil or fully clear.
    var showsShadow: Bool {
        if let shadowImage, shadowImage.renderingMode != .alwaysTemplate { return true }
        guard let shadowColor else { return false }
        return shadowColor.cgColor.alpha > 0
    }
}

/// The three backgrounds `configureWith…Background()` sets, and the system's defaults.
enum _BarBackgroundConfiguration {
    case `default`, opaque, transparent

    /// The system's shadow line: black at 30 % in light mode, white at 15 % in dark mode
    /// (provisional: the dark value is not measured).
    static let shadowColor = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    })

    @MainActor var background: _BarBackground {
        switch self {
        case .default:
            return _BarBackground(effect: UIBlurEffect(style: .systemChromeMaterial), shadowColor: Self.shadowColor)
        case .opaque:
            return _BarBackground(color: .systemBackground, shadowColor: Self.shadowColor)
        case .transparent:
            return _BarBackground(color: .clear)
        }
    }
}

extension UIBarAppearance: _BarAppearanceObserver {
    func _configureBackground(_ configuration: _BarBackgroundConfiguration) {
        _background = configuration.background
        _appearanceDidChange()
    }

    /// Tells whoever holds this appearance that it changed.
    func _appearanceDidChange() { _observer?._barAppearanceDidChange() }

    /// A nested item appearance changed.
    func _barAppearanceDidChange() { _appearanceDidChange() }

    /// A copy with the background and shadow of `configureWithTransparentBackground()`, the rest kept: what a
    /// bar uses at the scroll edge when no scroll-edge appearance is set.
    func _withTransparentBackground() -> Self {
        let result: Self = self.copy()
        result._background = _BarBackgroundConfiguration.transparent.background
        return result
    }
}
