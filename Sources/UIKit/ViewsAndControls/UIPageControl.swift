import Foundation

/// A row of dots, one per page, with the current page's dot highlighted.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How prominent the page control's background is, with UIKit's raw values.
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0, prominent = 1, minimal = 2
    }

    var _numberOfPages = 0
    var _currentPage = 0
    /// The page shown while `defersCurrentPageDisplay` holds the display back.
    var _displayedPage = 0
    var _indicatorImages: [Int: UIImage] = [:]
    var _indicatorViews: [UIImageView] = []

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configurePageControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configurePageControl()
    }

    /// How many pages there are (never negative); the current page is kept within range.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set { _setNumberOfPages(newValue) }
    }
    /// The current page, kept within `0..<numberOfPages` (0 with no pages).
    open var currentPage: Int {
        get { _currentPage }
        set { _setCurrentPage(newValue) }
    }
    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The colour of the other pages' dots; nil means the system's.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The colour of the current page's dot; nil means the system's.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The background style (stored; no background is drawn).
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether sliding along the dots scrubs through pages (stored).
    open var allowsContinuousInteraction = true
    /// Whether a tap waits for `updateCurrentPageDisplay()` before the dots show the new page.
    open var defersCurrentPageDisplay = false
    /// The image of every dot; nil means a circle.
    open var preferredIndicatorImage: UIImage? { didSet { _pagesDidChange() } }

    /// Sets the dot image of one page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { _indicatorImages[page] = image; _pagesDidChange() }
    /// The dot image of one page, if one was set.
    open func indicatorImage(forPage page: Int) -> UIImage? { _indicatorImages[page] }
    /// Shows the current page after a deferred tap.
    open func updateCurrentPageDisplay() { _displayedPage = _currentPage; setNeedsLayout() }
    /// The size that shows `pageCount` dots.
    open func size(forNumberOfPages pageCount: Int) -> CGSize { _size(forNumberOfPages: pageCount) }

    open override var intrinsicContentSize: CGSize { _size(forNumberOfPages: _numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { _size(forNumberOfPages: _numberOfPages) }
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutIndicators()
    }
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
    override var _defaultActionIsSingleTap: Bool { true }
    override func _endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, _touchEndsInside(touch) else { return }
        _userDidTap(atX: touch.location(in: self).x)
    }
}
