import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that records which of its touches arrived, and the window each touch belongs to.
@MainActor final class WindowTouchView: UIView {
    var name = ""
    var log: EventLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    private func record(_ phase: String, _ touches: Set<UITouch>) {
        let window = (touches.first?.window as? LoggingWindow)?.name ?? "?"
        log?.add("\(name).\(phase) in \(window)")
    }
}

@MainActor @Suite("Several windows in one app: key status, levels, touches", .serialized, .checksForLeaks)
struct MultipleWindowTests {
    func window(_ name: String, _ log: EventLog, level: UIWindow.Level = UIWindow.Level(rawValue: 6000)) -> LoggingWindow {
        let w = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        w.name = name
        w.log = log
        w.windowLevel = level
        return w
    }

    /// Logs the four window notifications for `windows` as `name.notification`.
    func observeNotifications(of windows: [LoggingWindow], _ log: EventLog) -> [NSObjectProtocol] {
        let names: [(Notification.Name, String)] = [
            (UIWindow.didBecomeKeyNotification, "didBecomeKey"), (UIWindow.didResignKeyNotification, "didResignKey"),
            (UIWindow.didBecomeVisibleNotification, "didBecomeVisible"), (UIWindow.didBecomeHiddenNotification, "didBecomeHidden"),
        ]
        return windows.flatMap { window in
            names.map { name, label in
                NotificationCenter.default.addObserver(forName: name, object: window, queue: nil) { [weak window] _ in
                    MainActor.assumeIsolated { log.add("\(window?.name ?? "?").\(label)") }
                }
            }
        }
    }

    @Test("Key switching: the old key window resigns (resignKey, then its notification) before the new one becomes key; showing and hiding post their notifications")
    func keyNotifications() {
        let log = EventLog()
        let a = window("A", log), b = window("B", log)
        let observers = observeNotifications(of: [a, b], log)
        defer {
            a.isHidden = true; b.isHidden = true
            observers.forEach(NotificationCenter.default.removeObserver)
        }
        #expect(UIWindow.didBecomeKeyNotification.rawValue == "UIWindowDidBecomeKeyNotification")
        #expect(UIWindow.didResignKeyNotification.rawValue == "UIWindowDidResignKeyNotification")
        #expect(UIWindow.didBecomeVisibleNotification.rawValue == "UIWindowDidBecomeVisibleNotification")
        #expect(UIWindow.didBecomeHiddenNotification.rawValue == "UIWindowDidBecomeHiddenNotification")
        a.makeKeyAndVisible()
        #expect(log.take() == ["A.didBecomeVisible", "A.becomeKey", "A.didBecomeKey"])
        b.makeKeyAndVisible()
        #expect(log.take() == ["B.didBecomeVisible", "A.resignKey", "A.didResignKey", "B.becomeKey", "B.didBecomeKey"])
        #expect(UIApplication.shared.keyWindow === b && !a.isKeyWindow)
        b.makeKeyAndVisible()
        #expect(log.take() == [])
        // Hiding the key window hands key status to the other visible window (KeyWindowPerSceneTests).
        b.isHidden = true
        #expect(log.take() == ["B.resignKey", "B.didResignKey", "A.becomeKey", "A.didBecomeKey", "B.didBecomeHidden"])
        #expect(UIApplication.shared.keyWindow === a)
        a.makeKey()
        #expect(log.take() == [])
        // With no other visible window, hiding the key window leaves none.
        a.isHidden = true
        #expect(UIApplication.shared.keyWindow == nil)
        b.isHidden = false
        #expect(log.take() == ["A.resignKey", "A.didResignKey", "A.didBecomeHidden", "B.didBecomeVisible"])
        b.makeKey()
        #expect(log.take() == ["B.becomeKey", "B.didBecomeKey"])
    }

    @Test("Within a level, the window shown or moved to the level last is in front; makeKey alone does not reorder; levels order first")
    func stackingOrder() {
        let log = EventLog()
        let a = window("A", log), b = window("B", log), c = window("C", log, level: UIWindow.Level(rawValue: 5999))
        defer { a.isHidden = true; b.isHidden = true; c.isHidden = true }
        func order() -> [String] { UIApplication.shared.windows.compactMap { ($0 as? LoggingWindow)?.name }.filter { ["A", "B", "C"].contains($0) } }
        #expect(order() == ["C", "A", "B"])
        a.isHidden = false
        #expect(order() == ["C", "B", "A"])
        b.makeKeyAndVisible()
        #expect(order() == ["C", "A", "B"])
        a.makeKey()
        #expect(order() == ["C", "A", "B"])
        c.windowLevel = UIWindow.Level(rawValue: 6000)
        #expect(order() == ["A", "B", "C"])
        // Setting the same level again does not move the window.
        a.windowLevel = UIWindow.Level(rawValue: 6000)
        #expect(order() == ["A", "B", "C"])
        b.windowLevel = UIWindow.Level(rawValue: 6001)
        #expect(order() == ["A", "C", "B"])
    }

    @Test("A touch goes to the frontmost window whose hit-test finds a view, passing through one that finds none, and stays with the window it began in")
    func touchesAcrossWindows() {
        let log = EventLog()
        let back = window("back", log), front = window("front", log, level: UIWindow.Level(rawValue: 6001))
        defer { back.isHidden = true; front.isHidden = true }
        back.makeKeyAndVisible()
        front.isHidden = false
        let backView = WindowTouchView(frame: back.bounds), frontView = WindowTouchView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        backView.name = "backView"; frontView.name = "frontView"
        backView.log = log; frontView.log = log
        back.addSubview(backView)
        front.addSubview(frontView)
        #expect(log.take() == ["back.becomeKey"])
        // The front window covers the back one; its view fills its top half.
        let top = SimulatedTouch.down(at: CGPoint(x: 50, y: 50), in: backView)
        #expect(top.touch.window === front && top.touch.view === frontView)
        top.lift()
        // Below the front view, the front window's hit-test finds only the window itself.
        let lower = SimulatedTouch.down(at: CGPoint(x: 50, y: 150), in: backView)
        #expect(lower.touch.window === front && lower.touch.view === front)
        lower.lift()
        #expect(log.take() == ["frontView.began in front", "frontView.ended in front"])
        // A front window that takes no touches lets them through: the back window gets the touch, and
        // keeps it when the finger moves where the front window would catch it again.
        front.isUserInteractionEnabled = false
        let through = SimulatedTouch.down(at: CGPoint(x: 50, y: 150), in: backView)
        #expect(through.touch.window === back && through.touch.view === backView)
        front.isUserInteractionEnabled = true
        through.move(to: CGPoint(x: 50, y: 50), in: backView)
        through.lift()
        #expect(through.touch.window === back)
        #expect(log.take() == ["backView.began in back", "backView.moved in back", "backView.ended in back"])
    }
}
