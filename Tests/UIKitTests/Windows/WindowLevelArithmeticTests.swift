import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIWindow.Level arithmetic")
struct WindowLevelArithmeticTests {
    @Test("statusBar + 1 is the level just above the status bar; normal - 1 is below normal")
    func offsets() {
        #expect((UIWindow.Level.statusBar + 1).rawValue == 1001)
        #expect((UIWindow.Level.normal - 1).rawValue == -1)
        #expect(UIWindow.Level.statusBar + 1 > .statusBar)
        #expect(UIWindow.Level.alert - 0.5 < .alert)
    }

    @Test("a window raised above the status bar is listed after the normal windows")
    func raisedWindowOrders() {
        let high = UIWindow(frame: UIScreen.main.bounds), low = UIWindow(frame: UIScreen.main.bounds)
        high.windowLevel = UIWindow.Level.statusBar + 1
        high.isHidden = false
        low.isHidden = false
        let order = UIApplication.shared.windows.filter { $0 === low || $0 === high }
        #expect(order.map { $0 === low } == [true, false])
        low.isHidden = true
        high.isHidden = true
    }
}
