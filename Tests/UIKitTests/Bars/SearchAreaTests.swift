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
}
