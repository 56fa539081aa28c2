import CoreGraphics
import Foundation
import Testing

@Suite("CGContext clipping and CTM transforms")
struct ClipAndTransformTests {
    @Test("A clip rect limits fills until the state is restored")
    func clipRect() {
        let ctx = CGContext.uikit(width: 10, height: 1)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 1))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 1))
        ctx.restoreGState()
        #expect(ctx.row(0) == Array(repeating: ARGB.red, count: 5) + Array(repeating: ARGB.clear, count: 5))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 1))
        #expect(ctx.pixel(5, 0) == ARGB.blue)
    }

    @Test("An even-odd clip to a donut keeps the hole clear")
    func evenOddClip() {
        let ctx = CGContext.uikit(width: 9, height: 9)
        ctx.addRect(CGRect(x: 0, y: 0, width: 9, height: 9))
        ctx.addRect(CGRect(x: 3, y: 3, width: 3, height: 3))
        ctx.clip(using: .evenOdd)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        #expect(ctx.row(4) == [ARGB.black, ARGB.black, ARGB.black, 0, 0, 0, ARGB.black, ARGB.black, ARGB.black])
    }

    @Test("translate then scale maps a unit square to pixels (3…4, 2…3)")
    func translateScale() {
        let ctx = CGContext.uikit(width: 6, height: 5)
        ctx.translateBy(x: 3, y: 2)
        ctx.scaleBy(x: 2, y: 2)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.row(1) == [0, 0, 0, 0, 0, 0])
        #expect(ctx.row(2) == [0, 0, 0, ARGB.black, ARGB.black, 0])
        #expect(ctx.row(3) == [0, 0, 0, ARGB.black, ARGB.black, 0])
        #expect(ctx.row(4) == [0, 0, 0, 0, 0, 0])
        // ctm = scale 2, translate (3, 2), then the flip into bottom-left device space (height 5).
        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 3, ty: 3))
    }

    @Test("A quarter turn maps (x, y) to (-y, x): a 2×3 rect at origin lands on x 7…10, y 0…2")
    func rotation() {
        let ctx = CGContext.uikit(width: 10, height: 4)
        ctx.translateBy(x: 10, y: 0)
        ctx.rotate(by: .pi / 2)
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
        #expect(ctx.row(0).map { $0 == ARGB.black } == [false, false, false, false, false, false, false, true, true, true])
        #expect(ctx.row(1).map { $0 == ARGB.black } == [false, false, false, false, false, false, false, true, true, true])
        #expect(ctx.row(2) == Array(repeating: 0, count: 10))
    }

    @Test("concatenate applies the transform before the current CTM")
    func concatenate() {
        let ctx = CGContext.uikit(width: 4, height: 4)
        ctx.concatenate(CGAffineTransform(translationX: 1, y: 2))
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 0, y: 0)) == CGPoint(x: 1, y: 2))
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.pixel(1, 2) == ARGB.black)
        #expect(ctx.pixel(0, 0) == 0)
    }
}
