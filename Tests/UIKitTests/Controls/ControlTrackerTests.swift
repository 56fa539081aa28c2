import Testing
@testable import UIKit
import UIKitTesting

/// The tracking rules fed with points and phases, with no touches or views: a 100 × 40 control.
@MainActor @Suite("UIControl touch tracking (value type)", .checksForLeaks)
struct ControlTrackerTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
    typealias Output = _ControlTracker.Output

    @Test("the drag tolerance is 70 points on every side")
    func tolerance() {
        #expect(_ControlTracker.dragTolerance == 70)
        #expect(_ControlTracker.counts(CGPoint(x: -70, y: 20), asInside: bounds))
        #expect(!_ControlTracker.counts(CGPoint(x: -70.5, y: 20), asInside: bounds))
        #expect(_ControlTracker.counts(CGPoint(x: 169.9, y: 109.9), asInside: bounds))
        #expect(!_ControlTracker.counts(CGPoint(x: 50, y: 110), asInside: bounds))
    }

    @Test("a tap inside: touchDown, highlighted, then touchUpInside and primaryActionTriggered, unhighlighted")
    func tapInside() {
        var tracker = _ControlTracker()
        tracker.sendsPrimaryActionOnTouchUpInside = true
        #expect(tracker.touchBegan(at: CGPoint(x: 10, y: 10), in: bounds, tracking: true)
                == Output(highlighted: true, events: [.touchDown]))
        #expect(tracker.isTracking && tracker.isTouchInside && tracker.isTouchDown)
        #expect(tracker.touchMoved(to: CGPoint(x: 12, y: 10), in: bounds, tracking: true)
                == Output(highlighted: true, events: [.touchDragInside]))
        #expect(tracker.touchEnded(at: CGPoint(x: 12, y: 10), in: bounds)
                == Output(highlighted: false, events: [.touchUpInside, .primaryActionTriggered]))
        #expect(!tracker.isTracking && !tracker.isTouchInside && !tracker.isTouchDown)
        #expect(tracker.sendsPrimaryActionOnTouchUpInside)
    }

    @Test("a drag out and back in: exit once past the tolerance, outside while out, enter once, inside again")
    func dragOutAndBackIn() {
        var tracker = _ControlTracker()
        _ = tracker.touchBegan(at: CGPoint(x: 50, y: 20), in: bounds, tracking: true)
        let path: [(CGFloat, Output)] = [
            (150, Output(highlighted: true, events: [.touchDragInside])),   // 50 outside: still inside
            (171, Output(highlighted: false, events: [.touchDragExit])),
            (200, Output(highlighted: false, events: [.touchDragOutside])),
            (160, Output(highlighted: true, events: [.touchDragEnter])),
            (90, Output(highlighted: true, events: [.touchDragInside])),
        ]
        for (x, expected) in path {
            #expect(tracker.touchMoved(to: CGPoint(x: x, y: 20), in: bounds, tracking: true) == expected, "x = \(x)")
        }
        #expect(tracker.touchEnded(at: CGPoint(x: 90, y: 20), in: bounds) == Output(highlighted: false, events: [.touchUpInside]))
    }

    @Test("a drag released outside: touchUpOutside, no primary action")
    func releasedOutside() {
        var tracker = _ControlTracker()
        tracker.sendsPrimaryActionOnTouchUpInside = true
        _ = tracker.touchBegan(at: CGPoint(x: 50, y: 20), in: bounds, tracking: true)
        _ = tracker.touchMoved(to: CGPoint(x: 50, y: 200), in: bounds, tracking: true)
        #expect(!tracker.isTouchInside)
        #expect(tracker.touchEnded(at: CGPoint(x: 50, y: 200), in: bounds) == Output(highlighted: false, events: [.touchUpOutside]))
    }

    @Test("a released touch within the tolerance counts as inside")
    func releasedWithinTolerance() {
        var tracker = _ControlTracker()
        _ = tracker.touchBegan(at: CGPoint(x: 50, y: 20), in: bounds, tracking: true)
        #expect(tracker.touchEnded(at: CGPoint(x: 50, y: 100), in: bounds) == Output(highlighted: false, events: [.touchUpInside]))
    }

    @Test("a cancelled touch: touchCancel, unhighlighted, no longer tracking")
    func cancelled() {
        var tracker = _ControlTracker()
        _ = tracker.touchBegan(at: CGPoint(x: 50, y: 20), in: bounds, tracking: true)
        #expect(tracker.touchCancelled() == Output(highlighted: false, events: [.touchCancel]))
        #expect(!tracker.isTracking && !tracker.isTouchDown)
        // Phases after the end do nothing.
        #expect(tracker.touchMoved(to: .zero, in: bounds, tracking: true) == Output(highlighted: false, events: []))
        #expect(tracker.touchEnded(at: .zero, in: bounds) == Output(highlighted: false, events: []))
        #expect(tracker.touchCancelled() == Output(highlighted: false, events: []))
    }

    @Test("a second tap adds touchDownRepeat; beginTracking false means not tracking, continueTracking false stops it")
    func repeatAndTrackingAnswers() {
        var tracker = _ControlTracker()
        #expect(tracker.touchBegan(at: CGPoint(x: 5, y: 5), in: bounds, tapCount: 2, tracking: false).events == [.touchDown, .touchDownRepeat])
        #expect(!tracker.isTracking)
        // Not tracking: the control is not asked again, and the events still follow the finger.
        #expect(tracker.touchMoved(to: CGPoint(x: 6, y: 5), in: bounds, tracking: false).events == [.touchDragInside])
        var other = _ControlTracker()
        _ = other.touchBegan(at: CGPoint(x: 5, y: 5), in: bounds, tracking: true)
        _ = other.touchMoved(to: CGPoint(x: 6, y: 5), in: bounds, tracking: false)
        #expect(!other.isTracking)
        #expect(other.isTouchInside)
    }
}
