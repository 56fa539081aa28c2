import Testing
@testable import UIKit
import UIKitTesting

/// A field delegate that logs changes and selection changes, and an input delegate in the same log.
@MainActor final class SelectionLoggingDelegate: NSObject, UITextFieldDelegate, UITextInputDelegate {
    var log: [String] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\"\(string)\")")
        return true
    }
    func textFieldDidChangeSelection(_ textField: UITextField) {
        let range = textField.selectedTextRange.map {
            "\(textField.offset(from: textField.beginningOfDocument, to: $0.start)),\(textField.offset(from: $0.start, to: $0.end))"
        }
        log.append("didChangeSelection(\(range ?? "nil"))")
    }
    func selectionWillChange(_ textInput: (any UITextInput)?) { log.append("input.selectionWillChange") }
    func selectionDidChange(_ textInput: (any UITextInput)?) { log.append("input.selectionDidChange") }
    func textWillChange(_ textInput: (any UITextInput)?) { log.append("input.textWillChange") }
    func textDidChange(_ textInput: (any UITextInput)?) { log.append("input.textDidChange") }
}

/// `view`'s layer (from its bounds' origin) rendered at scale 1, one pixel per point.
@MainActor func renderedAtScale1(_ view: UIView) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(bounds: CGRect(origin: .zero, size: view.bounds.size), format: format)
        .image { view.layer.render(in: $0.cgContext) }
}

@MainActor @Suite("UITextInput on UITextField (issue 14)", .serialized, .checksForLeaks)
struct UITextInputTests {
    /// "a", a face (2 UTF-16 units), "e" + a combining acute (2 units, one character), "b": 6 units,
    /// character boundaries 0, 1, 3, 5, 6.
    static let mixed = "a\u{1F600}e\u{301}b"

    func shownField(_ text: String, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 34)) -> (UITextField, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        let field = UITextField(frame: frame)
        field.text = text
        window.addSubview(field)
        return (field, window)
    }

    func offset(_ field: UITextField, _ position: UITextPosition?) -> Int? {
        position.map { field.offset(from: field.beginningOfDocument, to: $0) }
    }

    func nsRange(_ field: UITextField, _ range: UITextRange?) -> NSRange? {
        guard let range, let start = offset(field, range.start), let end = offset(field, range.end) else { return nil }
        return NSRange(location: start, length: end - start)
    }

    func range(_ field: UITextField, _ location: Int, _ length: Int) -> UITextRange {
        let start = field.position(from: field.beginningOfDocument, offset: location)!
        return field.textRange(from: start, to: field.position(from: start, offset: length)!)!
    }

    @Test("Positions and ranges count UTF-16 units as NSString does; layout directions move by characters")
    func positionsCountUTF16() {
        let field = UITextField()
        field.text = Self.mixed
        let begin = field.beginningOfDocument
        #expect(field.offset(from: begin, to: field.endOfDocument) == 6)
        #expect(offset(field, field.position(from: begin, offset: 2)) == 2)
        #expect(offset(field, field.position(from: begin, offset: 6)) == 6)
        #expect(field.position(from: begin, offset: 7) == nil)
        #expect(field.position(from: begin, offset: -1) == nil)
        #expect(field.text(in: range(field, 1, 2)) == "\u{1F600}")
        #expect(field.text(in: range(field, 3, 3)) == "e\u{301}b")
        #expect(offset(field, field.position(from: begin, in: .right, offset: 2)) == 3)
        #expect(offset(field, field.position(from: field.endOfDocument, in: .left, offset: 1)) == 5)
        #expect(field.position(from: begin, in: .right, offset: 5) == nil)
        #expect(offset(field, field.position(from: field.endOfDocument, in: .up, offset: 1)) == 0)
        let one = field.position(from: begin, offset: 1)!, five = field.position(from: begin, offset: 5)!
        #expect(field.compare(one, to: five) == .orderedAscending)
        #expect(field.compare(five, to: one) == .orderedDescending)
        #expect(field.compare(one, to: field.position(from: begin, offset: 1)!) == .orderedSame)
        // A range made backwards still runs from the earlier position.
        let backwards = field.textRange(from: five, to: one)!
        #expect(nsRange(field, backwards) == NSRange(location: 1, length: 4))
        #expect(field.text(in: backwards) == "\u{1F600}e\u{301}")
        #expect(!backwards.isEmpty && field.textRange(from: one, to: one)!.isEmpty)
        #expect(nsRange(field, field.characterRange(byExtending: one, in: .right)) == NSRange(location: 1, length: 2))
        #expect(nsRange(field, field.characterRange(byExtending: five, in: .left)) == NSRange(location: 3, length: 2))
        #expect(offset(field, field.position(within: backwards, farthestIn: .left)) == 1)
        #expect(offset(field, field.position(within: backwards, farthestIn: .down)) == 5)
        #expect(field.textInputView === field)
        #expect(field.tokenizer is UITextInputStringTokenizer)
    }

    @Test("The selection is nil until the field edits; editing puts the caret at the end; typing replaces the selection")
    func typingEditsAtTheSelection() {
        let (field, window) = shownField(Self.mixed)
        defer { window.isHidden = true }
        let delegate = SelectionLoggingDelegate()
        field.delegate = delegate
        field.inputDelegate = delegate
        field.addAction(UIAction { _ in delegate.log.append("editingChanged") }, for: .editingChanged)
        #expect(field.selectedTextRange == nil)
        field.selectedTextRange = range(field, 1, 0)
        #expect(field.selectedTextRange == nil)
        #expect(field.becomeFirstResponder())
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 6, length: 0))
        field.selectedTextRange = range(field, 1, 0)
        field.insertText("X")
        #expect(field.text == "aX\u{1F600}e\u{301}b")
        field.selectedTextRange = range(field, 0, 2)
        field.insertText("Z")
        #expect(field.text == "Z\u{1F600}e\u{301}b")
        // Backspace removes the character before the caret ("Z"), then a whole composed character (2 units).
        field.deleteBackward()
        #expect(field.text == "\u{1F600}e\u{301}b")
        field.selectedTextRange = range(field, 4, 0)
        field.deleteBackward()
        #expect(field.text == "\u{1F600}b")
        // Setting the same selection again tells no one.
        field.selectedTextRange = range(field, 2, 0)
        #expect(delegate.log == [
            "input.selectionWillChange", "input.selectionDidChange", "didChangeSelection(1,0)",
            "shouldChange(1,0,\"X\")", "didChangeSelection(2,0)", "editingChanged",
            "input.selectionWillChange", "input.selectionDidChange", "didChangeSelection(0,2)",
            "shouldChange(0,2,\"Z\")", "didChangeSelection(1,0)", "editingChanged",
            "shouldChange(0,1,\"\")", "didChangeSelection(0,0)", "editingChanged",
            "input.selectionWillChange", "input.selectionDidChange", "didChangeSelection(4,0)",
            "shouldChange(2,2,\"\")", "didChangeSelection(2,0)", "editingChanged",
        ])
        field.resignFirstResponder()
        #expect(field.selectedTextRange == nil)
    }

    @Test("Text set by the app tells the input delegate and moves the caret to the end; replace(_:withText:) skips the delegate's consent")
    func appChangesTellTheInputDelegate() {
        let (field, window) = shownField("abc")
        defer { window.isHidden = true }
        let delegate = SelectionLoggingDelegate()
        field.delegate = delegate
        field.inputDelegate = delegate
        field.addAction(UIAction { _ in delegate.log.append("editingChanged") }, for: .editingChanged)
        field.text = "hello"
        field.becomeFirstResponder()
        field.selectedTextRange = range(field, 1, 0)
        delegate.log.removeAll()
        field.text = "hi"
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 2, length: 0))
        field.replace(range(field, 0, 1), withText: "Oh h")
        #expect(field.text == "Oh hi")
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 4, length: 0))
        #expect(delegate.log == [
            "input.textWillChange", "input.textDidChange", "didChangeSelection(2,0)",
            "didChangeSelection(4,0)", "editingChanged",
        ])
        // A range from a longer document reaches past this text: no text.
        let longer = UITextField()
        longer.text = "0123456789"
        #expect(field.text(in: range(longer, 3, 6)) == nil)
        field.resignFirstResponder()
    }

    @Test("Marked text: each composition replaces the last, insertText commits it, an empty one removes it")
    func markedTextComposes() {
        let (field, window) = shownField("ab")
        defer { window.isHidden = true }
        let delegate = SelectionLoggingDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.setMarkedText("に", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "abに")
        #expect(nsRange(field, field.markedTextRange) == NSRange(location: 2, length: 1))
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 3, length: 0))
        field.setMarkedText("日本", selectedRange: NSRange(location: 0, length: 2))
        #expect(field.text == "ab日本")
        #expect(nsRange(field, field.markedTextRange) == NSRange(location: 2, length: 2))
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 2, length: 2))
        field.insertText("日本語")
        #expect(field.text == "ab日本語")
        #expect(field.markedTextRange == nil)
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 5, length: 0))
        field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        #expect(field.text == "ab日本語x" && field.markedTextRange == nil)
        field.setMarkedText("yz", selectedRange: NSRange(location: 2, length: 0))
        field.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(field.text == "ab日本語x" && field.markedTextRange == nil)
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 6, length: 0))
        #expect(delegate.log == [
            "shouldChange(2,0,\"に\")", "didChangeSelection(3,0)",
            "shouldChange(2,1,\"日本\")", "didChangeSelection(2,2)",
            "shouldChange(2,2,\"日本語\")", "didChangeSelection(5,0)",
            "shouldChange(5,0,\"x\")", "didChangeSelection(6,0)",
            "shouldChange(6,0,\"yz\")", "didChangeSelection(8,0)",
            "shouldChange(6,2,\"\")", "didChangeSelection(6,0)",
        ])
        field.resignFirstResponder()
    }

    @Test("The window host's compositions: SDL's text-editing events become marked text, text input commits it")
    func hostCompositionRoutesToMarkedText() {
        let (field, window) = shownField("")
        defer { window.isHidden = true }
        window.makeKey()
        field.becomeFirstResponder()
        // SDL counts the cursor in Unicode scalars; the face before it is 2 UTF-16 units.
        #expect(_PressDelivery.utf16Range(ofScalars: 1, length: 1, in: "\u{1F600}xy") == NSRange(location: 2, length: 1))
        #expect(_PressDelivery.utf16Range(ofScalars: 5, length: 3, in: "ab") == NSRange(location: 2, length: 0))
        #expect(_PressDelivery.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0)))
        #expect(field.text == "ka" && nsRange(field, field.markedTextRange) == NSRange(location: 0, length: 2))
        #expect(_PressDelivery.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0)))
        #expect(field.text == "か")
        // SDL ends a composition with empty editing text, then sends the committed text.
        #expect(_PressDelivery.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)))
        #expect(field.text == "" && field.markedTextRange == nil)
        #expect(_PressDelivery.insertText("か"))
        #expect(field.text == "か" && field.markedTextRange == nil)
        // With no composition an empty editing event leaves a selection alone.
        field.selectedTextRange = range(field, 0, 1)
        #expect(_PressDelivery.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)))
        #expect(field.text == "か")
        field.resignFirstResponder()
        #expect(!_PressDelivery.setMarkedText("a", selectedRange: NSRange(location: 1, length: 0)))
    }

    @Test("Geometry: a 2-point caret at each character boundary on the centred line; firstRect, closestPosition, characterRange")
    func geometry() throws {
        let (field, window) = shownField("abc")
        defer { window.isHidden = true }
        let font = UIFont.systemFont(ofSize: 17)
        func width(_ s: String) -> CGFloat { NSAttributedString(string: s, attributes: [.font: font]).size().width }
        let lineHeight = NSAttributedString(string: "abc", attributes: [.font: font]).size().height
        #expect(TextInputGeometry.widthA == width("a") && TextInputGeometry.widthAB == width("ab") && TextInputGeometry.widthABC == width("abc"))
        #expect(TextInputGeometry.lineHeight == lineHeight)
        let top = (34 - lineHeight) / 2
        let begin = field.beginningOfDocument
        #expect(field.caretRect(for: begin) == CGRect(x: 0, y: top, width: 2, height: lineHeight))
        #expect(field.caretRect(for: field.endOfDocument) == CGRect(x: TextInputGeometry.widthABC, y: top, width: 2, height: lineHeight))
        #expect(field.firstRect(for: range(field, 1, 1)) ==
                CGRect(x: TextInputGeometry.widthA, y: top, width: TextInputGeometry.widthAB - TextInputGeometry.widthA, height: lineHeight))
        #expect(field.selectionRects(for: range(field, 1, 1)).map(\.rect) == [field.firstRect(for: range(field, 1, 1))])
        // Nearer the end of "a" than the end of "b": offset 1; past the text: the end; before it: the start.
        let nearOne = TextInputGeometry.widthA + (TextInputGeometry.widthAB - TextInputGeometry.widthA) * 0.4
        #expect(offset(field, field.closestPosition(to: CGPoint(x: nearOne, y: 17))) == 1)
        #expect(offset(field, field.closestPosition(to: CGPoint(x: 150, y: 3))) == 3)
        #expect(offset(field, field.closestPosition(to: CGPoint(x: -20, y: 17))) == 0)
        #expect(offset(field, field.closestPosition(to: CGPoint(x: 150, y: 3), within: range(field, 0, 2))) == 2)
        #expect(nsRange(field, field.characterRange(at: CGPoint(x: nearOne, y: 17))) == NSRange(location: 1, length: 1))
        #expect(field.characterRange(at: CGPoint(x: 150, y: 17)) == nil)
        // Centred text starts where the line is centred in the text rect.
        field.textAlignment = .center
        #expect(field.caretRect(for: begin).minX == (200 - TextInputGeometry.widthABC) / 2)
    }

    @Test("While editing, the caret is a tint-coloured bar at caretRect; a selection shows a highlight instead; both go when editing ends")
    func caretAndSelectionAreDrawn() {
        let (field, window) = shownField("abc")
        defer { window.isHidden = true }
        field.layoutIfNeeded()
        #expect(field._caretView.isHidden && field._selectionView.isHidden)
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(!field._caretView.isHidden && field._selectionView.isHidden)
        #expect(field._caretView.frame == field.caretRect(for: field.endOfDocument))
        #expect(field._caretView.frame.width == 2)
        #expect(field._caretView.backgroundColor == field.tintColor)
        field.selectedTextRange = range(field, 0, 2)
        field.layoutIfNeeded()
        #expect(field._caretView.isHidden && !field._selectionView.isHidden)
        #expect(field._selectionView.frame == field.firstRect(for: range(field, 0, 2)))
        #expect(field._selectionView.backgroundColor == field.tintColor.withAlphaComponent(0.2))
        field.resignFirstResponder()
        field.layoutIfNeeded()
        #expect(field._caretView.isHidden && field._selectionView.isHidden)
    }

    @Test("The caret reaches pixels: a red tint draws a 2-point red bar after \"abc\", nothing past it")
    func caretIsRendered() {
        let (field, window) = shownField("abc")
        defer { window.isHidden = true }
        field.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        let image = renderedAtScale1(field)
        // The bar spans x 30.56 ..< 32.56 and y 7.11 ..< 26.89: pixel column 31 is covered, 33 and 40 are not.
        #expect(image.pixel(31, 10) == Px.red && image.pixel(31, 25) == Px.red)
        #expect(image.pixel(33, 17) != Px.red && image.pixel(40, 17) != Px.red && image.pixel(31, 3) != Px.red)
        field.resignFirstResponder()
        field.layoutIfNeeded()
        let after = renderedAtScale1(field)
        #expect(after.pixel(31, 17) != Px.red)
    }

    @Test("A tap begins editing with the caret at the closest boundary; a later tap moves it")
    func tapsPlaceTheCaret() {
        let root = UIViewController()
        let window = makeVisibleForTouches(root)
        defer { window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.text = "abc"
        root.view.addSubview(field)
        let delegate = SelectionLoggingDelegate()
        field.delegate = delegate
        field.inputDelegate = delegate
        tap(at: CGPoint(x: TextInputGeometry.widthA + 0.5, y: 17), in: field)
        #expect(field.isFirstResponder)
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 1, length: 0))
        tap(at: CGPoint(x: 190, y: 17), in: field)
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 3, length: 0))
        field.insertText("d")
        #expect(field.text == "abcd")
        #expect(delegate.log == [
            "input.selectionWillChange", "input.selectionDidChange", "didChangeSelection(1,0)",
            "input.selectionWillChange", "input.selectionDidChange", "didChangeSelection(3,0)",
            "shouldChange(3,0,\"d\")", "didChangeSelection(4,0)",
        ])
        field.resignFirstResponder()
    }

    @Test("Hardware arrow keys move the caret by characters, Shift moves the end away from the anchor, Home and End reach the ends")
    func arrowKeysMoveTheCaret() {
        let (field, window) = shownField(Self.mixed)
        defer { window.isHidden = true }
        window.makeKey()
        field.becomeFirstResponder()
        func press(_ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> NSRange? {
            let key = UIKey(keyCode: code, characters: "", charactersIgnoringModifiers: "", modifierFlags: flags)
            _PressDelivery.keyDown(key, timestamp: 1)
            _PressDelivery.keyUp(code, timestamp: 2)
            return nsRange(field, field.selectedTextRange)
        }
        // Boundaries 0, 1, 3, 5, 6: the caret starts at the end.
        #expect(press(.keyboardLeftArrow) == NSRange(location: 5, length: 0))
        #expect(press(.keyboardLeftArrow) == NSRange(location: 3, length: 0))
        // The caret at 3 becomes the anchor: Shift+Left and Shift+Right move the other end across it.
        #expect(press(.keyboardLeftArrow, .shift) == NSRange(location: 1, length: 2))
        #expect(press(.keyboardLeftArrow, .shift) == NSRange(location: 0, length: 3))
        #expect(press(.keyboardRightArrow, .shift) == NSRange(location: 1, length: 2))
        #expect(press(.keyboardRightArrow, .shift) == NSRange(location: 3, length: 0))
        #expect(press(.keyboardRightArrow, .shift) == NSRange(location: 3, length: 2))
        #expect(press(.keyboardLeftArrow) == NSRange(location: 3, length: 0))
        #expect(press(.keyboardEnd, .shift) == NSRange(location: 3, length: 3))
        #expect(press(.keyboardRightArrow) == NSRange(location: 6, length: 0))
        #expect(press(.keyboardRightArrow) == NSRange(location: 6, length: 0))
        #expect(press(.keyboardHome) == NSRange(location: 0, length: 0))
        #expect(press(.keyboardDownArrow) == NSRange(location: 6, length: 0))
        // A selection the app made has no anchor: Shift+Left moves its start, Shift+Right its end.
        field.selectedTextRange = range(field, 1, 4)
        #expect(press(.keyboardLeftArrow, .shift) == NSRange(location: 0, length: 5))
        field.selectedTextRange = range(field, 1, 2)
        #expect(press(.keyboardRightArrow, .shift) == NSRange(location: 1, length: 4))
        #expect(press(.keyboardLeftArrow, .shift) == NSRange(location: 1, length: 2))
        field.selectedTextRange = range(field, 6, 0)
        field.insertText("!")
        #expect(field.text == Self.mixed + "!")
        field.resignFirstResponder()
    }

    @Test("A double tap selects the word under it; between words the caret stays where the first tap put it")
    func doubleTapSelectsAWord() {
        let root = UIViewController()
        let window = makeVisibleForTouches(root)
        defer { window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.text = "hello big world"
        root.view.addSubview(field)
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        let delegate = SelectionLoggingDelegate()
        field.delegate = delegate
        let inB = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 7)!)
        tap(at: CGPoint(x: inB.minX + 1, y: 17), in: field, taps: 2)
        #expect(nsRange(field, field.selectedTextRange) == NSRange(location: 6, length: 3))
        #expect(delegate.log == ["didChangeSelection(7,0)", "didChangeSelection(6,3)"])
        field.resignFirstResponder()
    }

    @Test("Marked text is drawn underlined: the label's text carries a single underline over the marked range only")
    func markedTextIsUnderlined() {
        let (field, window) = shownField("ab")
        defer { window.isHidden = true }
        field.becomeFirstResponder()
        field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        field.layoutIfNeeded()
        func underline(at index: Int) -> Int? { field._textLabel.attributedText?.attribute(.underlineStyle, at: index, effectiveRange: nil) as? Int }
        #expect(underline(at: 1) == nil)
        #expect(underline(at: 2) == NSUnderlineStyle.single.rawValue && underline(at: 3) == NSUnderlineStyle.single.rawValue)
        let marked = renderedAtScale1(field)
        field.unmarkText()
        field.layoutIfNeeded()
        #expect(underline(at: 2) == nil && field.text == "abka")
        let plain = renderedAtScale1(field)
        // The underline's pixels are the difference, below the marked letters.
        #expect(marked.pixels != plain.pixels)
        field.resignFirstResponder()
    }

    @Test("The caret blinks on the display link: shown for half the period, hidden for the rest; typing shows it again")
    func caretBlinks() {
        withVirtualClock { clock in
            let (field, window) = shownField("abc")
            defer { window.isHidden = true }
            field.becomeFirstResponder()
            field.layoutIfNeeded()
            #expect(!field._caretView.isHidden)
            #expect(_CaretBlink.period == 1.0)
            clock.advance(by: 0.45)
            #expect(!field._caretView.isHidden)
            clock.advance(by: 0.1)
            #expect(field._caretView.isHidden)
            clock.advance(by: 0.5)
            #expect(!field._caretView.isHidden)
            clock.advance(by: 0.5)
            #expect(field._caretView.isHidden)
            field.insertText("d")
            field.layoutIfNeeded()
            #expect(!field._caretView.isHidden)
            clock.advance(by: 0.45)
            #expect(!field._caretView.isHidden)
            field.resignFirstResponder()
            field.layoutIfNeeded()
            #expect(field._caretView.isHidden)
            clock.advance(by: 1)
            #expect(field._caretView.isHidden)
        }
    }

    @Test("UITextInputStringTokenizer: word and character boundaries in each direction")
    func tokenizerFindsWords() {
        let field = UITextField()
        field.text = "hello, big world"
        let tokenizer = field.tokenizer
        func at(_ offset: Int) -> UITextPosition { field.position(from: field.beginningOfDocument, offset: offset)! }
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        #expect(nsRange(field, tokenizer.rangeEnclosingPosition(at(2), with: .word, inDirection: forward)) == NSRange(location: 0, length: 5))
        #expect(nsRange(field, tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: backward)) == NSRange(location: 0, length: 5))
        #expect(tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: forward) == nil)
        #expect(tokenizer.isPosition(at(5), atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(at(5), atBoundary: .word, inDirection: backward))
        #expect(tokenizer.isPosition(at(7), atBoundary: .word, inDirection: backward))
        #expect(offset(field, tokenizer.position(from: at(0), toBoundary: .word, inDirection: forward)) == 5)
        #expect(offset(field, tokenizer.position(from: at(5), toBoundary: .word, inDirection: forward)) == 10)
        #expect(offset(field, tokenizer.position(from: at(9), toBoundary: .word, inDirection: .layout(.left))) == 7)
        #expect(tokenizer.isPosition(at(5), withinTextUnit: .word, inDirection: backward))
        #expect(!tokenizer.isPosition(at(5), withinTextUnit: .word, inDirection: forward))
        #expect(offset(field, tokenizer.position(from: at(3), toBoundary: .document, inDirection: forward)) == 16)
        #expect(UITextDirection.layout(.right).rawValue == 2 && UITextDirection.storage(.backward).rawValue == 1)
    }
}

/// The widths of "a", "ab", "abc" and the line height of the 17-point system font, measured with the
/// port's fonts (Pango, on this machine) once and written down, so a change in measurement shows.
enum TextInputGeometry {
    static let widthA: CGFloat = 10.41796875
    static let widthAB: CGFloat = 21.208984375
    static let widthABC: CGFloat = 30.5556640625
    static let lineHeight: CGFloat = 19.7890625
}
