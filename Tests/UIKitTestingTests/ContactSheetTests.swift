import Testing
import UIKit
import UIKitTesting
@testable import UIKitTestingCore

@MainActor @Suite("Contact sheets", .checksForLeaks)
struct ContactSheetTests {
    @Test("Frames of an animation are rendered at their on-screen values, side by side")
    func animationFrames() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        box.backgroundColor = .red
        root.addSubview(box)
        let window = UIWindow(frame: root.bounds)
        window.addSubview(root)
        window.isHidden = false
        spin()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.frame.origin.x = 80 })
        spin()
        let sheet = ContactSheet(frameHeight: 100, scale: 1)
        for step in 0...2 {
            sheet.add(root, caption: "\(step * 50)%")
            if step < 2 { clock.advance(by: 0.5) }
        }
        #expect(sheet.count == 3)
        let image = sheet.render()
        // Three 100-point frames with 12-point gaps: 348 wide; 12 + 100 + 22 + 12 = 146 tall.
        #expect(image.width == 348 && image.height == 146)
        // Frame 1 (x from 12): the box at x 0..<20 at 0%; frame 2 (x from 124): at 40..<60 at 50%.
        #expect(image.pixel(x: 12 + 10, y: 12 + 50).r == 255 && image.pixel(x: 12 + 10, y: 12 + 50).g == 0)
        #expect(image.pixel(x: 124 + 50, y: 12 + 50).g == 0)
        #expect(image.pixel(x: 124 + 10, y: 12 + 50).g == 255)
        // Frame 3 (x from 236): at 80..<100 at 100%.
        #expect(image.pixel(x: 236 + 90, y: 12 + 50).g == 0)
    }
}
