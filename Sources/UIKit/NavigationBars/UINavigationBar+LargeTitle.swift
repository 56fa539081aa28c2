import Foundation

/// The large title's metrics. iOS's exact figures are not documented; these are provisional.
enum _LargeTitleMetrics {
    /// The height of the large-title area below the bar's 44-point row, fully expanded (provisional: 52).
    static let areaHeight: CGFloat = 52
    /// The gap between the large title's text and the bottom of its area (provisional: 8).
    static let bottomMargin: CGFloat = 8
}

extension UINavigationBar {
    func _makeLargeTitleContainer() -> UIView {
        let container = UIView(frame: .zero)
        container.clipsToBounds = true
        container.isUserInteractionEnabled = false
        container.addSubview(_largeTitleLabel)
        return container
    }

    func _makeLargeTitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = _BarAppearanceRules.largeTitleFont
        label.textColor = _ControlColors.label
        return label
    }

    /// `prefersLargeTitles` changed: the managing navigation controller lays the bar out again.
    func _largeTitlePreferenceDidChange() {
        _navigationController?._view?.setNeedsLayout()
        setNeedsLayout()
    }

    /// Called by the navigation controller: how much of the large-title area shows (0 for none).
    func _setLargeTitleHeight(_ height: CGFloat) {
        guard height != _largeTitleHeight else { return }
        _largeTitleHeight = height
        if !_BarAppearanceRules.scrollEdgeAppliesWithoutLargeTitles { _shownAppearance = nil }
        setNeedsLayout()
    }

    /// The background fills the bar and, for a managed bar, reaches up over the status bar above it.
    func _layoutBackground() {
        _backgroundView.extendsUp = _navigationController != nil ? max(0, frame.minY) : 0
        let frame = bounds
        if _backgroundView.frame != frame { _backgroundView.frame = frame }
    }

    /// The large title: the top item's title at the leading edge of the area below the 44-point row, its
    /// text kept at the area's bottom so that it slides up and is clipped as the area collapses.
    func _layoutLargeTitle() {
        guard _largeTitleHeight > 0, let top = topItem else {
            if _largeTitleContainer.superview != nil { _largeTitleContainer.removeFromSuperview() }
            return
        }
        if _largeTitleContainer.superview !== self { addSubview(_largeTitleContainer) }
        let containerFrame = CGRect(x: 0, y: _rowHeight, width: bounds.width, height: _largeTitleHeight)
        if _largeTitleContainer.frame != containerFrame { _largeTitleContainer.frame = containerFrame }
        if _largeTitleLabel.text != top.title { _largeTitleLabel.text = top.title }
        let height = ceil(_largeTitleLabel.intrinsicContentSize.height)
        let x = safeAreaInsets.left + _BarMetrics.edgeMargin
        let width = max(0, bounds.width - x - safeAreaInsets.right - _BarMetrics.edgeMargin)
        let labelFrame = CGRect(x: x, y: _largeTitleHeight - _LargeTitleMetrics.bottomMargin - height, width: width, height: height)
        if _largeTitleLabel.frame != labelFrame { _largeTitleLabel.frame = labelFrame }
    }
}
