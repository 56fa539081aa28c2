import Foundation
import Testing
import UIKit
import UIKitTesting

/// A window that logs `becomeKey()`/`resignKey()` and the four window notifications as `name.event`,
/// and whose `canBecomeKey` a test can turn off.
@MainActor final class KeyTrackingWindow: UIWindow {
    var name = ""
    var log: EventLog?
    var refusesKey = false
    private var observers: [NSObjectProtocol] = []
    override var canBecomeKey: Bool { !refusesKey }
    override func becomeKey() { super.becomeKey(); log?.add("\(name).becomeKey") }
    override func resignKey() { super.resignKey(); log?.add("\(name).resignKey") }

    func observe() {
        let names: [(Notification.Name, String)] = [
            (UIWindow.didBecomeKeyNotification, "didBecomeKey"), (UIWindow.didResignKeyNotification, "didResignKey"),
            (UIWindow.didBecomeVisibleNotification, "didBecomeVisible"), (UIWindow.didBecomeHiddenNotification, "didBecomeHidden"),
        ]
        observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: self, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.log?.add("\(self?.name ?? "?").\(label)") }
            }
        }
    }

    func stopObserving() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers = []
    }
}

@MainActor @Suite("Key window per scene (iOS 15): canBecomeKey, hand-over when the key window hides", .serialized, .checksForLeaks)
struct KeyWindowPerSceneTests {
    /// A logging window of `scene` (sceneless when nil) at `level`.
    func window(_ name: String, _ log: EventLog, in scene: UIWindowScene?, level: UIWindow.Level = .normal) -> KeyTrackingWindow {
        let w = scene.map { KeyTrackingWindow(windowScene: $0) } ?? KeyTrackingWindow(frame: UIScreen.main.bounds)
        w.name = name
        w.log = log
        w.windowLevel = level
        w.observe()
        return w
    }

    func tearDown(_ windows: [KeyTrackingWindow], _ scenes: [UIWindowScene]) {
        for w in windows { w.stopObserving(); w.log = nil; w.isHidden = true; w.windowScene = nil }
        scenes.forEach(disconnectScene)
    }

    @Test("Each scene has its own key window: making a window key resigns only its own scene's key window; the app's key window is the one made key last")
    func keyWindowPerScene() {
        let log = EventLog()
        let first = connectWindowScene(delegate: nil), second = connectWindowScene(delegate: nil)
        let a1 = window("A1", log, in: first), a2 = window("A2", log, in: first), b1 = window("B1", log, in: second)
        defer { tearDown([a1, a2, b1], [first, second]) }
        #expect(first.keyWindow == nil && second.keyWindow == nil)

        a1.makeKeyAndVisible()
        #expect(log.take() == ["A1.didBecomeVisible", "A1.becomeKey", "A1.didBecomeKey"])
        b1.makeKeyAndVisible()
        // Scene 1's key window stays key: nothing resigns.
        #expect(log.take() == ["B1.didBecomeVisible", "B1.becomeKey", "B1.didBecomeKey"])
        #expect(first.keyWindow === a1 && second.keyWindow === b1)
        #expect(a1.isKeyWindow && b1.isKeyWindow && !a2.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === b1)

        a2.makeKeyAndVisible()
        #expect(log.take() == ["A2.didBecomeVisible", "A1.resignKey", "A1.didResignKey", "A2.becomeKey", "A2.didBecomeKey"])
        #expect(first.keyWindow === a2 && second.keyWindow === b1 && !a1.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === a2)

        // Making a window of the other scene key again changes only which key window is the app's.
        b1.makeKey()
        #expect(log.take() == [])
        #expect(UIApplication.shared.keyWindow === a2)
    }

    @Test("Hiding the key window resigns it, then the scene's frontmost visible window that can become key (level, then order) becomes key, before didBecomeHidden")
    func hidingTheKeyWindowPassesKeyStatus() {
        let log = EventLog()
        let scene = connectWindowScene(delegate: nil), other = connectWindowScene(delegate: nil)
        let back = window("back", log, in: scene), front = window("front", log, in: scene)
        let raised = window("raised", log, in: scene, level: UIWindow.Level(rawValue: 10))
        let refusing = window("refusing", log, in: scene, level: .alert)
        let hiddenHigh = window("hiddenHigh", log, in: scene, level: .statusBar)
        let elsewhere = window("elsewhere", log, in: other, level: UIWindow.Level(rawValue: 5000))
        refusing.refusesKey = true
        defer { tearDown([back, front, raised, refusing, hiddenHigh, elsewhere], [scene, other]) }
        back.isHidden = false
        front.isHidden = false
        raised.isHidden = false
        refusing.isHidden = false
        elsewhere.isHidden = false
        let key = window("key", log, in: scene)
        defer { tearDown([key], []) }
        key.makeKeyAndVisible()
        _ = log.take()

        // The highest level that can become key wins: not the refusing alert-level window, not the hidden
        // status-bar-level one, not the other scene's.
        key.isHidden = true
        #expect(log.take() == ["key.resignKey", "key.didResignKey", "raised.becomeKey", "raised.didBecomeKey", "key.didBecomeHidden"])
        #expect(scene.keyWindow === raised && other.keyWindow == nil)
        // Within a level, the window in front (shown last) wins.
        raised.isHidden = true
        #expect(log.take() == ["raised.resignKey", "raised.didResignKey", "front.becomeKey", "front.didBecomeKey", "raised.didBecomeHidden"])
        // `makeKey()` does not reorder: back, made key and hidden, hands over to front again.
        back.makeKey()
        #expect(log.take() == ["front.resignKey", "front.didResignKey", "back.becomeKey", "back.didBecomeKey"])
        back.isHidden = true
        #expect(log.take() == ["back.resignKey", "back.didResignKey", "front.becomeKey", "front.didBecomeKey", "back.didBecomeHidden"])
        // The last visible window that can become key hides: no key window is left in the scene.
        front.isHidden = true
        #expect(log.take() == ["front.resignKey", "front.didResignKey", "front.didBecomeHidden"])
        #expect(scene.keyWindow == nil && !refusing.isKeyWindow)
        // Hiding a window that is not key hands nothing over.
        back.makeKeyAndVisible()
        _ = log.take()
        refusing.isHidden = true
        #expect(log.take() == ["refusing.didBecomeHidden"])
        #expect(scene.keyWindow === back)
    }

    @Test("canBecomeKey is true by default; a window that refuses is never made key, and makeKeyAndVisible only shows it")
    func canBecomeKeyRefuses() {
        let log = EventLog()
        let scene = connectWindowScene(delegate: nil)
        let plain = UIWindow(windowScene: scene)
        let key = window("key", log, in: scene), refusing = window("refusing", log, in: scene)
        refusing.refusesKey = true
        defer { plain.windowScene = nil; tearDown([key, refusing], [scene]) }
        #expect(plain.canBecomeKey && key.canBecomeKey && !refusing.canBecomeKey)
        key.makeKeyAndVisible()
        _ = log.take()
        refusing.makeKey()
        #expect(log.take() == [])
        refusing.makeKeyAndVisible()
        #expect(log.take() == ["refusing.didBecomeVisible"])
        #expect(scene.keyWindow === key && key.isKeyWindow && !refusing.isKeyWindow && !refusing.isHidden)
    }

    @Test("When the app's key window stops being key with no successor, the app's key window is the other scene's; a key window moved to another scene resigns and hands over in the old one")
    func appKeyWindowFallsBackAndSceneMoves() {
        let log = EventLog()
        let first = connectWindowScene(delegate: nil), second = connectWindowScene(delegate: nil)
        let a = window("A", log, in: first), a2 = window("A2", log, in: first), b = window("B", log, in: second)
        defer { tearDown([a, a2, b], [first, second]) }
        a2.isHidden = false
        a.makeKeyAndVisible()
        b.makeKeyAndVisible()
        _ = log.take()
        #expect(UIApplication.shared.keyWindow === b)
        b.isHidden = true
        #expect(log.take() == ["B.resignKey", "B.didResignKey", "B.didBecomeHidden"])
        #expect(second.keyWindow == nil && UIApplication.shared.keyWindow === a)

        // A, key in the first scene, joins the second: it resigns there and A2 takes over; in the second
        // scene it is not key until made so.
        a.windowScene = second
        #expect(log.take() == ["A.resignKey", "A.didResignKey", "A2.becomeKey", "A2.didBecomeKey"])
        #expect(first.keyWindow === a2 && second.keyWindow == nil && !a.isKeyWindow)
        a.makeKey()
        #expect(log.take() == ["A.becomeKey", "A.didBecomeKey"])
        #expect(second.keyWindow === a && first.keyWindow === a2 && UIApplication.shared.keyWindow === a)
    }

    @Test("Keyboard presses go to the app's key window: the first responder of the scene key window made key last")
    func pressesGoToTheAppsKeyWindow() {
        let log = EventLog()
        let first = connectWindowScene(delegate: nil), second = connectWindowScene(delegate: nil)
        let a = window("A", log, in: first), b = window("B", log, in: second)
        defer { tearDown([a, b], [first, second]) }
        let viewA = PressLoggingView(), viewB = PressLoggingView()
        viewA.name = "viewA"; viewB.name = "viewB"
        viewA.log = log; viewB.log = log
        a.addSubview(viewA)
        b.addSubview(viewB)
        a.makeKeyAndVisible()
        b.makeKeyAndVisible()
        #expect(viewA.becomeFirstResponder() && viewB.becomeFirstResponder())
        _ = log.take()
        func press() {
            let key = UIKey(keyCode: .keyboardX, characters: "x", charactersIgnoringModifiers: "x", modifierFlags: [])
            _PressDelivery.keyDown(key, timestamp: 1)
            _PressDelivery.keyUp(.keyboardX, timestamp: 2)
        }
        press()
        #expect(log.take() == ["viewB.pressesBegan x", "viewB.pressesEnded x"])
        b.isHidden = true
        _ = log.take()
        press()
        #expect(log.take() == ["viewA.pressesBegan x", "viewA.pressesEnded x"])
    }
}

/// A first responder that logs the presses it receives.
@MainActor final class PressLoggingView: UIView {
    var name = ""
    var log: EventLog?
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log?.add("\(name).pressesBegan \(press.key?.charactersIgnoringModifiers ?? "")") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log?.add("\(name).pressesEnded \(press.key?.charactersIgnoringModifiers ?? "")") }
    }
}
