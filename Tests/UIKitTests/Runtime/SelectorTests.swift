import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("Selector: names, invokers and unrecognized selectors", .checksForLeaks)
struct SelectorTests {
    @Test("selectors are equal and hash by their Objective-C name alone, invoker or not")
    func equalityByName() {
        let withInvoker = Selector("tapped:", ActionController.tapped(_:))
        let byName = Selector("tapped:")
        let literal: Selector = "tapped:"
        #expect(withInvoker == byName && byName == literal)
        #expect(withInvoker.hashValue == byName.hashValue)
        #expect(Set([withInvoker, byName, literal, Selector("refresh")]).count == 2)
        #expect(withInvoker != Selector("tapped:forEvent:"))
        #expect(withInvoker.description == "tapped:")
        #expect(NSStringFromSelector(withInvoker) == "tapped:")
        #expect(NSSelectorFromString("refresh") == Selector("refresh"))
        #expect(String(cString: sel_getName(withInvoker)) == "tapped:")
        #expect(sel_getName(byName) == sel_getName(literal))   // one interned name per selector name
    }

    @Test("invokers of 0, 1 and 2 arguments receive the sender and the event they take, and ignore the rest")
    func invokerArities() {
        let controller = ActionController()
        let sender = UIControl(frame: .zero), event = UIEvent()
        sender.tag = 7
        _ObjCMessage.perform(Selector("refresh", ActionController.refresh), on: controller, sender, event)
        _ObjCMessage.perform(Selector("buttonTapped:", ActionController.buttonTapped(_:)), on: controller, sender, event)
        _ObjCMessage.perform(Selector("tapped:forEvent:", ActionController.tapped(_:forEvent:)), on: controller, sender, event)
        _ObjCMessage.perform(Selector("tapped:forEvent:", ActionController.tapped(_:forEvent:)), on: controller, sender, nil)
        #expect(controller.log == ["refresh", "buttonTapped(tag7)", "tapped(tag7, UIEvent)", "tapped(tag7, nil)"])
    }

    @Test("an Any? parameter receives nil and an object unwrapped")
    func anyParameters() {
        let controller = ActionController()
        let selector = Selector("tapped:", ActionController.tapped(_:))
        controller.perform(selector)
        controller.perform(selector, with: "hello")
        #expect(controller.log == ["tapped(nil)", "tapped(hello)"])
    }

    @Test("a selector calls a subclass's override, and holds no reference to any target")
    func dynamicDispatchAndNoRetention() {
        let selector = Selector("tapped:", ActionController.tapped(_:))
        weak var weakTarget: ActionSubcontroller?
        do {
            let sub = ActionSubcontroller()
            weakTarget = sub
            sub.perform(selector, with: "x")
            #expect(sub.log == ["sub.tapped(x)"])
            #expect(sub.responds(to: selector))
        }
        #expect(weakTarget == nil)
    }

    @Test("a plain NSObject subclass's methods work as selectors")
    func nonisolatedClass() {
        let model = PlainModel()
        model.perform(Selector("update:", PlainModel.update(_:)), with: 5)
        model.perform(Selector("reset", PlainModel.reset))
        #expect(model.calls == ["update(5)", "reset"])
    }

    @Test("responds(to:) and instancesRespond(to:) follow the method's class; a name-only selector matches nothing")
    func respondsToSelector() {
        let selector = Selector("tapped:", ActionController.tapped(_:))
        #expect(ActionController().responds(to: selector))
        #expect(ActionSubcontroller().responds(to: selector))
        #expect(!UIViewController().responds(to: selector))
        #expect(!PlainModel().responds(to: selector))
        #expect(!ActionController().responds(to: Selector("tapped:")))
        #expect(!ActionController().responds(to: nil))
        #expect(ActionController.instancesRespond(to: selector))
        #expect(ActionSubcontroller.instancesRespond(to: selector))
        #expect(!UIViewController.instancesRespond(to: selector))
    }

    @Test("a selector of a protocol's method reaches every conforming class, and only those")
    func protocolSelector() {
        let selector = Selector("tapped:", TapHandling.tapped(_:))
        let controller = ActionController()
        #expect(controller.responds(to: selector) && !UIView().responds(to: selector))
        controller.perform(selector, with: "p")
        #expect(controller.log == ["tapped(p)"])
    }

    @Test("perform returns an object result unretained and alive until the pool drains; other results are nil")
    func performResults() {
        let controller = ActionController()
        weak var made: UIView?
        autoreleasepool {
            let result = controller.perform(Selector("makeView", ActionController.makeView))
            let view = result?.takeUnretainedValue() as? UIView
            made = view
            #expect(view?.bounds.size == CGSize(width: 7, height: 7))
        }
        #expect(made == nil)   // the pool released it
        #expect(controller.perform(Selector("answer", ActionController.answer)) == nil)
        #expect(controller.perform(Selector("refresh", ActionController.refresh)) == nil)
    }

    @Test("outside an explicit pool, a performed result lives until the end of the turn")
    func resultLivesUntilTurnEnds() {
        let controller = ActionController()
        weak var made: UIView?
        made = controller.perform(Selector("makeView", ActionController.makeView))?.takeUnretainedValue() as? UIView
        #expect(made != nil)
        spin()
        #expect(made == nil)
    }

    @Test("autoreleasepool returns the body's result and rethrows its error")
    func autoreleasepoolResultAndError() throws {
        struct Failure: Error, Equatable {}
        #expect(autoreleasepool { 3 } == 3)
        #expect(throws: Failure()) { try autoreleasepool { throw Failure() } }
    }

    @Test("an unrecognized selector raises NSInvalidArgumentException with iOS's reason and calls nothing")
    func unrecognizedSelector() {
        let controller = ActionController(), model = PlainModel()
        let address = addressString(model)
        let exceptions = withCapturedExceptions {
            #expect(model.perform(Selector("tapped:", ActionController.tapped(_:)), with: controller) == nil)
            model.perform(Selector("reset"))
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException, .invalidArgumentException])
        #expect(exceptions.map(\.reason) == [
            "-[UIKitTests.PlainModel tapped:]: unrecognized selector sent to instance \(address)",
            "-[UIKitTests.PlainModel reset]: unrecognized selector sent to instance \(address)",
        ])
        #expect(model.calls == [] && controller.log == [])
    }

    @Test("UIKit's own classes are named bare in the unrecognized-selector reason")
    func unrecognizedSelectorOnUIKitClass() {
        let view = UIView()
        let exceptions = withCapturedExceptions { view.perform(Selector("refresh", ActionController.refresh)) }
        #expect(exceptions.first?.reason == "-[UIView refresh]: unrecognized selector sent to instance \(addressString(view))")
    }
}
