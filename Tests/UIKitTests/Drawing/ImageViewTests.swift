import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIImageView", .checksForLeaks)
struct ImageViewTests {
    /// Every content mode for a 40×40-pt image in bounds (10, 20, 100, 50), worked out by hand.
    /// Centre of the bounds: (60, 45). Fit scale min(2.5, 1.25) = 1.25 → 50×50; fill scale 2.5 → 100×100.
    @Test("The image rect for each of the 13 content modes")
    func contentModeRects() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        let size = CGSize(width: 40, height: 40)
        let expected: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, CGRect(x: 10, y: 20, width: 100, height: 50)),
            (.scaleAspectFit, CGRect(x: 35, y: 20, width: 50, height: 50)),
            (.scaleAspectFill, CGRect(x: 10, y: -5, width: 100, height: 100)),
            (.redraw, CGRect(x: 10, y: 20, width: 100, height: 50)),
            (.center, CGRect(x: 40, y: 25, width: 40, height: 40)),
            (.top, CGRect(x: 40, y: 20, width: 40, height: 40)),
            (.bottom, CGRect(x: 40, y: 30, width: 40, height: 40)),
            (.left, CGRect(x: 10, y: 25, width: 40, height: 40)),
            (.right, CGRect(x: 70, y: 25, width: 40, height: 40)),
            (.topLeft, CGRect(x: 10, y: 20, width: 40, height: 40)),
            (.topRight, CGRect(x: 70, y: 20, width: 40, height: 40)),
            (.bottomLeft, CGRect(x: 10, y: 30, width: 40, height: 40)),
            (.bottomRight, CGRect(x: 70, y: 30, width: 40, height: 40)),
        ]
        #expect(expected.count == 13)
        for (mode, rect) in expected {
            #expect(UIImageView._imageRect(for: mode, imageSize: size, in: bounds) == rect, "\(mode)")
        }
    }

    @Test("A wide image aspect-fits by width and aspect-fills by height")
    func aspectWide() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let size = CGSize(width: 200, height: 50)
        #expect(UIImageView._imageRect(for: .scaleAspectFit, imageSize: size, in: bounds) == CGRect(x: 0, y: 37.5, width: 100, height: 25))
        #expect(UIImageView._imageRect(for: .scaleAspectFill, imageSize: size, in: bounds) == CGRect(x: -150, y: 0, width: 400, height: 100))
    }

    @Test("init(image:) sizes the view to the image; intrinsic size and sizeThatFits are the image's size")
    func sizing() {
        let image = UIImage(cgImage: CGImage(_argbPixels: Array(repeating: Px.red, count: 6), width: 3, height: 2), scale: 2, orientation: .up)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 1.5, height: 1))
        #expect(view.intrinsicContentSize == CGSize(width: 1.5, height: 1))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 1.5, height: 1))
        #expect(!view.isUserInteractionEnabled)
        let empty = UIImageView(frame: .zero)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(empty.layer.contents == nil)
    }

    @Test("The layer shows the image's bitmap at its scale, with the content mode's gravity")
    func layerContents() {
        let image = redOverBlue(scale: 2)
        let view = UIImageView(image: image)
        #expect((view.layer.contents as? CGImage) === image.cgImage)
        #expect(view.layer.contentsScale == 2)
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test("Highlighting shows the highlighted image")
    func highlighted() {
        let normal = redOverBlue(), lit = UIImage(cgImage: CGImage(_argbPixels: [Px.green], width: 1, height: 1))
        let view = UIImageView(image: normal, highlightedImage: lit)
        view.isHighlighted = true
        #expect((view.layer.contents as? CGImage) === lit.cgImage)
        view.isHighlighted = false
        #expect((view.layer.contents as? CGImage) === normal.cgImage)
    }

    @Test("A template image is shown in the view's tint colour and follows tint changes")
    func templateTint() {
        let template = UIImage(cgImage: CGImage(_argbPixels: [0x8080_0000, Px.green], width: 2, height: 1)).withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: template)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect((view.layer.contents as? CGImage)?._argbPixels == [0x8000_0080, Px.blue])
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect((view.layer.contents as? CGImage)?._argbPixels == [0x8080_0000, Px.red])
        // An original-mode image is never tinted.
        view.image = template.withRenderingMode(.alwaysOriginal)
        #expect((view.layer.contents as? CGImage)?._argbPixels == [0x8080_0000, Px.green])
    }
}
