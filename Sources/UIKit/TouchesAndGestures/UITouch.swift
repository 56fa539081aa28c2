import Foundation

/// One finger on the screen: where it is, its phase, and the view and recognizers it belongs to.
///
/// A touch is hit-tested when it begins; that view stays its `view` for the whole touch, even when the
/// finger moves outside it (spec §19.1). Locations are kept in the window's coordinates.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// A touch's phase, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made the touch, with UIKit's raw values.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
    }

    var _phase: Phase = .began
    var _timestamp: TimeInterval = 0
    var _tapCount = 1
    weak var _view: UIView?
    weak var _window: UIWindow?
    var _location: CGPoint = .zero
    var _previousLocation: CGPoint = .zero
    /// The recognizers bound when the touch began (the view's and its ancestors'), minus ignored ones.
    var _recognizers: [UIGestureRecognizer] = []
    /// How the touch's own view is served (UIWindow+TouchDelivery.swift).
    var _delivery: _ViewDelivery = .pending
    /// Whether the touch began while the application ignored interaction events: it is never
    /// delivered, not even after the ignoring ends (its began was not).
    var _isIgnored = false

    /// Creates a touch; UIKit makes touches, apps do not.
    public override init() { super.init() }

    /// The touch's phase in the event being delivered.
    open var phase: Phase { _phase }
    /// When the touch last changed, in media time.
    open var timestamp: TimeInterval { _timestamp }
    /// How many quick taps in the same place this touch ends (1 for a first tap).
    open var tapCount: Int { _tapCount }
    /// The view the touch was hit-tested to when it began.
    open var view: UIView? { _view }
    /// The window the touch began in.
    open var window: UIWindow? { _window }
    /// The gesture recognizers that receive the touch.
    open var gestureRecognizers: [UIGestureRecognizer]? { _recognizers }
    /// The pressure: 0 here (a device without 3D Touch reports 0).
    open var force: CGFloat { 0 }
    /// The largest possible force: 0 here, with no pressure sensing.
    open var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the touch's contact area, in points.
    open var majorRadius: CGFloat { _UITouchConstants.majorRadius }
    /// The tolerance of `majorRadius`, in points.
    open var majorRadiusTolerance: CGFloat { _UITouchConstants.majorRadiusTolerance }
    /// What made the touch: a finger.
    open var type: TouchType { .direct }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { _convert(_location, to: view) }
    /// The touch's previous location in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint { _convert(_previousLocation, to: view) }
    /// The precise location: the same as `location(in:)` for a finger.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The precise previous location: the same as `previousLocation(in:)` for a finger.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    func _convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = _window, view !== window else { return point }
        return view.convert(point, from: window)
    }
}

/// Touch constants the evidence does not settle (spec §21 style): named so they can change in one place.
enum _UITouchConstants {
    /// A fingertip's contact radius. UIKit reports a measured value; a typical one is used.
    static let majorRadius: CGFloat = 20
    static let majorRadiusTolerance: CGFloat = 5
    /// Taps count as one multi-tap (`tapCount`) when the next starts within this time of the last
    /// one's end; UIKit's tap engine's `maximumIntervalBetweenSuccessiveTaps` (spec §19.6).
    static let multiTapInterval: TimeInterval = 0.35
    /// ...and this close to it: the tap recognizer's allowable movement placeholder (spec §21, D14).
    static let multiTapDistance: CGFloat = 45
}
