import Foundation

/// How bar button items of one style look in a bar appearance, one state appearance per control state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    weak var _observer: (any _BarAppearanceObserver)?
    /// The look of an enabled item at rest.
    public let normal: UIBarButtonItemStateAppearance
    /// The look of an item being touched.
    public let highlighted: UIBarButtonItemStateAppearance
    /// The look of a disabled item.
    public let disabled: UIBarButtonItemStateAppearance
    /// The look of a focused item.
    public let focused: UIBarButtonItemStateAppearance

    /// Creates the default appearance of items of `style`.
    public init(style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        super.init()
        for state in _states { state._owner = self }
    }

    /// Creates the default appearance of `.plain` items.
    public convenience override init() { self.init(style: .plain) }

    /// Creates the default appearance of `.plain` items from an archive.
    public required convenience init?(coder: NSCoder) { self.init(style: .plain) }

    /// A copy of this appearance, its four state appearances copied too.
    public func copy() -> Self { copy(with: nil) as! Self }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let result: UIBarButtonItemAppearance = MainActor.assumeIsolated {
            let copy = UIBarButtonItemAppearance(style: .plain)
            for (target, source) in zip(copy._states, _states) { target._values = source._values }
            return copy
        }
        return result
    }

    /// Resets every state to the default look of items of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in _states { state._values = _BarButtonItemStateValues() }
        _observer?._barAppearanceDidChange()
    }

    var _states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }
}

/// How bar button items look in one state: title attributes and offsets, a background image.
/// Only an item appearance makes these.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    weak var _owner: UIBarButtonItemAppearance?
    var _values = _BarButtonItemStateValues()

    override init() { super.init() }

    /// Attributes of the item's title (`.font`, `.foregroundColor` …); empty by default (the system font
    /// and the bar's tint).
    open var titleTextAttributes: [NSAttributedString.Key: Any] {
        get { _values.titleTextAttributes }
        set { _values.titleTextAttributes = newValue; _changed() }
    }
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset {
        get { _values.titlePositionAdjustment }
        set { _values.titlePositionAdjustment = newValue; _changed() }
    }
    /// An image drawn behind the item.
    open var backgroundImage: UIImage? {
        get { _values.backgroundImage }
        set { _values.backgroundImage = newValue; _changed() }
    }
    /// How far the background image moves from its place.
    open var backgroundImagePositionAdjustment: UIOffset {
        get { _values.backgroundImagePositionAdjustment }
        set { _values.backgroundImagePositionAdjustment = newValue; _changed() }
    }

    func _changed() { _owner?._observer?._barAppearanceDidChange() }
}

/// The settings of one state appearance, as one value to copy.
struct _BarButtonItemStateValues {
    var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    var titlePositionAdjustment = UIOffset.zero
    var backgroundImage: UIImage?
    var backgroundImagePositionAdjustment = UIOffset.zero
}
