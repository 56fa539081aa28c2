import CoreGraphics
import Testing
import UIKitTesting
@testable import QuartzCore

/// Issue 9, bug 5a: presentation copies omitted properties that live outside the animatable set.
@MainActor @Suite("Presentation copies carry every layer property", .checksForLeaks)
struct PresentationCopyTests {
    /// An animation of `zPosition` from 0 to 1 over 10 s: it changes nothing that is drawn here.
    func addUnrelatedAnimation(to layer: CALayer) {
        let animation = CABasicAnimation(keyPath: "zPosition")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 10
        layer.add(animation, forKey: "unrelated")
    }

    @Test("The presentation copy of an animating layer keeps allowsGroupOpacity, shouldRasterize, rasterizationScale, needsDisplayOnBoundsChange, allowsEdgeAntialiasing")
    func theFiveOmittedProperties() throws {
        try withVirtualClock { _ in
            let layer = CALayer()
            layer.allowsGroupOpacity = false
            layer.shouldRasterize = true
            layer.rasterizationScale = 2
            layer.needsDisplayOnBoundsChange = true
            layer.allowsEdgeAntialiasing = true
            layer.isDoubleSided = false
            addUnrelatedAnimation(to: layer)
            let copy = try #require(layer.presentation())
            #expect(copy !== layer)
            #expect(copy.allowsGroupOpacity == false)
            #expect(copy.shouldRasterize == true)
            #expect(copy.rasterizationScale == 2)
            #expect(copy.needsDisplayOnBoundsChange == true)
            #expect(copy.allowsEdgeAntialiasing == true)
            #expect(copy.isDoubleSided == false)
        }
    }

    @Test("Without group opacity, overlapping sublayers composite the same whether or not an unrelated animation runs")
    func groupOpacityIgnoresUnrelatedAnimations() {
        withVirtualClock { _ in
            let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
            let parent = CALayer()
            parent.frame = root.bounds
            parent.opacity = 0.5
            parent.allowsGroupOpacity = false
            for (x, color) in [(0, red), (8, blue)] {
                let sublayer = CALayer()
                sublayer.frame = CGRect(x: CGFloat(x), y: 0, width: 12, height: 10)
                sublayer.backgroundColor = color
                parent.addSublayer(sublayer)
            }
            root.addSublayer(parent)
            let still = _FrameRenderer.image(of: root, scale: 1, presentation: true)
            addUnrelatedAnimation(to: parent)
            let animating = _FrameRenderer.image(of: root, scale: 1, presentation: true)
            // Each sublayer fades alone: in the overlap (x 8…11) blue at half alpha lies over red at half
            // alpha: alpha 0.5 + 0.5·0.5 = 0.75 (191), red 0.5·0.5 = 0.25 (64), blue 0.5 (128), premultiplied.
            // As a group it would be blue at half alpha: (0, 0, 128, 128).
            let overlap = still.argb(x: 10, y: 5)
            let parts = [overlap >> 24, overlap >> 16 & 0xFF, overlap >> 8 & 0xFF, overlap & 0xFF].map(Int.init)
            #expect(zip(parts, [191, 64, 0, 128]).allSatisfy { abs($0 - $1) <= 1 })
            var differing = 0
            for y in 0..<10 { for x in 0..<20 where still.argb(x: x, y: y) != animating.argb(x: x, y: y) { differing += 1 } }
            #expect(differing == 0)
        }
    }
}
