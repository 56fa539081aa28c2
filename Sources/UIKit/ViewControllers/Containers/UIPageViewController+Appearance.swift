import Foundation

// The page view controller's view, layout and appearance forwarding (spec §17.1, §17.4).
extension UIPageViewController {
    /// Builds what the style needs in the freshly loaded view and shows the pages set before it loaded.
    func _installContentViews() {
        guard let root = _view else { return }
        if _transitionStyle == .scroll {
            let state = _scroll ?? _PageScrollState(owner: self)
            _scroll = state
            root.addSubview(state.scrollView)
        }
        _updateUserTurnAbility()
        _updatePageControl()
        for page in _viewControllers { _showPageView(page) }
    }

    /// Puts a current page's view where the style shows it.
    func _showPageView(_ page: UIViewController) {
        if _scroll != nil { _place(page, inSlot: 1) }
        else if let root = _view, page.view.superview !== root { root.addSubview(page.view) }
        _layoutPages()
    }

    /// The user can turn pages only with a data source: the curl style then has its pan and tap on the
    /// view, and the scroll style's scroll view scrolls.
    func _updateUserTurnAbility() {
        let enabled = _dataSource != nil
        switch _transitionStyle {
        case .scroll:
            _scroll?.scrollView.isScrollEnabled = enabled
        case .pageCurl:
            if enabled, _curlGestures == nil { _curlGestures = _makeCurlGestures() }
            guard let gestures = _curlGestures else { return }
            for recognizer in [gestures.pan, gestures.tap] as [UIGestureRecognizer] {
                if enabled, let root = _view, recognizer.view !== root { root.addGestureRecognizer(recognizer) }
                if !enabled { recognizer.view?.removeGestureRecognizer(recognizer) }
            }
            if !enabled { _curlGestures = nil }
        }
    }

    /// Each layout pass: the page area (above the page control, when there is one) and the pages in it.
    func _layoutPages() {
        guard let root = _view else { return }
        var area = root.bounds
        if let control = _pageControl {
            let height = Self._pageControlHeight
            control.frame = CGRect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
            area.size.height = max(0, area.height - height)
        }
        if _scroll != nil {
            _layoutScrollPages(in: area)
        } else if _turn == nil {
            _layoutCurlPages(in: area)
        }
    }

    // MARK: Appearance forwarding (spec §17.4)

    /// The page view controller's will-callback, passed on to each shown page with a loaded view that
    /// can make that move: appearing from disappeared or disappearing, disappearing from appeared or
    /// appearing. A page that already appeared (a curl set off screen) is skipped.
    func _forwardBeginAppearance(_ appearing: Bool, animated: Bool) {
        for page in _viewControllers where page.isViewLoaded {
            let state = page._appearState
            let possible = appearing ? (state == .disappeared || state == .disappearing)
                : (state == .appeared || state == .appearing)
            guard possible else { continue }
            if appearing { _showPageView(page) }
            page.beginAppearanceTransition(appearing, animated: animated)
        }
    }

    /// The page view controller's did-callback, passed on to the pages still in a transition.
    func _forwardEndAppearance() {
        for page in _viewControllers where page._appearanceLevel > 0 {
            let state = page._appearState
            if state == .appearing || state == .disappearing { page.endAppearanceTransition() }
        }
    }

    // MARK: The built-in page control (spec §17.1)

    /// The height of the strip the built-in page control takes at the bottom [INFERRED].
    static let _pageControlHeight: CGFloat = 37

    /// Shows the page control when the style is scroll, the orientation horizontal and the data source
    /// implements both `presentationCount(for:)` and `presentationIndex(for:)`, with their answers;
    /// removes it otherwise.
    func _updatePageControl() {
        guard isViewLoaded else { return }
        var answers: (count: Int, index: Int)?
        if _transitionStyle == .scroll, _navigationOrientation == .horizontal, let dataSource = _dataSource,
           let count = _ifImplemented("presentationCount(for:)", { dataSource.presentationCount(for: self) }),
           let index = _ifImplemented("presentationIndex(for:)", { dataSource.presentationIndex(for: self) }) {
            answers = (count, index)
        }
        guard let answers else {
            _pageControl?.removeFromSuperview()
            _pageControl = nil
            return
        }
        let control = _pageControl ?? UIPageControl(frame: .zero)
        if _pageControl == nil { _connectPageControl(control) }
        _pageControl = control
        control.numberOfPages = answers.count
        control.currentPage = answers.index
        if let root = _view, control.superview !== root {
            root.addSubview(control)
            root.setNeedsLayout()
        }
    }
}
