// Excluded from the build until UIButton, UIControl target–action, UITapGestureRecognizer, Selector,
// NotificationCenter.addObserver(_:selector:name:object:) and UIResponder.keyboardWillShowNotification
// are on main; then add ProfileViewController.swift to the PortingSamples target.
import Testing
import UIKit
import UIKitTesting
@testable import PortingSamples

/// The ported ProfileViewController's target–action wiring fires as on iOS.
@Suite("Ported ProfileViewController", .checksForLeaks)
@MainActor struct ProfileViewControllerTests {
    /// The outlets are weak, as with Interface Builder: the test keeps the views.
    let button = UIButton(type: .system), avatar = UIImageView()

    /// A loaded controller with its outlets connected, as a nib would leave it.
    private func loadedController() -> ProfileViewController {
        let controller = ProfileViewController()
        controller.followButton = button
        controller.avatarView = avatar
        controller.loadViewIfNeeded()
        return controller
    }

    @Test("the follow button's action fires on the controller, with the button as sender")
    func followAction() {
        let controller = loadedController()
        button.sendActions(for: .touchUpInside)
        #expect(controller.followTaps.count == 1)
        #expect(controller.followTaps.first === button)
    }

    @Test("the keyboard notification reaches keyboardWillShow(_:) through its selector")
    func keyboardObserver() {
        let controller = loadedController()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.keyboardNotifications == 1)
    }
}
