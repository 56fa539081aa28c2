import Foundation

/// The large title's metrics. iOS's exact figures are not documented; these are provisional.
enum _LargeTitleMetrics {
    /// The height of the large-title area below the bar's 44-point row, fully expanded (provisional: 52).
    static let areaHeight: CGFloat = 52
    /// The gap between the large title's text and the bottom of its area (provisional: 8).
    static let bottomMargin: CGFloat = 8
    /// Whether the area grows past `areaHeight` while the content is pulled down past its top, by the
    /// overscroll, its title staying at its bottom (provisional: iOS's figures are not documented).
    static let stretches = true
    /// How far a large title travels in a push or pop, in widths of the bar: the one coming from or going to
    /// the trailing side (with the pushed view) a full width, the one on the leading side (with the view
    /// underneath) 0.3, as the views of the built-in slide travel (provisional).
    static let trailingTravel: CGFloat = 1
    static let leadingTravel: CGFloat = 0.3
}

/// A push's or pop's large-title animation on the bar: `start` until the transition's animation begins (the
/// incoming title waits on its side, transparent), then `animating`; `outgoing` shows the old top's title.
struct _LargeTitleBarTransition {
    enum Phase { case start, animating }
    var phase: Phase
    let isPush: Bool
    let outgoing: UILabel?
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

    /// Called by the navigation controller: how much of the large-title area and of the search area shows (0
    /// for none), and the search bar the search area holds (UINavigationBar+SearchBar.swift).
    func _setAreas(largeTitle: CGFloat, search: CGFloat, searchBar: UISearchBar?) {
        if largeTitle != _largeTitleHeight {
            _largeTitleHeight = largeTitle
            if !_BarAppearanceRules.scrollEdgeAppliesWithoutLargeTitles { _shownAppearance = nil }
            setNeedsLayout()
        }
        if search != _searchAreaHeight {
            _searchAreaHeight = search
            setNeedsLayout()
        }
        _host(searchBar)
    }

    /// The background fills the bar and, for a managed bar, reaches up over the status bar above it.
    func _layoutBackground() {
        _backgroundView.extendsUp = _navigationController != nil ? max(0, frame.minY) : 0
        let frame = bounds
        if _backgroundView.frame != frame { _backgroundView.frame = frame }
    }

    /// The large title: the top item's title at the leading edge of the area below the 44-point row, its
    /// text kept at the area's bottom so that it slides up and is clipped as the area collapses. During a push
    /// or pop the area stays (it may be 0 high) and, before the animation, the title waits on its side.
    func _layoutLargeTitle() {
        guard _largeTitleHeight > 0 || _largeTitleTransition != nil, let top = topItem else {
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
        var labelFrame = CGRect(x: x, y: _largeTitleHeight - _LargeTitleMetrics.bottomMargin - height, width: width, height: height)
        var alpha: CGFloat = 1
        if let transition = _largeTitleTransition {
            if transition.phase == .start {
                // A push brings the new title with the pushed view, a pop with the view underneath.
                labelFrame.origin.x += bounds.width * (transition.isPush ? _LargeTitleMetrics.trailingTravel
                                                                         : -_LargeTitleMetrics.leadingTravel)
                alpha = 0
            }
            if let outgoing = transition.outgoing {
                outgoing.frame.origin.y = _largeTitleHeight - _LargeTitleMetrics.bottomMargin - outgoing.frame.height
            }
        }
        if _largeTitleLabel.frame != labelFrame { _largeTitleLabel.frame = labelFrame }
        if _largeTitleLabel.alpha != alpha { _largeTitleLabel.alpha = alpha }
    }

    /// Called by the navigation controller as a push or pop that moves the large title starts: the title shown
    /// now (`outgoingTitle`, nil when none shows) stays in a copy, and the new top's title waits on its side.
    func _beginLargeTitleTransition(outgoingTitle: String?, isPush: Bool) {
        _endLargeTitleTransition()
        var outgoing: UILabel?
        if let outgoingTitle, _largeTitleContainer.superview === self {
            let label = _makeLargeTitleLabel()
            label.font = _largeTitleLabel.font
            label.textColor = _largeTitleLabel.textColor
            label.text = outgoingTitle
            label.frame = _largeTitleLabel.frame
            _largeTitleContainer.addSubview(label)
            outgoing = label
        }
        _largeTitleTransition = _LargeTitleBarTransition(phase: .start, isPush: isPush, outgoing: outgoing)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Inside the transition's animation: the bar lays out at its new height, the new title comes to its
    /// place, the old one slides away with the old view and fades out.
    func _animateLargeTitleTransition() {
        guard var transition = _largeTitleTransition else { return }
        transition.phase = .animating
        _largeTitleTransition = transition
        setNeedsLayout()
        layoutIfNeeded()
        if let outgoing = transition.outgoing {
            outgoing.frame.origin.x -= bounds.width * (transition.isPush ? _LargeTitleMetrics.leadingTravel
                                                                         : -_LargeTitleMetrics.trailingTravel)
            outgoing.alpha = 0
        }
    }

    /// The push or pop ended (or was cancelled): the copy of the old title goes, the title shows normally.
    func _endLargeTitleTransition() {
        guard let transition = _largeTitleTransition else { return }
        _largeTitleTransition = nil
        transition.outgoing?.removeFromSuperview()
        _endSearchBarTransition()
        setNeedsLayout()
    }
}
