import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("View layout: setNeedsLayout, layoutIfNeeded, layoutSubviews triggers", .checksForLeaks)
struct ViewLayoutTests {
    /// A shown window holding p ⊃ c, laid out once.
    func onScreen(_ log: EventLog) -> (UIWindow, LayoutLogView, LayoutLogView) {
        let window = shownWindow()
        let p = LayoutLogView("P", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = LayoutLogView("C", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        p.addSubview(c)
        window.addSubview(p)
        return (window, p, c)
    }

    @Test("on screen, the next spin lays out parents before children; then nothing is pending")
    func firstLayout() {
        let log = EventLog()
        let (window, p, _) = onScreen(log)
        defer { window.isHidden = true }
        #expect(log.events == [])
        spin()
        #expect(log.take() == ["P.layoutSubviews", "C.layoutSubviews"])
        spin()
        p.layoutIfNeeded()
        #expect(log.take() == [])
    }

    @Test("a bounds size change lays out the view at the next spin; an origin change does not")
    func boundsSizeChange() {
        let log = EventLog()
        let (window, p, c) = onScreen(log)
        defer { window.isHidden = true }
        // Clear of the unsafe bands: under one, the moves below would change c's safe area (59 to 57 at
        // the top), and c would lay out to report it (ScrollSafeAreaTests).
        p.frame.origin.y = 200
        spin()
        _ = log.take()
        p.bounds.size = CGSize(width: 120, height: 100)
        c.frame.origin = CGPoint(x: 5, y: 5)
        p.bounds.origin = CGPoint(x: 3, y: 3)
        #expect(log.events == [])
        spin()
        #expect(log.take() == ["P.layoutSubviews"])
        c.frame.size = CGSize(width: 10, height: 10)
        spin()
        #expect(log.take() == ["C.layoutSubviews"])
    }

    @Test("addSubview marks both views; removeFromSuperview marks the old superview")
    func addAndRemove() {
        let log = EventLog()
        let (window, p, c) = onScreen(log)
        defer { window.isHidden = true }
        spin()
        _ = log.take()
        let d = LayoutLogView("D", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        d.layoutIfNeeded()
        _ = log.take()
        p.addSubview(d)
        spin()
        #expect(log.take() == ["P.layoutSubviews", "D.layoutSubviews"])
        c.removeFromSuperview()
        spin()
        #expect(log.take() == ["P.layoutSubviews"])
    }

    @Test("a view removed from the window with layout pending waits until it is back on screen")
    func removedWithPendingLayout() {
        let log = EventLog()
        let (window, p, c) = onScreen(log)
        defer { window.isHidden = true }
        spin()
        _ = log.take()
        c.setNeedsLayout()
        c.removeFromSuperview()
        spin()
        #expect(log.take() == ["P.layoutSubviews"])
        p.addSubview(c)
        spin()
        #expect(log.take() == ["P.layoutSubviews", "C.layoutSubviews"])
    }

    @Test("a hidden window's tree lays out only once the window is shown")
    func hiddenWindow() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let p = LayoutLogView("P", log: log, frame: window.bounds)
        window.addSubview(p)
        spin()
        #expect(log.take() == [])
        window.isHidden = false
        spin()
        #expect(log.take() == ["P.layoutSubviews"])
        p.setNeedsLayout()
        window.isHidden = true
        spin()
        #expect(log.take() == [])
        window.isHidden = false
        spin()
        #expect(log.take() == ["P.layoutSubviews"])
        window.isHidden = true
    }

    @Test("off screen nothing lays out at commit; layoutIfNeeded lays out now")
    func offScreen() {
        let log = EventLog()
        let p = LayoutLogView("P", log: log), c = LayoutLogView("C", log: log)
        p.addSubview(c)
        spin()
        #expect(log.take() == [])
        p.layoutIfNeeded()
        #expect(log.take() == ["P.layoutSubviews", "C.layoutSubviews"])
        p.layoutIfNeeded()
        #expect(log.take() == [])
        c.setNeedsLayout()
        spin()
        #expect(log.take() == [])
        c.layoutIfNeeded()
        #expect(log.take() == ["C.layoutSubviews"])
    }

    @Test("layoutIfNeeded on screen runs the pending layout at once, leaving nothing for the commit")
    func layoutIfNeededOnScreen() {
        let log = EventLog()
        let (window, p, _) = onScreen(log)
        defer { window.isHidden = true }
        spin()
        _ = log.take()
        p.setNeedsLayout()
        p.layoutIfNeeded()
        #expect(log.take() == ["P.layoutSubviews"])
        spin()
        #expect(log.take() == [])
    }
}

@MainActor @Suite("Sizing, safe area and layout margins", .checksForLeaks)
struct ViewSizingTests {
    @Test("sizeThatFits defaults to the current size; sizeToFit keeps the origin")
    func sizing() {
        let log = EventLog()
        let v = LayoutLogView("v", log: log, frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        #expect(v.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 100, height: 100))
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
        v.fittingSize = CGSize(width: 44, height: 22)
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 10, y: 20, width: 44, height: 22))
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    @Test("safe area: the window's unsafe edges, as far as they overlap the view")
    func safeArea() {
        let window = shownWindow()
        defer { window.isHidden = true }
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let full = UIView(frame: window.bounds)
        let bottom = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 452))
        let top = UIView(frame: CGRect(x: 0, y: 30, width: 393, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
        [full, bottom, top, middle].forEach(window.addSubview)
        #expect(full.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 29, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(UIView(frame: window.bounds).safeAreaInsets == .zero, "a view outside any window has none")
    }

    @Test("a subview takes its superview's safe area, capped at the superview's own insets")
    func nestedSafeArea() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))      // top 59
        let content = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 752)) // bottom 34 only
        window.addSubview(band)
        window.addSubview(content)
        let above = UIView(frame: CGRect(x: 0, y: -50, width: 100, height: 100))
        let inside = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 100))
        band.addSubview(above)
        band.addSubview(inside)
        // Above the band's top edge the inset stops growing at the band's own 59.
        #expect(above.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(inside.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        // content has no top inset, so a subview sticking out of its top gets none either, although
        // it reaches into the window's unsafe band (window y 10…110).
        let poking = UIView(frame: CGRect(x: 0, y: -90, width: 100, height: 100))
        content.addSubview(poking)
        #expect(poking.safeAreaInsets == .zero)
        // content's bottom band is its last 34 points (y 718…752); a child ending at 740 reaches 22 into it.
        let low = UIView(frame: CGRect(x: 0, y: 640, width: 100, height: 100))
        content.addSubview(low)
        #expect(low.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 22, right: 0))
        // A bounds origin in the superview moves the band with the content.
        content.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(low.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        content.bounds.origin = CGPoint(x: 0, y: -30)
        #expect(low.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test("a window's own safe area depends on how far its frame reaches into the unsafe edges")
    func windowSafeArea() {
        let middle = shownWindow(CGRect(x: 0, y: 300, width: 393, height: 200))
        let upper = shownWindow(CGRect(x: 0, y: 20, width: 393, height: 600))
        let lower = shownWindow(CGRect(x: 0, y: 500, width: 393, height: 340))
        defer { middle.isHidden = true; upper.isHidden = true; lower.isHidden = true }
        #expect(middle.safeAreaInsets == .zero)
        #expect(upper.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        // The window ends at y 840, 12 points above the screen's bottom: 34 − 12 = 22.
        #expect(lower.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 22, right: 0))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        upper.addSubview(v)
        #expect(v.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    }

    @Test("layout margins: 8 by default, at least the safe area when insetsLayoutMarginsFromSafeArea")
    func margins() {
        let window = shownWindow()
        defer { window.isHidden = true }
        let v = UIView(frame: window.bounds)
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        window.addSubview(v)
        #expect(v.insetsLayoutMarginsFromSafeArea)
        #expect(v.layoutMargins == UIEdgeInsets(top: 59, left: 8, bottom: 34, right: 8))
        v.insetsLayoutMarginsFromSafeArea = false
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        v.insetsLayoutMarginsFromSafeArea = true
        v.layoutMargins = UIEdgeInsets(top: 70, left: 20, bottom: 10, right: 0)
        #expect(v.layoutMargins == UIEdgeInsets(top: 70, left: 20, bottom: 34, right: 0))
        #expect(v.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 70, leading: 20, bottom: 34, trailing: 0))
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        v.insetsLayoutMarginsFromSafeArea = false
        #expect(v.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
