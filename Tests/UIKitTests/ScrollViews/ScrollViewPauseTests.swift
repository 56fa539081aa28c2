import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("A finger that stops without lifting has no velocity (issue 15)", .serialized, .checksForLeaks)
struct ScrollViewPauseTests {
    @Test("a fast drag held still for 0.2 s: the pan reports zero velocity and the scroll view does not fling")
    func releaseAfterAPause() {
        withVirtualClock { clock in
            let window = makeTouchWindow()
            defer { window.isHidden = true }
            let s = makeScrollView(contentSize: CGSize(width: 320, height: 100_000))
            window.addSubview(s)
            let d = ScrollDelegateRecorder()
            s.delegate = d
            let finger = drag(window, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1, lift: false)
            #expect(abs(s.panGestureRecognizer.velocity(in: window).y + 3000) < 1e-6)
            clock.advance(by: 0.05)
            // Within the 0.1 s cut-off the last samples still count.
            #expect(abs(s.panGestureRecognizer.velocity(in: window).y + 3000) < 1e-6)
            clock.advance(by: 0.15)
            #expect(s.panGestureRecognizer.velocity(in: window) == .zero)
            finger.lift()
            #expect(d.velocity == .zero && d.proposedTarget == CGPoint(x: 0, y: 290))
            clock.advance(by: 1)
            #expect(d.take().suffix(2) == ["willEndDragging", "didEndDragging(false; tracking: false, decelerating: false)"])
            #expect(s.contentOffset == CGPoint(x: 0, y: 290))
        }
    }
}
