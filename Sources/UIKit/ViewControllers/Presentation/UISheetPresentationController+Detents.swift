import Foundation

/// The resolution context UIKit hands a detent's resolver.
@MainActor
final class _UISheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}

/// The window a sheet is laid out in: its bounds, its own safe area and its traits, as they are now or
/// as they will be at a size the window is about to take (a size change tells the presented controller
/// its new size before the window changes).
@MainActor
struct _SheetLayoutEnvironment {
    let bounds: CGRect
    let safeArea: UIEdgeInsets
    let traits: UITraitCollection

    init(_ window: UIWindow) {
        bounds = window.bounds
        safeArea = window._windowSafeAreaInsets
        traits = window.traitCollection
    }

    /// `window` once it has taken `size` (its origin kept).
    init(_ window: UIWindow, size: CGSize) {
        bounds = CGRect(origin: window.bounds.origin, size: size)
        safeArea = window._windowSafeAreaInsets(forFrame: CGRect(origin: window.frame.origin, size: size))
        traits = window._traitOverrides._applied(to: window._traitCollection(for: size))
    }

    var isRegularWidth: Bool { traits.horizontalSizeClass == .regular }

    /// Whether the window is vertically compact (a phone in landscape). The port's landscape iPad also
    /// reports a compact vertical size class, which an iPad never has on iOS, so the pad idiom is not.
    var isCompactHeight: Bool {
        traits.verticalSizeClass == .compact && traits.userInterfaceIdiom != .pad
    }
}

/// How far below the top safe area a sheet's top edge rests at the largest height it can have: 10
/// points on a phone, 8 in compact height, 20 on an iPad (spec §16.5, D13: measured on iOS 16,
/// provisional).
enum _UISheetTopPeek {
    static let regular: CGFloat = 10
    static let compactHeight: CGFloat = 8
    static let pad: CGFloat = 20
}

/// How wide a page sheet is in a horizontally regular, vertically regular window (an iPad; a phone in
/// landscape is vertically compact, where the sheet fills the window or attaches to the bottom edge): a
/// card centred on the bottom edge rather than the window's whole width [provisional: our estimate of
/// iPadOS's page sheet; Apple documents no size].
enum _UIPageSheetMetrics {
    static let regularWidthWidth: CGFloat = 704
}

/// Where a sheet rests (spec §16.5): its top edge 10 points below the window's top safe area at the
/// large detent, and the selected detent's height plus the bottom safe area otherwise; the window's
/// whole width in compact width, a centred card in regular width (a page sheet on the bottom edge, a
/// form sheet at its preferred size in the middle). In compact height (a phone in landscape) a sheet
/// fills the window unless it prefers to stay attached to the bottom edge
/// (`prefersEdgeAttachedInCompactHeight`): then it is as wide as the safe area, or as its controller's
/// preferred width (`widthFollowsPreferredContentSizeWhenEdgeAttached`), centred, 8 points below the
/// top safe area at its largest.
extension UISheetPresentationController {
    /// The detents' resolution context in `window`.
    func _resolutionContext(in window: UIWindow) -> _UISheetDetentResolutionContext {
        _resolutionContext(in: _SheetLayoutEnvironment(window))
    }

    func _resolutionContext(in environment: _SheetLayoutEnvironment) -> _UISheetDetentResolutionContext {
        let insets = environment.safeArea
        let peek = environment.traits.userInterfaceIdiom == .pad ? _UISheetTopPeek.pad
            : _isInCompactHeight(environment) ? _UISheetTopPeek.compactHeight : _UISheetTopPeek.regular
        let maximum = max(0, environment.bounds.height - (insets.top + peek + insets.bottom))
        return _UISheetDetentResolutionContext(traits: environment.traits, maximum: maximum)
    }

    /// The detent the sheet rests at: the selected one when it is active, else the smallest active one.
    func _restingDetentHeight(in window: UIWindow) -> CGFloat {
        _restingDetentHeight(in: _SheetLayoutEnvironment(window))
    }

    func _restingDetentHeight(in environment: _SheetLayoutEnvironment) -> CGFloat {
        let context = _resolutionContext(in: environment)
        let resolved = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        if let selectedDetentIdentifier, let match = resolved.first(where: { $0.0 == selectedDetentIdentifier }) {
            return min(match.1, context.maximumDetentValue)
        }
        return min(resolved.map(\.1).min() ?? context.maximumDetentValue, context.maximumDetentValue)
    }

    /// The sheet's frame in `window` (a regular-width form sheet's is centred at its preferred size).
    func _sheetFrame(in window: UIWindow) -> CGRect { _sheetFrame(in: _SheetLayoutEnvironment(window)) }

    func _sheetFrame(in environment: _SheetLayoutEnvironment) -> CGRect {
        if _isRegularWidthFormSheet(in: environment) { return _formSheetFrame(in: environment) }
        if _fillsWindowInCompactHeight(environment) { return environment.bounds }
        let bounds = environment.bounds
        let height = _restingDetentHeight(in: environment) + environment.safeArea.bottom
        var frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        let area = bounds.inset(by: environment.safeArea)
        // The width an edge-attached (compact height) or regular-width sheet wants, centred in the safe area.
        let wanted: CGFloat?
        if _isInCompactHeight(environment) {
            let preferred = presentedViewController.preferredContentSize.width
            wanted = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? preferred : area.width
        } else {
            wanted = environment.isRegularWidth ? _UIPageSheetMetrics.regularWidthWidth : nil
        }
        if let wanted {
            frame.size.width = max(0, min(wanted, area.width))
            frame.origin.x = (area.midX - frame.width / 2).rounded()
        }
        return frame
    }

    /// Whether the sheet takes its full-screen appearance: a vertically compact window and
    /// `prefersEdgeAttachedInCompactHeight` false.
    func _fillsWindowInCompactHeight(in window: UIWindow) -> Bool {
        _fillsWindowInCompactHeight(_SheetLayoutEnvironment(window))
    }

    func _fillsWindowInCompactHeight(_ environment: _SheetLayoutEnvironment) -> Bool {
        _isInCompactHeight(environment) && !prefersEdgeAttachedInCompactHeight
    }

    /// Whether the compact-height placements apply: a vertically compact window, except for a form
    /// sheet in regular width, which stays a centred card (the form sheet's adaptation since iOS 8 is
    /// to compact width only) [provisional: Apple documents the compact-height rule for sheets
    /// without naming the two styles].
    func _isInCompactHeight(_ environment: _SheetLayoutEnvironment) -> Bool {
        environment.isCompactHeight && !_isRegularWidthFormSheet(in: environment)
    }

    /// Whether the sheet's width follows its controller's preferred content size now.
    func _widthFollowsPreferredContentSize(in window: UIWindow) -> Bool {
        _isInCompactHeight(_SheetLayoutEnvironment(window)) && prefersEdgeAttachedInCompactHeight
            && widthFollowsPreferredContentSizeWhenEdgeAttached
    }

    /// The size of the presented controller's sheet once the window has taken `size`, nil when it is
    /// not in a window.
    func _presentedSheetSize(inWindowOfSize size: CGSize) -> CGSize? {
        guard let window = presentedViewController._view?.window else { return nil }
        return _sheetFrame(in: _SheetLayoutEnvironment(window, size: size)).size
    }

    /// How long `animateChanges(_:)` takes a shown sheet to its new detent [provisional: UIKit uses a
    /// spring whose duration is not documented].
    static let _detentChangeAnimationDuration: TimeInterval = 0.3

    /// Moves a presented sheet to its resting frame with the dimming and chrome, animated; the sheet and
    /// its dimming view keep taking touches meanwhile.
    func _animateSheetLayout() {
        UIView.animate(withDuration: Self._detentChangeAnimationDuration, delay: 0,
                       options: [.curveEaseInOut, .beginFromCurrentState, .allowUserInteraction],
                       animations: { self._layoutSheet() })
    }

    /// Moves a presented sheet's view to its resting frame.
    func _layoutSheet() {
        guard _state == .presented, let view = presentedViewController._view, let window = view.window else { return }
        view.frame = _sheetFrame(in: window)
        _updateDimming()
    }
}
