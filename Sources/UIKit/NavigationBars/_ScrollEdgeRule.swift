import Foundation

/// When a bar counts its content scroll view as at the bar's edge, so that it shows its scroll-edge
/// appearance: with no content scroll view the bar is always at the edge (iOS 15's rule, which made bars
/// over plain views transparent); a top bar is at the edge while the content is scrolled to its top
/// (`contentOffset.y ≤ −adjustedContentInset.top`), a bottom bar while it is scrolled to its bottom
/// (`contentOffset.y` at or past the largest resting offset; content shorter than the view is at both edges).
enum _ScrollEdgeRule {
    @MainActor static func isAtTopEdge(_ scrollView: UIScrollView?) -> Bool {
        guard let scrollView else { return true }
        return scrollView.contentOffset.y + scrollView.adjustedContentInset.top <= 0
    }

    @MainActor static func isAtBottomEdge(_ scrollView: UIScrollView?) -> Bool {
        guard let scrollView else { return true }
        let inset = scrollView.adjustedContentInset
        let maxOffset = max(-inset.top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        return scrollView.contentOffset.y >= maxOffset
    }
}

/// The content scroll views a container's bars follow, observed for scrolling.
struct _ContentScrollTracking {
    weak var top: UIScrollView?
    weak var bottom: UIScrollView?
    var observations: [NSKeyValueObservation] = []

    /// Observes `top` and `bottom` (once each, once if they are the same) unless they are the ones observed;
    /// `didScroll` runs on each change of their `contentOffset`.
    @MainActor mutating func follow(top newTop: UIScrollView?, bottom newBottom: UIScrollView?,
                                    didScroll: @escaping @MainActor (UIScrollView) -> Void) {
        guard newTop !== top || newBottom !== bottom else { return }
        for observation in observations { observation.invalidate() }
        observations.removeAll()
        top = newTop
        bottom = newBottom
        var seen: [UIScrollView] = []
        for scrollView in [newTop, newBottom].compactMap({ $0 }) where !seen.contains(where: { $0 === scrollView }) {
            seen.append(scrollView)
            observations.append(scrollView.observe(\.contentOffset) { scrollView, _ in
                MainActor.assumeIsolated { didScroll(scrollView) }
            })
        }
    }
}
