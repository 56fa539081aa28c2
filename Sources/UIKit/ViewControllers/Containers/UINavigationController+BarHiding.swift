import Foundation

// Hiding the bars on the user's gestures and on the environment, through `setNavigationBarHidden(_:animated:)`
// and `setToolbarHidden(_:animated:)` (so the children's safe area follows, animated over `hideShowBarDuration`):
// - `hidesBarsOnSwipe`: a vertical pan (`barHideOnSwipeGestureRecognizer`, on the navigation controller's
//   view, recognizing with the content's scroll view) hides the bars when it moves up and shows them when it
//   moves down; it acts once per direction, as soon as the pan begins or turns;
// - `hidesBarsOnTap`: a tap (`barHideOnTapGestureRecognizer`) on the content, not on a control or a bar,
//   toggles the bars, after the navigation bar's state;
// - `hidesBarsWhenKeyboardAppears`: the keyboard's will-show hides the bars; they stay hidden after it goes;
// - `hidesBarsWhenVerticallyCompact`: a vertically compact environment hides the bars, a regular one shows
//   them again, and while compact a tap where the bars would be shows them.
// The toolbar takes part only when the top view controller has toolbar items, and is shown again only if one
// of these hid it. The recognizers join the view only once one of these properties is turned on (or a
// recognizer is asked for), and they neither cancel nor delay the content's touches (provisional: iOS's
// settings are not documented).

/// The bar-hiding settings and the object that owns the recognizers.
struct _BarHidingSettings {
    var onSwipe = false
    var onTap = false
    var whenKeyboardAppears = false
    var whenVerticallyCompact = false
    var controller: _UIBarHidingController?
    /// The vertical size class seen at the last layout (nil before the first).
    var wasVerticallyCompact: Bool?
    /// Whether these rules hid the toolbar (so only they show it again).
    var hidToolbar = false
}

/// The target and delegate of the two bar-hiding recognizers, and the keyboard observer.
@MainActor
final class _UIBarHidingController: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    let swipe = UIPanGestureRecognizer(target: nil, action: nil)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    /// The direction the current swipe last acted on: -1 up (hid), 1 down (showed), 0 not yet.
    private var actedDirection: CGFloat = 0
    private var keyboardObserver: (any NSObjectProtocol)?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        for recognizer in [swipe, tap] as [UIGestureRecognizer] {
            recognizer.delegate = self
            recognizer.cancelsTouchesInView = false
            recognizer.delaysTouchesEnded = false
        }
        swipe.addTarget(self, action: Selector("_handleSwipe:", _UIBarHidingController._handleSwipe))
        tap.addTarget(self, action: Selector("_handleTap:", _UIBarHidingController._handleTap))
    }

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }

    /// Observes the keyboard's will-show while `observes`.
    func observeKeyboard(_ observes: Bool) {
        if observes, keyboardObserver == nil {
            keyboardObserver = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.navigationController?._keyboardWillShowHidingBars() }
            }
        } else if !observes, let observer = keyboardObserver {
            NotificationCenter.default.removeObserver(observer)
            keyboardObserver = nil
        }
    }

    // MARK: Gating

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let nav = navigationController else { return false }
        if gestureRecognizer === swipe {
            guard nav.hidesBarsOnSwipe else { return false }
            let translation = swipe.translation(in: swipe.view)
            return abs(translation.y) > abs(translation.x)
        }
        return nav.hidesBarsOnTap || nav._revealsBarsOnTapWhenCompact
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let nav = navigationController else { return false }
        if gestureRecognizer === tap {
            // An "otherwise unhandled" tap: not on a control, not on a shown bar.
            var view = touch.view
            while let current = view {
                if current is UIControl || current === nav._navigationBar || current === nav._toolbar { return false }
                view = current.superview
            }
        }
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Actions

    func _handleSwipe(_ recognizer: UIGestureRecognizer) {
        guard let nav = navigationController else { return }
        switch swipe.state {
        case .began, .changed:
            let dy = swipe.translation(in: swipe.view).y
            guard dy != 0 else { return }
            let direction: CGFloat = dy < 0 ? -1 : 1
            guard direction != actedDirection else { return }
            actedDirection = direction
            // Later moves are measured from here, so the pan can turn.
            swipe.setTranslation(.zero, in: swipe.view)
            nav._setBarsHiddenByUser(direction < 0)
        default:
            actedDirection = 0
        }
    }

    func _handleTap(_ recognizer: UIGestureRecognizer) {
        guard let nav = navigationController, tap.state == .ended else { return }
        if nav._revealsBarsOnTapWhenCompact {
            nav._setBarsHiddenByUser(false)
        } else if nav.hidesBarsOnTap {
            nav._setBarsHiddenByUser(!nav.isNavigationBarHidden)
        }
    }
}

extension UINavigationController {
    /// The bar-hiding controller, made on first use; its recognizers join the view when it exists.
    var _barHidingController: _UIBarHidingController {
        if let controller = _barHiding.controller { return controller }
        let controller = _UIBarHidingController(navigationController: self)
        _barHiding.controller = controller
        _installBarHidingRecognizers()
        return controller
    }

    /// Adds the recognizers to the navigation controller's view once both exist.
    func _installBarHidingRecognizers() {
        guard let controller = _barHiding.controller, let view = _view else { return }
        for recognizer in [controller.swipe, controller.tap] as [UIGestureRecognizer] where recognizer.view !== view {
            view.addGestureRecognizer(recognizer)
        }
    }

    /// A bar-hiding property changed: the recognizers exist from now on, and the keyboard is observed
    /// while `hidesBarsWhenKeyboardAppears`.
    func _barHidingSettingsDidChange() {
        let controller = _barHidingController
        controller.observeKeyboard(_barHiding.whenKeyboardAppears)
    }

    /// Whether the toolbar takes part: the top view controller has toolbar items.
    private var _toolbarTakesPart: Bool { !(topViewController?.toolbarItems ?? []).isEmpty }

    /// Hides or shows the bars for a gesture or the environment, animated when on screen (unless `animated`
    /// is false: a change made during layout).
    func _setBarsHiddenByUser(_ hidden: Bool, animated: Bool = true) {
        let animated = animated && _view?.window != nil
        if isNavigationBarHidden != hidden { setNavigationBarHidden(hidden, animated: animated) }
        if hidden {
            if _toolbarTakesPart, !isToolbarHidden {
                _barHiding.hidToolbar = true
                setToolbarHidden(true, animated: animated)
            }
        } else if _barHiding.hidToolbar {
            _barHiding.hidToolbar = false
            if isToolbarHidden { setToolbarHidden(false, animated: animated) }
        }
    }

    /// The keyboard will show: the bars hide while on screen.
    func _keyboardWillShowHidingBars() {
        guard _barHiding.whenKeyboardAppears, _view?.window != nil else { return }
        _setBarsHiddenByUser(true)
    }

    /// While vertically compact with the bars hidden by `hidesBarsWhenVerticallyCompact`, a tap shows them.
    var _revealsBarsOnTapWhenCompact: Bool {
        _barHiding.whenVerticallyCompact && (_barHiding.wasVerticallyCompact ?? false) && isNavigationBarHidden
    }

    /// At each layout: a change of the vertical size class hides (compact) or shows (regular) the bars.
    func _applyVerticallyCompactHiding() {
        guard _barHiding.whenVerticallyCompact, let view = _view else {
            _barHiding.wasVerticallyCompact = nil
            return
        }
        let compact = view.traitCollection.verticalSizeClass == .compact
        guard compact != _barHiding.wasVerticallyCompact else { return }
        let first = _barHiding.wasVerticallyCompact == nil
        _barHiding.wasVerticallyCompact = compact
        // The first layout only hides (a regular environment leaves the bars as the app set them).
        if compact || !first { _setBarsHiddenByUser(compact, animated: false) }
    }
}
