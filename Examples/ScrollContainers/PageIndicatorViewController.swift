import UIKit

/// Swipeable pages with a dot indicator under them, as onboarding screens build them: a scroll-style
/// `UIPageViewController` as a child, fed by a fixed list of pages, and a `UIPageControl` of its own
/// (not the page view controller's built-in one) that follows the user's turns and turns the pages
/// when tapped.
///
/// Built from public UIKit only: child containment, `UIPageViewController` (data source, delegate's
/// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`,
/// `setViewControllers(_:direction:animated:completion:)`), `UIPageControl` with a `.valueChanged` action.
public final class PageIndicatorViewController: UIViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate {
    /// The pages, in order.
    public let pages: [UIViewController]
    /// The page view controller that shows them.
    public let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                                         options: [.interPageSpacing: 8])
    /// The dots under the pages.
    public let indicator = UIPageControl()
    /// The height of the indicator's strip.
    public var indicatorHeight: CGFloat = 44
    /// Called when the user's swipe or tap settles on a new page, with its index.
    public var didShowPage: ((Int) -> Void)?

    public init(pages: [UIViewController]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The index of the page shown.
    public var currentIndex: Int {
        pageViewController.viewControllers?.first.flatMap { shown in pages.firstIndex { $0 === shown } } ?? 0
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        pageViewController.dataSource = self
        pageViewController.delegate = self
        if let first = pages.first {
            pageViewController.setViewControllers([first], direction: .forward, animated: false)
        }
        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        indicator.numberOfPages = pages.count
        indicator.addAction(UIAction { [weak self] _ in self?.indicatorChanged() }, for: .valueChanged)
        view.addSubview(indicator)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        pageViewController.view.frame = CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - indicatorHeight))
        indicator.frame = CGRect(x: 0, y: b.height - indicatorHeight, width: b.width, height: indicatorHeight)
    }

    /// A tap on the indicator moved its current dot: turn to that page, in its direction.
    private func indicatorChanged() {
        let target = indicator.currentPage, from = currentIndex
        guard pages.indices.contains(target), target != from else { return }
        pageViewController.setViewControllers([pages[target]], direction: target > from ? .forward : .reverse,
                                              animated: true) { [weak self] _ in
            self?.didShowPage?(target)
        }
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController,
                                   viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed else { return }
        indicator.currentPage = currentIndex
        didShowPage?(currentIndex)
    }
}
