import CCairo
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Scrolling by moving pixels (`_LayerRenderer.ScrollShift`): every frame must equal a full redraw, pixel for
/// pixel, and a plain scroll must repaint only what scrolled into view.
@MainActor @Suite("Scrolling by moving pixels", .checksForLeaks)
struct ScrollShiftRenderingTests {
    /// A screen: a scroll view of striped rows with labels (one row clipping a badge, one faded), a
    /// fixed marker inside the scroll view that stays put on screen (as an indicator does), a nested
    /// horizontal scroll view, and a view above the scroll view that overlaps it.
    struct Screen {
        let root: UIView
        let scrollView: UIScrollView
        let fixedMarker: UIView
        let nested: UIScrollView
        let overlay: UIView
    }

    func screen() -> Screen {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
        root.backgroundColor = .white
        let scrollView = UIScrollView(frame: CGRect(x: 10, y: 20, width: 100, height: 120))
        scrollView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        for i in 0..<30 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 20, width: 100, height: 20))
            row.backgroundColor = i % 2 == 0 ? UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1) : UIColor(white: 0.97, alpha: 1)
            let label = UILabel(frame: CGRect(x: 4, y: 2, width: 90, height: 16))
            label.text = "Row \(i)"
            label.font = .systemFont(ofSize: 11)
            row.addSubview(label)
            if i == 3 {
                row.clipsToBounds = true
                let badge = UIView(frame: CGRect(x: 80, y: 10, width: 30, height: 30))
                badge.backgroundColor = .red
                badge.layer.cornerRadius = 6
                row.addSubview(badge)
            }
            if i == 5 { row.alpha = 0.5 }
            scrollView.addSubview(row)
        }
        let nested = UIScrollView(frame: CGRect(x: 0, y: 200, width: 100, height: 40))
        nested.backgroundColor = .yellow
        nested.showsHorizontalScrollIndicator = false
        nested.contentSize = CGSize(width: 300, height: 40)
        for i in 0..<6 {
            let cell = UIView(frame: CGRect(x: CGFloat(i) * 50 + 5, y: 5, width: 40, height: 30))
            cell.backgroundColor = UIColor(red: CGFloat(i) / 6, green: 0.5, blue: 0.2, alpha: 1)
            nested.addSubview(cell)
        }
        scrollView.addSubview(nested)
        let marker = UIView(frame: CGRect(x: 92, y: 4, width: 4, height: 30))
        marker.backgroundColor = .black
        scrollView.addSubview(marker)
        scrollView.contentSize = CGSize(width: 100, height: 600)
        root.addSubview(scrollView)
        let overlay = UIView(frame: CGRect(x: 60, y: 110, width: 40, height: 40))
        overlay.backgroundColor = UIColor(red: 0, green: 0.6, blue: 0, alpha: 0.7)
        root.addSubview(overlay)
        return Screen(root: root, scrollView: scrollView, fixedMarker: marker, nested: nested, overlay: overlay)
    }

    /// Whether two buffers hold the same bytes.
    func samePixels(_ a: _PixelBuffer, _ b: _PixelBuffer) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        cairo_surface_flush(a.surface); cairo_surface_flush(b.surface)
        for y in 0..<a.height where memcmp(a.data + y * a.stride, b.data + y * b.stride, a.width * 4) != 0 { return false }
        return true
    }

    /// A fresh renderer's full frame of the same layers.
    func fullRedraw(_ root: UIView, scale: CGFloat) -> _PixelBuffer {
        let fresh = _FrameRenderer(size: root.bounds.size, scale: scale)
        fresh.render([root.layer], background: UIColor.white.cgColor)
        return fresh.buffer
    }

    func scroll(_ s: Screen, to y: CGFloat) {
        s.scrollView.contentOffset = CGPoint(x: 0, y: y)
        // The marker stays at the same place on screen, as a scroll indicator does.
        s.fixedMarker.frame.origin.y = y + 4
    }

    @Test("A scroll by whole pixels moves the pixels and repaints only the uncovered strip and what did not move with the content")
    func plainScrollRepaintsTheStrip() {
        let s = screen()
        let frames = _FrameRenderer(size: s.root.bounds.size, scale: 2)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        s.fixedMarker.isHidden = true
        s.overlay.isHidden = true
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        s.scrollView.contentOffset = CGPoint(x: 0, y: 7)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        // 7 points up at scale 2: the scroll view's 200×240 pixels move up by 14.
        let expected = _LayerRenderer.ScrollShift(rect: CGRect(x: 20, y: 40, width: 200, height: 240), dx: 0, dy: -14)
        #expect(frames.lastShift == expected)
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
        let repainted = frames.lastRepainted.reduce(0) { $0 + $1.width * $1.height }
        // The 14-pixel strip at the bottom, and the row whose drawing neighbour changed: well under the
        // 48,000 pixels of the scroll view.
        let strip: CGFloat = 200 * 14
        #expect(repainted >= strip)
        let limit: CGFloat = 200 * 14 + 200 * 40 + 400
        #expect(repainted <= limit)
        #expect(frames.lastRepainted.contains { $0.contains(CGRect(x: 20, y: 266, width: 200, height: 14)) })
    }

    @Test("Every frame of a scroll down and back, with a fixed marker, an overlay above, a clipping row, a faded row and a nested scroll view, equals a full redraw")
    func everyFrameEqualsAFullRedraw() {
        let s = screen()
        let frames = _FrameRenderer(size: s.root.bounds.size, scale: 2)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        var shifted = 0
        let offsets: [CGFloat] = [3, 9, 9.5, 30, 31, 60, 100, 180, 260, 250, 240, 140, 40, 0, 480, 470]
        for y in offsets {
            scroll(s, to: y)
            frames.render([s.root.layer], background: UIColor.white.cgColor)
            if frames.lastShift != nil { shifted += 1 }
            #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)), "offset \(y)")
        }
        // Half-pixel offsets (9.5 at scale 2 is whole; 9.25 would not be) move too; a jump larger than the
        // scroll view (180 → 260 is 80 points, less than 120) still moves. Only 0 → 480 cannot.
        #expect(shifted == offsets.count - 1)
        // The nested scroll view scrolled alone: pixels move inside it.
        scroll(s, to: 180)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        s.nested.contentOffset = CGPoint(x: 30, y: 0)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        #expect(frames.lastShift?.dx == -60)
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
        // Both scroll in one frame: no move, ordinary damage, still exact.
        scroll(s, to: 170)
        s.nested.contentOffset = CGPoint(x: 60, y: 0)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        #expect(frames.lastShift == nil)
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
        // A change inside the content while it scrolls is repainted.
        scroll(s, to: 160)
        (s.scrollView.subviews[9].subviews[0] as! UILabel).text = "Changed"
        s.scrollView.subviews[10].backgroundColor = .orange
        s.root.layoutIfNeeded()
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        #expect(frames.lastShift != nil)
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
    }

    @Test("Only the labels in view are rasterized: rows outside the clip keep no backing store until they scroll in")
    func offscreenContentIsNotRasterized() {
        let s = screen()
        let frames = _FrameRenderer(size: s.root.bounds.size, scale: 2)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        func rasterized() -> [Int] {
            (0..<30).filter { i in
                let label = s.scrollView.subviews[i].subviews[0]
                return (label.layer._backingStore as? _LayerStore)?.content != nil
            }
        }
        // 120 points of 20-point rows from offset 0: rows 0 to 5.
        #expect(rasterized() == [0, 1, 2, 3, 4, 5])
        scroll(s, to: 50)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        // Rows 2 to 8 are in view now; those drawn before keep their rasters.
        #expect(rasterized() == [0, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
    }

    @Test("A scroll view that is not opaque, has rounded corners or scrolls by a fraction of a pixel redraws as before")
    func ineligibleScrollsUseOrdinaryDamage() {
        let s = screen()
        let frames = _FrameRenderer(size: s.root.bounds.size, scale: 2)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        scroll(s, to: 10.25)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        #expect(frames.lastShift == nil)
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
        s.scrollView.backgroundColor = UIColor(white: 0.9, alpha: 0.5)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        scroll(s, to: 20)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        #expect(frames.lastShift == nil)
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
        s.scrollView.backgroundColor = .white
        s.scrollView.layer.cornerRadius = 8
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        scroll(s, to: 30)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        #expect(frames.lastShift == nil)
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
        s.scrollView.layer.cornerRadius = 0
        s.root.alpha = 0.8
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        scroll(s, to: 40)
        frames.render([s.root.layer], background: UIColor.white.cgColor)
        #expect(frames.lastShift == nil)
        #expect(samePixels(frames.buffer, fullRedraw(s.root, scale: 2)))
    }

    @Test("A fling with the scroll view's own indicators: every frame equals a full redraw and most frames move pixels")
    func flingWithIndicators() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let s = screen()
        s.scrollView.showsVerticalScrollIndicator = true
        s.fixedMarker.removeFromSuperview()
        let window = UIWindow(frame: s.root.bounds)
        window.addSubview(s.root)
        window.makeKeyAndVisible()
        spin()
        // Frames in motion place the content on whole pixels of the screen's scale.
        let scale = UIScreen.main.scale
        let frames = _FrameRenderer(size: s.root.bounds.size, scale: scale)
        frames.render([window.layer], background: UIColor.white.cgColor)
        s.scrollView._trackingBegan()
        s.scrollView._dragBegan()
        s.scrollView._dragMoved(translation: CGPoint(x: 0, y: -10))
        s.scrollView._dragEnded(velocity: CGPoint(x: 0, y: -800))
        var count = 0, moving = 0, shifted = 0, mismatches = 0
        while s.scrollView.isDecelerating && count < 600 {
            let before = s.scrollView.contentOffset
            clock.advance(by: 1.0 / 120)
            frames.render([window.layer], background: UIColor.white.cgColor)
            count += 1
            if s.scrollView.contentOffset != before { moving += 1 }
            if frames.lastShift != nil { shifted += 1 }
            if !samePixels(frames.buffer, fullRedraw(window, scale: scale)) { mismatches += 1 }
        }
        #expect(count > 30)
        #expect(mismatches == 0)
        // Every frame whose offset changed moved pixels, but the first (the scroll view had not scrolled before).
        #expect(moving > 30)
        #expect(shifted >= moving - 1)
        window.isHidden = true
    }
}
