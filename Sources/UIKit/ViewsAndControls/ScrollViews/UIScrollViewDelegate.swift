import Foundation

/// The scroll view's delegate: told of scrolling, dragging, deceleration and zooming, and asked for the
/// view to zoom. Every method is optional.
///
/// For a fling the calls come in iOS's order: `scrollViewWillBeginDragging`, `scrollViewDidScroll`
/// while the finger moves, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll` each frame, then `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called after every change of the content offset, programmatic or not.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called after every change of the zoom scale.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Called when a drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when the finger lifts: `velocity` is in points per millisecond (the content's direction),
    /// and `targetContentOffset` is where the content will come to rest; change it to stop elsewhere.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called after the finger lifted; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called when the content starts to slow down after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Called when the content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Called when an animated `setContentOffset`, `scrollRectToVisible` or zoom ends; not called
    /// without animation.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil (the default) means the scroll view does not zoom.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Called when zooming begins, with the view being zoomed.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Called when zooming ended, after any bounce back into the scale limits.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll to the top; true by default.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Called when a scroll to the top (from a status-bar tap) finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Called when `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

// Optional on iOS: the defaults mark themselves as absent (ObjectiveC's OptionalRequirements.swift), so the
// scroll view can tell an unimplemented `viewForZooming(in:)` from one that returns nil.
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        _optionalRequirementNotImplemented("scrollViewDidScroll(_:)")
    }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        _optionalRequirementNotImplemented("scrollViewDidZoom(_:)")
    }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        _optionalRequirementNotImplemented("scrollViewWillBeginDragging(_:)")
    }
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        _optionalRequirementNotImplemented("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
    }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        _optionalRequirementNotImplemented("scrollViewDidEndDragging(_:willDecelerate:)")
    }
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        _optionalRequirementNotImplemented("scrollViewWillBeginDecelerating(_:)")
    }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        _optionalRequirementNotImplemented("scrollViewDidEndDecelerating(_:)")
    }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        _optionalRequirementNotImplemented("scrollViewDidEndScrollingAnimation(_:)")
    }
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        _optionalRequirementNotImplemented("viewForZooming(in:)")
        return nil
    }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        _optionalRequirementNotImplemented("scrollViewWillBeginZooming(_:with:)")
    }
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        _optionalRequirementNotImplemented("scrollViewDidEndZooming(_:with:atScale:)")
    }
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        _optionalRequirementNotImplemented("scrollViewShouldScrollToTop(_:)")
        return true
    }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        _optionalRequirementNotImplemented("scrollViewDidScrollToTop(_:)")
    }
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        _optionalRequirementNotImplemented("scrollViewDidChangeAdjustedContentInset(_:)")
    }
}
