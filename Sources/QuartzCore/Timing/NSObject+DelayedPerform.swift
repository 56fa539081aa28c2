import Foundation

extension NSObject {
    /// Sends `aSelector` to the object, with `anArgument`, on the main run loop after `delay` seconds.
    ///
    /// The request runs on the media clock, so UIKitTesting's virtual clock fires it at its exact
    /// virtual time (a zero delay fires at the next `advance(by:)`). The object and the argument are
    /// retained until the request fires or is cancelled with `cancelPreviousPerformRequests`. Requests
    /// due at the same time fire in the order they were made. Call it on the main thread.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        _DelayedPerforms.schedule(_DelayedPerforms.Request(target: self, selector: aSelector, argument: anArgument), after: delay)
    }

    /// Sends `aSelector` to the object after `delay` seconds, as `perform(_:with:afterDelay:)` does.
    /// The modes are accepted for source compatibility: requests always fire on the main run loop's
    /// media clock, whatever the mode.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Cancels every request made with `perform(_:with:afterDelay:)` for `aTarget`, releasing the target
    /// and the arguments.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        _DelayedPerforms.cancel(target: aTarget as AnyObject, where: { _ in true })
    }

    /// Cancels the requests for `aTarget` with this selector and an argument equal to `anArgument`
    /// (`isEqual(_:)`; two nil arguments are equal).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        _DelayedPerforms.cancel(target: aTarget as AnyObject) {
            $0.selector == aSelector && _DelayedPerforms.isEqual($0.argument, anArgument)
        }
    }
}

/// Pending `perform(_:with:afterDelay:)` requests, by target, each timed by `_MediaTimers`.
///
/// A request is looked up again when its timer fires, so cancelling only removes it here: the timer
/// then finds nothing to do. Main thread only, as the main run loop is.
enum _DelayedPerforms {
    struct Request {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
    }

    /// Requests by target, then by request number (increasing in the order they were made).
    nonisolated(unsafe) private static var requests: [ObjectIdentifier: [Int: Request]] = [:]
    nonisolated(unsafe) private static var nextNumber = 0

    static func schedule(_ request: Request, after delay: TimeInterval) {
        precondition(_isOnMainActor(), "perform(_:with:afterDelay:) schedules on the main run loop; call it on the main thread")
        nextNumber += 1
        let number = nextNumber, target = ObjectIdentifier(request.target)
        requests[target, default: [:]][number] = request
        MainActor.assumeIsolated {
            _MediaTimers.schedule(after: max(0, delay)) { fire(number, target: target) }
        }
    }

    private static func fire(_ number: Int, target: ObjectIdentifier) {
        guard let request = requests[target]?.removeValue(forKey: number) else { return }
        if requests[target]?.isEmpty == true { requests[target] = nil }
        _ObjCMessage.perform(request.selector, on: request.target, request.argument)
    }

    static func cancel(target: AnyObject, where matches: (Request) -> Bool) {
        precondition(_isOnMainActor(), "cancelPreviousPerformRequests runs on the main thread")
        let id = ObjectIdentifier(target)
        guard let pending = requests[id] else { return }
        let kept = pending.filter { !matches($0.value) }
        requests[id] = kept.isEmpty ? nil : kept
    }

    /// Argument equality as `isEqual:` sees it.
    static func isEqual(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (l as NSObject, r as NSObject): return l.isEqual(r)
        case let (l as AnyHashable, r as AnyHashable): return l == r
        default:
            guard let l = _ObjCMessage.object(from: lhs!), let r = _ObjCMessage.object(from: rhs!) else { return false }
            return l === r
        }
    }
}
