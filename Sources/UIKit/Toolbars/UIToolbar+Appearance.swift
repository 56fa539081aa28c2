import Foundation

// Which appearance a toolbar shows (Apple's documented fallbacks): compact height uses `compactAppearance`,
// else `standardAppearance`; a toolbar a navigation controller manages, while its content is at the bottom
// edge, uses `scrollEdgeAppearance` (compact height: `compactScrollEdgeAppearance` first), else the
// height's choice with a transparent background and no shadow.

extension UIToolbar: _LegacyCustomizableBar {
    func _standard() -> UIToolbarAppearance { _appearances.standard(for: self) { UIToolbarAppearance() } }

    func _barAppearanceDidChange() {
        _shownBackground = nil
        _shownAppearance = nil
        setNeedsLayout()
    }

    func _resolvedAppearance() -> UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let base = compact ? (_appearances.compact ?? _standard()) : _standard()
        guard _isManaged, _isAtScrollEdge else { return base }
        let edge = compact ? (_appearances.compactScrollEdge ?? _appearances.scrollEdge) : _appearances.scrollEdge
        return edge ?? base._withTransparentBackground()
    }

    /// Shows the resolved background when something it depends on changed.
    func _applyAppearanceIfNeeded() {
        let inputs = [traitCollection.verticalSizeClass == .compact, _isAtScrollEdge, _isManaged]
        guard _shownBackground == nil || inputs != _shownInputs else { return }
        let appearance = _resolvedAppearance()
        _shownAppearance = appearance
        _shownBackground = appearance._background
        _shownInputs = inputs
        if _backgroundView.superview !== self { insertSubview(_backgroundView, at: 0) }
        _backgroundView.apply(appearance._background)
        if _backgroundView.frame != bounds { _backgroundView.frame = bounds }
    }

    /// Called by the navigation controller: whether the content is at its bottom edge.
    func _setAtScrollEdge(_ atEdge: Bool) {
        guard atEdge != _isAtScrollEdge else { return }
        _isAtScrollEdge = atEdge
        setNeedsLayout()
    }
}
