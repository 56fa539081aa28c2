import Testing
import UIKit
import UIKitTesting

@MainActor
final class LoggingView: UIView {
    var name = ""
    var log: EventLog?
    convenience init(_ name: String, log: EventLog) {
        self.init(frame: .zero)
        self.name = name
        self.log = log
    }
    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return (view as? LoggingView)?.name ?? (view is UIWindow ? "W" : "\(type(of: view))")
    }
    override func willMove(toWindow newWindow: UIWindow?) { log?.add("\(name).willMoveToWindow(\(label(newWindow)))") }
    override func didMoveToWindow() { log?.add("\(name).didMoveToWindow") }
    override func willMove(toSuperview newSuperview: UIView?) { log?.add("\(name).willMoveToSuperview(\(label(newSuperview)))") }
    override func didMoveToSuperview() { log?.add("\(name).didMoveToSuperview") }
    override func didAddSubview(_ subview: UIView) { log?.add("\(name).didAddSubview(\(label(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { log?.add("\(name).willRemoveSubview(\(label(subview)))") }
}

@MainActor @Suite("View hierarchy callbacks (spec §9)", .checksForLeaks)
struct HierarchyCallbackTests {
    @Test("T19: addSubview and removeFromSuperview in a window")
    func callbacksInWindow() {
        let log = EventLog()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let s = LoggingView("S", log: log), v = LoggingView("v", log: log), u = LoggingView("u", log: log)
        window.addSubview(s)
        v.addSubview(u)
        _ = log.take()
        s.addSubview(v)
        #expect(log.take() == ["v.willMoveToWindow(W)", "u.willMoveToWindow(W)", "v.willMoveToSuperview(S)",
                               "v.didMoveToWindow", "u.didMoveToWindow", "v.didMoveToSuperview", "S.didAddSubview(v)"])
        v.removeFromSuperview()
        #expect(log.take() == ["S.willRemoveSubview(v)", "v.willMoveToSuperview(nil)", "v.willMoveToWindow(nil)",
                               "u.willMoveToWindow(nil)", "v.didMoveToWindow", "u.didMoveToWindow", "v.didMoveToSuperview"])
        #expect(v.superview == nil && v.window == nil && u.window == nil)
    }

    @Test("T19: offscreen superview sends only superview callbacks")
    func callbacksOffscreen() {
        let log = EventLog()
        let s = LoggingView("S", log: log), v = LoggingView("v", log: log)
        s.addSubview(v)
        #expect(log.take() == ["v.willMoveToSuperview(S)", "v.didMoveToSuperview", "S.didAddSubview(v)"])
    }

    @Test("T19: adding self or an ancestor raises Can't add self as subview")
    func addingSelfRaises() {
        let v = UIView(), child = UIView()
        v.addSubview(child)
        let exceptions = withCapturedExceptions {
            v.addSubview(v)
            child.addSubview(v)
        }
        #expect(exceptions.map(\.name) == [.invalidArgumentException, .invalidArgumentException])
        #expect(exceptions.map(\.reason) == ["Can't add self as subview", "Can't add self as subview"])
        #expect(v.superview == nil && child.subviews.isEmpty && v.subviews == [child])
    }
}
