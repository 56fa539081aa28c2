import Foundation

/// The status bar as the app sets it through `UIApplication`, which decides it instead of the view
/// controllers when the Info dictionary's `UIViewControllerBasedStatusBarAppearance` is false.
package struct _LegacyStatusBarState: Sendable {
    /// Whether the view controllers decide the status bar (`UIViewControllerBasedStatusBarAppearance`;
    /// true when the key is absent, as on iOS). UIKitTesting can switch it.
    package var isViewControllerBased: Bool
    /// The style the app set (`UIStatusBarStyle` from the Info dictionary at first, `.default` without it).
    package var style: UIStatusBarStyle
    /// Whether the app hid the status bar (`UIStatusBarHidden` from the Info dictionary at first).
    package var isHidden: Bool
    /// Every call of a setter that took effect, oldest first: (hidden, animation) or (style, animated).
    package var changes: [Change] = []

    /// One call of a deprecated setter that took effect.
    package enum Change: Equatable, Sendable {
        case hidden(Bool, animation: UIStatusBarAnimation)
        case style(UIStatusBarStyle, animated: Bool)
    }

    /// The Info dictionary's names for the styles (`UIStatusBarStyleDefault` …); the legacy black styles
    /// map to light content as their raw values do.
    static func style(named name: String) -> UIStatusBarStyle? {
        switch name {
        case "UIStatusBarStyleDefault": return .default
        case "UIStatusBarStyleLightContent", "UIStatusBarStyleBlackOpaque", "UIStatusBarStyleBlackTranslucent":
            return .lightContent
        case "UIStatusBarStyleDarkContent": return .darkContent
        default: return nil
        }
    }

    /// The state the main bundle's Info dictionary describes.
    static func fromInfoDictionary(_ info: [String: Any]? = Bundle.main.infoDictionary) -> _LegacyStatusBarState {
        let based = (info?["UIViewControllerBasedStatusBarAppearance"] as? Bool) ?? true
        let style = (info?["UIStatusBarStyle"] as? String).flatMap(style(named:)) ?? .default
        let hidden = (info?["UIStatusBarHidden"] as? Bool) ?? false
        return _LegacyStatusBarState(isViewControllerBased: based, style: style, isHidden: hidden)
    }
}

extension UIApplication {
    /// Whether the status bar is hidden: as the controlling view controller prefers (or, when view
    /// controllers do not decide it, as the app set it), and always when the screen has no status bar or
    /// no window has a root controller. Deprecated: use the window scene's `statusBarManager`.
    ///
    /// Setting it hides or shows the status bar without animation, only when the Info dictionary's
    /// `UIViewControllerBasedStatusBarAppearance` is false; otherwise the set is ignored, as on iOS.
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var isStatusBarHidden: Bool {
        get { _statusBar.isStatusBarHidden }
        set { _setLegacyStatusBarHidden(newValue, animation: .none) }
    }

    /// The status bar's style: the controlling view controller's (or, when view controllers do not decide
    /// it, the app's). Deprecated: use the window scene's `statusBarManager`.
    ///
    /// Setting it changes the style without animation, only when `UIViewControllerBasedStatusBarAppearance`
    /// is false; otherwise the set is ignored.
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarStyle: UIStatusBarStyle {
        get { _statusBar.statusBarStyle }
        set { _setLegacyStatusBarStyle(newValue, animated: false) }
    }

    /// The status bar's frame on the main screen; `.zero` while it is hidden. Deprecated in iOS 13: use the
    /// window scene's `statusBarManager`.
    @available(iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { _statusBar.statusBarFrame }

    /// Hides or shows the status bar with `animation`, when view controllers do not decide it
    /// (`UIViewControllerBasedStatusBarAppearance` false); ignored otherwise.
    @available(iOS, introduced: 3.2, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        _setLegacyStatusBarHidden(hidden, animation: animation)
    }

    /// Sets the status bar's style, when view controllers do not decide it
    /// (`UIViewControllerBasedStatusBarAppearance` false); ignored otherwise.
    @available(iOS, introduced: 2.0, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        _setLegacyStatusBarStyle(statusBarStyle, animated: animated)
    }

    // The calls are ignored without a log line while view controllers decide the status bar
    // [provisional: no console message for this case was found documented].
    func _setLegacyStatusBarHidden(_ hidden: Bool, animation: UIStatusBarAnimation) {
        guard !_legacyStatusBar.isViewControllerBased else { return }
        _legacyStatusBar.isHidden = hidden
        _legacyStatusBar.changes.append(.hidden(hidden, animation: animation))
    }

    func _setLegacyStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) {
        guard !_legacyStatusBar.isViewControllerBased else { return }
        _legacyStatusBar.style = style
        _legacyStatusBar.changes.append(.style(style, animated: animated))
    }
}

extension UIWindow {
    /// The status bar style shown over this window: the one its controllers last answered, or the app's
    /// when view controllers do not decide it.
    package var _shownStatusBarStyle: UIStatusBarStyle {
        let legacy = UIApplication.shared._legacyStatusBar
        return legacy.isViewControllerBased ? _systemChrome.statusBarStyle : legacy.style
    }

    /// Whether the status bar over this window is hidden: as its controllers last answered, or, when view
    /// controllers do not decide it, as the app set it and always in a vertically compact environment
    /// other than a pad's [INFERRED: iOS 8 and later hide a phone's status bar in landscape whatever the
    /// app sets].
    package var _shownStatusBarHidden: Bool {
        let legacy = UIApplication.shared._legacyStatusBar
        if legacy.isViewControllerBased { return _systemChrome.isStatusBarHidden }
        let traits = traitCollection
        return legacy.isHidden || (traits.verticalSizeClass == .compact && traits.userInterfaceIdiom != .pad)
    }
}
