import Foundation
import Testing
import UIKit
import UIKitTesting

/// Counts its layout passes.
@MainActor final class CountingTextField: UITextField {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@MainActor @Suite("A shown screen settles", .checksForLeaks)
struct SettledScreenTests {
    @Test("A laid-out text field asks for no further layout (it re-set its labels' alignment in layout, so a real run loop ran turns forever)")
    func textFieldLayoutSettles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        let field = CountingTextField(frame: CGRect(x: 20, y: 100, width: 280, height: 36))
        field.borderStyle = .roundedRect
        field.textAlignment = .center
        field.placeholder = "Type here"
        controller.view.addSubview(field)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        spin()
        spin()
        let settled = field.layouts
        #expect(settled >= 1)
        spin()
        spin()
        #expect(field.layouts == settled)
        #expect(!_Turn.isDirty)
        window.isHidden = true
        window.rootViewController = nil
    }
}
