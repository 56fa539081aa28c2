import Foundation

/// The device the app runs on: a phone with no battery, proximity sensor or haptic engine.
///
/// `systemVersion` is `UIDevice._systemVersion`, the iOS release whose behaviour the port follows.
/// `orientation` is `.unknown` until `beginGeneratingDeviceOrientationNotifications()`, then the
/// orientation the main screen's shape implies.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The iOS version the port reports and follows (the spec's decompiled UIKit is iOS 18.2).
    static let _systemVersion = "18.2"

    /// The device the app runs on.
    open class var current: UIDevice { _current }
    private static let _current = UIDevice()

    var _orientationNotificationLevel = 0
    var _batteryMonitoringEnabled = false
    let _identifierForVendor = UUID()

    /// The device's generic name: "iPhone" (iOS 16 and later report no user-assigned name).
    open var name: String { "iPhone" }
    /// The model: "iPhone".
    open var model: String { "iPhone" }
    /// The model as a localized string: "iPhone".
    open var localizedModel: String { "iPhone" }
    /// The operating system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The operating system's version.
    open var systemVersion: String { Self._systemVersion }
    /// The interface idiom: the main screen's, `.phone` unless a test configures the screen as a pad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main._idiom }
    /// An identifier that stays the same for this app on this device (for this process here).
    open var identifierForVendor: UUID? { _identifierForVendor }
    /// Whether the device runs more than one app at a time: true.
    open var isMultitaskingSupported: Bool { true }

    /// The physical orientation: `.unknown` unless orientation notifications are being generated.
    open var orientation: UIDeviceOrientation {
        guard _orientationNotificationLevel > 0 else { return .unknown }
        let size = UIScreen.main.bounds.size
        return size.width < size.height ? .portrait : .landscapeLeft
    }
    /// Whether orientation notifications are being generated.
    open var isGeneratingDeviceOrientationNotifications: Bool { _orientationNotificationLevel > 0 }
    /// Starts orientation updates. Calls nest; the first one makes `orientation` known and posts
    /// `orientationDidChangeNotification` on the next turn.
    open func beginGeneratingDeviceOrientationNotifications() {
        _orientationNotificationLevel += 1
        guard _orientationNotificationLevel == 1 else { return }
        _Turn.enqueueNextTurn { [self] in
            guard _orientationNotificationLevel > 0 else { return }
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
    }
    /// Ends one `beginGeneratingDeviceOrientationNotifications()`; after the last, `orientation` is `.unknown`.
    open func endGeneratingDeviceOrientationNotifications() {
        _orientationNotificationLevel = max(0, _orientationNotificationLevel - 1)
    }

    /// Whether battery monitoring is on; false by default.
    open var isBatteryMonitoringEnabled: Bool {
        get { _batteryMonitoringEnabled }
        set { _batteryMonitoringEnabled = newValue }
    }
    /// The battery's state: `.unknown`, as on a device with no battery (and always while monitoring is off).
    open var batteryState: UIDevice.BatteryState { .unknown }
    /// The battery's charge from 0 to 1: -1, the value for an unknown level.
    open var batteryLevel: Float { -1 }
    /// Whether the proximity sensor is on. The device has none, so this stays false when set to true.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether something is close to the proximity sensor: false.
    open var proximityState: Bool { false }
    /// Plays the keyboard click; the device has no speaker here, so nothing happens.
    open func playInputClick() {}
}

extension UIDevice {
    /// The state of the device's battery, with UIKit's raw values.
    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged = 1, charging = 2, full = 3
    }

    /// Posted when the device's orientation changes, while orientation notifications are generated.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes, while battery monitoring is on.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes, while battery monitoring is on.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity sensor's state changes.
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// The physical orientation of the device, with UIKit's raw values.
///
/// Device `landscapeLeft` (home button on the right) is interface `landscapeRight`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one the interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
