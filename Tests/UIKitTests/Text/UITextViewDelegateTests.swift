import Testing
@testable import UIKit
import UIKitTesting

/// A screen that owns a text view and is its delegate through the plain `textView.delegate = self`
/// idiom, logging every call.
@MainActor final class NotesController: UIViewController, UITextViewDelegate {
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 240, height: 120))
    var log: [String] = []
    var allowInteraction = true

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.delegate = self
        view.addSubview(textView)
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange(\(textView.text!.debugDescription))") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        log.append("didChangeSelection(\(textView.selectedRange.location),\(textView.selectedRange.length))")
    }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        log.append("shouldInteract(\(URL.absoluteString),\(characterRange.location),\(characterRange.length),\(interaction.rawValue))")
        return allowInteraction
    }
}

@MainActor @Suite("UITextView delegate, selection-only views, typing attributes and links (issue 14)", .serialized, .checksForLeaks)
struct UITextViewDelegateTests {
    func shown(_ text: String) -> (NotesController, UIWindow) {
        SimulatedKeyboard.reset()
        UIApplication.shared._lastOpenedURL = nil
        let controller = NotesController()
        let window = makeVisibleForTouches(controller)
        controller.textView.text = text
        controller.textView.layoutIfNeeded()
        return (controller, window)
    }

    /// A key going down and up as the window host sends it, with the text event the host sends for it.
    func type(_ code: UIKeyboardHIDUsage, _ characters: String, text: String? = nil) {
        let key = UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: characters, modifierFlags: [])
        if _PressDelivery.keyDown(key, timestamp: 1) != nil {
            switch code {
            case .keyboardDeleteOrBackspace: _PressDelivery.deleteBackward()
            case .keyboardReturnOrEnter: _PressDelivery.insertText("\n")
            default: if let text { _PressDelivery.insertText(text) }
            }
        }
        _PressDelivery.keyUp(code, timestamp: 2)
    }

    /// The point in the middle of the character at `offset`.
    func point(_ view: UITextView, _ offset: Int) -> CGPoint {
        let range = view.textRange(from: view.position(from: view.beginningOfDocument, offset: offset)!,
                                   to: view.position(from: view.beginningOfDocument, offset: offset + 1)!)!
        let rect = view.firstRect(for: range)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    @Test("textView.delegate = self: a tap, hardware typing, Return, Backspace, an arrow and resigning reach every UITextViewDelegate method in iOS's order")
    func delegateThroughHardwareKeys() {
        let (controller, window) = shown("ab")
        defer { window.isHidden = true }
        let view = controller.textView
        #expect(view.delegate === controller)
        let end = view.caretRect(for: view.endOfDocument)
        withVirtualClock { _ in tap(at: CGPoint(x: end.maxX + 20, y: end.midY), in: view) }
        #expect(view.isFirstResponder && view.selectedRange == NSRange(location: 2, length: 0))
        type(.keyboardC, "c", text: "c")
        type(.keyboardReturnOrEnter, "\r")
        type(.keyboardD, "d", text: "d")
        type(.keyboardDeleteOrBackspace, "\u{8}")
        type(.keyboardLeftArrow, "")
        #expect(view.text == "abc\n")
        #expect(view.resignFirstResponder())
        #expect(controller.log == [
            "shouldBegin", "didBegin",
            "shouldChange(2,0,\"c\")", "didChangeSelection(3,0)", "didChange(\"abc\")",
            "shouldChange(3,0,\"\\n\")", "didChangeSelection(4,0)", "didChange(\"abc\\n\")",
            "shouldChange(4,0,\"d\")", "didChangeSelection(5,0)", "didChange(\"abc\\nd\")",
            "shouldChange(4,1,\"\")", "didChangeSelection(4,0)", "didChange(\"abc\\n\")",
            "didChangeSelection(3,0)",
            "shouldEnd", "didEnd",
        ])
    }

    @Test("Selectable, not editable: a double tap selects the word, draws its highlight and tells the delegate; no keyboard, no caret; a tap clears it")
    func selectableOnlyDoubleTap() {
        let (controller, window) = shown("hello big world")
        defer { window.isHidden = true }
        let view = controller.textView
        view.isEditable = false
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        var keyboard: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { keyboard.append("willShow") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let b = point(view, 7)
        withVirtualClock { clock in
            tap(at: b, in: view, taps: 2)
            clock.advance(by: 1)
        }
        #expect(view.isFirstResponder && view.selectedRange == NSRange(location: 6, length: 3))
        view.layoutIfNeeded()
        let wordRect = view.firstRect(for: view.selectedTextRange!)
        let highlights = view.subviews.filter { !$0.isHidden && $0.backgroundColor == view.tintColor.withAlphaComponent(0.2) }
        #expect(highlights.map(\.frame) == [wordRect])
        #expect(view._caretDisplay.caretView.isHidden)
        // The highlight (red at 0.2 over white) is drawn behind the word.
        let image = renderedAtScale1(view)
        let behind = image.pixel(Int(wordRect.minX) + 1, Int(wordRect.minY) + 1)
        #expect((behind >> 16) & 0xFF == 0xFF && (behind >> 8) & 0xFF < 0xE0 && (behind >> 8) & 0xFF > 0xC0)
        #expect(image.pixel(Int(wordRect.minX) - 8, Int(wordRect.minY) + 1) == 0xFFFF_FFFF)
        #expect(keyboard.isEmpty && !SimulatedKeyboard.isVisible)
        // A later single tap elsewhere clears the selection and its highlight.
        withVirtualClock { _ in tap(at: point(view, 1), in: view) }
        view.layoutIfNeeded()
        #expect(view.selectedRange.length == 0)
        #expect(view.subviews.filter { !$0.isHidden && $0.backgroundColor == view.tintColor.withAlphaComponent(0.2) }.isEmpty)
        let cleared = view.selectedRange.location
        #expect(controller.log == ["didChangeSelection(6,3)", "didChangeSelection(\(cleared),0)"])
        // Resigning removes a highlight.
        view.selectedRange = NSRange(location: 0, length: 5)
        view.layoutIfNeeded()
        #expect(highlightsOf(view).count == 1)
        #expect(view.resignFirstResponder())
        view.layoutIfNeeded()
        #expect(highlightsOf(view).isEmpty)
        #expect(!controller.log.contains("shouldBegin") && !controller.log.contains("shouldEnd"))
    }

    func highlightsOf(_ view: UITextView) -> [UIView] {
        view.subviews.filter { !$0.isHidden && $0.backgroundColor == view.tintColor.withAlphaComponent(0.2) }
    }

    @Test("typingAttributes: the caret's attributes by default; set ones style the typed text and are dropped when the selection moves")
    func typingAttributes() {
        let (controller, window) = shown("")
        defer { window.isHidden = true }
        let view = controller.textView
        #expect((view.typingAttributes[.font] as? UIFont) == UIFont.systemFont(ofSize: 17))
        view.text = "ab"
        #expect(view.becomeFirstResponder())
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.typingAttributes = [.foregroundColor: red, .font: UIFont.boldSystemFont(ofSize: 20)]
        view.insertText("c")
        view.insertText("d")
        let typed = view.attributedText.attributes(at: 2, effectiveRange: nil)
        #expect((typed[.foregroundColor] as? UIColor) == red && (typed[.font] as? UIFont) == UIFont.boldSystemFont(ofSize: 20))
        #expect((view.attributedText.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor) == red)
        #expect(view.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) == nil)
        // Moving the caret back into the plain text: the typing attributes are the plain text's again.
        view.selectedRange = NSRange(location: 1, length: 0)
        #expect(view.typingAttributes[.foregroundColor] == nil)
        view.insertText("x")
        #expect(view.text == "axbcd" && view.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) == nil)
        view.resignFirstResponder()
    }

    @Test("clearsOnInsertion: the first insertion asks to replace the whole text, replaces it and turns the flag off")
    func clearsOnInsertion() {
        let (controller, window) = shown("old text")
        defer { window.isHidden = true }
        let view = controller.textView
        #expect(view.clearsOnInsertion == false)
        view.clearsOnInsertion = true
        #expect(view.becomeFirstResponder())
        controller.log.removeAll()
        type(.keyboardN, "n", text: "n")
        type(.keyboardE, "e", text: "e")
        #expect(view.text == "ne" && !view.clearsOnInsertion)
        #expect(controller.log == [
            "shouldChange(0,8,\"n\")", "didChangeSelection(1,0)", "didChange(\"n\")",
            "shouldChange(1,0,\"e\")", "didChangeSelection(2,0)", "didChange(\"ne\")",
        ])
        view.resignFirstResponder()
    }

    @Test("Links: a .link run is drawn in the tint colour; a tap asks shouldInteractWith and, when allowed, opens the URL")
    func linkRunsAreDrawnAndTapped() throws {
        let (controller, window) = shown("")
        defer { window.isHidden = true }
        let view = controller.textView
        view.isEditable = false
        view.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let url = try #require(URL(string: "https://example.com/docs"))
        let text = NSMutableAttributedString(string: "read the docs now", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.link, value: url, range: NSRange(location: 9, length: 4))
        view.attributedText = text
        view.layoutIfNeeded()
        let image = renderedAtScale1(view)
        let linkRect = view.firstRect(for: view.textRange(from: view.position(from: view.beginningOfDocument, offset: 9)!,
                                                          to: view.position(from: view.beginningOfDocument, offset: 13)!)!)
        func ink(_ x: ClosedRange<Int>, red: Bool) -> Bool {
            (Int(linkRect.minY) ... Int(linkRect.maxY)).contains { y in
                x.contains { x in
                    let p = image.pixel(x, y)
                    return red ? (p >> 16) & 0xFF > 0xC0 && p & 0xFF < 0x60 : p & 0xFF > 0xC0 && (p >> 16) & 0xFF < 0x60
                }
            }
        }
        #expect(ink(Int(linkRect.minX) ... Int(linkRect.maxX), red: true))
        #expect(!ink(Int(linkRect.minX) ... Int(linkRect.maxX), red: false))
        #expect(ink(5 ... Int(linkRect.minX) - 8, red: false) && !ink(5 ... Int(linkRect.minX) - 8, red: true))
        withVirtualClock { _ in tap(at: point(view, 10), in: view) }
        #expect(controller.log == ["shouldInteract(https://example.com/docs,9,4,0)"])
        #expect(UIApplication.shared._lastOpenedURL == url)
        #expect(view.selectedRange == NSRange(location: 17, length: 0))
        // Refused: nothing opens.
        UIApplication.shared._lastOpenedURL = nil
        controller.allowInteraction = false
        withVirtualClock(at: 2000) { _ in tap(at: point(view, 11), in: view) }
        #expect(controller.log.count == 2 && UIApplication.shared._lastOpenedURL == nil)
        // An editable view places the caret on a link instead.
        view.isEditable = true
        let boundary = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 11)!)
        withVirtualClock(at: 3000) { _ in tap(at: CGPoint(x: boundary.minX + 1, y: boundary.midY), in: view) }
        #expect(controller.log == ["shouldInteract(https://example.com/docs,9,4,0)", "shouldInteract(https://example.com/docs,9,4,0)",
                                   "shouldBegin", "didBegin", "didChangeSelection(11,0)"])
        #expect(view.isFirstResponder && UIApplication.shared._lastOpenedURL == nil)
        view.resignFirstResponder()
    }

    @Test("dataDetectorTypes .link finds web addresses while not editable; a tap opens them; raw values")
    func detectedLinks() throws {
        let (controller, window) = shown("see https://example.com/a, or www.swift.org.")
        defer { window.isHidden = true }
        let view = controller.textView
        #expect(view.dataDetectorTypes == [])
        #expect(view._links().isEmpty)
        view.dataDetectorTypes = .link
        #expect(view._links().isEmpty)
        view.isEditable = false
        let links = view._links()
        #expect(links.map(\.range) == [NSRange(location: 4, length: 21), NSRange(location: 30, length: 13)])
        #expect(links.map(\.url.absoluteString) == ["https://example.com/a", "http://www.swift.org"])
        view.layoutIfNeeded()
        withVirtualClock { _ in tap(at: point(view, 33), in: view) }
        #expect(controller.log == ["shouldInteract(http://www.swift.org,30,13,0)"])
        #expect(UIApplication.shared._lastOpenedURL?.absoluteString == "http://www.swift.org")
        #expect(NSAttributedString.Key.link.rawValue == "NSLink")
        #expect(UITextItemInteraction.invokeDefaultAction.rawValue == 0 && UITextItemInteraction.presentActions.rawValue == 1
            && UITextItemInteraction.preview.rawValue == 2)
        #expect([UIDataDetectorTypes.phoneNumber, .link, .address, .calendarEvent, .shipmentTrackingNumber, .flightNumber,
                 .lookupSuggestion, .money, .physicalValue].map(\.rawValue) == [1, 2, 4, 8, 16, 32, 64, 128, 256])
        #expect(UIDataDetectorTypes.all.rawValue == UInt.max)
    }
}
