import Testing
import CoreGraphics
import UIKitTesting
@testable import QuartzCore

/// Pixel tests of `CATransition`: the old image captured when the transition is added, composed with the
/// new subtree at the transition's progress. Expected values are worked out by hand above each check.
@MainActor @Suite("CATransition rendering", .checksForLeaks)
struct TransitionRenderingTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let white: [Int] = [255, 255, 255, 255]
    let redP: [Int] = [255, 0, 0, 255], greenP: [Int] = [0, 255, 0, 255], blueP: [Int] = [0, 0, 255, 255]

    func rgb(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }
    func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    /// A white 200×80 root with the transitioning layer at (50, 20, 100, 40): red, with a green band at
    /// x 25..<50 of its own space (a sublayer), so that the old image shows where it moved.
    func scene() -> (root: CALayer, layer: CALayer, band: CALayer) {
        CATransaction.setDisableActions(true)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 20, width: 100, height: 40)
        layer.backgroundColor = red
        let band = CALayer()
        band.frame = CGRect(x: 25, y: 0, width: 25, height: 40)
        band.backgroundColor = green
        layer.addSublayer(band)
        root.addSublayer(layer)
        spin()   // committed: this is the old content
        return (root, layer, band)
    }

    /// Adds a 1 s linear transition, then changes the layer to plain blue (the band leaves), and commits.
    func run(_ type: CATransitionType, _ subtype: CATransitionSubtype?, configure: (CATransition) -> Void = { _ in },
             scene s: (root: CALayer, layer: CALayer, band: CALayer)) {
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        configure(t)
        CATransaction.setDisableActions(true)   // no implicit animation of the colour
        s.layer.add(t, forKey: nil)
        s.layer.backgroundColor = blue
        s.band.removeFromSuperlayer()
        spin()
    }

    func frame(_ root: CALayer) -> _PixelBuffer { _FrameRenderer.image(of: root, scale: 1, presentation: true) }

    @Test("Fade: at 0.5 s of a 1 s linear fade, red changed to blue shows the 50/50 mix; the model shows blue")
    func fade() {
        withVirtualClock { clock in
            let s = scene()
            run(.fade, nil, scene: s)
            clock.advance(by: 0.5)
            let img = frame(s.root)
            // (1 − 0.5)·red + 0.5·blue = (127.5, 0, 127.5), opaque; the band: 0.5·green + 0.5·blue.
            #expect(close(rgb(img.pixel(x: 110, y: 40)), [128, 0, 128, 255]))
            #expect(close(rgb(img.pixel(x: 85, y: 40)), [0, 128, 128, 255]))
            // Outside the layer: the white root.
            #expect(rgb(img.pixel(x: 45, y: 40)) == white)
            // The presentation values are not changed by the transition.
            #expect(s.layer.presentation()!.opacity == 1)
            // Model rendering ignores transitions.
            #expect(rgb(_FrameRenderer.image(of: s.root, scale: 1).pixel(x: 110, y: 40)) == blueP)
            // Rendering the transitioning layer itself (its own space) shows the same mix, at scale 2 too.
            #expect(close(rgb(_FrameRenderer.image(of: s.layer, scale: 1, presentation: true).pixel(x: 60, y: 20)), [128, 0, 128, 255]))
            #expect(close(rgb(_FrameRenderer.image(of: s.layer, scale: 2, presentation: true).pixel(x: 120, y: 40)), [128, 0, 128, 255]))
            clock.advance(by: 0.25)
            // 0.25·red + 0.75·blue = (63.75, 0, 191.25).
            #expect(close(rgb(frame(s.root).pixel(x: 110, y: 40)), [64, 0, 191, 255]))
        }
    }

    @Test("Changes made before add(_:forKey:) in the same transaction are not in the old image (the last commit is)")
    func changesBeforeAdd() {
        withVirtualClock { clock in
            let s = scene()
            CATransaction.setDisableActions(true)
            s.layer.backgroundColor = blue
            s.band.removeFromSuperlayer()
            s.layer.opacity = 1
            let t = CATransition()
            t.duration = 1
            t.timingFunction = CAMediaTimingFunction(name: .linear)
            s.layer.add(t, forKey: nil)
            spin()
            clock.advance(by: 0.5)
            let img = frame(s.root)
            // Old (committed) red and green band, new blue: 0.5·red + 0.5·blue; 0.5·green + 0.5·blue.
            #expect(close(rgb(img.pixel(x: 110, y: 40)), [128, 0, 128, 255]))
            #expect(close(rgb(img.pixel(x: 85, y: 40)), [0, 128, 128, 255]))
            // A second transition added after the commit starts from what is on screen then.
            clock.advance(by: 0.6)
            let again = CATransition()
            again.type = .push; again.subtype = .fromLeft; again.duration = 1
            again.timingFunction = CAMediaTimingFunction(name: .linear)
            s.layer.backgroundColor = green
            s.layer.add(again, forKey: nil)
            spin()
            clock.advance(by: 0.5)
            // Push fromLeft at 0.5: new green at layer x 0..<50 (root 50..<100), old blue at root 100..<150.
            let img2 = frame(s.root)
            #expect(rgb(img2.pixel(x: 60, y: 40)) == greenP)
            #expect(rgb(img2.pixel(x: 120, y: 40)) == blueP)
        }
    }

    @Test("A layer hidden inside a fade fades out: at 0.5 s half of the old red over the white root")
    func hiddenInsideFade() {
        withVirtualClock { clock in
            let s = scene()
            let t = CATransition()
            t.duration = 1
            t.timingFunction = CAMediaTimingFunction(name: .linear)
            CATransaction.setDisableActions(true)
            s.layer.add(t, forKey: nil)
            s.layer.isHidden = true
            spin()
            clock.advance(by: 0.5)
            // 0.5·red over white = (255, 127.5, 127.5).
            #expect(close(rgb(frame(s.root).pixel(x: 110, y: 40)), [255, 128, 128, 255]))
            clock.advance(by: 0.6)
            #expect(rgb(frame(s.root).pixel(x: 110, y: 40)) == white)
        }
    }

    @Test("Push fromRight at 0.25 s: the old image shifted left by 25 % in the left 75 %, new blue in the right 25 %, clipped")
    func pushFromRight() {
        withVirtualClock { clock in
            let s = scene()
            run(.push, .fromRight, scene: s)
            clock.advance(by: 0.25)
            let img = frame(s.root)
            // Old offset −25: its band (25..<50) is at 0..<25 of the layer → root x 50..<75; its red at
            // 25..<75 → root 75..<125. The new image comes from the right, offset +75 → root 125..<150.
            #expect(rgb(img.pixel(x: 50, y: 40)) == greenP)
            #expect(rgb(img.pixel(x: 74, y: 40)) == greenP)
            #expect(rgb(img.pixel(x: 75, y: 40)) == redP)
            #expect(rgb(img.pixel(x: 124, y: 40)) == redP)
            #expect(rgb(img.pixel(x: 125, y: 40)) == blueP)
            #expect(rgb(img.pixel(x: 149, y: 40)) == blueP)
            // Clipped to the layer: nothing left of x 50 or right of x 150.
            #expect(rgb(img.pixel(x: 49, y: 40)) == white)
            #expect(rgb(img.pixel(x: 150, y: 40)) == white)
            #expect(s.layer.presentation()!.position == CGPoint(x: 100, y: 40))
        }
    }

    @Test("Fade of see-through content: each side fades alone over what lies behind (a true cross-dissolve)")
    func fadeOfTransparentContent() {
        withVirtualClock { clock in
            CATransaction.setDisableActions(true)
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            let layer = CALayer()                 // no background of its own
            layer.frame = root.bounds
            let left = CALayer()
            left.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
            left.backgroundColor = red
            layer.addSublayer(left)
            root.addSublayer(layer)
            spin()
            let t = CATransition()
            t.duration = 1
            t.timingFunction = CAMediaTimingFunction(name: .linear)
            CATransaction.setDisableActions(true)
            layer.add(t, forKey: nil)
            left.removeFromSuperlayer()
            let right = CALayer()
            right.frame = CGRect(x: 50, y: 0, width: 50, height: 40)
            right.backgroundColor = blue
            layer.addSublayer(right)
            spin()
            clock.advance(by: 0.5)
            let img = frame(root)
            // Left: half of the old red over white = (255, 127.5, 127.5); right: half of the new blue over
            // white = (127.5, 127.5, 255).
            #expect(close(rgb(img.pixel(x: 20, y: 20)), [255, 128, 128, 255]))
            #expect(close(rgb(img.pixel(x: 80, y: 20)), [128, 128, 255, 255]))
        }
    }

    @Test("A transition replacing a running one starts from the frame on screen")
    func replacingTransition() {
        withVirtualClock { clock in
            let s = scene()
            run(.fade, nil, scene: s)
            clock.advance(by: 0.5)
            // On screen: 0.5·red + 0.5·blue. A new 1 s fade to green replaces the first one.
            let t = CATransition()
            t.duration = 1
            t.timingFunction = CAMediaTimingFunction(name: .linear)
            CATransaction.setDisableActions(true)
            s.layer.add(t, forKey: nil)
            s.layer.backgroundColor = green
            spin()
            #expect(s.layer.animationKeys() == [kCATransition])
            clock.advance(by: 0.5)
            // 0.5·(127.5, 0, 127.5) + 0.5·green = (63.75, 127.5, 63.75).
            #expect(close(rgb(frame(s.root).pixel(x: 110, y: 40)), [64, 128, 64, 255]))
        }
    }

    @Test("Push fromBottom at 0.5 s: the new image rises from the bottom edge, the old one leaves through the top")
    func pushFromBottom() {
        withVirtualClock { clock in
            let s = scene()
            run(.push, .fromBottom, scene: s)
            clock.advance(by: 0.5)
            let img = frame(s.root)
            // Old offset −20: its lower half at layer y 0..<20 (root 20..<40); new offset +20: root 40..<60.
            #expect(rgb(img.pixel(x: 110, y: 20)) == redP)
            #expect(rgb(img.pixel(x: 85, y: 39)) == greenP)
            #expect(rgb(img.pixel(x: 110, y: 40)) == blueP)
            #expect(rgb(img.pixel(x: 85, y: 59)) == blueP)
            #expect(rgb(img.pixel(x: 110, y: 19)) == white)
            #expect(rgb(img.pixel(x: 110, y: 60)) == white)
        }
    }

    @Test("MoveIn fromLeft at 0.5 s: the new image covers the left half, the old one stays still")
    func moveInFromLeft() {
        withVirtualClock { clock in
            let s = scene()
            run(.moveIn, .fromLeft, scene: s)
            clock.advance(by: 0.5)
            let img = frame(s.root)
            // New offset −50: blue over layer x 0..<50 (root 50..<100), covering the band; old red,
            // unmoved, at 50..<100 (root 100..<150).
            #expect(rgb(img.pixel(x: 50, y: 40)) == blueP)
            #expect(rgb(img.pixel(x: 80, y: 40)) == blueP)
            #expect(rgb(img.pixel(x: 99, y: 40)) == blueP)
            #expect(rgb(img.pixel(x: 100, y: 40)) == redP)
            #expect(rgb(img.pixel(x: 149, y: 40)) == redP)
            #expect(rgb(img.pixel(x: 49, y: 40)) == white)
        }
    }

    @Test("Reveal fromTop at 0.5 s: the old image has slid down by half, uncovering the still new one; clipped")
    func revealFromTop() {
        withVirtualClock { clock in
            let s = scene()
            run(.reveal, .fromTop, scene: s)
            clock.advance(by: 0.5)
            let img = frame(s.root)
            // Old offset +20 (moving as a push from the top would): it covers layer y 20..<40 (root 40..<60)
            // with its top half; the new blue shows at layer y 0..<20 (root 20..<40).
            #expect(rgb(img.pixel(x: 110, y: 20)) == blueP)
            #expect(rgb(img.pixel(x: 85, y: 39)) == blueP)
            #expect(rgb(img.pixel(x: 110, y: 40)) == redP)
            #expect(rgb(img.pixel(x: 85, y: 59)) == greenP)
            // Below the layer the old image is clipped away.
            #expect(rgb(img.pixel(x: 110, y: 60)) == white)
            #expect(rgb(img.pixel(x: 110, y: 19)) == white)
        }
    }

    @Test("startProgress 0.2 and endProgress 0.6: at half time the fade is at 0.4")
    func startAndEndProgress() {
        withVirtualClock { clock in
            let s = scene()
            run(.fade, nil, configure: { $0.startProgress = 0.2; $0.endProgress = 0.6 }, scene: s)
            let img0 = frame(s.root)
            // At the start p = 0.2: 0.8·red + 0.2·blue = (204, 0, 51).
            #expect(close(rgb(img0.pixel(x: 110, y: 40)), [204, 0, 51, 255]))
            clock.advance(by: 0.5)
            // p = 0.2 + 0.4·0.5 = 0.4: 0.6·red + 0.4·blue = (153, 0, 102).
            #expect(close(rgb(frame(s.root).pixel(x: 110, y: 40)), [153, 0, 102, 255]))
        }
    }

    @Test("Removing the transition, or its end, drops the old image: the new content shows alone")
    func removalDropsOldImage() {
        withVirtualClock { clock in
            let s = scene()
            run(.push, .fromRight, scene: s)
            let entry = s.layer._animationEntry(forKey: kCATransition)
            #expect(entry?.transitionSnapshot?.raster != nil)
            clock.advance(by: 0.25)
            #expect(rgb(frame(s.root).pixel(x: 100, y: 40)) == redP)
            s.layer.removeAnimation(forKey: kCATransition)
            #expect(entry?.transitionSnapshot == nil)
            let img = frame(s.root)
            #expect(rgb(img.pixel(x: 60, y: 40)) == blueP)
            #expect(rgb(img.pixel(x: 100, y: 40)) == blueP)
            #expect(rgb(img.pixel(x: 149, y: 40)) == blueP)

            // Natural end: after 1 s the animation is gone and only blue shows.
            let t = CATransition()
            t.duration = 1
            CATransaction.setDisableActions(true)
            s.layer.add(t, forKey: nil)
            s.layer.backgroundColor = green
            spin()
            let fadeEntry = s.layer._animationEntry(forKey: kCATransition)
            clock.advance(by: 0.5)
            #expect(close(rgb(frame(s.root).pixel(x: 100, y: 40)), [0, 128, 128, 255], 3))
            clock.advance(by: 0.6)
            #expect(s.layer.animationKeys() == nil)
            #expect(fadeEntry?.transitionSnapshot == nil)
            #expect(rgb(frame(s.root).pixel(x: 100, y: 40)) == greenP)
        }
    }

    @Test("A transition's frames are redrawn by damage in a persistent frame renderer")
    func damageTracking() {
        withVirtualClock { clock in
            let s = scene()
            let renderer = _FrameRenderer(size: CGSize(width: 200, height: 80), scale: 1)
            renderer.render([s.root])
            run(.push, .fromRight, scene: s)
            clock.advance(by: 0.25)
            renderer.render([s.root])
            #expect(rgb(renderer.buffer.pixel(x: 100, y: 40)) == redP)
            #expect(rgb(renderer.buffer.pixel(x: 130, y: 40)) == blueP)
            clock.advance(by: 0.25)
            // Old offset −50: red at layer 0..<50 (root 50..<100); new at root 100..<150.
            let damage = renderer.render([s.root])
            #expect(!damage.isEmpty)
            #expect(rgb(renderer.buffer.pixel(x: 99, y: 40)) == redP)
            #expect(rgb(renderer.buffer.pixel(x: 100, y: 40)) == blueP)
            clock.advance(by: 0.6)
            renderer.render([s.root])
            #expect(rgb(renderer.buffer.pixel(x: 60, y: 40)) == blueP)
        }
    }
}
