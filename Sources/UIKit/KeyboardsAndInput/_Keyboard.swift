import Foundation

/// The figures of the simulated on-screen keyboard. Apple documents none of them; they are the values
/// that iOS reports in its keyboard notifications on current iPhones (logged frames), named here so that
/// they can be corrected in one place.
package enum _KeyboardMetrics {
    /// The height of the portrait keyboard, with its predictive bar, on a phone with a home indicator
    /// up to 402 points wide (393×852: end frame {{0, 516}, {393, 336}}).
    static let portraitHeightWithHomeIndicator: CGFloat = 336
    /// The same on the wide phones (414 points and more).
    static let widePortraitHeightWithHomeIndicator: CGFloat = 346
    /// The portrait keyboard on a phone with a home button (216 points of keys and a 44-point bar).
    static let portraitHeightWithHomeButton: CGFloat = 260
    /// The landscape keyboard on a phone with a home indicator.
    static let landscapeHeightWithHomeIndicator: CGFloat = 209
    /// The landscape keyboard on a phone with a home button.
    static let landscapeHeightWithHomeButton: CGFloat = 193
    /// The duration iOS reports for the keyboard's animation.
    static let animationDuration: TimeInterval = 0.25
    /// The curve iOS reports: 7, a private curve outside `UIView.AnimationCurve`'s public cases (clients
    /// shift it into `UIView.AnimationOptions` with `<< 16`).
    static let animationCurve = 7

    /// The keyboard's height on a screen of `size` whose bottom safe-area inset is `bottomInset`.
    package static func height(screenSize size: CGSize, bottomInset: CGFloat) -> CGFloat {
        let hasHomeIndicator = bottomInset > 0
        if size.width > size.height {
            return hasHomeIndicator ? landscapeHeightWithHomeIndicator : landscapeHeightWithHomeButton
        }
        guard hasHomeIndicator else { return portraitHeightWithHomeButton }
        return size.width >= 414 ? widePortraitHeightWithHomeIndicator : portraitHeightWithHomeIndicator
    }
}

/// The simulated system keyboard: shown while a window's first responder takes text (`UIKeyInput`),
/// hidden when none does, with iOS's notifications in iOS's order.
///
/// Showing posts `keyboardWillChangeFrame` then `keyboardWillShow` at once, inside an animation of the
/// keyboard's duration (so layout changes made in an observer animate with the keyboard, as on iOS),
/// then `keyboardDidChangeFrame` and `keyboardDidShow` when that animation ends; hiding posts the hide
/// notifications the same way. Moving from one text field to another keeps the keyboard up and posts
/// nothing, unless the keyboard's frame changes (another input or accessory view): then only the
/// change-frame notifications, inside the keyboard's animation. Frames are in screen coordinates.
///
/// A first responder's custom `inputView` (or `inputViewController`'s view) stands in the system
/// keyboard's place, and its `inputAccessoryView` on top; the keyboard's frame covers both
/// (_Keyboard+InputViews.swift). `reloadInputViews()` puts new ones in place without animation.
@MainActor package enum _Keyboard {
    /// Where the keyboard is, or is going.
    enum State: Equatable {
        case hidden
        /// On screen (or animating there) with this frame, for `owner`.
        case shown(frame: CGRect)
    }

    private(set) static var state: State = .hidden
    /// The window that holds the shown input and accessory views, while any is shown.
    static var inputWindow: _UIInputWindow?
    /// The views in `inputWindow`.
    static var installed: _InputViewSet?
    /// The generation of the animation in flight; its did-notifications go out only if still current.
    private static var generation = 0
    /// The views whose `keyboardLayoutGuide` exists, held weakly; they lay out again inside the
    /// keyboard's animation, so their guides follow it.
    private static var guideOwners: [_WeakView] = []

    /// Registers `view`, whose keyboard layout guide was just made.
    static func guideCreated(in view: UIView) {
        guideOwners.removeAll { $0.view == nil }
        guideOwners.append(_WeakView(view))
    }

    /// The keyboard's frame moved: every keyboard guide reads it again and its view lays out now (inside
    /// the keyboard's animation when there is one).
    private static func guidesFollowKeyboard() {
        guideOwners.removeAll { $0.view == nil }
        let views = guideOwners.compactMap(\.view)
        for view in views {
            _LayoutEngine.engine(forRootOf: view).setNeedsSolve()
            view.setNeedsLayout()
        }
        for view in views { view.window?.layoutIfNeeded() }
    }

    /// The keyboard's on-screen frame, or nil while it is hidden.
    package static var frame: CGRect? {
        if case .shown(let frame) = state { return frame }
        return nil
    }

    /// Nonzero while one responder takes over from another: the old one's resignation does not hide the
    /// keyboard, the new responder decides.
    private static var switchingDepth = 0
    /// The window whose first responder the keyboard serves.
    private(set) static weak var owner: UIWindow?

    /// Runs `body` (the current first responder resigning for a new one) without hiding the keyboard.
    static func whileSwitchingResponders<T>(_ body: () -> T) -> T {
        switchingDepth += 1
        defer { switchingDepth -= 1 }
        return body()
    }

    /// The first responder of `window` changed: shows, changes or hides the keyboard to match.
    static func firstResponderDidChange(in window: UIWindow) {
        if switchingDepth > 0 && window._firstResponder == nil { return }
        // A keyboard left up by a window that has since gone or hidden is gone with it.
        if case .shown = state, owner == nil || owner?.isHidden == true {
            state = .hidden
            removeInputViews()
        }
        let wanted = inputSet(for: window._firstResponder, in: window)
        switch (state, wanted) {
        case (.hidden, let set?): show(set, for: window)
        case (.shown, nil) where owner === window: hide()
        case (.shown(let frame), let set?) where owner === window: change(to: set, from: frame, in: window, animated: true)
        default: break
        }
    }

    /// The first responder of `window` asked for its input views again (`reloadInputViews()`).
    static func reloadInputViews(in window: UIWindow) {
        let wanted = inputSet(for: window._firstResponder, in: window)
        switch (state, wanted) {
        case (.hidden, let set?): show(set, for: window)
        case (.shown, nil) where owner === window: hide()
        case (.shown(let frame), let set?) where owner === window: change(to: set, from: frame, in: window, animated: false)
        default: break
        }
    }

    /// Shows the system keyboard over `window`'s screen.
    package static func show(for window: UIWindow) {
        show(_InputViewSet.systemKeyboard(on: window.screen), for: window)
    }

    /// Shows `set` over `window`'s screen, sliding up from below it.
    static func show(_ set: _InputViewSet, for window: UIWindow) {
        guard case .hidden = state else { return }
        let end = set.frame(on: window.screen)
        let begin = end.offsetBy(dx: 0, dy: end.height)
        state = .shown(frame: end)
        owner = window
        install(set, at: end)
        post(will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
             begin: begin, end: end)
    }

    /// Puts `set` in place of what is shown; a new frame posts the change-frame notifications, inside the
    /// keyboard's animation when `animated`, else with a zero duration and both at once.
    private static func change(to set: _InputViewSet, from frame: CGRect, in window: UIWindow, animated: Bool) {
        let end = set.frame(on: window.screen)
        install(set, at: end)
        guard end != frame else { return }
        state = .shown(frame: end)
        post(will: nil, did: nil, begin: frame, end: end, duration: animated ? _KeyboardMetrics.animationDuration : 0)
    }

    /// Hides the keyboard.
    package static func hide() {
        guard case .shown(let frame) = state else { return }
        state = .hidden
        removeInputViews()
        post(will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification,
             begin: frame, end: frame.offsetBy(dx: 0, dy: frame.height))
    }

    /// Posts `keyboardWillChangeFrame` and `will` at once, inside an animation of `duration` (so what
    /// observers change animates with the keyboard), then `keyboardDidChangeFrame` and `did` when the
    /// keyboard's own animation ends (at once for a zero duration). A nil name posts only the
    /// change-frame notification of its phase.
    private static func post(will: Notification.Name?, did: Notification.Name?, begin: CGRect, end: CGRect,
                             duration: TimeInterval = _KeyboardMetrics.animationDuration) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: _KeyboardMetrics.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        // Observers run inside the keyboard's animation, so what they change animates with it.
        let willPhase = {
            guidesFollowKeyboard()
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
            if let will { center.post(name: will, object: nil, userInfo: info) }
        }
        let didPhase = {
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            if let did { center.post(name: did, object: nil, userInfo: info) }
        }
        // A change without animation leaves the animation in flight to end with its did-notifications.
        guard duration > 0 else {
            UIView.performWithoutAnimation(willPhase)
            didPhase()
            return
        }
        generation += 1
        let current = generation
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: willPhase)
        // The keyboard's own animation ends after its duration, whatever the observers animated.
        _MediaTimers.schedule(after: duration) {
            guard current == generation else { return }
            didPhase()
        }
    }

    /// Forgets the keyboard without notifications (tests start from a hidden keyboard).
    package static func reset() {
        state = .hidden
        removeInputViews()
        generation += 1
        guidesFollowKeyboard()
    }
}
