import Foundation

// Which appearance a navigation bar shows (Apple's documented fallbacks, iOS 15 and later):
// - regular height: the top item's `standardAppearance`, else the bar's;
// - compact height: the top item's `compactAppearance`, else the bar's, else the regular-height choice;
// - at the scroll edge (only for a bar a navigation controller manages): the top item's
//   `scrollEdgeAppearance`, else the bar's (compact height: `compactScrollEdgeAppearance` of the item, then of
//   the bar, first), else the height's choice above with a transparent background and no shadow.
// Since iOS 15 the scroll-edge rule holds for every managed bar, not only one showing a large title
// (`_BarAppearanceRules.scrollEdgeAppliesWithoutLargeTitles`).

/// The rules of bar appearances that are named choices rather than Apple's documented fallbacks.
enum _BarAppearanceRules {
    /// iOS 15's rule: a managed bar uses its scroll-edge appearance at the scroll edge whether or not it shows
    /// a large title (iOS 13 and 14 used it only with a large title).
    static let scrollEdgeAppliesWithoutLargeTitles = true
    /// The default title: 17-point semibold in the label colour.
    @MainActor static var titleFont: UIFont { UIFont.systemFont(ofSize: _BarMetrics.fontSize, weight: .semibold) }
    /// The default large title: 34-point bold in the label colour.
    @MainActor static var largeTitleFont: UIFont { UIFont.systemFont(ofSize: 34, weight: .bold) }
}

extension UIBarAppearance {
    /// A copy that reports its changes to `observer`: what a bar or item stores when an appearance is assigned.
    func _adopted(by observer: any _BarAppearanceObserver) -> Self {
        let result: Self = self.copy()
        result._observer = observer
        return result
    }
}

extension UINavigationBar: _LegacyCustomizableBar {
    /// Writes the legacy title attributes into the standard appearance and the compact one.
    func _writeLegacyTitles() {
        for appearance in [_standard(), _appearances.compact].compactMap({ $0 }) {
            if let titleTextAttributes { appearance.titleTextAttributes = titleTextAttributes }
            if let largeTitleTextAttributes { appearance.largeTitleTextAttributes = largeTitleTextAttributes }
        }
    }

    /// The standard appearance; made on first use, for the bar's idiom.
    func _standard() -> UINavigationBarAppearance { _appearances.standard(for: self) { UINavigationBarAppearance() } }

    /// An appearance of the bar or its top item changed: the bar shows it at its next layout.
    func _barAppearanceDidChange() {
        _shownAppearance = nil
        setNeedsLayout()
    }

    /// Whether the bar has compact height (a vertically compact environment).
    var _isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// The appearance the bar shows now, by the rules at the top of this file.
    func _resolvedAppearance() -> UINavigationBarAppearance {
        let item = topItem, compact = _isCompactHeight
        let standard = item?._appearances.standard ?? _standard()
        let base = compact ? (item?._appearances.compact ?? _appearances.compact ?? standard) : standard
        guard _navigationController != nil, _isAtScrollEdge,
              _BarAppearanceRules.scrollEdgeAppliesWithoutLargeTitles || _largeTitleHeight > 0 else { return base }
        let regularEdge = item?._appearances.scrollEdge ?? _appearances.scrollEdge
        let edge = compact ? (item?._appearances.compactScrollEdge ?? _appearances.compactScrollEdge ?? regularEdge) : regularEdge
        return edge ?? base._withTransparentBackground()
    }

    /// What decides the shown appearance besides the appearances themselves.
    struct _AppearanceInputs: Equatable {
        var topItem: ObjectIdentifier?
        var compact: Bool
        var atScrollEdge: Bool
        var managed: Bool
    }

    /// Resolves the appearance again when something it depends on changed, and shows it: the background
    /// and shadow, and the title's attributes.
    func _applyAppearanceIfNeeded() {
        let inputs = _AppearanceInputs(topItem: topItem.map(ObjectIdentifier.init), compact: _isCompactHeight,
                                       atScrollEdge: _isAtScrollEdge, managed: _navigationController != nil)
        guard _shownAppearance == nil || inputs != _shownAppearanceInputs else { return }
        let appearance = _resolvedAppearance()
        _shownAppearance = appearance
        _shownAppearanceInputs = inputs
        if _backgroundView.superview !== self { insertSubview(_backgroundView, at: 0) }
        _backgroundView.apply(appearance._background)
        let attributes = appearance.titleTextAttributes
        _apply(attributes, to: _titleLabel, font: _BarAppearanceRules.titleFont)
        _apply(appearance.largeTitleTextAttributes, to: _largeTitleLabel, font: _BarAppearanceRules.largeTitleFont)
    }

    /// Gives `label` the font and colour of `attributes`, or the defaults.
    private func _apply(_ attributes: [NSAttributedString.Key: Any], to label: UILabel, font: UIFont) {
        let shownFont = attributes[.font] as? UIFont ?? font
        if label.font != shownFont { label.font = shownFont }
        let color = attributes[.foregroundColor] as? UIColor ?? _ControlColors.label
        if label.textColor != color { label.textColor = color }
    }

    /// Called by the navigation controller: whether the content scroll view is at its top edge.
    func _setAtScrollEdge(_ atEdge: Bool) {
        guard atEdge != _isAtScrollEdge else { return }
        _isAtScrollEdge = atEdge
        setNeedsLayout()
    }
}

/// The four appearances a bar or a navigation item holds, each an adopted copy.
struct _BarAppearanceSlots<Appearance: UIBarAppearance> {
    var standard: Appearance?
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?

    /// A bar's standard appearance, made by `make` on first use and reporting to `observer`.
    @MainActor mutating func standard(for observer: any _BarAppearanceObserver, make: () -> Appearance) -> Appearance {
        if let standard { return standard }
        let appearance = make()
        appearance._observer = observer
        standard = appearance
        return appearance
    }
}
