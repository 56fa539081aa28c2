import Testing
import UIKit
import UIKitTesting

nonisolated(unsafe) private var watcherContext = 0
nonisolated(unsafe) private var otherContext = 0

/// A view controller that observes, overriding `observeValue` as iOS code does.
final class WatchingController: UIViewController {
    var entries: [String] = []
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard context == &watcherContext || context == &otherContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let which = context == &watcherContext ? "watcher" : "other"
        var parts = ["\(which) \(keyPath ?? "nil")", "kind=\(change?[.kindKey] as? UInt ?? 0)"]
        if let prior = change?[.notificationIsPriorKey] as? Bool { parts.append("prior=\(prior)") }
        if let old = change?[.oldKey] { parts.append("old=\(kvoText(old))") }
        if let new = change?[.newKey] { parts.append("new=\(kvoText(new))") }
        #expect((object as AnyObject?) != nil)
        entries.append(parts.joined(separator: " "))
    }
}

/// A plain NSObject observer: it adopts NSKeyValueObserving (no `override` on Linux).
final class PlainObserver: NSObject, NSKeyValueObserving {
    nonisolated(unsafe) static var calls = 0
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?) {
        PlainObserver.calls += 1
    }
}

/// An observer with no `observeValue` at all.
final class DeafObserver: NSObject {}

private func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

@MainActor @Suite("Key-value observing: addObserver/observeValue and removal", .checksForLeaks)
struct KeyValueObservingStringFormTests {
    @Test("observeValue receives the key path, the object, the change dictionary and the context")
    func stringForm() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), watcher = WatchingController()
        view.addObserver(watcher, forKeyPath: "frame", options: [.old, .new], context: &watcherContext)
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(watcher.entries == ["watcher frame kind=1 old=(0, 0, 10, 10) new=(1, 2, 3, 4)"])
        view.removeObserver(watcher, forKeyPath: "frame", context: &watcherContext)
        view.frame = .zero
        #expect(watcher.entries.count == 1)
    }

    @Test("the change dictionary: kind as NSNumber, .prior flag, .initial, values as Swift values")
    func dictionary() {
        let layer = CALayer(), watcher = WatchingController()
        layer.addObserver(watcher, forKeyPath: "position", options: [.initial, .prior, .new], context: &watcherContext)
        #expect(watcher.entries == ["watcher position kind=1 new=(0, 0)"])
        layer.position = CGPoint(x: 4, y: 5)
        #expect(watcher.entries == ["watcher position kind=1 new=(0, 0)", "watcher position kind=1 prior=true",
                                    "watcher position kind=1 new=(4, 5)"])
        layer.removeObserver(watcher, forKeyPath: "position")
    }

    @Test("two contexts: each registration is notified, and removal with a context removes only that one")
    func contexts() {
        let view = UIView(), watcher = WatchingController()
        view.addObserver(watcher, forKeyPath: "alpha", options: .new, context: &watcherContext)
        view.addObserver(watcher, forKeyPath: "alpha", options: .new, context: &otherContext)
        view.alpha = 0.5
        #expect(watcher.entries.sorted() == ["other alpha kind=1 new=0.5", "watcher alpha kind=1 new=0.5"])
        view.removeObserver(watcher, forKeyPath: "alpha", context: &otherContext)
        view.alpha = 0.25
        #expect(watcher.entries.sorted() == ["other alpha kind=1 new=0.5", "watcher alpha kind=1 new=0.25",
                                             "watcher alpha kind=1 new=0.5"])
        view.removeObserver(watcher, forKeyPath: "alpha")
    }

    @Test("removing an observer that is not registered raises NSRangeException with iOS's reason")
    func removeErrors() {
        let view = UIView(), watcher = WatchingController()
        let expected = "Cannot remove an observer <UIKitTests.WatchingController \(address(watcher))> for the key path "
            + "\"frame\" from <UIView \(address(view))> because it is not registered as an observer."
        var exceptions = withCapturedExceptions { view.removeObserver(watcher, forKeyPath: "frame") }
        #expect(exceptions.map(\.name) == [.rangeException])
        #expect(exceptions.map(\.reason) == [expected])
        // Registered with one context, removed with another: also not registered; the registration stays.
        view.addObserver(watcher, forKeyPath: "frame", options: [], context: &watcherContext)
        exceptions = withCapturedExceptions { view.removeObserver(watcher, forKeyPath: "frame", context: &otherContext) }
        #expect(exceptions.map(\.reason) == [expected])
        view.frame = .zero
        #expect(watcher.entries == ["watcher frame kind=1"])
        // The second removal of a single registration raises.
        view.removeObserver(watcher, forKeyPath: "frame")
        exceptions = withCapturedExceptions { view.removeObserver(watcher, forKeyPath: "frame") }
        #expect(exceptions.map(\.reason) == [expected])
    }

    @Test("an observer that does not handle the notification raises NSInternalInconsistencyException, as NSObject's does")
    func unhandled() {
        let view = UIView(frame: .zero), controller = UIViewController(), deaf = DeafObserver()
        let contextString = withUnsafeMutablePointer(to: &watcherContext) { "0x" + String(UInt(bitPattern: $0), radix: 16) }
        view.addObserver(controller, forKeyPath: "frame", options: .new, context: nil)
        view.addObserver(deaf, forKeyPath: "hidden", options: [.old, .new], context: &watcherContext)
        let exceptions = withCapturedExceptions {
            view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            view.isHidden = true
        }
        #expect(exceptions.map(\.name) == [.internalInconsistencyException, .internalInconsistencyException])
        #expect(exceptions.first?.reason == """
            <UIViewController: \(address(controller))>: An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.
            Key path: frame
            Observed object: <UIView: \(address(view)); frame = (1 2; 3 4); layer = <CALayer: \(address(view.layer))>>
            Change: {
                kind = 1;
                new = "NSRect: {{1, 2}, {3, 4}}";
            }
            Context: 0x0
            """)
        #expect(exceptions.last?.reason == """
            \(deaf): An -observeValueForKeyPath:ofObject:change:context: message was received but not handled.
            Key path: hidden
            Observed object: <UIView: \(address(view)); frame = (1 2; 3 4); hidden = YES; layer = <CALayer: \(address(view.layer))>>
            Change: {
                kind = 1;
                new = 1;
                old = 0;
            }
            Context: \(contextString)
            """)
        view.removeObserver(controller, forKeyPath: "frame")
        view.removeObserver(deaf, forKeyPath: "hidden")
    }

    @Test("observers are held weakly: a deallocated observer is dropped without a call")
    func observerDeallocated() {
        let view = UIView()
        PlainObserver.calls = 0
        weak var weakObserver: PlainObserver?
        do {
            let observer = PlainObserver()
            weakObserver = observer
            view.addObserver(observer, forKeyPath: "center", options: .new, context: nil)
            view.center = CGPoint(x: 1, y: 1)
            #expect(PlainObserver.calls == 1)
        }
        #expect(weakObserver == nil)
        view.center = CGPoint(x: 2, y: 2)
        #expect(PlainObserver.calls == 1)
    }

    @Test("willChangeValue(forKey:)/didChangeValue(forKey:) notify string observers of any key")
    func manualNotifications() {
        let view = UIView(), watcher = WatchingController()
        view.addObserver(watcher, forKeyPath: "progress", options: [.old, .new, .prior], context: &watcherContext)
        view.addObserver(watcher, forKeyPath: "bounds", options: .new, context: &otherContext)
        view.willChangeValue(forKey: "progress")
        view.didChangeValue(forKey: "progress")
        view.willChangeValue(forKey: "bounds")
        view.didChangeValue(forKey: "bounds")
        // An unmatched didChangeValue sends nothing.
        view.didChangeValue(forKey: "bounds")
        #expect(watcher.entries == ["watcher progress kind=1 prior=true", "watcher progress kind=1",
                                    "other bounds kind=1 new=(0, 0, 0, 0)"])
        view.removeObserver(watcher, forKeyPath: "progress")
        view.removeObserver(watcher, forKeyPath: "bounds")
    }

    @Test("nested will/did pairs for two keys pair up by key")
    func nestedPairs() {
        let view = UIView(), watcher = WatchingController()
        view.addObserver(watcher, forKeyPath: "alpha", options: .new, context: &watcherContext)
        view.addObserver(watcher, forKeyPath: "hidden", options: .new, context: &otherContext)
        view.willChangeValue(forKey: "alpha")
        view.willChangeValue(forKey: "hidden")
        view.didChangeValue(forKey: "alpha")
        view.didChangeValue(forKey: "hidden")
        #expect(watcher.entries == ["watcher alpha kind=1 new=1", "other hidden kind=1 new=false"])
        view.removeObserver(watcher, forKeyPath: "alpha")
        view.removeObserver(watcher, forKeyPath: "hidden")
    }
}
