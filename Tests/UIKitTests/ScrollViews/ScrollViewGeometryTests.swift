import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view controller whose root view is a scroll view.
@MainActor
final class ScrollingViewController: UIViewController {
    let scrollView: UIScrollView
    init(_ scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func loadView() { view = scrollView }
}

@MainActor @Suite("UIScrollView geometry, insets and layout guides (spec §20.1)", .checksForLeaks)
struct ScrollViewGeometryTests {
    @Test("UIScrollView defaults are iOS's")
    func defaults() {
        let s = UIScrollView()
        #expect(s.contentOffset == .zero && s.contentSize == .zero && s.contentInset == .zero)
        #expect(s.contentInsetAdjustmentBehavior == .automatic && s.contentInsetAdjustmentBehavior.rawValue == 0)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        #expect(s.automaticallyAdjustsScrollIndicatorInsets && !s.isDirectionalLockEnabled)
        #expect(s.bounces && s.bouncesHorizontally && s.bouncesVertically && !s.alwaysBounceVertical && !s.alwaysBounceHorizontal)
        #expect(!s.isPagingEnabled && s.isScrollEnabled && s.delaysContentTouches && s.canCancelContentTouches)
        #expect(s.decelerationRate == .normal && UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(s.minimumZoomScale == 1 && s.maximumZoomScale == 1 && s.zoomScale == 1 && s.bouncesZoom)
        #expect(s.scrollsToTop && s.keyboardDismissMode == .none && s.indicatorStyle == .default)
        #expect(s.showsVerticalScrollIndicator && s.showsHorizontalScrollIndicator)
        #expect(!s.isTracking && !s.isDragging && !s.isDecelerating && !s.isZooming && !s.isZoomBouncing)
        #expect(s.clipsToBounds)
        #expect(s.touchesShouldCancel(in: UIView()) && !s.touchesShouldCancel(in: UIControl()))
        s.bouncesVertically = false
        #expect(s.bounces)
        s.bouncesHorizontally = false
        #expect(!s.bounces)
    }

    @Test("W41: offset range y ∈ [−20, 520]; bounds.origin is the content offset after any set")
    func w41Geometry() {
        let s = makeScrollView(inset: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let range = s._offsetRange
        #expect(range.min == CGPoint(x: 0, y: -20))
        #expect(range.max == CGPoint(x: 0, y: 520))
        s.contentOffset = CGPoint(x: 3, y: 44)
        #expect(s.bounds.origin == CGPoint(x: 3, y: 44))
        s.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(s.contentOffset == CGPoint(x: 0, y: 100))
        s.setContentOffset(CGPoint(x: 0, y: 7), animated: false)
        #expect(s.bounds == CGRect(x: 0, y: 7, width: 320, height: 480))
        s.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 10), animated: false)
        #expect(s.contentOffset == CGPoint(x: 0, y: 520))
        s.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(s.contentOffset == CGPoint(x: 0, y: -20))
        // The frame's size changes the range; the offset stays.
        s.frame = CGRect(x: 0, y: 0, width: 320, height: 500)
        #expect(s._offsetRange.max == CGPoint(x: 0, y: 500) && s.contentOffset == CGPoint(x: 0, y: -20))
    }

    /// The scroll view of W42: a navigation controller's root view controller's view. The navigation
    /// bar adds its 44 points to the child's safe area: 59 (status bar) + 44 = 103.
    func showInNavigationController(_ scrollView: UIScrollView) -> (UIWindow, UINavigationController) {
        let controller = ScrollingViewController(scrollView)
        let navigation = UINavigationController(rootViewController: controller)
        return (makeVisible(navigation), navigation)
    }

    @Test("W42: under a navigation bar (safe-area top 103) .automatic gives adjusted top 123, .never 20; one delegate call per change")
    func w42Insets() {
        let s = makeScrollView(inset: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), behavior: .automatic)
        s.contentOffset = CGPoint(x: 0, y: -20)             // resting at the top
        let delegate = ScrollDelegateRecorder()
        s.delegate = delegate
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let (window, navigation) = showInNavigationController(s)
        #expect(s.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 123, left: 0, bottom: 34, right: 0))
        // The view rested at its top, so it rests at the new top: −adjustedContentInset.top.
        #expect(s.contentOffset == CGPoint(x: 0, y: -123))
        // Before the window, the controller's view has only the bar's part of its safe area (44), so the
        // inset passes through 20 + 44 = 64; each change is reported once, and the view keeps resting at the top.
        #expect(delegate.take() == ["didChangeAdjustedContentInset(64.0)", "didScroll×1",
                                    "didChangeAdjustedContentInset(123.0)", "didScroll×1"])
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(delegate.take() == ["didChangeAdjustedContentInset(20.0)"])
        s.contentInsetAdjustmentBehavior = .never
        spin()
        #expect(delegate.take() == [])
        s.contentInsetAdjustmentBehavior = .always
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 123, left: 0, bottom: 34, right: 0))
        #expect(delegate.take() == ["didChangeAdjustedContentInset(123.0)"])
        _ = (window, navigation)
    }

    /// `adjustedContentInset` is a stored value on iOS: out of the window the view is not laid out, so it
    /// keeps the inset it last reported, and an offset worked out from it holds when the view comes back.
    @Test("W42: a scroll view pushed out of the window keeps its adjusted inset; a top offset set there holds after the pop")
    func adjustedInsetIsStoredOutOfTheWindow() {
        let s = makeScrollView(behavior: .automatic)
        let (window, navigation) = showInNavigationController(s)
        let shown = UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)
        #expect(s.adjustedContentInset == shown && s.contentOffset == CGPoint(x: 0, y: -103))
        s.contentOffset = CGPoint(x: 0, y: 200)
        let delegate = ScrollDelegateRecorder()
        s.delegate = delegate
        navigation.pushViewController(UIViewController(), animated: false)
        spin()
        #expect(s.window == nil)
        #expect(s.adjustedContentInset == shown)
        // Back to the top as real code writes it, while the view is out of the window.
        s.setContentOffset(CGPoint(x: 0, y: -s.adjustedContentInset.top), animated: false)
        #expect(delegate.take() == ["didScroll×1"])
        navigation.popViewController(animated: false)
        spin()
        #expect(s.window === window)
        #expect(s.adjustedContentInset == shown)
        #expect(s.contentOffset == CGPoint(x: 0, y: -103))
        #expect(delegate.take() == [])
    }

    @Test("W42: .scrollableAxes adjusts only axes that scroll; .automatic outside a navigation controller is the same")
    func scrollableAxesInsets() {
        let short = makeScrollView(contentSize: CGSize(width: 320, height: 100), behavior: .scrollableAxes)
        let (window, navigation) = showInNavigationController(short)
        #expect(short.adjustedContentInset == .zero)
        short.alwaysBounceVertical = true
        #expect(short.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        short.contentInsetAdjustmentBehavior = .automatic
        short.alwaysBounceVertical = false
        // .automatic in a navigation controller: top and bottom even though nothing scrolls.
        #expect(short.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))

        let plain = UIScrollView(frame: UIScreen.main.bounds)
        plain.contentSize = CGSize(width: 393, height: 100)
        let other = UIWindow(frame: UIScreen.main.bounds)
        other.addSubview(plain)
        other.isHidden = false
        spin()
        #expect(plain.safeAreaInsets.top == 59)
        #expect(plain.adjustedContentInset == .zero)
        plain.contentSize = CGSize(width: 393, height: 2000)
        #expect(plain.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        plain.removeFromSuperview()
        _ = (window, navigation, other)
    }

    @Test("adjustedContentInsetDidChange() runs before the delegate hears of the change")
    func adjustedInsetOverride() {
        final class Logging: UIScrollView {
            var log: [String] = []
            override func adjustedContentInsetDidChange() { log.append("override(\(adjustedContentInset.left))") }
        }
        let s = Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.contentInset.left = 5
        s.contentInset.left = 5
        #expect(s.log == ["override(5.0)"])
    }

    @Test("KVO of contentOffset reports programmatic sets, bounds changes and animation frames")
    func contentOffsetKVO() {
        let s = makeScrollView()
        var changes: [String] = []
        let observation = s.observe(\.contentOffset, options: [.old, .new]) { _, change in
            changes.append("\(change.oldValue.map { "\($0.y)" } ?? "nil")→\(change.newValue.map { "\($0.y)" } ?? "nil")")
        }
        s.contentOffset = CGPoint(x: 0, y: 10)
        s.bounds.origin = CGPoint(x: 0, y: 30)
        s.bounds.size = CGSize(width: 320, height: 400)        // no offset change: no notification
        s.contentOffset = CGPoint(x: 0, y: 30)                  // unchanged: none
        #expect(changes == ["0.0→10.0", "10.0→30.0"])
        changes.removeAll()
        withVirtualClock { clock in
            s.setContentOffset(CGPoint(x: 0, y: 90), animated: true)
            clock.advance(by: 0.5)
        }
        #expect(changes.count >= 30)
        #expect(changes.last?.hasSuffix("→90.0") == true)
        observation.invalidate()
    }

    @Test("contentLayoutGuide: constraints from the content size it, and layout copies the size into contentSize; frameLayoutGuide does not scroll")
    func layoutGuides() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let s = UIScrollView(frame: window.bounds)
        s.contentInsetAdjustmentBehavior = .never
        window.addSubview(s)
        let content = UIView(), pinned = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        pinned.translatesAutoresizingMaskIntoConstraints = false
        s.addSubview(content)
        s.addSubview(pinned)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: s.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: s.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: s.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: s.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: s.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            pinned.topAnchor.constraint(equalTo: s.frameLayoutGuide.topAnchor, constant: 10),
            pinned.leadingAnchor.constraint(equalTo: s.frameLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 50),
            pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.isHidden = false
        spin()
        #expect(s.contentSize == CGSize(width: 320, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        #expect(s.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(pinned.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        s.contentOffset = CGPoint(x: 0, y: 200)
        spin()
        #expect(s.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 320, height: 480))
        #expect(pinned.frame == CGRect(x: 0, y: 210, width: 50, height: 20))
        #expect(content.frame.minY == 0)
        s.removeFromSuperview()
    }

    @Test("a guide with no client constraints follows contentSize")
    func contentGuideFollowsContentSize() {
        let s = makeScrollView(contentSize: CGSize(width: 500, height: 700))
        s.layoutIfNeeded()
        #expect(s.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 500, height: 700))
        s.contentSize = CGSize(width: 10, height: 20)
        s.layoutIfNeeded()
        #expect(s.contentLayoutGuide.layoutFrame.size == CGSize(width: 10, height: 20))
        #expect(s.contentSize == CGSize(width: 10, height: 20))
    }

    @Test("refreshControl becomes a plain subview above the content; begin/end refreshing")
    func refreshControl() {
        let s = makeScrollView()
        let content = UIView()
        s.addSubview(content)
        let refresh = UIRefreshControl()
        s.refreshControl = refresh
        #expect(s.subviews.first === refresh)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(!refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        s.refreshControl = nil
        #expect(refresh.superview == nil && s.subviews.count == 1)
    }

    @Test("the vertical indicator shows while the content moves, sized and placed on its track, and fades half a second after")
    func indicatorDrawing() {
        withVirtualClock { clock in
            let s = makeScrollView()
            s.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1000)))
            #expect(s._indicators.vertical == nil)
            s._trackingBegan()
            s._dragBegan()
            s._dragMoved(translation: CGPoint(x: 0, y: -520))
            // Track 480 − 2·3 = 474; length 474·480/1000 = 227.52; at the bottom of the range.
            let indicator = s._indicators.vertical!
            #expect(indicator.superlayer === s.layer && s.layer.sublayers?.last === indicator)
            #expect(indicator.opacity == 1 && s._indicators.horizontal == nil)
            let frame = indicator.frame
            #expect(frame.minX == 314 && frame.width == 3)
            #expect(abs(frame.height - 227.52) < 1e-9 && abs(frame.minY - (520 + 3 + 474 - 227.52)) < 1e-9)
            s.addSubview(UIView())                              // a new subview goes below the indicator
            s._dragMoved(translation: CGPoint(x: 0, y: -10))
            #expect(s.layer.sublayers?.last === indicator)
            s._dragEnded(velocity: .zero)
            clock.advance(by: 2)
            #expect(indicator.opacity == 0)
            s.showsVerticalScrollIndicator = false
            s.flashScrollIndicators()
            #expect(indicator.opacity == 0)
            s.showsVerticalScrollIndicator = true
            s.flashScrollIndicators()
            #expect(indicator.opacity == 1)
            clock.advance(by: 1)
            #expect(indicator.opacity == 0)
        }
    }

    @Test("indicator insets add the safe area only when automaticallyAdjustsScrollIndicatorInsets; flashing is recorded")
    func indicators() {
        let s = UIScrollView(frame: UIScreen.main.bounds)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(s)
        window.isHidden = false
        s.verticalScrollIndicatorInsets = UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0)
        #expect(s._effectiveVerticalIndicatorInsets == UIEdgeInsets(top: 60, left: 0, bottom: 36, right: 0))
        s.automaticallyAdjustsScrollIndicatorInsets = false
        #expect(s._effectiveVerticalIndicatorInsets == UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0))
        s.scrollIndicatorInsets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        #expect(s.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        s.flashScrollIndicators()
        #expect(s._indicators.flashCount == 1)
        s.removeFromSuperview()
    }
}
