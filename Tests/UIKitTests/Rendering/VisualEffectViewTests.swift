import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite("UIVisualEffectView, UIBlurEffect and UIVibrancyEffect", .checksForLeaks)
struct VisualEffectViewTests {
    /// A 200×40 view, black on the left half and white on the right, under an effect view filling it.
    func scene(_ effect: UIVisualEffect?) -> (UIView, UIVisualEffectView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        root.backgroundColor = .white
        let black = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        black.backgroundColor = .black
        root.addSubview(black)
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = root.bounds
        root.addSubview(effectView)
        return (root, effectView)
    }

    func red(_ view: UIView, _ x: Int) -> Int {
        Int(_FrameRenderer.image(of: view.layer, scale: 1).pixel(x: x, y: 20).r)
    }

    @Test("Blur styles and vibrancy styles have Apple's raw values")
    func rawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0)
        #expect(UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6)
        #expect(UIBlurEffect.Style.systemChromeMaterial.rawValue == 10)
        #expect(UIBlurEffect.Style.systemUltraThinMaterialLight.rawValue == 11)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test("A dark blur: tint over the blurred backdrop, worked out by hand for a Gaussian of 10 px")
    func darkBlurPixels() {
        let (root, effectView) = scene(UIBlurEffect(style: .dark))
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.contentView.frame == root.bounds)
        // Tint (white 0.11, alpha 0.73) over the blur: 0.11·0.73·255 = 20.5, plus 0.27 of the blurred value.
        #expect(abs(red(root, 20) - 20) <= 1, "80 px into the black side: black blurred stays black")
        #expect(abs(red(root, 180) - 89) <= 1, "80 px into the white side: 20.5 + 0.27·255 = 89.3")
        // At the edge the blur is half way: 20.5 + 0.27·127.5 = 54.9 on average over the two edge pixels.
        let edgeSum = red(root, 99) + red(root, 100)
        #expect(abs(edgeSum - 110) <= 3)
        // 10.5 px into the white side: Φ(1.05) = 0.853 of white, 20.5 + 0.27·217.6 = 79.2.
        #expect(abs(red(root, 110) - 79) <= 3)
        // 10.5 px into the black side: Φ(-1.05) = 0.147 of white, 20.5 + 0.27·37.4 = 30.6.
        #expect(abs(red(root, 89) - 31) <= 3)
    }

    @Test("No effect draws the content behind unchanged; setting the effect to nil in an animation fades the blur out")
    func effectToNil() {
        let (root, effectView) = scene(nil)
        #expect(red(root, 110) == 255)
        #expect(red(root, 89) == 0)
        effectView.effect = UIBlurEffect(style: .light)
        #expect(red(root, 110) != 255)
        UIView.animate(withDuration: 0.3) { effectView.effect = nil }
        #expect(effectView.effect == nil)
        #expect(effectView._backdropView.layer.animationKeys()?.contains("opacity") == true, "the fade is animated")
        #expect(red(root, 110) == 255, "the model value: no blur")
    }

    @Test("A dynamic style follows the effect view's traits; a …Light style does not")
    func dynamicStyles() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let regular = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        container.addSubview(regular)
        container.addSubview(fixed)
        #expect(regular._backdropView.backgroundColor == UIColor(white: 0.97, alpha: 0.6))
        container.overrideUserInterfaceStyle = .dark
        #expect(regular._backdropView.backgroundColor == UIColor(white: 0.11, alpha: 0.73))
        #expect(fixed._backdropView.backgroundColor == UIColor(white: 0.96, alpha: 0.7))
    }

    @Test("Vibrancy: content at the style's opacity, no blur of its own")
    func vibrancy() {
        let blur = UIBlurEffect(style: .dark)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        #expect(Float(vibrancy.contentView.alpha) == 0.6, "the layer stores a Float")
        #expect(vibrancy._backdropView.alpha == 0)
        #expect((vibrancy.effect as? UIVibrancyEffect)?._blurEffect === blur)
        #expect(UIVibrancyEffect(blurEffect: blur)._style == .label)
    }

    @Test("Snapshot: stripes and text behind light, dark, thin-material and regular (in a dark subtree) blurs")
    func blurSnapshot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 150))
        root.backgroundColor = .white
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for i in 0..<16 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 150))
            stripe.backgroundColor = colors[i % colors.count]
            root.addSubview(stripe)
        }
        let behind = UILabel(frame: CGRect(x: 10, y: 8, width: 300, height: 30))
        behind.text = "Behind the glass"
        behind.font = .boldSystemFont(ofSize: 24)
        root.addSubview(behind)
        let styles: [UIBlurEffect.Style] = [.light, .dark, .systemThinMaterial, .regular]
        for (i, style) in styles.enumerated() {
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: style))
            effectView.frame = CGRect(x: 8 + CGFloat(i) * 78, y: 20, width: 70, height: 120)
            effectView.layer.cornerRadius = 12
            effectView.clipsToBounds = true
            if style == .regular { effectView.overrideUserInterfaceStyle = .dark }
            let label = UILabel(frame: CGRect(x: 6, y: 80, width: 60, height: 20))
            label.text = "\(style.rawValue)"
            label.textColor = .label
            effectView.contentView.addSubview(label)
            root.addSubview(effectView)
        }
        assertSnapshot(of: root, named: "blur-styles")
    }

    @Test("Incremental frames: a change behind the blur, even outside its bounds but within the blur's reach, redraws it as a full frame would")
    func damageUnderTheBlur() {
        let (root, effectView) = scene(UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 40, y: 0, width: 120, height: 40)
        let frames = _FrameRenderer(size: root.bounds.size, scale: 1)
        frames.render([root.layer])
        // Black → red on the left half: the change lies partly outside the effect view, partly under it.
        root.subviews[0].backgroundColor = .red
        frames.render([root.layer])
        let full = _FrameRenderer.image(of: root.layer, scale: 1)
        var differing = 0
        for y in 0..<full.height { for x in 0..<full.width where frames.buffer.pixel(x: x, y: y) != full.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing == 0)
        #expect(frames.buffer.pixel(x: 60, y: 20).r > 60, "the red now shows through the blur")
    }
}
