import Testing
import UIKit
import UIKitTesting

@MainActor @Suite("NotificationCenter selector observers", .checksForLeaks)
struct NotificationSelectorTests {
    let received = Selector("received:", ActionController.received(_:))
    let ping = Notification.Name("Ping"), pong = Notification.Name("Pong")

    @Test("the selector receives the notification; name and object filter what arrives")
    func deliveryAndFilters() {
        let center = NotificationCenter()
        let any = ActionController(), pingsOnly = ActionController(), fromSender = ActionController()
        let sender = NSObject(), other = NSObject()
        center.addObserver(any, selector: received, name: nil, object: nil)
        center.addObserver(pingsOnly, selector: received, name: ping, object: nil)
        center.addObserver(fromSender, selector: received, name: ping, object: sender)
        center.post(name: ping, object: sender)
        center.post(name: ping, object: other)
        center.post(name: pong, object: sender)
        #expect(any.log == ["received(Ping)", "received(Ping)", "received(Pong)"])
        #expect(pingsOnly.log == ["received(Ping)", "received(Ping)"])
        #expect(fromSender.log == ["received(Ping)"])
    }

    @Test("removeObserver(_:) removes every entry; removeObserver(_:name:object:) only the matching ones")
    func removal() {
        let center = NotificationCenter()
        let a = ActionController(), b = ActionController()
        center.addObserver(a, selector: received, name: ping, object: nil)
        center.addObserver(a, selector: received, name: pong, object: nil)
        center.addObserver(b, selector: received, name: ping, object: nil)
        center.addObserver(b, selector: received, name: pong, object: nil)
        center.removeObserver(a)
        center.removeObserver(b, name: ping, object: nil)
        #expect(_SelectorObservers.count(in: center) == 1)
        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        #expect(a.log == [])
        #expect(b.log == ["received(Pong)"])
    }

    @Test("block observers are still removed through their token")
    func blockTokenRemoval() {
        let center = NotificationCenter()
        let count = Captured(0)
        let token = center.addObserver(forName: ping, object: nil, queue: nil) { _ in count.value += 1 }
        center.post(name: ping, object: nil)
        center.removeObserver(token)
        center.post(name: ping, object: nil)
        #expect(count.value == 1)
    }

    @Test("the center holds its observer weakly, and drops a deallocated observer's entry silently")
    func weakObserver() {
        let center = NotificationCenter()
        weak var weakObserver: ActionController?
        do {
            let observer = ActionController()
            weakObserver = observer
            center.addObserver(observer, selector: received, name: ping, object: nil)
        }
        #expect(weakObserver == nil)
        #expect(_SelectorObservers.count(in: center) == 1)
        let exceptions = withCapturedExceptions { center.post(name: ping, object: nil) }
        #expect(exceptions.isEmpty)
        #expect(_SelectorObservers.count(in: center) == 0)
    }

    @Test("an observer that does not respond raises when the notification arrives")
    func unrecognizedAtPost() {
        let center = NotificationCenter(), model = PlainModel()
        center.addObserver(model, selector: received, name: ping, object: nil)
        let exceptions = withCapturedExceptions { center.post(name: ping, object: nil) }
        #expect(exceptions.map(\.reason) == ["-[UIKitTests.PlainModel received:]: unrecognized selector sent to instance \(addressString(model))"])
        center.removeObserver(model)
    }
}
