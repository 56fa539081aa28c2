import Testing
import UIKit
import UIKitTesting
@testable import PortingSamples

/// The ported ProfileViewController's target–action wiring fires as on iOS.
@Suite("Ported ProfileViewController", .serialized, .checksForLeaks)
@MainActor struct ProfileViewControllerTests {
    /// A loaded controller with its outlets connected, as a nib would leave it. The outlets are weak,
    /// as with Interface Builder: the caller keeps the views.
    private func loadedController(button: UIButton, avatar: UIImageView) -> ProfileViewController {
        let controller = ProfileViewController()
        controller.followButton = button
        controller.avatarView = avatar
        controller.loadViewIfNeeded()
        return controller
    }

    /// Runs the controller's disappearance, which invalidates its repeating timer. Until then the timer
    /// keeps the controller alive, as a scheduled timer keeps its target on iOS.
    private func disappear(_ controller: ProfileViewController) {
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
    }

    @Test("the follow button's action fires on the controller, with the button as sender")
    func followAction() {
        let button = UIButton(type: .system), avatar = UIImageView()
        let controller = loadedController(button: button, avatar: avatar)
        defer { disappear(controller) }
        button.sendActions(for: .touchUpInside)
        #expect(controller.followTaps.count == 1)
        #expect(controller.followTaps.first === button)
    }

    @Test("the keyboard notification reaches keyboardWillShow(_:) through its selector")
    func keyboardObserver() {
        let button = UIButton(type: .system), avatar = UIImageView()
        let controller = loadedController(button: button, avatar: avatar)
        defer { disappear(controller) }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.keyboardNotifications == 1)
    }

    @Test("the repeating refresh timer fires every 30 s until the view disappears")
    func refreshTimer() {
        withVirtualClock { clock in
            let button = UIButton(type: .system), avatar = UIImageView()
            let controller = loadedController(button: button, avatar: avatar)
            clock.advance(by: 61)
            #expect(controller.refreshes == 2)
            disappear(controller)
            clock.advance(by: 60)
            #expect(controller.refreshes == 2)
        }
    }

    /// Shows the controller in a window with the outlets as subviews, as a nib would lay them out, runs
    /// `body`, then hides the window and lets the controller disappear.
    private func withShownController(_ body: (ProfileViewController, UIButton, UIImageView) -> Void) {
        let button = UIButton(type: .system), avatar = UIImageView()
        let controller = loadedController(button: button, avatar: avatar)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.windowLevel = UIWindow.Level(rawValue: 5000)
        window.rootViewController = controller
        window.isHidden = false
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        avatar.frame = CGRect(x: 20, y: 200, width: 80, height: 80)
        // Interface Builder's "User Interaction Enabled" box, which a tappable image view needs on iOS.
        avatar.isUserInteractionEnabled = true
        controller.view.addSubview(button)
        controller.view.addSubview(avatar)
        body(controller, button, avatar)
        window.rootViewController = nil
        window.isHidden = true
        disappear(controller)
        spin()
    }

    @Test("a real tap on the follow button fires followTapped(_:) once, with the button as sender")
    func followTap() {
        withShownController { controller, button, _ in
            tap(button)
            #expect(controller.followTaps.count == 1)
            #expect(controller.followTaps.first === button)
            #expect(controller.avatarTaps == 0)
        }
    }

    @Test("a real tap on the avatar runs avatarTapped(_:) through the tap recognizer's selector")
    func avatarTap() {
        withShownController { controller, _, avatar in
            tap(avatar)
            #expect(controller.avatarTaps == 1)
            #expect(controller.followTaps.isEmpty)
        }
    }
}
