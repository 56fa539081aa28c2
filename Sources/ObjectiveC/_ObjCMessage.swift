/// Sending a selector to an object: the library side of `objc_msgSend` that UIKit, Core Animation and
/// the Foundation shims share.
///
/// A target responds to a selector when the selector carries an invoker whose class the target is an
/// instance of, or whose protocol it conforms to. So an action that several classes handle up the
/// responder chain names a method of a protocol they share: `Selector("save:", Saving.save(_:))`. `CoreGraphics` adds `perform`, which raises "unrecognized selector" as iOS does.
package enum _ObjCMessage {
    /// What sending a selector produced.
    package enum Result {
        /// The target does not respond to the selector.
        case unrecognized
        /// The method ran; its return value, boxed (`()` for a method that returns nothing).
        case returned(Any)
    }

    /// Whether `target` responds to `selector` (`respondsToSelector:`).
    package static func responds(_ target: AnyObject, to selector: Selector) -> Bool {
        selector._method?.isImplemented(target) ?? false
    }

    /// Whether instances of `cls` respond to `selector` (`instancesRespondToSelector:`).
    package static func instancesOf(_ cls: AnyClass, respondTo selector: Selector) -> Bool {
        selector._method?.isImplementedByInstances(cls) ?? false
    }

    /// Calls the selector's method on `target` with up to two arguments; a method that takes fewer
    /// ignores the rest. Returns `.unrecognized`, and calls nothing, when the target does not respond.
    /// Call it on the main thread: the methods are main-actor isolated.
    package static func send(_ selector: Selector, to target: AnyObject, _ first: Any? = nil, _ second: Any? = nil) -> Result {
        guard let method = selector._method, method.isImplemented(target) else { return .unrecognized }
        return .returned(method.call(target, first, second))
    }

    /// The reason iOS gives when an object receives a selector it does not respond to:
    /// `-[MyApp.MyController tapped:]: unrecognized selector sent to instance 0x600000c04000`.
    package static func unrecognizedSelectorReason(_ selector: Selector, sentTo target: AnyObject) -> String {
        "-[\(_objcClassName(type(of: target))) \(selector._name)]: unrecognized selector sent to instance \(_objcAddressString(target))"
    }

    /// A method's boxed return value as an object, when it is one (optionals unwrapped); nil otherwise.
    package static func object(from value: Any) -> AnyObject? {
        let unwrapped = _unwrapOptional(value)
        guard let unwrapped, type(of: unwrapped) is AnyClass else { return nil }
        return unwrapped as AnyObject
    }
}

/// Removes every level of `Optional` from a boxed value; nil when one of them is empty.
private func _unwrapOptional(_ value: Any) -> Any? {
    guard let optional = value as? _OptionalBox else { return value }
    return optional._wrapped.flatMap(_unwrapOptional)
}

private protocol _OptionalBox { var _wrapped: Any? { get } }
extension Optional: _OptionalBox {
    fileprivate var _wrapped: Any? { map { $0 } }
}
