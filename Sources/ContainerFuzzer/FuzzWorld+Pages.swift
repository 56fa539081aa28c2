import UIKit
import UIKitTestingCore

/// The `.all` profile's page view controllers: programmatic turns in both styles and orientations,
/// and turns by a finger (a drag, or a tap in a curl's strip), each checked against spec §17.2–§17.4.
extension FuzzWorld {
    static let pagesPerBook = 4

    /// Scroll and curl, horizontal and vertical (a curl's spine at the end for the vertical one, a
    /// scroll with spacing between pages).
    static func makePageControllers() -> [UIPageViewController] {
        [UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal),
         UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal),
         UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                              options: [.interPageSpacing: 10]),
         UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                              options: [.spineLocation: UIPageViewController.SpineLocation.max.rawValue])]
    }

    /// Each page view controller gets its book (data source and delegate) and shows its first page.
    func installPageParts() {
        for (index, pager) in pageControllers.enumerated() {
            let book = FuzzPageBook(world: self, pages: pages[index])
            interaction.pageBooks.append(book)
            pager.dataSource = book
            pager.delegate = book
            pager.loadViewIfNeeded()
            pager.setViewControllers([pages[index][0]], direction: .forward, animated: false)
            // A curl sets its first page up appeared even off screen (spec §17.2).
            if pager.transitionStyle == .pageCurl { appearedOffScreen.insert(ObjectIdentifier(pages[index][0])) }
        }
    }

    private func book(of pager: UIPageViewController) -> FuzzPageBook? { pager.dataSource as? FuzzPageBook }

    /// Whether the page view controller is appeared in the window: what it shows is on screen.
    private func isShowing(_ pager: UIPageViewController) -> Bool {
        appearance[ObjectIdentifier(pager)] == .appeared && pager.viewIfLoaded?.window === window
    }

    /// `setViewControllers(_:direction:animated:completion:)` with one page of the book, in either
    /// direction; an animated turn goes to another page (to the page shown, UIKit does nothing and
    /// never calls the completion, spec §17.2).
    func pageTurn(_ o: FuzzOperation) {
        let busy = involved
        guard let pager = pick(pageControllers.filter { isIdle($0, busy) && isSettled($0) }, o.a),
              let book = book(of: pager) else { return }
        let current = pager.viewControllers ?? []
        var target = o.b % book.pages.count
        if o.animated, current.first === book.pages[target] { target = (target + 1) % book.pages.count }
        let page = book.pages[target]
        let currentIndex = current.first.flatMap { shown in book.pages.firstIndex { $0 === shown } } ?? 0
        // Mostly the direction the index says; sometimes the other, which is still correct use.
        let forward = (target >= currentIndex) != (o.c % 4 == 0)
        // A curl gives its new page appearance even off screen, and its old one a disappearance.
        if pager.transitionStyle == .pageCurl, !isShowing(pager), page !== current.first {
            appearedOffScreen.insert(ObjectIdentifier(page))
            for old in current { disappearingOffScreen.insert(ObjectIdentifier(old)) }
        }
        let (id, done) = completion()
        begin([pager] + current + [page], completion: id)
        let name = names(pager), pageName = names(page)
        pager.setViewControllers([page], direction: forward ? .forward : .reverse, animated: o.animated) {
            [weak self, weak pager] _ in
            done()
            guard let self, let pager else { return }
            if pager.viewControllers?.first !== page || pager.viewControllers?.count != 1 {
                fail("\(name) turned to \(pageName) but shows \(names(pager.viewControllers ?? []))")
            }
        }
    }

    /// Brings a free page view controller on screen by the ordinary recipes: as a child, presented,
    /// pushed, or as a new last tab.
    func pageHost(_ o: FuzzOperation) {
        let candidates = free(from: pageControllers)
        guard !candidates.isEmpty else { return }
        switch o.c % 4 {
        case 0: addChild(o, from: candidates)
        case 1: present(o, from: candidates)
        case 2: push(o, from: candidates)
        default:
            guard let tabBar = idleTabBar(o.a), let pager = pick(candidates, o.b) else { return }
            let current = tabBar.viewControllers ?? []
            begin([tabBar] + current + [pager], navigation: nil)
            tabBar.setViewControllers(current + [pager], animated: o.animated)
        }
    }

    /// A finger on a shown page view controller: a drag along its axis, lifted or left down, or, for a
    /// curl, a tap in one of its end strips.
    func pageDrag(_ o: FuzzOperation) {
        guard interaction.finger == nil, windowTakesTouches else { return }
        let busy = involved
        let candidates = pageControllers.filter { isShowing($0) && isIdle($0, busy) }
        guard let pager = pick(candidates, o.a), let view = pager.viewIfLoaded else { return }
        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        // The finger must land on the page view controller, not on something over it.
        guard let hit = window.hitTest(centre, with: nil), hit.isDescendant(of: view),
              containersUnder(centre).allSatisfy({ isIdle($0, busy) }),
              fingerMayGoDown(at: centre, staysDown: !o.animated && !(pager.transitionStyle == .pageCurl && o.c % 3 == 0))
        else { return }
        let horizontal = pager.navigationOrientation == .horizontal
        let length = horizontal ? view.bounds.width : view.bounds.height
        func point(along: CGFloat) -> CGPoint {
            view.convert(horizontal ? CGPoint(x: along, y: view.bounds.midY) : CGPoint(x: view.bounds.midX, y: along),
                         to: window)
        }
        forgetExpectedOffsets(under: centre)
        if pager.transitionStyle == .pageCurl, o.c % 3 == 0 {
            tap(at: point(along: o.b % 2 == 0 ? 20 : length - 20), in: window)
            return
        }
        let distance = CGFloat(o.b % 301) - 150
        let finger = drag(window, from: point(along: length / 2 - distance / 2), to: point(along: length / 2 + distance / 2),
                          duration: [0.08, 0.2, 0.6][(o.c >> 2) % 3], lift: o.animated)
        guard !o.animated else { return }
        interaction.finger = finger
        // While the finger is down the page view controller is the user's.
        begin([pager], until: { [weak self] in self?.interaction.finger == nil })
    }

    /// The page view controllers holding the view a touch at `point` hits, with the navigation
    /// controllers: a finger there may drive them.
    func containersUnder(_ point: CGPoint) -> [UIViewController] {
        guard let hit = window.hitTest(point, with: nil) else { return [] }
        return (navigations + pageControllers).filter { $0.viewIfLoaded.map { hit.isDescendant(of: $0) } ?? false }
    }

    /// A user's turn began (`willTransitionTo`): one at a time, in flight until `didFinishAnimating`. A
    /// scroll-style drag that reverses past the current page onto the other side (spec §17.3) sends a
    /// second one for the same turn, from the same pages: the turn then heads for the new pending pages.
    func userTurnBegan(_ pager: UIPageViewController, book: FuzzPageBook, pending: [UIViewController]) {
        let previous = pager.viewControllers ?? []
        if let open = book.openTurn, pager.transitionStyle == .scroll,
           open.previous.map(ObjectIdentifier.init) == previous.map(ObjectIdentifier.init) {
            book.openTurn = FuzzPageBook.Turn(previous: open.previous, pending: pending, done: open.done)
            return
        }
        if book.openTurn != nil { fail("\(names(pager)) willTransitionTo(\(names(pending))) while a turn is open") }
        let (id, done) = completion()
        begin([pager] + previous + pending, completion: id)
        book.openTurn = FuzzPageBook.Turn(previous: previous, pending: pending, done: done)
    }

    /// A user's turn ended: it was open, it names the pages shown when it began, and the page view
    /// controller shows the pending pages when it completed and the previous ones when it did not.
    func userTurnEnded(_ pager: UIPageViewController, book: FuzzPageBook, previous: [UIViewController], completed: Bool) {
        guard let turn = book.openTurn else {
            return fail("\(names(pager)) didFinishAnimating without willTransitionTo")
        }
        book.openTurn = nil
        turn.done()
        let ids = { (list: [UIViewController]) in list.map(ObjectIdentifier.init) }
        if ids(previous) != ids(turn.previous) {
            fail("\(names(pager)) didFinishAnimating names \(names(previous)) as previous, not \(names(turn.previous))")
        }
        let shown = pager.viewControllers ?? []
        if ids(shown) != ids(completed ? turn.pending : turn.previous) {
            fail("\(names(pager)) turn to \(names(turn.pending)) ended \(completed ? "completed" : "not completed") showing \(names(shown))")
        }
    }

    /// At idle no turn is open, each page view controller's children are the pages it shows, and
    /// those pages' views are in the window when it is.
    func checkPagesAtIdle() {
        for pager in pageControllers {
            invariantChecks += 1
            let name = names(pager)
            if book(of: pager)?.openTurn != nil { fail("at idle \(name) still has a user's turn open") }
            let shown = pager.viewControllers ?? []
            if shown.map(ObjectIdentifier.init) != pager.children.map(ObjectIdentifier.init) {
                fail("at idle \(name) shows \(names(shown)) but its children are \(names(pager.children))")
            }
            if isShowing(pager) {
                for page in shown where page.viewIfLoaded?.window !== window {
                    fail("at idle \(name) is on screen but its page \(names(page))'s view is not in the window")
                }
            }
        }
    }
}

/// A page view controller's data source and delegate over its own pages (no other operation uses
/// them), which reports each user's turn to the world.
@MainActor
final class FuzzPageBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    struct Turn {
        let previous: [UIViewController]
        let pending: [UIViewController]
        let done: () -> Void
    }

    weak var world: FuzzWorld?
    let pages: [UIViewController]
    /// The user's turn under way, between `willTransitionTo` and `didFinishAnimating`.
    var openTurn: Turn?

    init(world: FuzzWorld, pages: [UIViewController]) {
        self.world = world
        self.pages = pages
    }

    private func neighbour(of page: UIViewController, _ step: Int) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === page }), pages.indices.contains(index + step) else { return nil }
        return pages[index + step]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        neighbour(of: viewController, -1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        neighbour(of: viewController, 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        world?.userTurnBegan(pageViewController, book: self, pending: pendingViewControllers)
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        world?.userTurnEnded(pageViewController, book: self, previous: previousViewControllers, completed: completed)
    }
}
