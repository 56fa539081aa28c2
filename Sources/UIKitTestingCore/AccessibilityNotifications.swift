import UIKit

/// One `UIAccessibility.post(notification:argument:)` call.
public struct PostedAccessibilityNotification {
    /// The notification posted.
    public var notification: UIAccessibility.Notification
    /// Its argument: the element to focus, the string to speak, or nil.
    public var argument: Any?
}

/// Runs `body` and returns the accessibility notifications it posted, oldest first. No assistive
/// technology runs in the port, so this is the only place they arrive.
public func recordAccessibilityNotifications(_ body: () throws -> Void) rethrows -> [PostedAccessibilityNotification] {
    try _AccessibilityNotificationLog.recording(body).map { PostedAccessibilityNotification(notification: $0.0, argument: $0.1) }
}
