import Testing
import CoreGraphics
import CCairo
import Foundation
import UIKitTesting
@testable import QuartzCore

/// Skipping subtrees outside the clip (`_LayerRenderer+Culling.swift`): a frame that culls must equal a
/// fresh full redraw, pixel for pixel, after every change that can bring a culled subtree into view; the
/// cached reach must be forgotten by each such change; and signatures must not see rounding noise.
@MainActor @Suite("Culling subtrees outside the clip", .checksForLeaks)
struct SubtreeCullingTests {
    /// A 60×80 clip of twenty 20-pt rows (every third with a child square), scrolled by the clip's bounds.
    struct List {
        let root: CALayer
        let clip: CALayer
        let rows: [CALayer]
    }

    func list() -> List {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 80, height: 100)
        root.backgroundColor = .white
        let clip = CALayer()
        clip.frame = CGRect(x: 10, y: 10, width: 60, height: 80)
        clip.masksToBounds = true
        clip.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        var rows: [CALayer] = []
        for i in 0..<20 {
            let row = CALayer()
            row.frame = CGRect(x: 0, y: CGFloat(i) * 20, width: 60, height: 20)
            row.backgroundColor = CGColor(red: CGFloat(i) / 20, green: 0.3, blue: 1 - CGFloat(i) / 20, alpha: 1)
            if i % 3 == 0 {
                let square = CALayer()
                square.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
                square.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                row.addSublayer(square)
            }
            clip.addSublayer(row)
            rows.append(row)
        }
        root.addSublayer(clip)
        return List(root: root, clip: clip, rows: rows)
    }

    func samePixels(_ a: _PixelBuffer, _ b: _PixelBuffer) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        cairo_surface_flush(a.surface); cairo_surface_flush(b.surface)
        for y in 0..<a.height where memcmp(a.data + y * a.stride, b.data + y * b.stride, a.width * 4) != 0 { return false }
        return true
    }

    func fullRedraw(_ root: CALayer, scale: CGFloat) -> _PixelBuffer {
        let fresh = _FrameRenderer(size: root.bounds.size, scale: scale)
        fresh.renderer.cullsSubtrees = false
        fresh.render([root], background: .white)
        return fresh.buffer
    }

    @Test("Rows far outside the clip are culled: they get no backing store and are not walked")
    func farRowsAreCulled() {
        let l = list()
        let frames = _FrameRenderer(size: l.root.bounds.size, scale: 2)
        frames.render([l.root], background: .white)
        // The clip shows rows 0...3 (80 pt); row 4 starts at its edge, where the reach's margin keeps it.
        for (i, row) in l.rows.enumerated() {
            #expect((row._backingStore != nil) == (i <= 4), "row \(i)")
        }
        // Each culled row's reach is cached: its bounds and its child, 2 pt of margin around them.
        #expect(l.rows[9]._reachIsValid)
        #expect(l.rows[9]._cachedReach == CGRect(x: -2, y: -2, width: 64, height: 24))
        #expect(samePixels(frames.buffer, fullRedraw(l.root, scale: 2)))
    }

    @Test("Moving a culled row, growing its child past its bounds, moving a grandchild, adding a shadow: each brings it into view at once")
    func changesBringCulledSubtreesIntoView() {
        let l = list()
        let frames = _FrameRenderer(size: l.root.bounds.size, scale: 2)
        frames.render([l.root], background: .white)
        func check(_ what: String) {
            frames.render([l.root], background: .white)
            #expect(samePixels(frames.buffer, fullRedraw(l.root, scale: 2)), "\(what)")
        }
        // A row's own position.
        l.rows[10].position = CGPoint(x: 30, y: 30)
        check("row 10 moved into view")
        // A child that reaches out of its (unclipped) row into view: the row's reach must grow.
        let square = l.rows[12].sublayers![0]
        square.frame = CGRect(x: 20, y: -200, width: 10, height: 10)
        #expect(!l.rows[12]._reachIsValid)
        check("row 12's child moved into view")
        // A grandchild added below a culled row's child, then moved into view.
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        grandchild.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        l.rows[15].sublayers![0].addSublayer(grandchild)
        check("grandchild added off screen")
        grandchild.position = CGPoint(x: 30, y: -260)
        #expect(!l.rows[15]._reachIsValid)
        check("grandchild moved into view")
        // A shadow cast far upwards by a culled row.
        l.rows[7].shadowOpacity = 1
        l.rows[7].shadowRadius = 2
        l.rows[7].shadowOffset = CGSize(width: 0, height: -100)
        check("row 7's shadow cast into view")
        // The list scrolled: the clip's bounds move, its rows' reaches stay valid.
        #expect(l.rows[18]._reachIsValid)
        l.clip.bounds.origin.y = 300
        #expect(l.rows[18]._reachIsValid)
        check("scrolled to the end")
    }

    @Test("A subtree with an animation or a pending display has no reach and is walked; adding either forgets the reach up the ancestors")
    func animationsAndDisplayAreNeverCulled() {
        let l = list()
        let frames = _FrameRenderer(size: l.root.bounds.size, scale: 2)
        frames.render([l.root], background: .white)
        let row = l.rows[12]
        let square = row.sublayers![0]
        #expect(row._reachIsValid && square._reachIsValid)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 30, y: 30)
        move.toValue = CGPoint(x: 30, y: 30)
        move.duration = 1000
        square.add(move, forKey: "move")
        #expect(!square._reachIsValid && !row._reachIsValid && !l.clip._reachIsValid)
        #expect(_LayerRenderer.reach(of: row) == nil)
        square.removeAllAnimations()
        #expect(_LayerRenderer.reach(of: row) != nil)
        row.setNeedsDisplay()
        #expect(!row._reachIsValid)
        #expect(_LayerRenderer.reach(of: row) == nil)
        row.displayIfNeeded()
        #expect(_LayerRenderer.reach(of: row) != nil)
    }

    @Test("Invalidation stops at the first ancestor already invalid, and a valid reach implies valid reaches below")
    func invalidationInvariant() {
        let l = list()
        _ = _LayerRenderer.reach(of: l.clip)
        #expect(l.clip._reachIsValid && l.rows.allSatisfy(\._reachIsValid))
        l.rows[3].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(!l.rows[3]._reachIsValid && !l.clip._reachIsValid)
        #expect(l.rows[2]._reachIsValid)
        // Removing a row forgets the old parent's reach; inserting it elsewhere forgets the new one's.
        _ = _LayerRenderer.reach(of: l.clip)
        l.rows[5].removeFromSuperlayer()
        #expect(!l.clip._reachIsValid)
        _ = _LayerRenderer.reach(of: l.rows[6])
        l.rows[6].addSublayer(l.rows[5])
        #expect(!l.rows[6]._reachIsValid)
        // Replacing every sublayer, even with none.
        _ = _LayerRenderer.reach(of: l.clip)
        l.clip.sublayers = nil
        #expect(!l.clip._reachIsValid)
    }

    @Test("Rounding noise in matrices is not damage: a scroll by thirds of a point at scale 3 repaints the uncovered strip and the first row in view")
    func fractionalPointScrollRepaintsTheStrip() {
        let l = list()
        let frames = _FrameRenderer(size: l.root.bounds.size, scale: 3)
        frames.render([l.root], background: .white)
        var repaintedMost: CGFloat = 0
        // Offsets in thirds of a point are whole device pixels, but 59.333… × 3 is not exactly 178.
        let third: CGFloat = 1.0 / 3.0
        let offsets: [CGFloat] = [10 + 2 * third, 59 + third, 107 + third, 154 + third, 201]
        for y in offsets {
            let moved = abs(y - l.clip.bounds.origin.y) * 3
            l.clip.bounds.origin.y = y
            frames.render([l.root], background: .white)
            #expect(frames.lastShift != nil, "offset \(y)")
            let repainted = frames.lastRepainted.reduce(0) { $0 + $1.width * $1.height }
            // The strip, and the first row in view, whose drawing neighbour (the row above it) left.
            repaintedMost = max(repaintedMost, repainted / (180 * (moved.rounded() + 60 + 2)))
            #expect(samePixels(frames.buffer, fullRedraw(l.root, scale: 3)), "offset \(y)")
        }
        // The strip that scrolled in is 180 pixels wide and as tall as the move; a row is 60 pixels tall.
        #expect(repaintedMost <= 1)
    }
}
