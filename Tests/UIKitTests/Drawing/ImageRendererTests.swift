import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIGraphicsImageRenderer and the current context", .checksForLeaks)
struct ImageRendererTests {
    @Test("At scale 2, a 3×2 pt renderer makes a 6×4-pixel image whose size is 3×2 pt")
    func scaleAndSize() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.scale == 2)
        #expect(image.cgImage!.width == 6 && image.cgImage!.height == 4)
        // Point (1…2, 0…1) is pixels 2…3 in rows 0…1.
        #expect(image.pixels == [0, 0, Px.red, Px.red, 0, 0,
                                 0, 0, Px.red, Px.red, 0, 0,
                                 0, 0, 0, 0, 0, 0,
                                 0, 0, 0, 0, 0, 0])
    }

    @Test("The default format uses the main screen's scale, is not opaque and has automatic range")
    func defaultFormat() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIScreen.main.scale)
        #expect(!format.opaque)
        #expect(format.preferredRange == .automatic)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1))
        #expect((renderer.format as! UIGraphicsImageRendererFormat).scale == UIScreen.main.scale)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 2, height: 1))
    }

    @Test("A renderer for bounds at (10, 10) puts that point at the top-left pixel")
    func boundsOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 2, height: 2), format: format).image { ctx in
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
        }
        #expect(image.pixels == [Px.blue, 0, 0, 0])
    }

    @Test("An opaque format starts black; currentImage shows the drawing so far; stroke uses the stroke colour")
    func opaqueAndCurrentImage() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        var midway: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            midway = ctx.currentImage
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1), blendMode: .normal)
        }
        #expect(midway?.pixels == [Px.green, Px.black])
        #expect(image.pixels == [Px.green, Px.green])
    }

    @Test("The renderer's context is current only inside the actions; push and pop nest")
    func currentContextStack() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var inside: CGContext?, rendererContext: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { ctx in
            inside = UIGraphicsGetCurrentContext()
            rendererContext = ctx.cgContext
            let other = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            UIGraphicsPushContext(other)
            #expect(UIGraphicsGetCurrentContext() === other)
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() === ctx.cgContext)
        }
        #expect(inside != nil && inside === rendererContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("pngData decodes back to the same pixels at scale 1")
    func pngData() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let data = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).pngData { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 0.5, height: 1))
        }
        let image = try #require(UIImage(data: data))
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(image.pixels == [Px.red, 0, Px.red, 0])
    }

    @Test("The legacy image context draws at the given scale and returns an image")
    func legacyImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 0.5))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.scale == 2)
        #expect(image?.pixels == [Px.red, Px.red, 0, 0])
    }

    @Test("Rendering works off the main thread, with its own context stack")
    func offMainThread() async {
        let pixels = await Task.detached { () -> [UInt32] in
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in
                UIColor.blue.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }.cgImage!._argbPixels
        }.value
        #expect(pixels == [Px.blue])
    }
}
