import Foundation

// Which appearance a tab bar shows (Apple's documented fallbacks, iOS 15 and later): `standardAppearance`;
// for a tab bar a tab bar controller manages, while the content is at its bottom edge, `scrollEdgeAppearance`,
// else the standard appearance with a transparent background and no shadow.

extension UITabBar: _LegacyCustomizableBar {
    func _standard() -> UITabBarAppearance { _appearances.standard(for: self) { UITabBarAppearance() } }

    func _barAppearanceDidChange() {
        _shownBackground = nil
        setNeedsLayout()
    }

    func _resolvedAppearance() -> UITabBarAppearance {
        guard _isManaged, _isAtScrollEdge else { return _standard() }
        return _appearances.scrollEdge ?? _standard()._withTransparentBackground()
    }

    func _applyAppearanceIfNeeded() {
        let inputs = [_isAtScrollEdge, _isManaged]
        guard _shownBackground == nil || inputs != _shownInputs else { return }
        let appearance = _resolvedAppearance()
        _shownBackground = appearance._background
        _shownInputs = inputs
        if _backgroundView.superview !== self { insertSubview(_backgroundView, at: 0) }
        _backgroundView.apply(appearance._background)
    }

    /// Called by the tab bar controller: whether the content is at its bottom edge.
    func _setAtScrollEdge(_ atEdge: Bool) {
        guard atEdge != _isAtScrollEdge else { return }
        _isAtScrollEdge = atEdge
        setNeedsLayout()
    }
}
