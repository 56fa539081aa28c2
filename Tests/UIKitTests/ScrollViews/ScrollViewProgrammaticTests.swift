import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("UIScrollView programmatic scrolling (spec §20.6)", .checksForLeaks)
struct ScrollViewProgrammaticTests {
    @Test("W46: a non-animated set sends one didScroll and no didEndScrollingAnimation; the same value again sends none")
    func w46NonAnimated() {
        let s = makeScrollView()
        let d = ScrollDelegateRecorder()
        s.delegate = d
        s.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(d.take() == ["didScroll×1"])
        s.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        s.contentOffset = CGPoint(x: 0, y: 100)
        #expect(d.take() == [])
        s.contentOffset = CGPoint(x: 0, y: 50)
        #expect(d.take() == ["didScroll×1"])
    }

    @Test("W46: an animated set moves at constant speed, then sends exactly one didEndScrollingAnimation")
    func w46Animated() {
        withVirtualClock { clock in
            let s = makeScrollView()
            let d = ScrollDelegateRecorder()
            s.delegate = d
            let start = clock.now
            s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
            #expect(s.contentOffset == .zero && s.isScrollAnimating && !s.isDecelerating && !s.isDragging)
            clock.advance(by: 0.1)
            // Constant velocity over 0.3 s: a third of the way after 0.1 s.
            let scale = Double(UIScreen.main.scale)
            #expect(abs(Double(s.contentOffset.y) - (300 * (clock.now - start) / 0.3 * scale).rounded() / scale) < 1e-6)
            clock.advance(by: 0.5)
            #expect(s.contentOffset == CGPoint(x: 0, y: 300) && !s.isScrollAnimating)
            let events = d.take()
            #expect(events.count == 2 && events[0].hasPrefix("didScroll×") && events[1] == "didEndScrollingAnimation")
            let count = Int(events[0].dropFirst("didScroll×".count))!
            #expect(count >= 36 && count <= 37)                       // one per frame of 0.3 s at 120 Hz
            s.setContentOffset(CGPoint(x: 0, y: 300), animated: true)  // already there: nothing animates
            clock.advance(by: 0.5)
            #expect(d.take() == [])
        }
    }

    @Test("W46: scrollRectToVisible of a visible rect does nothing; otherwise the least move, animated or not")
    func w46ScrollRectToVisible() {
        withVirtualClock { clock in
            let s = makeScrollView()
            let d = ScrollDelegateRecorder()
            s.delegate = d
            s.scrollRectToVisible(CGRect(x: 10, y: 100, width: 50, height: 50), animated: true)
            s.scrollRectToVisible(CGRect(x: 10, y: 100, width: 50, height: 50), animated: false)
            clock.advance(by: 0.5)
            #expect(d.take() == [])
            s.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 100), animated: false)
            #expect(s.contentOffset == CGPoint(x: 0, y: 220))               // bottom edge at 700
            #expect(d.take() == ["didScroll×1"])
            s.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: true)
            clock.advance(by: 0.5)
            #expect(s.contentOffset == CGPoint(x: 0, y: 100))               // top edge at 100
            #expect(d.take().last == "didEndScrollingAnimation")
            // A rect taller than the view: its top edge.
            s.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 600), animated: false)
            #expect(s.contentOffset == CGPoint(x: 0, y: 300))
        }
    }

    @Test("setContentOffset stops a deceleration; a drag stops an animation, neither sends its end callback")
    func interruptions() {
        withVirtualClock { clock in
            let s = makeScrollView(contentSize: CGSize(width: 320, height: 100_000))
            let d = ScrollDelegateRecorder()
            s.delegate = d
            s._dragBegan()
            s._dragEnded(velocity: CGPoint(x: 0, y: -2000))
            clock.advance(by: 0.1)
            s.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
            #expect(!s.isDecelerating && !s.isDragging && s._frameLink == nil)
            d.take()
            s.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            clock.advance(by: 0.1)
            s._trackingBegan()
            clock.advance(by: 1)
            let events = d.take()
            #expect(!events.contains("didEndScrollingAnimation") && !events.contains { $0.hasPrefix("didEndDecelerating") })
            s._trackingEnded()
        }
    }

    @Test("stopScrollingAndZooming stops a bounce inside the valid range")
    func stopScrolling() {
        withVirtualClock { clock in
            let s = makeScrollView()
            s._dragBegan()
            s._dragMoved(translation: CGPoint(x: 0, y: 100))
            s._dragEnded(velocity: .zero)
            clock.advance(by: 0.02)
            #expect(s.contentOffset.y < 0)
            s.stopScrollingAndZooming()
            #expect(s.contentOffset == .zero && !s.isDecelerating)
        }
    }
}
