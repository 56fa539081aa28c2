import Foundation

/// The touch-tracking logic of `UIControl`, as a value fed with points and phases.
///
/// A control owns one. Its touch handling (UIControl+Touches.swift) feeds each phase of the tracked touch,
/// with the location in the control's own coordinates, the control's bounds and the answer of its
/// tracking override; the tracker returns the highlight to show and the control events to send, in
/// order. Nothing here knows about views, so the rules are tested directly.
///
/// The rules, as UIKit applies them:
/// - A touch counts as inside while it is within the bounds grown by `dragTolerance` on every side,
///   so a finger that slides a little off a button keeps it highlighted.
/// - Touch down sends `.touchDown` (and `.touchDownRepeat` for a second or later tap) and highlights.
/// - Each move sends exactly one drag event: `.touchDragInside` or `.touchDragOutside` while the touch
///   stays on one side, `.touchDragEnter` or `.touchDragExit` on the move that crosses the edge. The
///   highlight follows the finger.
/// - Lifting sends `.touchUpInside` (then `.primaryActionTriggered` for controls whose primary action
///   is a tap, such as buttons) or `.touchUpOutside`, and removes the highlight.
/// - A cancelled touch sends `.touchCancel` and removes the highlight.
struct _ControlTracker: Equatable {
    /// How far outside its bounds a touch still counts as inside the control, in points on each side.
    ///
    /// Apple does not document the figure; 70 points is what developers measure on devices ("the extra
    /// 70 pixels" of UIControl, Stack Overflow 14340122 and others).
    static let dragTolerance: CGFloat = 70

    /// What the control does after one phase: the highlight to show and the events to send, in order.
    struct Output: Equatable {
        var highlighted: Bool
        var events: [UIControl.Event]
    }

    /// Whether a touch is down on the control.
    private(set) var isTouchDown = false
    /// Whether the control is tracking the touch: its `beginTracking`/`continueTracking` said yes.
    private(set) var isTracking = false
    /// Whether the tracked touch is inside the grown bounds.
    private(set) var isTouchInside = false
    /// Whether lifting a touch inside also sends `.primaryActionTriggered`.
    var sendsPrimaryActionOnTouchUpInside = false

    /// Whether `point` (in the control's coordinates) counts as inside `bounds`.
    static func counts(_ point: CGPoint, asInside bounds: CGRect) -> Bool {
        bounds.insetBy(dx: -dragTolerance, dy: -dragTolerance).contains(point)
    }

    /// A touch went down at `point`; `tracking` is what `beginTracking(_:with:)` returned.
    mutating func touchBegan(at point: CGPoint, in bounds: CGRect, tapCount: Int = 1, tracking: Bool) -> Output {
        isTouchDown = true
        isTracking = tracking
        isTouchInside = Self.counts(point, asInside: bounds)
        var events: [UIControl.Event] = [.touchDown]
        if tapCount > 1 { events.append(.touchDownRepeat) }
        return Output(highlighted: isTouchInside, events: events)
    }

    /// The touch moved to `point`; `tracking` is what `continueTracking(_:with:)` returned (pass the
    /// current `isTracking` when the control was not tracking and so was not asked).
    mutating func touchMoved(to point: CGPoint, in bounds: CGRect, tracking: Bool) -> Output {
        guard isTouchDown else { return Output(highlighted: false, events: []) }
        let wasInside = isTouchInside
        isTouchInside = Self.counts(point, asInside: bounds)
        isTracking = isTracking && tracking
        let event: UIControl.Event
        switch (wasInside, isTouchInside) {
        case (true, true): event = .touchDragInside
        case (false, false): event = .touchDragOutside
        case (false, true): event = .touchDragEnter
        case (true, false): event = .touchDragExit
        }
        return Output(highlighted: isTouchInside, events: [event])
    }

    /// The touch lifted at `point`.
    mutating func touchEnded(at point: CGPoint, in bounds: CGRect) -> Output {
        guard isTouchDown else { return Output(highlighted: false, events: []) }
        let inside = Self.counts(point, asInside: bounds)
        self = _ControlTracker(sendsPrimaryActionOnTouchUpInside: sendsPrimaryActionOnTouchUpInside)
        var events: [UIControl.Event] = [inside ? .touchUpInside : .touchUpOutside]
        if inside && sendsPrimaryActionOnTouchUpInside { events.append(.primaryActionTriggered) }
        return Output(highlighted: false, events: events)
    }

    /// The system cancelled the touch.
    mutating func touchCancelled() -> Output {
        guard isTouchDown else { return Output(highlighted: false, events: []) }
        self = _ControlTracker(sendsPrimaryActionOnTouchUpInside: sendsPrimaryActionOnTouchUpInside)
        return Output(highlighted: false, events: [.touchCancel])
    }

    private init(sendsPrimaryActionOnTouchUpInside: Bool) {
        self.sendsPrimaryActionOnTouchUpInside = sendsPrimaryActionOnTouchUpInside
    }

    init() {}
}

extension UIControl {
    /// Shows the highlight and sends the events of one tracking phase, in order.
    /// `event` is the touch event, passed on to `sendAction(_:to:for:)`.
    func _apply(_ output: _ControlTracker.Output, event: UIEvent? = nil) {
        if isHighlighted != output.highlighted { isHighlighted = output.highlighted }
        for controlEvent in output.events { _sendActions(for: controlEvent, event: event) }
    }

    // The entry points for touch delivery: `touchesBegan(_:with:)` and friends (UIControl+Touches.swift)
    // call these with the touch's location in the control's coordinates, passing the answers of
    // `beginTracking(_:with:)` / `continueTracking(_:with:)` and calling `endTracking(_:with:)` /
    // `cancelTracking(with:)` before the last two.

    /// A touch went down at `point`.
    func _touchBegan(at point: CGPoint, tapCount: Int = 1, tracking: Bool = true, event: UIEvent? = nil) {
        _apply(_tracker.touchBegan(at: point, in: bounds, tapCount: tapCount, tracking: tracking), event: event)
    }

    /// The touch moved to `point`.
    func _touchMoved(to point: CGPoint, tracking: Bool = true, event: UIEvent? = nil) {
        _apply(_tracker.touchMoved(to: point, in: bounds, tracking: tracking), event: event)
    }

    /// The touch lifted at `point`.
    func _touchEnded(at point: CGPoint, event: UIEvent? = nil) {
        _apply(_tracker.touchEnded(at: point, in: bounds), event: event)
    }

    /// The touch was cancelled.
    func _touchCancelled(event: UIEvent? = nil) {
        _apply(_tracker.touchCancelled(), event: event)
    }
}
