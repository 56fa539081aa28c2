import CoreGraphics
import Foundation
import Testing

@Suite("CGColor, CGColorSpace and CGVector")
struct CGColorTests {
    @Test("an sRGB colour keeps its four components, alpha last")
    func rgbComponents() {
        let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.8)
        #expect(color.components == [0.25, 0.5, 0.75, 0.8])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.8)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(color.colorSpace?.model == .rgb)
        #expect(color.colorSpace?.numberOfComponents == 3)
    }

    @Test("a gray colour has two components in the gray space")
    func grayComponents() {
        let gray = CGColor(gray: 0.5, alpha: 0.25)
        #expect(gray.components == [0.5, 0.25])
        #expect(gray.numberOfComponents == 2)
        #expect(gray.alpha == 0.25)
        #expect(gray.colorSpace?.model == .monochrome)
        #expect(gray.colorSpace?.name == CGColorSpace.genericGrayGamma2_2)
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
    }

    @Test("copy(alpha:) replaces only the alpha")
    func copyAlpha() {
        let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        let faded = color.copy(alpha: 0.5)
        #expect(faded?.components == [0.25, 0.5, 0.75, 0.5])
        #expect(faded?.colorSpace == color.colorSpace)
        #expect(color.alpha == 1)
        #expect(CGColor.white.copy(alpha: 0)?.components == [1, 0])
    }

    @Test("equality needs the same space and components")
    func equality() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        // White in the gray space is not the same colour object as white in sRGB.
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(Set([CGColor.black, CGColor(gray: 0, alpha: 1), CGColor.white]).count == 2)
    }

    @Test("colour spaces by name, and from component pointers")
    func colorSpaces() throws {
        #expect(CGColorSpace(name: "no such space") == nil)
        #expect(CGColorSpace(name: CGColorSpace.extendedSRGB)?.model == .rgb)
        #expect(CGColorSpaceCreateDeviceRGB().numberOfComponents == 3)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let values: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let color = values.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) }
        #expect(color?.components == values)
        #expect(color == CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
    }

    @Test("CGVector stores dx and dy")
    func vector() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector(dx: 3.0, dy: -4.0) == v)
        #expect(CGVector(dx: Int(3), dy: Int(-4)) == v)
        #expect(CGVector.zero == CGVector() && CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(v != CGVector(dx: -4, dy: 3))
        #expect(v.description == "(3.0, -4.0)")
    }
}
