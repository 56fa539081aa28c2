import Foundation

/// A finger dragging a system sheet (spec §16.5, §16.7): between its detents the sheet follows the finger
/// and settles at the nearest detent on release (the delegate hears of a changed detent); below the
/// smallest detent the drag becomes a user's attempt to dismiss: refused (the sheet resists and springs
/// back, the delegate hears `didAttemptToDismiss`) when the controller is modal in presentation or the
/// delegate says no, else an interactive dismissal that the finger scrubs, finished on release past half
/// the smallest detent's height (or on a fast flick down) and cancelled otherwise.
extension UISheetPresentationController {
    /// What a drag in progress started from and what it became.
    struct _Drag {
        /// The sheet's top edge when the finger went down, in the window.
        var startTop: CGFloat
        /// The drag went below the smallest detent and the dismissal was refused.
        var refused = false
        /// The interactor of the dismissal the drag started, and the sheet's top edge at its start.
        var dismissal: (interactor: UIPercentDrivenInteractiveTransition, startTop: CGFloat)?
    }

    /// How much of the finger's travel below the smallest detent a refused sheet follows [provisional].
    static let _refusedDragResistance: CGFloat = 0.3
    /// The downward speed (points per second) past which a release finishes a dismissal [provisional].
    static let _dismissalFlickVelocity: CGFloat = 1000
    /// How long a released sheet takes to settle at its detent [provisional].
    static let _settleDuration: TimeInterval = 0.3

    /// Puts the drag recognizer on the presented sheet once it is shown.
    func _installDragRecognizer() {
        guard _dragRecognizer == nil, let view = presentedViewController._view else { return }
        let pan = UIPanGestureRecognizer(target: self, action: Selector("_sheetPanned:", UISheetPresentationController._sheetPanned))
        pan.delegate = _UISheetDragGate.shared
        view.addGestureRecognizer(pan)
        _dragRecognizer = pan
    }

    /// Takes the dimming view and the drag recognizer away once the sheet is dismissed.
    func _sheetDidDismiss() {
        _removeDimmingView()
        if let pan = _dragRecognizer { pan.view?.removeGestureRecognizer(pan) }
        _dragRecognizer = nil
        _drag = nil
    }

    /// The active detents' top edges in `window`, highest (largest detent) first. A centred form sheet
    /// has one: where its card rests (the selected detent, which a drag does not change); so does a
    /// sheet filling a compact-height window (its top edge, the window's).
    func _detentTops(in window: UIWindow) -> [(identifier: Detent.Identifier, top: CGFloat)] {
        if _isRegularWidthFormSheet(in: window) || _fillsWindowInCompactHeight(in: window) {
            return [(selectedDetentIdentifier ?? detents.first?.identifier ?? .large, _sheetFrame(in: window).minY)]
        }
        let context = _resolutionContext(in: window)
        let bottom = window.bounds.height - window._windowSafeAreaInsets.bottom
        return detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, bottom - min($0, context.maximumDetentValue)) }
        }.sorted { $0.top < $1.top }
    }

    func _sheetPanned(_ pan: UIPanGestureRecognizer) {
        guard let window = presentedViewController._view?.window else { return }
        switch pan.state {
        case .began:
            _sheetDragBegan()
        case .changed:
            guard let drag = _drag else { return }
            _sheetDragMoved(toTop: drag.startTop + pan.translation(in: window).y)
        case .ended, .cancelled, .failed:
            guard let drag = _drag else { return }
            _sheetDragEnded(atTop: drag.startTop + pan.translation(in: window).y,
                            velocity: pan.velocity(in: window).y, completed: pan.state == .ended)
        default:
            break
        }
    }

    /// A finger starts dragging the sheet (its own pan, or a scroll view inside it handing over). A
    /// centred form sheet has no detents to drag between: a drag down is only a swipe to dismiss it.
    func _sheetDragBegan() {
        guard let view = presentedViewController._view, view.window != nil else { return }
        _drag = _Drag(startTop: view.frame.minY)
    }

    /// The dragged sheet's top edge would be at `proposed` (the start plus the finger's travel): it
    /// follows between the detents, stops at the largest, and below the smallest starts a user's
    /// dismissal (scrubbed by the finger) or resists when that is refused.
    func _sheetDragMoved(toTop proposed: CGFloat) {
        guard var drag = _drag, let view = presentedViewController._view, let window = view.window else { return }
        let stops = _detentTops(in: window)
        guard let highest = stops.first?.top, let lowest = stops.last?.top else { return }
        let top = max(highest, proposed)
        if top > lowest, drag.dismissal == nil, !drag.refused {
            _move(view, toTop: lowest, in: window)
            // The dismissal's slide starts from the smallest detent's look, with no card held at rest.
            _followDrag(toTop: lowest, in: window, holdsCard: false)
            let interactor = UIPercentDrivenInteractiveTransition()
            _performUserDismissal(animated: true, interactor: interactor)
            if presentedViewController._isBeingDismissed {
                drag.dismissal = (interactor, lowest)
            } else {
                drag.refused = true
            }
        }
        if let dismissal = drag.dismissal {
            dismissal.interactor.update(max(0, top - dismissal.startTop) / max(1, window.bounds.height))
        } else if top > lowest {
            _move(view, toTop: lowest + (top - lowest) * Self._refusedDragResistance, in: window)
            _followDrag(toTop: lowest, in: window)
        } else {
            _move(view, toTop: top, in: window)
            _followDrag(toTop: top, in: window)
        }
        _drag = drag
    }

    /// The dimming and the presenter's card follow a dragged sheet's top edge: between two detents each
    /// is interpolated between its look at the detent above and the one below, in proportion to where
    /// the edge is (the card from unscaled to scaled back, its corners from its own radius to the
    /// card's), so nothing jumps when the finger lifts. Past the largest or smallest detent they keep
    /// that detent's look; below the smallest the dismissal's own slide takes over. An unscaled card
    /// stays held on its backdrop (`holdsCard`) until the drag's settling animation is over.
    func _followDrag(toTop top: CGFloat, in window: UIWindow, holdsCard: Bool = true) {
        // A centred form sheet's look does not change above its one resting place.
        guard !_isRegularWidthFormSheet(in: window) else { return }
        let stops = _detentTops(in: window)
        guard let highest = stops.first?.top, let lowest = stops.last?.top else { return }
        let clamped = min(max(top, highest), lowest)
        // The detents just above and below the edge (the same one at or past either end).
        let below = stops.first { $0.top >= clamped }?.top ?? lowest
        let above = stops.last { $0.top <= clamped }?.top ?? highest
        let bottom = window.bounds.height - window._windowSafeAreaInsets.bottom
        func look(atTop stopTop: CGFloat) -> (dimming: CGFloat, card: CGFloat) {
            let height = bottom - stopTop
            return (_isDimmed(atDetentHeight: height, in: window) ? 1 : 0,
                    _scalesPresenterBack(atDetentHeight: height, in: window) ? 1 : 0)
        }
        let from = look(atTop: below), to = look(atTop: above)
        let fraction = below > above ? (below - clamped) / (below - above) : 0
        UIView.performWithoutAnimation {
            _dimmingView?.alpha = from.dimming + (to.dimming - from.dimming) * fraction
            _updateCard(in: window, progress: from.card + (to.card - from.card) * fraction, holds: holdsCard)
        }
    }

    /// The finger lifted (`completed`) or the drag was cancelled with the sheet's top edge at `proposed`
    /// and the finger moving down at `velocity` points per second: a dismissal finishes past half the
    /// smallest detent's height or on a flick and is cancelled otherwise; else the sheet settles.
    func _sheetDragEnded(atTop proposed: CGFloat, velocity: CGFloat, completed: Bool) {
        guard let drag = _drag, let view = presentedViewController._view, let window = view.window else {
            _drag = nil
            return
        }
        _drag = nil
        let stops = _detentTops(in: window)
        guard let lowest = stops.last?.top else { return }
        if let dismissal = drag.dismissal {
            let dragged = proposed - dismissal.startTop
            // Half the smallest detent's height; a centred form sheet's, half its card's.
            let smallest = _isRegularWidthFormSheet(in: window)
                ? _formSheetFrame(in: window).height : window.bounds.height - lowest
            let finishes = completed && (dragged > smallest / 2 || velocity > Self._dismissalFlickVelocity)
            if finishes { dismissal.interactor.finish() } else { dismissal.interactor.cancel() }
            return
        }
        _settle(view, nearest: proposed, stops: stops, in: window)
    }

    /// The sheet's frame with its top edge at `top`, reaching down to the window's bottom (at its own
    /// width and place across); a centred form sheet's card keeps its size and moves down.
    private func _move(_ view: UIView, toTop top: CGFloat, in window: UIWindow) {
        let resting = _sheetFrame(in: window)
        if _isRegularWidthFormSheet(in: window) {
            view.frame = resting.offsetBy(dx: 0, dy: top - resting.minY)
            return
        }
        view.frame = CGRect(x: resting.minX, y: top, width: resting.width, height: window.bounds.height - top)
    }

    /// A released drag: the sheet settles at the detent nearest its top edge; a change of detent is the
    /// user's, so the delegate hears of it.
    private func _settle(_ view: UIView, nearest top: CGFloat,
                         stops: [(identifier: Detent.Identifier, top: CGFloat)], in window: UIWindow) {
        let restingTop = _sheetFrame(in: window).minY
        let target = stops.min { abs($0.top - top) < abs($1.top - top) }!
        let changed = abs(target.top - restingTop) > 0.5
        if changed { selectedDetentIdentifier = target.identifier }
        UIView.animate(withDuration: Self._settleDuration, delay: 0, options: [.curveEaseOut], animations: {
            view.frame = self._sheetFrame(in: window)
            self._updateDimming(holdingCard: true)
        }, completion: { [weak self] _ in
            // A card the detent lets go stayed on its backdrop for the animation; now it is let go.
            guard let self, self._drag == nil, let window = self._dimmingView?.window else { return }
            self._updateChrome(in: window)
        })
        if changed, let delegate = delegate as? UISheetPresentationControllerDelegate {
            delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}

/// Lets a sheet's drag begin only for a mostly vertical movement, so that horizontal drags (sliders,
/// paging) inside the sheet keep their touches, and only while no presentation or dismissal runs in
/// the sheet's chain (iOS ignores touches while a presentation animates; a drag then would ask for a
/// dismissal that UIKit refuses with "while a presentation or dismiss is in progress").
@MainActor
final class _UISheetDragGate: NSObject, UIGestureRecognizerDelegate {
    static let shared = _UISheetDragGate()

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        if let sheet = pan.view?._viewController, Self.chainIsTransitioning(from: sheet) { return false }
        let velocity = pan.velocity(in: pan.view?.window)
        return abs(velocity.y) > abs(velocity.x)
    }

    /// Whether the controller, a controller presenting it, or one it presents is in a presentation
    /// transition that has not finished.
    static func chainIsTransitioning(from sheet: UIViewController) -> Bool {
        var up: UIViewController? = sheet
        while let controller = up {
            if controller._isInPresentationTransition { return true }
            up = controller.presentingViewController
        }
        var down = sheet.presentedViewController
        while let controller = down {
            if controller._isInPresentationTransition { return true }
            down = controller.presentedViewController
        }
        return false
    }
}
