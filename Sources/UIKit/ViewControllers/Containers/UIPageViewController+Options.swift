import Foundation

// The page view controller's configuration rules (spec §17.1): the options read at initialization, the
// double-sided flag, the data source (which decides whether the user can turn pages at all), the spine
// the delegate asks for, and the orientations it answers.
extension UIPageViewController {
    /// The spine and inter-page spacing `options` ask for, as the style allows them: the scroll style
    /// has no spine and an even, non-negative spacing; the curl style a min, mid or max spine (min by
    /// default) and no spacing.
    static func _initialOptions(style: TransitionStyle, options: [OptionsKey: Any]?)
        -> (spine: SpineLocation, spacing: CGFloat) {
        switch style {
        case .scroll:
            let spacing = options?[.interPageSpacing].flatMap(_number) ?? 0
            return (.none, spacing > 0 ? 2 * (spacing / 2).rounded(.up) : 0)
        case .pageCurl:
            let raw = options?[.spineLocation].flatMap { value -> Int? in
                if let spine = value as? SpineLocation { return spine.rawValue }
                return _number(value).map { Int($0) }
            }
            let spine = raw.flatMap(SpineLocation.init(rawValue:)) ?? .min
            return (spine == .none ? .min : spine, 0)
        }
    }

    /// A number given as `NSNumber`, `Int`, `Double` or `CGFloat`.
    private static func _number(_ value: Any) -> CGFloat? {
        switch value {
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let int as Int: CGFloat(int)
        case let double as Double: CGFloat(double)
        case let float as CGFloat: float
        default: nil
        }
    }

    /// Only the curl style can change it, and a mid spine needs both sides.
    func _setDoubleSided(_ doubleSided: Bool) {
        guard _transitionStyle == .pageCurl else { return }
        if !doubleSided, _spineLocation == .mid {
            NSException(name: .invalidArgumentException,
                        reason: "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.").raise()
            return
        }
        _isDoubleSided = doubleSided
    }

    /// A data source makes the user's turns possible: the curl style's gestures exist and the scroll
    /// style's scroll view scrolls only while there is one.
    func _setDataSource(_ dataSource: UIPageViewControllerDataSource?) {
        _dataSource = dataSource
        _updateUserTurnAbility()
        _updatePageControl()
    }

    /// The delegate's spine for the window's orientation, asked as the curl style appears. A mid spine
    /// makes the controller double-sided; the pages already shown are kept (not rebuilt, as iOS does
    /// when the spine changes).
    func _askSpineLocationForCurrentOrientation() {
        guard _transitionStyle == .pageCurl, let delegate = _delegate,
              let spine = _ifImplemented("pageViewController(_:spineLocationFor:)", {
                  delegate.pageViewController(self, spineLocationFor: _currentInterfaceOrientation)
              }) else { return }
        guard spine != .none else {
            NSException(name: .invalidArgumentException,
                        reason: "'\(spine._reasonName)' is not a valid spine location").raise()
            return
        }
        _spineLocation = spine
        if spine == .mid { _isDoubleSided = true }
    }

    /// The delegate's orientations if it implements them, else nil (the default applies).
    var _pageSupportedInterfaceOrientations: UIInterfaceOrientationMask? {
        guard let delegate = _delegate else { return nil }
        return _ifImplemented("pageViewControllerSupportedInterfaceOrientations(_:)") {
            delegate.pageViewControllerSupportedInterfaceOrientations(self)
        }
    }

    /// The delegate's orientation for presentation if it implements it, else nil.
    var _pagePreferredInterfaceOrientation: UIInterfaceOrientation? {
        guard let delegate = _delegate else { return nil }
        return _ifImplemented("pageViewControllerPreferredInterfaceOrientationForPresentation(_:)") {
            delegate.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
        }
    }
}
