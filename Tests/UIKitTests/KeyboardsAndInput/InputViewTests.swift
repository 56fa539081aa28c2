import Testing
import UIKit
import UIKitTesting

/// A responder that is not a text input but can become first responder, with input views of its own
/// (the "chat bar" and "picker in the keyboard's place" patterns).
@MainActor final class InputViewResponder: UIView {
    var customInputView: UIView?
    var customAccessory: UIView?
    var customInputController: UIInputViewController?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessory }
    override var inputViewController: UIInputViewController? { customInputController }
}

/// An accessory bar that sizes itself: an intrinsic height and a flexible-height mask.
@MainActor final class SelfSizingBar: UIView {
    var height: CGFloat = 50
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
}

/// `UIResponder.inputView`, `inputAccessoryView`, their view controllers and `reloadInputViews()`, on
/// the simulated keyboard of a 393×852 screen (system keyboard 336 pt).
@MainActor @Suite("Input views and accessory views", .serialized, .checksForLeaks)
struct InputViewTests {
    @Test("a custom inputView replaces the keyboard: shown at the bottom with its height, in the notifications' frames")
    func customInputViewReplacesTheKeyboard() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, field) = shownWindowWithField()
            let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 216))
            field.inputView = picker
            #expect(field.inputView === picker)
            let log = KeyboardLog()
            #expect(field.becomeFirstResponder())
            #expect(log.events == ["willChangeFrame", "willShow"])
            let end = CGRect(x: 0, y: 636, width: 393, height: 216)
            #expect(log.frame(UIResponder.keyboardFrameBeginUserInfoKey, at: 1) == CGRect(x: 0, y: 852, width: 393, height: 216))
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == end)
            #expect(SimulatedKeyboard.frame == end)
            // The view stands in the keyboard's place, as wide as the screen, in a window of its own.
            #expect(picker.window != nil && picker.window !== window)
            #expect(picker.frame == CGRect(x: 0, y: 0, width: 393, height: 216))
            #expect(picker.convert(picker.bounds, to: nil) == CGRect(x: 0, y: 0, width: 393, height: 216))
            #expect(picker.window?.frame == end)
            #expect(picker.window?.isKeyWindow == false)
            _ = log.take()
            clock.advance(by: 0.3)
            #expect(log.take() == ["didChangeFrame", "didShow"])
            #expect(field.resignFirstResponder())
            #expect(log.events == ["willChangeFrame", "willHide"])
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 852, width: 393, height: 216))
            #expect(picker.superview == nil)
            _ = log.take()
            clock.advance(by: 0.3)
            #expect(log.take() == ["didChangeFrame", "didHide"])
            log.stop()
            window.isHidden = true
        }
    }

    @Test("an accessory view sits on top of the system keyboard and adds its height to the keyboard's frame")
    func accessoryAddsItsHeight() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, field) = shownWindowWithField()
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
            field.inputAccessoryView = bar
            let log = KeyboardLog()
            _ = field.becomeFirstResponder()
            let end = CGRect(x: 0, y: 852 - 336 - 44, width: 393, height: 380)
            #expect(log.events == ["willChangeFrame", "willShow"])
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == end)
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
            #expect(bar.convert(CGPoint.zero, to: nil) == .zero)
            #expect(bar.window?.frame == end)
            clock.advance(by: 0.3)
            _ = field.resignFirstResponder()
            clock.advance(by: 0.3)
            #expect(bar.window == nil)
            log.stop()
            window.isHidden = true
        }
    }

    @Test("a custom input view with an accessory: the accessory on top, the input view under it")
    func inputViewAndAccessory() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, field) = shownWindowWithField()
            let picker = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            field.inputView = picker
            field.inputAccessoryView = bar
            let log = KeyboardLog()
            _ = field.becomeFirstResponder()
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 592, width: 393, height: 260))
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
            #expect(picker.frame == CGRect(x: 0, y: 44, width: 393, height: 216))
            #expect(picker.window === bar.window)
            clock.advance(by: 0.3)
            _ = field.resignFirstResponder()
            clock.advance(by: 0.3)
            log.stop()
            window.isHidden = true
        }
    }

    @Test("a responder that takes no text shows its accessory alone at the bottom, sized by its intrinsic height")
    func accessoryAloneOnANonTextResponder() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, _) = shownWindowWithField()
            let responder = InputViewResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(responder)
            let bar = SelfSizingBar(frame: .zero)
            bar.autoresizingMask = .flexibleHeight
            responder.customAccessory = bar
            let log = KeyboardLog()
            #expect(responder.becomeFirstResponder())
            #expect(log.events == ["willChangeFrame", "willShow"])
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 802, width: 393, height: 50))
            #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 50))
            _ = log.take()
            // The bar grows: reloading puts the new height in place at once, without animation.
            bar.height = 80
            responder.reloadInputViews()
            #expect(log.events == ["willChangeFrame", "didChangeFrame"])
            #expect(log.frame(UIResponder.keyboardFrameBeginUserInfoKey, at: 0) == CGRect(x: 0, y: 802, width: 393, height: 50))
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 0) == CGRect(x: 0, y: 772, width: 393, height: 80))
            #expect((log.infos[0][UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0)
            #expect(log.durationsInsideAnimation == [0, 0])
            #expect(bar.frame.height == 80)
            _ = log.take()
            clock.advance(by: 0.3)
            // The show's own animation still ends with its did-notifications.
            #expect(log.take() == ["didChangeFrame", "didShow"])
            _ = responder.resignFirstResponder()
            #expect(log.events == ["willChangeFrame", "willHide"])
            clock.advance(by: 0.3)
            log.stop()
            window.isHidden = true
        }
    }

    @Test("a responder with no input views that takes no text shows no keyboard")
    func plainResponderShowsNothing() {
        SimulatedKeyboard.reset()
        let (window, _) = shownWindowWithField()
        let responder = InputViewResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(responder)
        let log = KeyboardLog()
        #expect(responder.becomeFirstResponder())
        responder.reloadInputViews()
        #expect(log.events == [] && !SimulatedKeyboard.isVisible)
        #expect(responder.inputView == nil && responder.inputAccessoryView == nil)
        #expect(responder.inputViewController == nil && responder.inputAccessoryViewController == nil)
        _ = responder.resignFirstResponder()
        log.stop()
        window.isHidden = true
    }

    @Test("reloadInputViews swaps the system keyboard and a custom input view: change-frame notifications only, at once")
    func reloadInputViewsSwaps() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, field) = shownWindowWithField()
            _ = field.becomeFirstResponder()
            clock.advance(by: 0.3)
            let log = KeyboardLog()
            let picker = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
            field.inputView = picker
            #expect(log.events == [] && picker.window == nil)   // no effect until reloaded
            field.reloadInputViews()
            #expect(log.events == ["willChangeFrame", "didChangeFrame"])
            #expect(log.frame(UIResponder.keyboardFrameBeginUserInfoKey, at: 0) == CGRect(x: 0, y: 516, width: 393, height: 336))
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 636, width: 393, height: 216))
            #expect(picker.window != nil)
            _ = log.take()
            field.inputView = nil
            field.reloadInputViews()
            #expect(log.events == ["willChangeFrame", "didChangeFrame"])
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 516, width: 393, height: 336))
            #expect(picker.window == nil && SimulatedKeyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
            _ = log.take()
            // The same views again: nothing moves, nothing is posted.
            field.reloadInputViews()
            clock.advance(by: 0.3)
            #expect(log.take() == [])
            _ = field.resignFirstResponder()
            clock.advance(by: 0.3)
            // Not first responder: reloading does nothing.
            field.inputView = picker
            field.reloadInputViews()
            #expect(log.take() == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
            #expect(picker.window == nil)
            log.stop()
            window.isHidden = true
        }
    }

    @Test("moving to a field with another input view changes the frame inside the keyboard's animation, without willShow")
    func switchingToAFieldWithAnInputView() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, first) = shownWindowWithField()
            let second = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
            window.addSubview(second)
            let picker = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
            second.inputView = picker
            _ = first.becomeFirstResponder()
            clock.advance(by: 0.3)
            let log = KeyboardLog()
            #expect(second.becomeFirstResponder())
            #expect(log.events == ["willChangeFrame"])
            #expect(log.durationsInsideAnimation == [0.25])
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 0) == CGRect(x: 0, y: 636, width: 393, height: 216))
            #expect(picker.window != nil)
            _ = log.take()
            clock.advance(by: 0.3)
            #expect(log.take() == ["didChangeFrame"])
            #expect(first.becomeFirstResponder())
            #expect(picker.window == nil && SimulatedKeyboard.frame?.height == 336)
            clock.advance(by: 0.3)
            #expect(log.take() == ["willChangeFrame", "didChangeFrame"])
            _ = first.resignFirstResponder()
            clock.advance(by: 0.3)
            log.stop()
            window.isHidden = true
        }
    }

    @Test("inputViewController's view is used in place of inputView; a zero-height one takes the keyboard's height")
    func inputViewControllers() {
        SimulatedKeyboard.reset()
        withVirtualClock { clock in
            let (window, _) = shownWindowWithField()
            let responder = InputViewResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(responder)
            let controller = UIInputViewController()
            responder.customInputController = controller
            responder.customInputView = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
            #expect(controller.inputView?.inputViewStyle == .default)
            #expect(controller.view === controller.inputView)
            let log = KeyboardLog()
            _ = responder.becomeFirstResponder()
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 516, width: 393, height: 336))
            #expect(controller.view.window != nil && responder.customInputView?.window == nil)
            _ = log.take()
            controller.view.frame.size.height = 180
            responder.reloadInputViews()
            #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 672, width: 393, height: 180))
            _ = log.take()
            controller.dismissKeyboard()
            #expect(!responder.isFirstResponder)
            #expect(log.events == ["willChangeFrame", "willHide"])
            clock.advance(by: 0.3)
            log.stop()
            window.isHidden = true
        }
    }

    @Test("a control in the input view takes taps: the input window is above the app's windows")
    func tapsReachTheInputView() {
        SimulatedKeyboard.reset()
        let (window, field) = shownWindowWithField()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        picker.addSubview(button)
        let log = TouchLog()
        button.addAction(UIAction { _ in log.add("tap") }, for: .touchUpInside)
        field.inputView = picker
        _ = field.becomeFirstResponder()
        tap(button)
        #expect(log.entries == ["tap"])
        #expect(field.isFirstResponder)
        _ = field.resignFirstResponder()
        spinUntilIdle()
        window.isHidden = true
    }

    @Test("UIInputView keeps its style; raw values are UIKit's")
    func inputViewStyle() {
        let view = UIInputView(frame: .zero, inputViewStyle: .keyboard)
        #expect(view.inputViewStyle == .keyboard && !view.allowsSelfSizing)
        #expect(UIInputView.Style.default.rawValue == 0 && UIInputView.Style.keyboard.rawValue == 1)
        let textView = UITextView(frame: .zero)
        let bar = UIView()
        textView.inputAccessoryView = bar
        #expect(textView.inputAccessoryView === bar && textView.inputView == nil)
    }

    @Test("a text view shows its input view when editable; a selectable-only one shows nothing, input view or not")
    func textViewInputViews() {
        SimulatedKeyboard.reset()
        let (window, _) = shownWindowWithField()
        let textView = UITextView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        window.addSubview(textView)
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        textView.inputView = picker
        let log = KeyboardLog()
        textView.isEditable = false
        _ = textView.becomeFirstResponder()
        #expect(log.events == [] && picker.window == nil)
        _ = textView.resignFirstResponder()
        textView.isEditable = true
        #expect(textView.becomeFirstResponder())
        #expect(log.events == ["willChangeFrame", "willShow"])
        #expect(log.frame(UIResponder.keyboardFrameEndUserInfoKey, at: 1) == CGRect(x: 0, y: 652, width: 393, height: 200))
        #expect(picker.window != nil)
        _ = textView.resignFirstResponder()
        spinUntilIdle()
        #expect(picker.window == nil)
        log.stop()
        window.isHidden = true
    }
}
