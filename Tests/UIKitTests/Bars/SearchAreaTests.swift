import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("Search area in the navigation bar", .serialized, .checksForLeaks)
struct SearchAreaTests {
    @Test("navigationItem.searchController: the bar grows by 52, the search bar below the row; it collapses with scrolling")
    func searchAreaGrowsAndCollapses() {
        let root = BarScrollingViewController()
        root.title = "Notes"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        #expect(root.navigationItem.preferredSearchBarPlacement == .automatic)
        #expect(UINavigationItem.SearchBarPlacement.stacked.rawValue == 2)
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(search.searchBar.convert(search.searchBar.bounds, to: bar) == CGRect(x: 0, y: 44, width: 393, height: 52))
        #expect(root.view.safeAreaInsets.top == 155)
        var log: [String] = []
        for offset: CGFloat in [-130, 400, -155] {
            root.scrollView.contentOffset.y = offset
            spin()
            log.append("\(Int(offset)): bar \(Int(bar.frame.height)) safe \(Int(root.view.safeAreaInsets.top))")
        }
        #expect(log == ["-130: bar 71 safe 130", "400: bar 44 safe 103", "-155: bar 96 safe 155"])
        _ = window
    }

    @Test("With prefersLargeTitles the search area sits below the large title; scrolling collapses it first, then the title")
    func searchAreaBelowLargeTitleCollapsesFirst() {
        let root = BarScrollingViewController()
        root.title = "Notes"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 148))
        #expect(bar._largeTitleContainer.frame == CGRect(x: 0, y: 44, width: 393, height: 52))
        #expect(search.searchBar.convert(search.searchBar.bounds, to: bar) == CGRect(x: 0, y: 96, width: 393, height: 52))
        #expect(root.view.safeAreaInsets.top == 207)
        #expect(root.scrollView.contentOffset.y == -207)
        var log: [String] = []
        for offset: CGFloat in [-181, -155, -130, -100, 400, -130, -155, -181, -207] {
            root.scrollView.contentOffset.y = offset
            spin()
            log.append("\(Int(offset)): bar \(Int(bar.frame.height)) title \(bar._largeTitleContainer.superview == nil ? 0 : Int(bar._largeTitleContainer.frame.height)) "
                       + "search \(Int(bar._searchBarContainer.frame.height)) safe \(Int(root.view.safeAreaInsets.top))")
        }
        #expect(log == [
            "-181: bar 122 title 52 search 26 safe 181",
            "-155: bar 96 title 52 search 0 safe 155",
            "-130: bar 71 title 27 search 0 safe 130",
            "-100: bar 44 title 0 search 0 safe 103",
            "400: bar 44 title 0 search 0 safe 103",
            "-130: bar 71 title 27 search 0 safe 130",
            "-155: bar 96 title 52 search 0 safe 155",
            "-181: bar 122 title 52 search 26 safe 181",
            "-207: bar 148 title 52 search 52 safe 207",
        ])
        #expect(search.searchBar.convert(search.searchBar.bounds, to: bar) == CGRect(x: 0, y: 96, width: 393, height: 52))
        _ = window
    }

    @Test("hidesSearchBarWhenScrolling = false: the search area stays open however far the content scrolls")
    func searchAreaStaysWhenNotHiding() {
        let root = BarScrollingViewController()
        root.title = "Notes"
        let search = UISearchController(searchResultsController: nil)
        root.navigationItem.searchController = search
        root.navigationItem.hidesSearchBarWhenScrolling = false
        let nav = UINavigationController(rootViewController: root)
        let window = makeVisible(nav)
        let bar = nav.navigationBar
        var log: [String] = []
        for offset: CGFloat in [-155, -130, -100, 400, -155] {
            root.scrollView.contentOffset.y = offset
            spin()
            log.append("\(Int(offset)): bar \(Int(bar.frame.height)) safe \(Int(root.view.safeAreaInsets.top))")
            #expect(search.searchBar.convert(search.searchBar.bounds, to: bar) == CGRect(x: 0, y: 44, width: 393, height: 52))
        }
        #expect(log == ["-155: bar 96 safe 155", "-130: bar 96 safe 155", "-100: bar 96 safe 155",
                        "400: bar 96 safe 155", "-155: bar 96 safe 155"])
        _ = window
    }

    @Test("Push to an item without a search controller drops the search area; pop brings it back; a cancelled interactive pop restores it")
    func pushPopAndCancelledInteractivePop() {
        withVirtualClock { clock in
            let root = BarScrollingViewController(), detail = BarScrollingViewController()
            root.title = "Notes"
            detail.title = "Note"
            let search = UISearchController(searchResultsController: nil)
            root.navigationItem.searchController = search
            let nav = UINavigationController(rootViewController: root)
            let window = makeVisible(nav)
            let bar = nav.navigationBar
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))

            nav.pushViewController(detail, animated: true)
            spin()
            clock.advance(by: 0.5)
            #expect(nav.topViewController === detail)
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
            #expect(search.searchBar.superview == nil || !search.searchBar.isDescendant(of: bar))
            #expect(search.searchBar.alpha == 1)
            #expect(detail.view.safeAreaInsets.top == 103)

            nav.popViewController(animated: true)
            spin()
            clock.advance(by: 0.5)
            #expect(nav.topViewController === root)
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
            #expect(search.searchBar.isDescendant(of: bar))
            #expect(search.searchBar.convert(search.searchBar.bounds, to: bar) == CGRect(x: 0, y: 44, width: 393, height: 52))
            #expect(search.searchBar.alpha == 1)
            #expect(root.view.safeAreaInsets.top == 155)

            // A pop from a pushed item that has a search controller, back to one without, cancelled midway.
            let third = BarScrollingViewController()
            third.title = "Find"
            let search2 = UISearchController(searchResultsController: nil)
            third.navigationItem.searchController = search2
            nav.pushViewController(detail, animated: false)
            nav.pushViewController(third, animated: false)
            spin()
            #expect(bar.frame.height == 96)
            let y = window.bounds.midY
            let finger = drag(window, from: CGPoint(x: 5, y: y), to: CGPoint(x: 200, y: y), duration: 0.2, lift: false)
            clock.advance(by: 0.05)
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 150, y: y), in: window)
            clock.advance(by: 0.01)
            finger.move(to: CGPoint(x: 100, y: y), in: window)
            finger.lift()
            clock.advance(by: 1)
            #expect(nav.topViewController === third, "cancelled")
            #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
            #expect(bar.layer.presentation()?.frame.height == 96)
            #expect(search2.searchBar.isDescendant(of: bar))
            #expect(search2.searchBar.convert(search2.searchBar.bounds, to: bar) == CGRect(x: 0, y: 44, width: 393, height: 52))
            #expect(search2.searchBar.alpha == 1)
            #expect(third.view.safeAreaInsets.top == 155)
            _ = window
        }
    }
}
