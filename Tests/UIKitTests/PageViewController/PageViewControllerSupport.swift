import UIKit
import UIKitTesting

/// A data source over a fixed list of pages that also is the delegate, logging every call it gets into
/// the pages' shared log in the spec's notation: `after(A)`, `willTransitionTo([B])`,
/// `didFinishAnimating(true, [A], true)`. Presentation methods are not implemented.
@MainActor
class PageBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [LoggingViewController]
    let log: EventLog

    init(_ names: [String], log: EventLog) {
        self.log = log
        pages = names.map { LoggingViewController($0, log: log) }
    }

    subscript(_ name: String) -> LoggingViewController { pages.first { $0.name == name }! }

    static func names(_ controllers: [UIViewController]) -> String {
        "[" + controllers.map { LoggingViewController.label($0) }.joined(separator: ", ") + "]"
    }

    func index(of controller: UIViewController) -> Int? { pages.firstIndex { $0 === controller } }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        log.add("before(\(LoggingViewController.label(viewController)))")
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        log.add("after(\(LoggingViewController.label(viewController)))")
        guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.add("willTransitionTo(\(Self.names(pendingViewControllers)))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("didFinishAnimating(\(finished), \(Self.names(previousViewControllers)), \(completed))")
    }
}

/// A data source over a page book that also answers the page control's two presentation questions.
/// (A subclass of `PageBook` could not: its conformance already uses the protocol's defaults.)
@MainActor
final class CountingDataSource: NSObject, UIPageViewControllerDataSource {
    let book: PageBook
    var shown = 0
    init(_ book: PageBook) { self.book = book }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        book.pageViewController(pageViewController, viewControllerBefore: viewController)
    }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        book.pageViewController(pageViewController, viewControllerAfter: viewController)
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { book.pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { shown }
}

/// A page view controller named "pvc" in the log's notation.
@MainActor
final class NamedPageViewController: UIPageViewController {
    override var description: String { "pvc" }
}

/// A page view controller filling a visible 320 × 480 touch window, showing `first` (set before it
/// appears), after one turn; the log is cleared.
@MainActor
func showPages(_ style: UIPageViewController.TransitionStyle, book: PageBook, first: String = "A",
               orientation: UIPageViewController.NavigationOrientation = .horizontal,
               options: [UIPageViewController.OptionsKey: Any]? = nil,
               dataSource: UIPageViewControllerDataSource? = nil) -> (UIWindow, UIPageViewController) {
    let pvc = NamedPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
    pvc.dataSource = dataSource ?? book
    pvc.delegate = book
    pvc.setViewControllers([book[first]], direction: .forward, animated: false)
    let window = makeTouchWindow()
    window.rootViewController = pvc
    spin()
    _ = book.log.take()
    return (window, pvc)
}
