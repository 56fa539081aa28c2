import Foundation
@testable import UIKit

/// A scroll view delegate that logs every call in order, with the scroll view's flags where they matter.
@MainActor
final class ScrollDelegateRecorder: NSObject, UIScrollViewDelegate {
    var events: [String] = []
    /// The content offset at each `scrollViewDidScroll`.
    var scrolls: [CGPoint] = []
    /// The target `willEndDragging` was given, and what it sets the target to (nil: leave it).
    var proposedTarget: CGPoint?
    var retarget: CGPoint?
    var velocity: CGPoint?
    /// The view returned from `viewForZooming(in:)`.
    var zoomView: UIView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll")
        scrolls.append(scrollView.contentOffset)
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { events.append("didZoom(\(scrollView.zoomScale))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        events.append("willBeginDragging(tracking: \(scrollView.isTracking), dragging: \(scrollView.isDragging))")
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate); tracking: \(scrollView.isTracking), decelerating: \(scrollView.isDecelerating))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        events.append("willBeginDecelerating(dragging: \(scrollView.isDragging), decelerating: \(scrollView.isDecelerating))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        events.append("didEndDecelerating(dragging: \(scrollView.isDragging), decelerating: \(scrollView.isDecelerating))")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append("willBeginZooming(\(view === zoomView))")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming(\(scale))")
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        events.append("didChangeAdjustedContentInset(\(scrollView.adjustedContentInset.top))")
    }

    /// The events with each run of `didScroll` written once as `didScroll×n`, and cleared.
    @discardableResult
    func take() -> [String] {
        var out: [String] = []
        var run = 0
        for event in events {
            if event == "didScroll" { run += 1; continue }
            if run > 0 { out.append("didScroll×\(run)"); run = 0 }
            out.append(event)
        }
        if run > 0 { out.append("didScroll×\(run)") }
        events.removeAll()
        scrolls.removeAll()
        return out
    }
}

/// A 320 × 480 scroll view (the spec's W41 view) with `contentSize` and the `.never` behavior unless told.
@MainActor
func makeScrollView(contentSize: CGSize = CGSize(width: 320, height: 1000), inset: UIEdgeInsets = .zero,
                    behavior: UIScrollView.ContentInsetAdjustmentBehavior = .never) -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentInsetAdjustmentBehavior = behavior
    scrollView.contentSize = contentSize
    scrollView.contentInset = inset
    return scrollView
}
