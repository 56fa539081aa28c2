import Foundation

/// The appearance of a toolbar: the background and shadow of every bar appearance, plus the look of its
/// plain and `.done` bar button items.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    var _buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    var _doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    /// Creates an appearance for `idiom`, with the default background.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
        _adoptButtonAppearances()
    }

    /// Creates an appearance with the background and shadow of `barAppearance`, and its button appearances
    /// when it is a toolbar appearance.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let source = barAppearance as? UIToolbarAppearance {
            _buttonAppearance = source._buttonAppearance.copy()
            _doneButtonAppearance = source._doneButtonAppearance.copy()
        }
        _adoptButtonAppearances()
    }

    /// Creates a default appearance from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _adoptButtonAppearances()
    }

    nonisolated open override func copy(with zone: NSZone? = nil) -> Any {
        let result: UIToolbarAppearance = MainActor.assumeIsolated { UIToolbarAppearance(barAppearance: self) }
        return result
    }

    /// The look of plain bar button items. Assigning copies the appearance.
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { _buttonAppearance }
        set { _buttonAppearance = newValue.copy(); _adoptButtonAppearances(); _appearanceDidChange() }
    }
    /// The look of `.done` bar button items. Assigning copies the appearance.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { _doneButtonAppearance }
        set { _doneButtonAppearance = newValue.copy(); _adoptButtonAppearances(); _appearanceDidChange() }
    }

    func _adoptButtonAppearances() {
        _buttonAppearance._observer = self
        _doneButtonAppearance._observer = self
    }
}
