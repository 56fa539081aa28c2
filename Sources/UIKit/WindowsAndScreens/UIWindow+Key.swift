import Foundation

// Key status, per scene as since iOS 15: each window scene has at most one key window
// (`UIWindowScene.keyWindow`); windows that belong to no scene share one key window among themselves.
// The app's key window (`UIApplication.keyWindow`, deprecated) is the scene key window made key last.

extension UIWindow {
    func _resignKey() {
        resignKey()
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// The key window stops being key in its scene (it is hidden, or leaves the scene): it resigns, then
    /// the frontmost other visible window of the scene that can become key (highest `windowLevel`, then
    /// the one in front within it) becomes key. [INFERRED] iOS hands key status on when the key window
    /// hides; which window it picks, and that this happens before `didBecomeHiddenNotification`, are
    /// this port's reading (`_WindowList.keySuccessor(of:in:)`).
    func _resignKeyAndPassOn() {
        let scene = _windowScene
        _WindowList.setKeyWindow(nil, in: scene)
        _WindowList.keyOrder.removeAll { $0.window == nil || $0.window === self }
        _resignKey()
        _WindowList.keySuccessor(of: self, in: scene)?.makeKey()
    }
}

extension _WindowList {
    /// The key window of `scene`, or of the sceneless windows when `scene` is nil.
    static func sceneKeyWindow(in scene: UIWindowScene?) -> UIWindow? {
        if let scene { return scene._keyWindow }
        return scenelessKeyWindow
    }

    static func setKeyWindow(_ window: UIWindow?, in scene: UIWindowScene?) {
        if let scene { scene._keyWindow = window } else { scenelessKeyWindow = window }
    }

    /// The window that becomes key when `window` stops being key in `scene`: the frontmost visible
    /// window of the scene other than `window` whose `canBecomeKey` is true. One pass over the scene's
    /// windows (all windows for the sceneless ones).
    static func keySuccessor(of window: UIWindow, in scene: UIWindowScene?) -> UIWindow? {
        var best: UIWindow?
        func consider(_ candidate: UIWindow) {
            guard candidate !== window, !candidate.isHidden, candidate._windowScene === scene, candidate.canBecomeKey else { return }
            if let current = best,
               (current.windowLevel, current._order) > (candidate.windowLevel, candidate._order) { return }
            best = candidate
        }
        if let scene {
            for entry in scene._windows { if let candidate = entry.window { consider(candidate) } }
        } else {
            for entry in all { if let candidate = entry.window { consider(candidate) } }
        }
        return best
    }
}
