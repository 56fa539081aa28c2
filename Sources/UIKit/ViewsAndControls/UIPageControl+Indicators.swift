import Foundation

extension UIPageControl {
    /// The dot diameter, the distance between dot centres and the padding around the row (iOS 14 and
    /// later, measured from screenshots; not documented).
    static let _indicatorDiameter: CGFloat = 7
    static let _indicatorPitch: CGFloat = 16
    static let _horizontalPadding: CGFloat = 12
    static let _height: CGFloat = 26

    func _configurePageControl() {
        isOpaque = false
    }

    func _setNumberOfPages(_ count: Int) {
        _numberOfPages = max(0, count)
        _setCurrentPage(_currentPage)
        _pagesDidChange()
    }

    func _setCurrentPage(_ page: Int) {
        _currentPage = min(max(page, 0), max(0, _numberOfPages - 1))
        _displayedPage = _currentPage
        setNeedsLayout()
    }

    func _pagesDidChange() {
        while _indicatorViews.count < _numberOfPages {
            let view = UIImageView()
            view.isUserInteractionEnabled = false
            view.contentMode = .center
            _indicatorViews.append(view)
            addSubview(view)
        }
        while _indicatorViews.count > _numberOfPages { _indicatorViews.removeLast().removeFromSuperview() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func _size(forNumberOfPages count: Int) -> CGSize {
        guard count > 0 else { return CGSize(width: 0, height: UIPageControl._height) }
        return CGSize(width: CGFloat(count) * UIPageControl._indicatorPitch + 2 * UIPageControl._horizontalPadding,
                      height: UIPageControl._height)
    }

    /// The x of page `index`'s dot centre in the current bounds (the row is centred).
    func _indicatorCentreX(_ index: Int) -> CGFloat {
        let rowWidth = CGFloat(_numberOfPages) * UIPageControl._indicatorPitch
        return bounds.midX - rowWidth / 2 + (CGFloat(index) + 0.5) * UIPageControl._indicatorPitch
    }

    func _layoutIndicators() {
        let hidden = hidesForSinglePage && _numberOfPages == 1
        let other = _resolved(pageIndicatorTintColor ?? _ControlColors.pageIndicator)
        let current = _resolved(currentPageIndicatorTintColor ?? _ControlColors.currentPageIndicator)
        let d = UIPageControl._indicatorDiameter
        for (index, view) in _indicatorViews.enumerated() {
            view.isHidden = hidden
            let color = index == _displayedPage ? current : other
            if let image = _indicatorImages[index] ?? preferredIndicatorImage {
                view.image = image.withRenderingMode(.alwaysTemplate)
                view.tintColor = color
                view.backgroundColor = nil
                view.layer.cornerRadius = 0
                let size = image.size
                view.frame = CGRect(x: _indicatorCentreX(index) - size.width / 2, y: bounds.midY - size.height / 2,
                                    width: size.width, height: size.height)
            } else {
                view.image = nil
                view.backgroundColor = color
                view.layer.cornerRadius = d / 2
                view.frame = CGRect(x: _indicatorCentreX(index) - d / 2, y: bounds.midY - d / 2, width: d, height: d)
            }
        }
    }

    /// The user tapped at `x`: a tap after the current page's dot goes to the next page, one before it
    /// to the previous page, and sends `.valueChanged` when the page changed. Touch tracking calls this
    /// when a tap ends.
    func _userDidTap(atX x: CGFloat) {
        guard _numberOfPages > 1 else { return }
        let target = x > _indicatorCentreX(_currentPage) ? _currentPage + 1 : _currentPage - 1
        let page = min(max(target, 0), _numberOfPages - 1)
        guard page != _currentPage else { return }
        _currentPage = page
        if !defersCurrentPageDisplay { _displayedPage = page }
        setNeedsLayout()
        sendActions(for: .valueChanged)
    }
}
