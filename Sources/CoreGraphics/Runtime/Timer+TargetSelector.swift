import Foundation

extension Timer {
    /// Creates a timer that sends `aSelector` to `aTarget`, with the timer as the argument, after
    /// `ti` seconds (and every `ti` seconds when it repeats). Add it to a run loop to start it.
    ///
    /// The timer retains its target: a non-repeating timer releases it once it has fired. This
    /// initializer cannot replace swift-corelibs-foundation's `invalidate()` or `userInfo`, so a
    /// repeating timer made with it keeps its target until the timer itself is released, and its
    /// `userInfo` reads nil; `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` has
    /// neither limit.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget, selector: aSelector,
                  userInfo: userInfo, repeats: yesOrNo)
    }

    /// Creates a timer that first fires at `date` and sends `s` to `t`, with the timer as the argument,
    /// as `init(timeInterval:target:selector:userInfo:repeats:)` does.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
                            userInfo ui: Any?, repeats rep: Bool) {
        let invocation = _TimerInvocation(target: t as AnyObject, selector: s, repeats: rep)
        self.init(fire: date, interval: ti, repeats: rep) { timer in invocation.fire(timer) }
    }

    /// Creates a timer, schedules it on the current run loop in the default mode, and returns it. After
    /// `ti` seconds (and every `ti` seconds when it repeats) it sends `aSelector` to `aTarget` with the
    /// timer as the argument; `userInfo` is the timer's `userInfo`.
    ///
    /// The timer retains its target until it is invalidated (a non-repeating timer invalidates itself
    /// once it has fired). The run loop fires it in real time, as it fires block-based timers; the
    /// media clock, and UIKitTesting's virtual clock, do not drive Foundation timers.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = _SelectorTimer(fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget as AnyObject,
                                   selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        _TimerScheduling.add(timer, RunLoop.current, .default)
        return timer
    }
}

/// How the timers that our own API schedules reach a run loop. QuartzCore replaces it while a virtual
/// media clock is installed, so that such timers fire at virtual time (Foundation's own timer API
/// cannot be rerouted: an overload of its exact signatures would be ambiguous).
package enum _TimerScheduling {
    package typealias Scheduler = @Sendable (Timer, RunLoop, RunLoop.Mode) -> Void
    package static let runLoop: Scheduler = { timer, runLoop, mode in runLoop.add(timer, forMode: mode) }
    nonisolated(unsafe) package static var add: Scheduler = runLoop
}

/// The target and selector of a selector-based timer. It holds the target strongly until the timer
/// has fired for the last time or is invalidated.
final class _TimerInvocation: @unchecked Sendable {
    private let lock = NSLock()
    private var target: AnyObject?
    private let selector: Selector
    private let repeats: Bool

    init(target: AnyObject, selector: Selector, repeats: Bool) {
        self.target = target
        self.selector = selector
        self.repeats = repeats
    }

    func fire(_ timer: Timer) {
        lock.lock()
        let target = self.target
        if !repeats { self.target = nil }
        lock.unlock()
        guard let target else { return }
        _ObjCMessage.perform(selector, on: target, timer)
    }

    func releaseTarget() {
        lock.lock()
        let released = target
        target = nil
        lock.unlock()
        withExtendedLifetime(released) {}
    }
}

/// The timer `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` returns: a subclass, so
/// that it can carry `userInfo` and release its target in `invalidate()`.
final class _SelectorTimer: Timer {
    private let invocation: _TimerInvocation
    private let _userInfo: Any?

    init(fireAt date: Date, interval: TimeInterval, target: AnyObject, selector: Selector, userInfo: Any?, repeats: Bool) {
        let invocation = _TimerInvocation(target: target, selector: selector, repeats: repeats)
        self.invocation = invocation
        _userInfo = userInfo
        super.init(fire: date, interval: interval, repeats: repeats) { timer in invocation.fire(timer) }
    }

    override var userInfo: Any? { _userInfo }

    override func invalidate() {
        super.invalidate()
        invocation.releaseTarget()
    }
}
