import Testing
@testable import UIKit
import UIKitTesting

/// Logs a search controller's delegate and updater calls into an `EventLog`.
@MainActor
final class SearchControllerLog: NSObject, UISearchControllerDelegate, UISearchResultsUpdating {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func willPresentSearchController(_ searchController: UISearchController) { log.add("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.add("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.add("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.add("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        log.add("update(\(searchController.searchBar.text ?? "nil"), active: \(searchController.isActive))")
    }
}

/// A delegate that presents the search controller itself.
@MainActor
final class PresentingSearchDelegate: NSObject, UISearchControllerDelegate {
    let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func presentSearchController(_ searchController: UISearchController) { log.add("presentSearchController") }
    func willPresentSearchController(_ searchController: UISearchController) { log.add("willPresent") }
}

@MainActor @Suite("UISearchController", .serialized, .checksForLeaks)
struct SearchControllerTests {
    /// A navigation controller on screen whose root `host` shows the search controller's bar at its top
    /// and holds it in its navigation item.
    func makeScene(_ log: EventLog) -> (UIWindow, UINavigationController, LoggingViewController, UISearchController, LoggingViewController) {
        let results = LoggingViewController("R", log: log)
        let search = UISearchController(searchResultsController: results)
        let host = LoggingViewController("H", log: log)
        host.definesPresentationContext = true
        host.navigationItem.searchController = search
        let nav = UINavigationController(rootViewController: host)
        let window = makeVisible(nav)
        search.searchBar.frame = CGRect(x: 0, y: 103, width: 393, height: 56)
        host.view.addSubview(search.searchBar)
        return (window, nav, host, search, results)
    }

    @Test("Defaults and the results controller as a child")
    func defaults() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.searchResultsController === results)
        #expect(results.parent === search)
        #expect(search.children == [results])
        #expect(!search.isActive)
        #expect(search.obscuresBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton)
        #expect(!search.showsSearchResultsController)
        #expect(search.automaticallyShowsSearchResultsController)
        #expect(search.modalPresentationStyle == .overCurrentContext)
        #expect(search.searchBar.frame.height == 56)
        let plain = UISearchController(nibName: nil, bundle: nil)
        #expect(plain.searchResultsController == nil && plain.children.isEmpty)
        let item = UINavigationItem()
        #expect(item.searchController == nil && item.hidesSearchBarWhenScrolling)
    }

    @Test("The search field begins editing: the controller presents itself over its host's context, the results controller appearing inside it")
    func activatesOnEditing() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let log = EventLog()
            let (window, nav, host, search, results) = makeScene(log)
            let observer = SearchControllerLog(log)
            search.delegate = observer
            search.searchResultsUpdater = observer
            _ = log.take()

            #expect(search.searchBar.becomeFirstResponder())
            #expect(search.isActive)
            #expect(search.searchBar.showsCancelButton)
            clock.advance(by: 1)
            #expect(log.take().map { $0.replacingOccurrences(of: "\(search)", with: "S") } == [
                "willPresent", "R.viewDidLoad", "R.dM(S)", "R.wA(true)", "update(, active: true)", "R.dA(true)", "didPresent"])
            #expect(search.presentingViewController === host)
            #expect(host.presentedViewController === search)
            #expect(search.view.window === window)
            #expect(search.view.frame == host.view.convert(host.view.bounds, to: search.view.superview))
            #expect(results.view.superview === search.view)
            #expect(results.view.isHidden, "no text yet")
            #expect(search.searchBar.isFirstResponder)
            _ = nav
            SimulatedKeyboard.reset()
        }
    }

    @Test("Typing updates the results and shows the results controller; Cancel empties the text and dismisses")
    func typingAndCancel() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let log = EventLog()
            let (window, nav, _, search, results) = makeScene(log)
            let observer = SearchControllerLog(log)
            search.delegate = observer
            search.searchResultsUpdater = observer
            search.searchBar.becomeFirstResponder()
            clock.advance(by: 1)
            _ = log.take()

            SimulatedKeyboard.type("ab", in: window)
            #expect(log.take() == ["update(a, active: true)", "update(ab, active: true)"])
            #expect(!results.view.isHidden)
            SimulatedKeyboard.deleteBackward(2, in: window)
            #expect(log.take() == ["update(a, active: true)", "update(, active: true)"])
            #expect(results.view.isHidden)
            SimulatedKeyboard.type("c", in: window)
            _ = log.take()

            search.searchBar._cancelButtonTapped()
            #expect(!search.isActive)
            #expect(search.searchBar.text == "")
            #expect(!search.searchBar.isFirstResponder)
            #expect(!search.searchBar.showsCancelButton)
            clock.advance(by: 1)
            #expect(log.take() == ["willDismiss", "R.wD(true)", "R.dD(true)", "didDismiss"])
            #expect(search.presentingViewController == nil)
            #expect(search.view.window == nil)
            _ = nav
            SimulatedKeyboard.reset()
        }
    }

    @Test("isActive in code: presented from the navigation item's controller without editing; false dismisses")
    func activeInCode() {
        withVirtualClock { clock in
            let log = EventLog()
            let results = LoggingViewController("R", log: log)
            let search = UISearchController(searchResultsController: results)
            let host = UIViewController()
            host.definesPresentationContext = true
            host.navigationItem.searchController = search
            let nav = UINavigationController(rootViewController: host)
            let window = makeVisible(nav)
            let observer = SearchControllerLog(log)
            search.delegate = observer
            search.searchResultsUpdater = observer
            search.showsSearchResultsController = true
            _ = log.take()
            search.isActive = true
            clock.advance(by: 1)
            #expect(log.take().map { $0.replacingOccurrences(of: "\(search)", with: "S") } == [
                "willPresent", "R.viewDidLoad", "R.dM(S)", "R.wA(true)", "update(, active: true)", "R.dA(true)", "didPresent"])
            #expect(search.presentingViewController === host)
            #expect(!results.view.isHidden, "showsSearchResultsController")
            #expect(!search.searchBar.isFirstResponder)
            search.isActive = true
            #expect(log.take() == [], "already active")
            search.isActive = false
            clock.advance(by: 1)
            #expect(log.take() == ["willDismiss", "R.wD(true)", "R.dD(true)", "didDismiss"])
            #expect(host.presentedViewController == nil)
            _ = window
        }
    }

    @Test("A tap on the obscuring cover ends the search (the text stays); not while results show or without the cover")
    func tapOnTheCover() {
        withVirtualClock { clock in
            let log = EventLog()
            let (window, nav, host, search, _) = makeScene(log)
            let observer = SearchControllerLog(log)
            search.delegate = observer
            search.searchBar.text = "kept"
            search.isActive = true
            clock.advance(by: 1)
            #expect(search.view.backgroundColor == UIColor(white: 0, alpha: 0.1))
            search.showsSearchResultsController = true
            _ = log.take()
            tap(search.view)
            clock.advance(by: 1)
            #expect(search.isActive, "the results cover the view")
            search.showsSearchResultsController = false
            search.automaticallyShowsSearchResultsController = false
            tap(search.view)
            clock.advance(by: 1)
            #expect(!search.isActive)
            #expect(search.searchBar.text == "kept")
            #expect(log.take().filter { !$0.hasPrefix("R.") } == ["willDismiss", "didDismiss"])
            #expect(host.presentedViewController == nil)

            search.obscuresBackgroundDuringPresentation = false
            search.isActive = true
            clock.advance(by: 1)
            #expect(search.view.backgroundColor == .clear)
            tap(search.view)
            clock.advance(by: 1)
            #expect(search.isActive, "no cover, no dismissal")
            search.isActive = false
            clock.advance(by: 1)
            _ = (window, nav)
        }
    }

    @Test("Off screen, or with no controller to present from, isActive stays false")
    func nothingToPresentFrom() {
        let search = UISearchController(searchResultsController: nil)
        search.isActive = true
        #expect(!search.isActive)
        let host = UIViewController()
        host.navigationItem.searchController = search
        search.isActive = true
        #expect(!search.isActive, "the host is not in a window")
        host.navigationItem.searchController = nil
        #expect(search._holdingItem == nil)
    }

    @Test("A delegate that implements presentSearchController presents it itself; no will-present call")
    func delegatePresents() {
        withVirtualClock { clock in
            let log = EventLog()
            let search = UISearchController(searchResultsController: nil)
            let host = UIViewController()
            host.navigationItem.searchController = search
            let window = makeVisible(host)
            let delegate = PresentingSearchDelegate(log)
            search.delegate = delegate
            search.isActive = true
            clock.advance(by: 1)
            #expect(log.take() == ["presentSearchController"])
            #expect(search.isActive)
            #expect(host.presentedViewController == nil)
            search.isActive = false
            #expect(!search.isActive)
            _ = window
        }
    }
}
