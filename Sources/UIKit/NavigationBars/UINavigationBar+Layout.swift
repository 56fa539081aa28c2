import Foundation

// The navigation bar's layout, left to right in the bar's bounds (all views the bar's height):
// - the back button, `backButtonMargin` (8) from the leading edge of the safe area, when there is an item
//   below the top one, the top item does not hide it, and it has no left items (or they supplement it);
// - then the left items, the first leftmost, the first `edgeMargin` (16) in when there is no back button,
//   `interItemSpacing` (8) apart and 8 after the back button;
// - the right items from the trailing edge inwards, the first rightmost, 16 from the edge, 8 apart;
// - the title (or the title view) centred in the bar, moved inwards to stay 8 clear of the items, and
//   narrowed when it does not fit between them.
//
// The back button's title (the rule PortableUIKit uses; iOS documents only the sources):
// - `.minimal` on the top item: none (the chevron alone); `.generic`: "Back";
// - `.default`: the previous item's `backBarButtonItem?.title`, else its `backButtonTitle`, else its `title`,
//   else "Back". When that would bring the back button closer than 8 points to the centred title, "Back";
//   when even that does not fit, the chevron alone.

extension UINavigationBar {
    func _makeTitleLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = UIFont.systemFont(ofSize: _BarMetrics.fontSize, weight: .semibold)
        label.textColor = _ControlColors.label
        label.textAlignment = .center
        return label
    }

    /// A push adds one item on top, a pop takes one away: only the top item can be new here, so a push or
    /// pop costs O(1) in the stack's depth. Replacing the whole list (`items`, `setItems`) adopts every item.
    func _itemsDidChange() {
        _items.last?._bar = self
        setNeedsLayout()
    }

    /// The back title the previous item asks for, before fitting: nil for the chevron alone.
    static func _requestedBackTitle(previous: UINavigationItem, top: UINavigationItem) -> String? {
        switch top.backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default: return previous.backBarButtonItem?.title ?? previous.backButtonTitle ?? previous.title ?? "Back"
        }
    }

    /// The width an item takes in the bar: 0 for a flexible space (which the navigation bar ignores).
    static func _width(of item: UIBarButtonItem) -> CGFloat {
        if item._isFlexibleSpace { return 0 }
        if item._isFixedSpace { return item.width }
        if let customView = item.customView {
            return customView.bounds.width > 0 ? customView.bounds.width : customView.intrinsicContentSize.width
        }
        guard let view = item._barView() as? _BarButtonView else { return 0 }
        view._update()
        return view.contentWidth
    }

    /// Frames `item`'s view with its leading edge at `x` (custom views keep their height, centred).
    func _place(_ item: UIBarButtonItem, x: CGFloat, width: CGFloat, into views: inout [UIView]) {
        guard !item._isFlexibleSpace, !item._isFixedSpace else { return }
        let view = item._barView()
        item._bar = self
        let row = _rowHeight
        let height = item.customView.map { $0.bounds.height } ?? row
        view.frame = CGRect(x: x, y: (row - height) / 2, width: width, height: height)
        views.append(view)
    }

    func _layoutItems() {
        _applyButtonAppearances()
        var views: [UIView] = []
        let leadingEdge = safeAreaInsets.left, trailingEdge = bounds.width - safeAreaInsets.right
        let top = topItem

        // The title's natural width, to decide how much room the back button has.
        let titleView = top?.titleView
        // Set only when it changes: a label's new text invalidates its superview's layout, and this runs
        // inside the bar's own layout, so an unconditional set made every layout schedule another.
        let title = titleView == nil ? top?.title : nil
        if _titleLabel.text != title { _titleLabel.text = title }
        let titleWidth = titleView.map { $0.bounds.width } ?? _BarButtonView.textWidth(_titleLabel)
        let titleNaturalMinX = bounds.midX - titleWidth / 2

        var leading = leadingEdge + _BarMetrics.edgeMargin
        if let top, let previous = backItem, !top.hidesBackButton,
           (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton {
            let back = _backButton(previous: previous, top: top, limit: titleNaturalMinX - _BarMetrics.interItemSpacing,
                                   x: leadingEdge + _BarMetrics.backButtonMargin)
            views.append(back)
            leading = back.frame.maxX + _BarMetrics.interItemSpacing
        }
        for item in top?.leftBarButtonItems ?? [] where item._isShownInBar {
            let width = Self._width(of: item)
            _place(item, x: leading, width: width, into: &views)
            leading += width + _BarMetrics.interItemSpacing
        }
        var trailing = trailingEdge - _BarMetrics.edgeMargin
        for item in top?.rightBarButtonItems ?? [] where item._isShownInBar {
            let width = Self._width(of: item)
            _place(item, x: trailing - width, width: width, into: &views)
            trailing -= width + _BarMetrics.interItemSpacing
        }

        let shownTitle: UIView = titleView ?? _titleLabel
        if top != nil {
            let width = max(0, min(titleWidth, trailing - leading))
            let x = max(leading, min(bounds.midX - width / 2, trailing - width))
            let row = _rowHeight
            let height = titleView.map { $0.bounds.height } ?? row
            let adjustment = _shownAppearance?.titlePositionAdjustment ?? .zero
            shownTitle.frame = CGRect(x: x + adjustment.horizontal, y: (row - height) / 2 + adjustment.vertical,
                                      width: width, height: height)
            // While the large title shows (not collapsed), the small title label is hidden.
            let alpha: CGFloat = _largeTitleHeight > 0 && titleView == nil ? 0 : 1
            if _titleLabel.alpha != alpha { _titleLabel.alpha = alpha }
            views.append(shownTitle)
        }
        _installedItemViews = _installBarItemViews(views, in: self, replacing: _installedItemViews)
    }

    /// The back button for `previous`, its title fitted so that its trailing edge stays at or before `limit`.
    func _backButton(previous: UINavigationItem, top: UINavigationItem, limit: CGFloat, x: CGFloat) -> _BarButtonView {
        let button: _BarButtonView
        if let existing = _backButtonView {
            button = existing
        } else {
            button = _BarButtonView(backTitle: nil) { [weak self] in self?._backButtonTapped() }
            _backButtonView = button
        }
        button.applyBackAppearance(_shownAppearance?.backButtonAppearance)
        var candidates: [String?] = [Self._requestedBackTitle(previous: previous, top: top)]
        if candidates[0] != nil && candidates[0] != "Back" { candidates.append("Back") }
        if candidates.last! != nil { candidates.append(nil) }
        // Each candidate is measured, not shown: only the chosen title is set, once.
        let chosen = candidates.first { x + button.backContentWidth(for: $0) <= limit } ?? candidates[candidates.count - 1]
        button.setBackTitle(chosen)
        button.frame = CGRect(x: x, y: 0, width: button.contentWidth, height: _rowHeight)
        return button
    }

    /// Pops the owning navigation controller, or this bar's top item when no controller owns it.
    func _backButtonTapped() {
        if let navigationController = _navigationController {
            navigationController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }
}

extension UINavigationBar {
    /// Gives the top item's bar button views the shown appearance's plain or done button appearance.
    func _applyButtonAppearances() {
        guard let top = topItem, let shown = _shownAppearance else { return }
        for item in (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []) {
            guard !item._isFlexibleSpace, !item._isFixedSpace, item.customView == nil else { continue }
            (item._barView() as? _BarButtonView)?.appearance = item.style == .done ? shown.doneButtonAppearance : shown.buttonAppearance
        }
    }
}
