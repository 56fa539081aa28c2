import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("UIDevice, feedback generators, accessibility basics, semantic content (issue 13)", .checksForLeaks)
struct DeviceFeedbackAccessibilityTests {
    @Test("UIDevice.current reports a phone running iOS 18.2 with no battery or proximity sensor")
    func deviceValues() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "18.2")
        #expect(device.model == "iPhone" && device.localizedModel == "iPhone" && device.name == "iPhone")
        #expect(device.identifierForVendor == device.identifierForVendor)
        #expect(device.isMultitaskingSupported)
        #expect(!device.isBatteryMonitoringEnabled)
        device.isBatteryMonitoringEnabled = true
        #expect(device.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = false
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
        device.playInputClick()
    }

    @Test("Device orientation is unknown until notifications are generated; the first begin posts orientationDidChange on the next turn; calls nest")
    func deviceOrientationNotifications() {
        let device = UIDevice.current
        #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                           object: device, queue: nil) { _ in count.value += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait && device.isGeneratingDeviceOrientationNotifications)
        #expect(count.value == 0)
        spin()
        #expect(count.value == 1)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        spin()
        #expect(count.value == 1)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }

    @Test("UIDeviceOrientation and UIDevice.BatteryState raw values and predicates")
    func deviceEnums() {
        #expect([UIDeviceOrientation.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]
                    .map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape && UIDeviceOrientation.portraitUpsideDown.isPortrait)
        #expect([UIDevice.BatteryState.unknown, .unplugged, .charging, .full].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("Feedback generators: every call succeeds and does nothing; styles and types have UIKit's raw values")
    func feedbackGenerators() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        #expect([UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue) == [0, 1, 2])
    }

    @Test("UIAccessibility: nothing runs; posted notifications are recorded with their arguments and raw values")
    func accessibilityNotifications() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isSwitchControlRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled)
        let label = UILabel()
        UIAccessibility.post(notification: .announcement, argument: "ignored outside a recording")
        let posted = recordAccessibilityNotifications {
            UIAccessibility.post(notification: .screenChanged, argument: label)
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
        #expect(posted.map(\.notification) == [.screenChanged, .announcement, .layoutChanged])
        #expect((posted[0].argument as? UILabel) === label)
        #expect(posted[1].argument as? String == "Saved")
        #expect(posted[2].argument == nil)
        #expect([UIAccessibility.Notification.screenChanged, .layoutChanged, .announcement, .pageScrolled].map(\.rawValue)
                    == [1000, 1001, 1008, 1009])
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue == "UIAccessibilityVoiceOverStatusDidChangeNotification")
    }

    @Test("Accessibility element properties on views: UIKit's defaults, stored when set, frame in screen coordinates")
    func accessibilityElementProperties() {
        let plain = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityLabel == nil && plain.accessibilityHint == nil && plain.accessibilityValue == nil)
        #expect(plain.accessibilityTraits == .none && plain.accessibilityIdentifier == nil)
        #expect(!plain.accessibilityElementsHidden && !plain.accessibilityViewIsModal && plain.accessibilityElements == nil)

        let label = UILabel()
        label.text = "Title"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Title" && label.accessibilityTraits == .staticText)
        label.accessibilityLabel = "Heading"
        label.accessibilityTraits = [.staticText, .header]
        #expect(label.accessibilityLabel == "Heading" && label.accessibilityTraits.rawValue == 64 + 65536)
        #expect(UIControl().isAccessibilityElement && UIImageView().accessibilityTraits == .image)

        plain.isAccessibilityElement = true
        plain.accessibilityHint = "Opens the item"
        plain.accessibilityValue = "3"
        plain.accessibilityIdentifier = "cell.3"
        plain.accessibilityViewIsModal = true
        plain.accessibilityElementsHidden = true
        #expect(plain.isAccessibilityElement && plain.accessibilityHint == "Opens the item" && plain.accessibilityValue == "3")
        #expect(plain.accessibilityIdentifier == "cell.3" && plain.accessibilityViewIsModal && plain.accessibilityElementsHidden)

        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 393, height: 500))
        let container = UIView(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
        window.addSubview(container)
        container.addSubview(plain)
        #expect(plain.accessibilityFrame == CGRect(x: 15, y: 125, width: 30, height: 40))
        plain.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(plain.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("Accessibility trait raw values")
    func accessibilityTraitRawValues() {
        let traits: [UIAccessibilityTraits] = [.button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText,
                                               .summaryElement, .notEnabled, .updatesFrequently, .searchField,
                                               .startsMediaSession, .adjustable, .allowsDirectInteraction, .causesPageTurn,
                                               .tabBar, .header]
        #expect(traits.map(\.rawValue) == (0...16).map { UInt64(1) << UInt64($0) })
        #expect(UIAccessibilityTraits.none.rawValue == 0 && UIAccessibilityTraits.toggleButton.rawValue == 1 << 53)
    }

    @Test("semanticContentAttribute and the layout direction it gives")
    func semanticContent() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
        #expect([UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft].map(\.rawValue)
                    == [0, 1, 2, 3, 4])
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }
}
