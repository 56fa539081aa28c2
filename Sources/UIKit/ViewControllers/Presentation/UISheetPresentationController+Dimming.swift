import Foundation

/// The dimming view behind a system sheet (spec §16.5): black at 40 % over the window below the sheet,
/// faded in and out with the sheet's slide. At a detent no larger than `largestUndimmedDetentIdentifier`
/// it is clear and lets touches through to the presenter; a tap on it is a user's attempt to dismiss.
extension UISheetPresentationController {
    /// Whether the sheet's resting detent is dimmed.
    func _isDimmed(in window: UIWindow) -> Bool {
        _isDimmed(atDetentHeight: _restingDetentHeight(in: window), in: window)
    }

    /// Whether a detent of `height` is dimmed: every detent is with no undimmed one named, else those
    /// taller than the undimmed one (an inactive or unknown undimmed detent dims every detent).
    func _isDimmed(atDetentHeight height: CGFloat, in window: UIWindow) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let context = _resolutionContext(in: window)
        guard let limit = detents.first(where: { $0.identifier == undimmed })?.resolvedValue(in: context)
        else { return true }
        return height > min(limit, context.maximumDetentValue)
    }

    /// The dimming alpha the sheet's resting detent calls for.
    func _dimmingAlpha(in window: UIWindow) -> CGFloat { _isDimmed(in: window) ? 1 : 0 }

    /// Puts the dimming view into `window` just below the sheet's `view`, clear when `animated` (the
    /// slide brings it to its alpha).
    func _installDimmingView(in window: UIWindow, below view: UIView, animated: Bool) {
        let dimming = _UIDimmingView(frame: window.bounds, color: _UIDimmingView.sheetDimmingColor)
        dimming._presentationController = self
        if view.superview === window { window.insertSubview(dimming, belowSubview: view) } else { window.addSubview(dimming) }
        _dimmingView = dimming
        dimming.alpha = animated ? 0 : _dimmingAlpha(in: window)
        dimming.isUserInteractionEnabled = _isDimmed(in: window)
        // An animated presentation scales the presenter back in its slide.
        _updateChrome(in: window, includingCard: !animated)
    }

    /// Brings the dimming view to the resting detent's alpha (inside the caller's animation, if any);
    /// `holdingCard` keeps a presenter's card that the detent lets go on its backdrop, unscaled, for
    /// the caller to let go once its animation is over.
    func _updateDimming(holdingCard: Bool = false) {
        guard let dimming = _dimmingView, let window = dimming.window else { return }
        dimming.alpha = _dimmingAlpha(in: window)
        dimming.isUserInteractionEnabled = _isDimmed(in: window)
        _updateChrome(in: window, holdingCard: holdingCard)
    }

    /// Takes the dimming view out, once the sheet is gone.
    func _removeDimmingView() {
        _dimmingView?.removeFromSuperview()
        _dimmingView = nil
        _removeChrome()
    }
}
