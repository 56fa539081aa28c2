import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// These tests drive the entry points the scroll view's pinch recognizer calls (`_pinchBegan`,
// `_pinchChanged(scale:)`, `_pinchEnded`) and its programmatic zooms; pinches by two real fingers through
// `pinchGestureRecognizer` are in `ScrollViewPanTests`. `_wantsPinchGestureRecognizer` is what
// `pinchGestureRecognizer`'s being nil follows.
@MainActor @Suite("UIScrollView zooming (spec §20.7)", .checksForLeaks)
struct ScrollViewZoomTests {
    func makeZoomingScrollView() -> (UIScrollView, UIView, ScrollDelegateRecorder) {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.contentInsetAdjustmentBehavior = .never
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.addSubview(image)
        s.contentSize = image.frame.size
        let d = ScrollDelegateRecorder()
        d.zoomView = image
        s.delegate = d
        return (s, image, d)
    }

    @Test("W47: min = max = 1 has no pinch; min 1, max 3 with a zoom view has one; no zoom view → the pinch does nothing")
    func w47ZoomGating() {
        let (s, image, d) = makeZoomingScrollView()
        #expect(!s._wantsPinchGestureRecognizer)
        #expect(!s._pinchBegan())
        s.maximumZoomScale = 3
        #expect(s._wantsPinchGestureRecognizer)
        d.zoomView = nil
        #expect(!s._pinchBegan())
        s._pinchChanged(scale: 2)
        s._pinchEnded()
        s.setZoomScale(2, animated: false)
        #expect(s.zoomScale == 1 && image.transform == .identity && d.take() == [])
        d.zoomView = image
        #expect(s._pinchBegan())
        s._pinchEnded()
        #expect(d.take() == ["willBeginZooming(true)", "didEndZooming(1.0)"])
    }

    @Test("setZoomScale scales the zoom view, sets contentSize from its frame and keeps the visible centre")
    func setZoomScale() {
        let (s, image, d) = makeZoomingScrollView()
        s.maximumZoomScale = 3
        s.setZoomScale(2, animated: false)
        #expect(s.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(s.contentSize == CGSize(width: 200, height: 200))
        #expect(s.contentOffset == CGPoint(x: 50, y: 50))
        #expect(d.take() == ["didScroll×1", "didZoom(2.0)"])
        s.zoomScale = 10                                   // clamped to the maximum
        #expect(s.zoomScale == 3 && s.contentSize == CGSize(width: 300, height: 300))
        s.zoom(to: CGRect(x: 25, y: 25, width: 50, height: 50), animated: false)
        #expect(s.zoomScale == 2 && s.contentOffset == CGPoint(x: 50, y: 50))
    }

    @Test("an animated zoom ends with scrollViewDidEndZooming at the final scale")
    func animatedZoom() {
        withVirtualClock { clock in
            let (s, _, d) = makeZoomingScrollView()
            s.maximumZoomScale = 4
            s.setZoomScale(4, animated: true)
            #expect(s.zoomScale == 1)
            clock.advance(by: 0.5)
            #expect(s.zoomScale == 4 && s.contentOffset == CGPoint(x: 150, y: 150))
            let events = d.take().filter { !$0.hasPrefix("didScroll") }
            #expect(events.last == "didEndZooming(4.0)")
            #expect(events.dropLast().allSatisfy { $0.hasPrefix("didZoom(") })
        }
    }

    @Test("an animated zoom(to:) eases the scale and offset to the rect's over 0.3 s, then sends didEndZooming once")
    func animatedZoomToRect() {
        withVirtualClock { clock in
            let (s, image, d) = makeZoomingScrollView()
            s.maximumZoomScale = 4
            // A 25 pt square at (10, 20) fills the 100 pt view at scale 4; its centre (22.5, 32.5) becomes
            // the view's: offset (22.5 · 4 − 50, 32.5 · 4 − 50) = (40, 80).
            s.zoom(to: CGRect(x: 10, y: 20, width: 25, height: 25), animated: true)
            #expect(s.zoomScale == 1 && s.contentOffset == .zero && d.take() == [])
            clock.advance(by: 0.15)
            // Half the time, eased out: 1 − 0.5² = 0.75 of the way.
            #expect(abs(s.zoomScale - 3.25) < 0.1)
            #expect(abs(s.contentOffset.x - 30) < 2 && abs(s.contentOffset.y - 60) < 2)
            #expect(!d.take().contains { $0.hasPrefix("didEndZooming") })
            clock.advance(by: 0.2)
            #expect(s.zoomScale == 4 && s.contentOffset == CGPoint(x: 40, y: 80))
            #expect(image.frame == CGRect(x: 0, y: 0, width: 400, height: 400) && s.contentSize == CGSize(width: 400, height: 400))
            let events = d.take().filter { !$0.hasPrefix("didScroll") }
            #expect(events.filter { $0.hasPrefix("didEndZooming") } == ["didEndZooming(4.0)"])
            #expect(events.last == "didEndZooming(4.0)")
            clock.advance(by: 1)
            #expect(d.take() == [])
        }
    }

    @Test("a pinch past the maximum overshoots with bouncesZoom, then bounces back before didEndZooming")
    func pinchBounce() {
        withVirtualClock { clock in
            let (s, _, d) = makeZoomingScrollView()
            s.maximumZoomScale = 3
            #expect(s._pinchBegan() && s.isZooming)
            s._pinchChanged(scale: 2)
            #expect(s.zoomScale == 2)
            s._pinchChanged(scale: 6)
            #expect(abs(Double(s.zoomScale) - 3 * pow(2, 0.25)) < 1e-9)
            s._pinchEnded()
            #expect(!s.isZooming && s.isZoomBouncing)
            clock.advance(by: 0.5)
            #expect(s.zoomScale == 3 && !s.isZoomBouncing)
            let events = d.take().filter { !$0.hasPrefix("didScroll") }
            #expect(events.first == "willBeginZooming(true)" && events.last == "didEndZooming(3.0)")
            #expect(events.filter { $0.hasPrefix("didEndZooming") }.count == 1)

            s.bouncesZoom = false
            s._pinchBegan()
            s._pinchChanged(scale: 5)
            #expect(s.zoomScale == 3)
            s._pinchEnded()
            #expect(!s.isZoomBouncing && d.take().filter { !$0.hasPrefix("didScroll") } == ["willBeginZooming(true)", "didEndZooming(3.0)"])
        }
    }
}
