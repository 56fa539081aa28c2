import Foundation

/// An object that describes a single user interaction: for touches, every touch on the screen, each
/// with its phase in this delivery.
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
    var _timestamp: TimeInterval
    /// The touches on the screen, in the order they began (UIEvent+Touches.swift).
    var _touchList: [UITouch] = []

    /// Creates a touches event at the current media time.
    public override init() {
        _type = .touches
        _timestamp = CACurrentMediaTime()
        super.init()
    }

    /// Creates an event of another type (`UIPressesEvent`).
    package init(_eventType type: EventType) {
        _type = type
        _timestamp = CACurrentMediaTime()
        super.init()
    }

    // MARK: Touches (UIEvent+Touches.swift)

    /// Every touch of the event; nil for an event that is not a touch event.
    open var allTouches: Set<UITouch>? { _type == .touches ? Set(_touchList) : nil }
    /// The event's touches that were hit-tested to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { _touches { $0._view === view } }
    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { _touches { $0._window === window } }
    /// The event's touches that `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        _touches { touch in touch._recognizers.contains { $0 === gesture } }
    }
    /// The touches coalesced into `touch` since the last event: the touch itself here.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { _touchList.contains(touch) ? [touch] : nil }
    /// Predicted future touches: none here.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { _touchList.contains(touch) ? [] : nil }
}
