import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `_ScrollPhysics` fed directly, as the pan gesture recognizer and the display link will feed it.
@Suite("The scrolling state machine fed directly (spec §20.2–§20.5)", .checksForLeaks)
struct ScrollPhysicsTests {
    /// The W41 view: 320 × 480, content 1000 high, no insets.
    static let tall = _ScrollGeometry(size: CGSize(width: 320, height: 480), minOffset: .zero,
                                      maxOffset: CGPoint(x: 0, y: 520), scrollsHorizontally: false,
                                      scrollsVertically: true, bouncesHorizontally: true, bouncesVertically: true,
                                      isPagingEnabled: false, isDirectionalLockEnabled: false,
                                      decelerationRate: 0.998, pixel: 1.0 / 3)

    @Test("a drag returns willBeginDragging, then one scroll per move that changes the offset")
    func dragActions() {
        var p = _ScrollPhysics()
        #expect(p.dragBegan(offset: .zero, geometry: Self.tall) == [.willBeginDragging])
        #expect(p.isTracking && p.isDragging && !p.isDecelerating)
        #expect(p.dragMoved(translation: CGPoint(x: 0, y: -50), geometry: Self.tall) == [.scroll(to: CGPoint(x: 0, y: 50))])
        #expect(p.dragMoved(translation: CGPoint(x: 0, y: -50), geometry: Self.tall) == [])
        // 40 past the bottom edge (max 520): 40·0.55·480/(480 + 22).
        let past = p.dragMoved(translation: CGPoint(x: 0, y: -560), geometry: Self.tall)
        #expect(past == [.scroll(to: CGPoint(x: 0, y: 520 + 40 * 0.55 * 480 / (480 + 22)))])
    }

    @Test("a release hands the proposed target and velocity (pt/ms, content direction) to willEndDragging")
    func releaseProposal() {
        var p = _ScrollPhysics()
        _ = p.dragBegan(offset: CGPoint(x: 0, y: 100), geometry: Self.tall)
        var seen: (CGPoint, CGPoint)?
        let actions = p.dragEnded(velocity: CGPoint(x: 0, y: -200), at: 5, geometry: Self.tall) { v, target in
            seen = (v, target)
        }
        #expect(seen?.0 == CGPoint(x: 0, y: 0.2))
        #expect(abs(Double(seen!.1.y) - (100 + 0.2 / -log(0.998))) < 1e-9)
        #expect(actions == [.didEndDragging(willDecelerate: true), .willBeginDecelerating])
        #expect(p.isDragging && !p.isTracking && !p.isDecelerating && p.needsFrames)
        p.decelerationAnnounced()
        #expect(p.isDecelerating)
        // 100 ms after the release: x0 + v0 (r^100 − 1) / ln r, at whole pixels (scale 3).
        let expected = ((100 + 0.2 * (pow(0.998, 100) - 1) / log(0.998)) * 3).rounded() / 3
        guard case .scroll(let at100)? = p.tick(at: 5.1).first else { Issue.record("no scroll"); return }
        #expect(abs(Double(at100.y) - expected) < 1e-9)
        let end = p.tick(at: 100)
        #expect(end == [.scroll(to: seen!.1), .didEndDecelerating])
        #expect(!p.isDragging && !p.needsFrames)
    }

    @Test("fuzz bug (seed 3): a release exactly at the bottom edge, moving outward, bounces and comes to rest at the edge")
    func releaseAtTheEdgeMovingOutward() {
        var p = _ScrollPhysics()
        // The drag began at the edge and its translation on the axis is still zero (the pan's first
        // 10 points are not in it), but the finger moved: the release carries an outward velocity.
        _ = p.dragBegan(offset: CGPoint(x: 0, y: 520), geometry: Self.tall)
        let actions = p.dragEnded(velocity: CGPoint(x: 0, y: -300), at: 0, geometry: Self.tall)
        #expect(actions == [.didEndDragging(willDecelerate: true), .willBeginDecelerating])
        p.decelerationAnnounced()
        // It goes out past the edge first, then the spring brings it back.
        guard case .scroll(let out)? = p.tick(at: 0.05).first else { Issue.record("no scroll"); return }
        #expect(out.y > 520)
        #expect(p.tick(at: 10) == [.scroll(to: CGPoint(x: 0, y: 520)), .didEndDecelerating])
        #expect(!p.isDragging && !p.isDecelerating && !p.needsFrames)
    }

    @Test("a target moved by the delegate is reached exactly; one outside the range is clamped into it")
    func retargeting() {
        var p = _ScrollPhysics()
        _ = p.dragBegan(offset: CGPoint(x: 0, y: 100), geometry: Self.tall)
        _ = p.dragEnded(velocity: CGPoint(x: 0, y: -200), at: 0, geometry: Self.tall) { _, target in target.y = 9000 }
        #expect(p.tick(at: 60).last == .didEndDecelerating)
        #expect(p.tick(at: 61) == [])
        var q = _ScrollPhysics()
        _ = q.dragBegan(offset: CGPoint(x: 0, y: 100), geometry: Self.tall)
        _ = q.dragEnded(velocity: .zero, at: 0, geometry: Self.tall) { _, target in target.y = 200 }
        #expect(q.tick(at: 60) == [.scroll(to: CGPoint(x: 0, y: 200)), .didEndDecelerating])
    }

    @Test("the rubber band and its inverse agree, so a caught bounce does not jump")
    func rubberBandInverse() {
        for shown: CGFloat in [-1, -30, -120, 560, 700] {
            let raw = _ScrollPhysics.unbanded(shown, min: 0, max: 520, range: 480)
            let back = _ScrollPhysics.banded(raw, min: 0, max: 520, range: 480, bounces: true)
            #expect(abs(back - shown) < 1e-9)
        }
        #expect(_ScrollPhysics.banded(-100, min: 0, max: 520, range: 480, bounces: false) == 0)
        #expect(_ScrollPhysics.rubberBandCoefficient == 0.55)
    }

    @Test("paging targets: nearest page when slow, the next page in the flick's direction when fast, one page at most")
    func pageTargets() {
        #expect(_ScrollPhysics.pageTarget(100, startOffset: 0, velocity: 0, pageSize: 320) == 0)
        #expect(_ScrollPhysics.pageTarget(170, startOffset: 0, velocity: 0, pageSize: 320) == 320)
        #expect(_ScrollPhysics.pageTarget(100, startOffset: 0, velocity: 0.5, pageSize: 320) == 320)
        #expect(_ScrollPhysics.pageTarget(600, startOffset: 320, velocity: -0.5, pageSize: 320) == 320)
        #expect(_ScrollPhysics.pageTarget(700, startOffset: 320, velocity: 50, pageSize: 320) == 640)
        #expect(_ScrollPhysics.pageTarget(1000, startOffset: 320, velocity: 50, pageSize: 320) == 640)
    }

    @Test("an animated programmatic scroll moves at constant velocity and ends with didEndScrollingAnimation")
    func programmaticAnimation() {
        var p = _ScrollPhysics()
        p.animate(from: .zero, to: CGPoint(x: 0, y: 90), at: 1, pixel: 1.0 / 3)
        #expect(p.isAnimating && !p.isDragging)
        guard case .scroll(let mid)? = p.tick(at: 1.15).first else { Issue.record("no scroll"); return }
        #expect(abs(mid.y - 45) < 1e-9)
        #expect(p.tick(at: 1.31) == [.scroll(to: CGPoint(x: 0, y: 90)), .didEndScrollingAnimation])
        p.animate(from: .zero, to: .zero, at: 2, pixel: 1.0 / 3)
        #expect(!p.isAnimating && p.tick(at: 3) == [])
    }
}
