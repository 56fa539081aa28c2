import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIImageView and draw(_:) through the layer renderer", .checksForLeaks)
struct ImageViewRenderingTests {
    /// Renders `view` at scale 1 into an image of its bounds.
    func snapshot(_ view: UIView) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { ctx in
            view.layer.render(in: ctx.cgContext)
        }
    }

    /// The smallest rectangle holding every fully red pixel, or nil when there is none.
    func redBox(_ image: UIImage) -> CGRect? {
        let bitmap = image.cgImage!
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap._pixel(x: x, y: y) == Px.red {
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test("Every content mode renders the image where _imageRect says (a 4×4 image in a 10×8 view)")
    func renderedPlacementMatchesImageRect() {
        let image = UIImage(cgImage: CGImage(_argbPixels: Array(repeating: Px.red, count: 16), width: 4, height: 4))
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top, .bottom,
                                           .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
        for mode in modes {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 8))
            view.image = image
            view.contentMode = mode
            let expected = UIImageView._imageRect(for: mode, imageSize: image.size, in: view.bounds)
                .intersection(view.bounds)
            // Fit is 8×8 at (1, 0), fill 10×10 at (0, -1), centre (3, 2): every edge is on a whole pixel,
            // so the red pixels are exactly the rect.
            #expect(redBox(snapshot(view)) == expected, "\(mode)")
        }
    }

    final class Badge: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 1, y: 1, width: 2, height: 3)).fill()
        }
    }

    @Test("A view's draw(_:) can fill a UIBezierPath into the current context")
    func drawWithBezierPath() {
        let view = Badge(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.backgroundColor = .clear
        view.layer.displayIfNeeded()
        #expect(redBox(snapshot(view)) == CGRect(x: 1, y: 1, width: 2, height: 3))
    }
}
