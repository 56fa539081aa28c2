import Foundation
import ScrollContainers
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Examples/ScrollContainers: PageIndicatorViewController (a page view controller with its own dots)", .serialized, .checksForLeaks)
struct PageIndicatorExampleTests {
    @Test("a flick turns the page and moves the dot; a tap after the dot turns to the next page, animated")
    func swipesAndTaps() {
        withVirtualClock { clock in
            let log = EventLog()
            let pages = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
            let example = PageIndicatorViewController(pages: pages)
            var shown: [Int] = []
            example.didShowPage = { shown.append($0) }
            let window = makeTouchWindow()
            defer { window.isHidden = true }
            window.rootViewController = example
            spin()
            #expect(example.indicator.numberOfPages == 3 && example.indicator.currentPage == 0)
            #expect(example.pageViewController.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))

            drag(window, from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.1)
            clock.advance(by: 2)
            #expect(shown == [1] && example.currentIndex == 1 && example.indicator.currentPage == 1)

            tap(at: CGPoint(x: 300, y: 458), in: window)
            #expect(example.indicator.currentPage == 2 && example.currentIndex == 2)
            clock.advance(by: 0.5)
            #expect(shown == [1, 2] && example.pageViewController.children == [pages[2]])
            // Every page that appeared also disappeared, in the state machine's order.
            ContainerLifecycleChecker.check(log.events, children: ["A", "B", "C"], visibleAtEnd: ["C"])
        }
    }
}
