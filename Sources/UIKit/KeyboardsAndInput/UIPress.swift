import Foundation

/// A press of a physical button or key: its phase, the time, and, for a keyboard, the key.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phases of a press.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// The button's force changed.
        case changed
        /// The button is held without change.
        case stationary
        /// The button was released.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// The kinds of button.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
    }

    /// The press's phase in this delivery.
    open var phase: Phase { _phase }
    /// When the press began or last changed, in media time.
    open var timestamp: TimeInterval { _timestamp }
    /// The kind of button: the arrow keys map to the arrow types, Return to `.select`, Escape to
    /// `.menu`, Page Up and Down to theirs, every other key to `.select`.
    open var type: PressType { _type }
    /// The window the press was delivered in.
    open var window: UIWindow? { _window }
    /// The responder that first received the press.
    open var responder: UIResponder? { _responder }
    /// The gesture recognizers that receive the press: those of the responder's view and its
    /// superviews that accepted it.
    open var gestureRecognizers: [UIGestureRecognizer]? { _recognizers }
    /// The press's force, 0 (keys are not pressure sensitive) or 1 while down.
    open var force: CGFloat { _phase == .ended || _phase == .cancelled ? 0 : 1 }
    /// The keyboard key, for a press on a hardware keyboard.
    open var key: UIKey? { _key }

    var _phase: Phase = .began
    var _timestamp: TimeInterval
    let _type: PressType
    weak var _window: UIWindow?
    weak var _responder: UIResponder?
    let _key: UIKey?
    var _recognizers: [UIGestureRecognizer] = []
    /// How the responder is served: it got `pressesBegan` (and is owed the end), or a recognizer
    /// cancelled the press for it.
    var _delivery: _ViewDelivery = .pending

    package init(key: UIKey?, timestamp: TimeInterval) {
        _key = key
        _timestamp = timestamp
        _type = switch key?.keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: .select
        }
        super.init()
    }
}

/// An event that carries presses: every press in progress, each with its phase in this delivery.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var _presses: [UIPress] = []

    package init(_presses: [UIPress] = []) {
        self._presses = _presses
        super.init(_eventType: .presses)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(_presses) }
    /// The presses `gesture` receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(_presses.filter { press in press._recognizers.contains { $0 === gesture } })
    }
}
