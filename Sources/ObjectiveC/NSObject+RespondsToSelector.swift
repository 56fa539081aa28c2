import Foundation

extension NSObject {
    /// Whether the object implements the method the selector names.
    ///
    /// True when the selector was made from a method reference of the object's class or of one of its
    /// superclasses; false for a selector made from a name only.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return _ObjCMessage.responds(self, to: aSelector)
    }

    /// Whether instances of the class implement the method the selector names.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return _ObjCMessage.instancesOf(self, respondTo: aSelector)
    }
}
