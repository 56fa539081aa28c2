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

@Suite("CGContext image-mask clipping")
struct MaskClipTests {
    @Test("clip(to:mask:) scales later fills by the mask's alpha, and resetClip removes it")
    func maskAlpha() {
        let mask = CGImage(_argbPixels: [0xFF00_0000, 0x8000_0000, 0, 0xFF00_0000], width: 4, height: 1)
        let ctx = CGContext.uikit(width: 5, height: 1)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 4, height: 1), mask: mask)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 1))
        // Pixel 4 is outside the mask's rect, so it is clipped away too.
        #expect(ctx.row(0) == [ARGB.red, 0x8080_0000, 0, ARGB.red, 0])
        ctx.resetClip()
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 4, y: 0, width: 1, height: 1))
        #expect(ctx.pixel(4, 0) == ARGB.blue)
    }

    @Test("The mask is placed like draw(_:in:): upside down in a UIKit context unless the caller flips")
    func maskOrientation() {
        let topOnly = CGImage(_argbPixels: [0xFF00_0000, 0], width: 1, height: 2)
        let unflipped = CGContext.uikit(width: 1, height: 2)
        unflipped.clip(to: CGRect(x: 0, y: 0, width: 1, height: 2), mask: topOnly)
        unflipped.setFillColor(gray: 0, alpha: 1)
        unflipped.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(unflipped.makeImage()!._argbPixels == [0, ARGB.black])
        let flipped = CGContext.uikit(width: 1, height: 2)
        flipped.translateBy(x: 0, y: 2)
        flipped.scaleBy(x: 1, y: -1)
        flipped.clip(to: CGRect(x: 0, y: 0, width: 1, height: 2), mask: topOnly)
        flipped.setFillColor(gray: 0, alpha: 1)
        flipped.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        #expect(flipped.makeImage()!._argbPixels == [ARGB.black, 0])
    }

    @Test("Restoring the graphics state drops a mask set after the save")
    func maskIsGraphicsState() {
        let ctx = CGContext.uikit(width: 1, height: 1)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1), mask: CGImage(_argbPixels: [0], width: 1, height: 1))
        ctx.restoreGState()
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.pixel(0, 0) == ARGB.black)
    }
}
