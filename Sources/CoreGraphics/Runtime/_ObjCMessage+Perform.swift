import Foundation

extension _ObjCMessage {
    /// Calls the selector's method on `target` and returns its boxed result. When the target does not
    /// respond, raises "unrecognized selector" and returns nil (under a capture; uncaptured, the raise
    /// stops the program, as the uncaught exception would on iOS).
    @discardableResult
    package static func perform(_ selector: Selector, on target: AnyObject, _ first: Any? = nil, _ second: Any? = nil) -> Any? {
        switch send(selector, to: target, first, second) {
        case .returned(let value):
            return value
        case .unrecognized:
            raiseUnrecognized(selector, sentTo: target)
            return nil
        }
    }

    /// Raises `NSInvalidArgumentException` with iOS's reason:
    /// `-[MyApp.MyController tapped:]: unrecognized selector sent to instance 0x600000c04000`.
    package static func raiseUnrecognized(_ selector: Selector, sentTo target: AnyObject) {
        _Diagnostics.raiseInvalidArgument(unrecognizedSelectorReason(selector, sentTo: target))
    }
}
