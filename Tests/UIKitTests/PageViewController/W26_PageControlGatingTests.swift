import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("W26: the built-in page control exists only for scroll + horizontal + both presentation methods (spec §17.1)", .checksForLeaks)
struct W26_PageControlGatingTests {
    func pageControls(_ pvc: UIPageViewController) -> [UIPageControl] {
        pvc.view.subviews.compactMap { $0 as? UIPageControl }
    }

    @Test("W26: scroll and horizontal with presentationCount/presentationIndex: one page control with their answers, below the pages")
    func shownForHorizontalScroll() {
        let book = PageBook(["A", "B", "C"], log: EventLog())
        let counting = CountingDataSource(book)
        let (window, pvc) = showPages(.scroll, book: book, dataSource: counting)
        defer { window.isHidden = true }
        let controls = pageControls(pvc)
        #expect(controls.count == 1)
        #expect(controls.first?.numberOfPages == 3 && controls.first?.currentPage == 0)
        #expect(controls.first?.frame == CGRect(x: 0, y: 443, width: 320, height: 37))
        #expect(book["A"].view.frame.height == 443)
    }

    @Test("W26: the page control follows a programmatic turn")
    func followsTurns() {
        let book = PageBook(["A", "B", "C"], log: EventLog())
        let counting = CountingDataSource(book)
        let (window, pvc) = showPages(.scroll, book: book, dataSource: counting)
        defer { window.isHidden = true }
        counting.shown = 2
        pvc.setViewControllers([book["C"]], direction: .forward, animated: false)
        spin()
        #expect(pageControls(pvc).first?.currentPage == 2)
    }

    @Test("W26: no page control for a vertical scroll, a curl, or a data source without the presentation methods")
    func absentOtherwise() {
        let verticalBook = PageBook(["A"], log: EventLog()), curlBook = PageBook(["A"], log: EventLog())
        let verticalSource = CountingDataSource(verticalBook), curlSource = CountingDataSource(curlBook)
        let vertical = showPages(.scroll, book: verticalBook, orientation: .vertical,
                                 dataSource: verticalSource)
        #expect(pageControls(vertical.1).isEmpty && vertical.1.dataSource === verticalSource)
        vertical.0.isHidden = true
        let curl = showPages(.pageCurl, book: curlBook, dataSource: curlSource)
        #expect(curl.1.dataSource === curlSource && curl.1.gestureRecognizers.count == 2)
        #expect(pageControls(curl.1).isEmpty)
        curl.0.isHidden = true
        let plainBook = PageBook(["A"], log: EventLog())
        let plain = showPages(.scroll, book: plainBook)
        #expect(pageControls(plain.1).isEmpty && plain.1.gestureRecognizers.isEmpty && plain.1.dataSource === plainBook)
        plain.0.isHidden = true
    }
}
