import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What UIKit's transitions look like mid-way: the old content (captured before the animations block) and
/// the new one composed by the renderer. Expected pixels are worked out by hand above each check.
@MainActor @Suite("View transitions on screen", .checksForLeaks)
struct ViewTransitionRenderingTests {
    func rgb(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }
    func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 2) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }
    let white = [255, 255, 255, 255], red = [255, 0, 0, 255], blue = [0, 0, 255, 255]

    @Test("transition(from:to:) with .transitionCrossDissolve: at mid-duration the window shows both children blended")
    func crossDissolveBetweenChildren() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let parent = UIViewController(), from = UIViewController(), to = UIViewController()
        let window = makeVisible(parent)
        parent.view.backgroundColor = .white
        parent.addChild(from)
        from.view.backgroundColor = .red
        parent.view.addSubview(from.view)
        from.didMove(toParent: parent)
        spin()
        parent.addChild(to)
        to.view.backgroundColor = .blue
        to.view.frame = from.view.frame
        from.willMove(toParent: nil)
        var finished: [Bool] = []
        parent.transition(from: from, to: to, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: nil) { done in
            finished.append(done)
            from.removeFromParent()
            to.didMove(toParent: parent)
        }
        spin()
        clock.advance(by: 0.5)
        let centre = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        // Old image: the red child; new: the blue child over it. 0.5·red + 0.5·blue = (127.5, 0, 127.5).
        var img = _FrameRenderer.image(of: window.layer, scale: 1, presentation: true)
        #expect(close(rgb(img.pixel(at: centre)), [128, 0, 128, 255]))
        // The model (what snapshots draw) is already the blue child.
        #expect(rgb(_FrameRenderer.image(of: window.layer, scale: 1).pixel(at: centre)) == blue)
        clock.advance(by: 0.25)
        // 0.25·red + 0.75·blue = (63.75, 0, 191.25).
        img = _FrameRenderer.image(of: window.layer, scale: 1, presentation: true)
        #expect(close(rgb(img.pixel(at: centre)), [64, 0, 191, 255]))
        clock.advance(by: 0.3)
        #expect(finished == [true])
        #expect(rgb(_FrameRenderer.image(of: window.layer, scale: 1, presentation: true).pixel(at: centre)) == blue)
    }

    /// A white 200×100 superview holding a 100×100 red view at x 50 that a transition turns blue.
    func scene() -> (root: UIView, view: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        root.addSubview(view)
        spin()   // committed: this is the old content
        return (root, view)
    }

    @Test("flipFromLeft (affine, no perspective): the old content narrows about the centre, then the new widens")
    func flip() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let s = scene()
        UIView.transition(with: s.view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { s.view.backgroundColor = .blue })
        spin()
        clock.advance(by: 0.25)
        // p = 0.25: the old image is 1 − 2·0.25 = 0.5 wide about x 50 of the view: view x 25..<75, root 75..<125.
        var img = _FrameRenderer.image(of: s.root.layer, scale: 1, presentation: true)
        #expect(rgb(img.pixel(x: 100, y: 50)) == red)
        #expect(rgb(img.pixel(x: 76, y: 50)) == red)
        #expect(rgb(img.pixel(x: 70, y: 50)) == white)
        #expect(rgb(img.pixel(x: 130, y: 50)) == white)
        clock.advance(by: 0.5)
        // p = 0.75: the new image is 2·0.75 − 1 = 0.5 wide: root 75..<125 blue, the rest white.
        img = _FrameRenderer.image(of: s.root.layer, scale: 1, presentation: true)
        #expect(rgb(img.pixel(x: 100, y: 50)) == blue)
        #expect(rgb(img.pixel(x: 70, y: 50)) == white)
        #expect(rgb(img.pixel(x: 130, y: 50)) == white)
    }

    @Test("curlUp is drawn as the old content sliding up to reveal the new; curlDown slides it down")
    func curls() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        var s = scene()
        UIView.transition(with: s.view, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { s.view.backgroundColor = .blue })
        spin()
        clock.advance(by: 0.5)
        // Old offset −50: red over view y 0..<50; blue below.
        var img = _FrameRenderer.image(of: s.root.layer, scale: 1, presentation: true)
        #expect(rgb(img.pixel(x: 100, y: 25)) == red)
        #expect(rgb(img.pixel(x: 100, y: 75)) == blue)
        clock.advance(by: 1)
        s = scene()
        UIView.transition(with: s.view, duration: 1, options: [.transitionCurlDown, .curveLinear],
                          animations: { s.view.backgroundColor = .blue })
        spin()
        clock.advance(by: 0.25)
        // Old offset +25: blue over view y 0..<25, red below.
        img = _FrameRenderer.image(of: s.root.layer, scale: 1, presentation: true)
        #expect(rgb(img.pixel(x: 100, y: 10)) == blue)
        #expect(rgb(img.pixel(x: 100, y: 40)) == red)
    }
}
