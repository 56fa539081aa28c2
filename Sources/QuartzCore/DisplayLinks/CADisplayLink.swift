import Foundation

/// A timer synchronised with the display's refresh: its handler runs once per frame while the link is
/// added to a run loop and not paused.
///
/// Make it as on iOS, `CADisplayLink(target: self, selector: Selector("step:", Model.step(_:)))`, or
/// with a closure, `CADisplayLink(handler: { link in … })`; the selector and the handler receive the
/// link. Frames come from the media clock: the main queue at the screen's rate with the real clock, and
/// `VirtualClock.advance(by:)` under UIKitTesting. While added, the run loop keeps the link alive
/// until `invalidate()`, which also releases the target (or the handler).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var handler: ((CADisplayLink) -> Void)?
    private var token: Int?
    private var framesSinceFire = 0

    /// Creates a display link that calls `handler` every frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Creates a display link that sends `sel` to `target`, with the link as the argument, every frame
    /// once added to a run loop. The link retains the target until it is invalidated. A target that
    /// does not respond to the selector raises "unrecognized selector" at the first frame, as on iOS.
    public convenience init(target: Any, selector sel: Selector) {
        let target = target as AnyObject
        self.init(handler: { link in _ObjCMessage.perform(sel, on: target, link) })
    }

    /// The time of the last frame the handler ran for.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame the handler will run for: when the frame being prepared is shown.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between display frames.
    open var duration: CFTimeInterval { _FrameTicker.frameInterval }
    /// Whether the handler is suspended; frames still pass but do not call it.
    open var isPaused = false
    /// The frame rate the link would like; frames are skipped to approach `preferred` (or `maximum`).
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// The rate the link would like, in frames per second; 0 means the display's rate.
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            let rate = Float(newValue)
            preferredFrameRateRange = CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate)
        }
    }

    /// Starts delivering frames. The run loop and mode are accepted for source compatibility; frames
    /// always come from the main run loop's media clock.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard token == nil, handler != nil else { return }
        framesSinceFire = 0
        token = _FrameTicker.add { [self] time in
            self._frame(at: time)
            return self.token != nil
        }
    }

    /// Stops delivering frames for the given run loop; the same as `invalidate()` here.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops the link for good and releases it from the run loop.
    open func invalidate() {
        if let token { _FrameTicker.remove(token) }
        token = nil
        handler = nil
    }

    /// How many display frames pass between handler calls for the preferred rate.
    var _frameStride: Int {
        let displayRate = 1 / _FrameTicker.frameInterval
        let wanted = Double(preferredFrameRateRange.preferred ?? 0) > 0 ? Double(preferredFrameRateRange.preferred!)
                                                                        : Double(preferredFrameRateRange.maximum)
        guard wanted > 0, wanted < displayRate else { return 1 }
        return max(1, Int((displayRate / wanted).rounded()))
    }

    private func _frame(at time: CFTimeInterval) {
        framesSinceFire += 1
        let stride = _frameStride
        guard framesSinceFire >= stride else { return }
        framesSinceFire = 0
        guard !isPaused else { return }
        timestamp = time
        targetTimestamp = time + Double(stride) * _FrameTicker.frameInterval
        handler?(self)
    }
}
