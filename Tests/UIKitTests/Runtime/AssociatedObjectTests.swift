import Testing
import UIKit
import UIKitTesting

/// Keys are the addresses of these statics, as in iOS code.
private enum Keys {
    nonisolated(unsafe) static var badge = 0
    nonisolated(unsafe) static var note = 0
}

private final class Payload: NSObject {}

/// A copyable value that records its copies.
private final class Copyable: NSObject, NSCopying {
    let generation: Int
    init(generation: Int = 0) { self.generation = generation }
    func copy(with zone: NSZone? = nil) -> Any { Copyable(generation: generation + 1) }
}

@MainActor @Suite("objc_setAssociatedObject / objc_getAssociatedObject", .checksForLeaks)
struct AssociatedObjectTests {
    @Test("policies have Apple's raw values")
    func policyRawValues() {
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue == 0)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue == 1)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue == 3)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 0o1401)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 0o1403)
    }

    @Test("a value is stored per object and per key, replaced by a set, and removed by setting nil")
    func setGetReplaceRemove() {
        let a = UIView(), b = UIView()
        objc_setAssociatedObject(a, &Keys.badge, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(a, &Keys.note, 42, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(a, &Keys.badge) as? String == "3")
        #expect(objc_getAssociatedObject(a, &Keys.note) as? Int == 42)
        #expect(objc_getAssociatedObject(b, &Keys.badge) == nil)
        objc_setAssociatedObject(a, &Keys.badge, "4", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &Keys.badge) as? String == "4")
        objc_setAssociatedObject(a, &Keys.badge, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &Keys.badge) == nil)
        #expect(objc_getAssociatedObject(a, &Keys.note) as? Int == 42)
        objc_removeAssociatedObjects(a)
        #expect(objc_getAssociatedObject(a, &Keys.note) == nil)
    }

    @Test("RETAIN keeps the value alive; replacing or removing it releases it")
    func retainPolicy() {
        let owner = UIView()
        weak var weakValue: Payload?
        do {
            let value = Payload()
            weakValue = value
            objc_setAssociatedObject(owner, &Keys.badge, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(weakValue != nil)
        #expect(objc_getAssociatedObject(owner, &Keys.badge) as? Payload === weakValue)
        objc_setAssociatedObject(owner, &Keys.badge, Payload(), .OBJC_ASSOCIATION_RETAIN)
        #expect(weakValue == nil)
    }

    @Test("ASSIGN does not retain: the value reads nil once it deallocates")
    func assignPolicy() {
        let owner = UIView()
        var value: Payload? = Payload()
        weak let weakValue = value
        objc_setAssociatedObject(owner, &Keys.badge, value, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &Keys.badge) as? Payload === value)
        value = nil
        #expect(weakValue == nil)
        #expect(objc_getAssociatedObject(owner, &Keys.badge) == nil)
    }

    @Test("COPY stores a copy of an NSCopying value")
    func copyPolicy() {
        let owner = UIView(), original = Copyable()
        objc_setAssociatedObject(owner, &Keys.badge, original, .OBJC_ASSOCIATION_COPY)
        let stored = objc_getAssociatedObject(owner, &Keys.badge) as? Copyable
        #expect(stored !== original && stored?.generation == 1)
        objc_setAssociatedObject(owner, &Keys.note, original, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(owner, &Keys.note) as? Copyable === original)
    }

    @Test("a view's and a layer's values are released exactly when they deallocate")
    func releasedWithResponderAndLayer() {
        weak var viewValue: Payload?, layerValue: Payload?
        do {
            let view = UIView(), layer = CALayer()
            let a = Payload(), b = Payload()
            viewValue = a
            layerValue = b
            objc_setAssociatedObject(view, &Keys.badge, a, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(layer, &Keys.badge, b, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(viewValue == nil)
        #expect(layerValue == nil)
    }

    @Test("a plain object's values are never seen by a later object and are released by the next sweep")
    func plainObjectLifetime() {
        weak var weakValue: Payload?
        do {
            let owner = NSObject(), value = Payload()
            weakValue = value
            objc_setAssociatedObject(owner, &Keys.note, value, .OBJC_ASSOCIATION_RETAIN)
        }
        // No deinit hook for NSObject: the value waits for the sweep. New owners never see it.
        for _ in 0..<8 { #expect(objc_getAssociatedObject(NSObject(), &Keys.note) == nil) }
        #expect(weakValue != nil)
        // The table sweeps once it has doubled since the last sweep (and has more than 64 entries), so
        // this many new owners is enough to trigger one.
        let owners = (0...max(64, 2 * _AssociatedObjects.entryCount)).map { _ in NSObject() }
        for owner in owners { objc_setAssociatedObject(owner, &Keys.note, 1, .OBJC_ASSOCIATION_RETAIN) }
        #expect(weakValue == nil)
        for owner in owners { objc_removeAssociatedObjects(owner) }
    }
}
