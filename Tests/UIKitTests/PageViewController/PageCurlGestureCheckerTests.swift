import Foundation
import Testing
import UIKit
import UIKitTesting

// Finger-driven page curls (spec §17.3) under the shared container checker: every page's appearance
// calls follow UIKit's state machine and its moves in and out are bracketed, over completed and aborted
// pans, pans back and taps in both end strips, and a double-sided mid spine.
@MainActor @Suite("Finger-driven page curls under the shared container checker (spec §17.3)", .serialized, .checksForLeaks)
struct PageCurlGestureCheckerTests {
    @Test("completed and aborted pans forward and back, and taps in both strips, keep every page's lifecycle valid")
    func pansAndTaps() {
        withVirtualClock { clock in
            let log = EventLog()
            let book = PageBook(["A", "B", "C"], log: log)
            let (window, pvc) = showPages(.pageCurl, book: book)
            defer { window.isHidden = true }
            drag(window, from: CGPoint(x: 280, y: 240), to: CGPoint(x: 120, y: 240), duration: 0.2)
            clock.advance(by: 0.6)
            #expect(pvc.viewControllers?.first === book["B"])
            drag(window, from: CGPoint(x: 280, y: 240), to: CGPoint(x: 220, y: 240), duration: 1.0)
            clock.advance(by: 0.6)
            #expect(pvc.viewControllers?.first === book["B"])
            drag(window, from: CGPoint(x: 40, y: 240), to: CGPoint(x: 250, y: 240), duration: 0.2)
            clock.advance(by: 0.6)
            #expect(pvc.viewControllers?.first === book["A"])
            tap(at: CGPoint(x: 300, y: 240), in: window)
            clock.advance(by: 0.6)
            #expect(pvc.viewControllers?.first === book["B"])
            tap(at: CGPoint(x: 20, y: 240), in: window)
            clock.advance(by: 0.6)
            #expect(pvc.viewControllers?.first === book["A"] && pvc.children == [book["A"]])
            let events = log.take()
            #expect(events.filter { $0.hasPrefix("willTransitionTo") }.count == 5)
            #expect(events.filter { $0.hasPrefix("didFinishAnimating") }.count == 5)
            #expect(events.filter { $0.hasSuffix(", false)") && $0.hasPrefix("didFinishAnimating") }.count == 1)
            ContainerLifecycleChecker.check(events, children: ["A", "B", "C"], visibleAtEnd: ["A"])
        }
    }
}
