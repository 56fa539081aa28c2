import Foundation

/// The appearance of a navigation bar: the background and shadow of every bar appearance, plus the title's
/// attributes and offset, the large title's attributes, the three kinds of bar button items and the back
/// indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    var _navigation = _NavigationBarAppearanceValues()

    /// Creates an appearance for `idiom`, with the default background and empty title attributes.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        _adoptButtonAppearances()
    }

    /// Creates an appearance with the background and shadow of `barAppearance`, and, when it is a
    /// navigation bar appearance, its title, button and back-indicator settings too.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let source = barAppearance as? UINavigationBarAppearance { _navigation = source._navigation.copied() }
        _adoptButtonAppearances()
    }

    /// Creates a default appearance from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _adoptButtonAppearances()
    }

    nonisolated open override func copy(with zone: NSZone? = nil) -> Any {
        let result: UINavigationBarAppearance = MainActor.assumeIsolated { UINavigationBarAppearance(barAppearance: self) }
        return result
    }

    /// Attributes of the title (`.font`, `.foregroundColor` …) over the system's 17-point semibold label
    /// colour; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { _navigation.titleTextAttributes }
        set { _navigation.titleTextAttributes = newValue; _appearanceDidChange() }
    }
    /// Attributes of the large title over the system's 34-point bold label colour; empty by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] {
        get { _navigation.largeTitleTextAttributes }
        set { _navigation.largeTitleTextAttributes = newValue; _appearanceDidChange() }
    }
    /// How far the title moves from its centred place.
    open var titlePositionAdjustment: UIOffset {
        get { _navigation.titlePositionAdjustment }
        set { _navigation.titlePositionAdjustment = newValue; _appearanceDidChange() }
    }
    /// The look of plain bar button items. Assigning copies the appearance.
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { _navigation.buttonAppearance }
        set { _navigation.buttonAppearance = newValue.copy(); _adoptButtonAppearances(); _appearanceDidChange() }
    }
    /// The look of `.done` bar button items. Assigning copies the appearance.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { _navigation.doneButtonAppearance }
        set { _navigation.doneButtonAppearance = newValue.copy(); _adoptButtonAppearances(); _appearanceDidChange() }
    }
    /// The look of the back button. Assigning copies the appearance.
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { _navigation.backButtonAppearance }
        set { _navigation.backButtonAppearance = newValue.copy(); _adoptButtonAppearances(); _appearanceDidChange() }
    }
    /// The image beside the back button's title: the system chevron unless one was set.
    open var backIndicatorImage: UIImage { _navigation.backIndicator?.image ?? Self._systemBackIndicator }
    /// The mask the back button's title animates through: the system chevron unless one was set.
    open var backIndicatorTransitionMaskImage: UIImage { _navigation.backIndicator?.mask ?? Self._systemBackIndicator }
    /// Sets the back indicator and its transition mask. Both must be given: when either is nil, both go back
    /// to the system chevron.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        if let image = backIndicatorImage, let mask = backIndicatorTransitionMaskImage {
            _navigation.backIndicator = (image, mask)
        } else {
            _navigation.backIndicator = nil
        }
        _appearanceDidChange()
    }
}

/// A navigation bar appearance's own settings, as one value.
struct _NavigationBarAppearanceValues {
    var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var titlePositionAdjustment = UIOffset.zero
    var buttonAppearance: UIBarButtonItemAppearance
    var doneButtonAppearance: UIBarButtonItemAppearance
    var backButtonAppearance: UIBarButtonItemAppearance
    var backIndicator: (image: UIImage, mask: UIImage)?

    @MainActor init() {
        buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
        backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    }

    /// A copy whose button appearances are copies (the value holds them by reference).
    @MainActor func copied() -> _NavigationBarAppearanceValues {
        var copy = self
        copy.buttonAppearance = buttonAppearance.copy()
        copy.doneButtonAppearance = doneButtonAppearance.copy()
        copy.backButtonAppearance = backButtonAppearance.copy()
        return copy
    }
}

extension UINavigationBarAppearance {
    /// The button appearances report their changes to this appearance.
    func _adoptButtonAppearances() {
        for appearance in [_navigation.buttonAppearance, _navigation.doneButtonAppearance, _navigation.backButtonAppearance] {
            appearance._observer = self
        }
    }

    /// The system back chevron as a template image (13 × 21 points).
    static let _systemBackIndicator: UIImage = {
        let size = _BarMetrics.chevronSize
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: size.width - 2, y: 2))
            path.addLine(to: CGPoint(x: 2, y: size.height / 2))
            path.addLine(to: CGPoint(x: size.width - 2, y: size.height - 2))
            path.lineWidth = 3
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }()
}
