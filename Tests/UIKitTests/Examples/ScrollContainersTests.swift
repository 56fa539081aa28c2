import ScrollContainers
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Example: tabs over paged pages, and a pull-up panel with a scrolling list", .serialized, .checksForLeaks)
struct ScrollContainersTests {
    /// Three pages; the first holds a vertical list (a scroll view 2,000 pt tall).
    func makePager() -> (PagingViewController, UIScrollView) {
        let pages = (0..<3).map { _ in UIViewController() }
        let list = UIScrollView()
        list.contentInsetAdjustmentBehavior = .never
        list.contentSize = CGSize(width: 320, height: 2000)
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 436)
        pages[0].view.addSubview(list)
        return (PagingViewController(pages: pages, titles: ["One", "Two", "Three"]), list)
    }

    @Test("a horizontal flick pages, a tab tap scrolls to its page, a vertical drag on a page scrolls its list, not the pager")
    func paging() {
        withVirtualClock { clock in
            let (pager, list) = makePager()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.windowLevel = UIWindow.Level(rawValue: 5000)
            window.isHidden = false
            defer { window.isHidden = true }
            window.rootViewController = pager
            spin()
            var selections: [Int] = []
            pager.didSelectPage = { selections.append($0) }
            #expect(pager.pagingView.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
            #expect(pager.pagingView.contentSize == CGSize(width: 960, height: 436))
            #expect(pager.children.count == 3 && pager.pages[1].view.frame.minX == 320)

            drag(pager.view, from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 205), duration: 0.1)
            clock.advance(by: 2)
            #expect(pager.selectedIndex == 1 && selections == [1] && pager.pagingView.contentOffset.x == 320)

            tap(pager.tabs[2])
            clock.advance(by: 1)
            #expect(pager.selectedIndex == 2 && selections == [1, 2] && pager.pagingView.contentOffset.x == 640)

            pager.select(0, animated: false)
            #expect(selections == [1, 2, 0] && pager.pagingView.contentOffset == .zero)
            let finger = drag(pager.view, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 163, y: 100),
                              duration: 0.25, lift: false)
            #expect(list.contentOffset == CGPoint(x: 0, y: 290) && pager.pagingView.contentOffset == .zero)
            finger.lift()
            clock.advance(by: 6)
            #expect(pager.selectedIndex == 0 && selections == [1, 2, 0] && list.contentOffset.y > 290)
        }
    }

    /// A panel over a 320 × 480 window: collapsed top 360, expanded top 60, the list 24 pt below the top.
    func makePanel() -> (PullUpPanelViewController, UIWindow) {
        let list = UIScrollView()
        list.contentSize = CGSize(width: 320, height: 1000)
        let panel = PullUpPanelViewController(content: UIViewController(), list: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.windowLevel = UIWindow.Level(rawValue: 5000)
        window.isHidden = false
        window.rootViewController = panel
        spin()
        return (panel, window)
    }

    @Test("collapsed: a drag up on the list moves the panel and leaves the list at its top; the release expands it")
    func pullUpExpands() {
        withVirtualClock { clock in
            let (panel, window) = makePanel()
            defer { window.isHidden = true }
            var snaps: [Bool] = []
            panel.didSnap = { snaps.append($0) }
            #expect(panel.panelTop == 360 && panel.listView.frame == CGRect(x: 0, y: 24, width: 320, height: 396))
            let finger = drag(panel.view, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200),
                              duration: 0.3, lift: false)
            // 200 pt less the 10 pt hysteresis.
            #expect(abs(panel.panelTop - 170) < 1e-6 && panel.listView.contentOffset == .zero)
            finger.lift()
            clock.advance(by: 0.5)
            #expect(panel.isExpanded && snaps == [true] && panel.panelTop == 60 && panel.listView.contentOffset == .zero)
        }
    }

    @Test("expanded: a drag up scrolls the list; a drag down scrolls it to its top, then moves the panel down")
    func expandedListScrolls() {
        withVirtualClock { clock in
            let (panel, window) = makePanel()
            defer { window.isHidden = true }
            panel.setExpanded(true, animated: false)
            let up = drag(panel.view, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200),
                          duration: 0.3, lift: false)
            #expect(panel.panelTop == 60 && panel.listView.contentOffset == CGPoint(x: 0, y: 190))
            up.lift()
            clock.advance(by: 6)
            #expect(panel.isExpanded && panel.panelTop == 60)

            panel.listView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
            var snaps: [Bool] = []
            panel.didSnap = { snaps.append($0) }
            // 150 pt down in 36 moves of 4 1/6 pt; the pan begins on the third (translation 2.5). The list
            // reaches its top on the move to translation 52.5; from that move on the panel follows:
            // 140 − 48 1/3 = 91 2/3 pt.
            let down = drag(panel.view, from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 300),
                            duration: 0.3, lift: false)
            #expect(panel.listView.contentOffset == .zero)
            #expect(abs(panel.panelTop - (60 + 140 - (2.5 + 11 * 150.0 / 36))) < 1e-6)
            down.lift()
            clock.advance(by: 0.5)
            #expect(!panel.isExpanded && snaps == [false] && panel.panelTop == 360 && panel.listView.contentOffset == .zero)
        }
    }
}
