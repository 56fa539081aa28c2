import Foundation

extension NSObject {
    /// Sends the selector to the object with no arguments and returns the method's result.
    ///
    /// The result is an object the method returned, unretained (it stays alive until the current
    /// autorelease pool drains: the end of the run loop's turn), or nil when the method returns nothing
    /// or a value that is not an object. An object that does not respond raises
    /// `NSInvalidArgumentException` ("unrecognized selector sent to instance"). Call it on the main thread.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        _perform(aSelector, nil, nil)
    }

    /// Sends the selector to the object with one argument and returns the method's result, as
    /// `perform(_:)` does.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        _perform(aSelector, object, nil)
    }

    /// Sends the selector to the object with two arguments and returns the method's result, as
    /// `perform(_:)` does.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        _perform(aSelector, object1, object2)
    }

    private func _perform(_ selector: Selector?, _ first: Any?, _ second: Any?) -> Unmanaged<AnyObject>? {
        guard let selector else { return nil }
        guard let result = _ObjCMessage.perform(selector, on: self, first, second),
              let object = _ObjCMessage.object(from: result) else { return nil }
        _AutoreleasePool.autorelease(object)
        return Unmanaged.passUnretained(object)
    }
}
