import Foundation
import Testing
import UIKit
import UIKitTesting

/// A page whose view holds a plain vertical table of 50 rows filling it (spec W48: "vertical table").
@MainActor
final class ListPage: LoggingViewController, UITableViewDataSource {
    let list = UITableView(frame: .zero, style: .plain)
    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.dataSource = self
        view.addSubview(list)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A page book whose pages are `ListPage`s.
@MainActor
final class ListPageBook: PageBook {
    init(log: EventLog) {
        super.init([], log: log)
    }
    lazy var lists: [ListPage] = [ListPage("A", log: log), ListPage("B", log: log)]
    override func index(of controller: UIViewController) -> Int? { lists.firstIndex { $0 === controller } }
    override func pageViewController(_ pageViewController: UIPageViewController,
                                     viewControllerAfter viewController: UIViewController) -> UIViewController? {
        log.add("after(\(LoggingViewController.label(viewController)))")
        guard let index = index(of: viewController), index + 1 < lists.count else { return nil }
        return lists[index + 1]
    }
}

@MainActor @Suite("W48: a vertical list inside a scroll-style page view controller (spec §20.8, §20.9)", .serialized, .checksForLeaks)
struct W48_NestedScrollInPagesTests {
    func show(_ book: ListPageBook) -> (UIWindow, UIPageViewController) {
        let pvc = NamedPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.lists[0]], direction: .forward, animated: false)
        let window = makeTouchWindow()
        window.rootViewController = pvc
        spin()
        _ = book.log.take()
        return (window, pvc)
    }

    @Test("W48: a 30 pt horizontal flick turns the page with the W25 log; the list does not scroll")
    func horizontalDragTurnsThePage() {
        withVirtualClock { clock in
            let book = ListPageBook(log: EventLog())
            let (window, pvc) = show(book)
            defer { window.isHidden = true }
            let top = book.lists[0].list.contentOffset
            drag(window, from: CGPoint(x: 200, y: 240), to: CGPoint(x: 170, y: 240), duration: 0.1)
            clock.advance(by: 2)
            #expect(book.log.take() == ["after(A)", "B.wM(pvc)", "B.dM(pvc)", "B.viewDidLoad", "willTransitionTo([B])",
                                        "B.wA(true)", "A.wD(true)", "B.dA(true)", "A.dD(true)",
                                        "didFinishAnimating(true, [A], true)", "A.wM(nil)", "A.dM(nil)"])
            #expect(pvc.viewControllers?.first === book.lists[1] && book.lists[0].list.contentOffset == top)
        }
    }

    @Test("W48: a 30 pt vertical drag scrolls the list by 20 pt (past the hysteresis) and sends no willTransitionTo")
    func verticalDragScrollsTheList() {
        withVirtualClock { clock in
            let book = ListPageBook(log: EventLog())
            let (window, pvc) = show(book)
            defer { window.isHidden = true }
            // The list rests at its top, below the window's safe area.
            let top = book.lists[0].list.contentOffset
            #expect(top == CGPoint(x: 0, y: -book.lists[0].list.adjustedContentInset.top))
            let finger = drag(window, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 270), duration: 0.3, lift: false)
            #expect(book.lists[0].list.contentOffset == CGPoint(x: 0, y: top.y + 20))
            #expect(abs(book.lists[0].list.contentSize.height - 50 * 44) < 1e-6)
            #expect(book.lists[0].list.isDragging && !book.lists[0].list.indexPathsForVisibleRows!.isEmpty)
            finger.lift()
            clock.advance(by: 3)
            #expect(book.log.take().isEmpty)
            #expect(pvc.viewControllers?.first === book.lists[0] && pvc.children == [book.lists[0]])
            #expect((book.lists[0].view.superview as? UIScrollView)?.contentOffset == CGPoint(x: 320, y: 0))
        }
    }
}
