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

/// Where a sheet rests on a phone (spec §16.5): its top edge 10 points below the window's top safe
/// area at the large detent, and the selected detent's height plus the bottom safe area otherwise.
extension UISheetPresentationController {
    /// The detents' resolution context in `window`.
    func _resolutionContext(in window: UIWindow) -> _UISheetDetentResolutionContext {
        let insets = window._windowSafeAreaInsets
        let maximum = max(0, window.bounds.height - (insets.top + 10 + insets.bottom))
        return _UISheetDetentResolutionContext(traits: window.traitCollection, maximum: maximum)
    }

    /// The detent the sheet rests at: the selected one when it is active, else the smallest active one.
    func _restingDetentHeight(in window: UIWindow) -> CGFloat {
        let context = _resolutionContext(in: window)
        let resolved = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        if let selectedDetentIdentifier, let match = resolved.first(where: { $0.0 == selectedDetentIdentifier }) {
            return min(match.1, context.maximumDetentValue)
        }
        return min(resolved.map(\.1).min() ?? context.maximumDetentValue, context.maximumDetentValue)
    }

    /// The sheet's frame in `window` (a regular-width form sheet's is centred at its preferred size).
    func _sheetFrame(in window: UIWindow) -> CGRect {
        if _isRegularWidthFormSheet(in: window) { return _formSheetFrame(in: window) }
        let height = _restingDetentHeight(in: window) + window._windowSafeAreaInsets.bottom
        return CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
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
