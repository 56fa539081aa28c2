import CoreGraphics
import Testing

@Suite("CGGradient and shadows")
struct GradientShadowTests {
    let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                               colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                        CGColor(red: 0, green: 0, blue: 1, alpha: 1)] as CFArray,
                               locations: [0, 1])!

    @Test("A linear gradient is half red, half blue at its midpoint and stops at its end without options")
    func linearMidpoint() {
        // From x = 0 to x = 3: pixel centres 0.5, 1.5, 3.5 sit at t = 1/6, 1/2 and beyond the end.
        let ctx = CGContext.uikit(width: 5, height: 1)
        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 3, y: 0), options: [])
        let row = ctx.row(0)
        // t = 1/6: red 255 × 5/6 = 212.5, blue 42.5.
        #expect((212...213).contains(ARGB.red(row[0])) && (42...43).contains(ARGB.blue(row[0])))
        #expect((127...128).contains(ARGB.red(row[1])) && (127...128).contains(ARGB.blue(row[1])) && ARGB.alpha(row[1]) == 255)
        #expect(row[3] == ARGB.clear && row[4] == ARGB.clear)
    }

    @Test("drawsAfterEndLocation extends the last colour; drawsBeforeStartLocation the first")
    func linearExtension() {
        let ctx = CGContext.uikit(width: 6, height: 1)
        ctx.drawLinearGradient(redToBlue, start: CGPoint(x: 2.5, y: 0), end: CGPoint(x: 3.5, y: 0),
                               options: [.drawsAfterEndLocation])
        #expect(ctx.row(0)[0] == ARGB.clear)
        #expect(ctx.row(0)[5] == ARGB.blue)
        let both = CGContext.uikit(width: 6, height: 1)
        both.drawLinearGradient(redToBlue, start: CGPoint(x: 2.5, y: 0), end: CGPoint(x: 3.5, y: 0),
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.row(0)[0] == ARGB.red)
        #expect(both.row(0)[5] == ARGB.blue)
    }

    @Test("A radial gradient is the start colour at the centre and nothing outside the end circle without options")
    func radial() {
        let ctx = CGContext.uikit(width: 21, height: 21)
        ctx.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
                               endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 8, options: [])
        #expect(ctx.pixel(10, 10) == ARGB.red)
        #expect(ctx.pixel(0, 0) == ARGB.clear)
        let padded = CGContext.uikit(width: 21, height: 21)
        padded.drawRadialGradient(redToBlue, startCenter: CGPoint(x: 10.5, y: 10.5), startRadius: 0,
                                  endCenter: CGPoint(x: 10.5, y: 10.5), endRadius: 8, options: [.drawsAfterEndLocation])
        #expect(padded.pixel(0, 0) == ARGB.blue)
    }

    @Test("A sharp shadow falls offset down-right (UIKit's direction) under the shape, in the shadow colour")
    func sharpShadow() {
        let ctx = CGContext.uikit(width: 8, height: 8)
        ctx.setShadow(offset: CGSize(width: 2, height: 2), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 1, y: 1, width: 3, height: 3))
        #expect(ctx.pixel(1, 1) == ARGB.red)
        #expect(ctx.pixel(3, 3) == ARGB.red)
        // The shadow spans 3…5; where the shape does not cover it, it shows.
        #expect(ctx.pixel(5, 5) == ARGB.black)
        #expect(ctx.pixel(4, 3) == ARGB.black)
        #expect(ctx.pixel(6, 6) == ARGB.clear)
        #expect(ctx.pixel(0, 0) == ARGB.clear)
    }

    @Test("In a CoreGraphics bitmap context a positive shadow height moves the shadow up (base space is y-up)")
    func bitmapShadowGoesUp() {
        let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        // User y 0…1 is the bottom memory row (3); its shadow lands two rows higher, on memory row 1.
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let column = (0..<4).map { ctx.makeImage()!._pixel(x: 0, y: $0) }
        #expect(column == [ARGB.clear, ARGB.black, ARGB.clear, ARGB.red])
    }

    @Test("An image casts its shadow outside its own rectangle")
    func imageShadow() {
        let ctx = CGContext.uikit(width: 4, height: 4)
        ctx.setShadow(offset: CGSize(width: 1, height: 1), blur: 0, color: CGColor(gray: 0, alpha: 1))
        ctx.draw(CGImage(_argbPixels: [ARGB.red], width: 1, height: 1), in: CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(ctx.pixel(1, 1) == ARGB.red)
        #expect(ctx.pixel(2, 2) == ARGB.black)
        #expect(ctx.pixel(3, 3) == ARGB.clear && ctx.pixel(0, 0) == ARGB.clear)
    }

    @Test("A blurred shadow spreads beyond its shape and fades")
    func blurredShadow() {
        let ctx = CGContext.uikit(width: 30, height: 10)
        ctx.setShadow(offset: .zero, blur: 4, color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        let row = ctx.row(5)
        #expect(row[15] == ARGB.white)
        #expect(ARGB.alpha(row[9]) > ARGB.alpha(row[7]))
        #expect(ARGB.alpha(row[7]) > 0)
        #expect(row[0] == ARGB.clear)
    }

    @Test("Wide blurs (σ = 10 and 20, computed on a reduced mask) follow the Gaussian edge profile",
          arguments: [10, 20])
    func wideBlurProfile(sigma: Int) {
        // A square of side 8σ centred in a 20σ context; along its middle row the shadow edge is a half-plane
        // seen through a Gaussian of σ = blur / 2: alpha = 255 · Φ(−d / σ) at distance d outside the edge.
        let s = sigma
        let ctx = CGContext.uikit(width: 20 * s, height: 20 * s)
        ctx.setShadow(offset: .zero, blur: CGFloat(2 * s), color: CGColor(gray: 0, alpha: 1))
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 6 * s, y: 6 * s, width: 8 * s, height: 8 * s))
        let row = ctx.row(10 * s)
        // Just outside (d = 0.5): Φ(−0.05 or −0.025) ≈ 0.48–0.49 → 122–125. One σ out (d = σ + 0.5):
        // Φ(−1.05 or −1.025) ≈ 0.147–0.153 → 37–39. Three σ out: ≈ 0.
        #expect(abs(ARGB.alpha(row[6 * s - 1]) - 123) <= 6)
        #expect(abs(ARGB.alpha(row[5 * s - 1]) - 38) <= 6)
        #expect(ARGB.alpha(row[3 * s - 1]) <= 3)
        // Symmetric on the right.
        #expect(abs(ARGB.alpha(row[14 * s]) - ARGB.alpha(row[6 * s - 1])) <= 2)
        #expect(abs(ARGB.alpha(row[15 * s]) - ARGB.alpha(row[5 * s - 1])) <= 2)
        #expect(row[10 * s] == 0xFFFF_FFFF)
    }
}
