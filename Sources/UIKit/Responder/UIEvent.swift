import Foundation

/// An object that describes a single user interaction, passed to hit-testing.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform = 14
    }

    /// The event's type.
    open var type: EventType { _type }
    /// The time the event occurred, in media time.
    open var timestamp: TimeInterval { _timestamp }

    let _type: EventType
    let _timestamp: TimeInterval

    /// Creates a touches event at the current media time.
    public override init() {
        _type = .touches
        _timestamp = CACurrentMediaTime()
        super.init()
    }
}
