import Drawer
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Example: a drawer opened and closed by a pan", .serialized, .checksForLeaks)
struct DrawerTests {
    @Test("a pan to the right opens the drawer, a pan to the left closes it, a tap on the content closes it")
    func panOpensAndCloses() {
        withVirtualClock { clock in
            let content = UIViewController(), drawer = UIViewController()
            let container = DrawerViewController(content: content, drawer: drawer)
            let window = makeTouchWindow()
            defer { window.isHidden = true }
            window.rootViewController = container
            spin()
            var snaps: [Bool] = []
            container.didSnap = { snaps.append($0) }
            #expect(drawer.view.frame.minX == -280 && !container.isOpen)

            let finger = drag(container.view, from: CGPoint(x: 20, y: 200), to: CGPoint(x: 170, y: 200),
                              duration: 0.2, lift: false)
            // The drawer followed the finger: 150 pt of movement, less the 10 pt hysteresis.
            #expect(abs(drawer.view.frame.maxX - 140) < 1e-9)
            finger.lift()
            clock.advance(by: 0.3)
            #expect(container.isOpen && snaps == [true] && drawer.view.frame.minX == 0)

            drag(container.view, from: CGPoint(x: 250, y: 200), to: CGPoint(x: 60, y: 200), duration: 0.2)
            clock.advance(by: 0.3)
            #expect(!container.isOpen && snaps == [true, false] && drawer.view.frame.minX == -280)

            container.setOpen(true, animated: false)
            tap(at: CGPoint(x: 300, y: 200), in: container.view)
            clock.advance(by: 0.3)
            #expect(!container.isOpen && snaps == [true, false, true, false])
        }
    }
}
