import Testing
@testable import UIKit
import UIKitTesting

/// A delegate that logs each call and can refuse; it implements the `reason:` form of didEndEditing
/// only when `usesReason` (two classes, since an implementation cannot be removed at run time).
@MainActor class LoggingFieldDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowChange = true, allowReturn = true, allowClear = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\"\(string)\")")
        return allowChange
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowReturn }
}

/// A delegate with both didEndEditing forms (its own conformance: a subclass's method would not replace
/// the protocol extension's default in its superclass's witness table).
@MainActor final class ReasonFieldDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd(reason: \(reason.rawValue))") }
}

@MainActor @Suite("UITextField", .checksForLeaks)
struct UITextFieldTests {
    /// A shown window holding `field`; the caller hides it.
    func window(with field: UITextField) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        window.addSubview(field)
        return window
    }

    func recordEvents(_ field: UITextField, into delegate: LoggingFieldDelegate) {
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                   (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")]
        for (event, name) in events {
            field.addAction(UIAction { [unowned delegate] _ in delegate.log.append(name) }, for: event)
        }
    }

    @Test("defaults: empty text, 17-point font, no border, the clear button never shows, sentences capitalized")
    func defaults() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(field.font == .systemFont(ofSize: 17))
        #expect(field.borderStyle == .none && field.clearButtonMode == .never && field.textAlignment == .natural)
        #expect(field.autocapitalizationType == .sentences && field.keyboardType == .default && field.returnKeyType == .default)
        #expect(!field.hasText && !field.isEditing && field.canBecomeFirstResponder)
        field.placeholder = "Name"
        #expect(field.attributedPlaceholder?.string == "Name")
        field.text = nil
        #expect(field.text == "")
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder)
    }

    @Test("editing: begin, typing, deleting and ending, with the delegate's calls, events and notifications in order")
    func editingSequence() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = LoggingFieldDelegate()
        field.delegate = delegate
        recordEvents(field, into: delegate)
        var observers: [NSObjectProtocol] = []
        for name in [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [unowned delegate] note in
                let posted = note.name.rawValue
                MainActor.assumeIsolated { delegate.log.append("post \(posted)") }
            })
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
        #expect(!field.becomeFirstResponder())
        #expect(delegate.log == [])
        let window = window(with: field)
        defer { window.isHidden = true }
        #expect(field.becomeFirstResponder())
        #expect(field.isEditing && field.isFirstResponder)
        field.insertText("Hé")
        field.insertText("!")
        field.deleteBackward()
        #expect(field.text == "Hé")
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(delegate.log == [
            "shouldBegin", "didBegin", "editingDidBegin", "post UITextFieldTextDidBeginEditingNotification",
            "shouldChange(0,0,\"Hé\")", "editingChanged", "post UITextFieldTextDidChangeNotification",
            "shouldChange(2,0,\"!\")", "editingChanged", "post UITextFieldTextDidChangeNotification",
            "shouldChange(2,1,\"\")", "editingChanged", "post UITextFieldTextDidChangeNotification",
            "shouldEnd", "didEnd", "editingDidEnd", "post UITextFieldTextDidEndEditingNotification",
        ])
    }

    @Test("the delegate can refuse to begin, to end and to change; refused changes leave the text alone")
    func refusals() {
        let field = UITextField()
        let delegate = LoggingFieldDelegate()
        field.delegate = delegate
        let window = window(with: field)
        defer { window.isHidden = true }
        delegate.allowBegin = false
        #expect(!field.becomeFirstResponder())
        delegate.allowBegin = true
        #expect(field.becomeFirstResponder())
        delegate.allowChange = false
        field.insertText("x")
        #expect(field.text == "")
        delegate.allowEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing)
        delegate.allowEnd = true
        #expect(field.resignFirstResponder())
        #expect(delegate.log == ["shouldBegin", "shouldBegin", "didBegin", "shouldChange(0,0,\"x\")", "shouldEnd", "shouldEnd", "didEnd"])
    }

    @Test("textFieldDidEndEditing(_:reason:) replaces the plain form when the delegate implements it")
    func didEndWithReason() {
        let field = UITextField()
        let delegate = ReasonFieldDelegate()
        field.delegate = delegate
        let window = window(with: field)
        defer { window.isHidden = true }
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(delegate.log == ["didEnd(reason: 0)"])
    }

    @Test("return: asks textFieldShouldReturn; with an editingDidEndOnExit action the field sends it and resigns")
    func returnKey() {
        let field = UITextField()
        let delegate = LoggingFieldDelegate()
        field.delegate = delegate
        let window = window(with: field)
        defer { window.isHidden = true }
        field.becomeFirstResponder()
        field.insertText("\n")
        #expect(field.isEditing)
        recordEvents(field, into: delegate)
        delegate.allowReturn = false
        field.insertText("\n")
        #expect(field.isEditing)
        delegate.allowReturn = true
        field.insertText("\n")
        #expect(!field.isEditing)
        #expect(field.text == "")
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldReturn", "shouldReturn", "shouldReturn", "editingDidEndOnExit",
                                 "shouldEnd", "didEnd", "editingDidEnd"])
    }

    @Test("the clear button: shows per clearButtonMode; a tap asks textFieldShouldClear, empties and sends editingChanged")
    func clearButton() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = LoggingFieldDelegate()
        field.delegate = delegate
        recordEvents(field, into: delegate)
        field.text = "abc"
        field.clearButtonMode = .whileEditing
        #expect(!field._showsClearButton)
        field.clearButtonMode = .unlessEditing
        #expect(field._showsClearButton)
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 176, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds).maxX == 176)
        delegate.allowClear = false
        field._userDidTapClearButton()
        #expect(field.text == "abc")
        delegate.allowClear = true
        field._userDidTapClearButton()
        #expect(field.text == "")
        #expect(!field._showsClearButton)
        #expect(delegate.log == ["shouldClear", "shouldClear", "editingChanged"])
    }

    @Test("intrinsic size: the font's line height plus 7 points above and below for a rounded rect")
    func intrinsicSize() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        let line = (UIFont.systemFont(ofSize: 17).lineHeight * 3).rounded(.up) / 3
        #expect(field.intrinsicContentSize.height == max(line, field._placeholderLabel.intrinsicContentSize.height) + 14)
        field.text = "Hello"
        #expect(field.intrinsicContentSize.width == field._textLabel.intrinsicContentSize.width + 14)
        field.isSecureTextEntry = true
        field.layoutIfNeeded()
        #expect(field._textLabel.text == "•••••")
        #expect(field.text == "Hello")
    }

    @Test("clearsOnBeginEditing empties the field when editing begins")
    func clearsOnBegin() {
        let field = UITextField()
        field.text = "old"
        field.clearsOnBeginEditing = true
        let window = window(with: field)
        defer { window.isHidden = true }
        field.becomeFirstResponder()
        #expect(field.text == "")
    }
}
