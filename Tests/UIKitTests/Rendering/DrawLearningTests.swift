import Testing
@testable import UIKit
import UIKitTesting

/// A view whose `draw(_:)` only calls the base implementation, which leaves `_baseDrawRan` set.
@MainActor final class BaseOnlyDrawingView: UIView {
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

/// A label class of its own, so that what the renderer learns about it starts from nothing here.
@MainActor final class ZeroSizeProbeLabel: UILabel {}

@MainActor @Suite("Learning which view classes draw", .checksForLeaks)
struct DrawLearningTests {
    @Test("A zero-size label displayed right after a base-only draw is not learned as a class that never draws")
    func zeroSizeLabelDoesNotTeachNoDraw() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let base = BaseOnlyDrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let empty = ZeroSizeProbeLabel(frame: .zero)
        empty.text = "Hidden"
        container.addSubview(base)
        container.addSubview(empty)
        _ = _FrameRenderer.image(of: container.layer, scale: 1)
        #expect(UIView._overridesDraw[ObjectIdentifier(ZeroSizeProbeLabel.self)] != false,
                "before the fix the empty box read the previous view's base draw and marked the class as not drawing")
        let label = ZeroSizeProbeLabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "Drawn"
        label.textColor = .black
        let pixels = _FrameRenderer.image(of: label.layer, scale: 1)
        var ink = 0
        for y in 0..<40 { for x in 0..<120 where pixels.pixel(x: x, y: y).a > 128 { ink += 1 } }
        #expect(ink > 20)
    }
}
