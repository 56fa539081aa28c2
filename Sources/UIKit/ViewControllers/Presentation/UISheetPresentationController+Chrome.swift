import Foundation

/// The look of a sheet on a phone: its rounded top corners, the grabber, and at the large detent the
/// presenter scaled back into a card over a black backdrop. iOS documents only `preferredCornerRadius`
/// and `prefersGrabberVisible`; the figures are our readings of iPhone screenshots, all provisional.
enum _UISheetChromeMetrics {
    /// The sheet's corner radius when `preferredCornerRadius` is `automaticDimension`.
    static let defaultCornerRadius: CGFloat = 10
    /// The scale of the presenter's card behind a sheet at the large detent.
    static let presenterScale: CGFloat = 0.92
    /// The card's corner radius (before the scale).
    static let presenterCornerRadius: CGFloat = 10
    /// The grabber's size, and its distance from the sheet's top edge.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopInset: CGFloat = 5
    /// The grabber's colour (resolved with the sheet's traits).
    static let grabberColor = UIColor.tertiaryLabel
    /// What shows around the card.
    static let backdropColor = UIColor.black
}

/// The layers and saved values a shown sheet's chrome uses, so that dismissal puts everything back.
@MainActor
final class _UISheetChrome {
    weak var presentedView: UIView?
    var presentedCorners: _SavedLayerCorners?
    /// The grabber: a capsule layer at the top of the sheet, above its content.
    var grabber: CALayer?
    /// The presenter's card: its view, its transform and corners before it was scaled back.
    weak var cardView: UIView?
    var cardTransform: CGAffineTransform = .identity
    var cardCorners: _SavedLayerCorners?
    /// The black backdrop behind the card, the window layer's first sublayer.
    var backdrop: _UISheetBackdropLayer?

    /// The presenters scaled back now, whose safe area ignores the scale, each with the sheet that
    /// scales it.
    private static var scaledBack: [ObjectIdentifier: _WeakSheet] = [:]

    private struct _WeakSheet { weak var sheet: UISheetPresentationController? }

    static func isScaledBack(_ view: UIView) -> Bool {
        !scaledBack.isEmpty && scaledBack[ObjectIdentifier(view)] != nil
    }

    static func setScaledBack(_ view: UIView, by sheet: UISheetPresentationController?) {
        scaledBack[ObjectIdentifier(view)] = sheet.map { _WeakSheet(sheet: $0) }
    }

    /// The sheets that scale back a presenter in `window` now.
    static func sheetsScalingBack(in window: UIWindow) -> [UISheetPresentationController] {
        guard !scaledBack.isEmpty else { return [] }
        return scaledBack.values.compactMap { entry in
            entry.sheet.flatMap { $0._chrome.cardView?.window === window ? $0 : nil }
        }
    }

    /// Whether `window` shows a sheet's black backdrop now.
    static func hasBackdrop(in window: UIWindow) -> Bool {
        window.layer.sublayers?.contains { $0 is _UISheetBackdropLayer && !$0.isHidden } ?? false
    }
}

/// A layer's corner settings before a presentation's chrome changed them.
struct _SavedLayerCorners {
    var radius: CGFloat
    var masked: CACornerMask
    var masksToBounds: Bool
    var curve: CALayerCornerCurve

    @MainActor init(_ layer: CALayer) {
        radius = layer.cornerRadius
        masked = layer.maskedCorners
        masksToBounds = layer.masksToBounds
        curve = layer.cornerCurve
    }

    @MainActor func restore(_ layer: CALayer) {
        layer.cornerRadius = radius
        layer.maskedCorners = masked
        layer.masksToBounds = masksToBounds
        layer.cornerCurve = curve
    }
}

extension UIView {
    /// The view's box in its superview's coordinates as if it had no transform.
    var _untransformedBox: CGRect {
        let size = bounds.size, anchor = layer.anchorPoint, position = layer.position
        return CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                      width: size.width, height: size.height)
    }
}

/// The black layer behind a scaled-back presenter.
final class _UISheetBackdropLayer: CALayer {}

extension UISheetPresentationController {
    /// The corner radius the sheet draws: `preferredCornerRadius`, or the default one.
    var _effectiveCornerRadius: CGFloat {
        preferredCornerRadius == UISheetPresentationController.automaticDimension
            ? _UISheetChromeMetrics.defaultCornerRadius : max(0, preferredCornerRadius)
    }

    /// Whether the presenter is scaled back now.
    func _scalesPresenterBack(in window: UIWindow) -> Bool {
        _scalesPresenterBack(atDetentHeight: _restingDetentHeight(in: window), in: window)
    }

    /// Whether a sheet resting at a detent of `height` scales the presenter back: a horizontally
    /// compact, vertically regular window (a phone in portrait), the detent dimmed and the largest
    /// height a sheet can have.
    func _scalesPresenterBack(atDetentHeight height: CGFloat, in window: UIWindow) -> Bool {
        let traits = window.traitCollection
        guard traits.horizontalSizeClass == .compact, traits.verticalSizeClass != .compact else { return false }
        return _isDimmed(atDetentHeight: height, in: window) && height >= _resolutionContext(in: window).maximumDetentValue
    }

    /// The presenter's view as the window holds it: the presenter's view, or the ancestor of it that is
    /// one of the window's subviews.
    func _cardView(in window: UIWindow) -> UIView? {
        var view = presentingViewController._view
        while let current = view, current.superview !== window { view = current.superview }
        return view === presentedViewController._view ? nil : view
    }

    /// Brings the chrome to the sheet's current state (inside the caller's animation, if any): the
    /// corners and grabber of the sheet, and (`includingCard`) the presenter's card at the large detent;
    /// `holdingCard` keeps a card the state lets go on its backdrop (see `_updateCard`).
    func _updateChrome(in window: UIWindow, includingCard: Bool = true, holdingCard: Bool = false) {
        guard let view = presentedViewController._view else { return }
        let chrome = _chrome
        if chrome.presentedView !== view {
            chrome.presentedView = view
            chrome.presentedCorners = _SavedLayerCorners(view.layer)
        }
        // A sheet filling a compact-height window has square corners [provisional].
        view.layer.cornerRadius = _fillsWindowInCompactHeight(in: window) ? 0 : _effectiveCornerRadius
        // A sheet on the bottom edge rounds its top corners; a centred form sheet all four.
        view.layer.maskedCorners = _isRegularWidthFormSheet(in: window)
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.cornerCurve = .continuous
        view.layer.masksToBounds = true
        _updateGrabber(on: view)
        if includingCard { _updateCard(in: window, progress: _scalesPresenterBack(in: window) ? 1 : 0, holds: holdingCard) }
    }

    private func _updateGrabber(on view: UIView) {
        guard prefersGrabberVisible else {
            _chrome.grabber?.removeFromSuperlayer()
            _chrome.grabber = nil
            return
        }
        let grabber = _chrome.grabber ?? CALayer()
        let size = _UISheetChromeMetrics.grabberSize
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        grabber.frame = CGRect(x: ((view.bounds.width - size.width) / 2).rounded(), y: _UISheetChromeMetrics.grabberTopInset,
                               width: size.width, height: size.height)
        grabber.cornerRadius = size.height / 2
        grabber.backgroundColor = _UISheetChromeMetrics.grabberColor.resolvedColor(with: view.traitCollection).cgColor
        grabber.zPosition = .greatestFiniteMagnitude
        if grabber.superlayer !== view.layer { view.layer.addSublayer(grabber) }
        CATransaction.commit()
        _chrome.grabber = grabber
    }

    /// Scales the presenter's card back by `progress` (0 is its own look, 1 the full card), animating
    /// with the caller's animation. At 0 the card is let go, unless `holds` and it is held already: then
    /// it keeps its backdrop and the chrome's corner settings at its own radius (a dragged sheet between
    /// detents, or one settling at a detent that lets the card go, until its animation is over).
    func _updateCard(in window: UIWindow, progress: CGFloat, holds: Bool) {
        let chrome = _chrome
        guard let card = _cardView(in: window), progress > 0 || (holds && chrome.cardView === card) else {
            _releaseCard()
            return
        }
        if chrome.cardView !== card {
            _releaseCard()
            chrome.cardView = card
            _UISheetChrome.setScaledBack(card, by: self)
            chrome.cardTransform = card.transform
            chrome.cardCorners = _SavedLayerCorners(card.layer)
        }
        if chrome.backdrop == nil {
            let backdrop = _UISheetBackdropLayer()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            backdrop.frame = window.bounds
            backdrop.backgroundColor = _UISheetChromeMetrics.backdropColor.cgColor
            window.layer.insertSublayer(backdrop, at: 0)
            CATransaction.commit()
            chrome.backdrop = backdrop
        } else if let backdrop = chrome.backdrop, backdrop.frame != window.bounds {
            // The window changed size under the card.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            backdrop.frame = window.bounds
            CATransaction.commit()
        }
        let ownRadius = chrome.cardCorners?.radius ?? 0
        let cardRadius = _UISheetChromeMetrics.presenterCornerRadius
        card.layer.cornerRadius = progress >= 1 ? cardRadius : ownRadius + (cardRadius - ownRadius) * progress
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.cornerCurve = .continuous
        card.layer.masksToBounds = true
        card.transform = Self._cardTransform(for: card, in: window, progress: progress)
    }

    /// The card's transform at `progress`: scaled about its centre from 1 towards the card's scale, and
    /// moved so its top edge goes from its own place towards the window's top safe-area inset (10 points
    /// above the sheet at the large detent), both in proportion.
    static func _cardTransform(for card: UIView, in window: UIWindow, progress: CGFloat = 1) -> CGAffineTransform {
        let full = progress >= 1
        let scale = full ? _UISheetChromeMetrics.presenterScale : 1 - (1 - _UISheetChromeMetrics.presenterScale) * progress
        let ownTop = card.center.y - card.bounds.height / 2
        let safeTop = window._windowSafeAreaInsets.top
        let targetTop = full ? safeTop : ownTop + (safeTop - ownTop) * progress
        let scaledTop = card.center.y - scale * card.bounds.height / 2
        return CGAffineTransform(scaleX: scale, y: scale).concatenating(CGAffineTransform(translationX: 0, y: targetTop - scaledTop))
    }

    /// Gives the presenter's card its transform back (inside the caller's animation, if any), as the
    /// sheet slides away; its corners and the backdrop stay until the sheet is gone.
    func _unscalePresenter() {
        guard let card = _chrome.cardView else { return }
        card.transform = _chrome.cardTransform
    }

    /// Lets the card go: its transform (inside the caller's animation, if any), its corners and the
    /// backdrop, as the sheet leaves the large detent.
    private func _releaseCard() {
        let chrome = _chrome
        if let card = chrome.cardView {
            card.transform = chrome.cardTransform
            chrome.cardCorners?.restore(card.layer)
            _UISheetChrome.setScaledBack(card, by: nil)
        }
        chrome.cardView = nil
        chrome.cardCorners = nil
        chrome.backdrop?.removeFromSuperlayer()
        chrome.backdrop = nil
    }

    /// The sheet is gone: every change the chrome made is undone.
    func _removeChrome() {
        let chrome = _chrome
        UIView.performWithoutAnimation { _releaseCard() }
        chrome.grabber?.removeFromSuperlayer()
        chrome.grabber = nil
        if let view = chrome.presentedView { chrome.presentedCorners?.restore(view.layer) }
        chrome.presentedView = nil
        chrome.presentedCorners = nil
    }

    /// Gives the card its own transform for a size change of its window, so that the window resizes
    /// the card's unscaled box (a frame set through the scale would keep the scale in the card's bounds
    /// once the card is let go); `_rescaleCardAfterResize(in:)` scales it back for the new size.
    func _liftCardForResize() {
        guard let card = _chrome.cardView else { return }
        card.transform = _chrome.cardTransform
    }

    /// After the size change: the card scaled back for the window's new size, or let go when the new
    /// size no longer scales it back.
    func _rescaleCardAfterResize(in window: UIWindow) {
        guard _chrome.cardView != nil else { return }
        _updateChrome(in: window)
    }

    /// Draws a changed `preferredCornerRadius` or `prefersGrabberVisible` on a shown sheet.
    func _chromePropertyDidChange() {
        guard let window = _dimmingView?.window else { return }
        _updateChrome(in: window)
    }
}

extension UIWindow {
    /// Runs `apply` (a change of the window's size) with every presenter a sheet scales back at its own
    /// transform, then scales them back for the new size.
    func _resizingSheetCards(_ apply: () -> Void) {
        let sheets = _UISheetChrome.sheetsScalingBack(in: self)
        guard !sheets.isEmpty else { return apply() }
        for sheet in sheets { sheet._liftCardForResize() }
        apply()
        for sheet in sheets { sheet._rescaleCardAfterResize(in: self) }
    }
}
