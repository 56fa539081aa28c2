import CoreGraphics
import Testing

@Suite("CGContext path filling, stroking and dashing")
struct PathFillingTests {
    /// A 20×20 donut: an outer circle of radius 10 and an inner circle of radius 5, both around (10, 10).
    func donut(_ rule: CGPathFillRule) -> CGContext {
        let ctx = CGContext.uikit(width: 20, height: 20)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
        ctx.fillPath(using: rule)
        return ctx
    }

    @Test("Even-odd leaves the donut's hole empty; winding fills it (both circles run the same way)")
    func evenOddVersusWinding() {
        let evenOdd = donut(.evenOdd), winding = donut(.winding)
        // Pixel (10, 10) spans 10…11: within 1.5 of the centre, inside the inner circle.
        #expect(evenOdd.pixel(10, 10) == ARGB.clear)
        #expect(winding.pixel(10, 10) == ARGB.green)
        // Pixel (2, 10): its corners lie 7 to 8.07 from the centre, wholly in the ring.
        #expect(evenOdd.pixel(2, 10) == ARGB.green)
        #expect(winding.pixel(2, 10) == ARGB.green)
        // Pixel (0, 0): its nearest corner (1, 1) is 12.7 from the centre, outside both.
        #expect(evenOdd.pixel(0, 0) == ARGB.clear)
    }

    @Test("A 2-wide vertical stroke at x = 5 covers columns 4 and 5 exactly")
    func lineWidthCoverage() {
        let ctx = CGContext.uikit(width: 10, height: 4)
        ctx.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 5, y: 0))
        ctx.addLine(to: CGPoint(x: 5, y: 4))
        ctx.strokePath()
        #expect(ctx.row(1) == [0, 0, 0, 0, ARGB.black, ARGB.black, 0, 0, 0, 0])
        #expect(ctx.isPathEmpty)
    }

    @Test("A 1-wide stroke on a pixel edge half-covers both neighbouring columns")
    func hairlineStraddlesPixels() {
        let ctx = CGContext.uikit(width: 10, height: 4)
        ctx.setStrokeColor(gray: 0, alpha: 1)
        ctx.setLineWidth(1)
        ctx.move(to: CGPoint(x: 5, y: 0))
        ctx.addLine(to: CGPoint(x: 5, y: 4))
        ctx.strokePath()
        // Coverage 0.5 → alpha 127.5, which rounds to 127 or 128.
        let row = ctx.row(1)
        #expect((127...128).contains(ARGB.alpha(row[4])))
        #expect((127...128).contains(ARGB.alpha(row[5])))
        #expect(row[3] == 0 && row[6] == 0)
    }

    @Test("Dash [4, 2] paints x 0–4, 6–10, 12–16, 18–20; phase 1 shifts it left by one")
    func dashPattern() {
        func dashedRow(phase: CGFloat) -> [Bool] {
            let ctx = CGContext.uikit(width: 20, height: 3)
            ctx.setStrokeColor(gray: 0, alpha: 1)
            ctx.setLineWidth(1)
            ctx.setLineCap(.butt)
            ctx.setLineDash(phase: phase, lengths: [4, 2])
            ctx.move(to: CGPoint(x: 0, y: 1.5))
            ctx.addLine(to: CGPoint(x: 20, y: 1.5))
            ctx.strokePath()
            return ctx.row(1).map { $0 == ARGB.black }
        }
        let on = [true, true, true, true, false, false]
        #expect(dashedRow(phase: 0) == Array((on + on + on + on).prefix(20)))
        #expect(dashedRow(phase: 1) == Array((on + on + on + on).dropFirst(1).prefix(20)))
    }

    @Test("Square caps extend a stroke by half the width; butt caps do not")
    func lineCaps() {
        func covered(_ cap: CGLineCap) -> [Bool] {
            let ctx = CGContext.uikit(width: 10, height: 3)
            ctx.setStrokeColor(gray: 0, alpha: 1)
            ctx.setLineWidth(2)
            ctx.setLineCap(cap)
            ctx.move(to: CGPoint(x: 3, y: 1.5)); ctx.addLine(to: CGPoint(x: 7, y: 1.5))
            ctx.strokePath()
            return ctx.row(1).map { $0 == ARGB.black }
        }
        #expect(covered(.butt) == [false, false, false, true, true, true, true, false, false, false])
        #expect(covered(.square) == [false, false, true, true, true, true, true, true, false, false])
    }

    @Test("At a right-angle corner a miter join fills the outer corner pixel; bevel and round joins cut it off")
    func lineJoins() {
        // Path (2, 8) → (2, 2) → (8, 2), width 4: the stroke's outer corner is (0, 0). A miter reaches it; a
        // bevel cuts along x + y = 2, leaving pixel (0, 0) empty. A round join follows a circle of radius 2
        // around (2, 2), which covers 0.315 of pixel (0, 0) (∫ from x = 2 − √3 to 1 of the part above the
        // arc), so alpha ≈ 80. Pixel (1, 1) is inside all three.
        func corner(_ join: CGLineJoin) -> (UInt32, UInt32) {
            let ctx = CGContext.uikit(width: 10, height: 10)
            ctx.setStrokeColor(gray: 0, alpha: 1)
            ctx.setLineWidth(4)
            ctx.setLineJoin(join)
            ctx.addLines(between: [CGPoint(x: 2, y: 8), CGPoint(x: 2, y: 2), CGPoint(x: 8, y: 2)])
            ctx.strokePath()
            return (ctx.pixel(0, 0), ctx.pixel(1, 1))
        }
        #expect(corner(.miter) == (ARGB.black, ARGB.black))
        #expect(ARGB.alpha(corner(.bevel).0) == 0 && corner(.bevel).1 == ARGB.black)
        #expect((76...85).contains(ARGB.alpha(corner(.round).0)) && corner(.round).1 == ARGB.black)
    }

    @Test("addPath, addArc and the context's path copy round-trip through Cairo")
    func contextPathCopy() {
        let ctx = CGContext.uikit(width: 10, height: 10)
        ctx.move(to: CGPoint(x: 1, y: 2))
        ctx.addLine(to: CGPoint(x: 5, y: 2))
        ctx.closePath()
        ctx.addRect(CGRect(x: 0, y: 0, width: 3, height: 3))
        let path = ctx.path!
        #expect(path._elements == [.move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 5, y: 2)), .close,
                                   .move(.zero), .line(CGPoint(x: 3, y: 0)), .line(CGPoint(x: 3, y: 3)),
                                   .line(CGPoint(x: 0, y: 3)), .close])
        #expect(ctx.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 3))
        #expect(ctx.pathContains(CGPoint(x: 1, y: 1), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 4, y: 4), mode: .fill))
    }

    @Test("A line without a current point is ignored and logged")
    func lineWithoutCurrentPoint() {
        let ctx = CGContext.uikit(width: 2, height: 2)
        ctx.addLine(to: CGPoint(x: 1, y: 1))
        #expect(ctx.isPathEmpty)
    }
}
