import Testing
@testable import UIKit
import UIKitTesting

/// A text view delegate that logs every call, with the selection where it matters, and the text view's
/// notifications and the keyboard's will-notifications in the same log.
@MainActor final class TextViewLog: NSObject, UITextViewDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowChange = true
    private var tokens: [NSObjectProtocol] = []

    func observe(_ textView: UITextView) {
        let names: [(Notification.Name, String, AnyObject?)] = [
            (UITextView.textDidBeginEditingNotification, "post didBegin", textView),
            (UITextView.textDidChangeNotification, "post didChange", textView),
            (UITextView.textDidEndEditingNotification, "post didEnd", textView),
            (UIResponder.keyboardWillShowNotification, "keyboardWillShow", nil),
            (UIResponder.keyboardWillHideNotification, "keyboardWillHide", nil),
        ]
        for (name, label, object) in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.log.append(label) }
            })
        }
    }
    func stop() { tokens.forEach(NotificationCenter.default.removeObserver); tokens.removeAll() }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        return allowChange
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange(\(textView.text!.debugDescription))") }
    func textViewDidChangeSelection(_ textView: UITextView) {
        log.append("didChangeSelection(\(textView.selectedRange.location),\(textView.selectedRange.length))")
    }
}

@MainActor @Suite("UITextView (issue 14)", .serialized, .checksForLeaks)
struct UITextViewTests {
    func shownTextView(_ text: String = "", frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 120)) -> (UITextView, UIWindow) {
        SimulatedKeyboard.reset()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.isHidden = false
        let textView = UITextView(frame: frame)
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = text
        window.addSubview(textView)
        textView.layoutIfNeeded()
        return (textView, window)
    }

    func range(_ view: UITextView, _ location: Int, _ length: Int) -> UITextRange {
        let start = view.position(from: view.beginningOfDocument, offset: location)!
        return view.textRange(from: start, to: view.position(from: start, offset: length)!)!
    }

    func press(_ view: UITextView, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> NSRange {
        let key = UIKey(keyCode: code, characters: "", charactersIgnoringModifiers: "", modifierFlags: flags)
        _PressDelivery.keyDown(key, timestamp: 1)
        _PressDelivery.keyUp(code, timestamp: 2)
        return view.selectedRange
    }

    @Test("Defaults: a scroll view, editable and selectable, empty text, no font, insets (8, 0, 8, 0)")
    func defaults() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect((view as UIView) is UIScrollView)
        #expect(view.isEditable && view.isSelectable && view.text == "" && !view.hasText)
        #expect(view.font == nil && view.textColor == nil && view.textAlignment == .natural)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.selectedRange == NSRange(location: 0, length: 0))
        #expect(view.canBecomeFirstResponder)
        #expect(UITextView.textDidBeginEditingNotification.rawValue == "UITextViewTextDidBeginEditingNotification")
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
        #expect(UITextView.textDidEndEditingNotification.rawValue == "UITextViewTextDidEndEditingNotification")
        view.text = "hello"
        #expect(view.selectedRange == NSRange(location: 5, length: 0))
        #expect(view.attributedText.string == "hello")
    }

    @Test("Editing: shouldBegin, the keyboard, didBegin, the notification; typing asks, moves the selection, then didChange; resigning mirrors it")
    func editingSequence() {
        let (view, window) = shownTextView("ab")
        defer { window.isHidden = true }
        let delegate = TextViewLog()
        view.delegate = delegate
        delegate.observe(view)
        defer { delegate.stop() }
        #expect(view.becomeFirstResponder())
        view.insertText("c")
        view.insertText("\n")
        view.deleteBackward()
        #expect(view.text == "abc")
        #expect(view.resignFirstResponder())
        #expect(delegate.log == [
            "shouldBegin", "keyboardWillShow", "didBegin", "post didBegin",
            "shouldChange(2,0,\"c\")", "didChangeSelection(3,0)", "didChange(\"abc\")", "post didChange",
            "shouldChange(3,0,\"\\n\")", "didChangeSelection(4,0)", "didChange(\"abc\\n\")", "post didChange",
            "shouldChange(3,1,\"\")", "didChangeSelection(3,0)", "didChange(\"abc\")", "post didChange",
            "shouldEnd", "keyboardWillHide", "didEnd", "post didEnd",
        ])
        // Not editing: typing does nothing.
        view.insertText("x")
        #expect(view.text == "abc")
    }

    @Test("The delegate can refuse to begin, to change and to end; refused changes leave the text and selection alone")
    func refusals() {
        let (view, window) = shownTextView("ab")
        defer { window.isHidden = true }
        let delegate = TextViewLog()
        view.delegate = delegate
        delegate.allowBegin = false
        #expect(!view.becomeFirstResponder() && !view.isFirstResponder)
        delegate.allowBegin = true
        #expect(view.becomeFirstResponder())
        delegate.allowChange = false
        view.insertText("c")
        #expect(view.text == "ab" && view.selectedRange == NSRange(location: 2, length: 0))
        delegate.allowEnd = false
        #expect(!view.resignFirstResponder() && view.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "shouldBegin", "didBegin", "shouldChange(2,0,\"c\")", "shouldEnd"])
        delegate.allowEnd = true
        view.resignFirstResponder()
    }

    @Test("A view that is only selectable becomes first responder without editing or a keyboard, and takes no typing")
    func selectableOnly() {
        let (view, window) = shownTextView("ab")
        defer { window.isHidden = true }
        view.isEditable = false
        let delegate = TextViewLog()
        view.delegate = delegate
        delegate.observe(view)
        defer { delegate.stop() }
        #expect(view.becomeFirstResponder() && view.isFirstResponder)
        view.insertText("c")
        #expect(view.text == "ab")
        view.selectedRange = NSRange(location: 0, length: 1)
        #expect(view.resignFirstResponder())
        #expect(delegate.log == ["didChangeSelection(0,1)"])
        view.isSelectable = false
        #expect(!view.canBecomeFirstResponder)
    }

    @Test("Lines wrap at the width inside the insets and the 5-point padding; contentSize grows with the text")
    func wrappingAndContentSize() {
        let (view, window) = shownTextView("word")
        defer { window.isHidden = true }
        let oneLine = view.caretRect(for: view.beginningOfDocument)
        #expect(oneLine.origin == CGPoint(x: 5, y: 8) && oneLine.width == 2)
        let lineHeight = oneLine.height
        #expect(view.contentSize == CGSize(width: 200, height: (lineHeight + 16).rounded(.up)))
        #expect(view.selectionRects(for: range(view, 0, 4)).count == 1)
        // Enough words for several lines of 190 points.
        view.text = Array(repeating: "word", count: 30).joined(separator: " ")
        let rects = view.selectionRects(for: range(view, 0, view.text.utf16.count))
        #expect(rects.count >= 4)
        #expect(rects.allSatisfy { $0.rect.minX >= 5 && $0.rect.maxX <= 195.01 })
        #expect(rects.first!.containsStart && !rects.first!.containsEnd && rects.last!.containsEnd)
        #expect(rects.map(\.rect.minY) == rects.indices.map { 8 + CGFloat($0) * lineHeight })
        #expect(view.contentSize.height == (CGFloat(rects.count) * lineHeight + 16).rounded(.up))
        // The caret after a newline sits at the start of the next line.
        view.text = "a\n"
        #expect(view.caretRect(for: view.endOfDocument).origin == CGPoint(x: 5, y: 8 + lineHeight))
        #expect(view.contentSize.height == (2 * lineHeight + 16).rounded(.up))
        // Insets move the text.
        view.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        #expect(view.caretRect(for: view.beginningOfDocument).origin == CGPoint(x: 15, y: 20))
    }

    @Test("Positions: up and down move a line at the caret's x, to the start above the first and the end below the last")
    func verticalMoves() {
        let (view, window) = shownTextView("abc\nabc\nabc")
        defer { window.isHidden = true }
        func offset(_ position: UITextPosition?) -> Int? { position.map { view.offset(from: view.beginningOfDocument, to: $0) } }
        let two = view.position(from: view.beginningOfDocument, offset: 2)!
        #expect(offset(view.position(from: two, in: .down, offset: 1)) == 6)
        #expect(offset(view.position(from: two, in: .down, offset: 2)) == 10)
        #expect(offset(view.position(from: two, in: .down, offset: 3)) == 11)
        #expect(offset(view.position(from: two, in: .up, offset: 1)) == 0)
        #expect(offset(view.closestPosition(to: CGPoint(x: 150, y: view.caretRect(for: two).midY))) == 3)
        let secondLine = view.caretRect(for: view.position(from: two, in: .down, offset: 1)!)
        #expect(offset(view.closestPosition(to: CGPoint(x: secondLine.minX, y: secondLine.midY))) == 6)
        #expect(offset(view.characterRange(at: CGPoint(x: secondLine.minX + 1, y: secondLine.midY))?.start) == 6)
        #expect(view.characterRange(at: CGPoint(x: 190, y: 110)) == nil)
    }

    @Test("Arrow keys: left and right by characters, up and down by lines, Shift extends from the anchor")
    func arrowKeys() {
        let (view, window) = shownTextView("abc\nabc")
        defer { window.isHidden = true }
        window.makeKey()
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 2, length: 0)
        #expect(press(view, .keyboardDownArrow) == NSRange(location: 6, length: 0))
        #expect(press(view, .keyboardUpArrow, .shift) == NSRange(location: 2, length: 4))
        #expect(press(view, .keyboardRightArrow, .shift) == NSRange(location: 3, length: 3))
        #expect(press(view, .keyboardDownArrow, .shift) == NSRange(location: 6, length: 1))
        #expect(press(view, .keyboardLeftArrow) == NSRange(location: 6, length: 0))
        #expect(press(view, .keyboardUpArrow) == NSRange(location: 2, length: 0))
        #expect(press(view, .keyboardUpArrow) == NSRange(location: 0, length: 0))
        #expect(press(view, .keyboardEnd) == NSRange(location: 7, length: 0))
        view.resignFirstResponder()
    }

    @Test("Typing past the bottom scrolls the caret into view; scrollRangeToVisible shows a range")
    func scrollsToTheCaret() {
        let (view, window) = shownTextView("", frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        defer { window.isHidden = true }
        view.contentInsetAdjustmentBehavior = .never
        view.becomeFirstResponder()
        for _ in 0 ..< 8 { view.insertText("line\n") }
        let caret = view.caretRect(for: view.endOfDocument)
        #expect(view.contentOffset.y > 0)
        #expect(view.contentOffset.y == caret.maxY - 80)
        #expect(view.contentSize.height > 80)
        view.scrollRangeToVisible(NSRange(location: 0, length: 4))
        #expect(view.contentOffset.y == 8)
        view.resignFirstResponder()
    }

    @Test("A tap begins editing with the caret at the closest boundary; a double tap selects the word")
    func tapsAndDoubleTaps() {
        let root = UIViewController()
        let window = makeVisibleForTouches(root)
        defer { window.isHidden = true }
        SimulatedKeyboard.reset()
        let view = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
        view.font = UIFont.systemFont(ofSize: 17)
        view.text = "hello big world"
        root.view.addSubview(view)
        view.layoutIfNeeded()
        let delegate = TextViewLog()
        view.delegate = delegate
        let b = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 7)!)
        withVirtualClock { clock in
            tap(at: CGPoint(x: b.minX + 1, y: b.midY), in: view)
            #expect(view.isFirstResponder && view.selectedRange == NSRange(location: 7, length: 0))
            clock.advance(by: 1)
            tap(at: CGPoint(x: b.minX + 1, y: b.midY), in: view, taps: 2)
        }
        #expect(view.selectedRange == NSRange(location: 6, length: 3))
        #expect(delegate.log == ["shouldBegin", "didBegin", "didChangeSelection(7,0)", "didChangeSelection(6,3)"])
        view.resignFirstResponder()
    }

    @Test("The text is drawn wrapped in the text colour; the caret is drawn while editing")
    func drawing() {
        let (view, window) = shownTextView(Array(repeating: "wwww", count: 12).joined(separator: " "))
        defer { window.isHidden = true }
        view.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 0, length: 0)
        view.layoutIfNeeded()
        let image = renderedAtScale1(view)
        let lineHeight = view.caretRect(for: view.beginningOfDocument).height
        // Blue ink (antialiased text reaches full blue somewhere on each line) over the white background.
        func hasBlue(row: Int) -> Bool {
            (0 ..< 200).contains { x in let p = image.pixel(x, row); return p & 0xFF > 0xC0 && (p >> 16) & 0xFF < 0x60 }
        }
        #expect(hasBlue(row: Int(8 + lineHeight / 2)))
        #expect(hasBlue(row: Int(8 + lineHeight * 1.5)))
        #expect(!hasBlue(row: 3))
        // The caret: a red bar at x 5 ..< 7 on the first line.
        #expect(image.pixel(5, Int(8 + lineHeight / 2)) == Px.red)
        view.resignFirstResponder()
    }

    @Test("A selection over three lines is highlighted line by line, one tint view per selection rectangle")
    func multiLineSelectionIsHighlighted() {
        let (view, window) = shownTextView("abc\nabc\nabc")
        defer { window.isHidden = true }
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 2, length: 7)
        view.layoutIfNeeded()
        let rects = view.selectionRects(for: range(view, 2, 7)).map(\.rect)
        #expect(rects.count == 3)
        // The first two run on to the wrap width's end (195); the last stops after "a".
        #expect(abs(rects[0].maxX - 195) < 0.001 && rects[1].minX == 5 && abs(rects[1].maxX - 195) < 0.001)
        #expect(rects[2].minX == 5 && rects[2].maxX < 20)
        let highlights = view.subviews.filter { !$0.isHidden && $0.backgroundColor == view.tintColor.withAlphaComponent(0.2) }
        #expect(highlights.map(\.frame) == rects)
        #expect(view._caretDisplay.caretView.isHidden)
        view.selectedRange = NSRange(location: 1, length: 1)
        view.layoutIfNeeded()
        #expect(view.subviews.filter { !$0.isHidden && $0.backgroundColor == view.tintColor.withAlphaComponent(0.2) }.count == 1)
        view.resignFirstResponder()
    }

    @Test("With scrolling disabled, a text view pinned at its sides takes its text's height and grows as it is typed")
    func selfSizingWithoutScrolling() {
        let root = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.isHidden = false
        defer { window.isHidden = true }
        SimulatedKeyboard.reset()
        let view = UITextView()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.isScrollEnabled = false
        view.font = UIFont.systemFont(ofSize: 17)
        view.text = "one"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
            view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
            view.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
        ])
        root.view.layoutIfNeeded()
        let lineHeight = view.caretRect(for: view.beginningOfDocument).height
        #expect(view.frame.width == root.view.bounds.width - 40)
        #expect(view.frame.height == (lineHeight + 16).rounded(.up))
        view.becomeFirstResponder()
        view.insertText("\ntwo\nthree")
        root.view.layoutIfNeeded()
        #expect(view.frame.height == (3 * lineHeight + 16).rounded(.up))
        #expect(view.contentOffset == .zero)
        view.resignFirstResponder()
    }

    @Test("Dark mode: the default text colour and background follow the view's style")
    func darkMode() {
        let (view, window) = shownTextView("wwww wwww")
        defer { window.isHidden = true }
        func inkAndBackground() -> (ink: UInt32, background: UInt32) {
            view.layoutIfNeeded()
            let image = renderedAtScale1(view)
            let row = Int(8 + view.caretRect(for: view.beginningOfDocument).height / 2)
            // The pixel farthest from the background on the first line is the ink.
            let background = image.pixel(190, 100)
            let ink = (0 ..< 100).map { image.pixel($0, row) }.max { abs(Int($0 & 0xFF) - Int(background & 0xFF)) < abs(Int($1 & 0xFF) - Int(background & 0xFF)) }!
            return (ink, background)
        }
        let light = inkAndBackground()
        #expect(light.background == 0xFFFF_FFFF && light.ink & 0xFF < 0x40)
        view.overrideUserInterfaceStyle = .dark
        let dark = inkAndBackground()
        #expect(dark.background == 0xFF00_0000 && dark.ink & 0xFF > 0xC0)
    }

    @Test("font and textColor restyle the whole text; typed text takes the style before it")
    func styling() {
        let (view, window) = shownTextView()
        defer { window.isHidden = true }
        let bold = UIFont.boldSystemFont(ofSize: 20)
        view.attributedText = NSAttributedString(string: "ab", attributes: [.font: bold])
        view.becomeFirstResponder()
        view.insertText("c")
        #expect(view.attributedText.string == "abc")
        #expect(view.attributedText.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == bold)
        view.font = UIFont.systemFont(ofSize: 11)
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) == nil)
        #expect(view.font == UIFont.systemFont(ofSize: 11))
        view.resignFirstResponder()
    }

    @Test("UITextInput on the view: marked text composes and is drawn underlined; replace skips the delegate")
    func textInput() {
        let (view, window) = shownTextView("ab")
        defer { window.isHidden = true }
        let delegate = TextViewLog()
        view.becomeFirstResponder()
        view.delegate = delegate
        view.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        #expect(view.text == "abka")
        #expect(view._layoutInputs().runs.contains { $0.underline && $0.start == 2 && $0.end == 4 })
        view.unmarkText()
        #expect(view.markedTextRange == nil && !view._layoutInputs().runs.contains { $0.underline })
        view.replace(range(view, 0, 1), withText: "A")
        #expect(view.text == "Abka")
        #expect(view.text(in: range(view, 1, 2)) == "bk")
        #expect(delegate.log == ["shouldChange(2,0,\"ka\")", "didChangeSelection(4,0)", "didChange(\"abka\")",
                                 "didChangeSelection(1,0)", "didChange(\"Abka\")"])
        view.resignFirstResponder()
    }
}
