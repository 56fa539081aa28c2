import Testing
import UIKit
import UIKitTesting
@testable import PortingSamples

/// The ported SettingsViewController's selectors reach the right method with the right sender, as on iOS.
@Suite("Ported SettingsViewController", .checksForLeaks)
@MainActor struct SettingsViewControllerTests {
    @Test("the control's action fires on the controller with the control as sender")
    func targetActionSendsTheControl() {
        let controller = SettingsViewController()
        controller.loadViewIfNeeded()
        controller.toggle.toggle()
        controller.toggle.toggle()
        #expect(controller.changes.count == 2)
        #expect(controller.changes.allSatisfy { $0 === controller.toggle })
        #expect(controller.toggle.actions(forTarget: controller, forControlEvent: .valueChanged) == ["toggleChanged:"])
    }

    @Test("the notification observer's selector receives the notification")
    func notificationSelector() {
        let controller = SettingsViewController()
        controller.loadViewIfNeeded()
        NotificationCenter.default.post(name: .settingsDidReset, object: nil)
        #expect(controller.events == ["reset"])
        NotificationCenter.default.removeObserver(controller)
        NotificationCenter.default.post(name: .settingsDidReset, object: nil)
        #expect(controller.events == ["reset"])
    }

    @Test("the timer's selector receives the timer")
    func timerSelector() throws {
        let controller = SettingsViewController()
        controller.startAutosave()
        let timer = try #require(controller.autosaveTimer)
        #expect(timer.timeInterval == 0 && timer.isValid)
        timer.fire()
        #expect(controller.events == ["autosave"])
        #expect(!timer.isValid)
    }

    @Test("the delayed perform fires at its virtual time")
    func delayedPerform() {
        let clock = VirtualClock.install()
        defer { clock.uninstall() }
        let controller = SettingsViewController()
        controller.scheduleHint()
        clock.advance(by: 1.9)
        #expect(controller.events == [])
        clock.advance(by: 0.1)
        #expect(controller.events == ["hint"])
    }

    @Test("#keyPath became the key path string the animation uses")
    func keyPathString() throws {
        let controller = SettingsViewController()
        controller.loadViewIfNeeded()
        controller.fadeToggle()
        let fade = try #require(controller.toggle.layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(fade.keyPath == "opacity")
    }
}
