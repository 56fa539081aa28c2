import UIKit

/// Tabs over horizontally paged pages, as container libraries build them: a row of tab labels on top
/// and a paging `UIScrollView` below that holds the pages' views side by side. A drag pages (the scroll
/// view snaps to a page), a tap on a tab scrolls to its page; either way the selected tab follows.
///
/// Built from public UIKit only: child containment, `UIScrollView` (`isPagingEnabled`, the delegate's end
/// callbacks, `setContentOffset(_:animated:)`), `UIStackView` for the tabs, `UITapGestureRecognizer`.
/// Pages with vertical scroll views inside scroll vertically: the pager's pan takes horizontal drags only.
public final class PagingViewController: UIViewController, UIScrollViewDelegate {
    /// The pages, in order.
    public let pages: [UIViewController]
    /// The height of the tab strip.
    public var tabHeight: CGFloat = 44
    /// The page shown (after the last drag or tab tap came to rest).
    public private(set) var selectedIndex = 0
    /// Called when `selectedIndex` changes, with the new index.
    public var didSelectPage: ((Int) -> Void)?

    /// The horizontal paging scroll view that holds the pages.
    public let pagingView = UIScrollView()
    /// The tab strip, one label per page.
    public let tabStrip = UIStackView()
    /// The tab labels, in page order.
    public private(set) var tabs: [UILabel] = []

    public init(pages: [UIViewController], titles: [String]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
        tabs = titles.map { title in
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            label.isUserInteractionEnabled = true
            return label
        }
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tabStrip.axis = .horizontal
        tabStrip.distribution = .fillEqually
        for tab in tabs {
            tab.addGestureRecognizer(UITapGestureRecognizer(
                target: self, action: Selector("tabTapped:", PagingViewController.tabTapped(_:))))
            tabStrip.addArrangedSubview(tab)
        }
        pagingView.isPagingEnabled = true
        pagingView.showsHorizontalScrollIndicator = false
        pagingView.contentInsetAdjustmentBehavior = .never
        pagingView.delegate = self
        view.addSubview(pagingView)
        view.addSubview(tabStrip)
        for page in pages {
            addChild(page)
            pagingView.addSubview(page.view)
            page.didMove(toParent: self)
        }
        updateTabs()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        tabStrip.frame = CGRect(x: 0, y: 0, width: b.width, height: tabHeight)
        let pageSize = CGSize(width: b.width, height: max(0, b.height - tabHeight))
        pagingView.frame = CGRect(x: 0, y: tabHeight, width: pageSize.width, height: pageSize.height)
        for (index, page) in pages.enumerated() {
            page.view.frame = CGRect(origin: CGPoint(x: CGFloat(index) * pageSize.width, y: 0), size: pageSize)
        }
        pagingView.contentSize = CGSize(width: pageSize.width * CGFloat(pages.count), height: pageSize.height)
        if !pagingView.isDragging && !pagingView.isDecelerating {
            pagingView.contentOffset = CGPoint(x: CGFloat(selectedIndex) * pageSize.width, y: 0)
        }
    }

    /// Scrolls to page `index` (animated: the selection follows when the animation ends).
    public func select(_ index: Int, animated: Bool) {
        guard pages.indices.contains(index) else { return }
        let offset = CGPoint(x: CGFloat(index) * pagingView.bounds.width, y: 0)
        pagingView.setContentOffset(offset, animated: animated)
        if !animated { settle() }
    }

    func tabTapped(_ sender: UIGestureRecognizer) {
        guard let tab = sender.view as? UILabel, let index = tabs.firstIndex(where: { $0 === tab }) else { return }
        select(index, animated: true)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    /// The page the scroll view rests on becomes the selection.
    private func settle() {
        let width = pagingView.bounds.width
        guard width > 0 else { return }
        let index = min(max(Int((pagingView.contentOffset.x / width).rounded()), 0), pages.count - 1)
        guard index != selectedIndex else { return }
        selectedIndex = index
        updateTabs()
        didSelectPage?(index)
    }

    private func updateTabs() {
        for (index, tab) in tabs.enumerated() { tab.textColor = index == selectedIndex ? .systemBlue : .secondaryLabel }
    }
}
