import Foundation

/// An interactor that drives an animator's ordinary `UIView` animations by percent (spec §15).
///
/// `startInteractiveTransition(_:)` runs the animator's `animateTransition(using:)` while recording the
/// animations it starts, then freezes the container view's layer (speed 0). `update` moves the frozen
/// time to `percent × duration`; `finish` runs the rest along `completionCurve` at `completionSpeed`;
/// `cancel` runs it back the same way to the start, puts the animated properties back to their start values and then lets the animations'
/// completion blocks run, so the animator's `completeTransition(!transitionWasCancelled)` reports the
/// outcome. Calls made before the transition starts are remembered and applied once it has.
///
/// When the animator implements `interruptibleAnimator(using:)`, that animator is driven instead: paused
/// at the start (running when `wantsInteractiveStart` is false), scrubbed by `fractionComplete`, and
/// continued (reversed for a cancel) with `timingCurve`, or `completionCurve` when that is nil, over the
/// rest of the duration divided by `completionSpeed`; `pause()` interrupts it.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    var _duration: CGFloat = 0
    var _percentComplete: CGFloat = 0
    var _completionSpeed: CGFloat = 1
    var _context: UIViewControllerContextTransitioning?
    var _tracker: _UIViewAnimationTracker?
    /// The frozen layers: the container's, and those of tracked animations outside it.
    var _frozenLayers: [CALayer] = []
    var _animationsCommitted = false
    var _pendingPercent: CGFloat?
    var _requestedEnd: _RequestedEnd?
    var _completionTicker: Int?
    /// The animator's interruptible animator, when it vends one: driven instead of the layers.
    var _interruptible: UIViewImplicitlyAnimating?

    /// A finish or cancel asked for before the transition started.
    enum _RequestedEnd { case finish, cancel }

    /// Creates an interactor with speed 1, the ease-in-out curve and an interactive start.
    public override init() { super.init() }

    /// The animator's duration, read when the transition starts.
    open var duration: CGFloat { _duration }
    /// The last percent accepted, from 0 to 1.
    open var percentComplete: CGFloat { _percentComplete }
    /// How much faster than the animation the rest runs after finish or cancel; values ≤ 0 read as 1.
    open var completionSpeed: CGFloat {
        get { _completionSpeed > 0 ? _completionSpeed : 1 }
        set { _completionSpeed = newValue }
    }
    /// The curve of the part after the interaction (`.easeInOut` by default): the scrubbed animations'
    /// time runs to the end (or back to the start) along it; an interruptible animator continues with it
    /// when `timingCurve` is nil.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve an interruptible animator continues with after the interaction; nil by default.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactive; true by default.
    open var wantsInteractiveStart = true

    /// Starts the transition: runs the animator with its animations tracked, then freezes them.
    ///
    /// Raises `NSInternalInconsistencyException` when the context is not UIKit's, since only UIKit's
    /// context knows its animator.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        _start(transitionContext)
    }
    /// Scrubs the tracked animations to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) { _update(percentComplete) }
    /// Lets the rest of the animations run forwards; the transition completes.
    open func finish() { _end(.finish) }
    /// Runs the animations back to their start; the transition is cancelled.
    open func cancel() { _end(.cancel) }
    /// Pauses an interruptible transition that is running on its own, so that it can be driven again
    /// (`percentComplete` becomes the animator's `fractionComplete`). Does nothing otherwise.
    open func pause() { _pause() }
}
