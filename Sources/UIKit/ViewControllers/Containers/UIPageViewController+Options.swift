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

    /// Only the curl style can change it, and a mid spine needs both sides. While the delegate answers
    /// `spineLocationFor`, the value is held and checked against the spine it returns.
    func _setDoubleSided(_ doubleSided: Bool) {
        guard _transitionStyle == .pageCurl else { return }
        if let query = _spineQuery {
            query.doubleSided = doubleSided
            return
        }
        guard _checkDoubleSided(doubleSided, spine: _spineLocation) else { return }
        _isDoubleSided = doubleSided
    }

    /// Raises UIKit's exception when a single-sided controller would have a mid spine.
    func _checkDoubleSided(_ doubleSided: Bool, spine: SpineLocation) -> Bool {
        guard !doubleSided, spine == .mid else { return true }
        NSException(name: .invalidArgumentException,
                    reason: "If 'UIPageViewControllerSpineLocationMid' is specified, 'doubleSided' must be 'YES'.").raise()
        return false
    }

    /// A data source makes the user's turns possible: the curl style's gestures exist and the scroll
    /// style's scroll view scrolls only while there is one.
    func _setDataSource(_ dataSource: UIPageViewControllerDataSource?) {
        _dataSource = dataSource
        _updateUserTurnAbility()
        _updatePageControl()
    }

    /// Whether the horizontal axis runs right to left: a horizontal page view controller whose view lays
    /// out right to left (its `semanticContentAttribute`, else the app's direction) mirrors its pages,
    /// its scroll and its curl (spec §17.3: "RTL flips horizontal").
    var _isAxisReversed: Bool {
        _navigationOrientation == .horizontal && _view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The delegate's spine for the window's orientation, asked as the curl style appears (spec §17.4).
    func _askSpineLocationForCurrentOrientation() { _askSpineLocation(for: _currentInterfaceOrientation) }

    /// A size change of the window that turns its orientation asks again, once the page view controller
    /// has appeared [INFERRED: iOS asks as the interface rotates].
    func _askSpineLocationForSizeTransition() {
        guard _transitionStyle == .pageCurl, _appearState == .appeared,
              let size = _hostWindow?._rootViewController?._lastForwardedSize else { return }
        let orientation = _SystemChrome.interfaceOrientation(for: size)
        guard orientation != _currentInterfaceOrientation else { return }
        _askSpineLocation(for: orientation)
    }

    /// Asks the delegate's `pageViewController(_:spineLocationFor:)` and rebuilds the pages for its
    /// answer. Pages set and `isDoubleSided` changed while it answers (as Apple's page-based template
    /// does) are held, then checked against the returned spine: `.none` raises `'%@' is not a valid
    /// spine location`; a page count other than the spine's (two for mid, else one) raises the
    /// spine-location count reason; a single-sided mid spine raises the doubleSided reason. Each leaves
    /// the spine, pages and flag as they were. Otherwise the spine (a mid one makes the controller
    /// double-sided) and pages are taken, and the pages are shown as a curl without animation does: the
    /// pages that go get their disappearance, new ones their appearance, kept ones a new layout.
    func _askSpineLocation(for orientation: UIInterfaceOrientation) {
        guard _transitionStyle == .pageCurl, _spineQuery == nil, let delegate = _delegate else { return }
        let query = _SpineQuery()
        _spineQuery = query
        let answer = _ifImplemented("pageViewController(_:spineLocationFor:)") {
            delegate.pageViewController(self, spineLocationFor: orientation)
        }
        _spineQuery = nil
        guard let spine = answer else { return }
        guard spine != .none else {
            NSException(name: .invalidArgumentException,
                        reason: "'\(spine._reasonName)' is not a valid spine location").raise()
            return
        }
        let pages = query.pages ?? _viewControllers
        let doubleSided = spine == .mid || (query.doubleSided ?? _isDoubleSided)
        guard spine != _spineLocation || query.pages != nil || doubleSided != _isDoubleSided else { return }
        let required = spine == .mid ? 2 : 1
        if !pages.isEmpty, pages.count != required {
            NSException(name: .invalidArgumentException,
                        reason: "The number of provided view controllers (\(pages.count)) doesn't match the number required (\(required)) for the requested spine location (\(spine._reasonName))").raise()
            return
        }
        guard _checkDoubleSided(query.doubleSided ?? doubleSided, spine: spine) else { return }
        let rebuild = spine != _spineLocation || query.pages != nil
        _spineLocation = spine
        _isDoubleSided = doubleSided
        guard rebuild, !pages.isEmpty, isViewLoaded else {
            query.completion?(true)
            return
        }
        if let turn = _turn { _endTurnAtOnce(turn) }
        _curlWithoutAnimation(to: pages, completion: query.completion)
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

/// What the delegate sets while it answers `spineLocationFor`: the last pages passed to
/// `setViewControllers` (with their completion) and the last `isDoubleSided`.
@MainActor
final class _SpineQuery {
    var pages: [UIViewController]?
    var completion: ((Bool) -> Void)?
    var doubleSided: Bool?

    /// Holds `pages`; a call it replaces gets its completion with false at once.
    func hold(_ pages: [UIViewController], completion: ((Bool) -> Void)?) {
        let replaced = self.completion
        self.pages = pages
        self.completion = completion
        replaced?(false)
    }
}
