import Foundation
import Testing
import UIKit
import UIKitTesting

/// Counts the nib-loading hooks that a storyboard-era class overrides.
@MainActor
private final class AwakeCountingView: UIView {
    var awakenings = 0, preparations = 0
    override func awakeFromNib() { super.awakeFromNib(); awakenings += 1 }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder(); preparations += 1 }
}

@MainActor
private final class AwakeCountingViewController: UIViewController {
    var awakenings = 0
    override func awakeFromNib() { super.awakeFromNib(); awakenings += 1 }
    override func loadView() { view = AwakeCountingView() }
}

@MainActor @Suite("awakeFromNib and prepareForInterfaceBuilder: overridable, never called without a nib", .checksForLeaks)
struct NibLoadingHooksTests {
    @Test("views and view controllers made in code, loaded, shown and laid out are never woken from a nib")
    func neverCalledForObjectsMadeInCode() {
        let controller = AwakeCountingViewController()
        let window = makeVisible(controller)
        spin()
        let view = try! #require(controller.view as? AwakeCountingView)
        #expect(controller.awakenings == 0)
        #expect(view.awakenings == 0 && view.preparations == 0)
        controller.awakeFromNib()
        #expect(controller.awakenings == 1, "a direct call reaches the override")
        window.isHidden = true
    }
}
