import Testing
import UIKit
import UIKitTesting

/// Records the keyboard notifications with their frames.
@MainActor final class KeyboardLog {
    var events: [String] = []
    var infos: [[AnyHashable: Any]] = []
    var durationsInsideAnimation: [TimeInterval] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, label) in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                MainActor.assumeIsolated {
                    self?.events.append(label)
                    self?.infos.append(info)
                    self?.durationsInsideAnimation.append(UIView.inheritedAnimationDuration)
                }
            })
        }
    }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver); tokens.removeAll() }

    func take() -> [String] { defer { events.removeAll(); infos.removeAll(); durationsInsideAnimation.removeAll() }; return events }

    func frame(_ key: String, at index: Int) -> CGRect? { (infos[index][key] as? NSValue)?.cgRectValue }
}

/// A shown full-screen window holding one text field; the caller hides the window.
@MainActor func shownWindowWithField() -> (UIWindow, UITextField) {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.isHidden = false
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    window.addSubview(field)
    return (window, field)
}

@MainActor @Suite("Keyboard notifications and the simulated keyboard", .serialized, .checksForLeaks)
struct KeyboardNotificationTests {
    @Test("the notification names and user-info keys are Apple's strings (code that reads userInfo by string still works)")
    func namesAndKeys() {
        let names = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification]
        #expect(names.map(\.rawValue) == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification",
                                          "UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification",
                                          "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification"])
        #expect([UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                 UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                 UIResponder.keyboardIsLocalUserInfoKey]
                == ["UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
                    "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey"])
    }

    @Test("a text field becoming first responder shows the keyboard: will-notifications at once, did after its animation")
    func showOnBecomingFirstResponder() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, field) = shownWindowWithField()
            let log = KeyboardLog()
            #expect(field.becomeFirstResponder())
            #expect(log.events == ["willChangeFrame", "willShow"])
            // 393×852 @3 with a 34-point home-indicator inset: the 336-point portrait keyboard.
            let end = CGRect(x: 0, y: 516, width: 393, height: 336)
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == end)
            #expect(log.frame(UIResponder.keyboardFrameBeginUserInfoKey, at: 1) == CGRect(x: 0, y: 852, width: 393, height: 336))
            #expect((log.infos[1][UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
            #expect((log.infos[1][UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
            #expect((log.infos[1][UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
            // Observers run inside the keyboard's animation, so their layout changes animate with it.
            #expect(log.durationsInsideAnimation == [0.25, 0.25])
            #expect(SimulatedKeyboard.frame == end)
            _ = log.take()
            clock.advance(by: 0.2)
            #expect(log.events == [])
            clock.advance(by: 0.1)
            #expect(log.take() == ["didChangeFrame", "didShow"])
            log.stop()
            _ = field.resignFirstResponder()
            clock.advance(by: 0.5)
            window.isHidden = true
        }
    }

    @Test("moving between text fields keeps the keyboard up; resigning hides it in iOS's order")
    func switchAndHide() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.isHidden = false
            let first = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            let second = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
            window.addSubview(first)
            window.addSubview(second)
            _ = first.becomeFirstResponder()
            clock.advance(by: 0.5)
            let log = KeyboardLog()
            #expect(second.becomeFirstResponder())
            clock.advance(by: 0.5)
            #expect(log.take() == [])
            #expect(second.resignFirstResponder())
            #expect(log.events == ["willChangeFrame", "willHide"])
            #expect(log.frame(UIResponder.keyboardFrameBeginUserInfoKey, at: 1) == CGRect(x: 0, y: 516, width: 393, height: 336))
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 852, width: 393, height: 336))
            #expect(!SimulatedKeyboard.isVisible)
            _ = log.take()
            clock.advance(by: 0.3)
            #expect(log.take() == ["didChangeFrame", "didHide"])
            log.stop()
            window.isHidden = true
        }
    }

    @Test("hiding before the show animation ends drops the show's did-notifications")
    func hideDuringShow() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, field) = shownWindowWithField()
            let log = KeyboardLog()
            _ = field.becomeFirstResponder()
            clock.advance(by: 0.1)
            _ = field.resignFirstResponder()
            clock.advance(by: 0.5)
            #expect(log.take() == ["willChangeFrame", "willShow", "willChangeFrame", "willHide", "didChangeFrame", "didHide"])
            log.stop()
            window.isHidden = true
        }
    }

    @Test("the keyboard's height follows the screen: home button, wide phones, landscape")
    func heights() {
        #expect(_KeyboardMetrics.height(screenSize: CGSize(width: 375, height: 667), bottomInset: 0) == 260)
        #expect(_KeyboardMetrics.height(screenSize: CGSize(width: 430, height: 932), bottomInset: 34) == 346)
        #expect(_KeyboardMetrics.height(screenSize: CGSize(width: 852, height: 393), bottomInset: 21) == 209)
        #expect(_KeyboardMetrics.height(screenSize: CGSize(width: 393, height: 852), bottomInset: 34) == 336)
    }

    @Test("typing through the simulated keyboard goes through the field's delegate, key by key")
    func typing() {
        SimulatedKeyboard.reset()
        let (window, field) = shownWindowWithField()
        let delegate = LoggingFieldDelegate()
        field.delegate = delegate
        _ = field.becomeFirstResponder()
        delegate.log.removeAll()
        SimulatedKeyboard.type("hi", in: window)
        SimulatedKeyboard.deleteBackward(in: window)
        #expect(field.text == "h")
        #expect(delegate.log == ["shouldChange(0,0,\"h\")", "shouldChange(1,0,\"i\")", "shouldChange(1,1,\"\")"])
        _ = field.resignFirstResponder()
        spinUntilIdle()
        window.isHidden = true
    }
}

extension KeyboardNotificationTests {
    @Test("a keyboard left up by a window that went away does not block the next window's keyboard")
    func keyboardOfAGoneWindow() {
        SimulatedKeyboard.reset()
        do {
            let (window, field) = shownWindowWithField()
            _ = field.becomeFirstResponder()
            window.isHidden = true
        }
        let (window, field) = shownWindowWithField()
        let log = KeyboardLog()
        _ = field.becomeFirstResponder()
        #expect(log.take() == ["willChangeFrame", "willShow"])
        log.stop()
        _ = field.resignFirstResponder()
        spinUntilIdle()
        window.isHidden = true
    }
}

extension KeyboardNotificationTests {
    @Test("keyboardLayoutGuide follows the keyboard, inside its animation, and returns to the safe area")
    func keyboardGuideFollows() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let window = UIWindow(frame: UIScreen.main.bounds)
            let root = UIViewController()
            window.rootViewController = root
            window.isHidden = false
            let view = root.view!
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            view.addSubview(field)
            clock.advance(by: 0.1)
            // No keyboard: the guide is the bottom safe area (34 points).
            #expect(bar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
            _ = field.becomeFirstResponder()
            // Laid out at once, inside the keyboard's animation: the frame is the final one, the layer animates.
            #expect(bar.frame == CGRect(x: 0, y: 516 - 44, width: 393, height: 44))
            #expect(bar.layer.animationKeys()?.contains("position") == true)
            clock.advance(by: 0.5)
            _ = field.resignFirstResponder()
            clock.advance(by: 0.5)
            #expect(bar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
            window.isHidden = true
        }
    }
}
