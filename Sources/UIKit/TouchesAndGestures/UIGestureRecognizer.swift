import Foundation

/// The base class of gesture recognizers: objects that turn a sequence of touches into a gesture and
/// send action messages to their targets as it is recognized.
///
/// Recognizers get a touch before the view it was hit-tested to (spec §19.1). A discrete recognizer goes
/// from `.possible` to `.ended` (recognized) or `.failed`; a continuous one through `.began`, `.changed`…
/// to `.ended` or `.cancelled`. Actions go to every target on began, changed, ended and cancelled, never
/// on failed. Once the touches are over, a finished recognizer is reset to `.possible`.
///
/// Subclasses (as `UIGestureRecognizerSubclass` allows on iOS) override the touch methods, set `state`,
/// and override `reset()`; here `state` is settable without a separate import.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer, with UIKit's raw values.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// The state of a discrete recognizer that recognized its gesture: `.ended`.
        public static var recognized: State { .ended }
    }

    // MARK: Stored state (UIGestureRecognizer+StateMachine.swift, _GestureEnvironment.swift)

    var _state: State = .possible
    var _targets: [_GestureTarget] = []
    weak var _view: UIView?
    /// The touches down now that the recognizer receives, in the order they began.
    var _touches: [UITouch] = []
    /// Every touch received since the last reset (also the ones already lifted).
    var _seenTouches: [UITouch] = []
    /// The centroid of the last touches, in window coordinates, for `location(in:)` after they lift.
    var _lastCentroid: CGPoint = .zero
    weak var _lastWindow: UIWindow?
    var _requiredToFail: [_WeakRecognizer] = []
    /// A recognition that waits for failure requirements (the state still reads `.possible`).
    var _pendingState: State?
    var _isActive = false
    /// Bumped at reset: a timer scheduled before it does nothing.
    var _timerGeneration = 0
    /// The presses down now that the recognizer receives, in the order they began.
    var _presses: [UIPress] = []
    /// Whether everything received since the last reset was a press (no touch).
    var _sawOnlyPresses = false

    /// Creates a recognizer that sends `action` to `target`. Either may be nil; add targets later with
    /// `addTarget(_:action:)`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { _addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it as they analyse touches; UIKit may turn a recognition
    /// into `.failed` (the delegate or a failure requirement refuses it) or hold it while a required
    /// recognizer has not failed yet.
    open var state: State {
        get { _state }
        set { _GestureEnvironment.request(self, newValue) }
    }

    /// The recognizer's delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer receives touches; true by default. Disabling it cancels a gesture in progress.
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { _GestureEnvironment.abandon(self) } }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { _view }

    /// Whether the view's touches are cancelled when the gesture is recognized; true by default.
    open var cancelsTouchesInView = true
    /// Whether new touches are withheld from the view until the recognizer fails; false by default.
    open var delaysTouchesBegan = false
    /// Whether lifted touches are withheld from the view while the recognizer is still analysing; true by default.
    open var delaysTouchesEnded = true
    /// Whether the recognizer keeps to the type of its first touch; true by default.
    open var requiresExclusiveTouchType = true
    /// The touch types the recognizer accepts, as `UITouch.TouchType` raw values.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The press types the recognizer accepts, as `UIPress.PressType` raw values; `.select` by default.
    open var allowedPressTypes: [NSNumber] = [NSNumber(value: UIPress.PressType.select.rawValue)]
    /// A name for debugging.
    open var name: String?

    // MARK: Targets (UIGestureRecognizer+Targets.swift)

    /// Adds a target–action pair; the recognizer holds the target weakly. Adding a pair again does nothing.
    open func addTarget(_ target: Any, action: Selector) { _addTarget(target, action: action) }
    /// Removes target–action pairs: nil `target` matches every target, nil `action` every action. A
    /// handler (`addTarget(handler:)`) is removed by passing it as `target` with a nil action, or by
    /// `removeTarget(nil, action: nil)`.
    open func removeTarget(_ target: Any?, action: Selector?) { _removeTarget(target, action: action) }

    // MARK: Relationships

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes; it fails
    /// itself if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        _requiredToFail.removeAll { $0.recognizer == nil }
        guard !_requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        _requiredToFail.append(_WeakRecognizer(otherGestureRecognizer))
    }

    // MARK: Location

    /// The gesture's location in `view` (the window's coordinates when nil): the centroid of its touches.
    open func location(in view: UIView?) -> CGPoint { _convertFromWindow(_centroid(), to: view) }

    /// The location of the touch at `touchIndex` (0 ..< `numberOfTouches`) in `view`. An index out of
    /// range raises `NSRangeException`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { _location(ofTouch: touchIndex, in: view) }

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { _touches.count }

    // MARK: Subclassing (UIGestureRecognizerSubclass)

    /// Clears the recognizer's own state after a gesture; UIKit calls it when the recognizer returns to
    /// `.possible`. Overrides call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) { _GestureEnvironment.ignore(touch, by: self) }

    /// Whether recognizing this gesture may prevent `preventedGestureRecognizer` from recognizing; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this recognizer; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether the recognizer wants touches of `event`; true by default.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// New touches for the recognizer. Does nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches moved. Does nothing by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches lifted. Does nothing by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches were cancelled. Does nothing by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Estimated properties of the touches were updated. Does nothing by default.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// New presses for the recognizer (of an allowed type, on its view or a subview's responder). Does
    /// nothing by default.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The recognizer's presses changed. Does nothing by default.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The recognizer's presses were released. Does nothing by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// The recognizer's presses were cancelled. Does nothing by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Stops delivering `button` to this recognizer.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) { _GestureEnvironment.ignore(button, by: self) }

    /// Called when a recognition that waited for a failure requirement goes through (the pan zeroes its
    /// translation here). Does nothing by default.
    func _didRecognizeAfterWaiting() {}

    /// `<ClassName: 0x…; state = Possible; view = <…>>`, like UIKit's.
    open override var description: String {
        MainActor.assumeIsolated {
            var parts = ["state = \(_state._name)"]
            if let view = _view { parts.append("view = <\(_objcClassName(type(of: view))): \(_objcAddressString(view))>") }
            return "<\(_objcClassName(type(of: self))): \(_objcAddressString(self)); \(parts.joined(separator: "; "))>"
        }
    }
}
