import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
final class TintRecordingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() { tintChanges += 1 }
}

@MainActor @Suite("Dynamic colours resolved for drawing (dark mode reaches pixels)", .checksForLeaks)
struct DynamicColorTests {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let light = UITraitCollection(userInterfaceStyle: .light)

    func rgba255(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 255).rounded() }
    }

    @Test("System colours resolve to iOS's dark values; fixed colours do not change")
    func systemColoursHaveDarkVariants() {
        #expect(rgba255(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
        #expect(rgba255(UIColor.systemBlue.resolvedColor(with: light)) == [0, 122, 255, 255])
        #expect(rgba255(UIColor.systemGreen.resolvedColor(with: dark)) == [48, 209, 88, 255])
        #expect(rgba255(UIColor.systemGray6.resolvedColor(with: dark)) == [28, 28, 30, 255])
        #expect(rgba255(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 153])
        #expect(rgba255(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 255])
        #expect(rgba255(UIColor.red.resolvedColor(with: dark)) == [255, 0, 0, 255])
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1), "equality compares the light value")
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(rgba255(faded.resolvedColor(with: dark)) == [255, 255, 255, 128], "a faded dynamic colour stays dynamic")
    }

    @Test("A dynamic background is resolved for the view's traits, again when its style changes and when it moves into a dark window")
    func backgroundFollowsStyle() {
        let root = UIViewController()
        let window = makeVisible(root)
        let view = UIView()
        view.backgroundColor = .systemBackground
        root.view.addSubview(view)
        #expect(view.layer.backgroundColor?.components == [1, 1])
        root.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor?.components == [0, 1])
        #expect(view.backgroundColor == .systemBackground, "the view keeps the dynamic colour")
        root.overrideUserInterfaceStyle = .unspecified
        #expect(view.layer.backgroundColor?.components == [1, 1])

        window.overrideUserInterfaceStyle = .dark
        let late = UIView()
        late.backgroundColor = .secondarySystemBackground
        let lightValue: [CGFloat] = [242, 242, 247, 255], darkValue: [CGFloat] = [28, 28, 30, 255]
        #expect(late.layer.backgroundColor.map { rgba255(UIColor(cgColor: $0)) } == lightValue, "not in a window yet: light")
        root.view.addSubview(late)
        #expect(late.layer.backgroundColor.map { rgba255(UIColor(cgColor: $0)) } == darkValue)
    }

    @Test("The default tint follows dark mode: tintColorDidChange on the style change, the resolved tint is the dark blue")
    func defaultTintFollowsStyle() {
        let root = UIViewController()
        let window = makeVisible(root)
        let view = TintRecordingView()
        root.view.addSubview(view)
        let fixed = TintRecordingView()
        fixed.tintColor = .red
        root.view.addSubview(fixed)
        fixed.tintChanges = 0
        root.overrideUserInterfaceStyle = .dark
        #expect(view.tintChanges == 1)
        #expect(fixed.tintChanges == 0, "a fixed tint does not change")
        #expect(rgba255(view.tintColor.resolvedColor(with: view.traitCollection)) == [10, 132, 255, 255])
        root.overrideUserInterfaceStyle = .dark
        #expect(view.tintChanges == 1, "no change, no call")
        _ = window
    }

    @Test("A label's dynamic text colour is drawn in the dark value under a dark override")
    func labelTextDrawnDark() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        container.backgroundColor = .black
        let label = UILabel(frame: container.bounds)
        label.text = "HH"
        container.addSubview(label)
        func brightestTextPixel() -> UInt8 {
            let image = _FrameRenderer.image(of: container.layer, scale: 1)
            var best: UInt8 = 0
            for y in 0..<image.height { for x in 0..<image.width { best = max(best, image.pixel(x: x, y: y).r) } }
            return best
        }
        #expect(brightestTextPixel() == 0, "black text on black in light mode")
        container.overrideUserInterfaceStyle = .dark
        #expect(brightestTextPixel() == 255, "white text in dark mode")
    }
}
