import Foundation

/// The assistive technologies' side of the system. None of them runs here: VoiceOver, Switch Control
/// and the display accommodations all report off, and posted notifications reach no one (UIKitTesting
/// can record them).
public enum UIAccessibility {
    /// A notification to assistive technologies, with UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared; the argument is the element to focus, or nil (1000).
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument is the element to focus, or nil (1001).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak; the argument is the string (1008).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is the string describing the new position (1009).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is running: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is running: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Grayscale is on: false.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Invert Colors is on: false.
    public static var isInvertColorsEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when an announcement finished speaking.
    public static let announcementDidFinishNotification =
        Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")

    /// Tells assistive technologies about `notification`. None is running, so nothing is spoken or
    /// moved; the call is recorded for UIKitTesting's `recordAccessibilityNotifications(_:)`.
    public static func post(notification: Notification, argument: Any?) {
        _AccessibilityNotificationLog.record(notification, argument)
    }
}

/// The notifications posted while a recording is open, for UIKitTesting.
package enum _AccessibilityNotificationLog {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var depth = 0
        var entries: [(UIAccessibility.Notification, Any?)] = []
    }
    private static let storage = Storage()

    static func record(_ notification: UIAccessibility.Notification, _ argument: Any?) {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        if storage.depth > 0 { storage.entries.append((notification, argument)) }
    }

    /// Runs `body` and returns what it posted, in order.
    package static func recording(_ body: () throws -> Void) rethrows -> [(UIAccessibility.Notification, Any?)] {
        storage.lock.lock()
        let start = storage.entries.count
        storage.depth += 1
        storage.lock.unlock()
        defer {
            storage.lock.lock()
            storage.depth -= 1
            if storage.depth == 0 { storage.entries.removeAll() }
            storage.lock.unlock()
        }
        try body()
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return Array(storage.entries[start...])
    }
}

/// What kind of element an accessibility element is, and its state, with UIKit's raw values.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 17)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}
